/**
 * The counts of static abilities: what "gets +1/+1 for each …" counts (objects, cards in hand, counters on the card
 * itself) and a characteristic-defining P/T (604.3: "~'s power and toughness are each equal to the number of …").
 */
import { readCounterKind } from './counters.js';
import { readFilter, readNumber } from './filters.js';
import { type ReadContext, readNumberOf } from './refs.js';
import type { Amount, Continuous, Ref } from './types.js';
import { type Cursor, Unread } from './words.js';

/** What `for each` counts: `artifact you control`, `other Elf you control`, `creature card in your graveyard`. */
export function readCounted(c: Cursor): Amount | undefined {
  const at = c.mark();
  if (c.take('card in your hand')) return { count: 'cardsInHand', player: { ref: 'you' } };
  const filter = readFilter(c);
  if (!filter || filter.plural || filter.alts.some((a) => a.noun === 'Player' || a.noun === 'Opponent')) return c.reset(at), undefined;
  return { count: 'objects', filter };
}

/** `age counter on ~` (`… on it` when the card itself is what gets it): the kind counted on the card itself. */
export function readCounterOnSelf(c: Cursor, affected: Ref): string | undefined {
  const at = c.mark();
  const counter = readCounterKind(c);
  if (counter && c.take('counter on') && (c.take('~') || (affected.ref === 'self' && c.take('it')))) return counter;
  c.reset(at);
  return undefined;
}

/**
 * A characteristic-defining ability (604.3): `~'s power and toughness are each equal to the number of creatures you
 * control`, `~'s power is equal to …`, `… equal to 1 plus the number of …`, `… equal to twice the number of …`.
 */
export function readDefines(c: Cursor, ctx: ReadContext): Continuous['defines'] | undefined {
  const at = c.mark();
  if (!c.take("~'s")) return undefined;
  const which = c.take('power and toughness are each equal to') ? 'both' : c.take('power is equal to') ? 'power' : c.take('toughness is equal to') ? 'toughness' : undefined;
  if (!which) return c.reset(at), undefined;
  let plus = 0;
  const n = readNumber(c);
  if (n !== undefined) {
    if (!c.take('plus')) throw new Unread(c.rest(), 'not read: the number its power or toughness is');
    plus = n;
  }
  const times = c.take('twice') ? 2 : 1;
  if (!c.take('the number of')) throw new Unread(c.rest(), 'not read: the number its power or toughness is');
  const amount = readNumberOf(c, ctx);
  if (!amount) throw new Unread(c.rest(), 'not read: what is counted');
  return { power: which !== 'toughness', toughness: which !== 'power', amount, plus, times };
}
