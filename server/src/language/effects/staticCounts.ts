/**
 * The counts of static abilities: what "gets +1/+1 for each …" counts (objects, cards in hand, counters on the card
 * itself) and a characteristic-defining P/T (604.3: "~'s power and toughness are each equal to the number of …").
 */
import { readCounterKind } from './counters.js';
import { readFilter, readNumber } from './filters.js';
import { readNumberOf } from './amountReaders.js';
import { type ReadContext } from './refs.js';
import type { Amount, Continuous, Ref } from './types.js';
import { type Cursor, Unread } from './words.js';

/** What `for each` counts: `artifact you control`, `other Elf you control`, `creature card in your graveyard`. */
export function readCounted(c: Cursor): Amount | undefined {
  const at = c.mark();
  if (c.take('card in your hand')) return { count: 'cardsInHand', player: { ref: 'you' } };
  if (c.take('basic land type among lands you control')) return { count: 'domain' };
  const filter = readFilter(c);
  if (!filter || filter.plural || filter.alts.some((a) => a.noun === 'Player' || a.noun === 'Opponent')) return c.reset(at), undefined;
  // "for each enchantment on the battlefield": everyone's (the words name no controller).
  if (!filter.zone && !filter.alts.some((a) => a.props.some((p) => p.is === 'controller')) && c.take('on the battlefield')) return { count: 'objects', filter, onBattlefield: true };
  return { count: 'objects', filter };
}

/**
 * `for each Aura attached to it` (`… attached to ~`), of what the card itself gets: the objects counted are attached to the
 * card itself ("it" is the card only when the card is what gets the bonus).
 */
export function readAttached(counted: Amount | undefined, c: Cursor, affected: Ref): Amount | undefined {
  if (!counted || !('count' in counted) || counted.count !== 'objects' || counted.onBattlefield) return counted;
  if (!c.take('attached to ~') && !(affected.ref === 'self' && c.take('attached to it'))) return counted;
  return { ...counted, filter: { ...counted.filter, alts: counted.filter.alts.map((a) => ({ ...a, props: [...a.props, { is: 'attachedToSelf' as const }] })) } };
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
  const amount: Amount | undefined = c.take('basic land types among lands you control') ? { count: 'domain' }
    // "cards in the chosen player's hand": of the player the card chose as it entered.
    : c.take("cards in the chosen player's hand") ? { count: 'cardsInHand', player: { ref: 'chosenPlayer' } } : chosenGraveyard(c) ?? readNumberOf(c, ctx);
  if (!amount) throw new Unread(c.rest(), 'not read: what is counted');
  return { power: which !== 'toughness', toughness: which !== 'power', amount, plus, times };
}

/**
 * `green creature cards in the chosen player's graveyard`: cards of a kind in the graveyard of the player the card chose as
 * it entered (the export checks it chose one); undefined (the cursor where it was) otherwise.
 */
function chosenGraveyard(c: Cursor): Amount | undefined {
  const at = c.mark();
  const filter = readFilter(c);
  if (filter?.plural && !filter.zone && filter.alts.every((a) => a.noun === 'Card') && c.take("in the chosen player's graveyard")) {
    return { count: 'objects', filter: { ...filter, zone: 'graveyard', zoneOwner: 'chosenPlayer' } };
  }
  c.reset(at);
  return undefined;
}

/**
 * `+X/+X, where X is the number of cards in your hand`, `-X/-0, where X is the number of creature cards in your graveyard`:
 * the P/T change for each object (±1 or 0) and the count. Only counts of your hand, your graveyard or objects on the
 * battlefield; undefined (the cursor where it was) otherwise.
 */
export function readWhereX(c: Cursor, ctx: ReadContext): Pick<Continuous, 'power' | 'toughness' | 'forEach'> | undefined {
  const at = c.mark();
  const m = /^([+-])(x|0)\/([+-])(x|0)$/.exec(c.peek());
  if (!m || !m[0].includes('x')) return undefined;
  c.next();
  const amount = c.take(', where x is the number of') ? readNumberOf(c, ctx) : undefined;
  const yours = amount && 'count' in amount && (amount.count === 'cardsInHand' ? amount.player.ref === 'you'
    : amount.count === 'objects' && (!amount.filter.zone || (amount.filter.zone === 'graveyard' && amount.filter.zoneOwner === 'you')));
  if (!amount || !yours) return c.reset(at), undefined;
  const part = (sign: string, v: string) => (v === '0' ? 0 : sign === '-' ? -1 : 1);
  return { power: part(m[1], m[2]), toughness: part(m[3], m[4]), forEach: amount };
}
