import * as assert from 'node:assert';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "N of those tokens instead"', () => {
  test('"If this spell was kicked, create seven of those tokens instead": one token step, its number seven if kicked, else three', () => {
    const e = effectsOf('Rally the Hamlet {1}{W}{W}\nSorcery\nKicker {4}\nCreate three 1/1 white Soldier creature tokens. If this spell was kicked, create seven of those tokens instead.').find((x) => x.steps?.length);
    assert.ok(e && !e.unknown, JSON.stringify(e?.unknown));
    assert.strictEqual(e.steps!.length, 1);
    const step = e.steps![0] as { do: string; amount: { count?: string; then?: number; else?: number } };
    assert.deepStrictEqual([step.do, step.amount.count, step.amount.then, step.amount.else], ['token', 'ifElse', 7, 3]);
  });

  test('"those tokens" with no token created before is not read', () => {
    assert.ok(effectsOf('Odd Hamlet {1}{W}\nSorcery\nCreate four of those tokens.')[0].unknown);
  });
});
