/**
 * "Creatures target player controls don't untap during that player's next untap step.", "Lands target player controls
 * don't untap during their next untap step.": every object of a kind the target player controls skips its next untap
 * (502.3), the player targeted by the step itself.
 */
import { type ReadContext, readTarget } from './refs.js';
import { skipNextUntap } from './turnRestrictions.js';
import type { Step } from './types.js';
import { untapKindsPlural } from './filterWords.js';
import { Cursor, phraseAt, words, type Word } from './words.js';

const controls = 'target player controls'.split(' ');
const untap = ["don't", 'untap', 'during'];

/** The whole effect as one step, or undefined when it is not those words exactly. */
export function readTargetPlayersObjects(all: Word[], ctx: ReadContext): Step[] | undefined {
  const w = all.at(-1)?.t === '.' ? all.slice(0, -1) : all;
  const noun = Object.hasOwn(untapKindsPlural, w[0]?.t ?? '') ? untapKindsPlural[w[0].t] : undefined;
  if (!noun || !phraseAt(w, 1, controls) || !phraseAt(w, 4, untap)) return undefined;
  const whose = w.slice(7).map((x) => x.t).join(' ');
  if (whose !== "that player's next untap step" && whose !== 'their next untap step') return undefined;
  const of = readTarget(new Cursor(words('target player')), ctx);
  if (!of) return undefined;
  const what = { ref: 'each' as const, filter: { alts: [{ noun, props: [{ is: 'controller' as const, who: 'target' as const }] }], plural: true } };
  return [{ do: 'pump', what, keywords: [], rules: [skipNextUntap], duration: 'permanent', of }];
}
