import * as assert from 'node:assert';
import { chmodSync, readFileSync } from 'node:fs';
import { runIn, tempFolder } from './cliHelpers.js';

const old = 'Gurmag Hydra {X}{G}{G}\nCreature — Hydra\nGurmag Hydra enters the battlefield with {X} +1/+1 counters.\n0/0\n\nBolt Caller {R}\nInstant\nBolt Caller deals three damage to any target.\n';

suite('cardtext lint --fix', () => {
  test('rewrites the file with every wording fix, prints each changed line, and then lints what it wrote', () => {
    const folder = tempFolder('cardtext-fix-');
    try {
      const file = folder.write('set.cards', old);
      const run = runIn(folder.dir, 'lint', '--fix', 'set.cards');
      assert.strictEqual(run.code, 0, run.stderr);
      assert.strictEqual(readFileSync(file, 'utf8'), 'Gurmag Hydra {X}{G}{G}\nCreature — Hydra\nThis creature enters with X +1/+1 counters on it.\n0/0\n\nBolt Caller {R}\nInstant\nBolt Caller deals 3 damage to any target.\n');
      assert.match(run.stderr, /fixed \d+ problems in set\.cards \(2 lines\)/);
      assert.match(run.stderr, /set\.cards:3: Gurmag Hydra enters the battlefield/);
      assert.match(run.stdout, /no problems/);
    } finally {
      folder.remove();
    }
  });

  test('without --fix nothing is written; a read-only file is not replaced and the run says why', () => {
    const folder = tempFolder('cardtext-fix-');
    try {
      const file = folder.write('set.cards', old);
      runIn(folder.dir, 'lint', 'set.cards');
      assert.strictEqual(readFileSync(file, 'utf8'), old);
      chmodSync(file, 0o444);
      const run = runIn(folder.dir, 'lint', '--fix', 'set.cards');
      assert.strictEqual(readFileSync(file, 'utf8'), old);
      assert.strictEqual(run.code, 2);
      assert.match(run.stderr, /cannot fix "set\.cards"/);
    } finally {
      chmodSync(folder.path('set.cards'), 0o644);
      folder.remove();
    }
  });

  test('--fix with standard input is a usage error, not a silent no-op', () => {
    const run = runIn('/tmp', 'lint', '--fix', '-');
    assert.strictEqual(run.code, 2);
    assert.match(run.stderr, /--fix rewrites files/);
  });
});
