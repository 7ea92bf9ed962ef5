/**
 * A sentence that does the step before again with another number, instead, if a condition holds: "Target creature gets
 * +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead." (614.1a: the
 * second number replaces the first). Read as the one step with a number that depends on the condition as it resolves.
 */
import { readStateCondition } from './conditions.js';
import { readThisTurn } from './moreConditions.js';
import type { Amount, Step } from './types.js';
import type { Cursor } from './words.js';

type Condition = Extract<Amount, { count: 'ifElse' }>['condition'];

/** The step without the numbers that may differ (`n` of its amount, a P/T change's power and toughness; "card" or "cards"). */
export function shape(s: Step): string {
  return JSON.stringify(s, (k, v) => (k === 'amount' && v && typeof v === 'object' && 'n' in v ? 'N' : (k === 'power' || k === 'toughness') && typeof v === 'number' ? 'N' : k === 'plural' ? undefined : v));
}

/** The number a step says: its amount, or a P/T change's (`+2/+2` and `-1/-1` alike; the same number for both). */
function numberOf(s: Step): number | undefined {
  if (s.do === 'pump') return typeof s.power === 'number' && s.power === s.toughness && s.power !== 0 && !s.x ? s.power : undefined;
  const amount = (s as { amount?: Amount }).amount;
  return amount && 'n' in amount ? amount.n : undefined;
}

/**
 * `clause`, said with "instead" after `condition` ("If this spell was kicked, … instead"), as the last step of `before`
 * with another number: the change that makes that step's number one that depends on the condition, for the caller to
 * make once the whole text is read (a line left unread must not change the line before); the clause is dropped.
 * Undefined (nothing to change) unless the clause is that step, one number changed, with the same sign.
 */
export function mergeInstead(before: Step[], clause: Step[], condition: Condition): (() => void) | undefined {
  const last = before[before.length - 1];
  if (!last || clause.length !== 1 || shape(last) !== shape(clause[0])) return undefined;
  const was = numberOf(last);
  const now = numberOf(clause[0]);
  if (was === undefined || now === undefined || was === now || Math.sign(was) !== Math.sign(now)) return undefined;
  const amount: Amount = { count: 'ifElse', condition, then: Math.abs(now), else: Math.abs(was) };
  return () => {
    if (last.do === 'pump') {
      last.power = last.toughness = was < 0 ? '-X' : 'X';
      last.x = amount;
    } else (last as { amount: Amount }).amount = amount;
  };
}

/**
 * Whether a condition says what it is of: the game's state, you, your opponents, the card by its name — not "it", which
 * in a spell is what a step named ("… instead if it's attacking" of a target creature, "… blocking it"), nor an attached
 * creature or the defending player, which a spell has none of.
 */
function ofTheGame(condition: Condition): boolean {
  if (('selfIs' in condition || 'selfCounters' in condition || 'selfType' in condition || 'selfHas' in condition) && !condition.byName) return false;
  return !('attachedIs' in condition) && !('defenderControls' in condition) && !('equippedIs' in condition) && !('blockedBy' in condition) && !('equipmentAttached' in condition);
}

/**
 * `instead if a creature died this turn` / `instead if seven or more cards are in your graveyard` at a sentence's end:
 * the condition; undefined (the cursor where it was) otherwise.
 */
function readInsteadIf(c: Cursor): Condition | undefined {
  const at = c.mark();
  if (!c.take('instead if')) return undefined;
  const condition = readThisTurn(c) ?? readStateCondition(c);
  if (!condition || !(c.done || c.at('.')) || !ofTheGame(condition)) return c.reset(at), undefined;
  return condition;
}

/**
 * After a clause: `instead if <condition>` (`leading` undefined) or `instead` (after "If <leading>, "; `said`: "instead"
 * was said before the clause, "If <leading>, instead …"), the clause being the last step of `before` with another number:
 * the change merging it into that step (the cursor after "instead …"), to be made once the text is read; undefined
 * otherwise (the cursor where it was).
 */
export function readInstead(c: Cursor, clause: Step[], before: Step[], leading: Condition | undefined, said = false): (() => void) | undefined {
  const at = c.mark();
  const condition = leading ? ((said || c.take('instead')) && (c.done || c.at('.')) ? leading : undefined) : readInsteadIf(c);
  const merge = condition ? mergeInstead(before, clause, condition) : undefined;
  if (!merge) c.reset(at);
  return merge;
}
