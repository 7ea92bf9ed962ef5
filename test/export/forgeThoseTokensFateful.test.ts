import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "N of those tokens instead" on a fateful hour line', () => {
  test('"Fateful hour — If you have 5 or less life, create three of those tokens instead." changes the line before: Count$FatefulHour.3.2', () => {
    assert.deepStrictEqual(script('Lantern Wardens {3}{W}\nInstant\nCreate two 1/1 white Spirit creature tokens with flying.\nFateful hour — If you have 5 or less life, create three of those tokens instead.'), [
      'A:SP$ Token | Cost$ 3 W | TokenAmount$ X | TokenName$ Spirit | TokenTypes$ Creature,Spirit | TokenOwner$ You | TokenColors$ White | TokenPower$ 1 | TokenToughness$ 1 | TokenKeywords$ Flying',
      'SVar:X:Count$FatefulHour.3.2',
    ]);
  });
});
