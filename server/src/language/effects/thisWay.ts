/**
 * Amounts of what the step just before did: "You gain life equal to the life lost this way" (after a loss of life),
 * "… equal to the damage dealt this way" (after damage the spell dealt).
 */
import type { Step } from './types.js';
import { conditionKeys } from './stepConditionKeys.js';
import { Unread } from './words.js';

/**
 * Checks each step that counts what a step did "this way": the step just before did it, as the steps resolve (not at a
 * later step), and surely (no cost paid to stop it, no condition the counting step does not share); throws otherwise.
 */
export function checkThisWay(steps: Step[]): void {
  steps.forEach((s, i) => {
    const text = JSON.stringify(s);
    const kind = text.includes('"lifeLostThisWay"') ? 'loseLife' : text.includes('"damageDealtThisWay"') ? 'damage' : undefined;
    if (!kind) return;
    const words = kind === 'loseLife' ? 'the life lost this way' : 'the damage dealt this way';
    const before = steps[i - 1];
    if (before?.do !== kind) throw new Unread(words, `not read: "${words}" with nothing done that way just before`);
    // "the damage dealt this way" of the card itself only (Forge counts the damage its source dealt this turn).
    if (before.do === 'damage' && before.source.ref !== 'self') throw new Unread(words, `not read: "${words}" of another source`);
    // A loss or a gain done later, at the next upkeep, is not the same moment ("Each opponent loses 1 life at the
    // beginning of the next turn's upkeep. You gain life equal to the life lost this way." gains nothing as the spell
    // resolves): not read.
    if (before.delayed || s.delayed) throw new Unread(words, `not read: "${words}" with a loss or gain done later`);
    // A step that may not happen (a cost paid to stop it, a condition the gain does not share) would leave the count of
    // an earlier one (Forge's `AFLifeLost` keeps the last one): not read.
    const shared = (key: 'ifKickedWith' | 'ifYouControl' | 'ifThatIs') => JSON.stringify(before[key]) === JSON.stringify(s[key]);
    // (A condition the later step shares — the same kicker, "if you control …", "if that … was …" — is no such step.)
    const sharedBy: Partial<Record<(typeof conditionKeys)[number], () => boolean>> = {
      ifKicked: () => !!s.ifKicked && shared('ifKickedWith'),
      ifYouControl: () => shared('ifYouControl'),
      ifThatIs: () => shared('ifThatIs'),
    };
    const conditional = before.unless || before.optional || conditionKeys.some((key) => before[key] && !sharedBy[key]?.());
    if (conditional) throw new Unread(words, `not read: "${words}" after a step that may not happen`);
  });
}
