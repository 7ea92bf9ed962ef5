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

  test('"that spell\'s mana value" after a step that does not counter the spell is not "countered"', () => {
    const e = instant("Return target spell to its owner's hand. Each opponent loses X life, where X is that spell's mana value.");
    const [back, lose] = e.steps ?? [];
    assert.ok(back && lose?.do === 'loseLife', JSON.stringify(e));
    assert.ok(!('countered' in lose.amount), JSON.stringify(lose.amount));
  });

  test('"that spell\'s mana value" with no spell targeted before stays unread', () => {
    assert.ok(instant("Draw X cards, where X is that spell's mana value.").unknown);
  });

  test('"Destroy target enchantment. … equal to the enchantment\'s mana value" is the target\'s mana value, named by its kind', () => {
    const [e] = effectsOf("Test Hex Breaker {1}{W}\nCreature — Human Cleric\n{3}{W}, {T}: Destroy target enchantment. You gain life equal to the enchantment's mana value.\n1/3");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [destroy, gain] = e.steps ?? [];
    assert.ok(destroy?.do === 'destroy' && gain?.do === 'gainLife', JSON.stringify(e.steps));
    assert.deepStrictEqual(gain.amount, { count: 'manaValue', of: destroy.what, byKind: 'enchantment' });
  });

  test('"the artifact\'s mana value" stays unread when the cost sacrificed an artifact too (either could be meant)', () => {
    const [, spell] = effectsOf("Test Scrap Toll {2}{R}\nInstant\nAs an additional cost to cast this spell, sacrifice an artifact.\nDestroy target artifact. Target player loses life equal to the artifact's mana value.");
    assert.ok(spell.unknown, JSON.stringify(spell.steps));
  });
});
