import * as assert from 'node:assert';
import { asFan } from '../../server/src/setDesign/asFan.js';
import { draftBooster, readCollation, type Collation } from '../../server/src/setDesign/collation.js';
import { designCards } from '../../server/src/setDesign/designCards.js';
import { drawPacks, generator, openPacks } from '../../server/src/setDesign/packs.js';
import { colorKeys } from '../../server/src/stats/setStats.js';
import { runIn, tempFolder } from '../cli/cliHelpers.js';
import { parse, validate } from '../helpers.js';

const colorCost: Record<string, string> = { W: '{W}', U: '{U}', B: '{B}', R: '{R}', G: '{G}', A: '{2}' };

/** A set of `n` cards per colour and rarity letter ("W:C4 U:R1 …"), each named for its place, plus basic lands. */
function setText(plan: string, lands = 0): string {
  const out: string[] = [];
  const rarity: Record<string, string> = { C: 'Common', U: 'Uncommon', R: 'Rare', M: 'Mythic' };
  for (const part of plan.split(' ')) {
    const [color, spec] = part.split(':');
    const n = Number(spec.slice(1));
    for (let i = 0; i < n; i++) {
      const kind = color === 'A' ? 'Artifact Creature — Golem' : 'Creature — Spirit';
      out.push(`${color}${spec[0]} Spirit ${i + 1} ${colorCost[color]}\n${kind}\n${i % 2 === 0 ? 'Flying\n' : ''}Rarity: ${rarity[spec[0]]}\n1/1`);
    }
  }
  for (let i = 0; i < lands; i++) out.push(`${['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'][i % 5]}\nBasic Land — ${['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'][i % 5]}`);
  return out.join('\n\n') + '\n';
}

const cardsOf = (text: string) => designCards(parse(text).models);

suite('boosters and as-fan', () => {
  test('the generator is fixed by its seed: the same seed gives the same numbers, another seed others', () => {
    const a = generator('seed');
    const b = generator('seed');
    const c = generator('other');
    const xs = Array.from({ length: 5 }, () => a());
    assert.deepStrictEqual(Array.from({ length: 5 }, () => b()), xs);
    assert.notDeepStrictEqual(Array.from({ length: 5 }, () => c()), xs);
    assert.ok(xs.every((x) => x >= 0 && x < 1));
  });

  test('a pack holds each slot\'s count of its rarity, a basic land in the land slot, and no card twice', () => {
    const cards = cardsOf(setText('W:C6 U:C6 B:U2 R:U2 G:R1 A:M1', 5));
    const packs = openPacks(cards, draftBooster, 200, 7);
    for (const pack of packs) {
      assert.strictEqual(pack.length, 15);
      assert.strictEqual(new Set(pack.map((c) => c.name)).size, 15, 'no card twice');
      assert.strictEqual(pack.filter((c) => c.slot === 'common' && c.rarity === 'common').length, 10);
      assert.strictEqual(pack.filter((c) => c.rarity === 'uncommon').length, 3);
      assert.strictEqual(pack.filter((c) => c.rarity === 'basic land').length, 1);
    }
    const mythics = packs.filter((p) => p.some((c) => c.rarity === 'mythic')).length;
    assert.ok(mythics > 10 && mythics < 45, `about one pack in eight has the mythic (${mythics} of 200)`);
  });

  test('as-fan is exact on a small case: one common slot over a white and a blue common gives half a card of each', () => {
    const one = readCollation('One: 1 common') as Collation;
    const fan = asFan(cardsOf(setText('W:C1 U:C1')), one);
    assert.strictEqual(fan.colors.W, 0.5);
    assert.strictEqual(fan.colors.U, 0.5);
    assert.strictEqual(fan.packSize, 1);
    assert.strictEqual(fan.keywords.Flying, 1, 'both cards fly');
  });

  test('as-fan matches the mean of 20,000 seeded packs within three standard errors for every colour and rarity', () => {
    const cards = cardsOf(setText('W:C9 U:C7 B:C8 R:U4 G:U3 A:C2 W:U2 U:R2 B:R1 G:M2', 5));
    const collation = readCollation('Wild: 8 common; 3 uncommon; 1 rare/mythic 1:6; 2 common 50 uncommon 30 rare 15 mythic 5; 1 land') as Collation;
    const fan = asFan(cards, collation);
    const n = 20000;
    const keys = [...colorKeys.map((k) => `color:${k}`), 'rarity:common', 'rarity:uncommon', 'rarity:rare', 'rarity:mythic', 'rarity:basic land'];
    const perPack = new Map(keys.map((k) => [k, new Float64Array(n)]));
    drawPacks(cards, collation, n, 'as-fan', (p, card) => {
      perPack.get(`color:${card.color}`)![p]++;
      perPack.get(`rarity:${card.basicLand ? 'basic land' : card.rarity}`)![p]++;
    });
    for (const key of keys) {
      const xs = perPack.get(key)!;
      const mean = xs.reduce((a, b) => a + b, 0) / n;
      const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
      const se = Math.sqrt(variance / n);
      const [kind, name] = key.split(':');
      const exact = kind === 'color' ? fan.colors[name] : fan.rarity[name];
      assert.ok(Math.abs(mean - exact) <= 3 * se + 1e-4, `${key}: as-fan ${exact}, mean ${mean.toFixed(4)} ± ${se.toFixed(4)}`);
    }
  });

  suite('cardtext boosters', () => {
    const folder = tempFolder('boosters');
    suiteTeardown(() => folder.remove());
    const run = (...argv: string[]) => runIn(folder.dir, ...argv);

    test('its JSON is an array of packs of {name, rarity, slot}, and the same seed opens the same packs', () => {
      folder.write('set.cards', `@collation Mini: 3 common; 1 uncommon\n\n${setText('W:C4 U:C3 B:U2')}`);
      const first = run('boosters', 'set.cards', '--packs', '3', '--seed', '42', '--format', 'json');
      assert.strictEqual(first.code, 0, first.stderr);
      const packs = JSON.parse(first.stdout) as { name: string; rarity: string; slot: string }[][];
      assert.strictEqual(packs.length, 3);
      for (const pack of packs) {
        assert.deepStrictEqual(pack.map((c) => Object.keys(c)), [['name', 'rarity', 'slot'], ['name', 'rarity', 'slot'], ['name', 'rarity', 'slot'], ['name', 'rarity', 'slot']]);
        assert.deepStrictEqual(pack.map((c) => c.slot), ['common', 'common', 'common', 'uncommon']);
      }
      assert.strictEqual(run('boosters', 'set.cards', '--packs', '3', '--seed', '42', '--format', 'json').stdout, first.stdout);
      assert.notStrictEqual(run('boosters', 'set.cards', '--packs', '3', '--seed', '43', '--format', 'json').stdout, first.stdout);
    });

    test('without --seed it says the seed it used, so the packs can be opened again', () => {
      folder.write('set.cards', `@collation Mini: 2 common\n\n${setText('W:C4')}`);
      const result = run('boosters', 'set.cards');
      assert.strictEqual(result.code, 0);
      const seed = /give --seed (\d+)/.exec(result.stderr)?.[1];
      assert.ok(seed, result.stderr);
      assert.strictEqual(run('boosters', 'set.cards', '--seed', seed).stdout, result.stdout);
      assert.match(result.stdout, /^Pack 1 of 1 \(Mini, seed \d+\):\n {2}common/);
    });

    test('--collation picks a built-in or the set\'s own by name; an unknown name lists the ones there are', () => {
      folder.write('set.cards', `@collation Mini: 2 common\n\n${setText('W:C12 U:U3 B:R1', 1)}`);
      const draft = JSON.parse(run('boosters', 'set.cards', '--collation', 'draft', '--seed', '1', '--format', 'json').stdout);
      assert.strictEqual(draft[0].length, 15);
      const missing = run('boosters', 'set.cards', '--collation', 'jumbo');
      assert.strictEqual(missing.code, 2);
      assert.match(missing.stderr, /no collation "jumbo" \(it has Mini, play, draft\)/);
    });

    test('a malformed collation exits 2 with the message its diagnostic gives, on its line', () => {
      const text = `# a set\n@collation Arena: 10 comon\n\n${setText('W:C4')}`;
      folder.write('set.cards', text);
      const result = run('boosters', 'set.cards');
      assert.strictEqual(result.code, 2);
      const diagnostic = validate(text).find((d) => d.range.start.line === 1)!;
      assert.strictEqual(result.stderr, `cardtext: set.cards:2: ${diagnostic.message.replace(/^File: /, '')}\n`);
    });

    test('a collation the set cannot fill exits 2 with the unfillable-collation message, and no packs are printed', () => {
      const text = `@collation Big: 8 common\n\n${setText('W:C4')}`;
      folder.write('set.cards', text);
      const result = run('boosters', 'set.cards', '--seed', '1');
      assert.strictEqual(result.code, 2);
      assert.strictEqual(result.stdout, '');
      const diagnostic = validate(text).find((d) => d.code === 'unfillable-collation')!;
      const [first, hint] = result.stderr.split('\n');
      assert.strictEqual(first, `cardtext: set.cards:1: ${diagnostic.message.replace(/^File: /, '')}`);
      // Four commons fill no pack cardtext knows: the hint says how to make one.
      assert.match(hint, /^cardtext: no collation of the set fits it: .*write a smaller @collation/);
    });

    test('a set the default play booster cannot fill is told the collation that fits it (draft: one mythic a pack, not three)', () => {
      // Two mythics: a play booster's rare slot and two wildcards can need three; a draft booster needs one.
      folder.write('set.cards', setText('W:C10 U:C4 B:U3 R:U2 G:R4 A:M2', 1));
      const result = run('boosters', 'set.cards', '--seed', '1');
      assert.strictEqual(result.code, 2);
      assert.strictEqual(result.stdout, '');
      assert.match(result.stderr, /^cardtext: a play pack can hold 3 mythic cards, but the set has 2 \(a pack repeats no card\)\ncardtext: --collation draft fits this set/);
      // The hint is right: draft packs open.
      assert.strictEqual(run('boosters', 'set.cards', '--seed', '1', '--collation', 'draft').code, 0);
      // The set's own collation that fits is named too.
      folder.write('own.cards', `@collation Small: 5 common; 1 uncommon\n\n${setText('W:C10 U:C4 B:U3 R:U2 G:R4 A:M2', 1)}`);
      assert.match(run('boosters', 'own.cards', '--seed', '1', '--collation', 'play').stderr, /--collation Small or --collation draft fits this set/);
    });

    test('bad arguments are usage errors that name the argument', () => {
      folder.write('set.cards', setText('W:C12 U:U3 B:R1'));
      for (const [argv, message] of [[['--packs', '0'], /--packs takes a whole number/], [['--packs', 'many'], /--packs takes a whole number/], [['--format', 'xml'], /unknown format "xml"/]] as const) {
        const result = run('boosters', 'set.cards', ...argv);
        assert.strictEqual(result.code, 2, argv.join(' '));
        assert.match(result.stderr, message);
      }
      assert.match(run('boosters').stderr, /needs a .cards file/);
    });
  });
});
