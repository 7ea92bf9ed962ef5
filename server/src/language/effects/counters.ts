/**
 * Reading a counter's kind (122.1: a counter is named by the word before "counter", or by the P/T change it makes:
 * "a doom counter", "two +1/+0 counters"). The model names a kind in capitals (`DOOM`), a P/T counter by its signs
 * and numbers (`+1/+0` → `P1P0`, `-0/-1` → `M0M1`), the names Forge's scripts use; whether a game engine knows the
 * kind is the exporter's question (export/forge/counters.ts).
 */
import type { Cursor } from './words.js';

/** Words that stand before "counter" without naming a kind (`a spell counter`: "counter" is the verb there). */
const notKinds = new Set(['a', 'an', 'the', 'that', 'this', 'each', 'one', 'those', 'its', 'their', 'of', 'another', 'any', 'spell', 'ability', 'target', 'x', 'and', 'or']);

/** The model's name of a P/T counter's text (`+1/+1` → `P1P1`), or undefined. */
export function ptCounterKind(word: string): string | undefined {
  const m = /^([+-])(\d)\/([+-])(\d)$/.exec(word);
  if (!m) return undefined;
  return `${m[1] === '+' ? 'P' : 'M'}${m[2]}${m[3] === '+' ? 'P' : 'M'}${m[4]}`;
}

/**
 * The kind of counter the cursor stands before when the next words are `KIND counter` or `KIND counters`
 * (`charge counters`, `+1/+1 counter`); undefined otherwise. Reads only the kind: "counter(s)" stays for the caller.
 */
export function readCounterKind(c: Cursor): string | undefined {
  const word = c.peek();
  if (!/^counters?$/.test(c.peek(1) ?? '')) return undefined;
  const kind = ptCounterKind(word) ?? (/^[a-z]{2,}$/.test(word) && !notKinds.has(word) ? word.toUpperCase() : undefined);
  if (kind) c.next();
  return kind;
}

/** How the text names a kind (`P1P1` → `+1/+1`, `DOOM` → `doom`), for descriptions. */
export function counterText(kind: string): string {
  const m = /^([PM])(\d)([PM])(\d)$/.exec(kind);
  if (m) return `${m[1] === 'P' ? '+' : '-'}${m[2]}/${m[3] === 'P' ? '+' : '-'}${m[4]}`;
  return kind.toLowerCase();
}
