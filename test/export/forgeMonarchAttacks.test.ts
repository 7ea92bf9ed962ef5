import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "~ can\'t attack unless defending player is the monarch"', () => {
  test('S:Mode$ CantAttack of Card.Self with UnlessDefender$ isMonarch', () => {
    assert.deepStrictEqual(script("Throne Jackal {1}{B}\nCreature — Jackal\nMenace\nThrone Jackal can't attack unless defending player is the monarch.\n3/2").filter((l) => l.startsWith('S:')), [
      'S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefender$ isMonarch',
    ]);
  });
});
