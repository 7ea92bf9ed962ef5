/**
 * Exiling the top cards of a library, nothing more said of them: `Exile the top card of your library.`, `… of target
 * player's library.`, `Target opponent exiles the top two cards of their library.` The cards go from the library to exile
 * (406.1) as a mill's go to the graveyard; words after them about "it" or "that card" (playing it, its kind) are not read
 * here, and a card exiled "face down" (406.3) is not this.
 */
import { simpleFilter } from './filters.js';
import type { ReadContext } from './refs.js';
import { readTopCards } from './topCards.js';
import type { Ref, Step } from './types.js';
import type { Cursor } from './words.js';

/** True at the end of the sentence (the cursor on its full stop, or at the end). */

/**
 * After an imperative `exile`: `the top N cards of your library` (you), `… of target player's (opponent's) library` (that
 * player, a target), ending the sentence; undefined (cursor unmoved) otherwise.
 */
export function readExileTop(c: Cursor, ctx: ReadContext): Step | undefined {
  const at = c.mark();
  const amount = readTopCards(c);
  let who: Ref | undefined;
  if (amount && c.take('of your library')) who = { ref: 'you' };
  else if (amount && c.at("of target player's|opponent's library")) {
    c.take('of target');
    const noun = c.next() === "player's" ? 'Player' : 'Opponent';
    c.take('library');
    who = { ref: 'target', filter: simpleFilter(noun), min: 1, max: 1, id: ctx.ids.next++ };
  }
  if (!amount || !who || !c.atSentenceEnd) return c.reset(at), undefined;
  if (who.ref === 'target') ctx.thatPlayer = who;
  ctx.it = undefined;
  return { do: 'mill', who, amount, to: 'exile' };
}

/** After a player and `exiles`: `the top N cards of their library`, ending the sentence; undefined (cursor unmoved) otherwise. */
export function readExilesTop(c: Cursor, ctx: ReadContext, who: Ref): Step | undefined {
  const at = c.mark();
  const amount = c.take('exiles') ? readTopCards(c) : undefined;
  if (!amount || !c.takeAny('of their library', 'of his or her library') || !c.atSentenceEnd) return c.reset(at), undefined;
  ctx.it = undefined;
  return { do: 'mill', who, amount, to: 'exile' };
}

