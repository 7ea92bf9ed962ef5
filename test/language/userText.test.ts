/**
 * The one helper module through which user text reaches messages (`echo`: short, one line).
 */
import * as assert from 'node:assert';
import { echo, echoLimit } from '../../server/src/language/userText.js';
import { validate } from '../helpers.js';

suite('user text in messages', () => {
  test('echo keeps short text as it is and cuts long text at the limit with "…"', () => {
    assert.strictEqual(echo('Goblin Guide'), 'Goblin Guide');
    const cut = echo('x'.repeat(100_000));
    assert.strictEqual(cut.length, echoLimit);
    assert.ok(cut.endsWith('…'));
    assert.strictEqual(echo('abcdef', 4), 'abc…');
  });

  test('echo puts text on one line and never splits an emoji', () => {
    assert.strictEqual(echo('one\r\ntwo\nthree\u2028four'), 'one two three four');
    const emoji = echo(`${'a'.repeat(78)}😀😀😀`);
    assert.ok(!/[\uD800-\uDBFF]…$/.test(emoji), emoji);
    assert.strictEqual(emoji, `${'a'.repeat(78)}…`);
  });

  test('diagnostics repeat at most a short piece of any long user text', () => {
    const long = 'Zorblax'.repeat(300); // 2,100 characters: under the line cap, so the parser reads all of it
    const text = [
      `${long}\nCreature ${long} — Goblin ${long}\n{${long}}\n${'\u0001'.repeat(3_000)}\n2/2`,
      `${long}\nCreature — Goblin\n2/2`,
      `Relic {2}\nArtifact\n+${'9'.repeat(3_000)}: Draw a card.\n${'9'.repeat(3_000)}/1`,
      `Dasher {R}\nInstant\nDeal 1 damage --- ${long} choose one -\n`,
    ].join('\n\n');
    const result = validate(`@${long}\n@mana {${long}}\n\n${text}`);
    const codes = new Set(result.map((d) => d.code));
    for (const code of ['invalid-directive', 'unknown-type', 'unknown-subtype', 'unknown-symbol', 'syntax-error', 'duplicate-card-name', 'unexpected-power-toughness', 'loyalty-ability-on-non-planeswalker', 'dash-style']) {
      assert.ok(codes.has(code as never), `${code} among ${[...codes].join(', ')}`);
    }
    for (const d of result) {
      assert.ok(d.message.length < 600, `${d.code}: ${d.message.length} characters: ${d.message.slice(0, 200)}`);
      if (d.fix) assert.ok(d.fix.title.length < 200, d.fix.title.slice(0, 200));
      for (const r of d.related ?? []) assert.ok(r.message.length < 200);
    }
  });
});
