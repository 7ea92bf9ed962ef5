import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backCell, fileSafe, frameMargins, imageCells, imagePage, imagePixels, paddedNumber } from '../../server/src/render/imagePage.js';
import { renderCard } from '../../server/src/render/card.js';
import { ttsCardPixels, ttsDpi } from '../../server/src/export/tts.js';
import { parse, repoRoot } from '../helpers.js';

const set = `Lantern Moth {1}{W}
Creature — Insect
Flying
1/1

Dusk Herald {2}{U}
Creature — Human Wizard
When this creature enters, draw a card.
2/2
//
Night Herald
Creature — Horror
Flying
3/3

Spirit
Token Creature — Spirit
Flying
1/1
Color indicator: White

Spirit
Token Creature — Spirit
2/2
Color indicator: Blue

Rise {W}
Instant
Return target creature card from your graveyard to your hand.
//
Fall {B}
Sorcery
Target player discards a card.

Hollow Novice {1}{U}
Creature — Human Monk
Whenever you cast an instant spell, you may put a ki counter on Hollow Novice. Then if it has two or more ki counters on it, you may flip it.
1/1
//
Hollow Sage, Unbound
Legendary Creature — Spirit
Instants you cast cost {1} less to cast.
3/3`;

suite('card images: sizes, names and the page they are taken from', () => {
  test('a card is 744 × 1039 px at 300 dpi, 819 × 1114 with 1/8 inch of bleed, and twice that at 600 dpi', () => {
    assert.deepStrictEqual(imagePixels(300, false), { width: 744, height: 1039 });
    assert.deepStrictEqual(imagePixels(300, true), { width: 819, height: 1114 });
    assert.deepStrictEqual(imagePixels(600, false), { width: 1488, height: 2079 });
  });

  test('collector numbers are padded for sorting and names lose the characters no file system takes', () => {
    assert.strictEqual(paddedNumber('7'), '007');
    assert.strictEqual(paddedNumber('T2'), 'T002');
    assert.strictEqual(paddedNumber('12a'), '012a');
    assert.strictEqual(fileSafe('Who/What: "Why"?'), 'Who_What_ _Why__');
    assert.strictEqual(fileSafe('Ends with dots...'), 'Ends with dots');
    assert.strictEqual(fileSafe('\u001b[31m'), '_[31m');
  });

  test('a double-faced card gives one picture per face, a split or flip card one, and same-named tokens are told apart by P/T and colour', () => {
    const doc = parse(set);
    const numbers = ['1', '2', 'T1', 'T2', '3', '4'];
    const cards = doc.models.map((model) => ({ model, html: renderCard(model) }));
    const cells = imageCells(cards, (model) => numbers[doc.models.indexOf(model)]);
    assert.deepStrictEqual(cells.map((c) => c.name), [
      '001 Lantern Moth', '002a Dusk Herald', '002b Night Herald', 'T001 Spirit (1-1 white)', 'T002 Spirit (2-2 blue)', '003 Rise - Fall',
      '004 Hollow Novice - Hollow Sage, Unbound',
    ]);
    assert.deepStrictEqual(cells.map((c) => c.face), [undefined, 0, 1, undefined, undefined, undefined, undefined]);
  });

  test('the image page holds each picture as a hidden cell, loads only files beside it, and marks bleed', () => {
    const doc = parse(set);
    const cells = imageCells(doc.models.map((model) => ({ model, html: renderCard(model) })), () => '1');
    const page = imagePage(cells, true);
    assert.strictEqual((page.match(/class="image-cell"/g) ?? []).length, cells.length);
    assert.match(page, /<body class="image-page frame-bleed bleed">/);
    assert.match(imagePage(cells, false), /<body class="image-page frame-trim">/);
    assert.match(imagePage(cells, 'mpc'), /<body class="image-page frame-mpc bleed">/);
    assert.match(page, /id="c1" data-show-face="0"/);
    assert.match(page, /Content-Security-Policy" content="default-src 'none';/);
    assert.doesNotMatch(page, /https?:/);
    // the card back is a cell of its own, marked
    assert.match(imagePage([...cells, backCell('<div class="card card-back"></div>')], 'square'), new RegExp(`id="c${cells.length}" data-back><div class="card card-back">`));
  });

  test('each frame\'s picture size: 744 × 1039 px a card at 300 dpi, 819 × 1114 with bleed, MakePlayingCards\' 822 × 1122, Tabletop Simulator\'s 409 px across', () => {
    assert.deepStrictEqual(imagePixels(300, 'trim'), { width: 744, height: 1039 });
    assert.deepStrictEqual(imagePixels(300, 'square'), { width: 744, height: 1039 });
    assert.deepStrictEqual(imagePixels(300, true), { width: 819, height: 1114 });
    assert.deepStrictEqual(imagePixels(300, 'mpc'), { width: 822, height: 1122 });
    assert.deepStrictEqual(imagePixels(ttsDpi, 'square'), { width: ttsCardPixels.width, height: ttsCardPixels.height });
    assert.deepStrictEqual(ttsCardPixels, { width: 409, height: 571 });
    // the stylesheet pads each frame by the same margins
    const css = readFileSync(join(repoRoot(), 'server', 'src', 'render', 'assets', 'cardtext.css'), 'utf8');
    const m = frameMargins.mpc;
    assert.ok(css.includes(`.image-page.frame-mpc .image-cell { padding: calc(${m.y.toFixed(3)} * var(--mm)) calc(${m.x.toFixed(3)} * var(--mm)); }`), `mpc margins ${m.x} ${m.y}`);
    assert.ok(css.includes(`.image-page.frame-mpc { --cell-w: calc(${(63 + 2 * m.x).toFixed(3)} * var(--mm)); --cell-h: calc(${(88 + 2 * m.y).toFixed(3)} * var(--mm)); }`));
  });
});
