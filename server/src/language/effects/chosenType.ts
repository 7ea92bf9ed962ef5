/**
 * A type chosen as the effect resolves (205.3, 305.7): "Target land becomes the basic land type of your choice until end of
 * turn", "~ becomes the creature type of your choice until end of turn", "Choose a creature type other than Wall. Target
 * creature becomes that type until end of turn."
 */
import { subtypesByType } from '../data/rulesData.js';
import { readDuration } from './stepPhrases.js';
import { type ReadContext, readObjectRef } from './refs.js';
import type { Duration, Ref, Step } from './types.js';
import { type Cursor, need, Unread } from './words.js';

type ChosenType = Extract<Step, { do: 'becomeChosenType' }>;

/** After the object: "becomes the basic land (creature) type of your choice [in addition to its other types] <duration>". */
export function readBecomeChosenType(c: Cursor, what: Ref, lead: Duration | undefined): ChosenType | undefined {
  const at = c.mark();
  if (!c.takeAny('becomes', 'become') || !c.take('the')) return c.reset(at), undefined;
  const kind = c.take('basic land type') ? 'Basic Land' : c.take('creature type') ? 'Creature' : undefined;
  if (!kind || !c.take('of your choice')) return c.reset(at), undefined;
  // 305.7: a land that becomes a basic land type loses its other land types unless the text says "in addition".
  const addition = kind === 'Basic Land' && c.take('in addition to its other types');
  const duration = lead ?? need(readDuration(c), c, 'how long');
  return { do: 'becomeChosenType', what, kind, duration, ...(addition ? { addition: true as const } : {}) };
}

/** The imperative "Choose a creature type [other than Wall]. <object> becomes that type until end of turn." (two sentences). */
export function readChooseType(c: Cursor, ctx: ReadContext): Step[] {
  c.take('choose a creature type');
  // "other than Wall": one creature type the choice may not be.
  let except: string | undefined;
  if (c.take('other than')) {
    except = subtypesByType.Creature.find((t) => t.toLowerCase() === c.peek());
    if (!except) throw new Unread(c.rest(), 'not read: which creature type is not chosen');
    c.next();
  }
  const what = c.take('.') ? readObjectRef(c, ctx) : undefined;
  if (!what || !c.takeAny('becomes', 'become') || !c.take('that type')) throw new Unread(c.rest(), 'not read: what the chosen creature type is for');
  const duration = need(readDuration(c), c, 'how long');
  return [{ do: 'becomeChosenType', what, kind: 'Creature', duration, ...(except ? { except } : {}) }];
}
