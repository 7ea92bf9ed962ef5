import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a token with a name of its own', () => {
  test('"token named Lesser Imp" is TokenName$ Lesser Imp', () => {
    assert.deepStrictEqual(script('Devil Lord {2}{B}{R}\nLegendary Creature — Demon\n{2}{B}{R}, {T}: Create a 1/1 black and red Demon creature token named Lesser Imp.\n2/2'), [
      'A:AB$ Token | Cost$ 2 B R T | TokenAmount$ 1 | TokenName$ Lesser Imp | TokenTypes$ Creature,Demon | TokenOwner$ You | TokenColors$ Black,Red | TokenPower$ 1 | TokenToughness$ 1',
    ]);
  });
});
