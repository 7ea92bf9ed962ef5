import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "draw N cards, then discard one of them"', () => {
  test('the draw remembers its cards, the discard is of them (`DiscardValid$ Card.IsRemembered`), a Cleanup forgets them', () => {
    assert.deepStrictEqual(script('Marrow Omen {1}{U}{B}\nCreature — Bird Spirit\nFlying\nWhenever Marrow Omen deals combat damage to a player, you lose 1 life and draw four cards, then discard one of them.\n2/2'), [
      'K:Flying',
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 4 | RememberDrawn$ True | SubAbility$ DBDiscard',
      'SVar:DBDiscard:DB$ Discard | Defined$ You | NumCards$ 1 | Mode$ TgtChoose | DiscardValid$ Card.IsRemembered | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ You | LifeAmount$ 1 | SubAbility$ DBDraw',
    ]);
  });
});
