/**
 * Near-misses of a word: within a small edit distance of a known word (`Wizzard`, `Flyng`), which the set's
 * vocabulary never takes in and the spelling checks report.
 */
import { editDistance } from './checks/spelling.js';

/**
 * Edits within which a word is a near-miss of another: one up to eight letters, two from nine. A
 * typo is one slip (`Flyng`, `Tramlpe`, `Wizzard`, two letters swapped as in `Esclaate`); two
 * edits make another word (`Invoke` and `Evoke`, a designer's keyword and a rule's).
 */
function allowed(length: number): number {
  return length <= 8 ? 1 : 2;
}

/** Near-misses of the rules' fixed lists, by list and word (they never change; an edit asks again for the same words). */
const memo = new WeakMap<object, { answers: Map<string, boolean>; byLength: Map<number, string[]> }>();

/** {@link nearMiss} of a fixed list, remembered; the list is searched only among words of about the same length. */
export function nearMissOf(word: string, list: readonly string[] | ReadonlySet<string>): boolean {
  let known = memo.get(list);
  if (!known) {
    const byLength = new Map<number, string[]>();
    for (const k of list) {
      const same = byLength.get(k.length);
      if (same) same.push(k);
      else byLength.set(k.length, [k]);
    }
    memo.set(list, (known = { answers: new Map(), byLength }));
  }
  let answer = known.answers.get(word);
  if (answer === undefined) {
    const limit = allowed(word.length);
    answer = false;
    for (let n = word.length - limit; n <= word.length + limit && !answer; n++) answer = nearMiss(word, known.byLength.get(n) ?? []);
    known.answers.set(word, answer);
  }
  return answer;
}

/** True if `word` is a near-miss of one of `known` (lower-cased), not the same word. */
export function nearMiss(word: string, known: Iterable<string>): boolean {
  const w = word.toLowerCase();
  const limit = allowed(w.length);
  // (A compound of a known word, `Gearling` of `Gear`, is longer by more than the limit: a word of its own.)
  for (const k of known) {
    if (k === w || Math.abs(k.length - w.length) > limit) continue;
    if (limit === 1 ? withinOneEdit(w, k) : editDistance(w, k) <= limit) return true;
  }
  return false;
}

/**
 * True if one slip turns `a` into `b` — a substitution, an insertion, a deletion, or two
 * neighbouring letters swapped (`Esclaate`, the commonest typo) — or none: a linear scan, no table.
 */
function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) [a, b] = [b, a];
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (a.length !== b.length) return a.slice(i + 1) === b.slice(i);
  // After the first difference, the rest must match with one letter replaced, or with two swapped.
  return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
}
