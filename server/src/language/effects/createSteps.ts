/**
 * The steps after "create": a token that's a copy of a target (spellCopies.ts), tokens numbered by what the text counts
 * (numberedTokens.ts), or tokens of a kind the text defines (111.1, 111.4), with "for each" of cards counted.
 */
import { readNumber } from './filters.js';
import { readNumbered } from './numberedTokens.js';
import { type ReadContext } from './refs.js';
import { readTokenCopy } from './spellCopies.js';
import { readForEach, readToken } from './stepPhrases.js';
import type { Step } from './types.js';
import { type Cursor, need, Unread } from './words.js';

/** After "create" (taken): the token step(s); throws where the tokens are not read. */
export function readCreate(c: Cursor, ctx: ReadContext): Step[] {
  const copy = readTokenCopy(c, ctx);
  if (copy) return copy;
  const numbered = readNumbered(c, ctx);
  if (numbered) return [numbered];
  // "… create twelve of those tokens instead": the tokens the step before made, another number of them (the sentence's
  // "instead" makes it one step whose number depends on the condition: insteadAmounts.ts).
  // (Of a spell's line before: "Fateful hour — If you have 5 or less life, create five of those tokens instead.")
  const before = c.mark();
  // Only after one token step: after two kinds of tokens, "those tokens" might be of either or both.
  const spellTokens = (ctx.ids.spellSteps ?? []).filter((s): s is Extract<Step, { do: 'token' }> => s.do === 'token');
  const last = ctx.lastTokens ? (ctx.severalTokens ? undefined : ctx.lastTokens) : spellTokens.length === 1 ? spellTokens[0] : undefined;
  const n = last ? readNumber(c) : undefined;
  if (n !== undefined && last && c.take('of those tokens')) return [{ ...last, amount: { n } }];
  c.reset(before);
  const t = need(readToken(c, undefined, ctx.thatMuch), c, 'a token');
  // "Create a 1/1 green Saproling creature token for each creature card in your graveyard" / "… for each card in your
  // hand": one token per card. "for each land you control" is not read yet: Forge's scripts count permanents you
  // control for tokens two ways (`Count$TypeYouCtrl.Shrine`, `Count$Valid Land.YouCtrl`); measured, none of the 3 it
  // would write matched (two counted the other way, one a reference the comparator misreads).
  const at = c.mark();
  const amount = readForEach(c, ctx, t.amount, true) ?? t.amount;
  if ('count' in amount && amount.count === 'objects' && !amount.filter.zone) {
    c.reset(at);
    throw new Unread(c.rest(), 'not read yet: a token for each permanent');
  }
  // "… token for each charge counter on ~": measured, 1 of the 3 it would write matched Forge's scripts (which name the
  // tokens' controller `TokenController$` or `TokenOwner$`): not read yet.
  if ('count' in amount && amount.count === 'counters') {
    c.reset(at);
    throw new Unread(c.rest(), 'not read yet: a token for each counter');
  }
  const step: Step = { do: 'token', amount, token: t.token, tapped: t.tapped || undefined, ...(t.attacking ? { attacking: true } : {}) };
  if (ctx.lastTokens) ctx.severalTokens = true;
  ctx.lastTokens = step;
  return [step];
}
