import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const dies = (effect: string) => `Ember Dredger {2}{B}\nCreature — Zombie\nWhen Ember Dredger dies, ${effect}\n2/1`;

suite('Forge scripts: another player puts a card from their hand on top of their library', () => {
  test('a target opponent chooses it (`Chooser$ Opponent`); each player, `DefinedPlayer$ Player`; on top, `LibraryPosition$ 0`', () => {
    assert.deepStrictEqual(script(dies('target opponent puts a card from their hand on top of their library.')), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | ValidTgts$ Opponent | Origin$ Hand | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True | Chooser$ Opponent',
    ]);
    assert.deepStrictEqual(script(dies('each player puts a card from their hand on top of their library.')), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Hand | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True | DefinedPlayer$ Player',
    ]);
  });

  test('of a target player (any player) it is not written yet', () => {
    assert.deepStrictEqual(notScripted(dies('target player puts a card from their hand on top of their library.')), ['another player putting a card from their hand on top of their library (not written yet)']);
  });
});
