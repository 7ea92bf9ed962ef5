import * as assert from 'node:assert';
import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { sha1 } from '../../server/src/export/sha1.js';
import { zip } from '../../server/src/export/zip.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

suite('export: the pure SHA-1 and zip the browser build uses', () => {
  test('SHA-1 gives node:crypto\'s digest at every length around a block boundary and for multi-byte text', () => {
    const inputs: Uint8Array[] = [];
    for (let n = 0; n <= 130; n++) inputs.push(Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff));
    inputs.push(new TextEncoder().encode('Æther Vial — “Lim-Dûl’s” 🂡 card'));
    for (const input of inputs) assert.strictEqual(hex(sha1(input)), createHash('sha1').update(input).digest('hex'), `length ${input.length}`);
  });

  test('SHA-1 of "abc" is FIPS 180-4\'s example digest', () => {
    assert.strictEqual(hex(sha1(new TextEncoder().encode('abc'))), 'a9993e364706816aba3e25717850c26c9cd0d89d');
  });

  test('a zip entry inflates back to its UTF-8 text and the archive ends with its central directory', () => {
    const text = 'card:\n\tname: Æther Adept\n'.repeat(50);
    const bytes = zip([{ name: 'set', content: text }]);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    assert.strictEqual(view.getUint32(0, true), 0x04034b50);
    const compressedSize = view.getUint32(18, true);
    const nameLength = view.getUint16(26, true);
    const data = bytes.subarray(30 + nameLength, 30 + nameLength + compressedSize);
    assert.strictEqual(inflateRawSync(data).toString('utf8'), text);
    assert.strictEqual(view.getUint32(bytes.length - 22, true), 0x06054b50);
    assert.deepStrictEqual(zip([{ name: 'set', content: text }]), bytes, 'the same set gives the same bytes');
  });
});
