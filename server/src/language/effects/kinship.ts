/**
 * Kinship: "You may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If
 * you do, <effect>." The look is optional (the trigger's "you may"); the card stays on top (701.16a: revealing moves
 * nothing), and the sentence after "If you do" happens only if it was revealed. Its steps must not speak of the revealed
 * card ("you may play that card"), which is left unread.
 */
import type { ReadContext } from './refs.js';
import type { Step } from './types.js';
import { phraseAt, type Word } from './words.js';

const look = "you may look at the top card of your library . if it shares a creature type with ~ , you may reveal it . if you do ,".split(' ');

/** The whole effect as one optional `revealSharingType` step; undefined when it is not these words with one sentence after them. */
export function readKinship(w: Word[], ctx: ReadContext, readSteps: (w: Word[], ctx: ReadContext) => Step[]): Step[] | undefined {
  if (!phraseAt(w, 0, look)) return undefined;
  let end = look.length;
  while (end < w.length && w[end].t !== '.') end++;
  // One sentence only, none of whose words names the revealed card ("that card", "it").
  if (w.slice(end + 1).length > 0) return undefined;
  const then = w.slice(look.length, end);
  if (then.some((x) => ['it', 'its', 'that', 'them'].includes(x.t))) return undefined;
  ctx.it = undefined;
  return [{ do: 'revealSharingType', optional: true, then: readSteps(then, ctx) }];
}
