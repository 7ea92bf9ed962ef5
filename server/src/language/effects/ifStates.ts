/**
 * A sentence of steps that happens only if the game's state is so as it resolves: "If it's your turn, scry 2.",
 * threshold's "If seven or more cards are in your graveyard, …", spell mastery's "If there are two or more instant and/or
 * sorcery cards in your graveyard, …", addendum's "If you cast this spell during your main phase, …" (not an intervening
 * "if", 603.4: a condition of the steps after it, checked as they resolve).
 */
import { readStateCondition } from './conditions.js';
import type { StepState } from './types.js';
import type { Cursor } from './words.js';

/**
 * The conditions a sentence of steps may have: whose turn it is, your graveyard, hand and life. Others a static ability's
 * "as long as" reads are left to their own readers ("if you control …") or say "it" of what a step may have named
 * ("If it's attacking, …"): not read here.
 */
function isStepState(s: StepState): boolean {
  return 'turn' in s || 'yours' in s || 'castInMainPhase' in s;
}

/**
 * `If it's your turn,`, `If seven or more cards are in your graveyard,`, `If you cast this spell during your main phase,`
 * (also `then if …`) up to its comma; undefined (the cursor where it was) otherwise.
 */
export function readIfState(c: Cursor): StepState | undefined {
  const at = c.mark();
  if (!(c.take('if') || c.take('then if'))) return undefined;
  const state: StepState | undefined = c.take('you cast this spell during your main phase') || c.take('you cast ~ during your main phase') ? { castInMainPhase: true } : readStateCondition(c);
  if (!state || !isStepState(state) || !c.take(',')) return c.reset(at), undefined;
  return state;
}
