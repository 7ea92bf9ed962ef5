import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf, instant } from './effectHelpers.js';

suite('effect model: "If that land was a snow land, …" (the target a sentence before chose, of a type or supertype)', () => {
  test('the later sentence\'s steps only if the target is of that kind as they resolve; "was" is kept', () => {
    const e = instant('Destroy target land. If that land was a snow land, you draw a card.');
    assert.strictEqual(e.unknown, undefined);
    const then = e.steps![1];
    assert.strictEqual(then.ifThatIs?.what.ref, 'target');
    assert.deepStrictEqual(then.ifThatIs?.is, { alts: [{ noun: 'Land', props: [{ is: 'supertype', type: 'Snow' }] }] });
    assert.strictEqual(then.ifThatIs?.was, true);
    assert.match(describeEffect(e).join('\n'), /if target land is a snow land as this resolves, /);
    const [spirit] = effectsOf('Dusk Warden {1}{W}\nCreature — Human Cleric\n{3}{W}, {T}: Tap target creature. If that creature is a Spirit, destroy it.\n1/3');
    assert.deepStrictEqual(spirit.steps![1].ifThatIs?.is, { alts: [{ noun: 'Creature', props: [{ is: 'type', type: 'Spirit' }] }] });
    assert.strictEqual(spirit.steps![1].ifThatIs?.was, undefined);
    assert.deepStrictEqual(instant('Destroy target land. If that land was nonbasic, you gain 3 life.').steps![1].ifThatIs?.is.alts[0].props, [{ is: 'supertype', type: 'Basic', not: true }]);
  });

  test('"If that permanent was an Ajani planeswalker": the kind said in full; a land\'s subtype among the targets is a permanent', () => {
    const e = instant('Destroy target Island, blue artifact, or blue planeswalker. If that permanent was an Ajani planeswalker, you gain 2 life.');
    assert.strictEqual(e.unknown, undefined);
    assert.deepStrictEqual(e.steps![1].ifThatIs?.is, { alts: [{ noun: 'Planeswalker', props: [{ is: 'type', type: 'Ajani' }] }] });
    assert.strictEqual(e.steps![1].ifThatIs?.permanent, true);
    assert.ok(instant('Destroy target permanent. If that permanent was green, you gain 2 life.').unknown);
  });

  test('a colour, two qualities or "instead" are not this reader\'s', () => {
    assert.ok(instant('Tap target creature. If that creature is blue, destroy it.').unknown);
    assert.ok(instant('Tap target creature. If that creature is a legendary Spirit, destroy it.').unknown);
    assert.notStrictEqual(instant('Put a +1/+1 counter on target creature. If that creature is a Spirit, put two +1/+1 counters on it instead.').steps?.some((s) => s.ifThatIs), true);
  });

  test('"the life lost this way" after a loss only if that target is of a kind is not read (the gain would count an earlier loss)', () => {
    const e = instant('Tap target land. If that land is a Swamp, target player loses 2 life. You gain life equal to the life lost this way.');
    assert.match(e.unknown?.reason ?? '', /after a step that may not happen/);
  });
});
