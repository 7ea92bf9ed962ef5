import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a card of the hand put on top of the library', () => {
  test('"then put a card from your hand on top of your library" is a mandatory ChangeZone of one card from the hand', () => {
    assert.deepStrictEqual(script('Tide Shell {2}\nArtifact\n{2}, {T}: Draw two cards, then put a card from your hand on top of your library.'), [
      'A:AB$ Draw | Cost$ 2 T | Defined$ You | NumCards$ 2 | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Hand | Destination$ Library | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True',
    ]);
  });
});
