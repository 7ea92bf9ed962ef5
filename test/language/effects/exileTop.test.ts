import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: exiling the top cards of a library, nothing more said of them', () => {
  test('"Exile the top card of your library.": your top card milled into exile', () => {
    const [e] = effectsOf('Test Sifter {2}\nArtifact\n{2}, {T}: Exile the top card of your library.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'mill', who: { ref: 'you' }, amount: { n: 1 }, to: 'exile' }]);
    assert.match(describeEffect(e).join('\n'), /1\. exile the top 1 card\(s\) of your library$/);
  });

  test('"… of target opponent\'s library": that player targeted, and "target player exiles the top three cards of their library"', () => {
    const [e] = effectsOf('Test Sifter {2}\nArtifact\n{T}: Exile the top two cards of target opponent\'s library.');
    assert.deepStrictEqual(e.steps, [{ do: 'mill', who: { ref: 'target', filter: { alts: [{ noun: 'Opponent', props: [] }] }, min: 1, max: 1, id: 0 }, amount: { n: 2 }, to: 'exile' }]);
    // The card's imperative: you exile them, from that player's library.
    assert.match(describeEffect(e).join('\n'), /1\. exile the top 2 card\(s\) of target opponent's library$/);
    const [f] = effectsOf('Test Ritual {1}{U}\nSorcery\nTarget player exiles the top three cards of their library.');
    const [step] = f.steps ?? [];
    assert.ok(step.do === 'mill' && step.who.ref === 'target' && step.who.filter.alts[0].noun === 'Player', JSON.stringify(step));
    assert.deepStrictEqual([step.amount, step.to], [{ n: 3 }, 'exile']);
    assert.match(describeEffect(f).join('\n'), /exile the top 3 card\(s\) of target player's library/);
  });

  test('"Each opponent exiles the top three cards of their library." after another step', () => {
    const [e] = effectsOf('Hoarder Imp {B}\nCreature — Imp\n{5}, {T}: Scry 1. Each opponent exiles the top three cards of their library.\n1/1');
    assert.deepStrictEqual(e.steps?.[1], { do: 'mill', who: { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }] } }, amount: { n: 3 }, to: 'exile' });
    assert.match(describeEffect(e).join('\n'), /2\. exile the top 3 card\(s\) of each opponent's library$/);
  });

  test('an amount counted, chosen by a condition, or the step optional reads whole in the description', () => {
    const said = (text: string): string => describeEffect(effectsOf(`Hoarder Imp {B}\nCreature — Imp\n{1}: ${text}\n1/1`)[0]).join('\n');
    assert.match(said('Target opponent exiles the top X cards of their library, where X is the number of cards in your hand.'), /1\. exile the top N card\(s\) of target opponent's library, where N is the number of cards in your hand$/);
    assert.match(said("You may exile the top card of target opponent's library."), /1\. you may exile the top 1 card\(s\) of target opponent's library$/);
    assert.match(said('Exile the top card of your library. If you control an artifact, exile the top two cards of your library instead.'), /1\. exile the top N card\(s\) of your library, where N is 2 if you control .*, otherwise 1$/);
  });

  test('a card exiled face down, or words about the exiled card after it, are not this', () => {
    assert.ok(effectsOf('Test Vault {3}\nArtifact\n{1}, {T}: Exile the top card of your library face down.')[0].unknown);
    assert.ok(effectsOf('Test Vault {3}\nArtifact\n{1}, {T}: Exile the top card of your library. If it\'s a land card, you gain 2 life.')[0].unknown);
  });

  test('"Target player reveals the top card of their library.": a peek of that player\'s library, revealed', () => {
    const [e] = effectsOf('Scrying Lens {3}\nArtifact\n{4}, {T}: Target player reveals the top card of their library.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [step] = e.steps ?? [];
    assert.ok(step.do === 'peek' && step.reveal && step.who?.ref === 'target', JSON.stringify(step));
    assert.match(describeEffect(e).join('\n'), /target player reveals the top 1 card\(s\) of their library/);
    assert.ok(effectsOf('Scrying Lens {3}\nArtifact\n{4}, {T}: Target player reveals the top card of their library. You draw a card if it\'s a land card.')[0].unknown);
  });

  test('"it" after a target player\'s revealed top card (that card, or the card itself?) stays unread', () => {
    for (const then of ['Exile it.', 'Destroy it.', 'Tap it.', 'It gets +1/+1 until end of turn.']) {
      const [e] = effectsOf(`Glass Golem {3}\nArtifact Creature — Golem\n{2}: Target player reveals the top card of their library. ${then}\n2/2`);
      assert.ok(e.unknown, `${then} ${JSON.stringify(e.steps)}`);
    }
  });
});
