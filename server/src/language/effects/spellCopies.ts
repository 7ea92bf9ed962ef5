/**
 * Copies. Of a spell (707.10): "Copy target instant or sorcery spell. You may choose new targets for the copy." The copy
 * is put on the stack and its controller may choose new targets for it (707.10c); read only with that sentence, which
 * every such card prints. Of a permanent (707.2, 111.2): "Create a token that's a copy of target creature you control."
 */
import { colorLetters } from './filterWords.js';
import { isKind, type ReadContext, readObjectRef } from './refs.js';
import type { Step } from './types.js';
import { type Cursor, Unread } from './words.js';

/**
 * `copy target instant or sorcery spell [you control][, except that the copy is <colour>]. You may choose new targets for
 * the copy.` (707.10; "except" sets a copiable value of the copy, 707.10c, 707.9b), or `copy that spell. …` after a cast
 * trigger (the spell whose casting triggered the ability), `copy target triggered ability you control. …`, or `the
 * controller of target instant or sorcery spell copies it. That player may choose new targets for the copy.`; else
 * undefined.
 */
export function readCopySpell(c: Cursor, ctx: ReadContext): Step[] | undefined {
  // "Copy target triggered ability you control." (707.10: an ability on the stack; its source's controller is its own).
  if (c.take('copy target triggered ability you control . you may choose new targets for the copy')) {
    return [{ do: 'copySpell', what: { ref: 'target', filter: { alts: [{ noun: 'Card', props: [{ is: 'controller', who: 'you' }] }] }, min: 1, max: 1, id: ctx.ids.next++ }, ability: 'triggered' }];
  }
  // "The controller of target instant or sorcery spell copies it. That player may choose new targets for the copy."
  const at = c.mark();
  if (c.take('the controller of')) {
    const what = readObjectRef(c, ctx);
    const spell = what?.ref === 'target' && what.min === 1 && what.max === 1 && what.filter.zone === 'stack';
    if (spell && c.take('copies it . that player may choose new targets for the copy')) return [{ do: 'copySpell', what, byController: true }];
    return c.reset(at), undefined;
  }
  // "Copy that spell" is the spell cast only while no earlier step named another spell ("Counter target instant spell.
  // Copy that spell." copies the target): not read then.
  const otherSpell = ctx.counteredSpell || (ctx.it?.ref === 'target' && ctx.it.filter.zone === 'stack');
  const that = ctx.thatSpell && !otherSpell && c.take('copy that spell') ? ctx.thatSpell : undefined;
  const what = that ?? (c.take('copy') && c.at('target') ? readObjectRef(c, ctx) : undefined);
  const spells = that || (what?.ref === 'target' && what.min === 1 && what.max === 1 && what.filter.zone === 'stack');
  if (!what || !spells) return c.reset(at), undefined;
  // "…, except that the copy is red": one colour word (707.9b).
  const colorAt = c.mark();
  const color = !that && c.take(', except that the copy is') ? colorLetters[c.next()] : undefined;
  if (!color) c.reset(colorAt);
  if (!c.take('. you may choose new targets for the copy')) throw new Unread(c.rest(), 'not read: a copy without "you may choose new targets for the copy"');
  return [color ? { do: 'copySpell', what, color } : { do: 'copySpell', what }];
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
  c.take("a token that's a copy of");
  const ofTrigger = ofThat && ctx.zoneChanged && !ctx.it && ctx.triggerFilter && isKind(ctx.triggerFilter, c.peek(1));
  const what = ofTrigger ? (c.take('that'), c.next(), ctx.zoneChanged) : ofThat ? undefined : readObjectRef(c, ctx);
  const one = what?.ref === 'self' || (what?.ref === 'target' && what.min === 1 && what.max === 1 && !what.filter.zone) || ofTrigger;
  if (!what || !one || !c.atSentenceEnd) return c.reset(at), undefined;
  return [{ do: 'copyPermanent', what }];
}
