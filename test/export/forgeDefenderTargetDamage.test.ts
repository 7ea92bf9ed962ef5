import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const dog = (name: string, text: string): string => `${name} {3}{R}\nCreature — Elemental Dog\n${text}\n3/3`;

suite('Forge scripts: damage from the attacking card to a target defending player controls', () => {
  test('"Whenever ~ attacks, ~ deals N damage to target … defending player controls" targets what the defender controls', () => {
    assert.deepStrictEqual(script(dog('Test Cinder Jackal', 'Whenever Test Cinder Jackal attacks, Test Cinder Jackal deals 1 damage to target creature or planeswalker defending player controls.')), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | ValidTgts$ Creature.DefenderCtrl,Planeswalker.DefenderCtrl | NumDmg$ 1',
    ]);
    assert.deepStrictEqual(script(dog('Test Cinder Jackal Two', 'Whenever Test Cinder Jackal Two attacks, Test Cinder Jackal Two deals 4 damage to target tapped creature defending player controls.')), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | ValidTgts$ Creature.tapped+DefenderCtrl | NumDmg$ 4',
    ]);
  });

  test('"you may have it deal" is the same damage, offered first', () => {
    assert.deepStrictEqual(script(dog('Test Spark Three', 'Whenever Test Spark Three attacks, you may have it deal 2 damage to target creature defending player controls.')), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | ValidTgts$ Creature.DefenderCtrl | NumDmg$ 2',
    ]);
  });

  test('with another step, of a block, of another attacker or of another effect it is not written yet', () => {
    const reason = 'what defending player controls (not written yet)';
    assert.deepStrictEqual(notScripted(dog('Test Spark Two', 'Whenever Test Spark Two attacks, it deals 3 damage to target creature defending player controls and 1 damage to you.')), [reason]);
    assert.deepStrictEqual(notScripted(dog('Test Spark Four', 'Whenever Test Spark Four blocks, it deals 2 damage to target creature defending player controls.')), [reason]);
    assert.deepStrictEqual(notScripted(dog('Test Spark Six', 'Whenever a creature you control attacks, Test Spark Six deals 1 damage to target creature defending player controls.')), [reason]);
    assert.deepStrictEqual(notScripted(dog('Test Spark Seven', 'Whenever Test Spark Seven attacks, return target artifact defending player controls to its owner\'s hand.')), [reason]);
    assert.deepStrictEqual(notScripted('Test Spark Five {2}{R}\nArtifact — Equipment\nEquipped creature gets +1/+0.\nWhenever equipped creature attacks, Test Spark Five deals 2 damage to target artifact creature defending player controls.\nEquip {3}'), [reason]);
  });
});
