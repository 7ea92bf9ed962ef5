import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: every permanent of a kind put on the bottom of its owner\'s library', () => {
  test('is ChangeZoneAll of the kind to the library\'s bottom', () => {
    assert.deepStrictEqual(script("Tidewrack Ritual {4}{U}\nSorcery\nPut all tapped artifacts on the bottom of their owners' libraries. Draw a card."), [
      'A:SP$ ChangeZoneAll | Cost$ 4 U | ChangeType$ Artifact.tapped | Origin$ Battlefield | Destination$ Library | LibraryPosition$ -1 | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script("Sunken Bell {3}\nArtifact\n{5}, {T}, Sacrifice Sunken Bell: Put all creatures your opponents control on the bottom of their owners' libraries."), [
      'A:AB$ ChangeZoneAll | Cost$ 5 T Sac<1/CARDNAME> | ChangeType$ Creature.OppCtrl | Origin$ Battlefield | Destination$ Library | LibraryPosition$ -1',
    ]);
  });
});
