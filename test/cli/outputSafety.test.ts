import * as assert from 'node:assert';
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { runIn, tempFolder } from './cliHelpers.js';

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const hero = 'Hero {W}\nCreature — Human\nArt: hero.png\n2/2\n';
const setA = '@set AAA Set A\n\nAsh Wolf {1}{G}\nCreature — Wolf\n2/2\n\nBirch Wolf {2}{G}\nCreature — Wolf\n3/3\n';
const setB = '@set BBB Set B\n\nCedar Bear {1}{G}\nCreature — Bear\n2/2\n';

let tmp: ReturnType<typeof tempFolder>;

suite('cardtext render and export: output folders hold only what cardtext wrote (issue 14)', () => {
  setup(() => {
    tmp = tempFolder('outsafe');
  });
  teardown(() => tmp.remove());

  test('render never writes through a link planted in its output folder (the shared set\'s bytes stay out of the link\'s target)', () => {
    const victim = tmp.write('victim', 'my shell profile');
    mkdirSync(tmp.path('r/gallery/art'), { recursive: true });
    symlinkSync(victim, tmp.path('r/gallery/art/1-hero.png'));
    tmp.write('r/hero.png', 'echo ATTACKER\n');
    tmp.write('r/h.cards', hero);
    const result = runIn(tmp.path('r'), 'render', 'h.cards', '-o', 'gallery');
    assert.strictEqual(result.code, 2);
    assert.match(result.stderr, /art\/1-hero\.png \(a symbolic link\)/);
    assert.strictEqual(readFileSync(victim, 'utf8'), 'my shell profile');
    const forced = runIn(tmp.path('r'), 'render', 'h.cards', '-o', 'gallery', '--force');
    assert.strictEqual(forced.code, 0, forced.stderr);
    assert.strictEqual(readFileSync(victim, 'utf8'), 'my shell profile', 'forced, the link is replaced, never followed');
    assert.ok(lstatSync(tmp.path('r/gallery/art/1-hero.png')).isFile());
  });

  test('render into a folder holding the user\'s own index.html and art refuses, naming them, and changes nothing', () => {
    tmp.write('g/index.html', 'my page');
    tmp.write('g/cardtext.js', 'my script');
    tmp.write('set.cards', 'A {G}\nCreature — Elf\n1/1\n');
    const result = runIn(tmp.dir, 'render', 'set.cards', '-o', 'g');
    assert.strictEqual(result.code, 2);
    assert.match(result.stderr, /index\.html \(not written by cardtext\)/);
    assert.match(result.stderr, /cardtext\.js \(not written by cardtext\)/);
    assert.strictEqual(readFileSync(tmp.path('g/index.html'), 'utf8'), 'my page');
    assert.ok(!existsSync(tmp.path('g/set.css')));
  });

  test('render again into its own gallery replaces it without --force; a gallery of another set there is refused', () => {
    tmp.write('a.cards', setA);
    tmp.write('b.cards', setB);
    assert.strictEqual(runIn(tmp.dir, 'render', 'a.cards', '-o', 'g').code, 0);
    assert.strictEqual(runIn(tmp.dir, 'render', 'a.cards', '-o', 'g').code, 0);
    const other = runIn(tmp.dir, 'render', 'b.cards', '-o', 'g');
    assert.strictEqual(other.code, 2);
    assert.match(other.stderr, /index\.html \(written by cardtext for render:AAA Set A\)/);
  });

  test('exporting set B into Forge\'s custom folder keeps set A and every other file there', () => {
    tmp.write('a.cards', setA);
    tmp.write('b.cards', setB);
    tmp.write('custom/cards/z/zebra_by_hand.txt', 'Name:Zebra');
    tmp.write('custom/editions/Hand Made.txt', '[metadata]');
    assert.strictEqual(runIn(tmp.dir, 'export', '--to', 'forge', 'a.cards', '-o', 'custom').code, 0);
    const b = runIn(tmp.dir, 'export', '--to', 'forge', 'b.cards', '-o', 'custom');
    assert.strictEqual(b.code, 0, b.stderr);
    for (const file of ['cards/a/ash_wolf.txt', 'cards/b/birch_wolf.txt', 'editions/Set A.txt', 'cards/c/cedar_bear.txt', 'editions/Set B.txt', 'cards/z/zebra_by_hand.txt', 'editions/Hand Made.txt']) {
      assert.ok(existsSync(tmp.path(`custom/${file}`)), file);
    }
    // B again, without one of its cards: only B's stale script goes.
    tmp.write('b.cards', '@set BBB Set B\n\nDune Bear {1}{R}\nCreature — Bear\n2/2\n');
    const again = runIn(tmp.dir, 'export', '--to', 'forge', 'b.cards', '-o', 'custom');
    assert.strictEqual(again.code, 0, again.stderr);
    assert.match(again.stderr, /removed 1 file of this set's earlier export/);
    assert.ok(!existsSync(tmp.path('custom/cards/c/cedar_bear.txt')));
    assert.ok(existsSync(tmp.path('custom/cards/a/ash_wolf.txt')) && existsSync(tmp.path('custom/cards/d/dune_bear.txt')));
  });

  test('art is read only from the set\'s folder: a link to a private file is refused unless its folder is allowed', () => {
    const secret = tmp.write('home/.ssh/id_rsa', png);
    tmp.write('set/cover.cards', 'Cover {W}\nCreature — Human\nArt: cover.png\n1/1\n');
    symlinkSync(secret, tmp.path('set/cover.png'));
    const refused = runIn(tmp.dir, 'render', 'set/cover.cards', '-o', 'g');
    assert.strictEqual(refused.code, 0, refused.stderr);
    assert.match(refused.stderr, /cannot copy art "cover\.png" of "set\/cover\.cards": it is outside the set's folder \(it is a link to .*id_rsa\)/);
    assert.ok(!existsSync(tmp.path('g/art/1-cover.png')));
    const allowed = runIn(tmp.dir, 'render', 'set/cover.cards', '-o', 'g2', '--art-folder', 'home/.ssh');
    assert.strictEqual(allowed.code, 0, allowed.stderr);
    assert.ok(readFileSync(tmp.path('g2/art/1-cover.png')).equals(png));
    assert.strictEqual(runIn(tmp.dir, 'render', 'set/cover.cards', '-o', 'g3', '--art-folder', 'nowhere').code, 2);
  });

  test('art in a folder named as the set is found from a file in a subfolder', () => {
    tmp.write('set/art/bear.png', png);
    tmp.write('set/commons/bears.cards', 'Bear {1}{G}\nCreature — Bear\n2/2\nArt: ../art/bear.png\n');
    const result = runIn(tmp.dir, 'render', 'set', '-o', 'g');
    assert.strictEqual(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stderr, /cannot copy art/);
    assert.ok(existsSync(tmp.path('g/art/1-bear.png')));
  });

  test('an export under umask 077 is private; a read-only output file is refused unless --force', () => {
    tmp.write('set.cards', setA);
    const old = process.umask(0o077);
    try {
      assert.strictEqual(runIn(tmp.dir, 'export', '--to', 'scryfall', 'set.cards', '-o', 'x.json').code, 0);
    } finally {
      process.umask(old);
    }
    assert.strictEqual(statSync(tmp.path('x.json')).mode & 0o777, 0o600);
    writeFileSync(tmp.path('ro.json'), 'keep');
    chmodSync(tmp.path('ro.json'), 0o444);
    const refused = runIn(tmp.dir, 'export', '--to', 'scryfall', 'set.cards', '-o', 'ro.json');
    assert.strictEqual(refused.code, 2);
    assert.match(refused.stderr, /cannot write "ro\.json": it is read-only \(mode 444\)/);
    assert.strictEqual(readFileSync(tmp.path('ro.json'), 'utf8'), 'keep');
    assert.strictEqual(runIn(tmp.dir, 'export', '--to', 'scryfall', 'set.cards', '-o', 'ro.json', '--force').code, 0);
  });

  test('two different sets that share a set code don\'t replace each other\'s Forge files', () => {
    tmp.write('a.cards', setA);
    tmp.write('c.cards', '@set AAA Another Author\'s Set\n\nElm Wolf {1}{G}\nCreature — Wolf\n2/2\n');
    assert.strictEqual(runIn(tmp.dir, 'export', '--to', 'forge', 'a.cards', '-o', 'custom').code, 0);
    const other = runIn(tmp.dir, 'export', '--to', 'forge', 'c.cards', '-o', 'custom');
    assert.ok(existsSync(tmp.path('custom/cards/a/ash_wolf.txt')) && existsSync(tmp.path('custom/editions/Set A.txt')), other.stderr);
    assert.doesNotMatch(other.stderr, /removed/);
  });
});
