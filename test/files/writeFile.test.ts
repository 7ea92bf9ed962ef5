import * as assert from 'node:assert';
import { chmodSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { writeFileAtomic } from '../../server/src/files/writeFile.js';
import { tempFolder } from '../cli/cliHelpers.js';

let tmp: ReturnType<typeof tempFolder>;

suite('files: the atomic writer of a file the user named', () => {
  setup(() => {
    tmp = tempFolder('write');
  });
  teardown(() => tmp.remove());

  test('a new file gets the permissions the umask gives, not a fixed 644', () => {
    const old = process.umask(0o077);
    try {
      assert.ok(writeFileAtomic(tmp.path('private.json'), '{}').ok);
    } finally {
      process.umask(old);
    }
    assert.strictEqual(statSync(tmp.path('private.json')).mode & 0o777, 0o600);
    const open = process.umask(0o002);
    try {
      assert.ok(writeFileAtomic(tmp.path('shared.json'), '{}').ok);
    } finally {
      process.umask(open);
    }
    assert.strictEqual(statSync(tmp.path('shared.json')).mode & 0o777, 0o664);
  });

  test('a replaced file keeps its own mode', () => {
    const path = tmp.write('set.xml', 'old');
    chmodSync(path, 0o640);
    assert.ok(writeFileAtomic(path, 'new').ok);
    assert.strictEqual(statSync(path).mode & 0o777, 0o640);
    assert.strictEqual(readFileSync(path, 'utf8'), 'new');
  });

  test('a read-only file is not replaced unless forced, and the refusal says how', () => {
    const path = tmp.write('set.xml', 'old');
    chmodSync(path, 0o444);
    const refused = writeFileAtomic(path, 'new');
    assert.deepStrictEqual(refused, { ok: false, message: 'it is read-only (mode 444); make it writable or use --force to replace it' });
    assert.strictEqual(readFileSync(path, 'utf8'), 'old');
    assert.ok(writeFileAtomic(path, 'new', [], { force: true }).ok);
    assert.strictEqual(readFileSync(path, 'utf8'), 'new');
    assert.strictEqual(statSync(path).mode & 0o777, 0o444, 'still read-only after a forced write');
  });

  test('temporary files left by a killed writer are removed by the next write beside them; a live writer\'s are not', () => {
    const dead = '.out.xml.999999999.abc.1.tmp';
    const live = `.out.xml.${process.ppid}.abc.2.tmp`;
    tmp.write(dead, 'half');
    tmp.write(live, 'half');
    tmp.write('.other.xml.999999999.abc.1.tmp', 'not this file\'s');
    assert.ok(writeFileAtomic(tmp.path('out.xml'), '<xml/>').ok);
    assert.deepStrictEqual(readdirSync(tmp.dir).sort(), ['.other.xml.999999999.abc.1.tmp', live, 'out.xml'].sort());
  });

  test('a link the user named as the output is replaced where it points, and stays a link', () => {
    const real = tmp.write('real.json', 'old');
    symlinkSync(real, tmp.path('link.json'));
    assert.ok(writeFileAtomic(tmp.path('link.json'), 'new').ok);
    assert.strictEqual(readFileSync(real, 'utf8'), 'new');
  });

  test('an output that is one of the inputs, or a folder, is refused with a reason', () => {
    const input = tmp.write('set.cards', 'A');
    assert.match((writeFileAtomic(input, 'x', [input]) as { message: string }).message, /one of the input files/);
    assert.match((writeFileAtomic(tmp.dir, 'x') as { message: string }).message, /a folder, not a file/);
    assert.strictEqual(readFileSync(input, 'utf8'), 'A');
  });
});
