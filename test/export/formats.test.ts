import * as assert from 'node:assert';
import { parse as parseCsv } from 'csv-parse/sync';
import { unzipSync, strFromU8 } from 'fflate';
import { exporters } from '../../server/src/export/registry.js';
import { cubeCobraHeader, isFormulaLike, neutralize } from '../../server/src/export/cubecobra.js';
import { exportAs, expectGolden, textOf } from './exportHelpers.js';

suite('export formats: golden files of the fixture set', () => {
  test('every format has an exporter and a golden file, and exporting twice gives the same bytes', () => {
    assert.deepStrictEqual(exporters.map((e) => e.id), ['cockatrice', 'draftmancer', 'cubecobra', 'forge', 'mse', 'planesculptors', 'scryfall', 'csv', 'tts', 'mpc']);
    for (const e of exporters) {
      const a = exportAs(e.id).files.map((f) => [f.path, Buffer.from(f.content).toString('base64')]);
      const b = exportAs(e.id).files.map((f) => [f.path, Buffer.from(f.content).toString('base64')]);
      assert.deepStrictEqual(a, b, e.id);
    }
  });

  test('cockatrice', () => expectGolden('cockatrice.xml', textOf(exportAs('cockatrice'))));
  test('draftmancer', () => expectGolden('draftmancer.txt', textOf(exportAs('draftmancer'))));
  test('cubecobra', () => expectGolden('cubecobra.csv', textOf(exportAs('cubecobra'))));
  test('planesculptors', () => expectGolden('planesculptors.txt', textOf(exportAs('planesculptors'))));
  test('scryfall', () => expectGolden('scryfall.json', textOf(exportAs('scryfall'))));
  test('csv', () => expectGolden('csv.csv', textOf(exportAs('csv'))));
  test('mse (the set file inside the zip)', () => {
    const zip = exportAs('mse').files[0].content as Uint8Array;
    expectGolden('mse-set.txt', strFromU8(unzipSync(zip).set));
  });
  test('forge (every file, with its path)', () => {
    const files = exportAs('forge').files.map((f) => `=== ${f.path}\n${f.content as string}`).join('\n');
    expectGolden('forge.txt', files);
  });
});

suite('export: CubeCobra CSV read back with a CSV parser', () => {
  test('the header is CubeCobra\'s, one row per card, and quoted fields come back whole', () => {
    const rows = parseCsv(textOf(exportAs('cubecobra')), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    assert.deepStrictEqual(Object.keys(rows[0]), cubeCobraHeader);
    assert.strictEqual(rows.length, 10);
    const fish = rows.find((r) => r.name.startsWith('Fish'));
    assert.deepStrictEqual([fish?.name, fish?.CMC, fish?.Type, fish?.Color, fish?.Rarity], ['Fish & Chips <Deluxe>', '2', 'Instant', 'U', 'common']);
    const split = rows.find((r) => r.name === 'Fire // Ice');
    assert.deepStrictEqual([split?.CMC, split?.Type, split?.Color, split?.['Color Category']], ['4', 'Instant // Instant', 'UR', 'Multicolored']);
    assert.ok(rows.every((r) => r.Set === 'vhl' && r.Custom === 'true'));
  });

  test('commas, quotes and line breaks inside a field survive the round trip', () => {
    const text = '@set VHL Violet Hollow\n\nSay "Hi, there" {W}\nInstant\nDraw a card.\nRarity: Common';
    const [row] = parseCsv(textOf(exportAs('cubecobra', text)), { columns: true }) as Record<string, string>[];
    assert.strictEqual(row.name, 'Say "Hi, there"');
  });
});

suite('export: the .mse-set read back with an unzip library', () => {
  test('Phyrexian mana is written in the symbol font\'s codes (H/B, H) and twobrid {2/W} is drawn, without a warning', () => {
    const text = '@set VHL Violet Hollow\n\nGrim Tithe {1}{B/P}{2/W}\nSorcery\nPay {H} or {B/P}: draw a card.\nRarity: Common';
    const result = exportAs('mse', text);
    const set = strFromU8(unzipSync(result.files[0].content as Uint8Array).set);
    assert.match(set, /^\tcasting_cost: 1H\/B2\/W$/m);
    assert.match(set, /<sym>H<\/sym> or <sym>H\/B<\/sym>/);
    assert.ok(!result.warnings.some((w) => w.includes('symbol font')), result.warnings.join('\n'));
  });

  test('the archive holds one "set" file (CRC checked on reading) with game: magic and one card block per card', () => {
    const files = unzipSync(exportAs('mse').files[0].content as Uint8Array);
    assert.deepStrictEqual(Object.keys(files), ['set']);
    const set = strFromU8(files.set);
    assert.match(set, /^mse_version: 2\.0\.2\ngame: magic\nstylesheet: m15\nset_info:\n\ttitle: Violet Hollow\n\tset_code: VHL\n/);
    assert.strictEqual(set.match(/^card:$/gm)?.length, 11);
    for (const line of set.trimEnd().split('\n')) assert.match(line, /^(\t*[a-z0-9_]+:( .*)?|\t\t.*)$/, `not a key: value line: ${JSON.stringify(line)}`);
  });

  test('a literal "<" is written as the character with code 1; symbols are tagged', () => {
    const set = strFromU8(unzipSync(exportAs('mse').files[0].content as Uint8Array).set);
    assert.ok(set.includes('\tname: Fish & Chips \u0001Deluxe>\n'));
    assert.ok(set.includes('<sym>T</sym>: Add <sym>G</sym>.'));
    assert.ok(set.includes('\tcasting_cost: 2WU\n'));
  });
});

suite('export: CubeCobra CSV and spreadsheet formulas (issue 14)', () => {
  const names = ["=cmd|' /C calc'!A0", '+HYPERLINK("http://example.invalid","click")', '-2+3', '@SUM(1+1)', '+2 Mace', '-Two Guys', "Urza's Mace"];

  test('a field a spreadsheet would run as a formula gets a leading quote; real names like "+2 Mace" stay exactly as they are', () => {
    for (const name of names) {
      const expected = ["=cmd|' /C calc'!A0", '+HYPERLINK("http://example.invalid","click")', '-2+3', '@SUM(1+1)'].includes(name);
      assert.strictEqual(isFormulaLike(name), expected, name);
      assert.strictEqual(neutralize(name), expected ? `'${name}` : name);
    }
    assert.strictEqual(isFormulaLike('\tx'), true);
    assert.strictEqual(isFormulaLike('Minus-Two'), false);
  });

  test('the export says which names were neutralised, and a CSV reader reads "+2 Mace" back exactly', () => {
    // (A line starting with @ is a directive in a .cards file, so no card is named "@SUM(1+1)".)
    const cards = names.filter((n) => !n.startsWith('@')).map((n) => `${n} {1}\nArtifact\nRarity: Common\n`).join('\n');
    const result = exportAs('cubecobra', cards);
    assert.ok(result.warnings.some((w) => /3 fields \(.*\) would run as formulas in a spreadsheet; they are written with a leading '/.test(w)), result.warnings.join('\n'));
    const rows = parseCsv(textOf(result), { columns: true }) as Record<string, string>[];
    const read = rows.map((r) => r.name);
    assert.ok(read.includes('+2 Mace') && read.includes('-Two Guys') && read.includes("Urza's Mace"));
    assert.ok(read.includes("'=cmd|' /C calc'!A0") && read.includes("'-2+3"));
    assert.ok(read.every((n) => !isFormulaLike(n)));
  });
});

suite('export: MSE notes (issue 14)', () => {
  test('the card\'s own Number: text is escaped like every other field (no MSE tag gets through)', () => {
    const zip = exportAs('mse', 'Tagged Elf {G}\nCreature — Elf\nNumber: <b>7</b>\n1/1\n').files[0].content as Uint8Array;
    const set = strFromU8(unzipSync(zip).set);
    const number = /\tcustom_card_number: (.*)/.exec(set)?.[1] ?? '';
    assert.strictEqual(number, '\u0001b>7\u0001/b>', set);
    assert.doesNotMatch(set, /<b>/);
  });
});
