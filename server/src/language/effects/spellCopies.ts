/**
 * Copies. Of a spell (707.10): "Copy target instant or sorcery spell. You may choose new targets for the copy." The copy
 * is put on the stack and its controller may choose new targets for it (707.10c); read only with that sentence, which
 * every such card prints. Of a permanent (707.2, 111.2): "Create a token that's a copy of target creature you control."
 */
import { isKind, type ReadContext, readObjectRef } from './refs.js';
import type { Step } from './types.js';
import { type Cursor, Unread } from './words.js';

/** `copy target instant or sorcery spell [you control]. You may choose new targets for the copy.`, or undefined. */
export function readCopySpell(c: Cursor, ctx: ReadContext): Step[] | undefined {
  if (!c.at('copy target')) return undefined;
  const at = c.mark();
  c.next();
  const what = readObjectRef(c, ctx);
  const spells = what?.ref === 'target' && what.min === 1 && what.max === 1 && what.filter.zone === 'stack';
  if (!spells) return c.reset(at), undefined;
  if (!c.take('. you may choose new targets for the copy')) throw new Unread(c.rest(), 'not read: a copy without "you may choose new targets for the copy"');
  return [{ do: 'copySpell', what }];
}

/**
 * After "create": `a token that's a copy of target <permanent>` (of ~, of the trigger's object) ending the sentence, or
 * undefined. "except …" (707.9b) and copies of other objects are not read here.
 */
export function readTokenCopy(c: Cursor, ctx: ReadContext): Step[] | undefined {
  // "… that artifact": the object of the trigger ("Whenever another nontoken artifact enters …, create a token that's a
  // copy of that artifact").
  const ofThat = c.at("a token that's a copy of that creature|artifact|permanent");
  if (!c.at("a token that's a copy of target") && !c.at("a token that's a copy of ~") && !ofThat) return undefined;
  const at = c.mark();
  c.i += 6;
  const ofTrigger = ofThat && ctx.zoneChanged && !ctx.it && ctx.triggerFilter && isKind(ctx.triggerFilter, c.peek(1));
  const what = ofTrigger ? (c.i += 2, ctx.zoneChanged) : ofThat ? undefined : readObjectRef(c, ctx);
  const one = what?.ref === 'self' || (what?.ref === 'target' && what.min === 1 && what.max === 1 && !what.filter.zone) || ofTrigger;
  if (!what || !one || !(c.done || c.peek() === '.')) return c.reset(at), undefined;
  return [{ do: 'copyPermanent', what }];
}
