import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of "for each Aura (Equipment) attached to it"', () => {
  test('of the card itself: Count$Valid Aura.Attached, /Times.N for more than +1/+1', () => {
    assert.deepStrictEqual(script('Thornveil Dancer {1}{G}\nCreature — Elf\nThornveil Dancer gets +3/+3 for each Aura attached to it.\n1/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X', 'SVar:X:Count$Valid Aura.Attached/Times.3',
    ]);
    assert.deepStrictEqual(script('Ironhide Brute {3}{W}\nCreature — Giant\nIronhide Brute gets +1/+0 for each Equipment attached to Ironhide Brute.\n3/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X', 'SVar:X:Count$Valid Equipment.Attached',
    ]);
  });

  test('of several kinds ("Aura and Equipment") it is not written', () => {
    assert.deepStrictEqual(script('Mire Sprite {B}\nCreature — Faerie\nMire Sprite gets +1/+0 for each Aura and Equipment attached to it.\n1/1'), []);
    assert.strictEqual(notScripted('Mire Sprite {B}\nCreature — Faerie\nMire Sprite gets +1/+0 for each Aura and Equipment attached to it.\n1/1').length, 1);
  });
});
