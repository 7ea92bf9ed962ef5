/**
 * Card images drawn by the machine's Chromium: sizes, bleed, a rerun's bytes, the picture against
 * the preview page's, and the PDF. Skipped, with a message, where no Chrome/Chromium/Edge is
 * installed (`.ci/run` installs Debian's chromium); the usage and no-browser errors always run.
 */
import * as assert from 'node:assert';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findBrowser } from '../../server/src/images/chromium.js';
import { Browser } from '../../server/src/images/devtools.js';
import { repoRoot } from '../helpers.js';
import { runInAsync, tempFolder } from '../cli/cliHelpers.js';
import { decodePng, pngSize, rmse } from './png.js';
import { parse } from '../helpers.js';
import { buildGallery } from '../../server/src/images/gallery.js';
import { readSavedObject, sheetProblems } from '../export/readers/tts.js';

const browser = findBrowser();
const example = () => join(repoRoot(), 'examples', 'clean.cards');

suite('cardtext render --png and --pdf', function () {
  this.timeout(120000);

  test('bad options and a missing browser are refused with a message naming the problem', async () => {
    const tmp = tempFolder('images-usage');
    try {
      const cases: [string[], RegExp][] = [
        [['render', example(), '--png', '--pdf', '-o', 'x'], /--png or --pdf, not both/],
        [['render', example(), '--png', '--dpi', '200', '-o', 'x'], /--dpi must be 300 or 600, not "200"/],
        [['render', example(), '--png', '--paper', 'a4', '-o', 'x'], /--paper goes with --pdf/],
        [['render', example(), '--png', '--duplex', '-o', 'x'], /--duplex goes with --pdf/],
        [['render', example(), '--pdf', '--paper', 'a3', '-o', 'x.pdf'], /--paper must be a4 or letter, not "a3"/],
        [['render', example(), '--png'], /needs an output folder: -o DIR/],
        [['render', example(), '--png', '-o', 'x', '--browser', join(tmp.dir, 'no-such-browser')], /the browser named, ".*no-such-browser", is not a program that can be run/],
      ];
      for (const [argv, message] of cases) {
        const run = await runInAsync(tmp.dir, ...argv);
        assert.strictEqual(run.code, 2, argv.join(' '));
        assert.match(run.stderr, message);
        assert.doesNotMatch(run.stderr, /internal error|\n\s+at /);
      }
    } finally {
      tmp.remove();
    }
  });

  suite('with the machine\'s browser', function () {
    suiteSetup(function () {
      if (!browser.ok) {
        console.log(`    (skipped: ${browser.message})`);
        this.skip();
      }
    });

    test('one PNG per physical card face of the example set, each exactly 744 × 1039 px, byte-identical on a rerun', async () => {
      const tmp = tempFolder('images-png');
      try {
        const first = await runInAsync(tmp.dir, 'render', example(), '--png', '-o', 'a');
        assert.strictEqual(first.code, 0, first.stderr);
        const names = readdirSync(tmp.path('a')).filter((n) => n.endsWith('.png')).sort();
        // 18 cards: one double-faced card and one battle with a back face make 20 pictures; the split, aftermath, adventure and flip cards are one each.
        assert.strictEqual(names.length, 20, names.join('\n'));
        for (const name of ['002a Moonlit Acolyte.png', '002b Silver-Winged Herald.png', '004 Hollow Novice - Hollow Sage, Unbound.png', '010 Hollow Giant - Uproot.png', '013 Ebb - Flow.png', '014 Sift - Settle.png']) assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
        for (const name of names) assert.deepStrictEqual(pngSize(readFileSync(join(tmp.path('a'), name))), { width: 744, height: 1039 }, name);
        assert.match(first.stderr, /wrote 20 images of 18 cards \(744 × 1039 px, 300 dpi\)/);
        const again = await runInAsync(tmp.dir, 'render', example(), '--png', '-o', 'b');
        assert.strictEqual(again.code, 0, again.stderr);
        for (const name of names) assert.ok(readFileSync(join(tmp.path('a'), name)).equals(readFileSync(join(tmp.path('b'), name))), `${name} differs on a rerun`);
      } finally {
        tmp.remove();
      }
    });

    test('with --bleed a card is 819 × 1114 px, the border carried to the edge and the corners square; without it the corners are transparent', async () => {
      const tmp = tempFolder('images-bleed');
      try {
        tmp.write('one.cards', 'Lantern Moth {1}{W}\nCreature — Insect\nFlying\n1/1\n');
        assert.strictEqual((await runInAsync(tmp.dir, 'render', 'one.cards', '--png', '--bleed', '-o', 'bleed')).code, 0);
        assert.strictEqual((await runInAsync(tmp.dir, 'render', 'one.cards', '--png', '-o', 'trim')).code, 0);
        const bleed = decodePng(readFileSync(tmp.path('bleed/001 Lantern Moth.png')));
        const trim = decodePng(readFileSync(tmp.path('trim/001 Lantern Moth.png')));
        assert.deepStrictEqual([bleed.width, bleed.height], [819, 1114]);
        assert.deepStrictEqual([...bleed.rgba.subarray(0, 4)], [0x17, 0x17, 0x17, 255], 'the bleed corner is the border colour');
        assert.strictEqual(trim.rgba[3], 0, 'the trimmed card\'s corner is transparent');
        const middle = ((trim.height >> 1) * trim.width) * 4;
        assert.deepStrictEqual([...trim.rgba.subarray(middle, middle + 4)], [0x17, 0x17, 0x17, 255], 'the left edge is the black border');
      } finally {
        tmp.remove();
      }
    });

    test('the PNG is the preview\'s picture: the gallery page\'s card in Chromium at the same pixel size differs by at most 2 % RMSE', async () => {
      const tmp = tempFolder('images-same');
      try {
        tmp.write('one.cards', 'Grove Keeper {2}{G}\nCreature — Elf Druid\nReach\nWhen this creature enters, you gain 3 life.\n{T}: Add {G}.\n2/4\nRarity: uncommon\nFlavor: "The grove remembers."\n');
        assert.strictEqual((await runInAsync(tmp.dir, 'render', 'one.cards', '--png', '-o', 'png')).code, 0);
        assert.strictEqual((await runInAsync(tmp.dir, 'render', 'one.cards', '-o', 'gallery')).code, 0);
        const image = decodePng(readFileSync(tmp.path('png/001 Grove Keeper.png')));
        const live = await Browser.launch((browser as { path: string }).path);
        let preview: Buffer;
        try {
          const page = await live.newPage();
          await live.send('Page.enable', {}, page);
          await live.send('Emulation.setDeviceMetricsOverride', { width: 1200, height: 1600, deviceScaleFactor: 300 / 25.4 / 4.4, mobile: false }, page);
          const loaded = live.event('Page.loadEventFired', page);
          await live.send('Page.navigate', { url: pathToFileURL(tmp.path('gallery/index.html')).href }, page);
          await loaded;
          // The card as the gallery draws it (screen styles, its own page script's fitting), moved to the page's
          // top left corner: where a box falls decides how its edges snap to device pixels, and the image's card is at 0,0.
          const box = await live.send('Runtime.evaluate', { expression: `document.fonts.ready.then(() => {
            const entry = document.querySelector(".card-entry");
            document.body.replaceChildren(entry);
            document.body.style.margin = "0";
            const r = entry.querySelector(".card").getBoundingClientRect();
            return [r.x, r.y, r.width, r.height];
          })`, awaitPromise: true, returnByValue: true }, page);
          const [x, y, width, height] = (box.result as { value: number[] }).value;
          preview = await live.sendForData('Page.captureScreenshot', { format: 'png', clip: { x, y, width, height, scale: 1 }, captureBeyondViewport: true }, page);
        } finally {
          await live.shutdown();
        }
        if (process.env.CARDTEXT_KEEP_PREVIEW) writeFileSync(process.env.CARDTEXT_KEEP_PREVIEW, preview);
        const difference = rmse(image, decodePng(preview));
        console.log(`    RMSE of the PNG against the preview: ${(difference * 100).toFixed(2)} %`);
        assert.ok(difference <= 0.02, `RMSE ${(difference * 100).toFixed(2)} %`);
      } finally {
        tmp.remove();
      }
    });

    test('the browser started while the cards are read is shut down when they cannot be read: no process or profile is left behind', async () => {
      const tmp = tempFolder('images-early');
      // A temporary folder of the test's own: other processes' browsers (a parallel test run) come and go in the system's.
      const own = tmp.path('tmp');
      mkdirSync(own);
      const profiles = () => readdirSync(own).filter((n) => n.startsWith('cardtext-browser-')).sort();
      const systemTmp = process.env.TMPDIR;
      try {
        process.env.TMPDIR = own;
        assert.strictEqual(tmpdir(), own);
        const before = profiles();
        const run = await runInAsync(tmp.dir, 'render', 'no-such.cards', '--png', '-o', 'a');
        assert.strictEqual(run.code, 2);
        assert.match(run.stderr, /no-such\.cards/);
        assert.doesNotMatch(run.stderr, /internal error|\n\s+at /);
        // a second later too: a helper process of a browser stopped early used to make the profile folder again
        await new Promise((resolve) => setTimeout(resolve, 1000));
        assert.deepStrictEqual(profiles(), before);
      } finally {
        if (systemTmp === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = systemTmp;
        tmp.remove();
      }
    });

    test('--pdf --duplex: after each page of fronts the page of their backs, each row mirrored, so every back lands behind its front (measured in the page)', async () => {
      const tmp = tempFolder('images-duplex');
      try {
        const run = await runInAsync(tmp.dir, 'render', example(), '--pdf', '--duplex', '-o', 'duplex.pdf');
        assert.strictEqual(run.code, 0, run.stderr);
        assert.match(run.stderr, /each page of fronts followed by their backs: print both sides, flipping on the long edge/);
        const pdf = readFileSync(tmp.path('duplex.pdf')).toString('latin1');
        // 18 cards, a double-faced card one cell (its back face behind it): two pages of fronts, two of backs
        assert.strictEqual((pdf.match(/\/Type\s*\/Page\b/g) ?? []).length, 4);
        // The print page, laid out as printed: each front's back is its mirror in the sheet.
        const doc = parse(readFileSync(example(), 'utf8'));
        const gallery = buildGallery([{ path: example(), shown: 'clean.cards', doc, diagnostics: [] }], [], []);
        assert.ok(!('fail' in gallery));
        const page = gallery.printPage({ duplex: true, bleed: false });
        for (const f of [...gallery.writes, page]) tmp.write(`print/${f.path}`, typeof f.content === 'string' ? f.content : Buffer.from(f.content));
        const live = await Browser.launch((browser as { path: string }).path);
        try {
          const session = await live.newPage();
          await live.send('Page.enable', {}, session);
          await live.send('Emulation.setEmulatedMedia', { media: 'print' }, session);
          await live.send('Emulation.setDeviceMetricsOverride', { width: 900, height: 1200, deviceScaleFactor: 1, mobile: false }, session);
          const loaded = live.event('Page.loadEventFired', session);
          await live.send('Page.navigate', { url: pathToFileURL(tmp.path('print/print.html')).href }, session);
          await loaded;
          const answer = await live.send('Runtime.evaluate', { returnByValue: true, awaitPromise: true, expression: `document.fonts.ready.then(() => [...document.querySelectorAll('.sheet')].map((sheet) => {
            const s = sheet.getBoundingClientRect();
            return { backs: sheet.classList.contains('print-backs'), cells: [...sheet.querySelectorAll(':scope > .print-cell')].map((c) => {
              const r = c.getBoundingClientRect();
              const shown = [...c.querySelectorAll('.card')].find((k) => getComputedStyle(k).display !== 'none');
              return { x: r.x - s.x, y: r.y - s.y, w: r.width, width: s.width, shows: shown ? (shown.classList.contains('card-back') ? 'back' : shown.querySelector('.name')?.textContent ?? '') : '' };
            }) };
          }))` }, session);
          const sheets = (answer.result as { value: { backs: boolean; cells: { x: number; y: number; w: number; width: number; shows: string }[] }[] }).value;
          assert.deepStrictEqual(sheets.map((s) => s.backs), [false, true, false, true]);
          let checked = 0;
          for (let i = 0; i < sheets.length; i += 2) {
            const [front, back] = [sheets[i], sheets[i + 1]];
            front.cells.forEach((cell, k) => {
              const row = Math.floor(k / 3);
              const behind = back.cells[row * 3 + (2 - (k % 3))];
              // the back's cell is the front's mirrored about the sheet's middle, on the same row
              assert.ok(Math.abs(behind.x - (cell.width - cell.x - cell.w)) < 0.5 && Math.abs(behind.y - cell.y) < 0.5, `${cell.shows}: front at ${cell.x},${cell.y}, back at ${behind.x},${behind.y}`);
              const expected = cell.shows === 'Moonlit Acolyte' ? 'Silver-Winged Herald' : cell.shows === 'Siege of the Hollow' ? 'Hollow Reclaimer' : 'back';
              assert.strictEqual(behind.shows, expected, `behind ${cell.shows}`);
              checked++;
            });
          }
          assert.strictEqual(checked, 18);
        } finally {
          await live.shutdown();
        }
      } finally {
        tmp.remove();
      }
    });

    test('--pdf --bleed prints each card 1 mm larger, nine to an A4 or a Letter page', async () => {
      const tmp = tempFolder('images-pdf-bleed');
      try {
        for (const paper of ['a4', 'letter']) {
          const run = await runInAsync(tmp.dir, 'render', example(), '--pdf', '--bleed', '--paper', paper, '-o', `${paper}.pdf`);
          assert.strictEqual(run.code, 0, run.stderr);
          assert.match(run.stderr, /1 mm bleed/);
          const pdf = readFileSync(tmp.path(`${paper}.pdf`)).toString('latin1');
          assert.strictEqual((pdf.match(/\/Type\s*\/Page\b/g) ?? []).length, 3, `${paper}: three pages of nine (no page of marks alone)`);
        }
      } finally {
        tmp.remove();
      }
    });

    test('export --to tts writes sheets within Tabletop Simulator\'s limits that its saved object names, and --to mpc every card in the poker template', async () => {
      const tmp = tempFolder('images-tts');
      try {
        const run = await runInAsync(tmp.dir, 'export', '--to', 'tts', example(), '-o', 'tts');
        assert.strictEqual(run.code, 0, run.stderr);
        const json = readdirSync(tmp.path('tts')).find((n) => n.endsWith('.json') && !n.startsWith('.'))!;
        const read = readSavedObject(readFileSync(tmp.path(`tts/${json}`), 'utf8'));
        assert.ok(read.ok, read.ok ? '' : read.error);
        assert.strictEqual(read.decks[0].cards.length, 18);
        const local = (url: string) => { const file = url.replace(/^file:\/\/\/?/, '/'); try { return readFileSync(file); } catch { return undefined; } };
        assert.deepStrictEqual(sheetProblems(read.decks, local), []);
        const sheet = decodePng(local(read.decks[0].cards[0].face)!);
        assert.deepStrictEqual([sheet.width, sheet.height], [4090, 1714], 'ten across, 20 faces and the hidden card in three rows');
        // the hidden card's place (the last) holds the card back; a place past the cards is empty
        const at = (col: number, row: number) => {
          const i = (Math.round((row + 0.5) * 571.3) * sheet.width + Math.round((col + 0.5) * 409)) * 4;
          return sheet.rgba.subarray(i, i + 4);
        };
        assert.strictEqual(at(9, 2)[3], 255, 'the back fills the last place');
        assert.strictEqual(at(5, 2)[3], 0, 'an unused place is transparent');
        const mpc = await runInAsync(tmp.dir, 'export', '--to', 'mpc', example(), '-o', 'mpc');
        assert.strictEqual(mpc.code, 0, mpc.stderr);
        const fronts = readdirSync(tmp.path('mpc/front'));
        assert.strictEqual(fronts.length, 18);
        for (const f of [...fronts.map((n) => `front/${n}`), ...readdirSync(tmp.path('mpc/back')).map((n) => `back/${n}`), 'cardback.png']) {
          assert.deepStrictEqual(pngSize(readFileSync(tmp.path(`mpc/${f}`))), { width: 822, height: 1122 }, f);
        }
        assert.match(readFileSync(tmp.path('mpc/cards.xml'), 'utf8'), /<quantity>18<\/quantity>\s*<bracket>18<\/bracket>/);
      } finally {
        tmp.remove();
      }
    });

    test('--pdf prints nine cards to an A4 or Letter page', async () => {
      const tmp = tempFolder('images-pdf');
      try {
        for (const [paper, box] of [['a4', /\/MediaBox \[0 0 595\.9?\d* 842|\/MediaBox \[0 0 595\.\d+ 841\.\d+/], ['letter', /\/MediaBox \[0 0 612 792\]/]] as const) {
          const run = await runInAsync(tmp.dir, 'render', example(), '--pdf', '--paper', paper, '-o', `${paper}.pdf`);
          assert.strictEqual(run.code, 0, run.stderr);
          const pdf = readFileSync(tmp.path(`${paper}.pdf`)).toString('latin1');
          assert.ok(pdf.startsWith('%PDF-'));
          // 18 cards take 20 cells (two double-faced cards): three pages of nine.
          assert.strictEqual((pdf.match(/\/Type\s*\/Page\b/g) ?? []).length, 3, `${paper}: pages`);
          assert.match(pdf, box);
        }
      } finally {
        tmp.remove();
      }
    });
  });
});
