/**
 * The Card Conjurer and spreadsheet readers on files written for these tests: a Card Conjurer save
 * (a creature with flavour after `{flavor}`, codes of size, alignment and style, mana written `1 B G`
 * and `{w/u}`, a planeswalker, a saga, an adventure, a token, an uploaded picture and a web
 * address), a CSV card list (a BOM, CRLF, quoted fields with line breaks and quotes, a formula
 * guarded with `'`, a column the importer does not know, a name used twice) and a TSV skeleton.
 */
import * as assert from 'node:assert';
import { codesOf, expectImportGolden, fileInput, imported } from './importHelpers.js';
import { ccCost, ccSymbol, ccText } from '../../server/src/import/cardConjurer.js';
import { delimiterOf, parseColumnOption, parseDelimited } from '../../server/src/import/csv.js';
import { detectFormat, importSets } from '../../server/src/import/registry.js';

suite('import: Card Conjurer saves', () => {
  test('a save imports every card: the golden .cards text', () => {
    const result = imported([fileInput('conjurer.cardconjurer')]);
    assert.strictEqual(result.cards, 7);
    assert.deepStrictEqual(result.formats.map((f) => f.format), ['cardconjurer']);
    expectImportGolden('conjurer.cards', result.text);
    assert.ok(!codesOf(result.text).includes('syntax-error'));
  });

  test('codes are undone: flavour, italics, line breaks, " - ", mana in every spelling', () => {
    const text = imported([fileInput('conjurer.cardconjurer')]).text;
    assert.ok(text.includes('Flash\nWard {2} (Whenever this creature becomes the target'), 'fontsize dropped, {i} removed');
    assert.ok(text.includes('Flavor: "It does not rise. The sea lowers."'));
    assert.ok(text.includes('Quayside Bargain {1}{B}{G}\nSorcery\nChoose one —\n• Return target'), '"1 B G", " - ", {lns}');
    assert.ok(text.includes('Wavecrest Charm {W/U}{U/P}\nInstant\n{T}, Pay {E}: Untap target permanent.\nFlavor: Salt keeps what the tide forgets.'), '{w/u}, {u/p}, {t}, {e}, ///');
    assert.ok(text.includes('+1: Draw a card, then discard a card.\n−2: Tap target creature.'), 'planeswalker costs');
    assert.ok(text.includes('I, II — Scry 2.\nIII — Draw a card.'), 'saga chapters by count');
    assert.ok(text.includes('//\nToss Overboard {1}{R}\nInstant — Adventure\nToss Overboard deals 3 damage'), 'second face, {bold} removed');
    assert.ok(text.includes('Gull\nToken Creature — Bird\nFlying\n1/1'), 'token frame');
    assert.deepStrictEqual(ccText('a{center}b{fontsize12}', () => undefined).rules, ['ab']);
    assert.deepStrictEqual(['1 g', '{W}{B}{G}', '2WU', '{2w}{10}'].map(ccCost), ['{1}{G}', '{W}{B}{G}', '{2}{W}{U}', '{2/W}{10}']);
    assert.deepStrictEqual(['uw', 'untap', 'wup', 'purple'].map(ccSymbol), ['W/U', 'Q', 'W/U/P', undefined]);
  });

  test('art: a web address is kept, an uploaded picture is written into the art folder; layout is one note', () => {
    const result = imported([fileInput('conjurer.cardconjurer')], { artFolder: 'tide-art' });
    assert.ok(result.text.includes('Art: https://example.invalid/art/mistcoil.jpg'));
    assert.ok(result.text.includes('Art: tide-art/quayside-bargain.png'));
    assert.deepStrictEqual(result.art.map((a) => a.path), ['tide-art/quayside-bargain.png']);
    assert.ok(result.summary.some((s) => /^7 cards: frame, art position and set symbol layout ignored/.test(s)), result.summary.join('\n'));
    assert.ok(result.summary.some((s) => /set code MST but not the set's name/.test(s)));
  });

  test('a file that is not a Card Conjurer save is refused, naming what is wrong', () => {
    const cases: [string, RegExp][] = [
      ['{"key": "x"}', /an object, not a Card Conjurer save/],
      ['[{"key": "Elf", "data": 4}]', /entry 1 \("Elf"\) has no "data" object/],
      ['[{"key": "Elf", "data": {"text": []}}]', /entry 1 \("Elf"\) has a "data.text" that is not an object/],
      ['[{"data": {}}]', /entry 1 has no "key" string/],
      ['[{"key": "Elf", "data": {} ', /not valid JSON/],
    ];
    for (const [json, message] of cases) {
      const result = importSets([{ name: 'save.cardconjurer', bytes: new TextEncoder().encode(json) }]);
      assert.ok(!result.ok && message.test(result.problems[0].message) && result.problems[0].file === 'save.cardconjurer', `${json}: ${JSON.stringify(result)}`);
    }
  });
});

suite('import: spreadsheets', () => {
  test('a CSV card list: columns by the names designers use, unknown ones kept as Notes, a name used twice kept', () => {
    const result = imported([fileInput('cards.csv')]);
    assert.strictEqual(result.cards, 6);
    expectImportGolden('cards.cards', result.text);
    assert.ok(result.text.includes('Saltmarsh Stalker {1}{G}\nCreature — Frog Scout\nReach\nWhenever this creature blocks'), 'a text with a line break');
    assert.ok(result.text.includes('Flavor: "Every pact has a price, and every price a tide."'), 'doubled quotes');
    assert.ok(result.text.includes('=Vault Key {3}\n'), 'the formula guard is taken off');
    assert.ok(result.text.includes('Note: Designer: mina'));
    assert.ok(result.summary.some((s) => s.includes('"Designer"')));
    assert.ok(result.summary.some((s) => /1 name is used by more than one card \(Saltmarsh Stalker\)/.test(s)));
    assert.ok(codesOf(result.text).includes('duplicate-card-name'));
  });

  test('a TSV skeleton: empty slots become @skeleton codes, filled ones Slot: lines', () => {
    const result = imported([fileInput('skeleton.tsv')]);
    assert.strictEqual(result.cards, 3);
    expectImportGolden('skeleton.cards', result.text);
    assert.ok(result.text.startsWith('@skeleton CW01 CW02 CU01 CU02 UM01 RA01 CL01\n\n'));
    assert.ok(result.text.includes('Lantern Warden {1}{W}\nCreature — Human Soldier\nVigilance\nRarity: C\nSlot: CW01'));
    assert.ok(!codesOf(result.text).includes('syntax-error') && !codesOf(result.text).includes('invalid-directive'));
  });

  test('--columns names ambiguous headers; a sheet with no name column is refused at its header', () => {
    const sheet = new TextEncoder().encode('Entry,Abilities,Kind\nRiver Otter,Flash,Creature — Otter\n');
    const refused = importSets([{ name: 'odd.csv', bytes: sheet }]);
    assert.ok(!refused.ok && refused.problems[0].place === 'line 1 (the header)');
    const result = imported([{ name: 'odd.csv', bytes: sheet }], { columns: parseColumnOption('name=Entry,text=Abilities,type=Kind') });
    assert.strictEqual(result.text, 'River Otter\nCreature — Otter\nFlash\n');
    assert.throws(() => parseColumnOption('colour'), /FIELD=HEADER/);
  });

  test('RFC 4180 fields and the delimiter of the header', () => {
    assert.deepStrictEqual(parseDelimited('a,"b ""c""\nd",e\r\n\r\nf,g,h', ',').map((r) => [r.fields, r.line]), [[['a', 'b "c"\nd', 'e'], 1], [['f', 'g', 'h'], 4]]);
    assert.deepStrictEqual(['a,b', 'a\tb,c\td', 'a;b;c'].map(delimiterOf), [',', '\t', ';']);
    const unclosed = importSets([{ name: 'x.csv', bytes: new TextEncoder().encode('Name,Text\nA,"never closed\n') }]);
    assert.ok(!unclosed.ok && /never closed/.test(unclosed.problems[0].message) && unclosed.problems[0].place === 'line 2');
  });

  test('formats are recognised by content, not by name', () => {
    const detect = (name: string, text: string) => {
      const d = detectFormat({ name, bytes: new TextEncoder().encode(text) });
      return 'id' in d ? d.id : 'unknown';
    };
    assert.strictEqual(detect('set.txt', 'mse version: 2.0.0\ngame: magic\ncard:\n'), 'mse');
    assert.strictEqual(detect('cards.txt', '[{"key":"Elf","data":{}}]'), 'cardconjurer');
    assert.strictEqual(detect('cards.txt', '[{"name":"Elf","type_line":"Creature"}]'), 'scryfall');
    assert.strictEqual(detect('list.txt', 'Name,Cost\nElf,{G}\n'), 'csv');
    assert.strictEqual(detect('notes.txt', 'just some words'), 'unknown');
  });
});
