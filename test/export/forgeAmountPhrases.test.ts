import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: amounts of a target card exiled from a graveyard', () => {
  test('"the exiled card\'s toughness" and "its power" after exiling a target card from a graveyard are Targeted$, not TargetedLKI$', () => {
    assert.deepStrictEqual(script("Test Grave Harvest {1}{B}{G}\nSorcery\nExile target creature card from a graveyard. You gain X life, where X is the exiled card's power."), [
      'A:SP$ ChangeZone | Cost$ 1 B G | Origin$ Graveyard | Destination$ Exile | ValidTgts$ Creature | SubAbility$ DBGainLife',
      'SVar:X:Targeted$CardPower',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ X',
    ]);
    assert.ok(script('Test Grave Toll {1}{B}\nInstant\nExile target creature card from a graveyard. Target player loses life equal to its power.').includes('SVar:X:Targeted$CardPower'));
    // A creature exiled from the battlefield is counted as it last existed there.
    assert.ok(script('Test Banish {2}{W}\nInstant\nExile target creature. You gain life equal to its power.').includes('SVar:X:TargetedLKI$CardPower'));
  });
});

suite('Forge scripts: "the power of the creature that died"', () => {
  test('is TriggeredCard$CardPower in a trigger on a creature dying', () => {
    const lines = script('Test Mourning Bell {2}{W}\nArtifact\nWhenever a creature you control dies, you gain life equal to the toughness of the creature that died.');
    assert.ok(lines.includes('SVar:X:TriggeredCard$CardToughness'), lines.join('\n'));
  });
});

suite('Forge scripts: the experience counters you have', () => {
  test('are Count$YourCountersExperience', () => {
    assert.deepStrictEqual(script('Test Veteran {1}{W}\nCreature — Human Soldier\nAt the beginning of your end step, you gain life equal to the number of experience counters you have.\n2/1').filter((l) => l.startsWith('SVar:X')), ['SVar:X:Count$YourCountersExperience']);
  });
});
