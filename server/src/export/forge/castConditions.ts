/**
 * Intervening ifs about how the card itself was cast (kicked, cast for its surge cost, cast from your hand, its tribute, its presence) as the
 * parameters of Forge's trigger line: some are written on the trigger's card (`Card.Self+kicked`, triggers.ts), tribute's
 * with its keyword (tribute.ts), presence's as `Presence$`.
 */
import type { Condition } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import { NotScriptable } from './valid.js';

/** A condition of how the card was cast. */
export type CastCondition = Extract<Condition, { kicked: true } | { costPaid: string } | { castFromHand: true } | { tributeNotPaid: true } | { presence: string } | { manaNotSpent: string }>;

/** True for a condition of how the card itself was cast. */
export function isCastCondition(c: Condition): c is CastCondition {
  return 'kicked' in c || 'costPaid' in c || 'castFromHand' in c || 'tributeNotPaid' in c || 'presence' in c || 'manaNotSpent' in c;
}

/** The trigger line's parameters of a condition of how the card was cast (none for those written on its card). */
export function castConditionParams(c: CastCondition): Params {
  if ('tributeNotPaid' in c) throw new NotScriptable('"if tribute wasn\'t paid" without the card\'s Tribute keyword (Forge writes it with the keyword)');
  // "if you revealed a Dragon card or controlled a Dragon as you cast ~": Forge's `Presence$ Dragon` (its one such trigger).
  if ('presence' in c) return [['Presence', c.presence]];
  // "sacrifice it unless {U} was spent to cast it": Forge's `ManaNotSpent$ U` (both of its scripts of it).
  if ('manaNotSpent' in c) return [['ManaNotSpent', c.manaNotSpent]];
  return [];
}
