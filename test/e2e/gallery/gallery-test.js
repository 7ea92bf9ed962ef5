// `cardtext render` in a real browser (Debian's Chromium via playwright-core): render the bundled
// examples and the hostile fixture, open the page from disk, check every card's element, check that
// nothing ran and nothing was fetched, screenshot the page, print it to PDF (A4 and Letter) and
// turn the first printed page into a PNG with pdftoppm.
// usage: node gallery-test.js /abs/repo /abs/work-dir /abs/artifacts-dir
const assert = require('assert');
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { launch, stepper } = require('../code-server/browser');

const [root, work, artifacts] = process.argv.slice(2);
const step = stepper('gallery');
const out = path.join(work, 'gallery');
const inputs = [path.join(root, 'examples'), path.join(root, 'test', 'e2e', 'fixtures', 'hostile', 'hostile.cards')];

function cardtext(...args) {
  return execFileSync(process.execPath, [path.join(root, 'bin', 'cardtext.js'), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function pdfPages(file) {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))[1]);
}

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  fs.rmSync(out, { recursive: true, force: true });
  const t0 = Date.now();
  cardtext('render', ...inputs, '-o', out);
  step(`cardtext render: ${Date.now() - t0} ms`);
  const stats = JSON.parse(cardtext('stats', '--format', 'json', ...inputs));
  const expectedCards = stats.cards + stats.tokens;

  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const ran = [];
  const requests = [];
  const violations = [];
  page.on('dialog', async (d) => { ran.push(`dialog: ${d.message()}`); await d.dismiss(); });
  page.on('pageerror', (e) => ran.push(`page error: ${e.message}`));
  page.on('request', (r) => { if (!r.url().startsWith('file://')) requests.push(r.url()); });
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  try {
    await page.goto(`file://${path.join(out, 'index.html')}`);
    await page.waitForSelector('html[data-fitted]');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);

    // every card has its element, named by data-card
    // (the overview's sample pack shows copies of some cards: not the gallery's own)
    const names = await page.$$eval('[data-card]', (els) => els.filter((e) => !e.closest('.sample-pack')).map((e) => e.getAttribute('data-card')));
    step(`${names.length} card elements (stats counts ${expectedCards})`);
    assert.strictEqual(names.length, expectedCards);
    assert.ok(names.includes('Ebb // Flow') && names.includes('Vessa, Lantern Keeper'), names.join(' | '));
    const split = page.locator('[id^="card-"][data-card="Ebb // Flow"]').first();
    assert.strictEqual(await split.locator('.split-card .card.half').count(), 2);
    assert.strictEqual(await page.locator('[id^="card-"][data-card="Moonlit Acolyte // Silver-Winged Herald"]').first().locator('.card').count(), 2);
    assert.strictEqual(await page.locator('[id^="card-"][data-card="The Hollow Awakens"]').first().locator('.chapter').count(), 2);
    assert.strictEqual(await page.locator('[id^="card-"][data-card="Vessa, Lantern Keeper"]').first().locator('.loyalty-cost').count(), 3);
    assert.strictEqual(await page.locator('[id^="card-"][data-card="Hollow Squire"]').first().locator('.level-band').count(), 2);
    const fontLoaded = await page.evaluate(() => document.fonts.check('12px Mana'));
    assert.ok(fontLoaded, 'the bundled mana font loaded');
    const symbols = await page.locator('.ms-cost').count();
    assert.ok(symbols > 50, `mana symbols drawn as icons: ${symbols}`);

    // the hostile cards: shown as text, nothing ran, nothing fetched
    const hostile = page.locator('[id^="card-"][data-card="<img src=x onerror=alert(1)>"]');
    assert.strictEqual(await hostile.count(), 1);
    assert.strictEqual(await hostile.locator('.name').innerText(), '<img src=x onerror=alert(1)>');
    assert.strictEqual(await hostile.locator('.flavor').innerText(), '</style><script>alert(2)</script>');
    assert.strictEqual(await page.locator('[id^="card-"][data-card="Art Thief"] .art-path').innerText(), 'javascript:alert(3)');
    assert.strictEqual(await page.locator('[id^="card-"][data-card="Remote Gaze"] .art-path').innerText(), 'https://example.invalid/tracker.png');
    const injected = await page.evaluate(() => ({
      scripts: [...document.scripts].map((s) => s.getAttribute('src')),
      images: document.querySelectorAll('img:not(.art-img)').length,
      svgInCards: document.querySelectorAll('.card svg').length,
      handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length,
      styles: document.querySelectorAll('style, [style]').length,
    }));
    step(`page: ${JSON.stringify(injected)}`);
    assert.deepStrictEqual(injected, { scripts: ['cardtext.js'], images: 0, svgInCards: 0, handlers: 0, styles: 0 });
    await page.waitForTimeout(300);
    assert.deepStrictEqual(ran, [], 'no script of a card ran');
    assert.deepStrictEqual(requests, [], 'nothing loaded from the network');
    step(`hostile cards inert (CSP reports: ${violations.length})`);

    // the overview: a click on a curve bar lists its cards
    await page.locator('.seg').first().click();
    await page.locator('.overview-list li').first().waitFor();
    const heading = await page.locator('.overview-list h3').innerText();
    step(`overview list: ${JSON.stringify(heading)}`);
    // ... and scrolls to those cards, marked
    await page.waitForTimeout(300);
    const shown = await page.evaluate(() => {
      const listed = [...document.querySelectorAll('.card-entry.listed')];
      const r = listed[0] && listed[0].getBoundingClientRect();
      return { listed: listed.length, inView: !!r && r.top < innerHeight && r.bottom > 0, scrollY };
    });
    assert.strictEqual(shown.listed, Number(/(\d+) cards?$/.exec(heading)[1]), 'every listed card is marked');
    assert.ok(shown.inView && shown.scrollY > 0, `the first listed card is scrolled into view: ${JSON.stringify(shown)}`);
    step(`the click scrolled to the ${shown.listed} listed cards (scrollY ${shown.scrollY})`);
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.screenshot({ path: path.join(artifacts, 'gallery.png') });
    await page.locator('[id^="card-"][data-card="Hollow Giant // Uproot"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(artifacts, 'gallery-cards.png') });
    step('screenshots gallery.png, gallery-cards.png');

    // printing: true size, nine to a page, on A4 and on Letter
    const cells = await page.evaluate(() => document.querySelectorAll('.sheet .card:not(.half), .sheet .split-card').length);
    const perSheet = await page.$$eval('.sheet', (sheets) => sheets.map((s) => s.querySelectorAll('.card:not(.half), .split-card').length));
    assert.ok(perSheet.every((n) => n <= 9) && perSheet.reduce((a, b) => a + b, 0) === cells, `sheets of nine: ${perSheet.join(' ')}`);
    const expectedPages = perSheet.length;
    await page.emulateMedia({ media: 'print' });
    const mm = 96 / 25.4;
    const sizes = await page.$$eval('.sheet .card:not(.half), .sheet .split-card, .sheet .split-inner', (els) => els.map((e) => { const r = e.getBoundingClientRect(); return [r.width, r.height]; }));
    for (const size of sizes) assert.ok(Math.abs(size[0] - 63 * mm) < 0.5 && Math.abs(size[1] - 88 * mm) < 0.5, `every printed card is 63 × 88 mm: ${size.map((px) => (px / mm).toFixed(2)).join(' × ')} mm`);
    // anything sticking out of a sheet (a split card's turned half) would make Chromium shrink the whole print
    // (crop marks included: a sheet is 189 mm of cards plus 3.5 mm of marks on each side, A4's 196 mm between its margins)
    const sheetWidths = await page.$$eval('.sheet', (sheets) => sheets.map((s) => s.scrollWidth));
    const markLeft = await page.$eval('.sheet', (s) => parseFloat(getComputedStyle(s, '::after').left));
    for (const w of sheetWidths) {
      const printed = (w - markLeft) / mm; // scrollWidth counts what sticks out on the right; the marks stick out as far on the left
      assert.ok(printed <= 196.3, `a printed sheet with its crop marks is ${printed.toFixed(2)} mm wide (at most 196, give or take a pixel)`);
    }
    for (const format of ['A4', 'Letter']) {
      const pdf = path.join(artifacts, `gallery-${format}.pdf`);
      await page.pdf({ path: pdf, format, printBackground: true, preferCSSPageSize: true });
      const pages = pdfPages(pdf);
      step(`${format}: ${cells} printed cards on ${pages} pages (sheets: ${perSheet.join(' ')})`);
      assert.strictEqual(pages, expectedPages, `${format}: one sheet of up to nine cards to a page`);
    }
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', path.join(artifacts, 'gallery-A4.pdf'), path.join(artifacts, 'print-page')]);
    assert.ok(fs.existsSync(path.join(artifacts, 'print-page.png')));
    step('print-page.png from the PDF');

    // the design panels of a set with its own booster and skeleton (examples/design.cards alone)
    const designOut = path.join(work, 'design-gallery');
    fs.rmSync(designOut, { recursive: true, force: true });
    cardtext('render', path.join(root, 'examples', 'design.cards'), '-o', designOut);
    const designStats = JSON.parse(cardtext('stats', '--format', 'json', path.join(root, 'examples', 'design.cards')));
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`file://${path.join(designOut, 'index.html')}`);
    await page.waitForSelector('html[data-fitted]');
    await page.evaluate(() => document.fonts.ready);
    const packCards = await page.locator('.sample-pack [data-card]').count();
    assert.strictEqual(packCards, Math.round(designStats.asFan.packSize), `the sample pack shows one ${designStats.asFan.collation} booster as cards`);
    const packed = await page.locator('.sample-pack .card').first().boundingBox();
    assert.ok(packed && packed.width > 100 && packed.height > 140, `the pack's cards are drawn: ${JSON.stringify(packed)}`);
    assert.match(await page.locator('.panel', { hasText: 'Skeleton' }).innerText(), new RegExp(`Empty: ${designStats.design.skeleton.empty.join(' ')}`));
    // a count of the New World Order panel lists its cards
    await page.locator('.panel', { hasText: 'New World Order' }).locator('.count').first().click();
    await page.locator('.overview-list li').first().waitFor();
    const flagged = await page.locator('.overview-list li').allInnerTexts();
    assert.deepStrictEqual(flagged.map((t) => t.split('\n')[0].trim()).sort(), designStats.design.newWorldOrder.cards.map((c) => c.name).sort());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 1400, height: 1500 }); // room for the pack and the panels below it
    await page.evaluate(() => { [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Sample pack').scrollIntoView({ block: 'start' }); window.scrollBy(0, -16); });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(artifacts, 'design-overview.png') });
    assert.deepStrictEqual(ran, [], 'no script of a card ran');
    assert.deepStrictEqual(requests, [], 'nothing loaded from the network');
    step(`design panels: a sample pack of ${packCards} cards, the skeleton, New World Order lists ${JSON.stringify(flagged)}; screenshot design-overview.png`);
    console.log('gallery: PASS');
  } catch (e) {
    await page.screenshot({ path: path.join(artifacts, 'gallery-fail.png') }).catch(() => {});
    console.log('gallery: FAIL', (e && e.stack) || e);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
})();
