/**
 * Name-based UUIDs (RFC 9562 version 5: SHA-1 of a namespace and a name), so an exported card's
 * `id` and `oracle_id` stay the same from one export to the next and differ between cards.
 */
import { sha1 } from './sha1.js';

/** cardtext's namespace for `oracle_id` (one per card name, as Scryfall's oracle ids are). */
export const oracleNamespace = '8b1f7a52-3c2e-4d0a-9f6e-2a7c5d1e9b40';
/** cardtext's namespace for `id` (one per printing: set code, collector number and name). */
export const printingNamespace = 'c4e9d2b6-71a5-4f83-b0d2-5e6a8f3c1d27';

/** The version 5 UUID of `name` in `namespace` (a UUID string). */
export function uuidV5(name: string, namespace: string): string {
  const ns = (namespace.replace(/-/g, '').match(/../g) ?? []).map((byte) => parseInt(byte, 16));
  const named = new TextEncoder().encode(name);
  const input = new Uint8Array(ns.length + named.length);
  input.set(ns);
  input.set(named, ns.length);
  const hash = sha1(input);
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = [...hash.subarray(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
