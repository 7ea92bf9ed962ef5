/**
 * "You get an emblem with "…"" (114.1): an emblem is an object in the command zone with the abilities in the quotes and
 * no other characteristics (114.3). Its ability is read with the static reader; an emblem whose ability that reader can't
 * read (a trigger, an activated ability, a rule for players) stays unread.
 */
import type { AbilityModel } from '../model/cardModel.js';
import type { AbilityEffect, Step } from './types.js';
import type { ReadContext } from './refs.js';
import { readStatic } from './statics.js';
import { Unread, words } from './words.js';

/**
 * The emblem step of an effect that is only "You get an emblem with "<one static ability>"", or undefined for other text.
 * Throws Unread when the words are an emblem's but its ability is not read: an emblem's abilities work from the command
 * zone (114.4), so only continuous effects on objects ("Creatures you control get +1/+1") are kept.
 */
export function readEmblem(text: string, ctx: ReadContext, ability: AbilityModel): Step[] | undefined {
  const m = /^You get an emblem with "([^"]+)"\.?$/i.exec(text.trim());
  if (!m) return undefined;
  const inner: AbilityEffect = { ability, kind: 'static' };
  try {
    readStatic(words(m[1]), ctx, inner);
  } catch (error) {
    if (error instanceof Unread) throw new Unread(text.trim(), `not read: the emblem's ability (${error.message.replace(/^not read: /, '')})`);
    throw error;
  }
  const continuous = inner.continuous;
  if (inner.kind !== 'static' || !continuous || continuous.length === 0 || inner.costChange || inner.replacement) throw new Unread(text.trim(), 'not read: the emblem\'s ability (not a continuous effect)');
  if (continuous.some((c) => c.affected.ref !== 'each')) throw new Unread(text.trim(), 'not read: the emblem\'s ability (of no object on the battlefield it names)');
  return [{ do: 'emblem', continuous }];
}
