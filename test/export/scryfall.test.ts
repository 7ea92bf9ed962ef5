import * as assert from 'node:assert';
import { importCards } from '../../server/src/language/importer.js';
import { uuidV5 } from '../../server/src/export/uuid.js';
import { validate } from '../helpers.js';
import { exportAs, textOf } from './exportHelpers.js';

/** A small set with what Scryfall has no field for: its own mana and keyword, rulings, a note, art, `~`. */
const set = `@set EMT Ember Tide
@mana {O} orange
@keyword Kindle — (When this creature enters, you may discard a card. If you do, draw a card.)
@subtype Creature Emberkin

Cinder Scout {1}{O}
Creature — Emberkin Scout
Kindle
When ~ dies, draw a card.
Rarity: uncommon
Art: https://art.example.com/cinder-scout.jpg
Ruling: 2026-03-01 Kindle's discard is optional.
Note: first playtest build
2/1

Tidecaller Adept {2}{U}
Creature — Human Wizard
{T}: Transform ~.
Rarity: rare
1/3
//
Tidecaller Ascendant
Creature — Human Wizard
Flying
3/3

Emberkin
Token Creature — Emberkin
1/1
Color indicator: Red`;

type Card = { id: string; oracle_id: string; name: string; oracle_text?: string; image_uris?: Record<string, string>; card_faces?: { image_uris?: Record<string, string>; oracle_text: string; cardtext?: { oracle_text?: string } }[]; cardtext?: { oracle_text?: string; fields?: string[]; directives?: string[] } };
const exported = (options = {}) => JSON.parse(textOf(exportAs('scryfall', set, options))) as Card[];

suite('export: Scryfall JSON', () => {
  test('uuidV5 is RFC 9562\'s version 5 (its DNS example) and ids are stable, distinct and versioned', () => {
    assert.strictEqual(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'), '2ed6657d-e927-568b-95e1-2665a8aea6a2');
    const [a, b] = [exported(), exported()];
    assert.deepStrictEqual(a.map((c) => c.id), b.map((c) => c.id));
    assert.strictEqual(new Set(a.map((c) => c.id)).size, a.length);
    for (const c of a) {
      assert.match(c.id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.match(c.oracle_id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.notStrictEqual(c.id, c.oracle_id);
    }
  });

  test('oracle_text names the card where it says ~, as Scryfall prints it; the text as written is kept in cardtext', () => {
    const scout = exported().find((c) => c.name === 'Cinder Scout')!;
    assert.strictEqual(scout.oracle_text, 'Kindle\nWhen Cinder Scout dies, draw a card.');
    assert.strictEqual(scout.cardtext?.oracle_text, 'Kindle\nWhen ~ dies, draw a card.');
    assert.deepStrictEqual(scout.cardtext?.fields, ['Art: https://art.example.com/cinder-scout.jpg', 'Ruling: 2026-03-01 Kindle\'s discard is optional.', 'Note: first playtest build']);
    const adept = exported().find((c) => c.name.startsWith('Tidecaller'))!;
    assert.strictEqual(adept.card_faces?.[0].oracle_text, '{T}: Transform Tidecaller Adept.');
  });

  test('image_uris: the published PNGs under --image-base (one per face of a double-faced card), the art crop from an Art: URL', () => {
    const none = exported().find((c) => c.name === 'Emberkin')!;
    assert.strictEqual(none.image_uris, undefined, 'no images without --image-base or Art: URL');
    const cards = exported({ imageBase: 'https://cards.example.com/emt' });
    const scout = cards.find((c) => c.name === 'Cinder Scout')!;
    assert.strictEqual(scout.image_uris?.png, 'https://cards.example.com/emt/002%20Cinder%20Scout.png');
    assert.strictEqual(scout.image_uris?.art_crop, 'https://art.example.com/cinder-scout.jpg');
    const adept = cards.find((c) => c.name.startsWith('Tidecaller'))!;
    assert.strictEqual(adept.image_uris, undefined);
    assert.deepStrictEqual(adept.card_faces?.map((f) => f.image_uris?.png), ['https://cards.example.com/emt/001a%20Tidecaller%20Adept.png', 'https://cards.example.com/emt/001b%20Tidecaller%20Ascendant.png']);
    assert.strictEqual(cards.find((c) => c.name === 'Emberkin')!.image_uris?.png, 'https://cards.example.com/emt/T001%20Emberkin.png');
  });

  test('export then import gives the set back: its declarations, rulings, notes, art and ~, and the same diagnostics', () => {
    const json = textOf(exportAs('scryfall', set));
    const back = importCards(JSON.parse(json));
    assert.deepStrictEqual(back.skipped, []);
    assert.ok(back.text.startsWith('@set EMT Ember Tide\n@mana {O} orange\n@keyword Kindle — (When this creature enters, you may discard a card. If you do, draw a card.)\n@subtype Creature Emberkin\n\n'), back.text.slice(0, 200));
    assert.match(back.text, /When ~ dies, draw a card\./);
    assert.match(back.text, /^Ruling: 2026-03-01 Kindle's discard is optional\.$/m);
    assert.match(back.text, /^Note: first playtest build$/m);
    assert.match(back.text, /^Art: https:\/\/art\.example\.com\/cinder-scout\.jpg$/m);
    const codes = (text: string) => validate(text).map((d) => `${d.code}@${d.message.split(':')[0]}`).sort();
    assert.deepStrictEqual(codes(back.text), codes(set));
    assert.strictEqual(textOf(exportAs('scryfall', back.text)), json, 'a second round trip changes nothing');
  });

  test('a cardtext field that would break the file\'s lines is refused with the entry named', () => {
    const bad = JSON.parse(textOf(exportAs('scryfall', set))) as Card[];
    bad[0].cardtext = { directives: ['@mana {O} orange\nCinder Scout {1}'] };
    const back = importCards(bad);
    assert.strictEqual(back.skipped.length, 1);
    assert.match(back.skipped[0].reason, /"cardtext\.directives" that is not a list of one-line @mana, @keyword, @subtype or @templating lines/);
  });
});
