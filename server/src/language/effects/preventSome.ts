/**
 * A prevention shield that always stands (615.1a, 615.7): "If a white source would deal damage to you, prevent 2 of that
 * damage", "If a source would deal damage to equipped creature, prevent 2 of that damage", "If a source an opponent
 * controls would deal damage to you, prevent 1 of that damage", "If an artifact would deal damage to you, …".
 */
import { colorLetters, readFilter, readNumber } from './filters.js';
import type { Continuous, Ref } from './types.js';
import type { Cursor } from './words.js';

/** The whole ability as such a shield; undefined (the cursor where it was) otherwise. */
export function readPreventSome(c: Cursor): Continuous | undefined {
  const at = c.mark();
  if (!c.take('if a') && !c.take('if an')) return undefined;
  const color = colorLetters[c.peek()];
  if (color) c.next();
  const artifact = !color && c.take('artifact');
  // "If an artifact would deal damage to you": an artifact source, the word "source" left out.
  if (!c.take('source') && !(artifact && c.at('would deal damage'))) return c.reset(at), undefined;
  const opponents = !color && !artifact && c.take('an opponent controls');
  if (!c.take('would deal damage to')) return c.reset(at), undefined;
  let to: Ref | undefined = c.take('you') ? { ref: 'you' } : c.take('equipped creature') ? { ref: 'equipped' } : c.take('enchanted creature') ? { ref: 'enchanted' } : undefined;
  if (!to && c.takeAny('a', 'an')) {
    const f = readFilter(c);
    if (f && !f.zone && !f.plural && f.alts.length === 1) to = { ref: 'each', filter: f };
  }
  const n = to && c.take(', prevent') ? readNumber(c) : undefined;
  if (!to || n === undefined || !c.take('of that damage') || (c.take('.'), !c.done)) return c.reset(at), undefined;
  const source = color ? { color } : artifact ? { type: 'Artifact' } : opponents ? { opponents: true as const } : undefined;
  return { affected: to, keywords: [], rules: [], preventSome: { amount: n, ...(source ? { source } : {}) } };
}
