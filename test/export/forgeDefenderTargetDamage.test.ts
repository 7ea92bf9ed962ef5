import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const dog = (name: string, text: string): string => `${name} {3}{R}\nCreature — Elemental Dog\n${text}\n3/3`;

suite('Forge scripts: damage from the attacking card to a target defending player controls', () => {
  test('"Whenever ~ attacks, it deals N damage to target creature defending player controls" targets Creature.DefenderCtrl', () => {
    assert.deepStrictEqual(script(dog('Test Spark Hound', 'Whenever Test Spark Hound attacks, it deals 3 damage to target creature defending player controls.')), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | ValidTgts$ Creature.DefenderCtrl | NumDmg$ 3',
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
    assert.deepStrictEqual(notScripted(dog('Test Spark Seven', 'Whenever Test Spark Seven attacks, destroy target creature defending player controls.')), [reason]);
    assert.deepStrictEqual(notScripted('Test Spark Five {3}{R}\nArtifact — Equipment\nWhenever equipped creature attacks, Test Spark Five deals 1 damage to target creature defending player controls.\nEquip {2}'), [reason]);
  });
});
