// The cardtext extension in a real VS Code workbench (code-server), driven like a person would:
// Quick Open the file, see the squiggles, read the Problems panel, hover {T}, apply a quick fix.
// usage: node ui-test.js http://127.0.0.1:PORT /abs/workspace showcase.cards /abs/artifacts-dir
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { launch, stepper } = require('./browser');

const [url, folder, fileName, artifacts] = process.argv.slice(2);
const step = stepper('ui');
const CODES = ['undefined-mana-type', 'dash-style', 'mana-cost-order'];

/** Screen box of `needle` inside the visible editor line containing `lineText` (Monaco renders spaces as U+00A0). */
async function measureText(page, lineText, needle) {
  const line = page.locator('.monaco-editor .view-lines .view-line', { hasText: lineText }).filter({ visible: true }).first();
  await line.waitFor();
  return line.evaluate((el, needle) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes = [];
    let text = '';
    while (walker.nextNode()) { nodes.push([walker.currentNode, text.length]); text += walker.currentNode.data; }
    text = text.replace(/\u00a0/g, ' ');
    const start = text.indexOf(needle);
    if (start < 0) return null;
    const at = (i) => { const [n, o] = nodes.filter(([, o]) => o <= i).pop(); return [n, i - o]; };
    const range = document.createRange();
    range.setStart(...at(start));
    range.setEnd(...at(start + needle.length - 1)); range.setEnd(range.endContainer, range.endOffset + 1);
    const r = range.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, column: start };
  }, needle);
}

/**
 * Like measureText, but only returns once two measurements 150 ms apart agree and the box is on
 * screen: Monaco re-renders lines when semantic tokens or decorations arrive, and a measurement
 * taken during that can come back empty (0,0) or move.
 */
async function textBox(page, lineText, needle) {
  const deadline = Date.now() + 15000;
  let last = null;
  for (;;) {
    const box = await measureText(page, lineText, needle).catch(() => null);
    const onScreen = box && box.width > 0 && box.height > 0 && box.x > 0 && box.y > 0 && box.x < 1280 && box.y < 800;
    if (onScreen && last && ['x', 'y', 'width', 'height'].every((k) => Math.abs(box[k] - last[k]) < 0.5)) return box;
    assert.ok(Date.now() < deadline, `"${needle}" in the line "${lineText}" has no stable position on screen: ${JSON.stringify(box)}`);
    last = onScreen ? box : null;
    await page.waitForTimeout(150);
  }
}

/**
 * Moves the mouse onto `needle` and waits for a hover containing `expected`. A hover can fail to
 * show when the mouse arrives while the editor is still laying out or re-rendering (semantic tokens,
 * diagnostics); then the mouse leaves the editor and comes back, up to 5 times.
 */
async function hoverOver(page, lineText, needle, expected) {
  const hover = page.locator('.monaco-hover-content', { hasText: expected }).first();
  for (let attempt = 1; ; attempt++) {
    const box = await textBox(page, lineText, needle);
    await page.mouse.move(200, 400);   // the explorer: no hover there
    await page.waitForTimeout(300);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    try {
      await hover.waitFor({ timeout: 6000 });
      if (attempt > 1) step(`hover showed on attempt ${attempt}`);
      return hover;
    } catch (e) {
      const seen = await page.locator('.monaco-hover-content').allInnerTexts().catch(() => []);
      step(`no hover with "${expected}" on attempt ${attempt} (mouse at ${Math.round(box.x)},${Math.round(box.y)}; hovers: ${JSON.stringify(seen).slice(0, 200)})`);
      await page.screenshot({ path: path.join(artifacts, `hover-attempt-${attempt}-fail.png`) }).catch(() => {});
      if (attempt === 5) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

async function problemRows(page) {
  return (await page.locator('.markers-panel .monaco-list-row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
}

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(30000);
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  try {
    await page.goto(`${url}/?folder=${encodeURIComponent(folder)}`);
    await page.locator('.monaco-workbench').waitFor({ timeout: 90000 });
    await page.locator('.explorer-folders-view').waitFor({ timeout: 60000 });
    step('workbench loaded');

    // Quick Open the fixture
    await page.keyboard.press('Control+P');
    await page.locator('.quick-input-widget input').fill(fileName);
    await page.locator(`.quick-input-list .monaco-list-row[aria-label*="${fileName}"]`).first().waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.monaco-editor .view-line', { hasText: 'Ember Tinkerer' }).first().waitFor();
    step('editor open');

    // squiggles: the extension activated, started its server, and the diagnostics came back
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 60000 });
    await page.locator('.monaco-editor .squiggly-warning').nth(1).waitFor();
    const errors = await page.locator('.monaco-editor .squiggly-error').count();
    const warnings = await page.locator('.monaco-editor .squiggly-warning').count();
    step(`squiggles: ${errors} error, ${warnings} warning`);
    assert.strictEqual(errors, 1, 'one error squiggle (undefined-mana-type)');
    assert.strictEqual(warnings, 2, 'two warning squiggles (dash-style, mana-cost-order)');

    // hover on {T} in the creature's activation cost (line 5, so the hover has room and covers no breadcrumbs)
    const hover = await hoverOver(page, 'This creature deals 1 damage', '{T}', '302.6');
    const hoverText = await hover.innerText();
    step('hover: ' + JSON.stringify(hoverText.slice(0, 120)));
    assert.match(hoverText, /107\.5/);
    assert.match(hoverText, /summoning sickness/);
    await page.waitForTimeout(800); // the hover fades in
    const hoverBox = await page.locator('.monaco-hover').filter({ hasText: '302.6' }).first().boundingBox();
    assert.ok(hoverBox && hoverBox.y >= 0 && hoverBox.y + hoverBox.height <= 800 && hoverBox.x + hoverBox.width <= 1280, 'the hover is fully on screen');
    await page.screenshot({ path: path.join(artifacts, 'hover.png') });
    step('screenshot hover.png');
    await page.mouse.move(640, 780);
    await page.keyboard.press('Escape');

    // Problems panel lists our check codes
    await page.keyboard.press('Control+Shift+M');
    for (const code of CODES) await page.locator('.markers-panel .monaco-list-row', { hasText: code }).first().waitFor();
    const rows = await problemRows(page);
    step(`problems panel: ${rows.filter((r) => /cardtext/.test(r)).length} cardtext rows`);
    for (const code of CODES) assert.ok(rows.some((r) => r.includes(code)), `a Problems row for ${code}: ${rows.join(' / ')}`);
    await page.screenshot({ path: path.join(artifacts, 'problems.png') });

    // quick fix: select the hyphen, Ctrl+. and pick "Replace with —"
    // (Go to Line puts the cursor before the hyphen, wherever the editor is scrolled, then select it)
    const fileLines = fs.readFileSync(path.join(folder, fileName), 'utf8').split(/\r?\n/);
    const dashLine = fileLines.findIndex((l) => l.includes('Landfall - '));
    const dashColumn = fileLines[dashLine].indexOf(' - ') + 1;
    await page.locator('.monaco-editor .view-line', { hasText: 'Ember Tinkerer' }).first().click();
    await page.keyboard.press('Control+G');
    await page.locator('.quick-input-widget input').fill(`:${dashLine + 1}:${dashColumn + 1}`);
    await page.keyboard.press('Enter');
    await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
    await page.keyboard.press('Shift+ArrowRight');
    await page.locator('.monaco-editor .selected-text').first().waitFor();
    await page.keyboard.press('Control+.');
    await page.locator('.action-widget .monaco-list-row', { hasText: '—' }).first().waitFor({ timeout: 20000 });
    step('quick fixes: ' + JSON.stringify(await page.locator('.action-widget .monaco-list-row').allInnerTexts()));
    // the widget is keyboard driven (a pointer block covers it right after opening): move the focus
    // to "Replace with —" and press Enter
    const focused = page.locator('.action-widget .monaco-list-row.focused');
    for (let i = 0; i < 10 && !(await focused.innerText().catch(() => '')).includes('—'); i++) await page.keyboard.press('ArrowDown');
    assert.match(await focused.innerText(), /Replace with —/);
    await page.keyboard.press('Enter');
    await page.locator('.monaco-editor .view-line', { hasText: 'Landfall — Whenever' }).first().waitFor();
    await page.keyboard.press('Control+S');
    const file = path.join(folder, fileName);
    const deadline = Date.now() + 15000;
    while (!fs.readFileSync(file, 'utf8').includes('Landfall — Whenever') && Date.now() < deadline) await page.waitForTimeout(100);
    const saved = fs.readFileSync(file, 'utf8');
    assert.ok(saved.includes('Landfall — Whenever a land you control enters'), 'the saved file has the long dash');
    assert.ok(!saved.includes('Landfall - '), 'the hyphen is gone from the saved file');
    step('quick fix applied and saved');
    await page.locator('.markers-panel .monaco-list-row', { hasText: 'dash-style' }).waitFor({ state: 'detached', timeout: 20000 });
    await page.locator('.monaco-editor .squiggly-warning').nth(1).waitFor({ state: 'detached' });
    const after = await problemRows(page);
    assert.ok(after.some((r) => r.includes('undefined-mana-type')) && after.some((r) => r.includes('mana-cost-order')), after.join(' / '));
    step('dash-style diagnostic gone, the others stay');
    console.log('code-server UI: PASS');
  } catch (e) {
    await page.screenshot({ path: path.join(artifacts, 'ui-fail.png') }).catch(() => {});
    console.log('code-server UI: FAIL', e && e.stack || e);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
})();
