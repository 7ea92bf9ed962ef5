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
  const walker = "Test Vanguard {3}{W}{W}\nLegendary Planeswalker — Test\n+1: Each opponent loses 1 life.\n−2: Tap up to two target creatures.\n0: Test Vanguard becomes a 2/6 Dwarf Berserker creature with trample that's still a planeswalker until end of turn. Prevent all damage that would be dealt to her this turn.\nLoyalty: 5";
  test('an Animate of the card with a Pump of the shield keyword, the last of three loyalty abilities (a 0) marked the ultimate', () => {
    const lines = script(walker);
    assert.deepStrictEqual(lines.slice(-2), [
      'A:AB$ Animate | Cost$ AddCounter<0/LOYALTY> | Planeswalker$ True | Ultimate$ True | Defined$ Self | Power$ 2 | Toughness$ 6 | Types$ Creature,Dwarf,Berserker | Keywords$ Trample | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Self | KW$ Prevent all damage that would be dealt to CARDNAME.',
    ]);
  });

  test('"him" / "her" not right after the card became a creature is not written (a player, a spell, an Aura, a trigger)', () => {
    const notWritten = (card: string) => assert.ok(!script(card).some((l) => l.includes('KW$ Prevent all damage')), card);
    notWritten('Test Warden {3}{W}\nSorcery\nTarget opponent loses 2 life. Prevent all damage that would be dealt to him this turn.');
    notWritten('Test Hush {W}\nInstant\nPrevent all damage that would be dealt to her this turn.');
    notWritten('Test Oracle {2}{W}{U}\nLegendary Planeswalker — Test\n+1: Target player gains 2 life. Prevent all damage that would be dealt to him this turn.\n−2: Draw a card.\nLoyalty: 3');
    notWritten('Test Vigil {1}{W}\nEnchantment\nAt the beginning of your upkeep, target opponent loses 1 life. Prevent all damage that would be dealt to him this turn.');
    notWritten('Test Halo {W}\nEnchantment — Aura\nEnchant creature\n{W}: Prevent all damage that would be dealt to him this turn.');
    notWritten('Test Greaves {2}\nArtifact — Equipment\n{1}: Prevent all damage that would be dealt to her this turn.\nEquip {2}');
    // Another step between: "her" is read only right after the card became a creature.
    notWritten(walker.replace("until end of turn. Prevent", "until end of turn. You gain 2 life. Prevent"));
  });

  test('of two loyalty abilities, a last one that costs no more than the other is not the ultimate', () => {
    const lines = script('Test Duelist {1}{R}\nLegendary Planeswalker — Test\n0: Test Duelist deals 1 damage to any target.\n0: You gain 1 life.\nLoyalty: 3');
    assert.deepStrictEqual(lines.filter((l) => l.includes('Ultimate')), []);
  });
});

suite('Forge scripts: the ultimate of three or more loyalty abilities', () => {
  const ultimates = (...abilities: string[]) => script(`Test Keeper {1}{W}{W}\nLegendary Planeswalker — Test\n${abilities.join('\n')}\nLoyalty: 4`).filter((l) => l.includes('Ultimate$ True'));
  test('the last is marked when it costs 0 or less (as all of Forge\'s scripts of three or four)', () => {
    assert.deepStrictEqual(ultimates('+1: You gain 1 life.', '−2: You gain 3 life.', '0: You gain 2 life.'), ['A:AB$ GainLife | Cost$ AddCounter<0/LOYALTY> | Planeswalker$ True | Ultimate$ True | LifeAmount$ 2']);
    assert.deepStrictEqual(ultimates('−1: You gain 1 life.', '−8: You gain 8 life.', '+1: You gain 2 life.', '−2: You gain 3 life.'), ['A:AB$ GainLife | Cost$ SubCounter<2/LOYALTY> | Planeswalker$ True | Ultimate$ True | LifeAmount$ 3']);
  });

  test('a last one that adds loyalty is not the ultimate', () => {
    assert.deepStrictEqual(ultimates('+2: You gain 2 life.', '−3: You gain 1 life.', '+1: You gain 10 life.'), []);
  });
});

suite('Forge scripts: "Until your next turn, prevent all damage target permanent would deal"', () => {
  test('a Pump of the shield keyword until your next turn', () => {
    const lines = script('Test Tidecaller {1}{G}{U}\nLegendary Planeswalker — Test\n+2: Until your next turn, prevent all combat damage target creature an opponent controls would deal.\n−1: Until your next turn, prevent all damage that would be dealt to and dealt by target creature you control.\nLoyalty: 2');
    assert.deepStrictEqual(lines, [
      'A:AB$ Pump | Cost$ AddCounter<2/LOYALTY> | Planeswalker$ True | ValidTgts$ Creature.OppCtrl | KW$ Prevent all combat damage that would be dealt by CARDNAME. | UntilYourNextTurn$ True',
      'A:AB$ Pump | Cost$ SubCounter<1/LOYALTY> | Planeswalker$ True | Ultimate$ True | ValidTgts$ Creature.YouCtrl | KW$ Prevent all damage that would be dealt to and dealt by CARDNAME. | UntilYourNextTurn$ True',
    ]);
  });
});

suite('Forge scripts: "Prevent all combat damage that would be dealt this turn by target …"', () => {
  test('a Pump of the shield keyword, as with "this turn" said last', () => {
    assert.deepStrictEqual(script('Test Lullaby {1}{W}\nArtifact\n{T}, Sacrifice an artifact: Prevent all damage that would be dealt this turn to target Knight.'), [
      'A:AB$ Pump | Cost$ T Sac<1/Artifact> | ValidTgts$ Knight | KW$ Prevent all damage that would be dealt to CARDNAME.',
    ]);
    assert.deepStrictEqual(script('Test Lull {W}\nInstant\nPrevent all combat damage that would be dealt this turn by up to two target creatures your opponents control.'), [
      'A:SP$ Pump | Cost$ W | ValidTgts$ Creature.OppCtrl | TargetMin$ 0 | TargetMax$ 2 | KW$ Prevent all combat damage that would be dealt by CARDNAME.',
    ]);
  });
});
