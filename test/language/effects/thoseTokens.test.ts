import * as assert from 'node:assert';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "N of those tokens instead"', () => {
  test('"If this spell was kicked, create four of those tokens instead": one token step, its number four if kicked, else two; the next sentence its own step', () => {
    const e = effectsOf('Hoard Call {2}{R}\nSorcery\nKicker {3}{R}\nCreate two Treasure tokens. If this spell was kicked, create four of those tokens instead. Draw a card.').find((x) => x.steps?.length);
    assert.ok(e && !e.unknown, JSON.stringify(e?.unknown));
    assert.deepStrictEqual(e.steps!.map((s) => s.do), ['token', 'draw']);
    const step = e.steps![0] as { do: string; amount: { count?: string; then?: number; else?: number } };
    assert.deepStrictEqual([step.do, step.amount.count, step.amount.then, step.amount.else], ['token', 'ifElse', 4, 2]);
  });

  test('"those tokens" with no token created before is not read', () => {
    assert.ok(effectsOf('Odd Hamlet {1}{W}\nSorcery\nCreate four of those tokens.')[0].unknown);
  });
});
