import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: every permanent of a kind a target player controls', () => {
  test('is DestroyAll or ChangeZoneAll of the kind, the player the ability\'s target', () => {
    assert.deepStrictEqual(script('Grudge Engine {5}\nArtifact\n{6}, {T}: Destroy all tapped artifacts target opponent controls.'), [
      'A:AB$ DestroyAll | Cost$ 6 T | ValidTgts$ Opponent | ValidCards$ Artifact.tapped',
    ]);
    assert.deepStrictEqual(script('Ashen Warden {4}{W}{W}\nCreature — Spirit Cleric\nWhen this creature enters, exile all tapped creatures target opponent controls.\n3/4'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZoneAll | ValidTgts$ Opponent | ChangeType$ Creature.tapped | Origin$ Battlefield | Destination$ Exile',
    ]);
  });

  test('"return all … target player owns to their hand" is not written: Forge would take the ones that player controls', () => {
    assert.deepStrictEqual(forgeNotScripted('Ebbing Verdict {3}{U}{U}\nSorcery\nReturn all nonland permanents target opponent owns to their hand.'), [
      'every permanent of a kind a target player owns returned (Forge takes the ones that player controls)',
    ]);
  });
});
