/**
 * "When ~ enters the battlefield, sacrifice it unless {U} was spent to cast it": the colour of mana spent to cast the card
 * itself (601.2h), fixed once it is cast, so the "unless" is the same whenever it is asked (as an intervening if, 603.4).
 */
import type { ColorLetter, Condition, Trigger } from './types.js';

const unlessSpent = /^sacrifice (?:it|~) unless \{([WUBRG])\} was spent to cast (?:it|~)\.?$/i;

/**
 * The condition and the rest of the effect ("sacrifice ~") of a trigger on the card itself entering whose whole effect is
 * "sacrifice it unless {C} was spent to cast it"; undefined otherwise.
 */
export function readUnlessManaSpent(effectText: string, t: Trigger): { condition: Condition; rest: string } | undefined {
  const m = unlessSpent.exec(effectText.trim());
  if (!m || t.event !== 'enters' || t.subject.ref !== 'self' || t.orSelf || t.condition) return undefined;
  return { condition: { manaNotSpent: m[1].toUpperCase() as ColorLetter }, rest: 'sacrifice ~.' };
}
