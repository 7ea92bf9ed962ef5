/**
 * A sentence that does the step before again with another number, instead, if a condition holds: "Target creature gets
 * +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead." (614.1a: the
 * second number replaces the first). Read as the one step with a number that depends on the condition as it resolves.
 */
import { readStateCondition } from './conditions.js';
import { readThisTurn } from './triggers.js';
import type { Amount, Step } from './types.js';
import type { Cursor } from './words.js';

type Condition = Extract<Amount, { count: 'ifElse' }>['condition'];

/** The step without the numbers that may differ (`n` of its amount, a P/T change's power and toughness). */
function shape(s: Step): string {
  return JSON.stringify(s, (k, v) => (k === 'amount' && v && typeof v === 'object' && 'n' in v ? 'N' : (k === 'power' || k === 'toughness') && typeof v === 'number' ? 'N' : v));
}

/** The number a step says: its amount, or a P/T change's (`+2/+2` and `-1/-1` alike; the same number for both). */
function numberOf(s: Step): number | undefined {
  if (s.do === 'pump') return typeof s.power === 'number' && s.power === s.toughness && s.power !== 0 && !s.x ? s.power : undefined;
  const amount = (s as { amount?: Amount }).amount;
  return amount && 'n' in amount ? amount.n : undefined;
}

/**
 * `clause`, said with "instead" after `condition` ("If this spell was kicked, … instead"), as the last step of `before`
 * with another number: that step's number becomes one that depends on the condition (true), the clause is dropped.
 * False (nothing changed) unless the clause is that step, one number changed, with the same sign.
 */
export function mergeInstead(before: Step[], clause: Step[], condition: Condition): boolean {
  const last = before[before.length - 1];
  if (!last || clause.length !== 1 || shape(last) !== shape(clause[0])) return false;
  const was = numberOf(last);
  const now = numberOf(clause[0]);
  if (was === undefined || now === undefined || was === now || Math.sign(was) !== Math.sign(now)) return false;
  const amount: Amount = { count: 'ifElse', condition, then: Math.abs(now), else: Math.abs(was) };
  if (last.do === 'pump') {
    last.power = last.toughness = was < 0 ? '-X' : 'X';
    last.x = amount;
  } else (last as { amount: Amount }).amount = amount;
  return true;
}

/**
 * `instead if a creature died this turn` / `instead if seven or more cards are in your graveyard` at a sentence's end:
 * the condition; undefined (the cursor where it was) otherwise.
 */
function readInsteadIf(c: Cursor): Condition | undefined {
  const at = c.mark();
  if (!c.take('instead if')) return undefined;
  const condition = readThisTurn(c) ?? readStateCondition(c);
  if (!condition || !(c.done || c.at('.'))) return c.reset(at), undefined;
  return condition;
}

/**
 * After a clause: `instead if <condition>` (`leading` undefined) or `instead` (after "If <leading>, "), the clause being the
 * last step of `before` with another number: merged into it (true, the cursor after "instead …"); false otherwise (the
 * cursor where it was).
 */
export function readInstead(c: Cursor, clause: Step[], before: Step[], leading: Condition | undefined): boolean {
  const at = c.mark();
  const condition = leading ? (c.take('instead') && c.at('.') ? leading : undefined) : readInsteadIf(c);
  if (condition && mergeInstead(before, clause, condition)) return true;
  c.reset(at);
  return false;
}
