/**
 * Issue 33's attack round: with signal handlers installed for every command, Ctrl+C during a
 * synchronous lint was never acted on and the lint ended with exit 0 (`cardtext lint && publish`
 * went on to publish). Handlers are installed only while a command holds something to undo; a
 * lint keeps Node's own action and stops at once.
 */
import * as assert from 'node:assert';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { tempFolder } from '../cli/cliHelpers.js';
import { repoRoot } from '../helpers.js';
import { record } from './figures.js';
import { tenThousandCards } from './support.js';

suite('interrupting a command that works synchronously', function () {
  this.timeout(120000);
  const tmp = tempFolder('interrupts');
  suiteTeardown(() => tmp.remove());

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    test(`${signal} stops a lint of 30,000 cards at once, and it does not exit 0`, async () => {
      const { text } = tenThousandCards();
      const file = tmp.write('big.cards', [text, text, text].join('\n\n'));
      const child = spawn(process.execPath, [join(repoRoot(), 'dist', 'cli.js'), 'lint', file, '--format', 'json'], { stdio: ['ignore', 'ignore', 'pipe'] });
      const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => child.on('close', (code, s) => resolve({ code, signal: s, at: Date.now() })));
      await new Promise((r) => setTimeout(r, 1500));
      const sent = Date.now();
      child.kill(signal);
      const end = await Promise.race([ended, new Promise<undefined>((r) => setTimeout(() => r(undefined), 20000))]);
      if (!end) child.kill('SIGKILL');
      record(`lint interrupted by ${signal}`, { ms: end ? end.at - sent : undefined, code: end?.code, signal: end?.signal });
      assert.ok(end, `lint went on for 20 s after ${signal}`);
      assert.notStrictEqual(end.code, 0, 'an interrupted lint must not succeed');
      assert.ok(end.signal === signal || end.code === { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 }[signal], `ended with ${end.code ?? end.signal}`);
      assert.ok(end.at - sent < 3000, `${end.at - sent} ms after the signal`);
    });
  }
});
