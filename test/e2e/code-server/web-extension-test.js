// The WEB extension (package.json `browser`: dist/browser/extension.js, its server in a Web Worker)
// in VS Code 1.100 for the Web: code-server's workbench with `remote.extensionKind` set to "web"
// for cardtext, so VS Code runs it in the browser's Web Worker extension host, as vscode.dev does.
// Checks: no Node language server runs at all; the Problems counts equal `cardtext lint`'s; hover
// (built-in reference), completion, a quick fix, the outline, the card preview and the set overview
// work. Screenshot: web-extension.png.
// usage: node web-extension-test.js URL /abs/workspace /abs/repo /abs/artifacts-dir PROFILE-DIR
const assert = require('assert');
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { launch, newPage, stepper } = require('./browser');
const { openWorkbench, quickOpen, hoverOver, dismissHover, runCommand, goToLine, webview, acceptPathInDialog } = require('./editor');

const [url, folder, root, artifacts, profile] = process.argv.slice(2);
const step = stepper('web-extension');
const FILE = 'showcase.cards';

/** Command lines of the processes that run cardtext's Node language server from this profile's extensions. */
function nodeServers() {
  const out = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
  return out.split('\n').filter((l) => l.includes(profile) && /dist[\\/]server\.js/.test(l));
}

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  fs.mkdirSync(folder, { recursive: true });
  const text = fs.readFileSync(path.join(root, 'examples', FILE), 'utf8');
  fs.writeFileSync(path.join(folder, FILE), text);
  const lines = text.split('\n');
  const lineOf = (start) => lines.findIndex((l) => l.startsWith(start)) + 1;
  // What the Node CLI reports for the same file: the counts the Problems view must show.
  // (lint exits 1 when the file has errors, as the showcase does)
  const lint = JSON.parse(spawnSync(process.execPath, [path.join(root, 'bin', 'cardtext.js'), 'lint', '--format', 'json', path.join(folder, FILE)], { encoding: 'utf8' }).stdout);
  const diagnostics = lint.files[0].diagnostics;
  const count = (s) => diagnostics.filter((d) => d.severity === s).length;
  const expected = { errors: count('error'), warnings: count('warning'), infos: count('info') };
  step(`cardtext lint: ${expected.errors} errors, ${expected.warnings} warnings, ${expected.infos} infos`);

  const browser = await launch();
  const page = await newPage(browser);
  const loaded = [];
  // The worker extension host's fetches of the extension's files (its server is read through the editor's file system).
  page.context().on('request', (r) => {
    const file = /dist\/browser\/[\w.]+/.exec(decodeURIComponent(r.url()))?.[0];
    if (file) loaded.push(file);
  });
  const failures = [];
  page.on('console', (m) => { if (/Activating extension 'cardtext\.cardtext' failed|cardtext: unexpected error/.test(m.text())) failures.push(m.text()); });
  try {
    await openWorkbench(page, url, folder);
    await quickOpen(page, FILE, 'Violet Spring');
    // The Problems counts in the status bar: errors, warnings, infos.
    const status = page.locator('.statusbar-item[id="status.problems"]');
    const want = `${expected.errors} ${expected.warnings} ${expected.infos}`;
    const deadline = Date.now() + 60000;
    let shown = '';
    while (Date.now() < deadline) {
      shown = (await status.innerText().catch(() => '')).replace(/\s+/g, ' ').trim();
      if (shown === want) break;
      await page.waitForTimeout(250);
    }
    assert.deepStrictEqual(failures, [], 'the extension activated');
    assert.strictEqual(shown, want, `Problems: errors warnings infos as cardtext lint counts them`);
    step(`Problems view: ${shown} (errors, warnings, infos), as the CLI`);
    assert.ok(loaded.includes('dist/browser/extension.js'), `the web extension's entry was loaded: ${loaded.join(', ')}`);
    assert.deepStrictEqual(nodeServers(), [], 'no Node language server runs: the server is the Web Worker');
    step(`loaded ${[...new Set(loaded)].join(', ')}; no Node language server process`);

    // Hover: the built-in reference on a mana symbol.
    await hoverOver(page, '{T}: Add {P}.', '{T}', 'Tap symbol', { log: step, artifacts, prefix: 'web-hover' });
    await page.waitForTimeout(500); // the hover fades in: a capture at once shows it see-through over the text
    await page.screenshot({ path: path.join(artifacts, 'web-extension.png') });
    step('hover on {T} explains the tap symbol (screenshot web-extension.png)');
    await dismissHover(page);

    // Completion: after "{" the mana symbols, the set's own {P} among them.
    await goToLine(page, lineOf('Rarity: Common'), 15);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('{');
    await page.locator('.suggest-widget .monaco-list-row', { hasText: '{W}' }).first().waitFor({ timeout: 15000 });
    // Typing narrows the list to the set's own purple mana.
    await page.keyboard.type('P');
    await page.locator('.suggest-widget .monaco-list-row', { hasText: '{P}' }).first().waitFor({ timeout: 15000 });
    step('completion after "{" offers the mana symbols, the set\'s own {P} among them');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Z');

    // A quick fix: {U/W} is not a symbol; the fix writes the hybrid as printed, {W/U}.
    const heron = lineOf('Dawnglass Heron');
    await goToLine(page, heron, lines[heron - 1].indexOf('{U/W}') + 2);
    await page.keyboard.press('Control+.');
    const fix = page.locator('.action-widget .monaco-list-row', { hasText: '{W/U}' }).first();
    await fix.waitFor({ timeout: 20000 });
    step(`quick fixes: ${JSON.stringify(await page.locator('.action-widget .monaco-list-row').allInnerTexts())}`);
    // The widget is keyboard driven (a pointer block covers it right after opening): focus the fix, Enter.
    const focused = page.locator('.action-widget .monaco-list-row.focused');
    for (let i = 0; i < 10 && !(await focused.innerText().catch(() => '')).includes('{W/U}'); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('.monaco-editor .view-line', { hasText: 'Dawnglass Heron {2}{W/U}' }).first().waitFor({ timeout: 10000 });
    step('the quick fix rewrote the cost as {2}{W/U}');
    await page.keyboard.press('Control+Z');

    // The outline: the file's cards.
    await runCommand(page, 'Explorer: Focus on Outline View');
    await page.locator('.outline-pane .monaco-list-row', { hasText: 'Violet Spring' }).first().waitFor({ timeout: 15000 });
    step('outline lists the cards');

    // The card preview beside the editor, and the set overview.
    await goToLine(page, lineOf('Violet Spring'), 1);
    await runCommand(page, 'cardtext: Open Card Preview to the Side');
    const preview = await webview(page, '[data-card="Violet Spring"]', 60000);
    const csp = await preview.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
    assert.match(csp, /default-src 'none'/);
    step('the preview shows Violet Spring');
    await page.screenshot({ path: path.join(artifacts, 'web-extension-preview.png') });
    await runCommand(page, 'cardtext: Show Set Overview');
    await webview(page, '.overview[data-overview]', 60000);
    step('the set overview opens');
    assert.deepStrictEqual(nodeServers(), [], 'still no Node language server');

    // Export Set… saves through the editor's file system (the workspace is a vscode-remote: one here,
    // as a github.dev repository is a file system of its own): Cockatrice's XML lands in the folder.
    await page.locator('.tabs-container .tab', { hasText: FILE }).first().click();
    await page.locator('.tabs-container .tab.active', { hasText: FILE }).first().waitFor();
    await runCommand(page, 'cardtext: Export Set…');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Cockatrice' }).first().click();
    const target = path.join(folder, 'violet-hollow-cockatrice.xml');
    // the simple file dialog fills in the default path a moment after it opens: replace it
    await acceptPathInDialog(page, target, /showcase\.xml$/);
    const exported = page.locator('.notifications-toasts .notification-list-item-message', { hasText: 'Exported' }).first();
    await exported.waitFor({ timeout: 60000 });
    const xml = fs.readFileSync(target, 'utf8');
    assert.match(xml, /<cockatrice_carddatabase version="4"/);
    assert.match(xml, /<name>Violet Spring<\/name>/);
    step(`Export Set… wrote ${path.basename(target)} (${xml.length} characters) through the editor's file system: ${JSON.stringify((await exported.innerText()).slice(0, 100))}`);
    await page.keyboard.press('Escape');

    // Restart language server: a new worker takes over and the diagnostics come back.
    await runCommand(page, 'cardtext: Restart language server');
    // The stopped client's diagnostics go away, then the new worker publishes them again.
    const shownNow = async () => (await status.innerText().catch(() => '')).replace(/\s+/g, ' ').trim();
    const gone = Date.now() + 15000;
    let between = want;
    while (Date.now() < gone && (between = await shownNow()) === want) await page.waitForTimeout(50);
    assert.notStrictEqual(between, want, 'the restart cleared the diagnostics of the stopped server');
    const back = Date.now() + 60000;
    while (Date.now() < back && (await status.innerText().catch(() => '')).replace(/\s+/g, ' ').trim() !== want) await page.waitForTimeout(250);
    assert.strictEqual((await status.innerText()).replace(/\s+/g, ' ').trim(), want, 'the diagnostics after a restart');
    assert.deepStrictEqual(failures, [], 'no activation failure');
    step(`Restart language server: the Problems counts went to "${between}" and came back to "${want}"`);
    step('PASS');
  } catch (error) {
    await page.screenshot({ path: path.join(artifacts, 'web-extension-fail.png') }).catch(() => undefined);
    throw error;
  } finally {
    await browser.close();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
