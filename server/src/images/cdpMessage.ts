/**
 * Reads one DevTools Protocol message from the pieces the browser's pipe delivered it in. A
 * screenshot's answer is about a megabyte of base64 in a `data` field: read the usual way it is
 * joined, decoded to a string, parsed (which copies the string again) and decoded from base64,
 * four fresh megabyte-sized allocations an image, and fresh memory is what a virtual machine pays
 * most for. So a large answer's `data` is decoded from the pipe's bytes straight into the image's
 * bytes, and only the small rest of the message is parsed as JSON (card images: docs/images.md).
 */

/** A message from the browser: an answer (`id`) or an event (`method`). A large answer's `data` is its decoded bytes. */
export interface CdpMessage {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
}

/** Messages at least this long are looked at for a base64 `data` field. */
const largeMessage = 64 * 1024;
const dataKey = Buffer.from('"data":"');
const quote = 0x22;
const answerHead = /^\{"id":\d+,"result":\{"data":"$/;

/** The base64 alphabet's values; -1 for every other byte ('=' padding included). */
const base64Values = (() => {
  const values = new Int16Array(256).fill(-1);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let i = 0; i < alphabet.length; i++) values[alphabet.charCodeAt(i)] = i;
  return values;
})();

/**
 * The bytes that the base64 text at [start, end) of the joined `segments` stands for, or
 * undefined if the text holds anything but base64 (an escape, a line break) or padding in the
 * middle: the caller then reads the message the usual way.
 */
export function decodeBase64Segments(segments: readonly Uint8Array[], start: number, end: number): Buffer | undefined {
  const out = Buffer.allocUnsafeSlow(Math.floor(((end - start) * 3) / 4));
  const values = base64Values;
  let o = 0;
  let acc = 0;
  let n = 0;
  let padding = 0;
  let offset = 0;
  for (const s of segments) {
    let i = Math.max(start - offset, 0);
    const to = Math.min(end - offset, s.length);
    while (i < to) {
      if (n === 0 && padding === 0) {
        // Four characters at a time; a byte outside the alphabet makes the sum negative.
        const stop = to - 3;
        while (i < stop) {
          const v = (values[s[i]] << 18) | (values[s[i + 1]] << 12) | (values[s[i + 2]] << 6) | values[s[i + 3]];
          if (v < 0) break;
          out[o] = v >> 16;
          out[o + 1] = (v >> 8) & 255;
          out[o + 2] = v & 255;
          o += 3;
          i += 4;
        }
        if (i >= to) break;
      }
      const c = s[i++];
      const v = values[c];
      if (v < 0) {
        if (c !== 0x3d || n < 2) return undefined;
        padding++;
        continue;
      }
      if (padding > 0) return undefined;
      acc = (acc << 6) | v;
      if (++n === 4) {
        out[o++] = acc >> 16;
        out[o++] = (acc >> 8) & 255;
        out[o++] = acc & 255;
        acc = 0;
        n = 0;
      }
    }
    offset += s.length;
  }
  if (n === 1) return undefined;
  if (n === 3) {
    out[o++] = acc >> 10;
    out[o++] = (acc >> 2) & 255;
  } else if (n === 2) {
    out[o++] = acc >> 4;
  }
  return out.subarray(0, o);
}

/** Where `byte` first occurs at or after `from` in the joined segments, or -1. */
function indexOfByte(segments: readonly Buffer[], byte: number, from: number): number {
  let offset = 0;
  for (const s of segments) {
    if (from < offset + s.length) {
      const at = s.indexOf(byte, Math.max(from - offset, 0));
      if (at >= 0) return offset + at;
    }
    offset += s.length;
  }
  return -1;
}

/** The joined bytes [start, end) of the segments as text. */
function text(segments: readonly Buffer[], start: number, end: number): string {
  const parts: Buffer[] = [];
  let offset = 0;
  for (const s of segments) {
    const from = Math.max(start - offset, 0);
    const to = Math.min(end - offset, s.length);
    if (from < to) parts.push(s.subarray(from, to));
    offset += s.length;
  }
  return Buffer.concat(parts).toString('utf8');
}

/** A large answer read around its `data`: the rest parsed, the data decoded; undefined when it is not one. */
function readLargeAnswer(segments: readonly Buffer[], length: number): CdpMessage | undefined {
  // Only an answer that starts {"id":N,"result":{"data":"… (its result's own data, not a nested one).
  const key = segments[0].subarray(0, 64).indexOf(dataKey);
  if (key < 0) return undefined;
  const start = key + dataKey.length;
  const head = text(segments, 0, start);
  if (!answerHead.test(head)) return undefined;
  const end = indexOfByte(segments, quote, start);
  if (end < 0) return undefined;
  let message: CdpMessage;
  try {
    message = JSON.parse(head + text(segments, end, length)) as CdpMessage;
  } catch {
    return undefined;
  }
  if (!message.result || message.result.data !== '') return undefined;
  const bytes = decodeBase64Segments(segments, start, end);
  if (!bytes) return undefined;
  message.result.data = bytes;
  return message;
}

/** The message held by `segments` (`length` bytes in all, without the NUL that ended it); undefined if it is not JSON. */
export function readMessage(segments: readonly Buffer[], length: number): CdpMessage | undefined {
  if (segments.length === 0) return undefined;
  if (length >= largeMessage) {
    const answer = readLargeAnswer(segments, length);
    if (answer) return answer;
  }
  try {
    return JSON.parse(Buffer.concat(segments, length).toString('utf8')) as CdpMessage;
  } catch {
    return undefined;
  }
}
