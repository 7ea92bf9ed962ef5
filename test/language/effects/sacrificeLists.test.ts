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
  test('"Sacrifice a blue creature, a red creature, and a black creature" is three sacrifices, one of each', () => {
    const [e] = effects('Harbinger of Omens {3}{R}\nCreature — Human Cleric\n{1}{R}, {T}, Sacrifice a blue creature, a red creature, and a black creature: Draw three cards.\n2/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const colors = sacrificed(e).map((f) => f.alts[0].props.map((p) => (p.is === 'color' ? p.color : p.is)).join());
    assert.deepStrictEqual(colors, ['U', 'R', 'B']);
    assert.strictEqual(e.cost?.filter((p) => p.pay === 'sacrifice').length, 3);
  });

  test('"Sacrifice an Island and a Mountain" in one part is two sacrifices', () => {
    const [e] = effects('Tidewreck Shaman {2}{U}{R}\nCreature — Merfolk Shaman\nSacrifice an Island and a Mountain: Return Tidewreck Shaman from your graveyard to your hand.\n3/3');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(sacrificed(e).map((f) => f.alts[0].noun), ['Island', 'Mountain']);
  });

  test('"Sacrifice ~ and a creature named …" stays unread', () => {
    const [e] = effects('Twin Wyrm {3}{R}\nCreature — Drake\nSacrifice Twin Wyrm and a creature named Other Wyrm: Draw a card.\n2/2');
    assert.ok(e.unknown);
  });

  test('"a card named Lantern of Ages": the name, capitalized words and "of" between them, up to "and"', () => {
    const [e] = effects('Lantern Seeker {1}{W}\nCreature — Human Scout\n{3}, {T}: Search your library for a card named Lantern of Ages and put it onto the battlefield. Then shuffle.\n1/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const text = JSON.stringify(e.steps);
    assert.match(text, /"is":"named","name":"Lantern of Ages"/);
    assert.match(describeEffect(e).join('\n'), /named Lantern of Ages/);
  });

  test('a name before a comma or "or" is not read: where it ends is unsure', () => {
    const [e] = effects('Lantern Seeker {1}{W}\nCreature — Human Scout\n{3}, {T}: Search your library for a card named Lantern or Beacon and put it onto the battlefield. Then shuffle.\n1/1');
    assert.ok(!JSON.stringify(e.steps ?? []).includes('"named"'));
  });
});

suite('effect model: into its owner\'s library some cards from the top', () => {
  test('"third from the top" is on top with two cards above it', () => {
    const [e] = effects("Undertow Lapse {3}{U}\nInstant\nPut target creature into its owner's library third from the top.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.steps?.[0].do, 'putOnLibrary');
    assert.match(JSON.stringify(e.steps?.[0]), /"position":"top","depth":2/);
    assert.match(describeEffect(e).join('\n'), /third from the top of its owner's library/);
  });
});

suite('effect model: one card found onto the battlefield, the other into your hand', () => {
  test('"put one onto the battlefield tapped and the other into your hand" is one search of up to two, split', () => {
    const [e] = effects('Rootway Survey {3}{G}\nSorcery\nSearch your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps ?? [];
    assert.ok(s.do === 'search' && s.other === 'hand' && s.to === 'battlefield' && s.tapped && s.upTo);
    assert.match(describeEffect(e).join('\n'), /put one onto the battlefield tapped and the other into your hand, then shuffle/);
  });

  test('of up to three cards it stays unread', () => {
    const [e] = effects('Rootway Survey {3}{G}\nSorcery\nSearch your library for up to three basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.');
    assert.ok(e.unknown);
  });
});
