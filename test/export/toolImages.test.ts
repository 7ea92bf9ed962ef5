import * as assert from 'node:assert';
import { cockatriceImages, cockatricePictureName, forgeImages, forgePictureName } from '../../server/src/export/toolImages.js';
import { cockatriceLookup } from './readers/cockatricePictures.js';
import { exportAs, setOf } from './exportHelpers.js';
import { imageCells } from '../../server/src/render/imagePage.js';

/** A set in every layout that changes how a tool names its pictures, with two Spirit tokens of different sizes. */
export const layoutSet = `@set HLW Hollow Wilds
@released 2026-03-01

Ebb {1}{U}
Instant
Return target creature to its owner's hand.
Rarity: Uncommon
//
Flow {2}{G}
Sorcery
Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.

Moonlit Acolyte {1}{W}
Creature — Human Cleric
At the beginning of your end step, if you gained 3 or more life this turn, transform Moonlit Acolyte.
Rarity: Rare
1/2
//
Silver-Winged Herald
Creature — Human Angel
Color indicator: White
Flying, lifelink
3/3

Hollow Novice {1}{U}
Creature — Human Monk
Whenever you cast an instant spell, you may put a ki counter on this creature. Then if it has two or more ki counters on it, you may flip it.
Rarity: Rare
1/1
//
Hollow Sage, Unbound
Legendary Creature — Spirit
Instants you cast cost {1} less to cast.
3/3

Call of the Hollow: Dusk {3}{W}
Sorcery
Create a 1/1 white Spirit creature token with flying. Create a 2/2 blue Spirit creature token.
Rarity: Common

Spirit
Token Creature — Spirit
Color indicator: White
Flying
1/1

Spirit
Token Creature — Spirit
Color indicator: Blue
2/2
`;

function cellsOf(text: string) {
  const set = setOf(text);
  const models = [...set.cards, ...set.tokens].map((c) => ({ model: c.model }));
  return { set, cells: imageCells(models, (m) => [...set.cards, ...set.tokens].find((c) => c.model === m)!.number) };
}

suite('Card images named as Cockatrice and Forge look them up', () => {
  test('Cockatrice corrects a name as its loader does: " // " and reserved characters removed, a slash as a space', () => {
    assert.strictEqual(cockatricePictureName('Ebb // Flow'), 'EbbFlow');
    assert.strictEqual(cockatricePictureName('Circle of Warding: Red'), 'Circle of Warding Red');
    assert.strictEqual(cockatricePictureName('Who/What/Why'), 'Who What Why');
    assert.strictEqual(cockatricePictureName('"Hush!" Said the Owl?'), 'Hush! Said the Owl');
  });

  test('Forge drops the characters its image names leave out', () => {
    assert.strictEqual(forgePictureName('Circle of Warding: Red?'), 'Circle of Warding Red');
    assert.strictEqual(forgePictureName('Who/What'), 'WhoWhat');
  });

  test('every Cockatrice card entry of the XML has a picture Cockatrice finds for this set\'s printing (Name_SET_NUM), a flip card under both names', () => {
    const { set, cells } = cellsOf(layoutSet);
    const paths = cockatriceImages(set, cells).map((t) => t.path).sort();
    const xml = exportAs('cockatrice', layoutSet).files[0].content as string;
    const entries = [...xml.matchAll(/<card>\s*<name>([^<]+)<\/name>[^]*?<set [^>]*num="([^"]+)"[^>]*>HLW<\/set>/g)].map((m) => ({ name: cockatricePictureName(m[1].replace(/&apos;/g, "'")), num: m[2] }));
    assert.strictEqual(entries.length, paths.length);
    for (const version of ['current', 'older'] as const) {
      for (const e of entries) {
        const found = cockatriceLookup(paths.map((p) => `CUSTOM/${p}`), { name: e.name, set: 'HLW', num: e.num }, version);
        assert.strictEqual(found, `CUSTOM/HLW/${e.name}_HLW_${e.num}.png`, `${version}: ${e.name}`);
      }
    }
    assert.ok(paths.some((p) => /^HLW\/EbbFlow_HLW_\d+\.png$/.test(p)), paths.join(', '));
    assert.ok(paths.some((p) => p.startsWith('HLW/Hollow Novice_HLW_')) && paths.some((p) => p.startsWith('HLW/Hollow Sage, Unbound_HLW_')));
    assert.ok(paths.includes('HLW/Spirit (1 1 white)_HLW_T1.png') && paths.includes('HLW/Spirit (2 2 blue)_HLW_T2.png'), paths.join(', '));
  });

  test('a custom card named as a real card never replaces the real card\'s picture in Cockatrice: its lookups find what they found before', () => {
    const text = '@set VHL Violet Hollow\n\nLlanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\nRarity: Common\n1/1\n\nSpirit\nToken Creature — Spirit\nFlying\n1/1\nColor indicator: White\n';
    const { set, cells } = cellsOf(text);
    const ours = cockatriceImages(set, cells).map((t) => `CUSTOM/${t.path}`);
    assert.deepStrictEqual(ours, ['CUSTOM/VHL/Llanowar Elves_VHL_1.png', 'CUSTOM/VHL/Spirit_VHL_T1.png']);
    // The user's own pictures: a real printing downloaded, another saved by name in CUSTOM.
    const before = ['M19/Llanowar Elves.full', 'CUSTOM/my pictures/Spirit.jpg'];
    const real = [
      { name: 'Llanowar Elves', set: 'M19', num: '314' }, { name: 'Llanowar Elves', set: 'DOM', num: '168' }, { name: 'Llanowar Elves' },
      { name: 'Spirit', set: 'TM19', num: '1' }, { name: 'Spirit', set: 'TDOM', num: '2', uuid: 'a1b2' },
    ];
    for (const version of ['current', 'older'] as const) {
      for (const card of real) assert.strictEqual(cockatriceLookup([...before, ...ours], card, version), cockatriceLookup(before, card, version), `${version}: ${JSON.stringify(card)}`);
      // and this set's own cards find their pictures
      assert.strictEqual(cockatriceLookup([...before, ...ours], { name: 'Llanowar Elves', set: 'VHL', num: '1' }, version), 'CUSTOM/VHL/Llanowar Elves_VHL_1.png');
    }
    // what cardtext wrote before this (pictures by name alone) took over every printing
    assert.strictEqual(cockatriceLookup([...before, 'CUSTOM/VHL/Llanowar Elves.png'], { name: 'Llanowar Elves', set: 'DOM', num: '168' }), 'CUSTOM/VHL/Llanowar Elves.png');
  });

  test('Forge pictures: split halves run together, each face of a double-faced card, tokens by script and set code', () => {
    const { set, cells } = cellsOf(layoutSet);
    const paths = forgeImages(set, cells).map((t) => t.path).sort();
    assert.deepStrictEqual(paths, [
      'cards/HLW/Call of the Hollow Dusk.full.png', 'cards/HLW/EbbFlow.full.png', 'cards/HLW/Hollow Novice.full.png',
      'cards/HLW/Moonlit Acolyte.full.png', 'cards/HLW/Silver-Winged Herald.full.png',
      'tokens/u_2_2_spirit_hlw.png', 'tokens/w_1_1_spirit_hlw.png',
    ]);
    const edition = exportAs('forge', layoutSet).files.find((f) => f.path.startsWith('editions/'))!.content as string;
    for (const script of ['u_2_2_spirit', 'w_1_1_spirit']) assert.match(edition, new RegExp(`^${script}$`, 'm'));
  });

  test('two tokens of one name are two Cockatrice cards, and the card making both is related to each', () => {
    const xml = exportAs('cockatrice', layoutSet).files[0].content as string;
    assert.match(xml, /<name>Spirit \(1\/1 white\)<\/name>/);
    assert.match(xml, /<name>Spirit \(2\/2 blue\)<\/name>/);
    assert.match(xml, /<related>Spirit \(1\/1 white\)<\/related>\s*<related>Spirit \(2\/2 blue\)<\/related>/);
    const dm = exportAs('draftmancer', layoutSet).files[0].content as string;
    assert.match(dm, /"related_cards":\s*\[\s*"Spirit \(1\/1 white\)",\s*"Spirit \(2\/2 blue\)"\s*\]/);
  });
});
