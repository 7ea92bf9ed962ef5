import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readLookAtHand } from '../../../server/src/language/effects/handLooks.js';
import type { ReadContext } from '../../../server/src/language/effects/refs.js';
import { Cursor, words } from '../../../server/src/language/effects/words.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: looking at a hand and taking a card from it', () => {
  test('"look at that player\'s hand" in a trigger is the trigger\'s player; "its controller\'s hand" the controller of the object named', () => {
    const [t] = effectsOf("Hand Mole {2}{U}\nCreature — Mole\nAt the beginning of each opponent's upkeep, look at that player's hand.\n1/3");
    assert.ok(!t.unknown, JSON.stringify(t.unknown));
    assert.ok(t.steps![0].do === 'lookAtHand' && t.steps![0].who.ref === 'triggered');
    const [e] = effectsOf("Glance Bolt {1}{U}\nInstant\nTap target artifact. Look at its controller's hand. Scry 1.");
    const s = e.steps![1];
    assert.ok(s.do === 'lookAtHand' && s.who.ref === 'controller');
    assert.ok(effectsOf("Hand Mole {2}{U}\nCreature — Mole\nAt the beginning of each opponent's upkeep, look at that player's hand and draw a card.\n1/3")[0].unknown);
  });

  test('a "look at … hand and choose" not read leaves no player for "that player" and uses no target id', () => {
    const ctx = { ids: { next: 4 }, selfNouns: [] } as ReadContext;
    const c = new Cursor(words("target opponent's hand and choose up to three cards from it. That player discards those cards."));
    assert.strictEqual(readLookAtHand(c, ctx), undefined);
    assert.strictEqual(c.i, 0);
    assert.strictEqual(ctx.thatPlayer, undefined);
    assert.strictEqual(ctx.ids.next, 4);
  });

  test('"reveals their hand" as the whole step is the hand revealed; another sentence after it is not read', () => {
    const [e] = effectsOf('Candid Lantern {3}\nArtifact\n{3}, {T}, Sacrifice Candid Lantern: Target opponent loses 3 life and reveals their hand.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const s = e.steps![1];
    assert.ok(s.do === 'lookAtHand' && s.reveal);
    assert.match(describeEffect(e).join('\n'), /reveals their hand/);
    assert.ok(effectsOf('Nosy Imp {B}\nSorcery\nTarget player reveals their hand. You gain 1 life for each land card in it.')[0].unknown);
  });

  test('"Look at target opponent\'s hand and choose an artifact card from it. That player discards that card." is the discard of a hand looked at', () => {
    const e = effectsOf("Snooping Heron {3}{U}{B}\nCreature — Bird\nFlying\n{2}{B}, {T}: Look at target opponent's hand and choose an artifact card from it. That player discards that card.\n2/3").find((a) => a.steps);
    assert.ok(e && !e.unknown, JSON.stringify(e?.unknown));
    const [s] = e!.steps!;
    assert.ok(s.do === 'discard' && s.how === 'reveal' && s.filter && s.looked);
    const said = describeEffect(e!).join('\n');
    assert.match(said, /look at target opponent's hand; you choose an? .*artifact.* from it; they discard it/);
    assert.doesNotMatch(said, /reveals/);
    assert.ok(effectsOf("Snooping Heron {3}{U}{B}\nSorcery\nLook at target player's hand and choose a card from it. Put that card on top of its owner's library.")[0].unknown);
  });

  test('"You choose a <kind> card from it. Exile that card." / "… from it and exile that card." is a card of that hand exiled', () => {
    for (const text of [
      'Hushed Larceny {2}{B}\nSorcery\nTarget player reveals their hand. You choose an artifact or land card from it and exile that card. You gain 2 life.',
      'Hushed Larceny {2}{B}\nSorcery\nTarget player reveals their hand. You choose an artifact or land card from it. Exile that card. You gain 2 life.',
    ]) {
      const [e] = effectsOf(text);
      assert.ok(!e.unknown, JSON.stringify(e.unknown));
      const [s] = e.steps!;
      assert.ok(s.do === 'fromRevealedHand' && s.who.ref === 'target' && s.filter?.alts.length === 2);
      assert.match(describeEffect(e).join('\n'), /reveals their hand; you choose an? .*artifact.* from it; it is exiled/);
    }
    assert.ok(effectsOf('Mind Peeker {B}\nSorcery\nTarget opponent reveals their hand. You choose a card with mana value X from it. Exile that card.')[0].unknown);
    assert.ok(effectsOf('Mind Peeker {B}\nSorcery\nTarget opponent reveals their hand. You choose a creature card from it. Put that card on top of its owner\'s library.')[0].unknown);
  });

  test('"That player puts that card into their library fourth from the top." puts the chosen card there (position 3), said as the card says', () => {
    const [e] = effectsOf('Untimely Recall {1}{U}{B}\nInstant\nTarget opponent loses 1 life and reveals their hand. You choose a creature card from it. That player puts that card into their library fourth from the top.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const s = e.steps![1];
    assert.ok(s.do === 'fromRevealedHand' && s.libraryPosition === 3);
    assert.match(describeEffect(e).join('\n'), /into their library fourth from the top/);
  });

  test('"You choose a <kind> card from that player\'s graveyard or hand and exile it." takes the card from either zone', () => {
    const [e] = effectsOf("Unmade Memory {3}{B}\nSorcery\nTarget player reveals their hand. You choose an enchantment card from that player's graveyard or hand and exile it. Scry 2.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'fromRevealedHand' && s.orGraveyard && s.filter?.zone === 'hand');
    assert.match(describeEffect(e).join('\n'), /from their graveyard or hand; it is exiled/);
  });

  test('"unless" after a card chosen from a revealed or looked-at hand is not read (the player pays once the card is chosen)', () => {
    for (const text of [
      'Toll of Secrets {1}{B}\nSorcery\nTarget opponent reveals their hand. You choose a nonland card from it. Exile that card unless that player pays 3 life.',
      'Toll of Secrets {1}{B}\nSorcery\nTarget opponent reveals their hand. You choose a nonland card from it. That player puts that card into their library second from the top unless they pay 2 life.',
      "Toll of Secrets {1}{B}\nSorcery\nLook at target opponent's hand and choose a creature card from it. That player discards that card unless they pay 5 life.",
      'Toll of Secrets {1}{B}\nSorcery\nTarget player reveals their hand. You choose an enchantment card from it. That player discards that card unless they pay 5 life.',
    ]) {
      const [e] = effectsOf(text);
      assert.ok(e.unknown, text);
      assert.match(JSON.stringify(e.unknown), /unless/);
    }
  });

  test('a card chosen "from it" after several players reveal their hands is not read', () => {
    for (const text of [
      'Open Palms {2}{B}\nSorcery\nEach player reveals their hand. You choose a nonland card from it. Exile that card.',
      'Open Palms {2}{B}\nSorcery\nEach opponent reveals their hand. You choose a creature card from it. That player puts that card into their library second from the top.',
    ]) assert.match(JSON.stringify(effectsOf(text)[0].unknown), /several players/, text);
  });
});
