/**
 * Reading DevTools messages from the pieces a pipe delivers: a large answer's base64 `data` is
 * decoded from the bytes, everything else parsed as JSON, and whatever the fast reading cannot
 * take falls back to the plain reading with the same result.
 */
import * as assert from 'node:assert';
import { randomBytes } from 'node:crypto';
import { decodeBase64Segments, readMessage } from '../../server/src/images/cdpMessage.js';

/** `text` cut into pieces at the given sizes (the rest in the last piece), as a pipe might deliver it. */
function pieces(text: string | Buffer, sizes: number[]): Buffer[] {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  const out: Buffer[] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(bytes.subarray(at, at + size));
    at += size;
  }
  out.push(bytes.subarray(at));
  return out;
}

suite('DevTools messages (cdpMessage)', () => {
  test('base64 is decoded to the same bytes as Node decodes it, for every length and every cut between pieces', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 6, 7, 100, 1001]) {
      const bytes = randomBytes(length);
      const text = `xx${bytes.toString('base64')}yy`;
      for (const cuts of [[], [1], [3, 1], [2, 3, 5], Array(text.length).fill(1)]) {
        const decoded = decodeBase64Segments(pieces(text, cuts), 2, text.length - 2);
        assert.ok(decoded, `length ${length}, cuts ${cuts.length}`);
        assert.ok(decoded.equals(bytes), `length ${length}, cuts ${cuts.join(',')}`);
      }
    }
  });

  test('text that is not plain base64 is refused rather than decoded wrongly', () => {
    for (const text of ['ab\\/cd', 'abcd\nefgh', 'a===', 'ab=c', 'abcde', 'ab cd']) {
      assert.strictEqual(decodeBase64Segments([Buffer.from(text)], 0, text.length), undefined, JSON.stringify(text));
    }
  });

  test('a screenshot\'s answer arrives with its data as bytes, and its id and session read as JSON', () => {
    const png = randomBytes(200000);
    const json = JSON.stringify({ id: 41, result: { data: png.toString('base64') }, sessionId: 'AB12' });
    const message = readMessage(pieces(json, [65536, 65536, 7]), json.length);
    assert.strictEqual(message?.id, 41);
    assert.strictEqual(message?.sessionId, 'AB12');
    const data = message?.result?.data;
    assert.ok(data instanceof Uint8Array && Buffer.from(data).equals(png));
  });

  test('small messages, events and large answers without data are parsed as they are', () => {
    const small = JSON.stringify({ id: 3, result: { data: 'aGk=' } });
    assert.deepStrictEqual(readMessage(pieces(small, [5]), small.length), { id: 3, result: { data: 'aGk=' } });
    const event = JSON.stringify({ method: 'Page.loadEventFired', params: { timestamp: 1 }, sessionId: 'S' });
    assert.deepStrictEqual(readMessage([Buffer.from(event)], event.length), { method: 'Page.loadEventFired', params: { timestamp: 1 }, sessionId: 'S' });
    const large = { id: 9, result: { value: 'é'.repeat(70000) } };
    const text = JSON.stringify(large);
    assert.deepStrictEqual(readMessage(pieces(text, [65536]), Buffer.byteLength(text)), large);
    // a nested "data" is not the answer's: read the plain way
    const nested = { id: 11, result: { x: { data: 'QUJD' }, data: 'A'.repeat(70000) } };
    const nestedText = JSON.stringify(nested);
    assert.deepStrictEqual(readMessage(pieces(nestedText, [65536]), nestedText.length), nested);
    // a "data" that is not base64 (escaped text) is read the plain way, whole
    const escaped = { id: 10, result: { data: `line\n${'x'.repeat(70000)}` } };
    const escapedText = JSON.stringify(escaped);
    assert.deepStrictEqual(readMessage(pieces(escapedText, [65536]), escapedText.length), escaped);
  });

  test('a message that is not JSON is dropped, not thrown', () => {
    assert.strictEqual(readMessage([Buffer.from('{"id":1,')], 8), undefined);
    assert.strictEqual(readMessage([], 0), undefined);
    const broken = `{"id":2,"result":{"data":"${'A'.repeat(70000)}"`;
    assert.strictEqual(readMessage([Buffer.from(broken)], broken.length), undefined);
  });
});
