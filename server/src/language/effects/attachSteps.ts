/**
 * Attaching (701.3): the card itself attached to an object ("attach ~ to it"), or a target Equipment attached to a
 * creature or to the card ("Attach target Equipment you control to target creature you control.").
 */
import { type ReadContext, readObjectRef, readTarget } from './refs.js';
import type { Step } from './types.js';
import { type Cursor, need, Unread } from './words.js';

/** An imperative `attach …` step, or undefined when the words are not an attaching. */
export function readAttach(c: Cursor, ctx: ReadContext): Step[] | undefined {
  // "attach ~ to it": the card itself moved onto an object (an Equipment's or Aura's trigger).
  if (c.take('attach ~ to')) {
    // Only an Aura or an Equipment is attached; a creature (or a noncreature Equipment creature) is not (701.3b, 301.5c).
    if (ctx.selfNouns.includes('creature') || !ctx.selfNouns.some((n) => n === 'artifact' || n === 'enchantment')) throw new Unread(c.rest(), 'not read: attaching a card that cannot be attached');
    return [{ do: 'attach', to: need(readObjectRef(c, ctx), c, 'what it is attached to') }];
  }
  if (!c.at('attach target')) return undefined;
  // "Attach target Equipment you control to target creature you control." / "… to ~.": an Equipment moved onto a
  // creature (or onto the card itself), ending the sentence.
  const at = c.mark();
  c.take('attach');
  const what = readTarget(c, ctx);
  const equipment = what?.ref === 'target' && what.min === 1 && what.max === 1 && !what.filter.zone && what.filter.alts.length === 1 && what.filter.alts[0].noun === 'Equipment';
  const to = equipment && c.take('to') ? readObjectRef(c, ctx) : undefined;
  const onto = to?.ref === 'self' || (to?.ref === 'target' && to.min === 1 && to.max === 1 && !to.filter.zone);
  if (what && to && onto && c.atSentenceEnd) {
    ctx.it = undefined;
    return [{ do: 'attachEquipment', what, to }];
  }
  c.reset(at);
  throw new Unread(c.rest(), 'not read: what is attached to what');
}
