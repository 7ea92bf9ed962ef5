/**
 * `cardtext lint --cache`: a rerun gives the same bytes as a run without the cache, after any
 * edit; it parses only the cards that changed (and those the file-wide results depend on), and
 * none at all when nothing changed; every input a result depends on invalidates it; a cache file
 * that is damaged, foreign or unreadable is reported once and never trusted; concurrent runs
 * leave a valid cache.
 */
import * as assert from 'node:assert';
import { copyFileSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CliIO } from '../../server/src/cli/args.js';
import { lint, type LintCore } from '../../server/src/cli/lint.js';
import * as lintCore from '../../server/src/cli/lintCore.js';
import { cardToText } from '../../server/src/language/importer.js';
import { splitChunks } from '../../server/src/language/chunks.js';
import { fixtureCards, fixturePath, repoRoot } from '../helpers.js';
import { mkfifo, runIn, spawnCli, tempFolder } from './cliHelpers.js';

/** One in-process lint run: its output, whether it loaded the parsing half, and how many chunks each fill parsed. */
interface Run { code: number; stdout: string; stderr: string; loadedCore: boolean; parsed: number[] }

function lintIn(cwd: string, ...args: string[]): Run {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color: false, cwd };
  const run: Run = { code: 0, stdout: '', stderr: '', loadedCore: false, parsed: [] };
  const core = (): LintCore => {
    run.loadedCore = true;
    return { ...lintCore, fillSection: (lookup, options) => {
      const filled = lintCore.fillSection(lookup, options);
      run.parsed.push(filled.parsed);
      return filled;
    } };
  };
  run.code = lint(args, io, core);
  return { ...run, stdout, stderr };
}

/** Asserts that a cached run printed exactly what a run without the cache prints, in both formats. */
function expectSameAsUncached(dir: string, files: string[], label: string): Run[] {
  const runs: Run[] = [];
  for (const format of ['json', 'stylish']) {
    const plain = runIn(dir, 'lint', '--format', format, ...files);
    const cached = lintIn(dir, '--format', format, '--cache', ...files);
    assert.strictEqual(cached.stdout, plain.stdout, `${label} (${format}): the cached report differs`);
    assert.strictEqual(cached.code, plain.code, `${label} (${format}): exit code`);
    assert.strictEqual(cached.stderr, plain.stderr, `${label} (${format}): messages`);
    runs.push(cached);
  }
  return runs;
}

const fixtureText = () => fixtureCards().map((c) => cardToText(c)).join('\n\n');

/** A set that exercises every file-wide result: directives, a duplicate name, tokens, a meld, stray text. */
const setText = [
  '# Violet Hollow',
  '@set VHL Violet Hollow',
  '@mana {P} purple',
  '',
  'Spore Caller {2}{G}',
  'Creature — Fungus Druid',
  'When this creature enters, create two 1/1 green Saproling creature tokens.',
  '2/2',
  '',
  'Violet Spring',
  'Land',
  '{T}: Add {P}.',
  '',
  'Bruna, the Fading Light {5}{W}{W}',
  'Legendary Creature — Angel Horror',
  'When you cast this spell, you may return target Angel or Human creature card from your graveyard to the battlefield.',
  'Flying, vigilance',
  '(Melds with Gisela, the Broken Blade.)',
  '5/7',
  '',
  'Gisela, the Broken Blade {2}{W}{W}',
  'Legendary Creature — Angel Horror',
  'Flying, first strike, lifelink',
  'At the beginning of your end step, if you both own and control Gisela, the Broken Blade and a creature named Bruna, the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.',
  '4/3',
  '',
  'Brisela, Voice of Nightmares',
  'Legendary Creature — Eldrazi Angel',
  'Flying, first strike, vigilance, lifelink',
  "Your opponents can't cast spells with mana value 3 or less.",
  '9/10',
  '',
  'Violet Spring',
  'Land',
  '{T}: Add {P}{P}.',
  '',
  '@keyword Lurk',
  '',
  'Relic {2}',
  'Artifact',
  '{T}: Add {T}.',
  '',
].join('\n');

suite('cardtext lint --cache', () => {
  let t: ReturnType<typeof tempFolder>;
  setup(() => {
    t = tempFolder('cache');
  });
  teardown(() => t.remove());

  test('a cold run, then a rerun, print exactly what a run without the cache prints (fixture cards, the showcase, a set with every file-wide result)', function () {
    this.timeout(60000);
    t.write('fixtures.cards', fixtureText());
    copyFileSync(join(repoRoot(), 'examples', 'showcase.cards'), t.path('showcase.cards'));
    t.write('set.cards', setText);
    const files = ['fixtures.cards', 'showcase.cards', 'set.cards'];
    const cold = expectSameAsUncached(t.dir, files, 'cold');
    assert.ok(cold[0].parsed.length === 3, 'the first run parsed every file');
    assert.ok(statSync(t.path('.cardtextcache')).size > 0, 'the cache file is written in the working folder');
    const warm = expectSameAsUncached(t.dir, files, 'warm');
    assert.deepStrictEqual(warm.map((r) => r.loadedCore), [false, false], 'a rerun with nothing changed never loads the parser');
    assert.strictEqual(warm[0].stderr, '');
  });

  test('after each edit, the rerun equals a run without the cache and parses only what changed and what file-wide results depend on', function () {
    this.timeout(60000);
    const cards = fixtureCards().map((c) => cardToText(c));
    const write = (list: string[]) => t.write('set.cards', `${setText}\n${list.join('\n\n')}\n`);
    write(cards);
    expectSameAsUncached(t.dir, ['set.cards'], 'cold');
    const total = cards.length + splitChunks(setText).chunks.length;
    const edits: [string, string[]][] = [
      ['a card in the middle edited, its line count unchanged', cards.map((c, i) => (i === 30 ? c.replace(/\n/, ' {G}\n') : c))],
      ['a line added inside a card near the top (every card below moves)', cards.map((c, i) => (i === 2 ? `${c}\nFlavor: moved.` : c))],
      ['a card renamed to another card\'s name (a new duplicate)', cards.map((c, i) => (i === 40 ? c.replace(/^[^\n{]*?(?= \{|\n)/, cards[41].split(/ \{|\n/)[0]) : c))],
      ['a card removed', cards.filter((_, i) => i !== 10)],
      ['a card that creates a token with no token card', [...cards, 'Spore Lord {3}{G}\nCreature — Fungus\nWhen this creature enters, create a 1/1 green Mothling creature token.\n3/3']],
      ['the token card added', [...cards, 'Spore Lord {3}{G}\nCreature — Fungus\nWhen this creature enters, create a 1/1 green Mothling creature token.\n3/3', 'Mothling\nToken Creature — Mothling\n1/1']],
    ];
    for (const [label, list] of edits) {
      write(list);
      const [json] = expectSameAsUncached(t.dir, ['set.cards'], label);
      const parsed = json.parsed[0] ?? 0;
      // What changed, and the cards file-wide results depend on (now and last time): well under the whole file.
      assert.ok(parsed > 0 && parsed < total / 2, `${label}: parsed ${parsed} of ${total} chunks`);
    }
    const meldless = setText.replace(/Gisela, the Broken Blade \{2\}[^]*?4\/3\n\n/, '');
    t.write('set.cards', `${meldless}\n${cards.join('\n\n')}\n`);
    expectSameAsUncached(t.dir, ['set.cards'], 'a meld front removed (the melded card reads alone again)');
    t.write('set.cards', `${setText.replace('@mana {P} purple', '@mana {Q} quartz')}\n${cards.join('\n\n')}\n`);
    const [json] = expectSameAsUncached(t.dir, ['set.cards'], 'a directive changed');
    assert.strictEqual(json.parsed[0], total, 'a changed directive re-analyses every card');
  });

  test('a card that makes a word the set\'s own changes how the other cards read, and the cached rerun follows (the summary lists the word)', function () {
    this.timeout(60000);
    const cards = fixtureCards().slice(0, 40).map((c) => cardToText(c));
    const lead = 'Lead {1}{W}\nCreature — Human Actor\n2/2';
    const understudy = 'Understudy {W}\nCreature — Human Actor\nVigilance\n1/1';
    t.write('set.cards', `${setText}\n${[lead, ...cards].join('\n\n')}\n`);
    const [, once] = expectSameAsUncached(t.dir, ['set.cards'], 'one card uses Actor');
    assert.match(once.stdout, /Lead: Actor is new/);
    t.write('set.cards', `${setText}\n${[lead, ...cards, understudy].join('\n\n')}\n`);
    const [json, twice] = expectSameAsUncached(t.dir, ['set.cards'], 'two cards use Actor');
    assert.doesNotMatch(twice.stdout, /Actor is new/);
    assert.match(twice.stdout, /set\.cards: 1 word of the set's own, not declared: creature type Actor \(2 cards\)/);
    assert.deepStrictEqual(JSON.parse(json.stdout).files[0].vocabulary, [{ kind: 'subtype', type: 'creature', word: 'Actor', cards: 2 }]);
    // Nothing changed: the words come from the cache too, and nothing is parsed.
    const again = lintIn(t.dir, '--cache', 'set.cards');
    assert.strictEqual(again.stdout, twice.stdout);
    assert.strictEqual(again.loadedCore, false);
  });

  test('the note of a set\'s word that shadows a rules word stays on its first use in cached reruns, as the first use moves (an Aura type on artifacts)', function () {
    this.timeout(60000);
    const cards = fixtureCards().slice(0, 40).map((c) => cardToText(c));
    const charm = (name: string) => `${name} {2}\nArtifact — Aura\n{T}: Add {C}.`;
    const write = (list: string[]) => t.write('set.cards', `${setText}\n${list.join('\n\n')}\n`);
    write([...cards.slice(0, 10), charm('Brass Ward'), ...cards.slice(10, 30), charm('Brass Bell'), ...cards.slice(30)]);
    const [, first] = expectSameAsUncached(t.dir, ['set.cards'], 'two artifacts use Aura');
    assert.match(first.stdout, /Brass Ward: Aura is the set's own artifact type \(2 cards\)/);
    // A third use added before the first: the note moves to it, in the cached run too.
    write([charm('Brass Lamp'), ...cards.slice(0, 10), charm('Brass Ward'), ...cards.slice(10, 30), charm('Brass Bell'), ...cards.slice(30)]);
    const [, moved] = expectSameAsUncached(t.dir, ['set.cards'], 'a third use before the first');
    assert.match(moved.stdout, /Brass Lamp: Aura is the set's own artifact type \(3 cards\)/);
    assert.doesNotMatch(moved.stdout, /Brass Ward: Aura is/);
    // The first use edited away: the note moves to the next.
    write([...cards.slice(0, 10), charm('Brass Ward'), ...cards.slice(10, 30), charm('Brass Bell'), ...cards.slice(30)].map((c) => (c.startsWith('Brass Ward') ? c.replace('— Aura', '— Aura Equipment') : c)));
    expectSameAsUncached(t.dir, ['set.cards'], 'the first use edited');
  });

  test('the cached rerun reads the set\'s words as a plain run does: a one-card typo of a declared word, and the counts after an edit (the review\'s repros)', function () {
    this.timeout(60000);
    const kindle = (name: string, word: string) => `${name} {1}{G}\nCreature — Elf\n${word} 2 (When this creature enters, look at the top two cards.)\n2/2`;
    t.write('set.cards', `@keyword Kindle\n\n${kindle('Alpha', 'Kindle')}\n\n${kindle('Beta', 'Kindel')}\n`);
    const [json] = expectSameAsUncached(t.dir, ['set.cards'], 'a typo of a declared keyword');
    assert.ok(JSON.parse(json.stdout).files[0].diagnostics.some((d: { code: string }) => d.code === 'unknown-keyword'));
    const grove = (name: string, type: string) => `${name} {3}{G}\nCreature — ${type}\n4/4`;
    const three = [grove('Marra', 'Grovekin'), grove('Deepwood Elder', 'Grovekin'), grove('Rotmother Crone', 'Grovekin'), 'Ridge\nLand\n{T}: Add {R}.'];
    t.write('grove.cards', `${three.join('\n\n')}\n`);
    expectSameAsUncached(t.dir, ['grove.cards'], 'three cards use Grovekin');
    t.write('grove.cards', `${three.map((c) => c.replace('Rotmother Crone {3}{G}\nCreature — Grovekin', 'Rotmother Crone {3}{G}\nCreature — Elf')).join('\n\n')}\n`);
    const [, stylish] = expectSameAsUncached(t.dir, ['grove.cards'], 'two cards use Grovekin');
    assert.match(stylish.stdout, /creature type Grovekin \(2 cards\)/);
  });

  test('a directive out of place stays out of force and token cards stay defined in the cached reruns (the reviewer\'s repros)', function () {
    this.timeout(60000);
    const steps: [string, string][] = [
      // A misplaced @mana after the first card, then it and the card after it edited.
      ['a misplaced @mana', 'Grizzly {1}{G}\nCreature — Bear\n2/2\n\n@mana {P} purple\n\nViolet Spring\nLand\n{T}: Add {P}.\n'],
      ['the misplaced @mana and the next card edited', 'Grizzly {1}{G}\nCreature — Bear\n2/2\n\n@mana {P} violet\n\nViolet Spring\nLand\nRarity: Common\n{T}: Add {P}.\n'],
      // @set on the first card's chunk, a second @set later; the last card edited.
      ['a second @set after the cards', '@set VHL Violet Hollow\nGrizzly {1}{G}\nCreature — Bear\n2/2\n\nElk {1}{G}\nCreature — Elk\n2/2\n\n@set VHL Violet Hollow\n\nMoose {2}{G}\nCreature — Elk\n3/3\n'],
      ['its last card edited', '@set VHL Violet Hollow\nGrizzly {1}{G}\nCreature — Bear\n2/2\n\nElk {1}{G}\nCreature — Elk\n2/2\n\n@set VHL Violet Hollow\n\nMoose {2}{G}\nCreature — Elk\n3/4\n'],
      // A token card in the middle; a card that creates that token appended last.
      ['a set with a token card', '@set VHL Violet Hollow\n\nGrizzly {1}{G}\nCreature — Bear\n2/2\n\nSaproling\nToken Creature — Saproling\n1/1\n\nElk {1}{G}\nCreature — Elk\n2/2\n'],
      ['a card creating that token appended', '@set VHL Violet Hollow\n\nGrizzly {1}{G}\nCreature — Bear\n2/2\n\nSaproling\nToken Creature — Saproling\n1/1\n\nElk {1}{G}\nCreature — Elk\n2/2\n\nSpore Caller {1}{G}\nCreature — Fungus\nWhen this creature enters, create a 1/1 green Saproling creature token.\n1/1\n'],
      ['the token card turned into an ordinary card', '@set VHL Violet Hollow\n\nGrizzly {1}{G}\nCreature — Bear\n2/2\n\nElk\nCreature — Elk\n1/1\n\nElk Two {1}{G}\nCreature — Elk\n2/2\n\nSpore Caller {1}{G}\nCreature — Fungus\nWhen this creature enters, create a 1/1 green Saproling creature token.\n1/1\n'],
    ];
    for (const [label, text] of steps) {
      t.write('set.cards', text);
      expectSameAsUncached(t.dir, ['set.cards'], label);
    }
  });

  test('a rules, rulings or cards file named on the command line is part of what results depend on', function () {
    this.timeout(30000);
    t.write('set.cards', setText);
    const rules = t.write('rules.txt', readFileSync(fixturePath('comprehensive-rules.txt'), 'utf8'));
    const first = lintIn(t.dir, '--cache', '--rules', 'rules.txt', 'set.cards');
    assert.ok(first.parsed.length === 1);
    assert.strictEqual(lintIn(t.dir, '--cache', '--rules', 'rules.txt', 'set.cards').parsed.length, 0, 'the same rules file: every card from the cache');
    const later = new Date(Date.now() + 5000);
    utimesSync(rules, later, later);
    const touched = lintIn(t.dir, '--cache', '--rules', 'rules.txt', 'set.cards');
    assert.strictEqual(touched.parsed.length, 1, 'a rules file changed (its modification time): the file is analysed again');
    assert.strictEqual(touched.stdout, first.stdout);
    assert.strictEqual(lintIn(t.dir, '--cache', 'set.cards').parsed.length, 1, 'no rules file any more: analysed again');
  });

  test('a cache file written by another build of cardtext is ignored with one message, and the output is unchanged', async function () {
    this.timeout(60000);
    t.write('set.cards', setText);
    const plain = runIn(t.dir, 'lint', '--format', 'json', 'set.cards');
    const bundle = join(repoRoot(), 'dist', 'cli.js');
    const other = t.write('other/cli.js', `${readFileSync(bundle, 'utf8')}\n// another build\n`);
    const first = await spawnCli(t.dir, ['lint', '--format', 'json', '--cache', 'set.cards']);
    assert.strictEqual(first.stdout, plain.stdout);
    assert.strictEqual(first.stderr, '');
    const warm = await spawnCli(t.dir, ['lint', '--format', 'json', '--cache', 'set.cards']);
    assert.strictEqual(warm.stdout, plain.stdout, 'the bundle answers from its cache');
    assert.strictEqual(warm.stderr, '');
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, [other, 'lint', '--format', 'json', '--cache', 'set.cards'], { cwd: t.dir, encoding: 'utf8' });
    assert.strictEqual(run.stdout, plain.stdout);
    assert.match(run.stderr, /cardtext: the cache file ".*\.cardtextcache" is not used: it was written by another version of cardtext; it is ignored and will be rewritten\n/);
    assert.strictEqual(run.stderr.split('\n').filter(Boolean).length, 1, 'one message');
  });

  suite('a cache file that cannot be trusted is reported once and never used', () => {
    const setUp = () => {
      t.write('set.cards', setText);
      const plain = runIn(t.dir, 'lint', '--format', 'json', 'set.cards');
      assert.strictEqual(lintIn(t.dir, '--format', 'json', '--cache', 'set.cards').stdout, plain.stdout);
      return { plain, cache: t.path('.cardtextcache'), stored: readFileSync(t.path('.cardtextcache')) };
    };
    const expectIgnored = (plain: { stdout: string }, message: RegExp) => {
      const run = lintIn(t.dir, '--format', 'json', '--cache', 'set.cards');
      assert.strictEqual(run.stdout, plain.stdout);
      assert.match(run.stderr, message);
      assert.strictEqual(run.stderr.split('\n').filter(Boolean).length, 1, 'one message');
      assert.strictEqual(run.code, 1, 'the exit code is the lint\'s (the set has errors), not 2');
      return run;
    };

    test('cut short: ignored, re-analysed, rewritten (the next run is silent and parses nothing)', () => {
      const { plain, cache, stored } = setUp();
      writeFileSync(cache, stored.subarray(0, Math.floor(stored.length / 2)));
      const run = expectIgnored(plain, /the cache file ".*" is not used: it is damaged \(cut short or changed since cardtext wrote it\); it is ignored and will be rewritten/);
      assert.strictEqual(run.parsed.length, 1);
      const next = lintIn(t.dir, '--format', 'json', '--cache', 'set.cards');
      assert.deepStrictEqual([next.stderr, next.loadedCore, next.stdout], ['', false, plain.stdout]);
    });

    test('one stored message changed by hand (a result that would be wrong): the change is detected and nothing stored is used', () => {
      const { plain, cache, stored } = setUp();
      const text = stored.toString('utf8');
      assert.ok(text.includes('is already'), 'the cache holds the duplicate-name message');
      writeFileSync(cache, text.replace('is already', 'is not'));
      const run = expectIgnored(plain, /is not used: it is damaged/);
      assert.ok(!run.stdout.includes('is not named'));
    });

    test('another cache format: ignored and rewritten', () => {
      const { plain, cache, stored } = setUp();
      writeFileSync(cache, stored.toString('utf8').replace(/^cardtext-cache\t1\t/, 'cardtext-cache\t0\t'));
      expectIgnored(plain, /it was written in another cache format \(0, this cardtext reads 1\); it is ignored and will be rewritten/);
    });

    test('a file that is no cardtext cache: left alone (never overwritten), results not cached', () => {
      const { plain, cache } = setUp();
      writeFileSync(cache, 'my notes\n');
      expectIgnored(plain, /is not used: it is not a cardtext cache file; it is left alone and results are not cached this run/);
      assert.strictEqual(readFileSync(cache, 'utf8'), 'my notes\n');
    });

    test('a FIFO in its place: not read (no hang), not replaced', () => {
      t.write('set.cards', setText);
      const plain = runIn(t.dir, 'lint', '--format', 'json', 'set.cards');
      mkfifo(t.path('.cardtextcache'));
      expectIgnored(plain, /the cache file ".*" can't be read \(it is not a regular file \(a device, pipe or socket\), so it is not read\); results are not cached this run/);
      assert.ok(statSync(t.path('.cardtextcache')).isFIFO());
    });
  });

  test('two runs at once leave a valid cache (the last writer wins): the next run reads it without a message', async function () {
    this.timeout(60000);
    t.write('a.cards', setText);
    t.write('b.cards', fixtureText());
    for (let round = 0; round < 3; round++) {
      t.write('a.cards', `${setText}\nExtra ${round} {G}\nCreature — Elf\n1/1\n`);
      const runs = await Promise.all([1, 2, 3].map(() => spawnCli(t.dir, ['lint', '--format', 'json', '--cache', 'a.cards', 'b.cards'])));
      const expected = runIn(t.dir, 'lint', '--format', 'json', 'a.cards', 'b.cards');
      for (const run of runs) {
        assert.strictEqual(run.stdout, expected.stdout);
        assert.strictEqual(run.stderr, '');
      }
      // The bundle is another build than the tests' modules: the next run must be the bundle too.
      const after = await spawnCli(t.dir, ['lint', '--format', 'json', '--cache', 'a.cards', 'b.cards']);
      assert.deepStrictEqual([after.stderr, after.stdout], ['', expected.stdout]);
    }
  });

  test('--cache-location names the file, or a folder to put .cardtextcache in; without --cache it is a usage error; standard input is never cached', () => {
    t.write('set.cards', setText);
    lintIn(t.dir, '--cache', '--cache-location', 'store/results', 'set.cards');
    assert.ok(statSync(t.path('store/results')).isFile(), 'a file path');
    t.write('folder/.keep', '');
    lintIn(t.dir, '--cache', '--cache-location', 'folder', 'set.cards');
    assert.ok(statSync(t.path('folder/.cardtextcache')).isFile(), 'an existing folder');
    lintIn(t.dir, '--cache', '--cache-location', 'new/', 'set.cards');
    assert.ok(statSync(t.path('new/.cardtextcache')).isFile(), 'a path ending with a separator');
    const usage = runIn(t.dir, 'lint', '--cache-location', 'x', 'set.cards');
    assert.strictEqual(usage.code, 2);
    assert.match(usage.stderr, /--cache-location names the cache file, so it needs --cache/);
    let stdout = '';
    const io: CliIO = { stdout: (s) => { stdout += s; }, stderr: () => undefined, color: false, cwd: t.dir, readStdin: () => ({ ok: true, text: setText, bytes: setText.length }) };
    let loaded = 0;
    lint(['--cache', '--cache-location', 'stdin-cache', '-'], io, () => { loaded++; return lintCore; });
    lint(['--cache', '--cache-location', 'stdin-cache', '-'], io, () => { loaded++; return lintCore; });
    assert.strictEqual(loaded, 2, 'standard input is linted each time');
    assert.ok(stdout.includes('<stdin>'));
  });

  test('the cache is never written over a linted file', () => {
    t.write('set.cards', setText);
    const run = lintIn(t.dir, '--cache', '--cache-location', 'set.cards', 'set.cards');
    assert.match(run.stderr, /the cache file ".*set\.cards" (is not used: it is not a cardtext cache file|could not be written: it is one of the input files)/);
    assert.strictEqual(readFileSync(t.path('set.cards'), 'utf8'), setText);
  });
});
