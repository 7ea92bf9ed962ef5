import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge: the top card revealed, and a sentence done if it is of a kind', () => {
  test('a Dig that moves nothing and remembers the card, each step under the remembered card\'s kind, the memory cleared last', () => {
    assert.deepStrictEqual(script('Test Seer {2}{G}\nCreature — Spirit\n{3}: Reveal the top card of your library. If it\'s a creature card, Test Seer gets +3/+1 and gains reach until end of turn. Activate only once each turn.\n2/2'), [
      'A:AB$ Dig | Cost$ 3 | DigNum$ 1 | Reveal$ True | DestinationZone$ Library | LibraryPosition$ 0 | LibraryPosition2$ 0 | NoMove$ True | RememberRevealed$ True | SubAbility$ DBPump | ActivationLimit$ 1',
      'SVar:DBPump:DB$ Pump | Defined$ Self | NumAtt$ 3 | NumDef$ 1 | KW$ Reach | ConditionDefined$ Remembered | ConditionPresent$ Card.Creature | ConditionCompare$ GE1 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('in a triggered ability, not written yet', () => {
    assert.deepStrictEqual(notScripted('Test Seer {2}{G}\nCreature — Spirit\nAt the beginning of your upkeep, reveal the top card of your library. If it\'s a land card, Test Seer gets +1/+1 until end of turn.\n2/2'), [
      'revealing the top card and doing something if it is of a kind, outside an activated ability (not written yet)',
    ]);
  });

  test('each step of the sentence under the condition, in order', () => {
    const lines = script('Test Warden {1}{W}\nCreature — Spirit\n{4}: Reveal the top card of your library. If it\'s an artifact card, untap Test Warden and it gets +0/+2 until end of turn.\n0/3');
    assert.deepStrictEqual(lines.slice(1), [
      'SVar:DBUntap:DB$ Untap | Defined$ Self | ConditionDefined$ Remembered | ConditionPresent$ Card.Artifact | ConditionCompare$ GE1 | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Self | NumDef$ 2 | ConditionDefined$ Remembered | ConditionPresent$ Card.Artifact | ConditionCompare$ GE1 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });
});
