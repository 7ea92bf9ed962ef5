/**
 * `…, where X is …` after an effect's steps: the clause's words, what X is, and that amount put where the steps say X
 * (an amount, a P/T change, a token's size).
 */
import { readAmountOf } from './amountReaders.js';
import { type ReadContext } from './refs.js';
import type { Amount, Step } from './types.js';
import { Cursor, Unread, type Word } from './words.js';

/**
 * `…, where X is the number of Zombies you control.`: the words without the clause, and the clause's own words
 * (read after the steps, whose objects "it" and "that creature" in it name); undefined when there is no such clause.
 */
export function whereX(w: Word[]): { words: Word[]; clause: Word[] } | undefined {
  const at = w.findIndex((x, i) => x.t === ',' && w[i + 1]?.t === 'where' && w[i + 2]?.t === 'x' && w[i + 3]?.t === 'is');
  if (at < 0) return undefined;
  let end = at + 4;
  while (end < w.length && w[end].t !== '.') end++;
  return { words: [...w.slice(0, at), ...w.slice(end)], clause: w.slice(at + 1, end) };
}

/** The amount a `where X is …` clause (its words from `where`) says; a clause the reader cannot read throws. */
export function readWhereX(clause: Word[], ctx: ReadContext): Amount {
  const c = new Cursor(clause.slice(3));
  const amount = readAmountOf(c, ctx);
  if (!amount || !c.done) throw new Unread(clause[0].source.slice(clause[0].at), 'not read: what X is');
  return amount;
}

/** Puts `amount` for every X amount of the steps; throws if an X is left elsewhere (a P/T change, a comparison). */
export function defineX(steps: Step[], amount: Amount): void {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === 'X' || node === '-X') throw new Unread('X', 'not read: an X the "where X is" clause does not define');
    if (!node || typeof node !== 'object') return node;
    const o = node as Record<string, unknown>;
    if (o.x === true && Object.keys(o).length === 1) return structuredClone(amount);
    // "Counter target spell unless its controller pays {X}, where X is …": that much generic mana.
    const unless = o.unless as Step['unless'];
    if (unless && !unless.times && !unless.each && unless.cost.length === 1 && unless.cost[0].pay === 'mana' && unless.cost[0].symbols.join() === 'X') {
      unless.times = structuredClone(amount);
      for (const k of Object.keys(o)) if (k !== 'unless') o[k] = visit(o[k]);
      return o;
    }
    // "gets +X/+X": the P/T change keeps its sign, the amount is what X is.
    if (o.do === 'pump' && (typeof o.power === 'string' || typeof o.toughness === 'string')) {
      o.x = structuredClone(amount);
      return o;
    }
    // "create an X/X green Ooze creature token, where X is …": the token's power and toughness are each that amount,
    // counted as the step resolves (608.2h); its number too when it says X ("create X X/X … tokens").
    const token = o.do === 'token' ? (o.token as { power?: string; toughness?: string }) : undefined;
    if (token?.power === 'X' && token.toughness === 'X') {
      o.size = structuredClone(amount);
      o.amount = visit(o.amount);
      return o;
    }
    for (const k of Object.keys(o)) o[k] = visit(o[k]);
    return o;
  };
  visit(steps);
}
