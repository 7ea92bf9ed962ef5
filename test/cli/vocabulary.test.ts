/**
 * The set's own words on the command line: `cardtext lint` lists the words a file uses as its own
 * once, in its summary (and in each file's `vocabulary` in JSON); `cardtext explain WORD --cards
 * FILE` knows the set's keywords, subtypes and custom mana.
 */
import * as assert from 'node:assert';
import { runIn, tempFolder } from './cliHelpers.js';
import { gearSet } from '../helpers.js';

const set = `${gearSet('Gearlnig', '')}\n`;

suite('the set\'s own words on the command line', () => {
  const t = tempFolder('vocabulary');
  suiteTeardown(() => t.remove());

  test('lint lists the words once in its summary, and still reports a typo of one with "did you mean"', () => {
    t.write('set.cards', set);
    t.write('other.cards', 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.\n');
    const r = runIn(t.dir, 'lint', 'set.cards', 'other.cards');
    assert.strictEqual(r.code, 0);
    assert.match(r.stdout, /Forgehand: Gearlnig is not a creature type — did you mean Gearling\? \(205\.3\)/);
    const listed = r.stdout.split('\n').filter((l) => /words? of the set's own/.test(l));
    assert.deepStrictEqual(listed, ['set.cards: 2 words of the set\'s own, not declared: keyword Kindle (1 card); creature type Gearling (2 cards)']);
    assert.match(r.stdout, /Declare them \(@subtype, @keyword, @type, @supertype\)/);
  });

  test('a file whose words are all declared lists none', () => {
    t.write('declared.cards', `@subtype Creature Gearling\n@keyword Kindle\n${set.replace('Gearlnig', 'Gearling')}`);
    const r = runIn(t.dir, 'lint', 'declared.cards');
    assert.doesNotMatch(r.stdout, /of the set's own/);
    assert.match(r.stdout, /3 cards in 1 file: no problems\./);
  });

  test('the JSON report gives each file\'s words', () => {
    t.write('set.cards', set);
    const report = JSON.parse(runIn(t.dir, 'lint', '--format', 'json', 'set.cards').stdout);
    assert.deepStrictEqual(report.files[0].vocabulary, [
      { kind: 'keyword', word: 'Kindle', cards: 1, reminder: true },
      { kind: 'subtype', type: 'creature', word: 'Gearling', cards: 2 },
    ]);
  });

  test('explain knows the set\'s custom mana, its keywords (declared or not) and its subtypes', () => {
    t.write('set.cards', set);
    const mana = runIn(t.dir, 'explain', '{V}', '--cards', 'set.cards');
    assert.strictEqual(mana.code, 0, mana.stderr);
    assert.match(mana.stdout, /^\{V\} — mana of type "violet", declared in set\.cards with @mana/);
    assert.match(mana.stdout, /Used on 1 card: Gear Smith\./);
    const keyword = runIn(t.dir, 'explain', 'overclock', '--cards', 'set.cards');
    assert.match(keyword.stdout, /^Overclock — a keyword of this set, declared in set\.cards with @keyword\.\nReminder text: \(You may cast this spell/);
    const inferred = runIn(t.dir, 'explain', 'Kindle', '--cards', 'set.cards');
    assert.match(inferred.stdout, /^Kindle — a keyword of this set, the set's own in set\.cards: not declared/);
    const subtype = runIn(t.dir, 'explain', 'gearling', '--cards', 'set.cards');
    assert.match(subtype.stdout, /^Gearling — a creature type of this set.*\nUsed on 2 cards: Gear Smith, Tinker\./);
    // Without the file, the words are unknown; the rules' own still answer.
    assert.strictEqual(runIn(t.dir, 'explain', 'overclock').code, 2);
    assert.match(runIn(t.dir, 'explain', 'flying', '--cards', 'set.cards').stdout, /702\.9/);
  });
});
