import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of a leveler\'s band with a restriction of the card itself', () => {
  test('"~ can\'t be blocked" in a band: AddHiddenKeyword$ Unblockable in the band\'s static, after its keywords', () => {
    assert.deepStrictEqual(script('Mist Scout {1}{U}\nCreature — Human Rogue\nLevel up {3}\nLEVEL 1-3\n2/3\nMist Scout can\'t be blocked.\nLEVEL 4+\n4/4\nHexproof\nMist Scout can\'t be blocked.\n1/1'), [
      'K:Level up:3',
      'S:Mode$ Continuous | Affected$ Card.Self | SetPower$ 2 | SetToughness$ 3 | AddHiddenKeyword$ Unblockable | CheckSVar$ X | SVarCompare$ EQ1',
      'SVar:X:Count$Valid Card.Self+counters_GE1_LEVEL+counters_LE3_LEVEL',
      'S:Mode$ Continuous | Affected$ Card.Self | SetPower$ 4 | SetToughness$ 4 | AddKeyword$ Hexproof | AddHiddenKeyword$ Unblockable | CheckSVar$ Y | SVarCompare$ EQ1',
      'SVar:Y:Count$Valid Card.Self+counters_GE4_LEVEL',
    ]);
  });

  test('a band\'s static ability of other objects is still not written', () => {
    assert.deepStrictEqual(notScripted('Reef Captain {U}\nCreature — Merfolk\nLevel up {1}\nLEVEL 3+\n3/3\nOther Merfolk you control get +1/+0.\n1/1'), ['an ability of a level band that is not a keyword']);
  });
});
