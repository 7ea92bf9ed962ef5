import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: every permanent of a kind a target player controls', () => {
  test('is DestroyAll or ChangeZoneAll of the kind, the player the ability\'s target', () => {
    assert.deepStrictEqual(script('Grudge Engine {5}\nArtifact\n{6}, {T}: Destroy all tapped artifacts target opponent controls.'), [
      'A:AB$ DestroyAll | Cost$ 6 T | ValidTgts$ Opponent | ValidCards$ Artifact.tapped',
    ]);
    assert.deepStrictEqual(script('Tidal Dismissal {2}{U}{U}\nSorcery\nReturn all creatures target player owns to their hand.'), [
      'A:SP$ ChangeZoneAll | Cost$ 2 U U | ValidTgts$ Player | ChangeType$ Creature | Origin$ Battlefield | Destination$ Hand',
    ]);
    assert.deepStrictEqual(script('Vanishing Edict {4}{W}\nSorcery\nExile all enchantments target player controls.'), [
      'A:SP$ ChangeZoneAll | Cost$ 4 W | ValidTgts$ Player | ChangeType$ Enchantment | Origin$ Battlefield | Destination$ Exile',
    ]);
  });
});
