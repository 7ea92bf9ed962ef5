/**
 * Steps of a player that change what the player has rather than objects: a skipped step or phase (500.11), mana in
 * another player's pool (106.4), poison counters (122.1f). Read after the player (`that player`, `you`).
 */
import { readNumber } from './filters.js';
import type { Amount, Ref, Step } from './types.js';
import { type Cursor, Unread } from './words.js';

/**
 * `skips their next combat phase`, `adds {G}{G}`, `gets two poison counters` after the player `who` (`third`: the verb
 * in its third person; `tapped`: in a trigger on a land or permanent tapped for mana, the noun "that land" or "that
 * permanent"); undefined (cursor unmoved) otherwise.
 */
export function readPlayerStatus(c: Cursor, who: Ref, third: boolean, tapped?: 'land' | 'permanent'): Step[] | undefined {
  // "Whenever a player taps a land for mana, that player adds one mana of any type that land produced" (106.12).
  if (tapped && third && who.ref !== 'you' && c.take(`adds one mana of any type that ${tapped} produced`)) {
    return [{ do: 'mana', produced: `Add one mana of any type that ${tapped} produced.`, amount: 1, who, ofTappedLand: true }];
  }
  // 500.11: "skips their next untap step / draw step / combat phase".
  if (c.take(third ? 'skips their next' : 'skip your next')) {
    const step = c.take('untap step') ? 'untap' : c.take('draw step') ? 'draw' : c.take('combat phase') ? 'combat' : undefined;
    if (!step) throw new Unread(c.rest(), 'not read: which step or phase is skipped');
    return [{ do: 'skipNext', who, step }];
  }
  // "that player adds {G}{G}." (106.4): mana of one colour in another player's mana pool ("adds an additional {G}": of
  // a trigger on a land tapped for mana, mana besides the land's own).
  const additional = c.at('adds an additional') ? 2 : 0;
  if (third && who.ref !== 'you' && c.at('adds') && /^\{[wubrgc]\}$/.test(c.peek(1 + additional))) {
    const at = c.mark();
    c.next();
    if (additional) c.take('an additional');
    const symbols: string[] = [];
    while (/^\{[wubrgc]\}$/.test(c.peek())) symbols.push(c.next().toUpperCase());
    // "… for each Elf on the battlefield": counted by the caller.
    if (new Set(symbols).size === 1 && (c.done || c.peek() === '.' || c.at('for each'))) return [{ do: 'mana', produced: `Add ${symbols.join('')}.`, amount: 1, who }];
    c.reset(at);
    return undefined;
  }
  // "its controller adds an additional two mana in any combination of colors" (106.1a: each of one of the five colours).
  if (third && who.ref !== 'you' && c.at('adds')) {
    const at = c.mark();
    c.next();
    c.take('an additional');
    const n = ['two', 'three', 'four', 'five'].find((word) => c.take(`${word} mana in any combination of colors`));
    if (n && (c.done || c.peek() === '.')) return [{ do: 'mana', produced: `Add ${n} mana in any combination of colors.`, amount: 1, who }];
    c.reset(at);
  }
  const poison = readPoison(c, third);
  if (poison) return [{ do: 'poison', who, amount: poison }];
  return undefined;
}

/** `gets a poison counter`, `get two poison counters` (122.1f); undefined (cursor unmoved) otherwise. */
function readPoison(c: Cursor, third: boolean): Amount | undefined {
  const at = c.mark();
  if (!c.take(third ? 'gets' : 'get')) return undefined;
  const n = readNumber(c, true);
  if (n !== undefined && n > 0 && c.take(n === 1 ? 'poison counter' : 'poison counters')) return { n };
  c.reset(at);
  return undefined;
}
