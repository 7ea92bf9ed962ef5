import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: objects a target player controls skip their next untap', () => {
  // The reader takes only this sentence as a whole effect, so its words are fixed; the cards around it are invented.
  test('a PumpAll targeting the player, of what it controls (TargetedPlayerCtrl), with the hidden keyword for good', () => {
    assert.deepStrictEqual(script('Frost Lock {2}{U}\nInstant\nArtifacts target player controls don\'t untap during their next untap step.\nCycling {2}'), [
      'A:SP$ PumpAll | Cost$ 2 U | ValidTgts$ Player | ValidCards$ Artifact.TargetedPlayerCtrl | KW$ HIDDEN This card doesn\'t untap during your next untap step. | Permanent$ True',
      'K:Cycling:2',
    ]);
    assert.deepStrictEqual(script('Long Night {3}{U}\nSorcery\nCreatures target player controls don\'t untap during their next untap step.\nYou gain 2 life.'), [
      'A:SP$ PumpAll | Cost$ 3 U | ValidTgts$ Player | ValidCards$ Creature.TargetedPlayerCtrl | KW$ HIDDEN This card doesn\'t untap during your next untap step. | Permanent$ True | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
  });

  test('other words about what a target player controls are not read as it', () => {
    const card = 'Numb Fields {U}\nInstant\nLands target player controls don\'t untap during your next untap step.';
    assert.deepStrictEqual(script(card), []);
    assert.strictEqual(notScripted(card).length, 1);
  });
});
