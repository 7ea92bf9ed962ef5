import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "~ can\'t attack unless defending player is the monarch"', () => {
  test('S:Mode$ CantAttack of Card.Self with UnlessDefender$ isMonarch', () => {
    assert.deepStrictEqual(script("Crown Brute {2}{R}\nCreature — Ogre\nCrown Brute can't attack unless defending player is the monarch.\n4/3"), [
      'S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefender$ isMonarch',
    ]);
  });
});
