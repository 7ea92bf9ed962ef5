import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: looking at a hand and taking a card from it', () => {
  test('"look at that player\'s hand" in a trigger is the trigger\'s player; "its controller\'s hand" the controller of the object named', () => {
    const [t] = effectsOf("Hand Mole {2}{U}\nCreature — Mole\nAt the beginning of each opponent's upkeep, look at that player's hand.\n1/3");
    assert.ok(!t.unknown, JSON.stringify(t.unknown));
    assert.ok(t.steps![0].do === 'lookAtHand' && t.steps![0].who.ref === 'triggered');
    const [e] = effectsOf("Glance Bolt {1}{U}\nInstant\nTap target creature. Look at its controller's hand.");
    const s = e.steps![1];
    assert.ok(s.do === 'lookAtHand' && s.who.ref === 'controller');
    assert.ok(effectsOf("Hand Mole {2}{U}\nCreature — Mole\nAt the beginning of each opponent's upkeep, look at that player's hand and draw a card.\n1/3")[0].unknown);
  });

  test('"reveals their hand" as the whole step is the hand revealed; another sentence after it is not read', () => {
    const [e] = effectsOf('Pry Agent {U}{B}\nCreature — Rogue\n{1}, {T}: Target player loses 2 life and reveals their hand.\n1/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const s = e.steps![1];
    assert.ok(s.do === 'lookAtHand' && s.reveal);
    assert.match(describeEffect(e).join('\n'), /reveals their hand/);
    assert.ok(effectsOf('Nosy Imp {B}\nSorcery\nTarget opponent reveals their hand. Nosy Imp deals damage to that player equal to the number of red cards in their hand.')[0].unknown);
  });

  test('"Look at target player\'s hand and choose a nonland card from it. That player discards that card." is the revealed discard', () => {
    const [e] = effectsOf('Pry Surgeon {B}\nCreature — Rogue\n{B}, Sacrifice Pry Surgeon: Look at target player\'s hand and choose a nonland card from it. That player discards that card.\n1/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'discard' && s.how === 'reveal' && s.filter);
    assert.ok(effectsOf("Pry Pair {3}{B}\nSorcery\nLook at target player's hand and choose up to three cards from it. That player discards those cards.")[0].unknown);
  });

  test('"You choose a <kind> card from it. Exile that card." / "… from it and exile that card." is a card of that hand exiled', () => {
    for (const text of [
      'Mind Robber {1}{B}{B}\nSorcery\nTarget player reveals their hand. You choose an artifact or enchantment card from it and exile that card.',
      'Mind Robber {1}{B}{B}\nSorcery\nTarget player reveals their hand. You choose an artifact or enchantment card from it. Exile that card.',
    ]) {
      const [e] = effectsOf(text);
      assert.ok(!e.unknown, JSON.stringify(e.unknown));
      const [s] = e.steps!;
      assert.ok(s.do === 'fromRevealedHand' && s.who.ref === 'target' && s.filter?.alts.length === 2);
      assert.match(describeEffect(e).join('\n'), /reveals their hand; you choose a .*artifact.* from it; it is exiled/);
    }
    assert.ok(effectsOf('Mind Peeker {B}\nSorcery\nTarget opponent reveals their hand. You choose a card with mana value X from it. Exile that card.')[0].unknown);
    assert.ok(effectsOf('Mind Peeker {B}\nSorcery\nTarget opponent reveals their hand. You choose a creature card from it. Put that card on top of its owner\'s library.')[0].unknown);
  });

  test('"That player puts that card into their library second from the top." puts the chosen card there (position 1)', () => {
    const [e] = effectsOf('Memory Slip {2}{B}\nSorcery\nTarget opponent reveals their hand. You choose a creature card from it. That player puts that card into their library second from the top.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'fromRevealedHand' && s.libraryPosition === 1);
    assert.match(describeEffect(e).join('\n'), /into their library, 1 card\(s\) from the top/);
  });

  test('"You choose a <kind> card from that player\'s graveyard or hand and exile it." takes the card from either zone', () => {
    const [e] = effectsOf("Past Erased {2}{B}\nSorcery\nTarget player reveals their hand. You choose a creature card from that player's graveyard or hand and exile it.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'fromRevealedHand' && s.orGraveyard && s.filter?.zone === 'hand');
    assert.match(describeEffect(e).join('\n'), /from their graveyard or hand; it is exiled/);
  });
});
