import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

// The form is a fixed phrase, the whole oracle text of a few cards (Tolarian Winds, Shattered Perception): the test
// cards differ in kind, cost and the steps around it.
suite('Forge scripts: "discard all the cards in your hand, then draw that many cards"', () => {
  test('the discard of the hand remembers its cards, the draw counts them (`Remembered$Amount`), a Cleanup forgets them', () => {
    assert.deepStrictEqual(script('Churning Loom {3}\nArtifact\n{2}, {T}: Discard all the cards in your hand, then draw that many cards.'), [
      'A:AB$ Discard | Cost$ 2 T | Defined$ You | Mode$ Hand | RememberDiscarded$ True | SubAbility$ DBDraw',
      'SVar:X:Remembered$Amount',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ X | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('after an earlier step of a spell, the same chain follows it', () => {
    assert.deepStrictEqual(script('Cinder Refit {1}{R}\nSorcery\nCinder Refit deals 1 damage to each opponent. Discard all the cards in your hand, then draw that many cards.'), [
      'A:SP$ DealDamage | Cost$ 1 R | Defined$ Player.Opponent | NumDmg$ 1 | SubAbility$ DBDiscard',
      'SVar:X:Remembered$Amount',
      'SVar:DBDiscard:DB$ Discard | Defined$ You | Mode$ Hand | RememberDiscarded$ True | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ X | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('"you may" before it is not written (Forge would skip the draw with the discard only if both are optional)', () => {
    assert.deepStrictEqual(forgeNotScripted('Restless Scribe {2}{U}\nCreature — Human Wizard\nWhen Restless Scribe enters the battlefield, you may discard all the cards in your hand, then draw that many cards.\n1/3').map((r) => /"you may"/.test(r)), [true]);
  });

  test('under a condition of its sentence it is not written (Forge checks the condition again on the draw, after the hand is gone)', () => {
    const notWritten = (card: string) => assert.deepStrictEqual(forgeNotScripted(card).map((r) => /under a condition/.test(r)), [true]);
    notWritten('Spill the Satchel {1}{U}\nInstant\nIf you have three or more cards in hand, discard all the cards in your hand, then draw that many cards.');
    notWritten('Tidepool Reshuffle {U}\nSorcery\nScry 2. If you control an Island, discard all the cards in your hand, then draw that many cards.');
  });
});
