/**
 * Exports loaded by readers written from each tool's documented format (test/export/readers/):
 * every set loads, drafts, and keeps every field; and the readers refuse what the tools refuse,
 * so a pass means something.
 */
import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exporterFor } from '../../server/src/export/registry.js';
import { repoRoot } from '../helpers.js';
import { fixture, setOf, textOf } from './exportHelpers.js';
import { layoutSet } from './toolImages.test.js';
import { readDraftmancerList } from './readers/draftmancer.js';
import { parseXml, readCockatriceDatabase } from './readers/cockatrice.js';
import { cockatriceMismatches, draftmancerMismatches } from './readers/fields.js';
import { scryfallSymbols } from './readers/scryfallSymbols.js';
import { cubeCobraMismatches, readCubeCobraCsv } from './readers/cubecobra.js';

const example = (name: string) => readFileSync(join(repoRoot(), 'examples', name), 'utf8');
/** Sets in different styles: a set's own mana symbol and mechanics, every layout, two tokens of one name. */
const sets: [string, () => string][] = [
  ['examples/clean.cards (a set\'s own mana {P})', () => example('clean.cards')],
  ['the export fixture (violet.cards)', () => fixture('violet.cards')],
  ['a set of every layout with two Spirit tokens', () => layoutSet],
];

function exported(format: string, text: string) {
  const set = setOf(text);
  return { set, text: textOf(exporterFor(format)!.export(set, {})) };
}

suite('exports read back as the tools read them', () => {
  for (const [name, text] of sets) {
    test(`Draftmancer loads ${name} whole, can deal an 8-player draft, and keeps every card's fields`, () => {
      const { set, text: list } = exported('draftmancer', text());
      const read = readDraftmancerList(list, scryfallSymbols);
      assert.ok(read.ok, read.ok ? '' : read.error);
      assert.ok(read.list.draftable, 'an 8-player draft of 3 boosters can be dealt');
      assert.deepStrictEqual(draftmancerMismatches(set, read.list.cards), []);
      const listed = new Set(read.list.slots.flatMap((s) => [...s.cards.keys()]));
      for (const card of set.cards) assert.ok(listed.has(card.name) || listed.has(card.faces[0].name), `${card.name} is in a slot`);
    });

    test(`CubeCobra reads ${name}: one row per card, every field equal`, () => {
      const { set, text: csv } = exported('cubecobra', text());
      const read = readCubeCobraCsv(csv);
      assert.ok(read.ok, read.ok ? '' : read.error);
      assert.deepStrictEqual(cubeCobraMismatches(set, read.rows), []);
    });

    test(`Cockatrice loads ${name} whole and keeps every card's fields`, () => {
      const { set, text: xml } = exported('cockatrice', text());
      const read = readCockatriceDatabase(xml, new Set(['Treasure', 'Food', 'Clue', 'Blood', 'Map', 'Powerstone', 'Gold', 'Shard', 'Walker', 'Incubator']));
      assert.ok(read.ok, read.ok ? '' : read.error);
      assert.deepStrictEqual(cockatriceMismatches(set, read.cards), []);
    });
  }

  test('a predefined token the set does not define (Treasure) is related as the rules define it, so the list names no card it lacks', () => {
    const { text: list } = exported('draftmancer', '@set TRS Treasure Coast\n\nGilded Prospector {1}{R}\nCreature — Dwarf\nWhen this creature enters, create a Treasure token.\n2/1\nRarity: Common\n');
    const read = readDraftmancerList(list, scryfallSymbols);
    assert.ok(read.ok, read.ok ? '' : read.error);
    assert.deepStrictEqual(read.list.cards[0].related_cards, [{ name: 'Treasure', type: 'Token Artifact', subtypes: ['Treasure'], oracle_text: '{T}, Sacrifice this token: Add one mana of any color.' }]);
  });

  test('the Draftmancer reader refuses what Draftmancer refuses: an unknown mana symbol, a slot or related card naming no card, a short list drawn without replacement', () => {
    const card = (cost: string) => `[CustomCards]\n[\n{"name": "Ember Cub", "mana_cost": "${cost}", "type": "Creature", "rarity": "common"}\n]\n`;
    const unknown = readDraftmancerList(`${card('{1}{O}')}[Common(1)]\n1 Ember Cub\n`, scryfallSymbols);
    assert.ok(!unknown.ok && /Invalid Mana Cost, unknown symbol '\{O\}'/.test(unknown.error));
    const reversed = readDraftmancerList(`${card('{U/W}')}[Common(1)]\n1 Ember Cub\n`, scryfallSymbols);
    assert.ok(!reversed.ok, '{U/W} is not Scryfall\'s hybrid symbol ({W/U} is)');
    const missing = readDraftmancerList(`${card('{1}{R}')}[Common(1)]\n1 Ember Kitten\n`, scryfallSymbols);
    const dangling = readDraftmancerList(`[CustomCards]\n[\n{"name": "Ember Cub", "mana_cost": "{R}", "type": "Creature", "related_cards": ["Ember Kitten"]}\n]\n[Common(1)]\n1 Ember Cub\n`, scryfallSymbols);
    assert.ok(!dangling.ok && /'Ember Kitten', referenced in 'Ember Cub' related cards, is not a valid card/.test(dangling.error));
    assert.ok(!missing.ok && /card not found: '1 Ember Kitten'/.test(missing.error));
    const short = readDraftmancerList(`${card('{1}{R}')}[Common(10)]\n30 Ember Cub\n`, scryfallSymbols);
    assert.ok(short.ok && !short.list.draftable, '30 cards cannot fill 24 packs of 10');
    const replaced = readDraftmancerList(`[Settings]\n{"withReplacement": true}\n${card('{1}{R}')}[Common(10)]\n30 Ember Cub\n`, scryfallSymbols);
    assert.ok(replaced.ok && replaced.list.draftable);
  });

  test('the Cockatrice reader refuses two cards of one name, a related card found nowhere, and XML that is not well-formed', () => {
    const db = (cards: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_carddatabase version="4"><sets><set><name>TST</name></set></sets><cards>${cards}</cards></cockatrice_carddatabase>`;
    const spirit = '<card><name>Spirit</name><text></text><set>TST</set><token>1</token></card>';
    const twice = readCockatriceDatabase(db(spirit + spirit));
    assert.ok(!twice.ok && /two cards named "Spirit"/.test(twice.error));
    const dangling = readCockatriceDatabase(db('<card><name>Caller</name><text>x</text><set>TST</set><related>Spirit</related></card>'));
    assert.ok(!dangling.ok && /relates to "Spirit"/.test(dangling.error));
    assert.throws(() => parseXml('<a><b></a>'), /<\/a> closes <b>/);
    assert.throws(() => parseXml('<a>Fish & Chips</a>'), /a bare "&"/);
    assert.strictEqual(parseXml('<a t="&lt;x&gt;">Fish &amp; Chips &#233;</a>').text, 'Fish & Chips é');
  });

  test('examples/showcase.cards, whose costs hold symbol errors, is refused by the Draftmancer export rather than written unloadable', () => {
    const set = setOf(example('showcase.cards'));
    const result = exporterFor('draftmancer')!.export(set, {});
    assert.strictEqual(result.files.length, 0, 'nothing to write');
  });

  test('Cockatrice keeps one card per name: the showcase\'s second Violet Spring is left out with a warning, and the rest loads', () => {
    const set = setOf(example('showcase.cards'));
    const result = exporterFor('cockatrice')!.export(set, {});
    assert.ok(result.warnings.some((w) => /keeps one card per name.*\(Violet Spring\)/.test(w)), result.warnings.join('\n'));
    const read = readCockatriceDatabase(textOf(result), new Set(['Treasure', 'Food', 'Clue']));
    assert.ok(read.ok, read.ok ? '' : read.error);
    assert.strictEqual(read.cards.get('Violet Spring')?.props.type, 'Land', 'the first Violet Spring is the one kept');
  });
});
