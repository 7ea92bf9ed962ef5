/**
 * Targets listed after the first one of a verb: `Destroy target artifact and target enchantment.`, `Destroy target
 * artifact, target creature, and target land.` (one step each).
 */
import { readTarget, type ReadContext } from './refs.js';
import type { Ref, Step } from './types.js';
import type { Cursor } from './words.js';

/**
 * `Destroy target artifact, target creature, target enchantment, and target land.`: after one target on the
 * battlefield, two or more others listed (`, target <kind>` …, `, and target <kind>` ending the sentence), one step each.
 */
function moreTargets(c: Cursor, ctx: ReadContext, first: Ref): Ref[] | undefined {
  if (first.ref !== 'target' || first.filter.zone || first.min !== 1 || first.max !== 1 || !c.at(', target')) return undefined;
  const at = c.mark();
  const more: Ref[] = [];
  for (;;) {
    if (!c.take(',')) break;
    const last = c.take('and');
    if (!c.at('target')) break;
    const next = readTarget(c, ctx);
    if (next?.ref !== 'target' || next.filter.zone || next.min !== 1 || next.max !== 1) break;
    more.push(next);
    if (last) {
      if (more.length < 2 || !c.atSentenceEnd) break;
      ctx.it = undefined;
      return more;
    }
  }
  c.reset(at);
  return undefined;
}

/**
 * `Destroy target artifact and target enchantment.`, `Exile target creature and target land.`: after one target on the
 * battlefield, `and target <kind>` ending the sentence is a second target of the same verb (one step each; "it" after
 * them names neither). "Return target … and target … to their owners' hands" is not read yet: of the 2 such abilities it
 * would write, 1 spells its filter's conditions in the other of Forge's two orders (`Permanent.YouCtrl+nonLand`).
 */
export function secondTarget(c: Cursor, ctx: ReadContext, first: Ref): Ref | undefined {
  if (first.ref !== 'target' || first.filter.zone || first.min !== 1 || first.max !== 1 || !c.at('and target')) return undefined;
  const at = c.mark();
  c.next();
  const second = readTarget(c, ctx);
  if (second?.ref !== 'target' || second.filter.zone || second.min !== 1 || second.max !== 1 || !c.atSentenceEnd) {
    c.reset(at);
    return undefined;
  }
  ctx.it = undefined;
  return second;
}

/**
 * After `Destroy <first target>`: the targets listed after it, one destroy step each, or undefined when none is.
 * "Destroy target creature and target land. They can't be regenerated." (701.19c): neither can.
 */
export function readDestroyedTargets(c: Cursor, ctx: ReadContext, what: Ref): Step[] | undefined {
  const listed = moreTargets(c, ctx, what);
  if (listed) return [what, ...listed].map((t) => ({ do: 'destroy', what: t }));
  const second = secondTarget(c, ctx, what);
  if (!second) return undefined;
  const rider = c.take(". they can't be regenerated") ? { noRegenerate: true } : {};
  return [{ do: 'destroy', what, ...rider }, { do: 'destroy', what: second, ...rider }];
}
