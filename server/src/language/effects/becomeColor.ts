/**
 * An object that becomes a colour or a creature type for a while: "~ becomes colorless until end of turn", "Target
 * permanent becomes white until end of turn", "Target creature becomes a Coward until end of turn".
 */
import { subtypesByType } from '../data/rulesData.js';
import { colorLetters } from './filters.js';
import { colorNames } from './describeWords.js';
import { readDuration } from './stepPhrases.js';
import type { ColorLetter, Duration, Ref, Step } from './types.js';
import type { Cursor } from './words.js';

/**
 * After the object: "becomes <colour>|colorless <duration>" (105.3: the new colour replaces its colours) or "becomes a
 * <creature type> <duration>" of a creature (205.1a: the new creature type replaces its creature types). Read until end
 * of turn only, of a permanent (a spell that becomes a colour is not), and never "in addition to its other colors/types".
 */
export function readBecomeColorOrType(c: Cursor, what: Ref, lead: Duration | undefined): Step | undefined {
  const at = c.mark();
  if (!c.takeAny('becomes', 'become')) return undefined;
  const spell = what.ref === 'target' && what.filter.alts.some((a) => a.noun === 'Spell' || a.noun === 'Card');
  let step: Step | undefined;
  if (c.peek() === 'colorless' || (colorLetters[c.peek()] && c.peek(1) !== 'and' && c.peek(1) !== 'or' && c.peek(1) !== ',')) {
    const word = c.next();
    const colors: ColorLetter[] = word === 'colorless' ? [] : [colorLetters[word]];
    const duration = lead ?? readDuration(c);
    if (duration === 'turn' && !spell) step = { do: 'becomeColor', what, colors, duration };
  } else if (c.takeAny('a', 'an') && subtypesByType.Creature.includes(c.raw()) && creatureOnly(what)) {
    const subtype = c.raw();
    c.next();
    const duration = lead ?? readDuration(c);
    if (duration === 'turn') step = { do: 'becomeCreatureType', what, subtype, duration };
  }
  if (!step) return c.reset(at), undefined;
  return step;
}

/** A target creature (or creatures): "becomes a Coward" names its creature type, never a land's or a card's. */
function creatureOnly(what: Ref): boolean {
  return what.ref === 'target' && what.filter.alts.every((a) => a.noun === 'Creature');
}

/** The words of such a step, after its object's and before its duration's (`target permanent becomes white until end of turn`). */
export function describeBecome(s: Extract<Step, { do: 'becomeColor' | 'becomeCreatureType' }>, what: string, duration: string): string {
  if (s.do === 'becomeCreatureType') return `${what} becomes a ${s.subtype} (its only creature type) ${duration}`;
  return `${what} becomes ${s.colors.length === 0 ? 'colorless' : s.colors.map((l) => colorNames[l]).join(' and ')} (its only color) ${duration}`;
}
