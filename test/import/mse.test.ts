/**
 * The Magic Set Editor reader on sets written for these tests in MSE's own format (the `magic`
 * game of MSE's Full Magic Pack): an old set (`mse version: 0.3.8`, keys with spaces, a
 * byte-order mark, CRLF and LF lines mixed) holding every kind of card and every tag; a current
 * one (keys with underscores, a "mainframe" planeswalker, a class, card links, a picture); and an
 * MSE 2.5 set keeping each card in a file of its own (`include_file:`), read as a folder and as a
 * zip.
 */
import * as assert from 'node:assert';
import { codesOf, expectImportGolden, fileInput, folderInput, imported, zipInput } from './importHelpers.js';
import { parseTags, paragraphs, tagText, untag } from '../../server/src/import/mseTags.js';
import { symbolsFromMse, mseCodeOf, fieldKey } from '../../server/src/import/mseFields.js';
import { MseFormatError, mseLines, parseBlock, textOf, mseEntry } from '../../server/src/import/mseTree.js';

const noContext = { faceName: 'Vessra, Tide Oracle', customSymbol: () => undefined, tagDropped: () => undefined };

suite('import: Magic Set Editor sets', () => {
  test('an old set (keys with spaces, a BOM, CRLF and LF mixed) imports every card: the golden .cards text', () => {
    const result = imported([folderInput('mse-spaces')]);
    assert.strictEqual(result.cards, 16);
    assert.deepStrictEqual(result.formats.map((f) => f.format), ['mse']);
    expectImportGolden('mse-spaces.cards', result.text);
  });

  test('a current set (keys with underscores) imports every card: the golden .cards text', () => {
    const result = imported([folderInput('mse-underscores')]);
    assert.strictEqual(result.cards, 6);
    expectImportGolden('mse-underscores.cards', result.text);
  });

  test('an MSE 2.5 set of one file a card (include_file) reads the same as a folder and as a zip, with its pictures', () => {
    const folder = imported([folderInput('mse-include')], { artFolder: 'gloam-art' });
    const archive = imported([zipInput('mse-include')], { artFolder: 'gloam-art' });
    assert.strictEqual(archive.text, folder.text);
    assert.strictEqual(folder.cards, 3);
    assert.deepStrictEqual(folder.art.map((a) => a.path), ['gloam-art/dusk-herald.png', 'gloam-art/gloam-shade.jpg']);
    assert.match(folder.text, /^Dusk Herald \{1\}\{W\}\nCreature — Human Cleric\nShroudwalk\nRarity: Common\n2\/1\nArt: gloam-art\/dusk-herald\.png$/m);
    expectImportGolden('mse-include.cards', folder.text);
  });

  test('every card kind comes in as the .cards format writes it', () => {
    const text = imported([folderInput('mse-spaces')]).text;
    const expect = (card: string) => assert.ok(text.includes(card), `missing:\n${card}\n--- in ---\n${text}`);
    expect('Tidewatch Initiate {1}{W}\nCreature — Human Cleric\n'); // double-faced: name 2, colour indicator 2
    expect('//\nTidewatch Ascendant\nCreature — Human Angel\nFlying, lifelink\nColor indicator: White\n3/3');
    expect('Ebb {1}{U}\nInstant\nReturn target creature to its owner\'s hand.\nRarity: Uncommon\nArtist: Marin Vell\n//\nSurge {2}{G}\nSorcery\n'); // split
    expect('//\nHarbor Sage, Unbound\nLegendary Creature — Spirit\nInstant spells you cast cost {1} less to cast.\n3/3'); // flip
    expect('//\nUproot the Shoals {1}{G}\nSorcery — Adventure\n'); // adventure
    expect('Level up {1}{W} ({1}{W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-4\n2/3\nVigilance\nLEVEL 5+\n4/4\nVigilance, lifelink\n'); // leveler
    expect('(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — Create a 1/1 blue Fish creature token.\nIII — Draw a card for each creature token you control.'); // saga, chapters by snap
    expect('+1: Scry 2.\n−2: Target creature gets -3/-0 until your next turn.\n−7: You get an emblem'); // planeswalker
    expect('Loyalty: 4');
    expect('Siege of the Lighthouse {2}{R}\nBattle — Siege\nWhen this battle enters, it deals 2 damage to any target.\nRarity: Uncommon\nArtist: Marin Vell\nDefense: 5'); // battle
    expect('Fish\nToken Creature — Fish\nColor indicator: Blue\n'); // token
    expect('Emblem — Vessra\nIslands you control have "{T}: Draw a card."'); // emblem
    expect('Island\nBasic Land — Island\n({T}: Add {U}.)\nRarity: Basic land');
    expect('Rarity: Mythic');
  });

  test('every tag is undone: symbols, names, keywords, reminders, flavour, bullets; an unknown tag is named once', () => {
    const result = imported([folderInput('mse-spaces')]);
    const text = result.text;
    assert.ok(text.includes('Flying (This creature can\'t be blocked except by creatures with flying or reach.)\n{T}: Tap target creature. Activate only if Brinecaller Adept attacked this turn.'), 'kw, reminder atom, sym-auto, atom-cardname');
    assert.ok(text.includes('Stormglass Charm {U/R}{R/P}\nInstant\nChoose one —\n• Return target creature to its owner\'s hand.\n• Stormglass Charm deals 2 damage to any target.\nFlavor: Glass remembers every storm it has held.'), 'hybrid, H/R as {R/P}, soft-line, empty atom-cardname, italic flavour');
    assert.ok(text.includes('Landfall — Whenever a land you control enters, this creature gets +1/+1 until end of turn. (It grows with the tide.)'), 'an italic ability word and i-auto stay rules text');
    assert.ok(text.includes('{T}: Add {V}. Spend this mana only on X costs.\nGlimmerwake — {2}, {T}: Draw a card.\n• Each opponent loses 1 life.'), 'nosym, error-spelling, margin, li and bullet');
    assert.ok(text.includes('Plunder {1}{B}'), 'kw-0 and param-cost');
    assert.ok(text.includes('Flavor: "The tide answers those who listen."'), 'i-flavor');
    assert.ok(result.summary.includes('1 card: MSE tag <glow> removed, its text kept (Lanternkeel Relic)'), result.summary.join('\n'));
    assert.ok(result.summary.some((s) => /text formatting .* dropped \(Lanternkeel Relic\)/.test(s)));
  });

  test('the set\'s info, keywords and custom mana become directives; what has no place is in the summary', () => {
    const result = imported([folderInput('mse-spaces')]);
    assert.ok(result.text.startsWith('# A salt-worn archipelago of drowned lighthouses.\n\n@set TWI Tidewrack Isles\n@released 2026-02-20\n@keyword Plunder {cost} (When this creature dies, you may pay {cost}. If you do, create a Treasure token.)\n@mana {V} V\n\n'), result.text.slice(0, 300));
    assert.ok(result.summary.some((s) => s.startsWith('the symbol {V} is not one the rules know: it is declared "@mana {V} V"; name its kind of mana there')));
    assert.ok(result.summary.some((s) => /rules" notes in MSE were not kept/.test(s)));
    assert.ok(result.text.includes('Note: Watermark: mana symbol blue'));
    assert.ok(result.text.includes('Number: 201'));
  });

  test('a current set: a mainframe planeswalker\'s level boxes, a class, notes with rulings and a slot, links and unknown fields in the summary', () => {
    const result = imported([folderInput('mse-underscores')]);
    const text = result.text;
    assert.ok(text.includes('+1: Add {R}{R}.\n−1: Choose one —\n• Create a 1/1 red Veilkin creature token.\n• Ysolde deals 1 damage to each opponent.\n−6: You get an emblem'), text);
    assert.ok(text.includes('(Gain the next level as a sorcery to add its ability.)\nWhenever you cast a noncreature spell, scry 1.\n{2}{R}: Level 2\nCreatures you control get +1/+0.\n{3}{R}: Level 3\n'));
    assert.ok(text.includes('Number: 12a\nSlot: CR01\nNote: Playtest: too strong at common?\nRuling: 2025-10-01 The damage is dealt once.'));
    assert.ok(text.startsWith('@set CNV Cinderveil\n@released 2025-10-03\n@mana {O} orange\n@subtype Creature Veilkin\n@keyword Kindle N (When this creature enters, it deals N damage to target opponent.)\n\n'));
    const summary = result.summary.join('\n');
    assert.match(summary, /2 cards: MSE card links .* dropped/);
    assert.match(summary, /1 card: MSE field "mystery field" dropped \(Cinder Lash\)/);
    assert.match(summary, /1 card: credit lines .* dropped \(Cinder Lash\)/);
    assert.match(summary, /1 card: name missing/);
    assert.ok(text.includes('Unnamed card 6\nCreature\n'), 'a nameless card is still a card');
    assert.deepStrictEqual(result.art.map((a) => [a.path, a.bytes.length]), [['art/emberwake-hydra.png', 69]]);
  });

  test('the imported sets have no syntax-error (the sources hold none)', () => {
    for (const input of [folderInput('mse-spaces'), folderInput('mse-underscores'), folderInput('mse-include')]) {
      const codes = codesOf(imported([input]).text);
      assert.ok(!codes.includes('syntax-error'), `${input.name}: ${codes.join(', ')}`);
    }
  });

  test('a bare "set" file is read by its content, whatever its name', () => {
    const result = imported([{ name: 'my-export.txt', bytes: fileInput('mse-spaces/set').bytes }]);
    assert.strictEqual(result.cards, 16);
  });
});

suite('import: MSE\'s data files and tagged strings', () => {
  test('a block reads keys, values and texts of several lines as MSE does (one TAB a level)', () => {
    const nodes = parseBlock(mseLines('\uFEFFgame: magic\r\ncard:\n\tname: A\n\trule text:\n\t\tline one\n\n\t\t\tindented\n# comment\nkeyword:  Lurk\n'));
    assert.deepStrictEqual(nodes.map((n) => [n.key, n.value, n.line]), [['game', 'magic', 1], ['card', '', 2], ['keyword', 'Lurk', 9]]);
    const card = parseBlock(nodes[1].body);
    assert.deepStrictEqual(card.map((n) => [n.key, textOf(n)]), [['name', 'A'], ['rule_text', 'line one\n\n\tindented']]);
  });

  test('broken indentation is refused with its line: spaces, a level skipped, a line without a key', () => {
    const broken: [string, number, RegExp][] = [
      ['card:\n  name: A\n', 2, /indented with spaces/],
      ['game: magic\n\tname: A\n', 2, /already has its value/],
      ['card:\n\tname: A\nrule text on its own line\n', 3, /has no "key:"/],
      ['\tname: A\n', 1, /indented deeper than the lines above/],
    ];
    for (const [text, line, message] of broken) {
      assert.throws(() => parseBlock(mseLines(text)), (e: unknown) => e instanceof MseFormatError && e.line === line && message.test(e.message), text);
    }
  });

  test('what the writer writes the reader reads back (values with line breaks, leading spaces, tabs)', () => {
    for (const value of ['one line', 'two\nlines', ' leading space', 'a\n\tb\n\nc', 'ends with space ']) {
      const [node] = parseBlock(mseLines(mseEntry('rule text', value, 0).join('\n')));
      assert.strictEqual(textOf(node), value, JSON.stringify(value));
    }
  });

  test('keys in either spelling and MSE\'s other names are one key', () => {
    assert.deepStrictEqual(['casting cost', 'casting_cost', 'mana cost', 'cc', 'mana cost 2', 'rules text', 'artist 2', 'collector number'].map(fieldKey),
      ['casting_cost', 'casting_cost', 'casting_cost', 'casting_cost', 'casting_cost_2', 'rule_text', 'illustrator_2', 'custom_card_number']);
  });

  test('symbol codes: numbers, hybrids, Phyrexian (H/B), named codes; and back', () => {
    assert.deepStrictEqual(symbolsFromMse('10XWU'), ['10', 'X', 'W', 'U']);
    assert.deepStrictEqual(symbolsFromMse('2/WW/UH/BHTQ'), ['2/W', 'W/U', 'B/P', 'H', 'T', 'Q']);
    assert.deepStrictEqual(symbolsFromMse('energychaos'), ['E', 'CHAOS']);
    assert.deepStrictEqual(['B/P', 'W/U/P', 'H', 'CHAOS', '2/W'].map(mseCodeOf), ['H/B', 'H/W/U', 'H', 'chaos', '2/W']);
  });

  test('untag undoes tags and tagText makes them: a round trip keeps any text', () => {
    for (const text of ['{T}: Add {G}.', 'A < B and C > D', 'Pay {B/P} or {2/W}.', '~ deals {X} damage.', 'No symbols at all.']) {
      assert.strictEqual(untag(tagText(text), noContext), text);
    }
    assert.strictEqual(untag('<atom-legname></atom-legname> attacks', noContext), 'Vessra attacks');
    assert.strictEqual(untag('<kw-1>Ward<atom-reminder-core>Counter it.</atom-reminder-core></kw-1>', noContext), 'Ward (Counter it.)');
    assert.deepStrictEqual(parseTags('a<b>c</b>d</x>'), ['a', { name: 'b', param: '', children: ['c'] }, 'd']);
    assert.deepStrictEqual(paragraphs('one<soft-line>\n</soft-line>two\nthree'), ['one<soft-line>\n</soft-line>two', 'three']);
  });
});
