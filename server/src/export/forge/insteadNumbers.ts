/**
 * "~ deals 2 damage to target creature. Spell mastery — If there are two or more instant and/or sorcery cards in your
 * graveyard, ~ deals 3 damage to that creature instead.": a step whose number depends on a condition Forge has no count
 * of its own for (spell mastery's, raid's) is written as a pair of steps with opposite conditions, as Forge's scripts of
 * each write it (`NumDmg$ 2 | ConditionCheckSVar$ X | ConditionSVarCompare$ LT2`, then a `Defined$ Targeted` step of 3
 * with `GE2`).
 */
import type { Step } from '../../language/effects/types.js';

/**
 * The condition of a step's number that Forge's scripts write as a pair: spell mastery's count, raid; of a damage or life,
 * one of each of two kinds you control (eachOfPair.ts).
 */
function pairCondition(s: Step): NonNullable<Step['instead']>['condition'] | undefined {
  // Of a P/T change ("that creature gets +5/+5 until end of turn instead"): read exactly, not written yet. Forge's one
  // script of it signs the numbers otherwise (`NumAtt$ 1`, as a minority of its pumps): measured, +1 wrong.
  const amount = s.do === 'damage' || s.do === 'gainLife' ? s.amount : undefined;
  if (!amount || !('count' in amount) || amount.count !== 'ifElse') return undefined;
  const c = amount.condition;
  if ('youControlEach' in c) return c;
  if (s.do !== 'damage') return undefined;
  if ('attacked' in c) return c;
  return 'yours' in c && c.yours === 'graveyardInstantsSorceries' ? c : undefined;
}

/** The steps, each damage step whose number depends on such a condition made two: the one number unless it holds, the other if it does. */
export function splitInsteadNumbers(steps: Step[]): Step[] {
  return steps.flatMap((s) => {
    const condition = pairCondition(s);
    if (!condition || s.instead) return [s];
    if ((s.do !== 'damage' && s.do !== 'gainLife') || !('count' in s.amount) || s.amount.count !== 'ifElse') return [s];
    return [{ ...s, amount: { n: s.amount.else }, instead: { condition, replaced: true } }, { ...s, amount: { n: s.amount.then }, instead: { condition, replaced: false } }];
  });
}
