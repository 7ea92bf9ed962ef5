import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: what a permanent did this turn, and having a color', () => {
  test('"target creature that entered the battlefield this turn" is Creature.enteredBattlefieldThisTurn', () => {
    assert.deepStrictEqual(script('Test Undertow {B}\nInstant\nExile target nonred creature that entered the battlefield this turn. Its controller loses 2 life.'), [
      'A:SP$ ChangeZone | Cost$ B | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Creature.nonRed+enteredBattlefieldThisTurn | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ TargetedController | LifeAmount$ 2',
    ]);
  });

  test('"each creature that dealt damage to you this turn" is Creature.dealtDamageToYouThisTurn', () => {
    assert.deepStrictEqual(script('Test Elder {2}{R}\nCreature — Shaman\n{1}{R}, {T}: Test Elder deals 2 damage to each creature that dealt damage to you this turn.\n1/3'), [
      'A:AB$ DamageAll | Cost$ 1 R T | ValidCards$ Creature.dealtDamageToYouThisTurn | NumDmg$ 2',
    ]);
  });

  test('"target permanent that\'s one or more colors" is Permanent.nonColorless', () => {
    assert.deepStrictEqual(script("Test Lance {1}{R}\nInstant\nTest Lance deals 3 damage to target permanent that's one or more colors."), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Permanent.nonColorless | NumDmg$ 3',
    ]);
  });

  test('"that entered the battlefield this turn" of a card in a graveyard is not written (Forge reads "entered its zone")', () => {
    assert.deepStrictEqual(script('Test Sifting {B}\nSorcery\nExile target card in a graveyard that entered the battlefield this turn. Draw a card.'), []);
    assert.deepStrictEqual(script('Test Recall {1}{G}\nSorcery\nReturn target creature card in your graveyard that entered the battlefield this turn to your hand.'), []);
  });

  test('"that dealt damage to you this turn" of a card in a graveyard is not written', () => {
    assert.deepStrictEqual(script("Test Grudge {2}{B}\nInstant\nExile target creature card in an opponent's graveyard that dealt damage to you this turn. You gain 3 life."), []);
  });
});
