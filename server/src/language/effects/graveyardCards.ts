/**
 * Every card of some kind in graveyards moved at once, chosen by no one: "exile all creature cards from all
 * graveyards", "exile all creature cards from your graveyard", "each player returns all artifact cards from their graveyard to the battlefield", "return all enchantment
 * cards from your graveyard to your hand", "return all artifact and enchantment cards from all graveyards to the battlefield
 * under their owners' control".
 */
import { readFilter, simpleFilter } from './filters.js';
import type { Filter, Ref, Step } from './types.js';
import { Cursor } from './words.js';

/** `<type> cards` with nothing said of them but their types and colours, or undefined; `yours`: read with `from your
 * graveyard` after them (which the filter may have taken), else with no zone read yet. */
function readPlainCards(c: Cursor, yours = false): Filter | undefined {
  const at = c.mark();
  const filter = readTwoKinds(c, yours) ?? readFilter(c);
  const zoneOk = !filter?.zone || (yours && filter.zone === 'graveyard' && filter.zoneOwner === 'you');
  const plain = filter?.plural && zoneOk && filter.alts.every((a) => a.noun === 'Card' && a.props.length > 0 && a.props.every((p) => (p.is === 'type' || p.is === 'color') && !p.not));
  if (!plain || (yours && !filter.zone && !c.take('from your graveyard'))) return c.reset(at), undefined;
  return { ...filter, zone: 'graveyard', zoneOwner: undefined };
}

/**
 * `artifact and enchantment cards`, `instant and sorcery cards`: the cards of either kind (each card is one or the
 * other, or both), read as the two kinds `artifact cards` and `enchantment cards` would be; or undefined.
 */
function readTwoKinds(c: Cursor, yours: boolean): Filter | undefined {
  const at = c.mark();
  const first = c.w[c.i];
  c.next();
  if (!first || !c.take('and')) return c.reset(at), undefined;
  const second = readFilter(c);
  const kind = second?.plural && (!second.zone || (yours && second.zone === 'graveyard' && second.zoneOwner === 'you')) && second.alts.length === 1 && second.alts[0].noun === 'Card' && second.alts[0].props.length === 1 ? second.alts[0].props[0] : undefined;
  if (!second || kind?.is !== 'type' || kind.not) return c.reset(at), undefined;
  // The first word read as the second kind's own would be: "artifact cards" alone.
  const one = readFilter(new Cursor([first, { ...first, t: 'cards', raw: 'cards' }]));
  const firstKind = one?.alts.length === 1 && one.alts[0].noun === 'Card' && one.alts[0].props.length === 1 ? one.alts[0].props[0] : undefined;
  if (!one || firstKind?.is !== 'type' || firstKind.not || firstKind.type === kind.type) return c.reset(at), undefined;
  return { ...second, alts: [one.alts[0], second.alts[0]] };
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

/**
 * After "return": `all <type> cards from your graveyard to your hand` or `… from all graveyards to the battlefield under
 * their owners' control`, ending the sentence; or undefined.
 */
export function readReturnAll(c: Cursor): Step[] | undefined {
  const at = c.mark();
  if (!c.take('all')) return undefined;
  // "Return all artifact cards from all graveyards to the battlefield under their owners' control": each player's
  // cards of the kinds, as "each player returns all … from their graveyard to the battlefield".
  const fromAll = readPlainCards(c);
  if (fromAll && c.take("from all graveyards to the battlefield under their owners' control") && c.atSentenceEnd) {
    return [{ do: 'wholeGraveyard', who: { ref: 'each', filter: simpleFilter('Player') }, to: 'battlefield', filter: fromAll }];
  }
  c.reset(at);
  c.take('all');
  const filter = readPlainCards(c, true);
  if (!filter || !c.take('to your hand') || !c.atSentenceEnd) return c.reset(at), undefined;
  return [{ do: 'wholeGraveyard', who: { ref: 'you' }, to: 'hand', filter }];
}
