/**
 * Static abilities read whole, each one continuous effect of its own: casting the card for nothing or with flash, what
 * can't target or attack, others entering tapped, costs to attack, prevention shields, limits on spells cast, no maximum
 * hand size, who sees the top card of your library, spells you may cast as though they had flash, an enchanted
 * permanent of a subtype that is a creature too. Tried in this order before the general "X gets/has …" reader of statics.ts.
 */
import { readAttackTax } from './attackTaxes.js';
import { readCantCast, readCantPlayLands, readCastLimit } from './castLimits.js';
import { readMaxHandSize, readNoMaxHandSize } from './characteristics.js';
import { readFilter } from './filters.js';
import { singularSubtype } from './filterWords.js';
import { readFreeCast, readMayFlash } from './flash.js';
import { readPreventSome } from './preventSome.js';
import { readOthersEnterTapped, readOthersEnterWithCounter } from './replacements.js';
import { readCantAttackYou, readCantBeTargeted, readCantTarget } from './targeting.js';
import type { Continuous } from './types.js';
import type { Cursor } from './words.js';

/** `You have no maximum hand size.` / `Players have …` as its effect; undefined (the cursor where it was) otherwise. */
function readNoMax(c: Cursor): Continuous | undefined {
  const who = readNoMaxHandSize(c);
  if (!who) return undefined;
  return { affected: who === 'you' ? { ref: 'you' } : { ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } }, keywords: [], rules: [], noMaxHandSize: true };
}

/** `You may look at the top card of your library any time.`, `Play with the top card of your library revealed.` */
function readTopCardSeen(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const by = c.take('you may look at the top card of your library any time') ? 'you' : c.take('play with the top card of your library revealed') ? 'all' : undefined;
  if (by && (c.take('.'), c.done)) return { affected: { ref: 'you' }, keywords: [], rules: [], topCardSeenBy: by };
  c.reset(at);
  return undefined;
}

/** `You may cast spells as though they had flash.`, `You may cast artifact spells as though they had flash.` (702.8a) */
function readCastWithFlash(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const spells = c.take('you may cast') ? readFilter(c) : undefined;
  if (spells && spells.zone === 'stack' && spells.plural && c.take('as though they had flash') && (c.take('.'), c.done)) {
    return { affected: { ref: 'you' }, keywords: [], rules: [], castWithFlash: spells };
  }
  c.reset(at);
  return undefined;
}

/** `You may play land cards from your graveyard.` (305.1: playing a land from another zone, as an effect permits). */
function readPlayLandsFromGraveyard(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const lands = c.take('you may play') ? readFilter(c) : undefined;
  const [alt, ...more] = lands?.alts ?? [];
  const landCards = alt && more.length === 0 && alt.noun === 'Card' && alt.props.length === 1 && alt.props[0].is === 'type' && alt.props[0].type === 'Land' && !alt.props[0].not;
  if (lands && landCards && lands.plural && lands.zone === 'graveyard' && lands.zoneOwner === 'you' && (c.take('.'), c.done)) return { affected: { ref: 'you' }, keywords: [], rules: [], playLandsFromGraveyard: true };
  c.reset(at);
  return undefined;
}

/** `Creatures entering the battlefield don't cause abilities to trigger.` (a rule of the game while the permanent is there). */
function readNoEntryTriggers(c: Cursor): Continuous | undefined {
  const at = c.mark();
  if (c.take("creatures entering the battlefield don't cause abilities to trigger") && (c.take('.'), c.done)) return { affected: { ref: 'you' }, keywords: [], rules: [], noEntryTriggers: true };
  c.reset(at);
  return undefined;
}

/**
 * `As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.` (205.1b): the enchanted
 * permanent of that subtype becomes a creature too.
 */
function readAttachedBecomesCreature(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const type = c.take('as long as enchanted permanent is') && c.takeAny('a', 'an') ? singularSubtype(c) : undefined;
  if (type && c.take(',') && (c.take("it's") || c.take('it is')) && c.take('a creature in addition to its other types') && (c.take('.'), c.done)) {
    return { affected: { ref: 'enchanted' }, keywords: [], rules: [], addedType: 'Creature', asLongAs: { attachedIs: [{ is: 'type', type }], to: 'enchanted', permanent: true } };
  }
  c.reset(at);
  return undefined;
}

/** One of the module's abilities, all of the text; undefined (the cursor where it was) otherwise. */
export function readWholeStatic(c: Cursor): Continuous | undefined {
  const freeCastIf = readFreeCast(c);
  if (freeCastIf) return { affected: { ref: 'self' }, keywords: [], rules: [], freeCastIf };
  const flash = readMayFlash(c);
  if (flash) return { affected: { ref: 'self' }, keywords: [], rules: [flash] };
  return readCantTarget(c) ?? readCantBeTargeted(c) ?? readCantAttackYou(c) ?? readOthersEnterTapped(c) ?? readOthersEnterWithCounter(c) ?? readAttackTax(c) ?? readPreventSome(c) ?? readCastLimit(c) ?? readCantCast(c) ?? readCantPlayLands(c) ?? readNoMax(c) ?? readMaxHandSize(c) ?? readTopCardSeen(c) ?? readCastWithFlash(c) ?? readPlayLandsFromGraveyard(c) ?? readNoEntryTriggers(c) ?? readAttachedBecomesCreature(c);
}
