/**
 * The MakePlayingCards export: every card's front (and a double-faced card's own back) as a picture
 * in the poker template, the card back once, and cards.xml read as MPC Autofill reads an order
 * (its desktop tool's `order.py`: `details` with quantity, bracket, stock and foil; `fronts` and
 * `backs` of `card`s with an `id` — a file path, read from the folder it runs in — and `slots`;
 * `cardback` for every slot without a back of its own).
 */
import * as assert from 'node:assert';
import { exporterFor } from '../../server/src/export/registry.js';
import { mpcBrackets } from '../../server/src/export/mpc.js';
import { setOf } from './exportHelpers.js';
import { layoutSet } from './toolImages.test.js';
import { parseXml, type XmlElement } from './readers/cockatrice.js';

const child = (e: XmlElement, name: string) => e.children.find((c) => c.name === name);
const text = (e: XmlElement | undefined) => (e?.text ?? '').trim();

/** An order as MPC Autofill reads it: each slot's front and back file, or what it would refuse. */
function readOrder(xml: string): { quantity: number; bracket: number; fronts: Map<number, string>; backs: Map<number, string> } {
  const order = parseXml(xml);
  assert.strictEqual(order.name, 'order');
  const details = child(order, 'details')!;
  const quantity = Number(text(child(details, 'quantity')));
  const bracket = Number(text(child(details, 'bracket')));
  assert.ok((mpcBrackets as readonly number[]).includes(bracket) && bracket >= quantity, `bracket ${bracket} for ${quantity}`);
  assert.strictEqual(text(child(details, 'stock')), '(S30) Standard Smooth');
  assert.strictEqual(text(child(details, 'foil')), 'false');
  const slots = (face: string) => {
    const out = new Map<number, string>();
    for (const card of child(order, face)?.children ?? []) {
      const id = text(child(card, 'id'));
      assert.ok(id, `${face}: a card without an id`);
      for (const slot of text(child(card, 'slots')).split(',').map(Number)) {
        assert.ok(Number.isInteger(slot) && slot >= 0 && slot < quantity, `${face}: slot ${slot} of ${quantity}`);
        assert.ok(!out.has(slot), `${face}: slot ${slot} twice`);
        out.set(slot, id);
      }
    }
    return out;
  };
  const fronts = slots('fronts');
  assert.strictEqual(fronts.size, quantity, 'every slot has a front');
  const backs = slots('backs');
  const cardback = text(child(order, 'cardback'));
  for (let s = 0; s < quantity; s++) if (!backs.has(s)) backs.set(s, cardback);
  return { quantity, bracket, fronts, backs };
}

suite('export: MakePlayingCards', () => {
  test('every card a front in the poker template, a double-faced card its own back, the card back behind the rest; cards.xml reads as MPC Autofill reads it', () => {
    const set = setOf(layoutSet);
    const result = exporterFor('mpc')!.export(set, {});
    assert.deepStrictEqual(result.pictures!.spec, { dpi: 300, frame: 'mpc' });
    const jobs = new Map(result.pictures!.jobs.map((j) => [j.path, j]));
    const xml = result.files.find((f) => f.path === 'cards.xml')!.content as string;
    const order = readOrder(xml);
    const cards = [...set.cards, ...set.tokens];
    assert.strictEqual(order.quantity, cards.length);
    assert.strictEqual(order.bracket, 18);
    for (let s = 0; s < order.quantity; s++) {
      assert.ok(jobs.has(order.fronts.get(s)!), `slot ${s}: ${order.fronts.get(s)} is drawn`);
      assert.ok(jobs.has(order.backs.get(s)!), `slot ${s}: ${order.backs.get(s)} is drawn`);
    }
    const acolyte = [...order.fronts].find(([, f]) => f.includes('Moonlit Acolyte'))!;
    assert.match(order.backs.get(acolyte[0])!, /^back\/\d{3} Silver-Winged Herald\.png$/);
    assert.deepStrictEqual(jobs.get(order.backs.get(acolyte[0])!)!.cells, [{ card: set.cards.find((c) => c.name.startsWith('Moonlit'))!, face: 1 }]);
    assert.deepStrictEqual(jobs.get('cardback.png')!.cells, ['back']);
    const ebb = [...order.fronts].find(([, f]) => f.includes('Ebb'))!;
    assert.match(ebb[1], /^front\/\d{3} Ebb - Flow\.png$/);
    assert.strictEqual(order.backs.get(ebb[0]), 'cardback.png');
    // the manifest says each slot's card, count and pictures
    const manifest = result.files.find((f) => f.path === 'manifest.txt')!.content as string;
    assert.match(manifest, /822 × 1122 px at 300 dpi/);
    assert.match(manifest, new RegExp(`\\n\\s+${acolyte[0] + 1}  1  Moonlit Acolyte // Silver-Winged Herald  front/\\d{3} Moonlit Acolyte\\.png  back/\\d{3} Silver-Winged Herald\\.png\\n`));
  });

  test('names that XML or a file system would break are escaped and made safe; a set past 612 cards is said to need splitting', () => {
    const result = exporterFor('mpc')!.export(setOf('@set ODD Odd Names\n\nFish & Chips <Deluxe> {U}\nInstant\nDraw a card.\n\nWho/What? {U}\nInstant\nDraw a card.\n'), {});
    const xml = result.files[0].content as string;
    assert.match(xml, /<query>fish &amp; chips &lt;deluxe&gt;<\/query>/);
    assert.ok(result.pictures!.jobs.some((j) => j.path === 'front/002 Who_What_.png'), result.pictures!.jobs.map((j) => j.path).join(', '));
    readOrder(xml);
    const many = Array.from({ length: 613 }, (_, i) => `Elf ${i} {G}\nCreature — Elf\n1/1`).join('\n\n');
    assert.match(exporterFor('mpc')!.export(setOf(`@set ELF Elves\n\n${many}\n`), {}).warnings.join('\n'), /at most 612 cards a project: the order holds 613/);
  });
});
