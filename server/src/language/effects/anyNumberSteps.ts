/**
 * Steps on as many of the player's own permanents of a kind as they choose, none included: "Tap any number of untapped
 * creatures you control.", "Sacrifice any number of lands." (701.21a); a later step may count them ("for each creature
 * tapped this way", "that much damage").
 */
import { readFilter } from './filters.js';
import type { ReadContext } from './refs.js';
import type { Step } from './types.js';
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
  if (!filter || filter.zone || !filter.plural || !untapped || !yours || alt!.props.length !== 2) return c.reset(at), undefined;
  ctx.tappedAny = true;
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
