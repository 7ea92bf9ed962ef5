import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: objects defending player (the player dealt combat damage) controls', () => {
  test('"Activate only if defending player controls a snow land" tests them present (IsPresent$ Land.Snow+DefenderCtrl)', () => {
    assert.deepStrictEqual(script('Frostbitten Sledge {3}\nArtifact\n{1}, {T}: Target creature gets +1/+0 until end of turn. Activate only during combat and only if defending player controls a snow land.'), [
      'A:AB$ Pump | Cost$ 1 T | ValidTgts$ Creature | NumAtt$ +1 | ActivationPhases$ BeginCombat->EndCombat | IsPresent$ Land.Snow+DefenderCtrl',
    ]);
  });

  test('"each creature that player controls" of the player the card dealt combat damage to is DefenderCtrl; of noncombat damage it is left out', () => {
    assert.deepStrictEqual(script('Cinderwake Wyrm {4}{R}{R}\nCreature — Dragon\nFlying\nWhenever Cinderwake Wyrm deals combat damage to a player, Cinderwake Wyrm deals 2 damage to each creature that player controls.\n5/5'), [
      'K:Flying',
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DamageAll | ValidCards$ Creature.DefenderCtrl | NumDmg$ 2',
    ]);
    assert.deepStrictEqual(notScripted('Cinderwake Wyrm {4}{R}{R}\nCreature — Dragon\nFlying\nWhenever Cinderwake Wyrm deals damage to a player, Cinderwake Wyrm deals 2 damage to each creature that player controls.\n5/5'), ['what that player controls (not written yet)']);
  });

  test('what defending player controls, of every such object or of a target as the card itself attacks, is not written yet', () => {
    assert.deepStrictEqual(notScripted('Rimeback Ogre {3}{R}\nCreature — Ogre\nWhenever Rimeback Ogre attacks, it deals 1 damage to each creature defending player controls.\n4/3'), ['what defending player controls (not written yet)']);
    assert.deepStrictEqual(notScripted('Rimeback Ogre {3}{R}\nCreature — Ogre\nWhenever Rimeback Ogre attacks, tap target artifact defending player controls.\n4/3'), ['what defending player controls (not written yet)']);
  });
});
