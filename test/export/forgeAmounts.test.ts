import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: amounts said "equal to"', () => {
  test("the number of cards in a target player's hand is TargetedPlayer$CardsInHand", () => {
    assert.deepStrictEqual(script("Test Glare {2}{R}\nSorcery\nTest Glare deals damage to target player equal to the number of cards in that player's hand."), [
      'A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Player | NumDmg$ X',
      'SVar:X:TargetedPlayer$CardsInHand',
    ]);
  });

  test('damage to a target equal to the number of a subtype (a supertype) you control is Count$TypeYouCtrl, of a card type alone Count$Valid', () => {
    const dealt = (what: string) => script(`Test Quake {2}{R}\nSorcery\nTest Quake deals damage to target creature equal to the number of ${what} you control.`);
    assert.deepStrictEqual(dealt('Mountains').slice(1), ['SVar:X:Count$TypeYouCtrl.Mountain']);
    assert.deepStrictEqual(dealt('snow permanents').slice(1), ['SVar:X:Count$TypeYouCtrl.Snow']);
    assert.deepStrictEqual(dealt('creatures with defender'), ['A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Creature | NumDmg$ X', 'SVar:X:Count$Valid Creature.withDefender+YouCtrl']);
    assert.deepStrictEqual(dealt('lands'), ['A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Creature | NumDmg$ X', 'SVar:X:Count$Valid Land.YouCtrl']);
    assert.deepStrictEqual(dealt('creatures').slice(1), ['SVar:X:Count$Valid Creature.YouCtrl']);
  });

  test('in a triggered ability, damage equal to the number of a subtype you control is not written', () => {
    const card = 'Test Shrine {2}{R}\nEnchantment\nAt the beginning of your upkeep, Test Shrine deals damage to any target equal to the number of Shrines you control.';
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /subtype you control in a triggered ability/);
  });

  test("the card's name as a possessive is its power: as it last existed after it was sacrificed, Count$CardPower in a trigger", () => {
    assert.deepStrictEqual(script("Test Beast {2}{G}\nCreature — Beast\nSacrifice Test Beast: You gain life equal to Test Beast's power.\n2/2"), [
      'A:AB$ GainLife | Cost$ Sac<1/CARDNAME> | LifeAmount$ X',
      'SVar:X:Sacrificed$CardPower',
    ]);
    assert.deepStrictEqual(script("Test Beast, the Old {2}{G}\nCreature — Beast\nWhenever an artifact you control dies, Test Beast, the Old deals damage to target player equal to Test Beast, the Old's power.\n2/2").filter((l) => l.startsWith('SVar:X')), ['SVar:X:Count$CardPower']);
  });

  test('the number of colors of mana spent to cast this spell (converge) is Count$Converge', () => {
    assert.deepStrictEqual(script('Test Prism {2}{U}\nSorcery\nConverge — You draw X cards, where X is the number of colors of mana spent to cast this spell.'), [
      'A:SP$ Draw | Cost$ 2 U | Defined$ You | NumCards$ X',
      'SVar:X:Count$Converge',
    ]);
  });

  test("the life you've lost this turn is Count$LifeYouLostThisTurn; the creatures that died this turn, Forge's count of them", () => {
    assert.deepStrictEqual(script("Test Child {1}{W}\nCreature — Human\nSacrifice Test Child: You gain life equal to the life you've lost this turn.\n1/1"), [
      'A:AB$ GainLife | Cost$ Sac<1/CARDNAME> | LifeAmount$ X',
      'SVar:X:Count$LifeYouLostThisTurn',
    ]);
    assert.deepStrictEqual(script('Test Wake {B}\nInstant\nYou gain 1 life for each creature that died this turn.').slice(1), ['SVar:X:Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature']);
  });

  test('the permanents of one subtype that died this turn are Count$ThisTurnEntered_Graveyard_from_Battlefield_Card.<subtype>', () => {
    assert.deepStrictEqual(script('Test Grief {1}{B}\nSorcery\nTarget player discards a card for each Spirit that died this turn.'), [
      'A:SP$ Discard | Cost$ 1 B | ValidTgts$ Player | NumCards$ X | Mode$ TgtChoose',
      'SVar:X:Count$ThisTurnEntered_Graveyard_from_Battlefield_Card.Spirit',
    ]);
  });

  test("the damage a spell dealt this way is Count$TotalDamageDoneByThisTurn; a permanent's is not written", () => {
    assert.deepStrictEqual(script('Test Leech {3}{B}\nSorcery\nTest Leech deals 3 damage to any target. You gain life equal to the damage dealt this way.').slice(1), [
      'SVar:X:Count$TotalDamageDoneByThisTurn',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ X',
    ]);
    const permanent = 'Test Leecher {3}{B}\nCreature — Horror\n{T}: Test Leecher deals 1 damage to any target. You gain life equal to the damage dealt this way.\n2/2';
    assert.match(forgeNotScripted(permanent).join('\n'), /damage dealt this way/);
  });

  test('draw cards equal to a power or the greatest power (read exactly) is not written yet, with its reason', () => {
    for (const card of ["Test Well {2}{U}\nArtifact\nSacrifice a creature: Draw cards equal to the sacrificed creature's toughness.", 'Test Study {3}{G}\nSorcery\nDraw cards equal to the greatest toughness among Walls you control.']) {
      assert.deepStrictEqual(script(card), []);
      assert.match(forgeNotScripted(card).join('\n'), /drawing cards equal to a power, toughness or mana value \(not written yet\)/);
    }
  });
});
