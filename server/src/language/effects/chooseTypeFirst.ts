/**
 * A creature type chosen as the effect resolves, for objects of that type (205.3m): "Choose a creature type. Draw a card
 * for each permanent you control of that type.", "Destroy all creatures of the creature type of your choice." Both read as
 * a `chooseType` step, then the rest with the objects "of the chosen type".
 */
import type { ReadContext } from './refs.js';
import type { Step } from './types.js';
import { phraseAt, type Word } from './words.js';

const choose = 'choose a creature type .'.split(' ');
const thatType = 'of that type'.split(' ');
const yourChoice = 'of the creature type of your choice'.split(' ');

/** The index of each place `phrase` starts in `w`. */
function places(w: Word[], phrase: string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + phrase.length <= w.length; i++) if (phraseAt(w, i, phrase)) out.push(i);
  return out;
}

/** `w` with each `phrase` said as "of the chosen type" (the words keep the place they stand for in the text). */
function chosen(w: Word[], phrase: string[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < w.length; i++) {
    if (phraseAt(w, i, phrase)) {
      out.push(...['of', 'the', 'chosen', 'type'].map((t) => ({ t, raw: t, source: w[i].source, at: w[i].at })));
      i += phrase.length - 1;
    } else out.push(w[i]);
  }
  return out;
}

/** The effect as a `chooseType` step and the rest; undefined when it chooses no creature type this way. */
export function readChosenTypeFirst(w: Word[], ctx: ReadContext, readSteps: (w: Word[], ctx: ReadContext) => Step[]): Step[] | undefined {
  const step: Step = { do: 'chooseType', kind: 'Creature' };
  const starts = places(w, choose).includes(0);
  // "Choose a creature type. Target creature becomes that type …" is the chosen type's own step (`becomeChosenType`).
  if (starts && places(w, thatType).length > 0 && places(w, 'becomes that type'.split(' ')).length === 0) {
    return [step, ...readSteps(chosen(w.slice(choose.length), thatType), ctx)];
  }
  if (!starts && places(w, yourChoice).length === 1 && places(w, 'of the chosen type'.split(' ')).length === 0) {
    return [step, ...readSteps(chosen(w, yourChoice), ctx)];
  }
  return undefined;
}
