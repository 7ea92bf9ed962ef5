import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a creature\'s base power and toughness set, its abilities lost', () => {
  test('"loses all abilities and becomes a blue Frog with base power and toughness 1/1" is Animate with RemoveAllAbilities$ and no card type', () => {
    assert.deepStrictEqual(script('Croakify {1}{U}\nInstant\nUntil end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.'), [
      'A:SP$ Animate | Cost$ 1 U | ValidTgts$ Creature | Power$ 1 | Toughness$ 1 | Types$ Frog | Colors$ Blue | OverwriteColors$ True | RemoveCreatureTypes$ True | RemoveAllAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Lambify {1}{U}\nInstant\nUntil end of turn, target creature loses all abilities and has base power and toughness 0/1.'), [
      'A:SP$ Animate | Cost$ 1 U | ValidTgts$ Creature | Power$ 0 | Toughness$ 1 | RemoveAllAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Dwindle Mist {U}\nInstant\nTarget creature has base power and toughness 1/1 until end of turn.'), [
      'A:SP$ Animate | Cost$ U | ValidTgts$ Creature | Power$ 1 | Toughness$ 1',
    ]);
  });
});
