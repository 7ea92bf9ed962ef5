import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect, Step } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

/** The spell ability of a sorcery with this rules text (read whole). */
function spell(text: string): AbilityEffect {
  const e = effects(`Test Spell {1}{B}\nSorcery\n${text}`)[0];
  assert.ok(!e.unknown, `not read: ${JSON.stringify(e.unknown)}`);
  return e;
}

/** The words a sorcery with this rules text was left unread at, or undefined when it was read. */
function unread(text: string): string | undefined {
  const e = effects(`Test Spell {1}{B}\nSorcery\n${text}`)[0];
  return e.unknown ? JSON.stringify(e.unknown) : undefined;
}

suite('effect model: spell effects read whole', () => {
  test('"reveals their hand. You choose a … card from it. That player discards that card." is one discard the caster chooses', () => {
    const e = spell('Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.');
    const [s] = e.steps as Step[];
    assert.strictEqual(s.do, 'discard');
    if (s.do !== 'discard') return;
    assert.strictEqual(s.how, 'reveal');
    assert.deepStrictEqual(s.amount, { n: 1 });
    assert.strictEqual(s.who.ref, 'target');
    assert.deepStrictEqual(s.filter?.alts, [{ noun: 'Card', props: [{ is: 'type', type: 'Land', not: true }] }]);
    assert.match(describeEffect(e).join('\n'), /reveals their hand; you choose .* from it/);
    // "a card": any card, no filter.
    const any = spell('Target player reveals their hand. You choose a card from it. That player discards that card.').steps![0];
    assert.ok(any.do === 'discard' && any.how === 'reveal' && any.filter === undefined);
  });

  test('a revealed hand whose chosen card the words do not pin down stays unread', () => {
    assert.ok(unread('Target player reveals their hand. You choose a nonland card with converted mana cost X or less from it. That player discards that card.'));
    assert.ok(unread('Target player reveals their hand. You choose two cards from it. That player discards those cards.'));
    assert.ok(unread('Target player reveals their hand. You choose a nonland card from it. Exile that card.'));
  });

  test('negated adjectives listed with commas all hold, the colour first', () => {
    const [s] = spell('Destroy target nonartifact, nonblack creature.').steps!;
    assert.ok(s.do === 'destroy' && s.what.ref === 'target');
    if (s.do !== 'destroy' || s.what.ref !== 'target') return;
    assert.deepStrictEqual(s.what.filter.alts, [{ noun: 'Creature', props: [{ is: 'color', color: 'B', not: true }, { is: 'type', type: 'Artifact', not: true }] }]);
    const [d] = spell('Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.').steps!;
    assert.ok(d.do === 'discard');
    if (d.do !== 'discard') return;
    assert.deepStrictEqual(d.filter?.alts, [{ noun: 'Card', props: [{ is: 'type', type: 'Creature', not: true }, { is: 'type', type: 'Land', not: true }] }]);
  });
});
