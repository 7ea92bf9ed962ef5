/**
 * Every card of some kind in graveyards moved at once, chosen by no one: "exile all creature cards from all
 * graveyards", "exile all creature cards from your graveyard", "each player returns all artifact cards from their graveyard to the battlefield", "return all enchantment
 * cards from your graveyard to your hand".
 */
import { readFilter, simpleFilter } from './filters.js';
import type { Filter, Ref, Step } from './types.js';
import type { Cursor } from './words.js';

/** `<type> cards` with nothing said of them but their types and colours, or undefined; `yours`: read with `from your
 * graveyard` after them (which the filter may have taken), else with no zone read yet. */
function readPlainCards(c: Cursor, yours = false): Filter | undefined {
  const at = c.mark();
  const filter = readFilter(c);
  const zoneOk = !filter?.zone || (yours && filter.zone === 'graveyard' && filter.zoneOwner === 'you');
  const plain = filter?.plural && zoneOk && filter.alts.every((a) => a.noun === 'Card' && a.props.length > 0 && a.props.every((p) => (p.is === 'type' || p.is === 'color') && !p.not));
  if (!plain || (yours && !filter.zone && !c.take('from your graveyard'))) return c.reset(at), undefined;
  return { ...filter, zone: 'graveyard', zoneOwner: undefined };
}

/** After "exile": `all <type> cards from all graveyards` / `… from your graveyard`, ending the sentence; or undefined. */
export function readExileAllCardsOf(c: Cursor): Step[] | undefined {
  const at = c.mark();
  if (!c.take('all')) return undefined;
  const all = readPlainCards(c);
  if (all && c.take('from all graveyards') && c.atSentenceEnd) return [{ do: 'wholeGraveyard', who: { ref: 'each', filter: simpleFilter('Player') }, to: 'exile', filter: all }];
  c.reset(at);
  c.take('all');
  const yours = readPlainCards(c, true);
  if (yours && c.atSentenceEnd) return [{ do: 'wholeGraveyard', who: { ref: 'you' }, to: 'exile', filter: yours }];
  return c.reset(at), undefined;
}

/** After "each player": `returns all <type> cards from their graveyard to the battlefield`; or undefined. */
export function readEachReturnsAll(c: Cursor, who: Ref): Step[] | undefined {
  if (who.ref !== 'each' || who.filter.alts.length !== 1 || who.filter.alts[0].noun !== 'Player' || who.filter.alts[0].props.length > 0) return undefined;
  const at = c.mark();
  if (!c.take('returns all')) return undefined;
  const filter = readPlainCards(c);
  if (!filter || !c.take('from their graveyard to the battlefield') || !c.atSentenceEnd) return c.reset(at), undefined;
  return [{ do: 'wholeGraveyard', who, to: 'battlefield', filter }];
}

/** After "return": `all <type> cards from your graveyard to your hand`, ending the sentence; or undefined. */
export function readReturnAllYours(c: Cursor): Step[] | undefined {
  const at = c.mark();
  if (!c.take('all')) return undefined;
  const filter = readPlainCards(c, true);
  if (!filter || !c.take('to your hand') || !c.atSentenceEnd) return c.reset(at), undefined;
  return [{ do: 'wholeGraveyard', who: { ref: 'you' }, to: 'hand', filter }];
}
