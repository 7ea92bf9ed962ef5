import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: intervening "if"s of what happened this turn, a player\'s domain, what you control other than the card', () => {
  test('"if ~ dealt damage to an opponent this turn" is of the card itself, which "it" of a step\'s trigger names', () => {
    const e = effectsOf('Gloam Raider {1}{U}{B}\nCreature — Vampire Pirate\nFlying\nAt the beginning of your end step, if Gloam Raider dealt damage to an opponent this turn, it gets +0/+2 until end of turn and you scry 1.\n3/1').at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { selfDealtDamageToOpponent: true });
    const step = e.steps?.[0];
    assert.deepStrictEqual(step?.do === 'pump' && step.what, { ref: 'self' });
    assert.match(describeEffect(e).join('\n'), /dealt damage to an opponent this turn/);
  });

  test('after "if ~ dealt damage to an opponent this turn", "it" of a creature dying is the creature that died', () => {
    const e = effectsOf('Cinder Tollkeeper {2}{R}\nCreature — Goblin Shaman\nWhenever a creature an opponent controls dies, if Cinder Tollkeeper dealt damage to an opponent this turn, exile it.\n2/2').at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps?.[0];
    assert.deepStrictEqual(step?.do === 'exile' && step.what, { ref: 'triggered', what: 'object' });
    assert.doesNotMatch(describeEffect(e).join('\n'), /exile this card/);
  });

  test('"if an enchantment entered the battlefield under your control this turn" is a kind that entered', () => {
    const e = effectsOf('Hoard Sentinel {3}{W}\nArtifact Creature — Golem\nAt the beginning of your end step, if an enchantment entered the battlefield under your control this turn, scry 2.\n2/5').at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { enteredUnderYourControl: { alts: [{ noun: 'Enchantment', props: [] }] } });
    assert.match(describeEffect(e).join('\n'), /an enchantment entered the battlefield under your control this turn/);
  });

  test('"if a +1/+1 counter was put on a permanent under your control this turn" and "if you drew two or more cards this turn" are read', () => {
    const counted = effectsOf('Brass Herald {1}{W}\nCreature — Human Soldier\nAt the beginning of your end step, if a +1/+1 counter was put on a permanent under your control this turn, you gain 2 life.\n1/3').at(-1)!;
    assert.ok(!counted.unknown, JSON.stringify(counted.unknown));
    assert.deepStrictEqual(counted.trigger?.condition, { counterPutOnYoursThisTurn: 'P1P1' });
    const drew = effectsOf('Lore Keeper Idol {3}\nArtifact\nAt the beginning of your end step, if you drew three or more cards this turn, each opponent loses 2 life.').at(-1)!;
    assert.ok(!drew.unknown, JSON.stringify(drew.unknown));
    assert.deepStrictEqual(drew.trigger?.condition, { drewThisTurn: 3 });
    assert.match(describeEffect(drew).join('\n'), /you drew 3 or more cards this turn/);
  });

  test('"if you didn\'t lose life this turn" is read', () => {
    const e = effectsOf("Unbroken Vigil {W}\nEnchantment\nAt the beginning of your end step, if you didn't lose life this turn, draw a card.").at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { noLifeLostThisTurn: true });
    assert.match(describeEffect(e).join('\n'), /you didn't lose life this turn/);
  });

  test('"if there are N or more basic land types among lands that player controls" is that player\'s domain', () => {
    const e = effectsOf("Mosaic Ward {3}\nArtifact\nAt the beginning of each opponent's upkeep, if there are three or more basic land types among lands that player controls, that player loses 1 life.").at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { thatPlayerDomain: 3 });
  });

  test('"if you control no Bats other than ~" is as "no other Bats"', () => {
    const e = effectsOf('Roost Keeper {3}{B}\nCreature — Bat\nAt the beginning of your upkeep, if you control no Bats other than Roost Keeper, create a 1/1 black Bat creature token with flying.\n2/2').at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition && 'youControl' in e.trigger.condition && e.trigger.condition.youControl.alts[0].props, [{ is: 'other' }, { is: 'controller', who: 'you' }]);
  });

  test('"no other Bats other than ~" is not read (no "other other")', () => {
    const e = effectsOf('Nightwing Loft {2}{B}\nEnchantment\nAt the beginning of your end step, if you control no other Bats other than Nightwing Loft, you lose 1 life.').at(-1)!;
    assert.ok(e.unknown);
  });
});
