/**
 * Sentences after one damage step about what it dealt damage to: "If a creature dealt damage this way would die this
 * turn, exile it instead." (614.1a) and "A creature dealt damage this way can't be regenerated this turn." (701.19c).
 */
import type { Step } from './types.js';
import { type Cursor, Unread } from './words.js';

const exileWords = 'if a creature dealt damage this way would die this turn , exile it instead';
const noRegenerateWords = "a creature dealt damage this way can't be regenerated this turn";

/**
 * At the start of a sentence after `sentence`: one of the sentences above, read onto its one damage step. True if one
 * was read; false (the cursor unmoved) if the words are not one; unread if they are, but the damage step is not one
 * that may deal damage to a creature (a target for "can't be regenerated").
 */
export function readDamageRider(c: Cursor, sentence: Step[]): boolean {
  const exile = c.at(exileWords);
  if (!exile && !c.at(noRegenerateWords)) return false;
  const [only] = sentence;
  const to = sentence.length === 1 && only.do === 'damage' && !only.optional && !only.delayed && !only.exileIfDies ? only.to : undefined;
  const creatures = to && (to.ref === 'target' || (exile && to.ref === 'each')) && to.filter.alts.some((a) => a.noun === 'Creature');
  if (!creatures || (to.ref === 'target' && to.max !== 1)) throw new Unread(c.rest(), 'not read: which creatures dealt damage this way');
  if (exile) {
    c.take(exileWords);
    only.exileDamagedIfDies = true;
  } else {
    c.take(noRegenerateWords);
    only.noRegenerateDamaged = true;
  }
  return true;
}
