/**
 * `cardtext/importBytes`, the playground's import (the browser server's): the bytes of a dropped
 * set in, the `.cards` text, the summary and the pictures out; the pictures' paths become art the
 * preview names (`importedArt`), other paths do not; bad params are refused naming the field.
 */
import * as assert from 'node:assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { zip } from '../../server/src/export/zip.js';
import { importBytes, importBytesParams, importedArt } from '../../server/src/lsp/importBytes.js';
import { ParamsError } from '../../server/src/lsp/params.js';
import { repoRoot } from '../helpers.js';

const dir = join(repoRoot(), 'test', 'fixtures', 'import', 'mse-include');
const archive = () => Buffer.from(zip(readdirSync(dir).map((name) => ({ name, content: new Uint8Array(readFileSync(join(dir, name))) })))).toString('base64');

suite('language server: the playground\'s import of bytes', () => {
  test('a dropped .mse-set comes back as text, summary and pictures, which the preview may then show', () => {
    assert.strictEqual(importedArt()('gloam-art/dusk-herald.png'), undefined, 'no picture is known before an import');
    const result = importBytes(importBytesParams({ name: 'gloam.mse-set', base64: archive(), artFolder: 'gloam-art' }));
    assert.ok(result.ok, result.ok ? '' : result.message);
    assert.strictEqual(result.cards, 3);
    assert.deepStrictEqual(result.formats, ['Magic Set Editor']);
    assert.deepStrictEqual(result.art.map((a) => a.path), ['gloam-art/dusk-herald.png', 'gloam-art/gloam-shade.jpg']);
    assert.strictEqual(importedArt()('gloam-art/dusk-herald.png'), 'gloam-art/dusk-herald.png');
    assert.strictEqual(importedArt()('elsewhere/x.png'), undefined);
    assert.strictEqual(importedArt()('https://example.invalid/x.png'), undefined);
  });

  test('a refused set is a message naming the file and place; bad params name the field', () => {
    const bad = importBytes(importBytesParams({ name: 'bad.mse-set', base64: Buffer.from(zip([{ name: 'set', content: 'game: magic\ncard:\n  name: X\n' }])).toString('base64') }));
    assert.ok(!bad.ok && /^cannot import "bad\.mse-set" \(set, line 3\): this line is indented with spaces/.test(bad.message), JSON.stringify(bad));
    for (const [params, message] of [[null, /params must be an object/], [{ name: '', base64: '' }, /params\.name/], [{ name: 'x', base64: 5 }, /params\.base64/], [{ name: 'x', base64: '', artFolder: '../up' }, /params\.artFolder/]] as [unknown, RegExp][]) {
      assert.throws(() => importBytesParams(params), (e: unknown) => e instanceof ParamsError && message.test((e as Error).message));
    }
  });
});
