/**
 * "If a player controls more creatures than each other player, the player who controls the most creatures gains control
 * of ~": Forge's player who alone controls the most of one type (`Player.withMostTypeCreatureOnly`), checked by the
 * trigger (`CheckDefinedPlayer$`) and made the card's controller (`NewController$`), as both of its scripts of it.
 */
import type { Filter } from '../../language/effects/types.js';
import { NotScriptable, validOf } from './valid.js';

/** Forge's player who alone controls the most objects of the kind (one card type or subtype, nothing more). */
export function mostControllingPlayer(filter: Filter): string {
  const kind = validOf(filter);
  if (!/^[A-Z][A-Za-z]*$/.test(kind)) throw new NotScriptable('the player who controls the most of a kind with more than a type');
  return `Player.withMostType${kind}Only`;
}
