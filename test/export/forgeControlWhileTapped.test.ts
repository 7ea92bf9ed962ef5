import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: control "for as long as you control ~ and ~ remains tapped"', () => {
  test('of an ability with {T} in its cost: LoseControl$ Untap,LeavesPlay,LoseControl', () => {
    assert.deepStrictEqual(script('Tidebound Keeper {3}{U}\nCreature — Merfolk\n{1}, {T}: Gain control of target artifact for as long as you control Tidebound Keeper and Tidebound Keeper remains tapped.\n2/3'), [
      'A:AB$ GainControl | Cost$ 1 T | ValidTgts$ Artifact | LoseControl$ Untap,LeavesPlay,LoseControl',
    ]);
  });

  test('in a trigger or a spell (the card need not be tapped) it is not written', () => {
    const notWritten = (card: string) => assert.deepStrictEqual(forgeNotScripted(card).map((r) => /remains tapped, outside an ability that taps it/.test(r)), [true]);
    notWritten('Tidal Lure {4}\nArtifact\nWhen Tidal Lure enters the battlefield, gain control of target land for as long as you control Tidal Lure and Tidal Lure remains tapped.');
    notWritten('Tidal Grasp {3}{U}\nSorcery\nGain control of target land for as long as you control Tidal Grasp and Tidal Grasp remains tapped.');
  });

  test('of an ability without {T} in its cost it is not written', () => {
    assert.deepStrictEqual(forgeNotScripted('Tidal Hook {4}\nArtifact\n{2}: Gain control of target land for as long as you control Tidal Hook and Tidal Hook remains tapped.').map((r) => /remains tapped, outside an ability that taps it/.test(r)), [true]);
  });
});
