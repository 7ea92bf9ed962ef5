/**
 * The conditions a step may carry (set by sentenceConditions.ts and the readers of "if it's blue"), named once for
 * whoever asks whether a step may not happen: steps merged into one, "this way" counts, "instead" sentences.
 */
import type { Step } from './types.js';

/** The fields of a step that make it done only if something holds as it resolves (its sentence's conditions, "if it's blue"). */
export const conditionKeys = ['ifYouDo', 'ifNoneSacrificed', 'ifKicked', 'ifYouControl', 'ifNoCountersOnSelf', 'ifCountersOn', 'ifItsColor', 'ifThatIs', 'ifState'] as const;

/** Whether a step is done only if one of its conditions holds. */
export function isConditional(s: Step): boolean {
  return conditionKeys.some((key) => !!s[key]);
}
