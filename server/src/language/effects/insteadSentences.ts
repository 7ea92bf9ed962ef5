/**
 * Sentences that change what the step before them does to its object "instead" (614.1a): "If that creature would die
 * this turn, exile it instead." after a step on one target creature, "If that spell is countered this way, exile it
 * instead of putting it into its owner's graveyard." after a counter; and those of damageRiders.ts after a damage step.
 */
import { readDamageRider } from './damageRiders.js';
import { isKind } from './refs.js';
import type { Step } from './types.js';
import { type Cursor, Unread } from './words.js';

/** Where a spell countered "this way" goes instead of its owner's graveyard (701.5a, 614.1a), by the words that say so. */
const counteredTo: [string, 'exile' | 'libraryTop' | 'libraryBottom'][] = [
  ["if that spell is countered this way , exile it instead of putting it into its owner's graveyard", 'exile'],
  ['if that spell is countered this way , exile it instead', 'exile'],
  ["if that spell is countered this way , put it on top of its owner's library instead of into that player's graveyard", 'libraryTop'],
  ["if that spell is countered this way , put it on the bottom of its owner's library instead of into that player's graveyard", 'libraryBottom'],
];

/**
 * At the start of a sentence after `sentence` (the steps of the one before): a replacement of what that sentence's one
 * step does, read onto that step. True if one was read (the cursor after it); false (the cursor unmoved) if the words are
 * not one; unread if they are, but the sentence before is not the one step they can change.
 */
export function readInsteadSentence(c: Cursor, sentence: Step[]): boolean {
  const [only] = sentence;
  // "Target creature gets -3/-3 until end of turn. If that creature would die this turn, exile it instead.": a
  // replacement of the one target's dying this turn, set up by the step before.
  if (c.at('if that creature would die this turn , exile it instead') || c.at('if it would die this turn , exile it instead')) {
    const one = sentence.length === 1 && (only.do === 'damage' || only.do === 'pump') && !only.optional && !only.delayed;
    const target = one ? (only.do === 'damage' ? only.to : only.do === 'pump' ? only.what : undefined) : undefined;
    if (target?.ref !== 'target' || target.max !== 1 || !isKind(target.filter, 'creature')) throw new Unread(c.rest(), 'not read: which creature is exiled if it would die');
    c.take('if that creature would die this turn , exile it instead') || c.take('if it would die this turn , exile it instead');
    only.exileIfDies = true;
    return true;
  }
  // "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's
  // graveyard.": the countered spell's card goes elsewhere (an "unless" payment made means it was not countered).
  if (c.at('if that spell is countered this way')) {
    const found = counteredTo.find(([words]) => c.at(words));
    if (!found || sentence.length !== 1 || only.do !== 'counter' || only.what.ref !== 'target' || only.optional) throw new Unread(c.rest(), 'not read: where the countered spell goes');
    c.take(found[0]);
    only.to = found[1];
    return true;
  }
  return readDamageRider(c, sentence);
}
