import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite("Forge scripts: a search of another player's library", () => {
  test('it is a ChangeZone from the targeted player\'s library, GainControl$ True onto the battlefield under your control', () => {
    assert.deepStrictEqual(script("Vault Heist {4}{U}\nSorcery\nSearch target opponent's library for an artifact card and put that card onto the battlefield under your control. Then that player shuffles their library."), [
      'A:SP$ ChangeZone | Cost$ 4 U | ValidTgts$ Opponent | Origin$ Library | Destination$ Battlefield | ChangeType$ Artifact | ChangeNum$ 1 | GainControl$ True',
    ]);
  });

  test('"up to five cards … and exile them": the number, unmarked "up to", exiled', () => {
    assert.deepStrictEqual(script("Mind Sweep {3}{B}\nSorcery\nSearch target player's library for up to five cards and exile them. Then that player shuffles their library."), [
      'A:SP$ ChangeZone | Cost$ 3 B | ValidTgts$ Player | Origin$ Library | Destination$ Exile | ChangeType$ Card | ChangeNum$ 5',
    ]);
  });

  test('"up to two creature cards … into that player\'s graveyard": Destination$ Graveyard, the kind in ChangeType$', () => {
    assert.deepStrictEqual(script("Mind Sweep {3}{B}\nSorcery\nSearch target player's library for up to two creature cards and put them into that player's graveyard. Then the player shuffles their library."), [
      'A:SP$ ChangeZone | Cost$ 3 B | ValidTgts$ Player | Origin$ Library | Destination$ Graveyard | ChangeType$ Creature | ChangeNum$ 2',
    ]);
  });

  test('a number not known before it resolves (X) is not written, with the reason', () => {
    const card = "Mind Sweep {X}{B}\nSorcery\nSearch target player's library for X cards and exile them. Then that player shuffles their library.";
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /a counted number of cards searched for in another player's library/);
  });
});
