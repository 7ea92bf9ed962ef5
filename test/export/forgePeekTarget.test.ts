import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: looking at the top card of a target player\'s library', () => {
  test('in a trigger it is RearrangeTopOfLibrary of one card of the targeted player\'s library', () => {
    assert.deepStrictEqual(script('Test Spy {U}\nCreature — Faerie\nWhen Test Spy enters the battlefield, look at the top card of target player\'s library.\n1/1'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ RearrangeTopOfLibrary | ValidTgts$ Player | NumCards$ 1',
    ]);
  });

  test('outside a trigger it is not written yet', () => {
    assert.match(forgeNotScripted('Test Mystic {U}\nCreature — Merfolk\n{1}{U}: Look at the top card of target player\'s library.\n1/1').join('\n'), /top card of a target player's library outside a trigger/);
  });
});
