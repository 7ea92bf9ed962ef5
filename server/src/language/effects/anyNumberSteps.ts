/**
 * Steps on as many objects as the player chooses: "Tap any number of untapped creatures you control.", "Sacrifice any
 * number of lands." (701.21a; none included), a later step counting them ("for each creature tapped this way", "that much
 * damage"); "Target player shuffles up to three target cards from their graveyard into their library"; counters distributed
 * among any number of targets.
 */
import { readCounterKind } from './counters.js';
import { readFilter, readNumber } from './filters.js';
import { type ReadContext, readDividedTargets } from './refs.js';
import type { Amount, Ref, Step } from './types.js';
import type { Cursor } from './words.js';

/**
 * The clause from "tap any number of" as a `tapAny` step: untapped permanents of one kind you control (`untapped
 * creatures you control`), or undefined (the cursor where it was).
 */
export function readTapAny(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const at = c.mark();
  if (!c.take('tap any number of')) return undefined;
  const filter = readFilter(c);
  const alt = filter?.alts.length === 1 ? filter.alts[0] : undefined;
  const untapped = alt?.props.some((p) => p.is === 'state' && p.state === 'untapped');
  const yours = alt?.props.some((p) => p.is === 'controller' && p.who === 'you');
  if (!filter || !alt || filter.zone || !filter.plural || !untapped || !yours || alt.props.length !== 2) return c.reset(at), undefined;
  ctx.tappedAny = filter;
  return [{ do: 'tapAny', filter }];
}

/**
 * After "sacrifice" (said to you): `any number of <permanents>` as a `sacrificeAny` step; "that much" (and "for each …
 * sacrificed this way") after it is their number. Undefined (the cursor where it was) otherwise.
 */
export function readSacrificeAny(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const at = c.mark();
  if (!c.take('any number of')) return undefined;
  const filter = readFilter(c);
  if (!filter || filter.zone || !filter.plural || ctx.thatMuch) return c.reset(at), undefined;
  ctx.thatMuch = { count: 'sacrificedThisWay' };
  return [{ do: 'sacrificeAny', filter }];
}

/** The amount "that much" stands for where it is the number of permanents just sacrificed ("sacrifice any number of …"). */
export function sacrificedCount(ctx: ReadContext): Amount | undefined {
  return ctx.thatMuch && 'count' in ctx.thatMuch && ctx.thatMuch.count === 'sacrificedThisWay' ? ctx.thatMuch : undefined;
}

/**
 * After a clause is read: "that much" is the number sacrificed only in the clause right after "sacrifice any number of …"
 * ("Sacrifice any number of creatures. Target player loses 2 life. You gain that much life." is not of them), and the
 * number discarded only in the clause right after "discard all the cards in your hand".
 */
export function endClauseCount(clause: Step[], ctx: ReadContext): void {
  if (sacrificedCount(ctx) && !clause.some((s) => s.do === 'sacrificeAny')) ctx.thatMuch = undefined;
  // Likewise the cards discarded by "Discard all the cards in your hand": counted only by the draw of the clause after it.
  if (ctx.thatMuch && 'count' in ctx.thatMuch && ctx.thatMuch.count === 'discardedThisWay' && !clause.some((s) => s.do === 'discard' && s.counted)) ctx.thatMuch = undefined;
}

/**
 * After "target player": `shuffles up to three target cards from their graveyard into their library`, cards of that
 * player's own graveyard as targets of their own; undefined (the cursor where it was) otherwise.
 */
export function readShufflesTheirCards(c: Cursor, ctx: ReadContext, who: Ref): Step[] | undefined {
  if (who.ref !== 'target' || who.max !== 1 || !who.filter.alts.every((a) => a.noun === 'Player' && a.props.length === 0) || !c.at('shuffles up to')) return undefined;
  const at = c.mark();
  c.i += 3;
  const n = readNumber(c, true);
  if (n === undefined || !c.take('target cards from their graveyard into their library')) return c.reset(at), undefined;
  const what: Ref = { ref: 'target', filter: { alts: [{ noun: 'Card', props: [] }], plural: true, zone: 'graveyard', zoneOwner: 'target' }, min: 0, max: n, id: ctx.ids.next++ };
  return [{ do: 'shuffleIntoLibrary', what, owner: who }];
}

/**
 * After "distribute": `two +1/+1 counters among one or two target creatures (you control)`, `four … among any number of
 * target creatures` (601.2d: the division is announced as the targets are chosen, each target getting at least one, so
 * there are at most as many targets as counters).
 */
export function readDistribute(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const at = c.mark();
  const n = readNumber(c);
  const counter = n !== undefined && n > 1 ? readCounterKind(c) : undefined;
  if (n === undefined || !counter || !c.take('counters') || !c.take('among')) return c.reset(at), undefined;
  const what = readDividedTargets(c, ctx, n);
  if (!what) return c.reset(at), undefined;
  return [{ do: 'counters', what, counter, amount: { n } }];
}
