/**
 * "Lands you control don't untap during your next untap step." (502.3): a rule for every permanent of those kinds you
 * control at your next untap step, not only those you control now (611.2c does not apply: it changes no characteristic),
 * ending with that untap step.
 */
import type { Filter, Step } from './types.js';
import { untapKindsPlural } from './filterWords.js';
import type { Cursor } from './words.js';

/** The sentence as a `skipNextUntapAll` step, the sentence ending there; undefined (the cursor where it was) otherwise. */
export function readUntapSkips(c: Cursor): Step | undefined {
  const at = c.mark();
  const kinds: string[] = [];
  // "Lands", "Creatures and lands": each kind once.
  while (Object.hasOwn(untapKindsPlural, c.peek()) && !kinds.includes(untapKindsPlural[c.peek()])) {
    kinds.push(untapKindsPlural[c.next()]);
    if (!c.take('and')) break;
  }
  if (kinds.length > 0 && c.take("you control don't untap during your next untap step") && c.atSentenceEnd) {
    const filter: Filter = { alts: kinds.map((noun) => ({ noun, props: [{ is: 'controller', who: 'you' }] })), plural: true };
    return { do: 'skipNextUntapAll', filter };
  }
  c.reset(at);
  return undefined;
}
