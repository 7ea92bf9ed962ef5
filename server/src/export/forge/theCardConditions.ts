/**
 * Intervening ifs of the card the trigger's event moves (603.4, 603.10a), written on the trigger line itself: the damage
 * it was dealt this turn, a type it had as it died, the mana spent to cast it.
 */
import type { Trigger } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import type { TriggerLines } from './triggers.js';
import { NotScriptable } from './valid.js';

/**
 * The trigger's lines for "if 4 or more damage was dealt to it this turn", "if it was a Human" and "unless {U} was spent
 * to cast it" (`base`: the event's lines, `condition`: the condition's parameters); undefined for any other condition.
 */
export function theCardConditionLines(t: Trigger, base: TriggerLines, condition: Params): TriggerLines | undefined {
  if (t.condition && 'damagedThisTurn' in t.condition) {
    // "When ~ dies, if 4 or more damage was dealt to it this turn": Forge's `DamageReceivedCondition$`, the trigger's
    // controller left to the default (both of its scripts of it).
    if (t.event !== 'dies' || t.subject.ref !== 'self' || t.orSelf) throw new NotScriptable('"if damage was dealt to it this turn" of another event');
    const at = t.condition.damagedThisTurn;
    return { ...base, lines: base.lines.map((l) => [...l.filter(([k]) => k !== 'TriggerController'), ['DamageReceivedCondition', `GE${at}`]]) };
  }
  if (t.condition && 'itWas' in t.condition) {
    // "When ~ dies (is put into a graveyard from the battlefield), if it was a creature", "Whenever equipped creature dies,
    // if it was a Human": a type of the card that died, on its `ValidCard$` (`Card.Self+Creature`; the equipped one
    // `Card.AttachedBy+Human`, as all 3 of Forge's scripts of it).
    const type = t.condition.itWas;
    if (t.event !== 'dies' || t.orSelf || (t.subject.ref !== 'self' && t.subject.ref !== 'equipped' && t.subject.ref !== 'enchanted')) throw new NotScriptable('"if it was a …" of another event');
    const attached = (l: Params): Params => (l.some(([k, v]) => k === 'ValidCard' && v === 'Card.EquippedBy') ? l.filter(([k]) => k !== 'TriggerZones') : l);
    return { ...base, lines: base.lines.map((l) => attached(l).map(([k, v]): [string, string] => (k === 'ValidCard' ? [k, `${v === 'Card.EquippedBy' ? 'Card.AttachedBy' : v}+${type}`] : [k, v]))) };
  }
  if (t.condition && 'manaNotSpent' in t.condition) {
    // The card itself entering, from no zone in particular (`Origin$` left out, as both of Forge's scripts of it).
    if (t.event !== 'enters' || t.subject.ref !== 'self' || t.orSelf || t.orAttacks) throw new NotScriptable('"unless mana was spent to cast it" of another event');
    return { ...base, lines: base.lines.map((l) => [...l.filter(([k]) => k !== 'Origin'), ...condition]) };
  }
  return undefined;
}
