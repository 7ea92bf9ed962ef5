/**
 * The conditions of language/effects/moreConditions.ts as Forge's scripts write them: a static ability's "as long as"
 * (`CheckSVar$ X | SVarCompare$ LT7` with `SVar:X:Count$DevotionDual.White.Black`; `Condition$ Blessing`) and an
 * activated ability's "Activate only if" (`Activation$ Blessing`).
 */
import type { Ref, StaticCondition } from '../../language/effects/types.js';
import { forgeCounter } from './counters.js';
import type { Params } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';
import type { FaceWriter } from './writer.js';

/** The conditions this module writes. */
export type MoreCondition = Extract<StaticCondition, { devotion: string[] } | { blessing: true } | { desert: true } | { totalPower: number } | { selfPower: number } | { countersOnSelf: unknown } | { opponentsControl: unknown }
  | { opponentHas: unknown } | { moreCardsInHand: true } | { graveyardHasType: string } | { mostCommonColor: string } | { topOfLibrary: unknown }>;

/** True for the conditions this module writes. */
export function isMoreCondition(a: StaticCondition): a is MoreCondition {
  return 'devotion' in a || 'blessing' in a || 'desert' in a || 'totalPower' in a || 'selfPower' in a || 'countersOnSelf' in a || 'opponentsControl' in a || 'opponentHas' in a || 'moreCardsInHand' in a || 'graveyardHasType' in a || 'mostCommonColor' in a || 'topOfLibrary' in a;
}

/** A static ability's "as long as" (of what `affected` is), as all of Forge's scripts of each write it. */
export function moreConditionParams(a: MoreCondition, w: FaceWriter, affected?: Ref['ref']): Params {
  // All 4 of Forge's scripts of a static ability "as long as you have the city's blessing".
  if ('blessing' in a) return [['Condition', 'Blessing']];
  if ('selfPower' in a) throw new NotScriptable('"as long as" of the card\'s own power (not written yet)');
  // A Desert you control or in your graveyard: the engine's own test, as Forge's scripts of it (`Condition$ Desert`).
  if ('desert' in a) return [['Condition', 'Desert']];
  // The card itself while a colour is the most common: in `Affected$` (`Card.Self+MostProminentColor black`, both of
  // Forge's scripts of it); of other objects, not written.
  if ('mostCommonColor' in a) {
    if (affected !== 'self') throw new NotScriptable('"as long as a colour is the most common" of other objects (not written yet)');
    return [];
  }
  // The top card of your library: the engine's own test, `TopCardOfLibraryIs$ Creature` (a card type bare, a colour of
  // `Card.Black`), as all 4 of Forge's scripts of it.
  if ('topOfLibrary' in a) return [['TopCardOfLibraryIs', validOf(a.topOfLibrary)]];
  if ('totalPower' in a || 'countersOnSelf' in a) return countParams(a, w);
  if ('opponentsControl' in a) return opponentsParams(a, w, affected);
  if ('opponentHas' in a || 'moreCardsInHand' in a || 'graveyardHasType' in a) return hasParams(a, w);
  // All 8 of Forge's scripts of a god's devotion: `Count$Devotion.Black`, `Count$DevotionDual.White.Black` (the text's order).
  const count = a.devotion.length === 1 ? `Count$Devotion.${a.devotion[0]}` : `Count$DevotionDual.${a.devotion.join('.')}`;
  return [['CheckSVar', w.svar('X', count)], ['SVarCompare', `${a.compare}${a.count}`]];
}

/**
 * A count compared, as all of Forge's scripts of each write it: formidable's total power (`Count$SumPower_Creature.YouCtrl`,
 * `GE8`: all 5 activations), counters on the card itself "there are … on ~" (`Count$CardCounters.BRICK`, all 4).
 */
function countParams(a: Extract<MoreCondition, { totalPower: number } | { countersOnSelf: unknown }>, w: FaceWriter): Params {
  if ('totalPower' in a) return [['CheckSVar', w.svar('X', 'Count$SumPower_Creature.YouCtrl')], ['SVarCompare', `GE${a.totalPower}`]];
  const { counter, compare, count } = a.countersOnSelf;
  // "As long as there are exactly three tide counters on ~": read, not written yet. Forge's one script of it counts them
  // so (`EQ3`), but measured, one of its two abilities writes its bonus `AddPower$ +2`, which the comparison tells apart.
  if (compare === 'EQ' && count > 0) throw new NotScriptable('"exactly N counters on ~" (not written yet)');
  return [['CheckSVar', w.svar('X', `Count$CardCounters.${forgeCounter(counter)}`)], ['SVarCompare', `${compare}${count}`]];
}

/**
 * "… as long as your opponents control no creatures": a count of them (`CheckSVar$ X | SVarCompare$ EQ0`, `Count$Valid
 * Creature.OppCtrl`), as both of Forge's scripts of it. "As long as an opponent controls a black permanent": of an Aura's
 * creature `IsPresent$ Permanent.Black+OppCtrl` (both of Forge's scripts), of the card itself a count (`CheckSVar$ X |
 * SVarCompare$ GE1`, all 4) — written only of a bare kind (`Island.OppCtrl`): Forge's other 3 spell the qualities in
 * another order or name creatures for "permanent".
 */
function opponentsParams(a: Extract<MoreCondition, { opponentsControl: unknown }>, w: FaceWriter, affected?: Ref['ref']): Params {
  if (a.compare !== 'EQ') {
    if (affected === 'enchanted') return [['IsPresent', validOf(a.opponentsControl)]];
    const bare = a.opponentsControl.alts.every((alt) => alt.props.every((p) => p.is === 'controller'));
    if (affected === 'self' && bare) return [['CheckSVar', w.svar('X', `Count$Valid ${validOf(a.opponentsControl, false, { counted: true })}`)], ['SVarCompare', 'GE1']];
    throw new NotScriptable('"as long as an opponent controls …" (Forge\'s scripts spell it two ways)');
  }
  return [['CheckSVar', w.svar('X', `Count$Valid ${validOf(a.opponentsControl, false, { counted: true })}`)], ['SVarCompare', 'EQ0']];
}

/**
 * What opponents have and what is in your graveyard, counted as all of Forge's scripts of each count it: the lowest life
 * total and hand among your opponents (`PlayerCountOpponents$LowestLifeTotal`, `$LowestCardsInHand`), their poison
 * counters (`Count$TotalOppPoisonCounters`), your hand against the largest of theirs (`GTY`), a card type in your
 * graveyard (`Count$TypeInYourYard.Artifact`).
 */
function hasParams(a: Extract<MoreCondition, { opponentHas: unknown } | { moreCardsInHand: true } | { graveyardHasType: string }>, w: FaceWriter): Params {
  if ('graveyardHasType' in a) return [['CheckSVar', w.svar('X', `Count$TypeInYourYard.${a.graveyardHasType}`)], ['SVarCompare', 'GE1']];
  if ('moreCardsInHand' in a) return [['CheckSVar', w.svar('X', 'Count$InYourHand')], ['SVarCompare', `GT${w.svar('Y', 'PlayerCountOpponents$HighestCardsInHand')}`]];
  const count = { lowestLife: 'PlayerCountOpponents$LowestLifeTotal', fewestCards: 'PlayerCountOpponents$LowestCardsInHand', poison: 'Count$TotalOppPoisonCounters' }[a.opponentHas];
  return [['CheckSVar', w.svar('X', count)], ['SVarCompare', `${a.compare}${a.count}`]];
}

/** An activated ability's "Activate only if", as all of Forge's scripts of each write it. */
export function moreOnlyIfParams(a: MoreCondition, w: FaceWriter): Params {
  // Both of Forge's scripts of "Activate only if you have the city's blessing".
  if ('blessing' in a) return [['Activation', 'Blessing']];
  // "Activate only if ~'s power is 4 or greater": the card present with that power (`IsPresent$ Card.powerGE4+Self`, both
  // of Forge's scripts of it, in that order).
  if ('selfPower' in a) return [['IsPresent', `Card.powerGE${a.selfPower}+Self`]];
  if ('desert' in a) return [['Activation', 'Desert']];
  if ('mostCommonColor' in a) throw new NotScriptable('"activate only if" a colour is the most common (not written yet)');
  if ('topOfLibrary' in a) throw new NotScriptable('"activate only if" of the top card of your library (not written yet)');
  if ('totalPower' in a || 'countersOnSelf' in a) return countParams(a, w);
  if ('opponentsControl' in a) throw new NotScriptable('"activate only if" an opponent controls something');
  if ('opponentHas' in a || 'moreCardsInHand' in a || 'graveyardHasType' in a) throw new NotScriptable('"activate only if" of what opponents have or your graveyard holds (not written yet)');
  throw new NotScriptable('"activate only if" of your devotion');
}
