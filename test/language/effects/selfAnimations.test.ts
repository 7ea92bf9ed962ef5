import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { Step } from '../../../server/src/language/effects/types.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: the card itself becomes a creature in a cast trigger, or has new base power and toughness', () => {
  const jasper = 'Jasper Sentinel {1}{W}\nEnchantment\nWhenever an opponent casts an artifact spell, if Jasper Sentinel is an enchantment, Jasper Sentinel becomes a 3/2 Golem creature with vigilance and first strike.';

  test('"if ~ is an enchantment, ~ becomes a 3/2 Golem creature with …": the condition, and the new card types replacing its own for good (205.1a)', () => {
    const [e] = effectsOf(jasper);
    assert.strictEqual(e.unknown, undefined);
    assert.deepStrictEqual(e.trigger?.condition, { selfIs: 'Enchantment' });
    const [s] = e.steps as Step[];
    assert.ok(s.do === 'animate' && s.what.ref === 'self' && s.replacesTypes && s.duration === 'permanent');
    assert.deepStrictEqual([s.power, s.toughness, s.types, s.subtypes, s.keywords], [3, 2, ['Creature'], ['Golem'], ['Vigilance', 'First Strike']]);
    const said = describeEffect(e).join('\n');
    assert.match(said, /if this card \(~\) is an enchantment/);
    assert.match(said, /no longer its other card types/);
  });

  test('an Aura, a legendary enchantment or "until end of turn" of it is not read that way', () => {
    const aura = effectsOf('Jasper Veil {1}{W}\nEnchantment — Aura\nEnchant creature\nWhenever an opponent casts an artifact spell, Jasper Veil becomes a 3/2 Golem creature.')[1];
    assert.ok(aura.unknown);
    const legend = effectsOf('Jasper, the Old Sentinel {1}{W}\nLegendary Enchantment\nWhenever an opponent casts an artifact spell, Jasper, the Old Sentinel becomes a 3/2 Golem creature.')[0];
    assert.ok(legend.unknown);
    const brief = effectsOf('Jasper Ghost {1}{W}\nEnchantment\nWhenever an opponent casts an artifact spell, Jasper Ghost becomes a 3/2 Golem creature until end of turn.')[0];
    assert.ok(brief.unknown);
  });

  test('"~ has base power and toughness 5/3 until end of turn and gains deathtouch until end of turn": one animation of the card itself with the keywords', () => {
    const [e] = effectsOf("Ashgrove Mimic {1}{B/G}\nCreature — Shapeshifter\nWhenever you cast a spell that's both black and green, Ashgrove Mimic has base power and toughness 5/3 until end of turn and gains deathtouch until end of turn.\n2/1");
    assert.strictEqual(e.unknown, undefined);
    const steps = e.steps as Step[];
    assert.strictEqual(steps.length, 1);
    const [s] = steps;
    assert.ok(s.do === 'animate' && s.what.ref === 'self' && s.types.length === 0 && s.duration === 'turn');
    assert.deepStrictEqual([s.power, s.toughness, s.keywords], [5, 3, ['Deathtouch']]);
    assert.match(describeEffect(e).join('\n'), /has base power and toughness 5\/3 and gains deathtouch until end of turn/);
  });

  test('"… until end of turn and can\'t be blocked this turn": the animation, then the restriction', () => {
    const [e] = effectsOf("Tidemist Mimic {1}{W/U}\nCreature — Shapeshifter\nWhenever you cast a spell that's both white and blue, Tidemist Mimic has base power and toughness 2/4 until end of turn and can't be blocked this turn.\n1/1");
    assert.strictEqual(e.unknown, undefined);
    const [a, b] = e.steps as Step[];
    assert.ok(a.do === 'animate' && a.power === 2 && a.toughness === 4);
    assert.ok(b.do === 'pump' && b.what.ref === 'self' && b.rules?.[0] === 'Unblockable');
  });

  test('"you get an experience counter" / "you get two experience counters" (122.1)', () => {
    const [one] = effectsOf('Veteran Scribe {2}{W}\nCreature — Human Advisor\nWhenever an artifact you control is put into a graveyard from the battlefield, you get an experience counter.\n2/3');
    assert.deepStrictEqual(one.steps, [{ do: 'experience', amount: { n: 1 } }]);
    assert.match(describeEffect(one).join('\n'), /you get 1 experience counter/);
    const [two] = effectsOf('Veteran Scribe {2}{W}\nCreature — Human Advisor\nWhenever you cast a legendary spell, you get two experience counters.\n2/3');
    assert.deepStrictEqual(two.steps, [{ do: 'experience', amount: { n: 2 } }]);
  });
});
