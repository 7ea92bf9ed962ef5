import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const ledger = `Hushed Ledger {1}{B}\nArtifact\n{2}, {T}: Target opponent puts a card from their hand on top of their library. Activate only as a sorcery.`;
const vigil = `Fogbound Vigil {3}{U}\nSorcery\nEach player puts a card from their hand on top of their library. Draw a card.`;
const doubt = (effect: string) => `Gnawing Doubt {2}{B}\nInstant\n${effect}`;

suite('Forge scripts: another player puts a card from their hand on top of their library', () => {
  test('a target opponent chooses it (`Chooser$ Opponent`); each player, `DefinedPlayer$ Player`; on top, `LibraryPosition$ 0`', () => {
    assert.deepStrictEqual(script(ledger), [
      'A:AB$ ChangeZone | Cost$ 2 T | ValidTgts$ Opponent | Origin$ Hand | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True | Chooser$ Opponent | SorcerySpeed$ True',
    ]);
    assert.deepStrictEqual(script(vigil), [
      'A:SP$ ChangeZone | Cost$ 3 U | Origin$ Hand | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True | DefinedPlayer$ Player | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('an opponent targeted earlier in the ability is `DefinedPlayer$ Targeted` (a player, not `Defined$`) and chooses the card', () => {
    const put = 'SVar:DBChangeZone:DB$ ChangeZone | DefinedPlayer$ Targeted | Origin$ Hand | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True | Chooser$ Targeted';
    assert.deepStrictEqual(script(doubt('Target opponent mills three cards, then puts a card from their hand on top of their library.')), [
      'A:SP$ Mill | Cost$ 2 B | ValidTgts$ Opponent | NumCards$ 3 | SubAbility$ DBChangeZone',
      put,
    ]);
    assert.deepStrictEqual(script(doubt('Target opponent draws two cards. That player puts a card from their hand on top of their library.')), [
      'A:SP$ Draw | Cost$ 2 B | ValidTgts$ Opponent | NumCards$ 2 | SubAbility$ DBChangeZone',
      put,
    ]);
  });

  test('of a target player (any player) it is not written yet', () => {
    assert.deepStrictEqual(notScripted(doubt('You gain 2 life. Target player puts a card from their hand on top of their library.')), ['another player putting a card from their hand on top of their library (not written yet)']);
  });
});
