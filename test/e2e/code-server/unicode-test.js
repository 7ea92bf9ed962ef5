// VS Code's Unicode highlighting in a .cards file (code-server): the characters the format prints
// (− ’ ‘ “ ” — – • … ½ ∞ ★ ×, as Format Document writes them) get no box, while a real lookalike —
// a Cyrillic "а" typed into rules text — still does. The fixture has both, so the test can tell
// "the highlighter has not run yet" from "nothing is highlighted".
// usage: node unicode-test.js http://127.0.0.1:PORT /abs/workspace typography.cards /abs/artifacts-dir
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { launch, newPage, stepper } = require('./browser');
const { openWorkbench, quickOpen } = require('./editor');

const [url, folder, fileName, artifacts] = process.argv.slice(2);
const step = stepper('unicode');
const FORMAT_CHARACTERS = ['−', '’', '‘', '“', '”', '—', '–', '•', '…', '½', '∞', '★', '×'];
const LOOKALIKE = '\u0430'; // CYRILLIC SMALL LETTER A

/**
 * Every Unicode-highlight box on screen with the character under it and that character's line.
 * The boxes are overlay divs drawn under the text layer (`className: 'unicode-highlight'`), so the
 * character is found by position: the view line at the box's middle, the character whose box holds it.
 */
async function highlighted(page) {
  return page.locator('.monaco-editor .unicode-highlight').evaluateAll((boxes) => boxes.map((box) => {
    const r = box.getBoundingClientRect();
    const x = r.x + r.width / 2, y = r.y + r.height / 2;
    const line = [...document.querySelectorAll('.monaco-editor .view-lines .view-line')].find((l) => {
      const lr = l.getBoundingClientRect();
      return lr.top <= y && y < lr.bottom;
    });
    if (!line) return { text: null, line: null };
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const c = range.getBoundingClientRect();
        if (c.left <= x && x < c.right) return { text: node.data[i], line: line.textContent.replace(/\u00a0/g, ' ') };
      }
    }
    return { text: null, line: line.textContent.replace(/\u00a0/g, ' ') };
  }));
}

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  const text = fs.readFileSync(path.join(folder, fileName), 'utf8');
  for (const c of [...FORMAT_CHARACTERS, LOOKALIKE]) assert.ok(text.includes(c), `the fixture holds ${c}`);
  const browser = await launch();
  const page = await newPage(browser);
  try {
    await openWorkbench(page, url, folder);
    await quickOpen(page, fileName, 'Vess, Ledger Keeper');
    // the extension is active once its server's diagnostic (the lookalike is a syntax error) shows
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60000 });
    step('editor open, diagnostics shown');
    // The highlighter runs in the editor worker and decorates a moment after the text shows:
    // wait for the lookalike's box, then give the rest of the file the same time to be boxed.
    await page.locator('.monaco-editor .unicode-highlight').first().waitFor({ timeout: 20000 });
    await page.waitForTimeout(1500);
    const boxes = await highlighted(page);
    step(`unicode-highlight decorations: ${JSON.stringify(boxes)}`);
    await page.screenshot({ path: path.join(artifacts, 'unicode-highlight.png') });
    step('screenshot unicode-highlight.png');
    const wrong = boxes.filter((b) => b.text !== LOOKALIKE);
    assert.deepStrictEqual(wrong, [], `format characters are boxed: ${wrong.map((b) => `"${b.text}" in "${b.line}"`).join('; ')}`);
    assert.strictEqual(boxes.length, 1, 'exactly one box, on the Cyrillic lookalike');
    assert.ok(boxes[0].line.includes('Draw'), `the box is in Mirror Thief's rules text: ${boxes[0].line}`);
    console.log('code-server unicode highlighting: PASS');
  } catch (e) {
    await page.screenshot({ path: path.join(artifacts, 'unicode-fail.png') }).catch(() => {});
    console.log('code-server unicode highlighting: FAIL', e && e.stack || e);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
})();
