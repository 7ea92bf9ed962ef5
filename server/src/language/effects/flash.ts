/**
 * A card's permission to be cast as though it had flash (702.8a), as Forge's keywords say it: "You may cast ~ as though
 * it had flash if you pay {2} more to cast it." (`MayFlashCost:2`) and "You may cast ~ as though it had flash. If you
 * cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the
 * beginning of the next cleanup step." (`MayFlashSac`); and a permission to cast it for nothing while two conditions hold.
 */
import { readFilter } from './filters.js';
import type { Continuous, Filter } from './types.js';
import { Cursor } from './words.js';

const sacrificed = "you may cast ~ as though it had flash . if you cast it any time a sorcery couldn't have been cast , the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step";

/** The whole text as Forge's keyword (`MayFlashCost:2`, `MayFlashSac`), or undefined (cursor unmoved). */
export function readMayFlash(c: Cursor): string | undefined {
  const at = c.mark();
  if (c.take(sacrificed) && (c.take('.'), c.done)) return 'MayFlashSac';
  c.reset(at);
  if (c.take('you may cast ~ as though it had flash if you pay')) {
    const cost = /^\{(\d+)\}$/.exec(c.next());
    if (cost && c.take('more to cast it') && (c.take('.'), c.done)) return `MayFlashCost:${cost[1]}`;
  }
  c.reset(at);
  return undefined;
}

/** The words of a `MayFlash…` keyword said of the card, or undefined for another rule. */
export function mayFlashWords(rule: string): string | undefined {
  if (rule === 'MayFlashSac') return "may be cast as though it had flash (if cast when a sorcery couldn't have been, it is sacrificed at the next cleanup step)";
  const cost = /^MayFlashCost:(\d+)$/.exec(rule);
  return cost ? `may be cast as though it had flash for {${cost[1]}} more` : undefined;
}

/**
 * `If an opponent controls a Swamp and you control a Plains, you may cast ~ without paying its mana cost.` (118.9: an
 * alternative cost of nothing while both hold). Undefined (the cursor where it was) otherwise.
 */
export function readFreeCast(c: Cursor): Continuous['freeCastIf'] | undefined {
  const at = c.mark();
  const one = (who: string): Filter | undefined => {
    const f = c.take(who) && c.takeAny('a', 'an') ? readFilter(c) : undefined;
    return f && !f.zone && !f.plural && f.alts.length === 1 && f.alts[0].props.length === 0 ? f : undefined;
  };
  const theirs = one('if an opponent controls');
  const yours = theirs && c.take('and') ? one('you control') : undefined;
  if (theirs && yours && c.take(', you may cast ~ without paying its mana cost') && (c.take('.'), c.done)) return { opponentControls: theirs, youControl: yours };
  c.reset(at);
  return undefined;
}
