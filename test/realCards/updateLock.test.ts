/**
 * The update's lock: a stale lock is taken over only under the takeover lock, a takeover lock is
 * broken only when its process is gone, a lock from before the machine started is stale even if
 * its process id is in use again, and a lock that is no file is named (issue 33's review).
 */
import * as assert from 'node:assert';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acquireLock } from '../../server/src/realCards/updateLock.js';
import { tempFolder } from '../cli/cliHelpers.js';

suite('the update lock', () => {
  const tmp = tempFolder('update-lock');
  suiteTeardown(() => tmp.remove());
  let n = 0;
  const folder = () => {
    const dir = tmp.path(`lock-${n++}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const deadLock = (path: string) => writeFileSync(path, JSON.stringify({ pid: 999999, token: 'dead', started: new Date().toISOString() }));

  test('a lock is held, refused to a second taker with its process named, and released', () => {
    const path = join(folder(), 'update.lock');
    const first = acquireLock(path);
    assert.ok(!('busy' in first) && first.held());
    const second = acquireLock(path);
    assert.ok('busy' in second && second.busy.startsWith(`another update is running (process ${process.pid}, started `), JSON.stringify(second));
    first.release();
    assert.ok(!existsSync(path));
    const third = acquireLock(path);
    assert.ok(!('busy' in third));
    third.release();
  });

  test('a lock whose process is gone is taken over, and nothing is left beside the lock', () => {
    const dir = folder();
    const path = join(dir, 'update.lock');
    deadLock(path);
    const lock = acquireLock(path);
    assert.ok(!('busy' in lock) && lock.held());
    assert.deepStrictEqual(readdirSync(dir), ['update.lock']);
    lock.release();
  });

  test('a lock from before the machine started is stale even when its process id is in use again', () => {
    const path = join(folder(), 'update.lock');
    // process 1 is alive; the lock says it started long before this boot
    writeFileSync(path, JSON.stringify({ pid: 1, token: 'old', started: '2000-01-01T00:00:00.000Z' }));
    const lock = acquireLock(path);
    assert.ok(!('busy' in lock), JSON.stringify(lock));
    lock.release();
  });

  test('a takeover in progress by a live process is waited for, not broken; one whose process is gone is', () => {
    const dir = folder();
    const path = join(dir, 'update.lock');
    deadLock(path);
    // a live process (this one) is taking over: the stale lock stays until it is done
    writeFileSync(`${path}.takeover`, JSON.stringify({ pid: process.pid, token: 'busy-taking-over' }));
    const waited = acquireLock(path);
    assert.ok('busy' in waited && /other updates kept taking it over/.test(waited.busy), JSON.stringify(waited));
    assert.ok(existsSync(`${path}.takeover`), 'the live takeover lock is not broken');
    // its process is gone: broken, and the stale lock taken over
    writeFileSync(`${path}.takeover`, JSON.stringify({ pid: 999999, token: 'killed-while-taking-over' }));
    const lock = acquireLock(path);
    assert.ok(!('busy' in lock), JSON.stringify(lock));
    assert.deepStrictEqual(readdirSync(dir), ['update.lock']);
    lock.release();
  });

  test('a lock that is a folder is named, not taken and not removed', () => {
    const path = join(folder(), 'update.lock');
    mkdirSync(path);
    const lock = acquireLock(path);
    assert.ok('busy' in lock && lock.busy === `the update's lock ${path} is not a file (a folder or a link): remove it, then update again`, JSON.stringify(lock));
    assert.ok(existsSync(path));
  });
});
