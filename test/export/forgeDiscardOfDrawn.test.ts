import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "draw N cards, then discard one of them"', () => {
  test('the draw remembers its cards, the discard is of them (`DiscardValid$ Card.IsRemembered`), a Cleanup forgets them', () => {
    assert.deepStrictEqual(script('Marrow Omen {1}{B}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature dies, draw four cards, then discard one of them.'), [
      'K:Enchant creature',
      'A:SP$ Attach | Cost$ 1 B | ValidTgts$ Creature',
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.AttachedBy | Execute$ TrigEffect',
      'SVar:DBDiscard:DB$ Discard | Defined$ You | NumCards$ 1 | Mode$ TgtChoose | DiscardValid$ Card.IsRemembered | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 4 | RememberDrawn$ True | SubAbility$ DBDiscard',
    ]);
  });
});
