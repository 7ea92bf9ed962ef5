/**
 * "The player who controls the most creatures gains control of ~." (after "if a player controls more creatures than each
 * other player", which makes that player one): the card itself, for good, to that player.
 */
import { readFilter } from './filters.js';
import type { ReadContext } from './refs.js';
import type { Step } from './types.js';
import { Cursor, phraseAt, type Word } from './words.js';

const who = 'the player who controls the most'.split(' ');

/** The whole effect as one `gainControl` step of that player; undefined when it is not these words alone. */
export function readMostControls(w: Word[], ctx: ReadContext): Step[] | undefined {
  if (!phraseAt(w, 0, who)) return undefined;
  const c = new Cursor(w);
  c.i = who.length;
  const filter = readFilter(c);
  if (!filter || filter.zone || !filter.plural || filter.alts.length !== 1 || !c.take('gains control of ~')) return undefined;
  c.take('.');
  if (!c.done) return undefined;
  ctx.it = undefined;
  return [{ do: 'gainControl', what: { ref: 'self' }, duration: 'permanent', toMost: filter }];
}
