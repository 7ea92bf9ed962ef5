// The card preview and the set overview in a real VS Code workbench (code-server), as a designer
// uses them: open a set, click "Open Card Preview to the Side", type and watch the preview follow,
// move to another card, open a file of hostile cards, then open the set overview and click through it.
// usage: node preview-test.js http://127.0.0.1:PORT /abs/workspace /abs/repo /abs/artifacts-dir
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { launch, newPage, stepper } = require('./browser');
const { openWorkbench, quickOpen, runCommand, goToLine, webview, acceptPathInDialog } = require('./editor');

const [url, folder, root, artifacts] = process.argv.slice(2);
const step = stepper('preview');
const SET = 'violet-hollow.cards';

/** A small landscape painted with CSS gradients, screenshotted to a PNG: the set's one piece of art. */
async function paintArt(browser, file) {
  const page = await browser.newPage({ viewport: { width: 520, height: 380 } });
  await page.setContent(`<body style="margin:0"><div style="width:520px;height:380px;background:
    radial-gradient(circle at 72% 28%, #fff6c8 0 28px, rgba(255,240,200,.55) 29px 60px, transparent 61px),
    linear-gradient(160deg, transparent 55%, #2f5d3a 55.5% 70%, transparent 70.5%),
    linear-gradient(20deg, #1f4a2c 0 38%, transparent 38.5%),
    linear-gradient(200deg, transparent 48%, #3f7a4d 48.5% 62%, transparent 62.5%),
    linear-gradient(#9cc7e8, #e9d8b4 70%, #b99a64)"></div></body>`);
  await page.screenshot({ path: file });
  await page.close();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  const browser = await launch();
  fs.mkdirSync(path.join(folder, 'art'), { recursive: true });
  await paintArt(browser, path.join(folder, 'art', 'hollow-giant.png'));
  const set = fs.readFileSync(path.join(root, 'examples', 'clean.cards'), 'utf8')
    .replace('Hollow Giant {4}{G}\nCreature — Giant\nReach\n5/5\n', 'Hollow Giant {4}{G}\nCreature — Giant\nReach\n5/5\nArt: art/hollow-giant.png\nRarity: Rare\nArtist: Imaginary Painter\n');
  assert.ok(set.includes('Art: art/hollow-giant.png'));
  fs.writeFileSync(path.join(folder, SET), set);
  fs.copyFileSync(path.join(root, 'test', 'e2e', 'fixtures', 'hostile', 'hostile.cards'), path.join(folder, 'hostile.cards'));
  const lines = set.split('\n');
  const lineOf = (text) => lines.findIndex((l) => l.startsWith(text)) + 1;

  const page = await newPage(browser);
  await page.setViewportSize({ width: 1600, height: 1000 }); // room for the editor and the preview side by side
  const dialogs = [];
  page.on('dialog', async (d) => { dialogs.push(d.message()); await d.dismiss(); });
  try {
    await openWorkbench(page, url, folder);
    await quickOpen(page, SET, 'Hollowmere Grotto');
    await page.locator('.monaco-editor .squiggly-error, .monaco-editor .view-line').first().waitFor();
    await goToLine(page, lineOf('Reach'), 1);
    step('editor open, cursor on Hollow Giant');

    // the editor-title button opens the preview beside the editor
    await page.locator('.editor-actions .action-label[aria-label="Open Card Preview to the Side"]').first().click();
    const preview = await webview(page, '[data-card="Hollow Giant // Uproot"]', 60000);
    step('preview shows Hollow Giant // Uproot');
    const csp = await preview.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'nonce-[^']+'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    await preview.waitForFunction(() => { const img = document.querySelector('img.art-img'); return img && img.complete && img.naturalWidth > 0; }, null, { timeout: 20000 });
    // an adventure card is one card: the adventure's book (Uproot) in the left half of its text box
    assert.strictEqual(await preview.locator('.card').count(), 1, 'one card');
    assert.strictEqual((await preview.locator('.adventure-book .name').innerText()).trim(), 'Uproot', 'the adventure in its book');
    step('art from the workspace loaded in the webview');

    // typing: each keystroke shows in the preview; measure keystroke → preview
    const end = lines[lineOf('Hollow Giant') - 1].indexOf(' {4}');
    await goToLine(page, lineOf('Hollow Giant'), end + 1);
    const latencies = [];
    const afterDiagnostics = [];
    const updates = () => preview.evaluate(() => Number(document.body.getAttribute('data-updates') || 0));
    let name = 'Hollow Giant';
    for (const ch of ' the Elder') {
      name += ch;
      const before = await updates();
      const t0 = Date.now();
      await page.keyboard.type(ch);
      if (ch === ' ') continue; // a trailing space is not part of the name
      await preview.locator(`[data-card="${name} // Uproot"]`).waitFor({ timeout: 10000 });
      latencies.push(Date.now() - t0);
      // the server's new diagnostics for this edit arrive too: how long until the preview shows them
      await preview.waitForFunction((n) => Number(document.body.getAttribute('data-updates') || 0) > n, before, { timeout: 5000 }).catch(() => undefined);
      if ((await updates()) > before) afterDiagnostics.push(Number(await preview.evaluate(() => document.body.getAttribute('data-update-ms'))));
      await page.waitForTimeout(300);
    }
    step(`typing → preview: median ${median(latencies)} ms, max ${Math.max(...latencies)} ms (${latencies.join(', ')})`);
    step(`new diagnostics → preview on screen: median ${median(afterDiagnostics)} ms, max ${Math.max(...afterDiagnostics)} ms (${afterDiagnostics.join(', ')})`);
    fs.writeFileSync(path.join(artifacts, 'preview-latency.json'), JSON.stringify({ keystrokeToPreviewMs: latencies, diagnosticsToPreviewMs: afterDiagnostics }) + '\n');

    // a mistake typed into the card is underlined in the preview and listed under it
    await goToLine(page, lineOf('Reach'), 6);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('{T}: Add {T}.');
    await preview.locator('.diag-error').first().waitFor({ timeout: 10000 });
    const problem = await preview.locator('.problems li', { hasText: 'undefined-mana-type' }).first().innerText({ timeout: 10000 });
    step(`preview underlines the new error: ${JSON.stringify(problem.slice(0, 80))}`);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(artifacts, 'preview.png') });
    step('screenshot preview.png');

    // the cursor moves to another card: the preview follows
    await goToLine(page, lineOf('Vessa, Lantern Keeper') + 1, 1); // one line was added above it
    await preview.locator('[data-card="Vessa, Lantern Keeper"]').waitFor({ timeout: 10000 });
    assert.strictEqual(await preview.locator('.loyalty-cost').count(), 3);
    step('preview followed the cursor to Vessa');
    // the set's own mana symbol {P} in the colour its @mana line names (purple), not the grey default
    const purple = await preview.locator('.cost .sym-custom-P').first().evaluate((e) => getComputedStyle(e).backgroundColor);
    assert.strictEqual(purple, 'rgb(128, 0, 128)', 'the custom {P} disc is purple');
    step(`custom mana {P} drawn ${purple}`);

    // "Export Card Images…" for the card under the cursor: a true-size PNG lands in the folder picked
    await runCommand(page, 'cardtext: Export Card Images…');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'The card under the cursor' }).first().click();
    await page.locator('.quick-input-list .monaco-list-row', { hasText: '300 dpi with bleed' }).first().waitFor();
    await page.locator('.quick-input-list .monaco-list-row', { hasText: '300 dpi' }).first().click();
    const imagesDir = path.join(folder, 'vessa-images');
    // code-server's save dialog is VS Code's simple file dialog: a path typed into the quick input
    await acceptPathInDialog(page, imagesDir, /violet-hollow-images/);
    const notice = page.locator('.notifications-toasts .notification-list-item-message', { hasText: 'Exported' }).first();
    await notice.waitFor({ timeout: 60000 });
    const pngs = fs.readdirSync(imagesDir).filter((n) => n.endsWith('.png'));
    assert.ok(pngs.length === 1 && /^\d{3} Vessa, Lantern Keeper\.png$/.test(pngs[0]), `one image, of the card under the cursor: ${pngs.join(', ')}`);
    const png = fs.readFileSync(path.join(imagesDir, pngs[0]));
    assert.deepStrictEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [744, 1039], 'true size at 300 dpi');
    step(`Export Card Images wrote ${pngs[0]} (744 × 1039): ${JSON.stringify((await notice.innerText()).slice(0, 120))}`);
    await page.keyboard.press('Escape');

    // hostile cards show as text and run nothing in the webview either
    await quickOpen(page, 'hostile.cards', 'Art Thief');
    const hostileFrame = await webview(page, '[data-card="<img src=x onerror=alert(1)>"]');
    const inert = await hostileFrame.evaluate(() => ({
      name: document.querySelector('.name').textContent,
      images: document.querySelectorAll('img:not(.art-img)').length,
      handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length,
      scripts: document.querySelectorAll('#content script, #content style, #content [style]').length,
    }));
    assert.deepStrictEqual(inert, { name: '<img src=x onerror=alert(1)>', images: 0, handlers: 0, scripts: 0 });
    await goToLine(page, 11, 1);
    await hostileFrame.locator('[data-card="Art Thief"] .art-path').waitFor();
    assert.strictEqual(await hostileFrame.locator('.art-path').innerText(), 'javascript:alert(3)');
    assert.deepStrictEqual(dialogs, []);
    step('hostile cards inert in the preview');

    // the set overview: totals, switch to the workspace, click a bar, jump to a card
    await page.locator('.tabs-container .tab', { hasText: 'Preview:' }).first().locator('.codicon-close').click(); // close the preview
    await page.locator('.tabs-container .tab', { hasText: SET }).first().click();
    await page.locator('.tabs-container .tab.active', { hasText: SET }).waitFor();
    await runCommand(page, 'cardtext: Show Set Overview');
    const overview = await webview(page, '.overview', 60000);
    const title = await overview.locator('.overview-head h1').innerText();
    assert.strictEqual(title, 'violet-hollow');
    assert.match(await overview.locator('.totals').innerText(), /18\s*cards/);
    await overview.locator('[data-scope="workspace"]').click();
    await overview.locator('.overview-head h1', { hasText: 'Workspace (2 files)' }).waitFor({ timeout: 10000 });
    await overview.locator('.seg-G').first().click();
    await overview.locator('.overview-list li').first().waitFor();
    const listed = await overview.locator('.overview-list li').allInnerTexts();
    step(`workspace overview; a green curve bar lists ${JSON.stringify(listed)}`);
    // a count far down the page: the list of its cards is scrolled into view
    await overview.locator('.count').last().click();
    await overview.waitForFunction(() => { const l = document.querySelector('.overview-list'); const r = l && l.getBoundingClientRect(); return r && !l.hidden && r.top < innerHeight && r.bottom > 0; }, null, { timeout: 5000 });
    step('a clicked count scrolled its list into view');
    await overview.evaluate(() => window.scrollTo(0, 0));
    await overview.locator('.seg-G').first().click();
    await page.keyboard.press('Control+B'); // the side bar off: room for two columns of charts
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(artifacts, 'overview.png') });
    await page.keyboard.press('Control+B');
    step('screenshot overview.png');
    const target = listed[0];
    const link = overview.locator('.overview-list a', { hasText: target }).first();
    const want = `Ln ${Number(await link.getAttribute('data-line')) + 1},`;
    await link.click();
    // the status bar shows where the cursor went: the card's name line
    await page.locator('.statusbar-item', { hasText: want }).first().waitFor({ timeout: 10000 });
    step(`clicking ${target} jumped to its line`);
    console.log('code-server preview: PASS');
  } catch (e) {
    await page.screenshot({ path: path.join(artifacts, 'preview-fail.png') }).catch(() => {});
    console.log('code-server preview: FAIL', (e && e.stack) || e);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
})();
