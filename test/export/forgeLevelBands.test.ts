import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of a leveler\'s band with a restriction of the card itself', () => {
  test('a restriction Forge checks as a hidden keyword: AddHiddenKeyword$ in the band\'s static, after its keywords', () => {
    assert.deepStrictEqual(script('Cinder Hound {1}{R}\nCreature — Elemental Hound\nLevel up {1}{R}\nLEVEL 2-5\n3/2\nCinder Hound attacks each combat if able.\nLEVEL 6+\n5/3\nTrample\nCinder Hound can\'t be blocked.\n1/1'), [
      'K:Level up:1 R',
      'S:Mode$ Continuous | Affected$ Card.Self | SetPower$ 3 | SetToughness$ 2 | AddHiddenKeyword$ CARDNAME attacks each combat if able. | CheckSVar$ X | SVarCompare$ EQ1',
      'SVar:X:Count$Valid Card.Self+counters_GE2_LEVEL+counters_LE5_LEVEL',
      'S:Mode$ Continuous | Affected$ Card.Self | SetPower$ 5 | SetToughness$ 3 | AddKeyword$ Trample | AddHiddenKeyword$ Unblockable | CheckSVar$ Y | SVarCompare$ EQ1',
      'SVar:Y:Count$Valid Card.Self+counters_GE6_LEVEL',
    ]);
  });

  test('"Prevent all damage that would be dealt to ~" is a real keyword there (AddKeyword$), as Forge makes a replacement effect of it only so', () => {
    assert.deepStrictEqual(script('Fog Warden {1}{W}\nCreature — Human Cleric\nLevel up {2}\nLEVEL 3+\n2/5\nPrevent all damage that would be dealt to Fog Warden.\n1/3'), [
      'K:Level up:2',
      'S:Mode$ Continuous | Affected$ Card.Self | SetPower$ 2 | SetToughness$ 5 | AddKeyword$ Prevent all damage that would be dealt to CARDNAME. | CheckSVar$ Y | SVarCompare$ EQ1',
      'SVar:Y:Count$Valid Card.Self+counters_GE3_LEVEL',
    ]);
  });

  test('a band\'s rule Forge checks as no hidden keyword is not written', () => {
    const reason = 'a rule of a level band that Forge does not check as a hidden keyword';
    assert.deepStrictEqual(notScripted('Fog Warden {1}{W}\nCreature — Human Cleric\nLevel up {2}\nLEVEL 3+\n2/5\nPrevent all combat damage that would be dealt to Fog Warden.\n1/3'), [reason]);
    assert.deepStrictEqual(notScripted('Lone Lancer {W}\nCreature — Human Soldier\nLevel up {1}\nLEVEL 1+\n2/2\nLone Lancer can\'t attack alone.\n1/1'), [reason]);
  });

  test('a band\'s static ability of other objects is still not written', () => {
    assert.deepStrictEqual(notScripted('Reef Captain {U}\nCreature — Merfolk\nLevel up {1}\nLEVEL 3+\n3/3\nOther Merfolk you control get +1/+0.\n1/1'), ['an ability of a level band that is not a keyword']);
  });
});
