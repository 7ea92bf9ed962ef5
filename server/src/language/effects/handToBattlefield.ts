/**
 * "Put a land card from your hand onto the battlefield", "Each player may put a creature card from their hand onto the
 * battlefield tapped": a card of a kind put from a hand onto the battlefield (`putFromHand`).
 */
import { readFilter } from './filters.js';
import type { Step } from './types.js';
import type { Cursor } from './words.js';

/** After "each player": `may put a(n) <kind> card from their hand onto the battlefield (tapped)`, the sentence ending there. */
export function readEachPutsFromHand(c: Cursor): Step | undefined {
  const at = c.mark();
  const filter = c.take('may put') && c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (!filter || filter.zone || filter.plural || !filter.alts.every((a) => a.props.every((p) => p.is === 'type' || p.is === 'color' || p.is === 'supertype')) || !c.take('from their hand onto the battlefield')) return c.reset(at), undefined;
  const tapped = c.take('tapped');
  if (!c.done && c.peek() !== '.') return c.reset(at), undefined;
  return { do: 'putFromHand', filter: { ...filter, zone: 'hand' }, tapped: tapped || undefined, eachPlayer: true };
}

/** `put a(n) <kind> card from your hand onto the battlefield (tapped)`, the sentence ending there. */
export function readPutFromHand(c: Cursor): Step | undefined {
  const at = c.mark();
  const filter = c.take('put') && c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (!filter || filter.zone !== 'hand' || filter.zoneOwner !== 'you' || filter.plural || !c.take('onto the battlefield')) return c.reset(at), undefined;
  const tapped = c.take('tapped');
  if (!c.done && c.peek() !== '.') return c.reset(at), undefined;
  return { do: 'putFromHand', filter, tapped: tapped || undefined };
}
