/**
 * "Flip a coin. If you win the flip, <effect>. If you lose the flip, <effect>." (705): what happens on a won flip and,
 * if said, on a lost one ("Flip a coin. If you lose the flip, <effect>." alone: nothing on a won flip). Each is one
 * sentence; a later sentence happens whatever the flip.
 */
import type { ReadContext } from './refs.js';
import type { Step } from './types.js';
import { phraseAt, type Word } from './words.js';

const flip = 'flip a coin .'.split(' ');
const win = 'if you win the flip ,'.split(' ');
const lose = 'if you lose the flip ,'.split(' ');

/** The index of the first full stop from `i` (or the end). */
function sentenceEnd(w: Word[], i: number): number {
  while (i < w.length && w[i].t !== '.') i++;
  return i;
}

/**
 * The whole effect as a `flipCoin` step and the steps after it; undefined when it does not start with "Flip a coin. If
 * you win the flip," or "Flip a coin. If you lose the flip,".
 */
export function readCoinFlip(w: Word[], ctx: ReadContext, readSteps: (w: Word[], ctx: ReadContext) => Step[]): Step[] | undefined {
  // "You may flip a coin.": the whole flip is optional (a trigger's "you may").
  const may = phraseAt(w, 0, ['you', 'may']) ? 2 : 0;
  if (!phraseAt(w, may, flip) || !(phraseAt(w, may + flip.length, win) || phraseAt(w, may + flip.length, lose))) return undefined;
  let next = may + flip.length;
  let won: Step[] = [];
  if (phraseAt(w, next, win)) {
    const winEnd = sentenceEnd(w, next + win.length);
    won = readSteps(w.slice(next + win.length, winEnd), ctx);
    next = winEnd + 1;
  }
  let lost: Step[] | undefined;
  if (phraseAt(w, next, lose)) {
    const loseEnd = sentenceEnd(w, next + lose.length);
    lost = readSteps(w.slice(next + lose.length, loseEnd), ctx);
    next = loseEnd + 1;
  }
  const flipped: Step = { do: 'flipCoin', win: won, ...(lost ? { lose: lost } : {}), ...(may ? { optional: true } : {}) };
  // A sentence after them happens whatever the flip: a step of its own.
  return next < w.length ? [flipped, ...readSteps(w.slice(next), ctx)] : [flipped];
}
