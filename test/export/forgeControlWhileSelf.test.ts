import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: control "for as long as you control ~" or "as long as ~ remains on the battlefield"', () => {
  test('in a triggered ability: LoseControl$ LeavesPlay,LoseControl', () => {
    assert.deepStrictEqual(script('Marsh Beguiler {3}{U}{B}\nCreature — Horror\nWhen Marsh Beguiler enters the battlefield, gain control of target artifact or enchantment for as long as you control Marsh Beguiler.\n3/4'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainControl | ValidTgts$ Artifact,Enchantment | LoseControl$ LeavesPlay,LoseControl',
    ]);
  });

  test('until end of turn, in the same trigger, stays LoseControl$ EOT', () => {
    assert.deepStrictEqual(script('Marsh Beguiler {3}{U}{B}\nCreature — Horror\nWhen Marsh Beguiler enters the battlefield, gain control of target artifact until end of turn.\n3/4')[1],
      'SVar:TrigEffect:DB$ GainControl | ValidTgts$ Artifact | LoseControl$ EOT');
  });

  test('in an activated ability or a spell it is not written yet', () => {
    assert.match(forgeNotScripted('Marsh Lure {5}\nArtifact\n{4}, {T}: Gain control of target creature for as long as you control Marsh Lure.').join('\n'), /as long as you control the card, in an activated ability/);
    assert.ok(forgeNotScripted('Marsh Grasp {2}{U}{U}\nSorcery\nGain control of target land for as long as you control Marsh Grasp.').length > 0);
  });

  test('"for as long as ~ remains on the battlefield": LoseControl$ LeavesPlay, of a permanent\'s ability only', () => {
    assert.deepStrictEqual(script('Reef Siren {2}{U}{U}\nCreature — Merfolk\nWhen Reef Siren enters the battlefield, gain control of target artifact for as long as Reef Siren remains on the battlefield.\n2/2')[1],
      'SVar:TrigEffect:DB$ GainControl | ValidTgts$ Artifact | LoseControl$ LeavesPlay');
    assert.deepStrictEqual(script('Reef Rod {4}\nArtifact\n{3}, {T}: Gain control of target land for as long as Reef Rod remains on the battlefield.'), [
      'A:AB$ GainControl | Cost$ 3 T | ValidTgts$ Land | LoseControl$ LeavesPlay',
    ]);
    assert.match(forgeNotScripted('Reef Grasp {2}{U}{U}\nSorcery\nGain control of target creature for as long as Reef Grasp remains on the battlefield.').join('\n'), /as long as a spell remains on the battlefield/);
  });
});
