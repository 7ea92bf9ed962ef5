/**
 * Steps on "that card" of a trigger on a permanent put into a graveyard ("Whenever a creature is put into your graveyard
 * from the battlefield, put that card on top of your library"): the card the permanent became there (400.7, a new object
 * the trigger still finds, 603.10a). After the step the card is in another zone again: "it" afterwards is not read.
 */
import type { ReadContext } from './refs.js';
import type { Step } from './types.js';
import type { Cursor } from './words.js';

/** True when every card the trigger watches is one you own ("put into your graveyard"): "your hand" is its owner's. */
function yours(ctx: ReadContext): boolean {
  return !!ctx.triggerFilter?.alts.every((a) => a.props.some((p) => p.is === 'owner' && p.who === 'you'));
}

/**
 * After `return`: `that card to its owner's hand`, `that card to your hand` (of a card you own). After `put`: `that card on
 * top of (on the bottom of) its owner's library` / `your library` (of a card you own). Undefined (cursor unmoved) otherwise.
 */
export function readThatCard(c: Cursor, ctx: ReadContext, verb: 'return' | 'put'): Step[] | undefined {
  const what = ctx.thatCard;
  if (!what || !c.at('that card')) return undefined;
  const at = c.mark();
  c.i += 2;
  let step: Step | undefined;
  if (verb === 'return' && (c.take("to its owner's hand") || (yours(ctx) && c.take('to your hand')))) step = { do: 'return', what, to: 'hand' };
  else if (verb === 'put') {
    const position = c.take('on top of') ? 'top' : c.take('on the bottom of') ? 'bottom' : undefined;
    if (position && (c.take("its owner's library") || (yours(ctx) && c.take('your library')))) step = { do: 'putOnLibrary', what, position };
  }
  if (!step) return c.reset(at), undefined;
  ctx.it = ctx.triggerSubject = ctx.thatCard = ctx.zoneChanged = undefined;
  return [step];
}
