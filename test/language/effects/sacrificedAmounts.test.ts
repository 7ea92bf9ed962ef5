import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "the sacrificed creature" of a spell\'s additional cost, counters "on it" of the card dealing damage', () => {
  test('a spell whose additional cost sacrifices one creature counts "the sacrificed creature\'s toughness" on its next line', () => {
    const [cost, spell] = effectsOf('Test Offering {1}{W}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature.\nTarget player gains life equal to the sacrificed creature\'s toughness.');
    assert.ok(!cost.unknown && !spell.unknown, JSON.stringify([cost.unknown, spell.unknown]));
    assert.deepStrictEqual(spell.steps?.[0]?.do === 'gainLife' && spell.steps[0].amount, { count: 'toughness', of: { ref: 'sacrificed' } });
    assert.match(describeEffect(spell).join('\n'), /sacrificed/);
  });

  test('"where X is the sacrificed artifact\'s mana value" after an additional cost that sacrifices an artifact', () => {
    const [, spell] = effectsOf('Test Smelting {3}{R}\nInstant\nAs an additional cost to cast this spell, sacrifice an artifact.\nTarget creature gets +X/+0 until end of turn, where X is the sacrificed artifact\'s mana value.');
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
    const [, granted] = effectsOf('Test Charnel {1}{B}\nEnchantment — Aura\nEnchant land\nEnchanted land has "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature\'s power."');
    assert.ok(!granted.unknown, JSON.stringify(granted.unknown));
    assert.match(JSON.stringify(granted), /"ref":"sacrificed"/);
  });

  test('"~ deals damage equal to the number of charge counters on it to each player.: the counters on the card itself', () => {
    const [, trigger] = effectsOf('Test Capacitor {4}\nArtifact\n{T}: Put a charge counter on Test Capacitor.\nAt the beginning of your upkeep, Test Capacitor deals damage equal to the number of charge counters on it to each player.');
    assert.ok(!trigger.unknown, JSON.stringify(trigger.unknown));
    assert.deepStrictEqual(trigger.steps?.[0]?.do === 'damage' && trigger.steps[0].amount, { count: 'counters', counter: 'CHARGE', of: { ref: 'self' } });
  });

  test('"it" after another object was named is not the card itself', () => {
    const [trigger] = effectsOf('Test Siphon {3}{B}\nCreature — Horror\nWhenever a creature you control dies, Test Siphon deals damage equal to the number of +1/+1 counters on it to each opponent.\n2/2');
    assert.ok(trigger.unknown || JSON.stringify(trigger.steps).indexOf('"of":{"ref":"self"}') < 0, JSON.stringify(trigger.steps));
  });
});
