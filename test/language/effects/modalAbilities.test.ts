import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first ability of one kind of a card written by the test. */
function ability(card: string, kind: AbilityEffect['kind']): AbilityEffect {
  const model = parseDocument(card).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].find((e) => e.kind === kind)!;
}

suite('effect model: modal triggered and activated abilities', () => {
  test('"When ~ enters the battlefield, choose one — • …": the trigger, then its modes, each read as the ability\'s steps', () => {
    const e = ability('Test Hound {1}{G}\nCreature — Hound\nWhen Test Hound enters the battlefield, choose one —\n• Put a +1/+1 counter on Test Hound.\n• Destroy target artifact.\n1/1', 'triggered');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.trigger?.event, 'enters');
    assert.strictEqual(e.steps, undefined);
    assert.deepStrictEqual([e.modes?.min, e.modes?.max, e.modes?.choices.map((c) => c.map((s) => s.do))], [1, 1, [['counters'], ['destroy']]]);
    const counters = e.modes!.choices[0][0];
    assert.deepStrictEqual(counters.do === 'counters' && counters.what, { ref: 'self' });
    assert.match(describeEffect(e).join('\n'), /choose 1:[\s\S]*mode 1: put 1 \+1\/\+1 counter\(s\) on this card[\s\S]*mode 2: destroy target artifact/);
  });

  test('"that player" in a mode is the trigger\'s player, as in a trigger\'s own steps', () => {
    const e = ability('Test Wraith {2}{U}{B}\nCreature — Spirit\nWhenever Test Wraith deals combat damage to a player, choose one —\n• That player discards a card.\n• You draw a card.\n2/3', 'triggered');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const discard = e.modes!.choices[0][0];
    assert.deepStrictEqual(discard.do === 'discard' && discard.who, { ref: 'triggered', what: 'player' });
  });

  test('"choose two —" in a trigger: two modes chosen', () => {
    const e = ability('Test Lantern {2}\nArtifact\nAt the beginning of your upkeep, choose two —\n• You gain 1 life.\n• Each opponent loses 1 life.\n• Scry 1.', 'triggered');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual([e.modes?.min, e.modes?.max, e.modes?.choices.length], [2, 2, 3]);
  });

  test('"{1}{G}, {T}: Choose one — • …": the cost, then the modes', () => {
    const e = ability('Test Bow {1}{G}\nArtifact\n{1}{G}, {T}: Choose one —\n• Put a +1/+1 counter on target creature.\n• You gain 3 life.', 'activated');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.cost?.map((c) => c.pay), ['mana', 'tap']);
    assert.deepStrictEqual(e.modes?.choices.map((c) => c[0].do), ['counters', 'gainLife']);
  });

  test('what is not read: a head other than "choose one/two…", a mode it cannot read, modes after "you may pay"', () => {
    assert.ok(ability('Test Pact {2}{B}\nEnchantment\nAt the beginning of your upkeep, choose one that hasn\'t been chosen —\n• You gain 1 life.\n• Draw a card.', 'triggered').unknown);
    assert.ok(ability('Test Hound {1}{G}\nCreature — Hound\nWhen Test Hound enters the battlefield, choose one —\n• Test Hound frobnicates.\n• Destroy target artifact.\n1/1', 'triggered').unknown);
    assert.ok(ability('Test Hound {1}{G}\nCreature — Hound\nWhen Test Hound enters the battlefield, you may pay {1}. If you do, choose one —\n• Draw a card.\n• Destroy target artifact.\n1/1', 'triggered').unknown);
  });
});
