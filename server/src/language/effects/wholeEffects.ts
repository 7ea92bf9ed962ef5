/**
 * Readers of a whole effect, tried before its sentences are read one by one: each takes the effect's words only when
 * they are all its form ("Flip a coin. If you win the flip, …", "Clash with an opponent. If you win, …").
 */
import { readChosenTypeFirst } from './chooseTypeFirst.js';
import { readClash } from './clash.js';
import { readCoinFlip } from './coinFlip.js';
import { readBecomeAura } from './becomeAura.js';
import { readKinship } from './kinship.js';
import { readMostControls } from './mostControl.js';
import type { ReadContext } from './refs.js';
import { readRevealedIf } from './revealedIf.js';
import { readTargetPlayersAll } from './targetPlayersAll.js';
import { readTargetPlayersObjects } from './targetPlayersObjects.js';
import type { Step } from './types.js';
import type { Word } from './words.js';

/** The steps of a whole effect read by one of the whole-effect readers, in order; undefined if none takes it. */
export function readWholeEffect(w: Word[], ctx: ReadContext, readSteps: (w: Word[], ctx: ReadContext, spellLine?: boolean) => Step[], spellLine: boolean): Step[] | undefined {
  return readCoinFlip(w, ctx, readSteps)
    ?? readChosenTypeFirst(w, ctx, readSteps)
    ?? readClash(w, ctx, readSteps, spellLine)
    ?? readRevealedIf(w, ctx, readSteps)
    ?? readKinship(w, ctx, readSteps)
    ?? readMostControls(w, ctx)
    ?? readBecomeAura(w, ctx)
    ?? readTargetPlayersObjects(w, ctx)
    ?? readTargetPlayersAll(w, ctx);
}
