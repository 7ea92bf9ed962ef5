import * as assert from 'node:assert';
import { effectsOf, instant } from './effectHelpers.js';

suite('effect model: the mana value of the spell countered, of "the artifact" destroyed', () => {
  test('"Counter target spell. … where X is that spell\'s mana value" is the countered target\'s mana value, said "that spell"', () => {
    const e = instant("Counter target spell. You gain X life, where X is that spell's mana value.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [counter, gain] = e.steps ?? [];
    assert.ok(counter?.do === 'counter' && gain?.do === 'gainLife', JSON.stringify(e.steps));
    assert.deepStrictEqual(gain.amount, { count: 'manaValue', of: counter.what, countered: true });
    // Another target named after it is what "that …" would name next: not read as the spell.
    assert.ok(instant("Counter target spell. Put X +1/+1 counters on target creature you control, where X is that spell's mana value.").unknown);
  });

  test('"that spell\'s mana value" with no spell targeted before stays unread', () => {
    assert.ok(instant("Draw X cards, where X is that spell's mana value.").unknown);
  });

  test('"Destroy target artifact. … equal to the artifact\'s mana value" is the target\'s mana value', () => {
    const [e] = effectsOf("Test Scrapper {1}{R}\nCreature — Goblin\n{2}, {T}: Destroy target artifact. You gain life equal to the artifact's mana value.\n1/1");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [destroy, gain] = e.steps ?? [];
    assert.ok(destroy?.do === 'destroy' && gain?.do === 'gainLife', JSON.stringify(e.steps));
    assert.deepStrictEqual(gain.amount, { count: 'manaValue', of: destroy.what, byKind: 'artifact' });
  });
});
