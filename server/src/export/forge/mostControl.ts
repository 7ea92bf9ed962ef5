/**
 * "If a player controls more creatures than each other player, the player who controls the most creatures gains control
 * of ~": Forge's player who alone controls the most of one type (`Player.withMostTypeCreatureOnly`), checked by the
 * trigger (`CheckDefinedPlayer$`) and made the card's controller (`NewController$`), as both of its scripts of it.
 */
import type { Filter, Step, Trigger } from '../../language/effects/types.js';
import type { StepContext } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';

/** Forge's word for a kind that is one card type or subtype and nothing more (`Elf`, `Planeswalker`); `what` says why not. */
export function singleTypeValid(filter: Filter, what: string): string {
  const kind = validOf(filter);
  if (!/^[A-Z][A-Za-z]*$/.test(kind)) throw new NotScriptable(`${what} of a kind with more than a type`);
  return kind;
}

/**
 * Forge's player who alone controls the most objects of the kind (one card type or subtype, nothing more); as the new
 * controller (`ctx` given), of a trigger's step only (whose "if" `checkMostControlSteps` checks).
 */
export function mostControllingPlayer(filter: Filter, ctx?: StepContext): string {
  if (ctx && !ctx.inTrigger) throw new NotScriptable('"the player who controls the most" outside a trigger');
  return `Player.withMostType${singleTypeValid(filter, 'the player who controls the most')}Only`;
}

/**
 * Throws unless each step given to "the player who controls the most" of a kind follows the trigger's "if a player
 * controls more … than each other player" of the same kind: that player alone, as the trigger fires and as it resolves
 * (603.4). Without it a tie leaves no such player, and Forge's `NewController$` would name no one.
 */
export function checkMostControlSteps(t: Trigger | undefined, steps: Step[]): void {
  const c = t?.condition;
  for (const s of steps) {
    if (s.do !== 'gainControl' || !s.toMost) continue;
    if (!c || !('playerControlsMost' in c) || JSON.stringify(c.playerControlsMost) !== JSON.stringify(s.toMost)) throw new NotScriptable('"the player who controls the most" without the trigger\'s "if a player controls more" of the same kind');
  }
}
