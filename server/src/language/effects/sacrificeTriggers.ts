/**
 * "Whenever you sacrifice another permanent", "Whenever you sacrifice a Clue": a permanent of a kind you sacrifice (701.17a),
 * the trigger's object.
 */
import { readFilter } from './filters.js';
import type { Trigger } from './triggerTypes.js';
import type { Cursor } from './words.js';

/** After `you sacrifice`: `another permanent`, `a creature`, `a Clue` (one object of one kind, on the battlefield); undefined (cursor unmoved) otherwise. */
export function readYouSacrifice(c: Cursor): Trigger | undefined {
  const at = c.mark();
  if (!c.take('you sacrifice')) return undefined;
  const article = c.takeAny('another', 'a', 'an');
  const filter = article ? readFilter(c) : undefined;
  if (!filter || filter.zone || filter.plural || filter.alts.length !== 1 || filter.alts[0].props.some((p) => p.is === 'controller' || p.is === 'other')) return c.reset(at), undefined;
  if (article === 'another') filter.alts[0].props.unshift({ is: 'other' });
  return { event: 'sacrificed', subject: { ref: 'each', filter } };
}
