// Rulings and official rule text in a real VS Code workbench (code-server): a workspace whose
// .vscode/settings.json points cardtext.rulesFile, cardtext.rulingsFiles and cardtext.cardFiles at
// the shared corpus (the Comprehensive Rules, Scryfall rulings and cards). Hovering a real card's
// name shows its official rulings with dates (screenshot rulings-hover.png); hovering {T} quotes
// rule 107.5 from the rules file; hovering a custom card's name shows its own `Ruling:` line.
// usage: node ui-rulings-test.js http://127.0.0.1:PORT /abs/workspace guild-ledger.cards /abs/artifacts-dir
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { launch, newPage, stepper } = require('./browser');
const { openWorkbench, quickOpen, hoverOver, dismissHover } = require('./editor');

const [url, folder, fileName, artifacts] = process.argv.slice(2);
const step = stepper('ui-rulings');
const opts = { log: step, artifacts, prefix: 'rulings-hover', timeout: 8000 };

const REAL_CARD = 'Bane Alley Broker';
// one of its five official rulings (all published 2013-01-24), in the corpus's wording
const REAL_RULING = 'You should keep cards exiled by different Bane Alley Brokers separate.';
const REAL_DATE = '2013-01-24';
const CUSTOM_CARD = 'Ledger of Debts';
const CUSTOM_RULING = 'You can pay 1 life at 1 life; you then lose the game';
const CUSTOM_DATE = '2026-11-29';

/** The visible hover widget containing `text`: its box, and whether its content fits without scrolling. */
async function hoverGeometry(page, text) {
  const widget = page.locator('.monaco-hover').filter({ hasText: text }).filter({ visible: true }).first();
  const box = await widget.boundingBox();
  const fits = await widget.evaluate((el) => {
    const content = el.querySelector('.monaco-hover-content');
    const scroller = content && content.closest('.monaco-scrollable-element');
    const visibleScrollbar = [...el.querySelectorAll('.scrollbar.vertical')].some((s) => s.classList.contains('visible'));
    return { scrollHeight: content ? content.scrollHeight : -1, clientHeight: scroller ? scroller.clientHeight : -1, visibleScrollbar };
  });
  return { box, ...fits };
}

/**
 * `hoverGeometry` once the hover's content has stopped growing (the same height twice, 250 ms apart; at most 4 s): under
 * load the hover fades in with part of its content laid out, and a size measured then is too small.
 */
async function settledGeometry(page, text) {
  let geo = await hoverGeometry(page, text);
  for (let waited = 0; waited < 4000; waited += 250) {
    await page.waitForTimeout(250);
    const next = await hoverGeometry(page, text);
    if (next.scrollHeight === geo.scrollHeight && next.clientHeight === geo.clientHeight) return next;
    geo = next;
  }
  return geo;
}

/**
 * The sash on the bottom edge of the visible hover containing `text` (the hover is resizable like in
 * VS Code: drag its edge), as the point to grab; null if there is none.
 */
async function bottomSash(page, text) {
  const widget = page.locator('.monaco-hover').filter({ hasText: text }).filter({ visible: true }).first();
  const box = await widget.boundingBox();
  return page.evaluate((box) => {
    const bottom = box.y + box.height;
    const found = [...document.querySelectorAll('.monaco-sash.horizontal')].map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => !el.classList.contains('disabled') && r.width > 0 && Math.abs(r.y + r.height / 2 - bottom) < 8 && r.x < box.x + box.width && r.x + r.width > box.x);
    return found.length ? { x: box.x + box.width / 2, y: found[0].r.y + found[0].r.height / 2, classes: found[0].el.className } : null;
  }, box);
}

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  const settings = JSON.parse(fs.readFileSync(path.join(folder, '.vscode', 'settings.json'), 'utf8'));
  for (const key of ['cardtext.rulesFile', 'cardtext.rulingsFiles', 'cardtext.cardFiles']) assert.ok(settings[key], `the workspace settings set ${key}`);
  const browser = await launch();
  const page = await newPage(browser);
  try {
    await openWorkbench(page, url, folder);
    step('workbench loaded');
    await quickOpen(page, fileName, REAL_CARD);
    step('editor open');

    // 1. the real card's name: its official rulings, joined from rulings.json to the name through cards.json
    const nameLine = `${REAL_CARD} {1}{U}{B}`;
    const hover = await hoverOver(page, nameLine, REAL_CARD, REAL_RULING, opts);
    const text = await hover.innerText();
    step('name hover: ' + JSON.stringify(text.slice(0, 160)));
    assert.match(text, /Rulings \(5, newest first\)/, 'the hover counts the five rulings');
    assert.ok(text.includes(REAL_DATE), `the rulings carry their date ${REAL_DATE}`);
    assert.ok(text.includes(REAL_RULING), 'a known ruling sentence is shown');
    assert.ok(text.includes('If Bane Alley Broker leaves the battlefield'), 'another ruling is shown');
    await page.waitForTimeout(800); // the hover fades in
    let geo = await settledGeometry(page, REAL_RULING);
    // A user who sees the hover cut off drags its edge until it is whole (twice at most here).
    for (let drag = 0; drag < 2 && geo.scrollHeight > geo.clientHeight + 1; drag++) {
      // VS Code opens hovers at most max(editor height / 4, 250 px) tall and remembers the size
      // a user drags a hover to: drag the bottom edge down once, as a user would, then hover again
      const sash = await bottomSash(page, REAL_RULING);
      step(`hover content ${geo.scrollHeight}px in ${geo.clientHeight}px: resizing it by its bottom edge ${JSON.stringify(sash)}`);
      assert.ok(sash, 'the hover has a bottom edge to drag');
      const target = Math.min(780, sash.y + geo.scrollHeight - geo.clientHeight + 24);
      await page.mouse.move(sash.x, sash.y, { steps: 4 });
      await page.waitForTimeout(200);
      await page.mouse.down();
      await page.mouse.move(sash.x, (sash.y + target) / 2, { steps: 5 });
      await page.mouse.move(sash.x, target, { steps: 5 });
      await page.mouse.up();
      await page.waitForTimeout(300);
      await dismissHover(page);
      await hoverOver(page, nameLine, REAL_CARD, REAL_RULING, opts);
      await page.waitForTimeout(800);
      geo = await settledGeometry(page, REAL_RULING);
    }
    step(`hover at ${JSON.stringify(geo.box)}, content ${geo.scrollHeight}px in ${geo.clientHeight}px${geo.visibleScrollbar ? ', scrollbar visible' : ''}`);
    assert.ok(geo.box && geo.box.x >= 0 && geo.box.y >= 0 && geo.box.x + geo.box.width <= 1280 && geo.box.y + geo.box.height <= 800, 'the hover is fully on screen');
    assert.ok(geo.scrollHeight <= geo.clientHeight + 1 && !geo.visibleScrollbar, 'the whole hover shows, nothing scrolled away');
    const toasts = await page.locator('.notifications-toasts .notification-list-item').allInnerTexts();
    assert.ok(!toasts.some((t) => /cardtext/i.test(t)), `no cardtext warning about the settings: ${toasts.join(' / ')}`);
    await page.screenshot({ path: path.join(artifacts, 'rulings-hover.png') });
    step('screenshot rulings-hover.png');
    await dismissHover(page);

    // 2. {T} in the real card's first ability: the official text of 107.5, read from the rules file
    const tap = await hoverOver(page, '{T}: Draw a card, then exile', '{T}', 'The tap symbol is {T}', opts);
    const tapText = await tap.innerText();
    step('{T} hover: ' + JSON.stringify(tapText.slice(0, 160)));
    assert.ok(tapText.includes('107.5 The tap symbol is {T}. The tap symbol in an activation cost means'), 'rule 107.5 is quoted with its number');
    assert.match(tapText, /302\.6/);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(artifacts, 'rules-quote-hover.png') });
    await dismissHover(page);

    // 3. the custom card's name: its own `Ruling:` line, with its date
    const custom = await hoverOver(page, `${CUSTOM_CARD} {2}{B}`, CUSTOM_CARD, CUSTOM_RULING, opts);
    const customText = await custom.innerText();
    step('custom card hover: ' + JSON.stringify(customText.slice(0, 200)));
    assert.ok(customText.includes(CUSTOM_DATE), `the own ruling carries its date ${CUSTOM_DATE}`);
    assert.match(customText, /Rulings \(1, newest first\)/, 'exactly one ruling: the one written on the card');
    await dismissHover(page);
    console.log('code-server UI rulings: PASS');
  } catch (e) {
    await page.screenshot({ path: path.join(artifacts, 'ui-rulings-fail.png') }).catch(() => {});
    console.log('code-server UI rulings: FAIL', e && e.stack || e);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
})();
