/**
 * Limits on the spells players cast that a static ability states: "Each player can't cast more than one spell each
 * turn", "You can't cast more than one spell each turn" (101.2: a "can't" of the game's players).
 */
import type { Continuous, Ref } from './types.js';
import type { Cursor } from './words.js';

/** Whose limit the sentence states. */
const casters: [string, Ref][] = [
  ['each player', { ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } }],
  ['each opponent', { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }], plural: true } }],
  ['you', { ref: 'you' }],
];

/** The whole ability as a limit on spells cast each turn; undefined (the cursor where it was) otherwise. */
export function readCastLimit(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const who = casters.find(([words]) => c.take(words));
  if (who && c.take("can't cast more than one spell each turn") && (c.take('.'), c.done)) return { affected: who[1], keywords: [], rules: [], castLimit: 1 };
  c.reset(at);
  return undefined;
}
