import * as assert from 'node:assert';
import { boosterSlotsOf, draftBooster, fillProblem, playBooster, readCollation, type Collation } from '../../server/src/setDesign/collation.js';
import { codes } from '../../server/src/language/checks/index.js';
import { diagnosticsOf, expectDiagnostic, expectNoDiagnostic, validate } from '../helpers.js';

/** A collation read from a directive's value, failing the test when it is not one. */
function collation(value: string): Collation {
  const read = readCollation(value);
  assert.ok(!('problem' in read) && !('builtIn' in read), JSON.stringify(read));
  return read as Collation;
}

function problemOf(value: string): string {
  const read = readCollation(value);
  assert.ok('problem' in read, `expected a problem for "${value}"`);
  return (read as { problem: string }).problem;
}

const pools = (common: number, uncommon: number, rare: number, mythic: number, land = 0) => ({ common, uncommon, rare, mythic, land });

suite('collations', () => {
  test('a set\'s own collation reads counts, rarities, a mythic rate and percentage weights', () => {
    const c = collation('Arena: 8 common; 3 uncommon; 1 rare/mythic 1:6; 1 common 60 uncommon 30 rare 10; 1 land');
    assert.strictEqual(c.name, 'Arena');
    assert.deepStrictEqual(c.slots.map((s) => s.count), [8, 3, 1, 1, 1]);
    assert.deepStrictEqual(c.slots[2].weights, { rare: 5 / 6, mythic: 1 / 6 });
    assert.deepStrictEqual(c.slots[3].weights, { common: 0.6, uncommon: 0.3, rare: 0.1 });
    assert.deepStrictEqual(c.slots[4].weights, { land: 1 });
  });

  test('"play" and "draft" name the built-in boosters, whose weights add up to one in every slot', () => {
    assert.deepStrictEqual(readCollation('draft'), { builtIn: draftBooster });
    assert.deepStrictEqual(readCollation(' Play '), { builtIn: playBooster });
    for (const c of [draftBooster, playBooster]) {
      for (const slot of c.slots) assert.ok(Math.abs(Object.values(slot.weights).reduce((a, b) => a + b, 0) - 1) < 1e-12, `${c.name} ${slot.label}`);
    }
    assert.strictEqual(draftBooster.slots.reduce((n, s) => n + s.count, 0), 15);
    assert.strictEqual(playBooster.slots.reduce((n, s) => n + s.count, 0), 14);
  });

  test('a malformed collation says what is wrong: an unknown rarity, weights that do not add up, a bad count, no slots', () => {
    assert.match(problemOf('Arena: 10 comon'), /"comon" is no rarity/);
    assert.match(problemOf('Arena: 1 common 50 uncommon 30'), /add up to 80, not 100/);
    assert.match(problemOf('Arena: 0 common'), /1 to 30 cards, not 0/);
    assert.match(problemOf('Arena: ten common'), /is no slot/);
    assert.match(problemOf('Arena: 1 common 50 common 50'), /common is weighted twice/);
    assert.match(problemOf('Arena: 1 common fifty uncommon 50'), /"fifty" is no percentage/);
    assert.match(problemOf('Arena: 20 common; 20 uncommon'), /a pack of 40 cards; at most 30/);
    assert.match(problemOf('just words'), /needs a name and slots/);
    assert.match(problemOf('Arena: ;'), /has no slots/);
  });

  test('a pack the set cannot fill without repeating a card names the rarity and both counts', () => {
    const c = collation('Big: 12 common; 3 uncommon; 1 rare/mythic 1:8');
    assert.match(fillProblem(c, pools(11, 3, 1, 1))!, /can hold 12 common cards, but the set has 11/);
    assert.strictEqual(fillProblem(c, pools(12, 3, 1, 1)), undefined);
    // A wildcard adds to every rarity it may draw.
    assert.strictEqual(fillProblem(playBooster, pools(9, 5, 3, 3)), undefined);
    assert.match(fillProblem(playBooster, pools(8, 5, 3, 3))!, /can hold 9 common cards, but the set has 8/);
    assert.match(fillProblem(playBooster, pools(9, 5, 3, 2))!, /can hold 3 mythic cards, but the set has 2/);
  });

  test('a rare/mythic slot of a set without mythics draws rares, so a set with rares only can fill it', () => {
    assert.strictEqual(fillProblem(draftBooster, pools(10, 3, 1, 0)), undefined);
    assert.match(fillProblem(draftBooster, pools(10, 3, 0, 0))!, /rare/);
  });

  test('a land slot needs as many basic lands as a pack takes, when the set has any (without, it stays empty)', () => {
    const lands = collation('Lands: 2 common; 2 land');
    assert.match(fillProblem(lands, pools(2, 0, 0, 0, 1))!, /can hold 2 basic lands, but the set has 1/);
    assert.strictEqual(fillProblem(lands, pools(2, 0, 0, 0, 0)), undefined);
    assert.strictEqual(fillProblem(lands, pools(2, 0, 0, 0, 2)), undefined);
  });

  test('exporters read a collation as commons, uncommons, a rare slot and a mythic rate, a mixed slot as its likeliest rarity', () => {
    assert.deepStrictEqual(boosterSlotsOf(draftBooster), { common: 10, uncommon: 3, rare: 1, mythicRate: 8 });
    assert.deepStrictEqual(boosterSlotsOf(collation('Odd: 5 common; 1 common 30 uncommon 30 rare 40; 1 common 20 uncommon 50 rare 30')), { common: 5, uncommon: 1, rare: 1, mythicRate: 8 });
    assert.deepStrictEqual(boosterSlotsOf(collation('Arena: 8 common; 3 uncommon; 1 rare/mythic 1:6')), { common: 8, uncommon: 3, rare: 1, mythicRate: 6 });
  });

  suite('as diagnostics', () => {
    const cards = (n: number, rarity: string) => Array.from({ length: n }, (_, i) => `${rarity} Card ${String.fromCharCode(65 + i)} {1}\nArtifact\nRarity: ${rarity}\n`).join('\n');

    test('a malformed @collation is an invalid-directive error on its line, and the cards keep their own diagnostics', () => {
      const result = validate(`@collation Arena: 10 comon\n\n${cards(2, 'Common')}\nBroken Card {1}{Q}\nInstant\nDraw a card.\n`);
      const d = expectDiagnostic(result, codes.invalidDirective, { at: '@collation Arena: 10 comon' });
      assert.match(d.message, /"comon" is no rarity/);
      assert.ok(result.some((x) => x.code !== codes.invalidDirective && x.range.start.line > 3), 'the broken card is still analysed');
    });

    test('an @collation the set cannot fill is a warning on the directive, and a fillable one is not', () => {
      const small = validate(`@collation Tiny: 3 common; 1 rare\n\n${cards(2, 'Common')}`);
      const d = expectDiagnostic(small, codes.unfillableCollation, { at: '@collation Tiny: 3 common; 1 rare' });
      assert.strictEqual(d.severity, 'warning');
      assert.match(d.message, /3 common cards, but the set has 2/);
      expectNoDiagnostic(validate(`@collation Tiny: 2 common\n\n${cards(2, 'Common')}`), codes.unfillableCollation);
    });

    test('two collations of one name: the second is called out with the line of the first', () => {
      const result = validate(`@collation Mini: 1 common\n@collation mini: 2 common\n\n${cards(2, 'Common')}`);
      const d = expectDiagnostic(result, codes.invalidDirective, { at: '@collation mini: 2 common' });
      assert.match(d.message, /declared twice \(first on line 1\)/);
      assert.strictEqual(diagnosticsOf(result, codes.invalidDirective).length, 1);
    });
  });
});
