import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf, instant } from './effectHelpers.js';

suite('effect model: "If that land was a snow land, …" (the target a sentence before chose, of a type or supertype)', () => {
  test('the later sentence\'s steps only if the target is of that kind as they resolve; "was" is kept', () => {
    const e = instant('Return target land to its owner\'s hand. If that land was a snow land, you gain 1 life.');
    assert.strictEqual(e.unknown, undefined);
    const then = e.steps![1];
    assert.strictEqual(then.ifThatIs?.what.ref, 'target');
    assert.deepStrictEqual(then.ifThatIs?.is, { alts: [{ noun: 'Land', props: [{ is: 'supertype', type: 'Snow' }] }] });
    assert.strictEqual(then.ifThatIs?.was, true);
    assert.match(describeEffect(e).join('\n'), /if target land was a snow land \(as it last was on the battlefield\), /);
    const [druid] = effectsOf('Vale Tender {G}\nCreature — Elf Druid\n{1}, {T}: Untap target creature. If that creature is a Treefolk, put a +1/+1 counter on it.\n1/1');
    assert.deepStrictEqual(druid.steps![1].ifThatIs?.is, { alts: [{ noun: 'Creature', props: [{ is: 'type', type: 'Treefolk' }] }] });
    assert.strictEqual(druid.steps![1].ifThatIs?.was, undefined);
    assert.match(describeEffect(druid).join('\n'), /if target creature is a Treefolk creature as this resolves, /);
    const nonbasic = instant('Tap target land. If that land is nonbasic, scry 1.');
    assert.deepStrictEqual(nonbasic.steps![1].ifThatIs?.is.alts[0].props, [{ is: 'supertype', type: 'Basic', not: true }]);
  });

  test('"If that permanent was a Garruk planeswalker": the kind said in full; a land\'s subtype among the targets is a permanent', () => {
    const e = instant('Return target Forest or green planeswalker to its owner\'s hand. If that permanent was a Garruk planeswalker, scry 2.');
    assert.strictEqual(e.unknown, undefined);
    assert.deepStrictEqual(e.steps![1].ifThatIs?.is, { alts: [{ noun: 'Planeswalker', props: [{ is: 'type', type: 'Garruk' }] }] });
    assert.strictEqual(e.steps![1].ifThatIs?.permanent, true);
    assert.match(describeEffect(e).join('\n'), /if target Forest or green planeswalker was an? Garruk planeswalker/);
    assert.ok(instant('Tap target permanent. If that permanent is green, scry 1.').unknown);
  });

  test('a colour, two qualities or "instead" are not this reader\'s: the sentence is left whole', () => {
    const left = (text: string) => instant(text).unknown?.text;
    assert.strictEqual(left('Tap target creature. If that creature is green, scry 1.'), 'If that creature is green, scry 1.');
    assert.strictEqual(left('Tap target creature. If that creature is a legendary Knight, scry 1.'), 'If that creature is a legendary Knight, scry 1.');
    // Were the condition read, "instead" would be left alone at the end.
    assert.strictEqual(left('Target creature gets +1/+0 until end of turn. If that creature is a Knight, it gets +3/+0 until end of turn instead.'),
      'If that creature is a Knight, it gets +3/+0 until end of turn instead.');
  });

  test('"the life lost this way" after a loss only if that target is of a kind is not read (the gain would count an earlier loss)', () => {
    const e = instant('Tap target land. If that land is a Swamp, target player loses 2 life. You gain life equal to the life lost this way.');
    assert.match(e.unknown?.reason ?? '', /after a step that may not happen/);
  });
});
