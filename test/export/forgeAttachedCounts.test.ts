import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of "for each Aura (Equipment) attached to it"', () => {
  test('of the card itself: Count$Valid Aura.Attached, /Times.N for more than +1/+1', () => {
    assert.deepStrictEqual(script('Charmbound Hulk {4}{G}\nCreature — Beast\nTrample\nCharmbound Hulk gets +3/+0 for each Aura attached to it.\n3/3').slice(1), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X', 'SVar:X:Count$Valid Aura.Attached/Times.3',
    ]);
    assert.deepStrictEqual(script('Ironhide Brute {3}{W}\nCreature — Giant\nIronhide Brute gets +1/+0 for each Equipment attached to Ironhide Brute.\n3/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X', 'SVar:X:Count$Valid Equipment.Attached',
    ]);
  });

  test('of several kinds or with a quality ("Aura you control") it is not written', () => {
    assert.deepStrictEqual(notScripted('Ward Knight {2}{W}\nCreature — Human Knight\nVigilance\nWard Knight gets +1/+1 for each Aura you control attached to it.\n2/2'), [
      '"for each" of objects attached to the card of several kinds or with a quality',
    ]);
  });
});
