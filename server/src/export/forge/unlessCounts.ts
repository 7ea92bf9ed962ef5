/**
 * A counted "unless" cost as Forge's scripts write it: "unless its controller pays {1} for each card in your graveyard"
 * and "… pays {X}, where X is your devotion to blue" are both `UnlessCost$ X`, the count in the SVar X.
 */
import type { Amount } from '../../language/effects/types.js';
import { amountOf } from './amountOf.js';
import { type StepContext } from './stepContext.js';
import { NotScriptable } from './valid.js';

/** Counts written: measured alone, these added 5 equivalent abilities and no wrong one. */
const written = new Set(['revealedThisWay', 'devotion', 'domain', 'counters']);

/** The `UnlessCost$` of a cost paid so many times: the count's SVar; throws for a count not written. */
export function countedUnlessCost(times: Amount, ctx: StepContext): string {
  const kind = 'count' in times ? times.count : undefined;
  const ofCards = kind === 'objects' && 'filter' in times && !!times.filter.zone;
  // Measured, the other counts each added a wrong ability for few equivalent ones: Forge's scripts of a count of
  // permanents ("{1} for each blue permanent you control") and of a greatest power name the payer or order the count's
  // conditions otherwise than their majority, and of the card's own power count it on the battlefield.
  if (!ofCards && !(kind && written.has(kind))) throw new NotScriptable('an "unless" cost paid once for each permanent or for a power (Forge\'s scripts spell it two ways)');
  // Of the card's own counters in a triggered ability ("sacrifice ~ unless you pay {1} for each +1/+1 counter on it"):
  // Forge's one script of it names the card `Defined$ Card.Self`, which no other spells so; measured, not written.
  if (kind === 'counters' && ctx.inTrigger) throw new NotScriptable('an "unless" cost paid for each counter on the card in a triggered ability (not written yet)');
  return amountOf(times, ctx);
}
