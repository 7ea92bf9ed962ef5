/**
 * "Reveal the top card of your library. If it's a land card, ~ gets +2/+2 until end of turn.": the card is revealed and
 * stays on top (701.16a: revealing moves nothing); the sentence after it happens only if the card is of the kind. The
 * steps of that sentence must not speak of the revealed card ("put it onto the battlefield", "its power"), which other
 * readers take (librarySteps.ts) or leave unread, and nothing may follow ("Otherwise, …").
 */
import { readFilter } from './filters.js';
import type { ReadContext } from './refs.js';
import type { Filter, Step } from './types.js';
import { Cursor, type Word } from './words.js';

const reveal = "reveal the top card of your library . if it's".split(' ');

/** True if the filter is only of a card's types, colours or supertypes ("a land card", "an artifact or creature card"). */
function ofKinds(f: Filter): boolean {
  return !f.plural && !f.zone && f.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent' && a.props.every((p) => p.is === 'type' || p.is === 'color' || p.is === 'supertype'));
}

/**
 * The whole effect as one `revealTopIf` step (its conditional sentence read by `readSteps`); undefined when it is not
 * "Reveal the top card of your library. If it's a <kind> card, <steps>." alone, or the steps speak of "it" other than
 * in "untap ~ and it".
 */
export function readRevealedIf(w: Word[], ctx: ReadContext, readSteps: (w: Word[], ctx: ReadContext) => Step[]): Step[] | undefined {
  if (!reveal.every((p, k) => w[k]?.t === p)) return undefined;
  const c = new Cursor(w);
  c.i = reveal.length;
  const filter = c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (!filter || !ofKinds(filter) || !c.take(',')) return undefined;
  let end = c.i;
  while (end < w.length && w[end].t !== '.') end++;
  // Nothing after the sentence (an "Otherwise, …" belongs with the card moved one way or the other).
  if (w.slice(end + 1).length > 0) return undefined;
  const then = w.slice(c.i, end);
  // "It" only as "untap ~ and it …" (the card itself, as the untap step reads it): anywhere else it could be the
  // revealed card or another object named before it.
  const selfIt = (k: number): boolean => then[k].t === 'it' && ['untap', '~', 'and'].every((t, j) => then[k - 3 + j]?.t === t);
  if (then.some((x, k) => (['it', 'its', 'that'].includes(x.t) && !selfIt(k)) || (x.t === 'card' && k > 0))) return undefined;
  ctx.it = undefined;
  return [{ do: 'revealTopIf', filter: { ...filter, zone: 'library' }, then: readSteps(then, ctx) }];
}
