/**
 * The set's own symbol (`@symbol`): copied into the gallery like art, drawn in the type line of
 * the gallery and the card images, recoloured by each card's rarity. The pixel checks need the
 * machine's Chromium and are skipped with a message without one.
 */
import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { findBrowser } from '../../server/src/images/chromium.js';
import { runInAsync, tempFolder } from '../cli/cliHelpers.js';
import { decodePng, type Picture } from './png.js';

const browser = findBrowser();

/** An original symbol: a crescent and a star, black on a transparent ground. */
const symbolSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80">
<path d="M58 4 A36 36 0 1 0 96 52 A28 28 0 1 1 58 4 Z"/>
<path d="M22 10 L26 22 L38 24 L28 31 L31 43 L22 36 L13 43 L16 31 L6 24 L18 22 Z"/></svg>`;

const set = (symbolLine: string) => `@set MNL Moonlit Hollow
${symbolLine}

Lantern Sage {2}{U}
Creature — Human Wizard
When this creature enters, draw a card.
2/2
Rarity: rare

Dusk Warden {1}{U}
Creature — Human Soldier
Vigilance
2/1
Rarity: common
`;

/** How many pixels of the picture's type-line corner (where the set symbol sits) are close to `rgb`. */
function pixelsNear(p: Picture, rgb: [number, number, number], within = 40): number {
  let n = 0;
  // At 300 dpi the type line runs from about y 555 to 620; the symbol is at its right end.
  for (let y = 540; y < 640; y++) {
    for (let x = 600; x < 720; x++) {
      const i = (y * p.width + x) * 4;
      if (Math.abs(p.rgba[i] - rgb[0]) + Math.abs(p.rgba[i + 1] - rgb[1]) + Math.abs(p.rgba[i + 2] - rgb[2]) <= within) n++;
    }
  }
  return n;
}

suite('the set symbol image (@symbol)', function () {
  this.timeout(120000);

  test('the gallery copies the symbol beside the page and every card\'s type line shows it', async () => {
    const tmp = tempFolder('symbol-gallery');
    try {
      tmp.write('art/moon.svg', symbolSvg);
      tmp.write('set.cards', set('@symbol art/moon.svg'));
      const run = await runInAsync(tmp.dir, 'render', 'set.cards', '-o', 'gallery');
      assert.strictEqual(run.code, 0, run.stderr);
      const page = readFileSync(tmp.path('gallery/index.html'), 'utf8');
      const pictures = [...page.matchAll(/<img class="set-symbol-pic" alt="MNL" src="(art\/[^"]+)">/g)].map((m) => m[1]);
      assert.strictEqual(pictures.length, 2, 'one symbol per card');
      assert.strictEqual(new Set(pictures).size, 1, 'copied once');
      assert.strictEqual(readFileSync(tmp.path(`gallery/${pictures[0]}`), 'utf8'), symbolSvg);
      assert.match(page, /<filter id="ct-rarity-rare"/);
    } finally {
      tmp.remove();
    }
  });

  test('a symbol file that is missing is named in a warning and the cards show the set code instead', async () => {
    const tmp = tempFolder('symbol-missing');
    try {
      tmp.write('set.cards', set('@symbol art/nowhere.svg'));
      const run = await runInAsync(tmp.dir, 'render', 'set.cards', '-o', 'gallery');
      assert.strictEqual(run.code, 0, run.stderr);
      assert.match(run.stderr, /cannot copy set symbol "art\/nowhere\.svg" of "set\.cards"/);
      const page = readFileSync(tmp.path('gallery/index.html'), 'utf8');
      assert.doesNotMatch(page, /set-symbol-pic/);
      assert.match(page, /class="set-symbol rarity-rare" title="MNL rare">MNL</);
    } finally {
      tmp.remove();
    }
  });

  test('in the card images the rare card\'s symbol is gold and the common card\'s black, not the image\'s own black everywhere', async function () {
    if (!browser.ok) {
      console.log(`    (skipped: ${browser.message})`);
      return this.skip();
    }
    const tmp = tempFolder('symbol-png');
    try {
      tmp.write('art/moon.svg', symbolSvg);
      tmp.write('set.cards', set('@symbol art/moon.svg'));
      const run = await runInAsync(tmp.dir, 'render', 'set.cards', '--png', '-o', 'png');
      assert.strictEqual(run.code, 0, run.stderr);
      const rare = decodePng(readFileSync(tmp.path('png/002 Lantern Sage.png')));
      const common = decodePng(readFileSync(tmp.path('png/001 Dusk Warden.png')));
      // The rare filter's colours: #8d6b1c at the edges, #f3d77b in its light band.
      const gold = pixelsNear(rare, [0x8d, 0x6b, 0x1c], 60) + pixelsNear(rare, [0xf3, 0xd7, 0x7b], 60);
      assert.ok(gold >= 40, `gold pixels in the rare card's symbol: ${gold}`);
      assert.strictEqual(pixelsNear(common, [0x8d, 0x6b, 0x1c], 60) + pixelsNear(common, [0xf3, 0xd7, 0x7b], 60), 0, 'no gold on the common card');
      assert.ok(pixelsNear(common, [0x1b, 0x1b, 0x1b], 30) >= 40, 'the common card\'s symbol is black');
    } finally {
      tmp.remove();
    }
  });
});
