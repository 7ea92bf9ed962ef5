import * as assert from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CliRun, runIn } from './cliHelpers.js';
import { repoRoot } from '../helpers.js';

type Run = CliRun;

let dir = '';

/** Runs the CLI in the temporary folder with captured output. */
const run = (...argv: string[]): Run => runIn(dir, ...argv);

function write(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
  return path;
}

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

suite('cardtext render and stats', () => {
  setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'cardtext-render-'));
  });
  teardown(() => rmSync(dir, { recursive: true, force: true }));

  suite('render', () => {
    test('the gallery is titled with the @set name and numbers the cards as the exports do (publisher order, tokens T1…)', () => {
      write('set.cards', '@set VHL Violet Hollow\n\nGrove Tender {1}{G}\nCreature — Elf\n1/1\n\nDawn Heron {2}{W}\nCreature — Bird\nFlying\n2/2\n\nSaproling\nToken Creature — Saproling\n1/1\nColor indicator: Green\n');
      assert.strictEqual(run('render', 'set.cards', '-o', 'gallery').code, 0);
      const html = readFileSync(join(dir, 'gallery', 'index.html'), 'utf8');
      assert.match(html, /<title>Violet Hollow — cardtext<\/title>/);
      const numbers = [...html.matchAll(/data-card="([^"]+)"[\s\S]*?<span class="number">([^<]*)<\/span>/g)].map((m) => `${m[1]} ${m[2]}`);
      assert.deepStrictEqual(numbers, ['Grove Tender 002/002', 'Dawn Heron 001/002', 'Saproling T1']);
      const exported = run('export', '--to', 'scryfall', 'set.cards', '-o', 'set.json');
      assert.strictEqual(exported.code, 0, exported.stderr);
      const json = JSON.parse(readFileSync(join(dir, 'set.json'), 'utf8')) as { name: string; collector_number: string }[];
      assert.deepStrictEqual(json.map((c) => `${c.name} ${c.collector_number}`).sort(), ['Dawn Heron 1', 'Grove Tender 2', 'Saproling T1']);
    });

    test('writes a self-contained gallery: every card with its data-card name, the overview, fonts and styles beside it', () => {
      const examples = join(repoRoot(), 'examples', 'clean.cards');
      const result = run('render', examples, '-o', 'gallery');
      assert.strictEqual(result.code, 0, result.stderr);
      assert.match(result.stderr, /rendered 18 cards from 1 file to gallery\/index\.html/);
      const html = readFileSync(join(dir, 'gallery', 'index.html'), 'utf8');
      const names = [...html.matchAll(/<article class="card-entry[^"]*"[^>]* data-card="([^"]*)"/g)].map((m) => m[1]);
      assert.strictEqual(names.length, 18);
      assert.ok(['Ebb // Flow', 'Hollow Giant // Uproot', 'Sift // Settle', 'Hollow Novice // Hollow Sage, Unbound'].every((n) => names.includes(n)), names.join(', '));
      assert.match(html, /<div class="overview" data-overview="/);
      // printed sheets: nine cards each (a split, aftermath, adventure or flip card is one, a double-faced card two)
      const sheets = html.split('<div class="sheet">').slice(1).map((sheet) => (sheet.match(/class="card layout-|class="split-card"/g) ?? []).length
        - (sheet.match(/class="card layout-[^"]* half"/g) ?? []).length);
      assert.deepStrictEqual(sheets.map((n) => n <= 9), sheets.map(() => true), sheets.join(' '));
      assert.strictEqual(sheets.reduce((a, b) => a + b, 0), 18 + 2, 'two of the eighteen cards print two faces');
      assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
      assert.doesNotMatch(html, /<style|style="|<script>|https?:\/\//, 'no inline style or script, nothing from the network');
      for (const file of ['mana.css', 'mana.woff2', 'cardtext.css', 'cardtext.js', 'set.css', 'mana-font-LICENSE.txt']) {
        assert.ok(existsSync(join(dir, 'gallery', file)), file);
      }
      const font = readFileSync(join(repoRoot(), 'node_modules', 'mana-font', 'fonts', 'mana.woff2'));
      assert.ok(readFileSync(join(dir, 'gallery', 'mana.woff2')).equals(font), 'the font is copied byte for byte');
      assert.match(readFileSync(join(dir, 'gallery', 'set.css'), 'utf8'), /\.sym-custom-P\{background-color:purple\}/);
    });

    test('copies each card\'s art beside the page and points the card at the copy', () => {
      write('set/art/bear.png', png);
      write('set/bears.cards', 'Bear {1}{G}\nCreature — Bear\n2/2\nArt: art/bear.png\n\nCub {G}\nCreature — Bear\n1/1\nArt: art/bear.png\n');
      const result = run('render', 'set', '-o', 'out');
      assert.strictEqual(result.code, 0, result.stderr);
      const html = readFileSync(join(dir, 'out', 'index.html'), 'utf8');
      assert.strictEqual([...html.matchAll(/<img class="art-img" alt="" src="art\/1-bear\.png">/g)].length, 2);
      assert.ok(readFileSync(join(dir, 'out', 'art', '1-bear.png')).equals(png));
    });

    test('art that is no image, missing, or a URL is not copied and its card shows the path', () => {
      write('secret.txt', 'password');
      write('set.cards', 'A {G}\nCreature — Elf\n1/1\nArt: secret.txt\n\nB {G}\nCreature — Elf\n1/1\nArt: missing.png\n\nC {G}\nCreature — Elf\n1/1\nArt: https://example.invalid/c.png\n');
      const result = run('render', 'set.cards', '-o', 'out');
      assert.strictEqual(result.code, 0, result.stderr);
      assert.match(result.stderr, /art "secret\.txt" in "set\.cards" is not an image file/);
      assert.match(result.stderr, /cannot copy art "missing\.png" of "set\.cards": no such file/);
      const html = readFileSync(join(dir, 'out', 'index.html'), 'utf8');
      assert.doesNotMatch(html, /<img/);
      assert.deepStrictEqual([...html.matchAll(/<span class="art-path">([^<]*)<\/span>/g)].map((m) => m[1]), ['secret.txt', 'missing.png', 'https://example.invalid/c.png']);
      assert.ok(!existsSync(join(dir, 'out', 'art', '1-secret.txt')));
    });

    test('never writes over an input, and says which', () => {
      const input = write('out/index.html', 'A {G}\nCreature — Elf\n1/1\n');
      const result = run('render', 'out/index.html', '-o', 'out');
      assert.strictEqual(result.code, 2);
      assert.match(result.stderr, /cannot write the gallery into "out": cardtext will not write this file: index\.html \(one of the input files\)/);
      assert.strictEqual(readFileSync(input, 'utf8'), 'A {G}\nCreature — Elf\n1/1\n');
    });

    test('an output path that is a file, a missing -o and a missing input are clear usage errors', () => {
      write('set.cards', 'A {G}\nCreature — Elf\n1/1\n');
      const onFile = run('render', 'set.cards', '-o', 'set.cards');
      assert.strictEqual(onFile.code, 2);
      assert.match(onFile.stderr, /cannot write the gallery into "set\.cards": it is a file, not a folder/);
      const noOut = run('render', 'set.cards');
      assert.strictEqual(noOut.code, 2);
      assert.match(noOut.stderr, /render needs an output folder: -o DIR/);
      const missing = run('render', 'nope.cards', '-o', 'out');
      assert.strictEqual(missing.code, 2);
      assert.match(missing.stderr, /cannot read "nope\.cards": no such file or folder/);
      for (const r of [onFile, noOut, missing]) assert.doesNotMatch(r.stderr, /\n\s+at .+:\d+:\d+/);
    });
  });

  suite('stats', () => {
    const set = 'Bear {1}{G}\nCreature — Bear\nTrample\n2/2\nRarity: Common\n\nCharm {W}{U}\nInstant\nDraw a card.\nRarity: Rare\n\nGoblin\nToken Creature — Goblin\n1/1\n';

    test('--format json prints the documented shape', () => {
      write('set.cards', set);
      const result = run('stats', '--format', 'json', 'set.cards');
      assert.strictEqual(result.code, 0, result.stderr);
      const json = JSON.parse(result.stdout);
      assert.deepStrictEqual(Object.keys(json), ['cards', 'tokens', 'colors', 'rarity', 'manaValue', 'types', 'creatures', 'keywords', 'asFan', 'design']);
      assert.strictEqual(json.cards, 2);
      assert.strictEqual(json.tokens, 1);
      assert.deepStrictEqual(json.colors, { W: 0, U: 0, B: 0, R: 0, G: 1, multicolor: 1, colorless: 0 });
      assert.deepStrictEqual(json.rarity, { common: 1, uncommon: 0, rare: 1, mythic: 0, unspecified: 0 });
      assert.deepStrictEqual(json.manaValue, { 0: 0, 1: 0, 2: 2, 3: 0, 4: 0, 5: 0, 6: 0, '7+': 0 });
      assert.deepStrictEqual(json.types, { Creature: 1, Instant: 1 });
      assert.deepStrictEqual(json.creatures.G, { count: 1, power: 2, toughness: 2 });
      assert.deepStrictEqual(json.keywords, { Trample: 1 });
    });

    test('the table format is the default and names every group', () => {
      write('set.cards', set);
      const result = run('stats', 'set.cards');
      assert.strictEqual(result.code, 0);
      assert.match(result.stdout, /^2 cards, 1 token \(counted apart\)/);
      assert.match(result.stdout, /colors\s+W\s+U\s+B\s+R\s+G\s+multicolor\s+colorless\n\s+0\s+0\s+0\s+0\s+1\s+1\s+0/);
      assert.match(result.stdout, /keywords: Trample 1/);
    });

    test('a bad format or unreadable path exits 2 with a message', () => {
      const bad = run('stats', '--format', 'xml', 'set.cards');
      assert.strictEqual(bad.code, 2);
      assert.match(bad.stderr, /unknown format "xml" \(use table or json\)/);
      const missing = run('stats', 'nope.cards');
      assert.strictEqual(missing.code, 2);
      assert.match(missing.stderr, /cannot read "nope\.cards"/);
    });
  });
});
