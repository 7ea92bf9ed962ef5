// The cardtext extension in a real VS Code workbench (code-server), driven like a person would:
// Quick Open the file, see the squiggles, read the Problems panel, hover {T}, apply a quick fix.
// usage: node ui-test.js http://127.0.0.1:PORT /abs/workspace showcase.cards /abs/artifacts-dir
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { launch, newPage, stepper } = require('./browser');
const { openWorkbench, quickOpen, hoverOver } = require('./editor');

const [url, folder, fileName, artifacts] = process.argv.slice(2);
const step = stepper('ui');
const CODES = ['undefined-mana-type', 'dash-style', 'mana-cost-order'];

async function problemRows(page) {
  return (await page.locator('.markers-panel .monaco-list-row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
}

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  const browser = await launch();
  const page = await newPage(browser);
  try {
    await openWorkbench(page, url, folder);
    step('workbench loaded');

    // Quick Open the fixture
    await quickOpen(page, fileName, 'Ember Tinkerer');
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
    const hover = await hoverOver(page, 'This creature deals 1 damage', '{T}', '302.6', { log: step, artifacts });
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
