import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first triggered ability of a card with this line. */
function trigger(line: string, types = 'Creature — Beast', pt = '\n3/3'): AbilityEffect {
  const model = parseDocument(`Test Beast {2}{G}\n${types}\n${line}${pt}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].find((e) => e.kind === 'triggered')!;
}

suite('effect model: combat damage triggers', () => {
  test('"Whenever ~ deals combat damage" (to anything) is an event of its own, its damage "that much"', () => {
    const e = trigger('Whenever Test Beast deals combat damage, you gain that much life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger, { event: 'dealsCombatDamage', subject: { ref: 'self' }, orSelf: undefined });
    assert.deepStrictEqual(e.steps, [{ do: 'gainLife', who: { ref: 'you' }, amount: { count: 'eventDamage' } }]);
    assert.match(describeEffect(e)[0], /deals combat damage$/);
  });

  test('"Whenever a creature you control deals combat damage" watches each of your creatures; "it" is the card itself', () => {
    const e = trigger('Whenever a creature you control deals combat damage, put a +1/+1 counter on Test Beast.', 'Enchantment', '');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.trigger?.event, 'dealsCombatDamage');
    assert.strictEqual(e.trigger?.subject.ref, 'each');
    const self = trigger("Whenever Test Beast deals combat damage, put it on top of its owner's library.");
    assert.ok(!self.unknown, JSON.stringify(self.unknown));
    assert.deepStrictEqual(self.steps?.[0], { do: 'putOnLibrary', what: { ref: 'self' }, position: 'top' });
  });

  test('"deals combat damage" followed by other words is not this event', () => {
    assert.notStrictEqual(trigger('Whenever Test Beast deals combat damage to a planeswalker, draw a card.').trigger?.event, 'dealsCombatDamage');
  });
  test('another creature\'s combat damage to a creature is read where the effect does not say "that creature" (which could be either)', () => {
    const e = trigger('Whenever a Knight you control deals combat damage to a creature, each opponent loses 1 life.', 'Enchantment', '');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.trigger?.event, 'combatDamageToCreature');
    assert.match(describeEffect(e)[0], /whenever a Knight you control deals combat damage to a creature/);
    assert.ok(trigger('Whenever a Knight you control deals combat damage to a creature, that creature gets -1/-1 until end of turn.', 'Enchantment', '').unknown);
  });
});
