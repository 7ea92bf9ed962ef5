import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

const gift = (effect: string) => `Tithe Drake {2}{U}\nCreature — Drake\nFlying\nWhen Tithe Drake enters the battlefield, ${effect}\n3/3`;

suite('effect model: tokens another player creates (111.2)', () => {
  test('"target opponent creates …" is a token step whose creator is that target, and said so', () => {
    const [, e] = effects(gift('target opponent creates two 1/1 white Bird creature tokens with flying.'));
    assert.ok(!e.unknown, e.unknown?.reason);
    const step = e.steps?.[0];
    assert.ok(step?.do === 'token');
    assert.strictEqual(step.who?.ref, 'target');
    assert.deepStrictEqual([step.amount, step.token.subtypes, step.token.keywords], [{ n: 2 }, ['Bird'], ['Flying']]);
    assert.match(describeEffect(e).join(' '), /target opponent creates 2 1\/1 white Bird creature token\(s\) with flying/);
  });

  test('"Its controller creates …" after a step on a target is a token step whose creator is that target\'s controller', () => {
    const model = parseDocument('Hatch Curse {1}{U}\nSorcery\nExile target creature. That creature\'s controller creates a 3/3 green Frog Lizard creature token.').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, e.unknown?.reason);
    const [exile, token] = e.steps ?? [];
    assert.ok(exile?.do === 'exile' && exile.what.ref === 'target' && token?.do === 'token');
    assert.deepStrictEqual(token.who, { ref: 'controller', of: exile.what });
    assert.match(describeEffect(e).join(' '), /the controller of target creature creates 1 3\/3 green Frog Lizard creature token\(s\)/);
    // With nothing named before it, "its controller" has no object: not read.
    assert.ok(effects(gift('its controller creates a 1/1 white Bird creature token.'))[1].unknown);
  });

  test('a token you create names no creator; a creator the verb does not agree with is not read', () => {
    const [, mine] = effects(gift('create a 1/1 white Bird creature token.'));
    assert.ok(mine.steps?.[0].do === 'token' && mine.steps[0].who === undefined);
    const [, wrong] = effects(gift('target opponent create a 1/1 white Bird creature token.'));
    assert.ok(wrong.unknown);
  });
});

suite('effect model: a number of tokens counted as the step resolves (700.5)', () => {
  test('"create a number of … tokens equal to your devotion to white" is that many tokens, and said so', () => {
    const [, e] = effects(gift('create a number of 1/1 white Bird creature tokens with flying equal to your devotion to white.'));
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.ok(e.steps?.[0].do === 'token');
    assert.deepStrictEqual(e.steps[0].amount, { count: 'devotion', colors: ['White'] });
    assert.match(describeEffect(e).join(' '), /create 1\/1 white Bird creature token\(s\) with flying, as many as/);
  });

  test('"a number of" with another count is not read yet', () => {
    assert.ok(effects(gift('create a number of 1/1 white Bird creature tokens equal to the number of cards in your hand.'))[1].unknown);
  });
});
