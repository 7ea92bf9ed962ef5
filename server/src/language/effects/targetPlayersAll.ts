/**
 * "Destroy all creatures target player controls.", "Exile all nonland permanents target opponent controls.", "Return all
 * artifacts target player owns to their hand.": every permanent of a kind a target player controls (or owns) destroyed,
 * exiled or returned to its owner's hand, the whole effect.
 */
import { readFilter } from './filters.js';
import { type ReadContext, readTarget } from './refs.js';
import type { Step } from './types.js';
import { Cursor, words, type Word } from './words.js';

/** The whole effect as one step, or undefined when it is not those words exactly. */
export function readTargetPlayersAll(all: Word[], ctx: ReadContext): Step[] | undefined {
  const c = new Cursor(all);
  const action = c.take('destroy all') ? 'destroy' : c.take('exile all') ? 'exile' : c.take('return all') ? 'bounce' : undefined;
  if (!action) return undefined;
  const filter = readFilter(c);
  if (!filter?.plural || filter.zone || filter.alts.some((a) => a.props.some((p) => p.is === 'controller' || p.is === 'owner'))) return undefined;
  const player = c.take('target player') ? 'target player' : c.take('target opponent') ? 'target opponent' : undefined;
  if (!player) return undefined;
  // Returned: "… target player owns to their hand" (each to its owner's hand, that player's); else "… controls".
  if (!(action === 'bounce' ? c.take('owns to their hand') : c.take('controls'))) return undefined;
  c.take('.');
  if (!c.done) return undefined;
  const of = readTarget(new Cursor(words(player)), ctx);
  if (!of) return undefined;
  return [{ do: 'allOfTargetPlayer', action, filter, player: of }];
}
