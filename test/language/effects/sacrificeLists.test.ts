import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect, Filter } from '../../../server/src/language/effects/types.js';

/** The abilities of the only card of a text (its first face), read. */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

/** The filters of a cost's sacrifices, in order. */
function sacrificed(e: AbilityEffect): Filter[] {
  return (e.cost ?? []).flatMap((p) => (p.pay === 'sacrifice' && p.what.ref === 'chosen' ? [p.what.filter] : []));
}

suite('effect model: a list of objects sacrificed as a cost, and cards named by another name', () => {
  test('"Sacrifice a white creature, a green creature, and a blue creature" is three sacrifices, one of each', () => {
    const [e] = effects('Triad Channeler {2}{G}\nCreature — Elf Druid\n{G}, Sacrifice a white creature, a green creature, and a blue creature: You gain 5 life and scry 2.\n1/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const colors = sacrificed(e).map((f) => f.alts[0].props.map((p) => (p.is === 'color' ? p.color : p.is)).join());
    assert.deepStrictEqual(colors, ['W', 'G', 'U']);
    assert.strictEqual(e.cost?.filter((p) => p.pay === 'sacrifice').length, 3);
  });

  test('"Sacrifice a Plains and a Swamp" in one part is two sacrifices', () => {
    const [e] = effects('Dusk Chapel {3}\nArtifact\n{2}, Sacrifice a Plains and a Swamp: Each opponent loses 3 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(sacrificed(e).map((f) => f.alts[0].noun), ['Plains', 'Swamp']);
  });

  test('"Sacrifice ~ and a creature named …" stays unread', () => {
    const [e] = effects('Gemini Cinder {1}{R}\nCreature — Elemental\n{R}, Sacrifice Gemini Cinder and a creature named Ember Twin: Gemini Cinder deals 4 damage to any target.\n1/1');
    assert.ok(e.unknown);
  });

  test('"a card named Crown of Thorns": the name, capitalized words and "of" between them, up to "and"', () => {
    const [e] = effects('Relic Diviner {2}{U}\nCreature — Vedalken Wizard\nWhen this creature enters, search your library for a card named Crown of Thorns and put it into your hand. Then shuffle.\n2/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const text = JSON.stringify(e.steps);
    assert.match(text, /"is":"named","name":"Crown of Thorns"/);
    assert.match(describeEffect(e).join('\n'), /named Crown of Thorns/);
  });

  test('a name before a comma or "or" is not read: where it ends is unsure', () => {
    const [e] = effects('Relic Diviner {2}{U}\nCreature — Vedalken Wizard\nWhen this creature enters, search your library for a card named Crown or Scepter and put it into your hand. Then shuffle.\n2/1');
    assert.ok(!JSON.stringify(e.steps ?? []).includes('"named"'));
  });
});

suite('effect model: into its owner\'s library some cards from the top', () => {
  test('"third from the top" is on top with two cards above it', () => {
    const [e] = effects("Tidal Misdirection {1}{U}{U}\nInstant\nPut target tapped artifact into its owner's library third from the top. Draw a card.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.steps?.[0].do, 'putOnLibrary');
    assert.match(JSON.stringify(e.steps?.[0]), /"position":"top","depth":2/);
    assert.match(describeEffect(e).join('\n'), /third from the top of its owner's library/);
  });
});

suite('effect model: one card found onto the battlefield, the other into your hand', () => {
  test('"put one onto the battlefield tapped and the other into your hand" is one search of up to two, split', () => {
    const [e] = effects('Hedgerow Scouting {2}{G}\nSorcery\nSearch your library for up to two Forest cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle. You gain 2 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps ?? [];
    assert.ok(s.do === 'search' && s.other === 'hand' && s.to === 'battlefield' && s.tapped && s.upTo);
    assert.match(describeEffect(e).join('\n'), /put one onto the battlefield tapped and the other into your hand, then shuffle/);
  });

  test('of up to three cards it stays unread', () => {
    const [e] = effects('Hedgerow Scouting {2}{G}\nSorcery\nSearch your library for up to three Forest cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle. You gain 2 life.');
    assert.ok(e.unknown);
  });
});
