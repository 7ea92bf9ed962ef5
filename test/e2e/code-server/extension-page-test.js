// The extension's page in VS Code (code-server), as a person opens it: Extensions view, search the
// installed extensions for cardtext, click it. The page must show our icon (not VS Code's default),
// the user README (extension/README.md, not the repository's developer README) with every one of
// its images loaded, and the CHANGELOG tab.
// usage: node extension-page-test.js http://127.0.0.1:PORT /abs/workspace /abs/repo-root /abs/artifacts-dir
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { launch, newPage, stepper } = require('./browser');
const { openWorkbench } = require('./editor');

const [url, folder, root, artifacts] = process.argv.slice(2);
const step = stepper('extension page');

/** The frame (a webview's inner document) whose text contains `needle`, waiting up to `timeout` ms. */
async function frameWith(page, needle, timeout = 30000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const frame of page.frames()) {
      const text = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      if (text.includes(needle)) return frame;
    }
    assert.ok(Date.now() < deadline, `no webview shows "${needle}"`);
    await page.waitForTimeout(250);
  }
}

/** Waits until the icon `locator` points at has finished loading, and returns its state. */
async function iconState(page, locator) {
  await locator.waitFor();
  const deadline = Date.now() + 15000;
  for (;;) {
    const state = await locator.evaluate((img) => ({ src: img.src, complete: img.complete, width: img.naturalWidth }));
    if (state.complete || Date.now() > deadline) return state;
    await page.waitForTimeout(200);
  }
}

function assertOurIcon(state, where) {
  assert.ok(!/defaultIcon/.test(state.src), `${where}: VS Code's default icon instead of ours: ${state.src}`);
  assert.ok(/icon\.png/.test(state.src), `${where}: the icon is extension/icon.png: ${state.src}`);
  assert.strictEqual(state.width, 128, `${where}: the icon loaded, 128 px wide: ${JSON.stringify(state)}`);
}

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  const readme = fs.readFileSync(path.join(root, 'extension', 'README.md'), 'utf8');
  const expectedImages = (readme.match(/!\[[^\]]*\]\([^)]+\)/g) ?? []).length;
  assert.ok(expectedImages >= 4, `extension/README.md shows the preview, hover, overview and gallery images (${expectedImages})`);
  const browser = await launch();
  const page = await newPage(browser);
  try {
    await openWorkbench(page, url, folder);
    await page.keyboard.press('Control+Shift+X');
    await page.locator('.extensions-viewlet .suggest-input-container .monaco-editor textarea').waitFor();
    await page.keyboard.type('@installed cardtext');
    const row = page.locator('.extensions-viewlet .monaco-list-row[data-extension-id="cardtext.cardtext"]').first();
    await row.waitFor({ timeout: 60000 });
    step('cardtext is listed among the installed extensions');
    const listIcon = await iconState(page, row.locator('img.icon'));
    step(`list icon: ${JSON.stringify(listIcon)}`);
    assertOurIcon(listIcon, 'the Extensions list');

    await row.click();
    const header = page.locator('.extension-editor .header');
    await header.waitFor();
    const headerIcon = await iconState(page, header.locator('img.icon'));
    step(`page icon: ${JSON.stringify(headerIcon)}`);
    assertOurIcon(headerIcon, 'the extension page');

    // the README: the user's, with all its images loaded
    const details = await frameWith(page, 'Getting started');
    const text = await details.evaluate(() => document.body.innerText);
    for (const developerOnly of ['npm start', 'npm run bench', 'npm run conformance']) {
      assert.ok(!text.includes(developerOnly), `the page shows the developer README ("${developerOnly}")`);
    }
    assert.ok(text.includes('Open Card Preview to the Side') && text.includes('cardtext.rulesFile') && text.includes('Neovim'),
      'the README lists the commands, the settings and other editors');
    let images = [];
    const deadline = Date.now() + 20000;
    do {
      images = await details.locator('img').evaluateAll((imgs) => imgs.map((img) => ({
        src: (img.getAttribute('src') ?? '').slice(0, 40), complete: img.complete, width: img.naturalWidth, height: img.naturalHeight })));
      if (images.length === expectedImages && images.every((i) => i.complete)) break;
      await page.waitForTimeout(250);
    } while (Date.now() < deadline);
    step(`README images: ${JSON.stringify(images)}`);
    assert.strictEqual(images.length, expectedImages, `the page shows every image of extension/README.md`);
    const broken = images.filter((i) => !(i.complete && i.width > 0 && i.height > 0));
    assert.deepStrictEqual(broken, [], 'every README image loaded (naturalWidth > 0)');
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(artifacts, 'extension-page.png') });
    step('screenshot extension-page.png');
    // further down: the commands table and the overview screenshot
    await details.locator('img').nth(2).evaluate((img) => img.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(artifacts, 'extension-page-commands.png') });
    step('screenshot extension-page-commands.png');

    // the CHANGELOG tab
    await page.locator('.extension-editor .navbar .action-label', { hasText: /changelog/i }).first().click();
    const changelog = await frameWith(page, 'The first release of cardtext');
    assert.match(await changelog.evaluate(() => document.body.innerText), /0\.1\.0/);
    step('the Changelog tab shows CHANGELOG.md');
    console.log('code-server extension page: PASS');
  } catch (e) {
    await page.screenshot({ path: path.join(artifacts, 'extension-page-fail.png') }).catch(() => {});
    console.log('code-server extension page: FAIL', e && e.stack || e);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
})();
