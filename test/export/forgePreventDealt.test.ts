import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "Prevent all (combat) damage target creature would deal this turn"', () => {
  test('a Pump with the shield keyword of damage dealt by it', () => {
    assert.deepStrictEqual(script('Test Hush {W}\nInstant\nPrevent all combat damage target creature would deal this turn.'), [
      'A:SP$ Pump | Cost$ W | ValidTgts$ Creature | KW$ Prevent all combat damage that would be dealt by CARDNAME.',
    ]);
    assert.deepStrictEqual(script('Test Warden {1}{W}\nCreature — Human Cleric\nSacrifice Test Warden: Prevent all damage target creature would deal this turn.\n1/1'), [
      'A:AB$ Pump | Cost$ Sac<1/CARDNAME> | ValidTgts$ Creature | KW$ Prevent all damage that would be dealt by CARDNAME.',
    ]);
  });
});

suite('Forge scripts: "~ becomes a … creature … Prevent all damage that would be dealt to him this turn"', () => {
  const walker = "Test Vanguard {2}{W}{W}\nLegendary Planeswalker — Test\n+1: You gain 2 life.\n−3: Destroy target tapped creature.\n0: Until end of turn, Test Vanguard becomes a 5/3 Human Knight creature with vigilance that's still a planeswalker. Prevent all damage that would be dealt to him this turn.\nLoyalty: 4";
  test('an Animate of the card with a Pump of the shield keyword, the last of three loyalty abilities marked the ultimate', () => {
    const lines = script(walker);
    assert.deepStrictEqual(lines.slice(-2), [
      'A:AB$ Animate | Cost$ AddCounter<0/LOYALTY> | Planeswalker$ True | Ultimate$ True | Defined$ Self | Power$ 5 | Toughness$ 3 | Types$ Creature,Human,Knight | Keywords$ Vigilance | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Self | KW$ Prevent all damage that would be dealt to CARDNAME.',
    ]);
  });

  test('of two loyalty abilities, a last one that costs no more than the other is not the ultimate', () => {
    const lines = script('Test Duelist {1}{R}\nLegendary Planeswalker — Test\n0: Test Duelist deals 1 damage to any target.\n0: You gain 1 life.\nLoyalty: 3');
    assert.deepStrictEqual(lines.filter((l) => l.includes('Ultimate')), []);
  });
});

suite('Forge scripts: "Until your next turn, prevent all damage target permanent would deal"', () => {
  test('a Pump of the shield keyword until your next turn', () => {
    const lines = script('Test Tidecaller {2}{U}{U}\nLegendary Planeswalker — Test\n+1: Until your next turn, prevent all combat damage target creature would deal.\n−2: Until your next turn, prevent all damage that would be dealt to and dealt by target artifact an opponent controls.\nLoyalty: 4');
    assert.deepStrictEqual(lines, [
      'A:AB$ Pump | Cost$ AddCounter<1/LOYALTY> | Planeswalker$ True | ValidTgts$ Creature | KW$ Prevent all combat damage that would be dealt by CARDNAME. | UntilYourNextTurn$ True',
      'A:AB$ Pump | Cost$ SubCounter<2/LOYALTY> | Planeswalker$ True | Ultimate$ True | ValidTgts$ Artifact.OppCtrl | KW$ Prevent all damage that would be dealt to and dealt by CARDNAME. | UntilYourNextTurn$ True',
    ]);
  });
});

suite('Forge scripts: "Prevent all combat damage that would be dealt this turn by target …"', () => {
  test('a Pump of the shield keyword, as with "this turn" said last', () => {
    assert.deepStrictEqual(script('Test Lullaby {1}{W}\nCreature — Human Bard\n{2}{W}: Prevent all combat damage that would be dealt this turn by target blocking creature.\n1/3'), [
      'A:AB$ Pump | Cost$ 2 W | ValidTgts$ Creature.blocking | KW$ Prevent all combat damage that would be dealt by CARDNAME.',
    ]);
  });
});
