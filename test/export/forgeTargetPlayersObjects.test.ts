import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: objects a target player controls skip their next untap', () => {
  test('a PumpAll targeting the player, of what it controls (TargetedPlayerCtrl), with the hidden keyword for good', () => {
    assert.deepStrictEqual(script('Frost Lock {2}{U}\nSorcery\nArtifacts target player controls don\'t untap during their next untap step.'), [
      'A:SP$ PumpAll | Cost$ 2 U | ValidTgts$ Player | ValidCards$ Artifact.TargetedPlayerCtrl | KW$ HIDDEN This card doesn\'t untap during your next untap step. | Permanent$ True',
    ]);
    assert.deepStrictEqual(script('Long Night {1}{U}{U}\nInstant\nCreatures target player controls don\'t untap during their next untap step.\nDraw a card.'), [
      'A:SP$ PumpAll | Cost$ 1 U U | ValidTgts$ Player | ValidCards$ Creature.TargetedPlayerCtrl | KW$ HIDDEN This card doesn\'t untap during your next untap step. | Permanent$ True | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('other words about what a target player controls are not read as it', () => {
    const card = 'Numb Fields {U}\nInstant\nLands target player controls don\'t untap during your next untap step.';
    assert.deepStrictEqual(script(card), []);
    assert.strictEqual(notScripted(card).length, 1);
  });
});
