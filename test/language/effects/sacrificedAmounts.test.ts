import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "the sacrificed creature" of a spell\'s additional cost, counters "on it" of the card dealing damage', () => {
  test('a spell whose additional cost sacrifices one creature counts "the sacrificed creature\'s toughness" on its next line', () => {
    const [cost, spell] = effectsOf('Test Grim Tally {1}{B}\nInstant\nAs an additional cost to cast this spell, sacrifice a creature.\nEach opponent loses life equal to the sacrificed creature\'s toughness.');
    assert.ok(!cost.unknown && !spell.unknown, JSON.stringify([cost.unknown, spell.unknown]));
    assert.deepStrictEqual(spell.steps?.[0]?.do === 'loseLife' && spell.steps[0].amount, { count: 'toughness', of: { ref: 'sacrificed' } });
    assert.match(describeEffect(spell).join('\n'), /sacrificed/);
  });

  test('"where X is the sacrificed artifact\'s mana value" after an additional cost that sacrifices an artifact', () => {
    const [, spell] = effectsOf('Test Melt Down {1}{R}\nInstant\nAs an additional cost to cast this spell, sacrifice an artifact.\nTarget creature you control gets +X/+X until end of turn, where X is the sacrificed artifact\'s mana value.');
    assert.ok(!spell.unknown, JSON.stringify(spell.unknown));
    const step = spell.steps?.[0];
    assert.deepStrictEqual(step?.do === 'pump' && step.x, { count: 'manaValue', of: { ref: 'sacrificed' } });
  });

  test('"the sacrificed creature" stays unread when the additional cost sacrifices another kind, two objects, or nothing', () => {
    const second = (cost: string) => effectsOf(`Test Rite {2}{B}\nSorcery\nAs an additional cost to cast this spell, ${cost}.\nTarget player loses life equal to the sacrificed creature's power.`)[1];
    assert.ok(second('sacrifice an artifact').unknown);
    assert.ok(second('sacrifice two creatures').unknown);
    assert.ok(second('discard a card').unknown);
    assert.ok(effectsOf("Test Rite {2}{B}\nSorcery\nTarget player loses life equal to the sacrificed creature's power.")[0].unknown);
  });

  test('a granted ability\'s cost that sacrifices a creature is "the sacrificed creature" of its effect', () => {
    const [granted] = effectsOf('Test Bone Pick {1}\nArtifact — Equipment\nEquipped creature has "{1}, {T}, Sacrifice another creature: Target player loses life equal to the sacrificed creature\'s power."\nEquip {2}');
    assert.ok(!granted.unknown, JSON.stringify(granted.unknown));
    assert.match(JSON.stringify(granted), /"ref":"sacrificed"/);
  });

  test('"~ deals damage equal to the number of charge counters on it to each player": the counters on the card itself', () => {
    const [, trigger] = effectsOf('Test Dynamo {3}\nArtifact\n{2}, {T}: Put a charge counter on Test Dynamo.\nAt the beginning of your end step, Test Dynamo deals damage equal to the number of charge counters on it to each player.');
    assert.ok(!trigger.unknown, JSON.stringify(trigger.unknown));
    assert.deepStrictEqual(trigger.steps?.[0]?.do === 'damage' && trigger.steps[0].amount, { count: 'counters', counter: 'CHARGE', of: { ref: 'self' } });
  });

  test('"it" after the trigger named another object (the creature that died, or the card) is not read', () => {
    const [trigger] = effectsOf('Test Siphon {3}{B}\nCreature — Horror\nWhenever a creature you control dies, Test Siphon deals damage equal to the number of +1/+1 counters on it to each opponent.\n2/2');
    assert.ok(trigger.unknown, JSON.stringify(trigger.steps));
  });
});
