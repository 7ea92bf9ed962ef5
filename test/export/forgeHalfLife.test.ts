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
    assert.deepStrictEqual(script('Test Blight {3}{B}\nEnchantment\nAt the beginning of each opponent\'s draw step, that player loses half their life, rounded up.'), [
      'T:Mode$ Phase | Phase$ Draw | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggeredPlayer$LifeTotal/HalfUp',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredPlayer | LifeAmount$ X',
    ]);
    assert.deepStrictEqual(script('Test Leech {2}{B}\nCreature — Leech\nWhenever a Vampire you control deals combat damage to a player, that player loses half their life, rounded up.\n1/3'), [
      'T:Mode$ DamageDone | ValidSource$ Vampire.YouCtrl | ValidTarget$ Player | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggeredTarget$LifeTotal/HalfUp',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredTarget | LifeAmount$ X',
    ]);
  });

  test('each opponent\'s half, or the life lost this way after it, is not written', () => {
    assert.match(forgeNotScripted('Test Plague {B}\nInstant\nEach opponent loses half their life, rounded up.').join('\n'), /half another player's life total/);
    assert.match(forgeNotScripted('Test Siphon {3}{B}\nSorcery\nTarget opponent loses half their life, rounded up. You gain life equal to the life lost this way.').join('\n'), /life lost this way after half a life total/);
  });
});
