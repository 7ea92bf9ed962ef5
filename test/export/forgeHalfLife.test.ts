import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: losing half a life total', () => {
  test('your own: `Count$YourLifeTotal/HalfUp`', () => {
    assert.deepStrictEqual(script('Test Pact {2}{B}\nSorcery\nCreate a 2/2 black Zombie creature token. You lose half your life, rounded up.'), [
      'A:SP$ Token | Cost$ 2 B | TokenAmount$ 1 | TokenName$ Zombie | TokenTypes$ Creature,Zombie | TokenOwner$ You | TokenColors$ Black | TokenPower$ 2 | TokenToughness$ 2 | SubAbility$ DBLoseLife',
      'SVar:X:Count$YourLifeTotal/HalfUp',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ X',
    ]);
  });

  test('a target player\'s: `Count$TargetedLifeTotal/HalfUp`', () => {
    assert.deepStrictEqual(script('Test Drain {1}{B}{B}\nSorcery\nTarget player loses half their life, rounded up. You gain 2 life.'), [
      'A:SP$ LoseLife | Cost$ 1 B B | ValidTgts$ Player | LifeAmount$ X | SubAbility$ DBGainLife',
      'SVar:X:Count$TargetedLifeTotal/HalfUp',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
  });

  test('the trigger\'s player: the player whose upkeep it is, or the player dealt damage', () => {
    assert.deepStrictEqual(script('Test Wither {2}{B}{B}\nEnchantment\nAt the beginning of each opponent\'s end step, that player discards a card, then loses half their life, rounded up.'), [
      'T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggeredPlayer$LifeTotal/HalfUp',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ TriggeredPlayer | LifeAmount$ X',
      'SVar:TrigEffect:DB$ Discard | Defined$ TriggeredPlayer | NumCards$ 1 | Mode$ TgtChoose | SubAbility$ DBLoseLife',
    ]);
    assert.deepStrictEqual(script('Test Ghoul {1}{B}{B}\nCreature — Zombie Rogue\nWhenever a Rogue you control deals combat damage to a player, that player loses half their life, rounded up, then you draw a card.\n2/2'), [
      'T:Mode$ DamageDone | ValidSource$ Rogue.YouCtrl | ValidTarget$ Player | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggeredTarget$LifeTotal/HalfUp',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredTarget | LifeAmount$ X | SubAbility$ DBDraw',
    ]);
  });

  test('each opponent\'s half, or the life lost this way after it, is not written', () => {
    assert.match(forgeNotScripted('Test Plague {B}\nInstant\nEach opponent loses half their life, rounded up.').join('\n'), /half another player's life total/);
    assert.match(forgeNotScripted('Test Siphon {4}{B}{B}\nSorcery\nTarget opponent loses half their life, rounded up. Test Siphon deals damage equal to the life lost this way to up to one target creature.').join('\n'), /life lost this way after half a life total/);
  });
});
