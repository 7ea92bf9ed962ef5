/**
 * The export worker's thread runs at a lower priority than the server's main thread (Linux, where
 * a thread's nice value is its own).
 */
import * as assert from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { backgroundNice } from '../../server/src/lsp/threadPriority.js';

/** The nice value of each of this process's threads (field 19 of /proc/self/task/TID/stat). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

suite('background thread priority', () => {
  test('a worker that lowers its priority lowers its own thread only, and the main thread keeps its own', async function () {
    if (process.platform !== 'linux') this.skip();
    const mainBefore = getPriority(0);
    const moduleUrl = new URL('../../server/src/lsp/threadPriority.js', import.meta.url).href;
    const worker = new Worker(`import(${JSON.stringify(moduleUrl)}).then((m) => require('node:worker_threads').parentPort.postMessage(m.lowerThisThreadsPriority())); setTimeout(() => {}, 10000);`, { eval: true });
    try {
      const lowered = await new Promise<boolean>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      assert.strictEqual(lowered, true);
      const nices = threadNices();
      assert.strictEqual(getPriority(0), mainBefore, 'the main thread keeps its priority');
      assert.strictEqual(nices.filter((n) => n >= backgroundNice).length, mainBefore >= backgroundNice ? nices.length : 1, `one thread lowered: ${nices.join(', ')}`);
    } finally {
      await worker.terminate();
    }
  });
});
