/** What a step's "unless …" asks: its cost and who may pay it. */
import { readCostText } from './costs.js';
import { readFilter, readNumber, simpleFilter } from './filters.js';
import { type ReadContext, readPlayer } from './refs.js';
import { readForEach } from './stepPhrases.js';
import type { Ref, Step } from './types.js';
import { type Cursor, Unread } from './words.js';

/** "any player" of an "unless" anyone may pay: each player, one payment enough (`any`). */
export function anyPlayer(): Ref {
  return { ref: 'each', filter: simpleFilter('Player') };
}

/** The mana symbols at the cursor (`{2}{B}` → `2`, `B`), upper-cased; none if no symbol is there. */
function readSymbols(c: Cursor): string[] {
  const symbols: string[] = [];
  while (/^\{[^}]+\}$/.test(c.peek())) symbols.push(c.next().slice(1, -1).toUpperCase());
  return symbols;
}

/**
 * `unless you pay {2}{B}`, `unless you sacrifice another creature`, `unless its controller pays {1}`: a cost that stops
 * the step, and who may pay it. `who`: the players the step names; when one by one ("each opponent sacrifices a permanent
 * unless they pay {1}", "any number of target opponents each …"), each of them may pay for themself (`unless they pay`:
 * the step's own players, `each`; one payer would stop the step for all of them).
 */
export function readUnless(c: Cursor, ctx: ReadContext, who?: Ref): Step['unless'] {
  const each = who?.ref === 'each' || (who?.ref === 'target' && who.max > 1) ? who : undefined;
  const at = c.mark();
  if (!c.take('unless')) return undefined;
  // "Each opponent sacrifices a permanent unless they pay {1}.": each of them is asked in turn, and whoever pays keeps
  // their permanent — mana only (a cost of another kind is read below for "you" alone).
  if (each && c.take('they pay')) {
    const symbols = readSymbols(c);
    if (symbols.length > 0 && symbols.every((s) => /^([WUBRGC]|\d+)$/.test(s))) return { cost: [{ pay: 'mana', symbols }], payer: each, each: true };
    c.reset(at);
    throw new Unread(c.rest(), 'not read: the cost after "unless they pay"');
  }
  // Several targets ("any number of target opponents each lose 3 life unless they sacrifice a creature"): whether each
  // pays for themself is not read for a cost other than mana.
  if (each?.ref === 'target') {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: a cost each of several targets may pay');
  }
  // "unless any player pays {2}" (the Rhystic cards): each player in turn may pay, and one payment stops the step.
  if (c.take('any player pays')) {
    const symbols = readSymbols(c);
    if (symbols.length > 0 && symbols.every((s) => /^([WUBRGCX]|\d+)$/.test(s))) return { cost: [{ pay: 'mana', symbols }], payer: anyPlayer(), any: true };
    c.reset(at);
    throw new Unread(c.rest(), 'not read: the cost after "unless any player pays"');
  }
  const newTarget = c.at('target');
  const payer = readPlayer(c, ctx);
  if (!payer) return c.reset(at), undefined;
  // "… unless that creature's controller has ~ deal 5 damage to them": the payer may take the damage to stop the step.
  // Of a player named before only (not "you", not a new target) and ending the sentence.
  // "Destroy up to two target artifacts unless their controller has ~ deal 3 damage to them": which controller pays for
  // which target is not said; not read.
  const ofSeveral = (payer.ref === 'controller' || payer.ref === 'owner') && payer.of.ref === 'target' && payer.of.max !== 1;
  if (payer.ref !== 'you' && !newTarget && !ofSeveral && c.take('has ~ deal')) {
    const n = readNumber(c);
    if (n !== undefined && c.take('damage to them') && (c.done || c.peek() === '.')) return { cost: [{ pay: 'damageYou', amount: n }], payer };
    c.reset(at);
    throw new Unread(c.rest(), 'not read: what follows "unless … has ~ deal"');
  }
  if (c.takeAny('pay', 'pays')) {
    const symbols = readSymbols(c);
    if (symbols.length === 1 && symbols[0] === '1' && ctx.revealed && c.take('for each card revealed this way')) return { cost: [{ pay: 'mana', symbols }], payer, times: { count: 'revealedThisWay' } };
    // "unless its controller pays {1} for each card in your graveyard": that much generic mana, counted as it resolves.
    const times = symbols.length === 1 && symbols[0] === '1' ? readForEach(c, ctx, { n: 1 }, true, payer) : undefined;
    if (times) return { cost: [{ pay: 'mana', symbols }], payer, times };
    if (symbols.length > 0) return { cost: [{ pay: 'mana', symbols }], payer };
    const life = readNumber(c);
    if (life !== undefined && c.take('life')) return { cost: [{ pay: 'life', amount: life }], payer };
  } else if (payer.ref === 'you' && c.at('discard|return')) {
    // `unless you discard two cards`, `unless you return a Forest you control to its owner's hand`: read as a cost.
    let end = c.i;
    while (end < c.w.length && c.w[end].t !== '.') end++;
    const first = c.w[c.i];
    const text = first.source.slice(first.at, end < c.w.length ? c.w[end].at : undefined).trim();
    try {
      const cost = readCostText(text);
      c.i = end;
      return { cost, payer };
    } catch (error) {
      if (!(error instanceof Unread)) throw error;
    }
  } else if (c.takeAny('sacrifice', 'sacrifices')) {
    const another = c.take('another');
    const n = another ? 1 : readNumber(c, true);
    const filter = readFilter(c);
    if (n !== undefined && filter && !filter.zone) {
      if (another) filter.alts.forEach((a) => a.props.unshift({ is: 'other' }));
      return { cost: [{ pay: 'sacrifice', what: { ref: 'chosen', filter, amount: { n }, by: payer }, amount: n }], payer };
    }
  }
  c.reset(at);
  throw new Unread(c.rest(), 'not read: the cost after "unless"');
}
