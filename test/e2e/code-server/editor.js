// Shared steps of the code-server UI tests: open the workbench on a folder, Quick Open a file, find
// text on screen and hover it the way a person does (with retries for Monaco's re-renders).
const assert = require('assert');
const path = require('path');

/** Loads the workbench on `folder` and waits until the explorer shows. */
exports.openWorkbench = async (page, url, folder) => {
  await page.goto(`${url}/?folder=${encodeURIComponent(folder)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout: 90000 });
  await page.locator('.explorer-folders-view').waitFor({ timeout: 60000 });
};

/** Quick Opens `fileName` (Ctrl+P) and waits until a line containing `lineText` is on screen. */
exports.quickOpen = async (page, fileName, lineText) => {
  await page.keyboard.press('Control+P');
  await page.locator('.quick-input-widget input').fill(fileName);
  await page.locator(`.quick-input-list .monaco-list-row[aria-label*="${fileName}"]`).first().waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.monaco-editor .view-line', { hasText: lineText }).first().waitFor();
};

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
exports.textBox = textBox;

/**
 * Moves the mouse onto `needle` and waits for a hover containing `expected`. A hover can fail to
 * show when the mouse arrives while the editor is still laying out or re-rendering (semantic tokens,
 * diagnostics), or show what the server knew before it finished loading its files; then the mouse
 * leaves the editor and comes back, up to `attempts` times. `log` prints a step; failed attempts
 * leave `<prefix>-attempt-N-fail.png` screenshots in `artifacts`.
 */
exports.hoverOver = async (page, lineText, needle, expected, { log, artifacts, prefix = 'hover', attempts = 5, timeout = 6000 }) => {
  const hover = page.locator('.monaco-hover-content', { hasText: expected }).first();
  for (let attempt = 1; ; attempt++) {
    const box = await textBox(page, lineText, needle);
    await page.mouse.move(200, 400);   // the explorer: no hover there
    await page.waitForTimeout(300);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    try {
      await hover.waitFor({ timeout });
      if (attempt > 1) log(`hover showed on attempt ${attempt}`);
      return hover;
    } catch (e) {
      const seen = await page.locator('.monaco-hover-content').allInnerTexts().catch(() => []);
      log(`no hover with "${expected}" on attempt ${attempt} (mouse at ${Math.round(box.x)},${Math.round(box.y)}; hovers: ${JSON.stringify(seen).slice(0, 200)})`);
      await page.screenshot({ path: path.join(artifacts, `${prefix}-attempt-${attempt}-fail.png`) }).catch(() => {});
      if (attempt === attempts) throw e;
      await page.keyboard.press('Escape');
    }
  }
};

/** Moves the mouse off the editor and closes any hover. */
exports.dismissHover = async (page) => {
  await page.mouse.move(200, 400);
  await page.keyboard.press('Escape');
  await page.locator('.monaco-hover-content').filter({ visible: true }).first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
};

/** The webview frame whose page holds `selector` (VS Code nests each webview in two iframes). */
exports.webview = async function webview(page, selector, timeout = 30000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const frame of page.frames()) {
      if (await frame.$(selector).catch(() => null)) return frame;
    }
    assert.ok(Date.now() < deadline, `no webview shows ${selector}`);
    await page.waitForTimeout(100);
  }
};

/**
 * Runs a command by its title from the Command Palette (F1). Right after the workbench loads, with
 * no file open, the remote extension host's commands are not in the palette yet: ask again until
 * they are (`ms` in all).
 */
exports.runCommand = async function runCommand(page, title, ms = 30000) {
  const end = Date.now() + ms;
  for (;;) {
    await page.keyboard.press('F1');
    await page.locator('.quick-input-widget input').fill(`>${title}`);
    const row = page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
    const left = end - Date.now();
    const found = await row.waitFor({ timeout: Math.max(1000, Math.min(3000, left)) }).then(() => true, (e) => { if (left <= 3000) throw e; return false; });
    if (found) break;
    await page.keyboard.press('Escape');
  }
  await page.keyboard.press('Enter');
};

/** Moves the cursor to a line and column (1-based) with Go to Line. */
exports.goToLine = async function goToLine(page, line, column) {
  await page.keyboard.press('Control+G');
  await page.locator('.quick-input-widget input').fill(`:${line}:${column}`);
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
};

/**
 * Types `file` into code-server's simple file dialog (open or save: a path in the quick input) and
 * accepts it. The dialog fills in its own folder a moment after it opens (`prefilled` tells when it
 * has), may fill it in once more (seen once in CI, after the typed path had already been there: the
 * Enter then went to the folder), and ignores an Enter pressed while it lists the typed path's folder:
 * fill until the path stays put for a while, press until the dialog closes, and fill again whenever the
 * dialog has put its folder back. Enter goes to the input itself (a toast may have taken the focus);
 * after two Enters left unanswered, the dialog's own accept button is clicked (seen once in ~40 runs:
 * five Enters, 15 s, and the dialog still open on the typed file).
 */
exports.acceptPathInDialog = async function acceptPathInDialog(page, file, prefilled = /^\//) {
  const input = page.locator('.quick-input-widget input');
  await input.waitFor();
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('.quick-input-widget input')?.value || ''), prefilled.source, { timeout: 10000 });
  const fillUntilSteady = async () => {
    for (let tries = 0; ; tries++) {
      await input.fill(file);
      if (await steady(page, file)) return;
      if (tries === 3) throw new Error(`the file dialog kept replacing the typed path ${file} (now ${JSON.stringify(await input.inputValue())})`);
    }
  };
  await fillUntilSteady();
  const widget = page.locator('.quick-input-widget');
  const accept = widget.locator('.quick-input-action .monaco-button').first();
  for (let tries = 0; ; tries++) {
    if (tries >= 2 && await accept.isVisible().catch(() => false)) await accept.click().catch(() => {});
    else await input.press('Enter');
    const closed = await widget.waitFor({ state: 'hidden', timeout: 3000 }).then(() => true, () => false);
    if (closed) break;
    if (tries === 5) throw new Error(`the file dialog did not take ${file} (it shows ${JSON.stringify(await input.inputValue().catch(() => '?'))})`);
    if (await input.inputValue() !== file) await fillUntilSteady();
  }
};

/** True when the dialog's input shows `want` and still shows it 800 ms later (its own refill comes within that). */
async function steady(page, want) {
  const shows = () => page.evaluate(() => document.querySelector('.quick-input-widget input')?.value);
  const first = await page.waitForFunction((w) => document.querySelector('.quick-input-widget input')?.value === w, want, { timeout: 5000 }).then(() => true, () => false);
  if (!first) return false;
  await page.waitForTimeout(800);
  return (await shows()) === want;
}
