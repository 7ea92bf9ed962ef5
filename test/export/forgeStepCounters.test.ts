import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: counters on the card itself in a trigger at the beginning of a step', () => {
  test('"draw a card for each lore counter on ~" at your upkeep counts them as Count$CardCounters (the card is on the battlefield)', () => {
    assert.deepStrictEqual(script('Story Loom {3}{U}\nEnchantment\nAt the beginning of your upkeep, draw a card for each lore counter on Story Loom.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:Count$CardCounters.LORE',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ X',
    ]);
  });

  test('an "unless" cost paid for each counter on it, in such a trigger, is not written', () => {
    assert.match(notScripted('Test Orb {2}{U}\nCreature — Illusion\nAt the beginning of your upkeep, sacrifice Test Orb unless you pay {1} for each +1/+1 counter on it.\n1/1').join('\n'), /an "unless" cost paid for each counter on the card in a triggered ability/);
  });
});
