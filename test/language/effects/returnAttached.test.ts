import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: an Aura returned attached to the trigger\'s creature', () => {
  test('"return ~ from your graveyard to the battlefield attached to that creature": attached to the creature that entered (303.4f)', () => {
    const e = effectsOf('Test Fangs {1}{G}\nEnchantment — Aura\nEnchant creature\nWhen a creature with mana value 6 or greater enters the battlefield, you may return Test Fangs from your graveyard to the battlefield attached to that creature.')[1];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(JSON.parse(JSON.stringify(e.steps)), [{ do: 'return', what: { ref: 'self' }, to: 'battlefield', optional: true, attachedTo: { ref: 'triggered', what: 'object' } }]);
    assert.match(describeEffect(e).join('\n'), /return this card \(~\) to the battlefield attached to that object \(of the trigger\)/);
  });

  test('"attached to that creature" of a creature that died is not read (it is no longer on the battlefield, 303.4g)', () => {
    const e = effectsOf('Test Fangs {1}{G}\nEnchantment — Aura\nEnchant creature\nWhen a creature with mana value 6 or greater dies, you may return Test Fangs from your graveyard to the battlefield attached to that creature.')[1];
    assert.match(JSON.stringify(e.unknown), /what it is attached to/);
  });

  test('"attached to that creature" when no creature triggered it is not read', () => {
    assert.strictEqual(effectsOf('Test Fangs {1}{G}\nEnchantment — Aura\nEnchant creature\nAt the beginning of your upkeep, return Test Fangs from your graveyard to the battlefield attached to that creature.')[1].unknown?.reason, 'not read: what it is attached to');
  });
});
