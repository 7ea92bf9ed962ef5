import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

const mossSpell = (text: string) => `Moss Swell {3}{G}\nSorcery\n${text}`;

suite('effect model: an X/X token whose size is an amount (608.2h)', () => {
  test('"create an X/X … token, where X is …" is a token of that size, and said so', () => {
    const [e] = effects(mossSpell('Create an X/X green Ooze creature token, where X is the greatest power among creatures you control.'));
    assert.ok(!e.unknown, e.unknown?.reason);
    const step = e.steps?.[0];
    assert.ok(step?.do === 'token');
    assert.deepStrictEqual(step.amount, { n: 1 });
    assert.strictEqual(step.size && 'count' in step.size && step.size.count, 'greatestPower');
    assert.match(describeEffect(e).join(' '), /create 1 X\/X green Ooze creature token\(s\), where X \(its power and toughness\) is the greatest power among creatures you control/);
  });

  test('"create X X/X … tokens, where X is …" counts both the tokens and their size so', () => {
    const [e] = effects(mossSpell('Create X X/X green Ooze creature tokens, where X is the number of creatures that died this turn.'));
    const step = e.steps?.[0];
    assert.ok(step?.do === 'token');
    assert.deepStrictEqual([step.amount, step.size], [{ count: 'creaturesDied' }, { count: 'creaturesDied' }]);
  });

  test('a token with one side X and a "where X is" stays unread', () => {
    assert.ok(effects(mossSpell('Create an X/1 green Ooze creature token, where X is the number of creatures that died this turn.'))[0].unknown);
  });
});
