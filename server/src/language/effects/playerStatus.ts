/**
 * Steps of a player that change what the player has rather than objects: a skipped step or phase (500.11), poison
 * and experience counters (122.1). Read after the player (`that player`, `you`).
 */
import { readNumber } from './filters.js';
import type { Amount, Ref, Step } from './types.js';
import { type Cursor, Unread } from './words.js';

/**
 * `skips their next combat phase`, `gets two poison counters` after the player `who` (`third`: the verb in its third
 * person); undefined (cursor unmoved) otherwise. Mana in another player's pool ("that player adds {G}{G}") is read by
 * manaSteps.ts.
 */
export function readPlayerStatus(c: Cursor, who: Ref, third: boolean): Step[] | undefined {
  // 500.11: "skips their next untap step / draw step / combat phase".
  if (c.take(third ? 'skips their next' : 'skip your next')) {
    const step = c.take('untap step') ? 'untap' : c.take('draw step') ? 'draw' : c.take('combat phase') ? 'combat' : undefined;
    if (!step) throw new Unread(c.rest(), 'not read: which step or phase is skipped');
    return [{ do: 'skipNext', who, step }];
  }
  const poison = readPlayerCounters(c, third, 'poison');
  if (poison) return [{ do: 'poison', who, amount: poison }];
  // "you get an experience counter" (122.1): said of you only.
  const experience = who.ref === 'you' ? readPlayerCounters(c, third, 'experience') : undefined;
  if (experience) return [{ do: 'experience', amount: experience }];
  return undefined;
}

/** `gets a poison counter`, `get two poison counters` (122.1f), of a kind; undefined (cursor unmoved) otherwise. */
function readPlayerCounters(c: Cursor, third: boolean, kind: 'poison' | 'experience'): Amount | undefined {
  const at = c.mark();
  if (!c.take(third ? 'gets' : 'get')) return undefined;
  const n = readNumber(c, true);
  if (n !== undefined && n > 0 && c.take(n === 1 ? `${kind} counter` : `${kind} counters`)) return { n };
  c.reset(at);
  return undefined;
}
