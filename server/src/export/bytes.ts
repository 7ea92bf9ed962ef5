/**
 * Bytes as exports and the protocol carry them, on Node and in the browser alike: UTF-8 text,
 * base64 both ways, and pieces joined. Node's Buffer is used where it exists (it is several times
 * faster on megabytes); elsewhere the platform's TextDecoder, btoa and atob.
 */

interface NodeBuffer {
  from(data: ArrayBufferLike, offset: number, length: number): { toString(encoding: string): string };
  from(text: string, encoding: 'base64'): Uint8Array;
}
const nodeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;
const decoder = new TextDecoder('utf-8');

/** The bytes' base64. */
export function toBase64(bytes: Uint8Array): string {
  if (nodeBuffer) return nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64');
  // btoa takes a "binary string"; built a block at a time (a spread of megabytes would overflow the stack).
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The bytes read as UTF-8 text. */
export function utf8Text(bytes: Uint8Array): string {
  if (nodeBuffer) return nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
  return decoder.decode(bytes);
}

/** The bytes a base64 text stands for. */
export function fromBase64(base64: string): Uint8Array {
  if (nodeBuffer) {
    const buffer = nodeBuffer.from(base64, 'base64');
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
  }
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The pieces joined into one array of bytes. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
