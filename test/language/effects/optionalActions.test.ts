import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the only card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

suite('effect model: optional actions and what follows them', () => {
  test('"you may pay {1}{U}. If you don\'t, destroy target Wizard": the step, unless you pay (its targets chosen first)', () => {
    const [e] = effects("Fog Warden {2}{U}\nCreature — Human Knight\nWhen Fog Warden enters the battlefield, you may pay {1}{U}. If you don't, destroy target Wizard and it can't be regenerated.\n2/2");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [step] = e.steps!;
    assert.deepStrictEqual([step.do, step.optional, step.unless], ['destroy', undefined, { cost: [{ pay: 'mana', symbols: ['1', 'U'] }], payer: { ref: 'you' } }]);
    assert.ok(step.do === 'destroy' && step.noRegenerate);
    assert.match(describeEffect(e).join('\n'), /destroy target Wizard \(it can't be regenerated\) unless you pay \{1\}\{U\}/);
  });

  test('"you may sacrifice a land. If you don\'t, …": a sacrifice offered the same way; more than one step after it is not read', () => {
    const [e] = effects("Ash Keeper {1}{B}\nCreature — Zombie\nAt the beginning of your upkeep, you may sacrifice a land. If you don't, you lose 2 life.\n3/3");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps![0].unless?.cost.map((c) => c.pay), ['sacrifice']);
    const [two] = effects("Ash Tyrant {1}{B}\nCreature — Zombie\nAt the beginning of your upkeep, you may pay {1}. If you don't, tap Ash Tyrant and you lose 2 life.\n3/3");
    assert.ok(two.unknown);
    const [x] = effects("Ash Seer {1}{B}\nCreature — Zombie\nAt the beginning of your upkeep, you may pay {X}. If you don't, you lose 2 life.\n3/3");
    assert.ok(x.unknown);
  });
});

suite('effect model: "if you do" after a "you may" step', () => {
  test('"you may exile target creature card from a graveyard. If you do, you gain 2 life": the gain only if the exile was done', () => {
    const [e] = effects('Grave Picker {2}{B}\nCreature — Rat\nWhen Grave Picker enters the battlefield, you may exile target creature card from a graveyard. If you do, you gain 2 life.\n1/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps!.map((s) => [s.do, s.optional, s.ifYouDo]), [['exile', true, undefined], ['gainLife', undefined, true]]);
    assert.deepStrictEqual(describeEffect(e), ['triggered — when this card (~) enters the battlefield', '  1. you may exile target creature card in a graveyard', '  2. if you do, you gain 2 life']);
  });

  test('"if you do" after a sentence that is not all "you may" is not read', () => {
    const [e] = effects('Grave Picker {2}{B}\nCreature — Rat\nWhen Grave Picker enters the battlefield, you may exile target creature card from a graveyard and you gain 1 life. If you do, you gain 2 life.\n1/1');
    assert.ok(e.unknown);
  });
});

suite('effect model: "unless they pay" of each player', () => {
  test('"each opponent sacrifices a permanent unless they pay {2}": each of those players may pay for themself', () => {
    const [e] = effects('Toll Raider {2}{U}\nCreature — Human Pirate\nWhen Toll Raider enters the battlefield, each opponent sacrifices a permanent unless they pay {2}.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [step] = e.steps!;
    assert.deepStrictEqual(step.unless, { cost: [{ pay: 'mana', symbols: ['2'] }], payer: { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }] } }, each: true });
    assert.deepStrictEqual(describeEffect(e)[1], '  1. each opponent sacrifices 1 permanent unless they pay {2}');
  });

  test('"unless they pay" of one player is that player\'s payment; of each player with a cost other than mana, not read', () => {
    const [one] = effects('Toll Raider {2}{U}\nCreature — Human Pirate\nWhen Toll Raider enters the battlefield, target opponent sacrifices a permanent unless they pay {2}.\n2/2');
    assert.deepStrictEqual([one.steps![0].unless?.payer.ref, one.steps![0].unless?.each], ['target', undefined]);
    const [life] = effects('Toll Raider {2}{U}\nCreature — Human Pirate\nWhen Toll Raider enters the battlefield, each opponent sacrifices a permanent unless they pay 2 life.\n2/2');
    assert.ok(life.unknown);
  });
});

suite('effect model: an action from the opening hand', () => {
  test('"If ~ is in your opening hand, you may begin the game with it on the battlefield" (103.6a); another opening-hand action is not read', () => {
    const [e] = effects('Leyline of Mist {2}{U}{U}\nEnchantment\nIf Leyline of Mist is in your opening hand, you may begin the game with it on the battlefield.\nCreatures you control get +1/+0.');
    assert.deepStrictEqual([e.unknown, e.openingHand], [undefined, 'beginOnBattlefield']);
    assert.deepStrictEqual(describeEffect(e), ['before the game: if this card is in your opening hand, you may begin the game with it on the battlefield (103.6a)']);
    const [reveal] = effects('Herald of Mist {2}{U}{U}\nCreature — Spirit\nYou may reveal this card from your opening hand. If you do, draw a card at the beginning of the first upkeep.\n2/2');
    assert.deepStrictEqual([!!reveal.unknown, reveal.openingHand], [true, undefined]);
  });
});

suite('effect model: "~ assigns no combat damage this turn"', () => {
  test('after "you may have it deal damage …. If you do,": a restriction until end of turn, done only if the damage was dealt', () => {
    const [e] = effects('Magma Brute {2}{R}\nCreature — Elemental\nWhenever Magma Brute becomes blocked, you may have it deal 2 damage to target creature. If you do, Magma Brute assigns no combat damage this turn.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps!.map((s) => [s.do, s.optional, s.ifYouDo]), [['damage', true, undefined], ['pump', undefined, true]]);
    assert.strictEqual(describeEffect(e)[2], '  2. if you do, this card (~) assigns no combat damage until end of turn');
  });
});
