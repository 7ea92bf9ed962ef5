/**
 * Bytes as the protocol carries them, on Node and in the browser alike: UTF-8 text and base64.
 * Node's Buffer is used where it exists (it is several times faster on megabytes); elsewhere the
 * platform's TextDecoder and btoa.
 */

interface NodeBuffer { from(data: ArrayBufferLike, offset: number, length: number): { toString(encoding: string): string } }
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
