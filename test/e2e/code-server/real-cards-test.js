// Official rulings out of the box, in a real VS Code workbench (code-server): nothing installed and no
// knowledge settings; a bulk-data server on loopback in Scryfall's shapes (the corpus's cards and rulings,
// or the test fixtures') named by cardtext.realCards.source. Hovering a card offers the download once
// ("Download official rulings and cards (about N MB)"); Download shows a progress notification; then,
// without a restart, hovering "Deal Broker" in a card's text shows its eight official rulings
// (screenshot real-cards-hover.png) and a card's name shows the real cards nearest to it.
// cardtext.realCards.source is a machine setting: it is written to the user's settings, and the
// workspace's .vscode/settings.json names another server, which must not be asked.
// usage: node real-cards-test.js http://127.0.0.1:PORT /abs/workspace /abs/repo /abs/artifacts-dir /abs/corpus-or-fixtures /abs/user-settings.json
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { launch, newPage, stepper } = require('./browser');
const { openWorkbench, quickOpen, hoverOver, dismissHover } = require('./editor');

const [url, folder, root, artifacts, dataDir, userSettings] = process.argv.slice(2);
const step = stepper('real-cards');
const opts = { log: step, artifacts, prefix: 'real-cards-hover', timeout: 8000 };
const SET = 'brokers.cards';
const text = `@set BRK Brokers of the Alley

Broker's Apprentice {1}{U}
Creature — Human Rogue
When this creature enters, you may search your library for a card named Deal Broker, reveal it, put it into your hand, then shuffle.
Rarity: Common
1/1

Alley Fixer {2}{B}
Creature — Human Rogue
{T}: Draw a card, then exile a card from your hand face down.
Rarity: Uncommon
2/2
`;

(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  const { startBulkServer } = await import(path.join(root, 'out', 'test', 'realCards', 'bulkServer.js'));
  const cards = JSON.parse(fs.readFileSync(path.join(dataDir, 'cards.json'), 'utf8'));
  const rulings = JSON.parse(fs.readFileSync(path.join(dataDir, 'rulings.json'), 'utf8'));
  const bulk = await startBulkServer(cards, rulings);
  // A workspace's own value (a cloned repository's) names a server that is not the user's: it must be ignored.
  const hostile = await startBulkServer(cards, rulings);
  const settings = JSON.parse(fs.readFileSync(userSettings, 'utf8'));
  fs.writeFileSync(userSettings, JSON.stringify({ ...settings, 'cardtext.realCards.source': bulk.listing }, null, 2));
  fs.mkdirSync(path.join(folder, '.vscode'), { recursive: true });
  fs.writeFileSync(path.join(folder, '.vscode', 'settings.json'), JSON.stringify({ 'cardtext.realCards.source': hostile.listing }, null, 2));
  fs.writeFileSync(path.join(folder, SET), text);
  const browser = await launch();
  const page = await newPage(browser);
  try {
    await openWorkbench(page, url, folder);
    await quickOpen(page, SET, 'Broker');
    step(`${SET} open; bulk-data server at ${bulk.listing}`);

    // The first hover on a card offers the download, with its size from the listing.
    await hoverOver(page, "Broker's Apprentice {1}{U}", 'Apprentice', "Broker's Apprentice", opts);
    const offer = page.locator('.notifications-toasts .notification-list-item', { hasText: 'Download official rulings and cards' }).first();
    await offer.waitFor({ timeout: 20000 });
    const offered = await offer.locator('.notification-list-item-message').innerText();
    assert.match(offered, /Download official rulings and cards \(about \d+ MB\)\?/);
    step(`offer: ${JSON.stringify(offered.slice(0, 90))}`);
    // (Escape would hide the toast too: the button is clicked with the hover still open.)
    await offer.locator('.monaco-button', { hasText: 'Download' }).first().click();
    await page.mouse.move(200, 400);
    // The progress notification, then the result.
    const done = page.locator('.notifications-toasts .notification-list-item-message', { hasText: /installed [\d,]+ real cards/ }).first();
    await done.waitFor({ timeout: 120000 });
    step(`download: ${JSON.stringify((await done.innerText()).slice(0, 120))}`);
    const fetched = bulk.requests.filter((r) => r.path.startsWith('/files/')).map((r) => r.path);
    assert.deepStrictEqual([...new Set(fetched)].sort(), ['/files/oracle-cards.json', '/files/rulings.json']);
    assert.deepStrictEqual(hostile.requests, [], 'the workspace\'s cardtext.realCards.source (a machine setting) is not used');
    step('downloaded from the user setting\'s server; the workspace\'s server was never asked');

    // Without a restart: a real card named in the text shows its official rulings.
    const hover = await hoverOver(page, 'a card named Deal Broker', 'Deal Broker', 'a real card', opts);
    const shown = await hover.innerText();
    assert.match(shown, /Rulings \(8, newest first\)/);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(artifacts, 'real-cards-hover.png') });
    step('Deal Broker\'s eight rulings in the hover; screenshot real-cards-hover.png');
    await dismissHover(page);

    // "face down" after "exile" is about cards exiled face down (406.3).
    const faceDown = await hoverOver(page, 'exile a card from your hand face down', 'face down', 'Cards exiled face down', opts);
    assert.match(await faceDown.innerText(), /406\.3/);
    await dismissHover(page);
    step('face down in exile explained by 406.3');

    // A card's name: the real cards nearest to it (the precedent index is built in the background).
    let named = '';
    for (let attempt = 0; attempt < 5 && !/Has this been printed/.test(named); attempt++) {
      named = await (await hoverOver(page, 'Alley Fixer {2}{B}', 'Fixer', 'Alley Fixer', opts)).innerText();
      await dismissHover(page);
    }
    assert.match(named, /Has this been printed\? The nearest real cards:/);
    step(`precedent in the hover: ${JSON.stringify(named.split('\n').find((l) => /—|instead|costs|\+/.test(l) && !/Creature — Human Rogue$/.test(l)) ?? '')}`);
    console.log('code-server real cards: PASS');
  } catch (e) {
    await page.screenshot({ path: path.join(artifacts, 'real-cards-fail.png') }).catch(() => {});
    console.log('code-server real cards: FAIL', (e && e.stack) || e);
    process.exitCode = 1;
  } finally {
    await browser.close();
    await bulk.close();
    await hostile.close();
  }
})();
