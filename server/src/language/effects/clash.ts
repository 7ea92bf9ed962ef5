/**
 * "Clash with an opponent. If you win, <effect>." (701.23): you and an opponent you choose each reveal the top card of
 * your libraries and put it on the top or the bottom; you win if yours has the greater mana value (701.23b). The
 * sentence after it is what a won clash does; a sentence before or after it is read as a step of its own.
 */
import type { ReadContext } from './refs.js';
import type { Step } from './types.js';
import { phraseAt, type Word } from './words.js';

const clash = 'clash with an opponent . if you win ,'.split(' ');

/** The index of the first full stop from `i` (or the end). */
function sentenceEnd(w: Word[], i: number): number {
  while (i < w.length && w[i].t !== '.') i++;
  return i;
}

/**
 * The whole effect with its clash read as a `clash` step (the steps of a won clash in it), the sentences before and after
 * it read by `readSteps`; undefined when no sentence of it is "Clash with an opponent." followed by "If you win, …".
 */
export function readClash(w: Word[], ctx: ReadContext, readSteps: (w: Word[], ctx: ReadContext, spellLine?: boolean) => Step[], spellLine = false): Step[] | undefined {
  let at = -1;
  for (let i = 0; i < w.length; i++) {
    if ((i === 0 || w[i - 1].t === '.') && phraseAt(w, i, clash)) {
      at = i;
      break;
    }
  }
  if (at < 0) return undefined;
  const before = at > 0 ? readSteps(w.slice(0, at), ctx, spellLine) : [];
  const winEnd = sentenceEnd(w, at + clash.length);
  const clashed: Step = { do: 'clash', win: readSteps(w.slice(at + clash.length, winEnd), ctx) };
  const after = winEnd + 1 < w.length ? readSteps(w.slice(winEnd + 1), ctx) : [];
  return [...before, clashed, ...after];
}
