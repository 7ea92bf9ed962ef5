import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of "as long as" conditions that compare a count', () => {
  test('a devotion below N: RemoveType$ Creature | RemoveCreatureTypes$ True with CheckSVar$ of Count$Devotion / DevotionDual', () => {
    assert.deepStrictEqual(script("Duskmire, Twin Judge {1}{W}{B}\nLegendary Enchantment Creature — God\nAs long as your devotion to white and black is less than seven, Duskmire isn't a creature.\n5/4"), [
      'S:Mode$ Continuous | Affected$ Card.Self | RemoveType$ Creature | RemoveCreatureTypes$ True | CheckSVar$ X | SVarCompare$ LT7', 'SVar:X:Count$DevotionDual.White.Black',
    ]);
    assert.deepStrictEqual(script("Sunveil {3}{W}\nLegendary Enchantment Creature — God\nAs long as your devotion to white is less than five, Sunveil isn't a creature.\n5/6"), [
      'S:Mode$ Continuous | Affected$ Card.Self | RemoveType$ Creature | RemoveCreatureTypes$ True | CheckSVar$ X | SVarCompare$ LT5', 'SVar:X:Count$Devotion.White',
    ]);
  });

  test('"Activate only if" a devotion is not written', () => {
    assert.strictEqual(notScripted('Shrine Lamp {2}\nArtifact\n{T}: Draw a card. Activate only if your devotion to blue is less than three.').length, 1);
  });
});
