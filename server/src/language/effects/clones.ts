/**
 * A permanent that may enter the battlefield as a copy of another (707.5, 614.1c: a replacement effect of its entering):
 * "You may have ~ enter the battlefield as a copy of any creature on the battlefield", and the exceptions to the copy the
 * text names (707.9b): "except it's 7/7", "except it has haste", "except it's a Ninja in addition to its other creature
 * types", "except it's an artifact in addition to its other types".
 */
import { readFilter, subtypeOf } from './filters.js';
import { readKeywords } from './stepPhrases.js';
import type { AbilityEffect } from './types.js';
import type { Cursor } from './words.js';

type Clone = NonNullable<NonNullable<AbilityEffect['replacement']>['clone']>;

/** The whole ability as a clone's entering, or undefined (the cursor where it was). */
export function readClone(c: Cursor): Clone | undefined {
  const at = c.mark();
  const fail = (): undefined => (c.reset(at), undefined);
  if (!(c.take('you may have ~ enter the battlefield as a copy of any') || c.take('you may have ~ enter as a copy of any'))) return undefined;
  const filter = readFilter(c);
  // Objects on the battlefield, of card types only ("any creature", "any artifact or creature").
  if (!filter || filter.zone || filter.plural || !filter.alts.every((a) => a.props.length === 0 && ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'].includes(a.noun))) return fail();
  if (!c.take('on the battlefield')) return fail();
  const clone: Clone = { filter };
  if (c.take(', except') || c.take('except')) {
    const pt = c.take("it's") ? /^(\d+)\/(\d+)$/.exec(c.peek()) : null;
    if (pt) {
      c.next();
      clone.power = Number(pt[1]);
      clone.toughness = Number(pt[2]);
    } else if (c.w[c.i - 1]?.t === "it's" && c.takeAny('a', 'an')) {
      // "it's a Ninja in addition to its other creature types", "it's an artifact in addition to its other types".
      const sub = subtypeOf(c.raw());
      const artifact = !sub && c.peek() === 'artifact';
      if (!sub && !artifact) return fail();
      c.next();
      if (!c.take(sub ? 'in addition to its other creature types' : 'in addition to its other types')) return fail();
      clone.addTypes = [sub ?? 'Artifact'];
    } else if (c.take('it has')) {
      const keywords = readKeywords(c);
      if (!keywords) return fail();
      clone.keywords = keywords;
    } else return fail();
  }
  c.take('.');
  return c.done ? clone : fail();
}
