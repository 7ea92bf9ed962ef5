import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: the top cards of your library put into your graveyard, as a cost', () => {
  test('"Put the top card (two cards) of your library into your graveyard:" is a mill cost of that many cards', () => {
    const [one, two] = effectsOf('Test Grinder {2}\nArtifact\n{1}, Put the top card of your library into your graveyard: Scry 1.\nPut the top two cards of your library into your graveyard: You gain 1 life.');
    assert.ok(!one.unknown && !two.unknown, JSON.stringify([one.unknown, two.unknown]));
    assert.deepStrictEqual(one.cost?.find((p) => p.pay === 'millTop'), { pay: 'millTop', amount: 1 });
    assert.deepStrictEqual(two.cost, [{ pay: 'millTop', amount: 2 }]);
    assert.match(describeEffect(two).join('\n'), /put the top 2 card\(s\) of your library into your graveyard/);
  });

  test('another zone than your graveyard, or more words, stays unread', () => {
    assert.ok(effectsOf('Test Grinder {2}\nArtifact\nPut the top card of your library into your hand: Scry 1.')[0].unknown);
    assert.ok(effectsOf("Test Grinder {2}\nArtifact\nPut the top card of your library into its owner's graveyard: Scry 1.")[0].unknown);
    assert.ok(effectsOf('Test Grinder {2}\nArtifact\nPut the top card of your library into your graveyard face down: Scry 1.')[0].unknown);
  });

  test('"it" or "its" in the effect (the milled card, or the card itself?) stays unread until the card itself is named', () => {
    const unknown = (effect: string) => effectsOf(`Gutter Alchemist {1}{B}\nCreature — Zombie\n{1}, Put the top card of your library into your graveyard: ${effect}\n1/1`)[0].unknown;
    assert.ok(unknown('You gain life equal to its mana value.'));
    assert.ok(unknown('Exile it.'));
    assert.ok(!unknown('Gutter Alchemist gets +1/+0 until end of turn. Tap it.'));
    // The older costs that name another object: the same.
    assert.ok(effectsOf('Gutter Alchemist {1}{B}\nCreature — Zombie\nSacrifice a creature: You gain life equal to its toughness.\n1/1')[0].unknown);
    assert.ok(effectsOf('Gutter Alchemist {1}{B}\nCreature — Zombie\n{B}, Discard a card: Return it to its owner\'s hand.\n1/1')[0].unknown);
  });

  test('"Mill a card" / "Mill two cards" (the newer words, 701.13) is the same cost', () => {
    const [one, two] = effectsOf('Test Grinder {2}\nArtifact\n{T}, Mill a card: You gain 2 life.\n{3}, Mill two cards: Scry 2.');
    assert.ok(!one.unknown && !two.unknown, JSON.stringify([one.unknown, two.unknown]));
    assert.deepStrictEqual(one.cost, [{ pay: 'tap' }, { pay: 'millTop', amount: 1 }]);
    assert.deepStrictEqual(two.cost?.find((p) => p.pay === 'millTop'), { pay: 'millTop', amount: 2 });
    assert.ok(effectsOf('Test Grinder {2}\nArtifact\n{T}, Mill X cards: Scry 1.')[0].unknown);
  });
});
