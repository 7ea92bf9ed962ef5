/**
 * An object that becomes a colour or a type for a while: "~ becomes colorless until end of turn", "Target permanent
 * becomes white until end of turn", "Target creature becomes a Coward until end of turn", "Target land becomes a Swamp
 * until end of turn", "Target permanent becomes an artifact in addition to its other types until end of turn".
 */
import { subtypesByType } from '../data/rulesData.js';
import { colorNames, withArticle } from './describeWords.js';
import { colorLetters } from './filters.js';
import { readDuration } from './stepPhrases.js';
import type { ColorLetter, Duration, Ref, Step } from './types.js';
import type { Cursor } from './words.js';

const basicLandTypes = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/**
 * After the object, until end of turn (a colour of a spell or a permanent, or for good with no duration; the rest of a
 * permanent only):
 * "becomes <colour>|colorless [in addition to its other colors]" (105.3: the new colour replaces its colours unless so
 * said); "becomes a <creature type>" of a creature (205.1a: it replaces its creature types); "becomes a <basic land
 * type>" of a land (305.7: it replaces its land types and the abilities of its rules text); "becomes an artifact in
 * addition to its other types" (205.1b).
 */
export function readBecomeColorOrType(c: Cursor, what: Ref, lead: Duration | undefined): Step | undefined {
  const at = c.mark();
  if (!c.takeAny('becomes', 'become')) return undefined;
  const spell = what.ref === 'target' && what.filter.alts.some((a) => a.noun === 'Spell' || a.noun === 'Card');
  let step: Step | undefined;
  if (c.take('all colors')) {
    // 105.2: all five colours, which no other colour is left beside ("in addition" and "its only colours" alike).
    const duration = lead ?? readDuration(c);
    if (duration === 'turn' && !spell) step = { do: 'becomeColor', what, colors: ['W', 'U', 'B', 'R', 'G'], duration, addition: true };
  } else if (c.peek() === 'colorless' || (colorLetters[c.peek()] && c.peek(1) !== 'and' && c.peek(1) !== 'or' && c.peek(1) !== ',')) {
    const word = c.next();
    const colors: ColorLetter[] = word === 'colorless' ? [] : [colorLetters[word]];
    const addition = colors.length > 0 && c.take('in addition to its other colors') ? true : undefined;
    // With no duration, for good (611.2a), as of a spell so of a permanent: "Target spell or permanent becomes red."
    const duration = lead ?? readDuration(c) ?? (!addition && c.atSentenceEnd ? 'permanent' : undefined);
    if (duration === 'turn' || duration === 'permanent') step = { do: 'becomeColor', what, colors, duration, ...(addition ? { addition } : {}) };
  } else if (c.takeAny('a', 'an') && !spell) {
    const raw = c.raw();
    const kind = subtypesByType.Creature.includes(raw) && allOf(what, 'Creature') ? 'Creature' : basicLandTypes.includes(raw) && allOf(what, 'Land') ? 'Land' : raw === 'artifact' ? 'Card' : undefined;
    c.next();
    const addition = c.take('in addition to its other types');
    // "Target land becomes a Swamp." with no duration: for good (611.2a, an effect of a resolving ability lasts
    // indefinitely unless it says otherwise).
    const duration = lead ?? readDuration(c) ?? (kind === 'Land' && !addition && c.atSentenceEnd ? 'permanent' : undefined);
    // An artifact "in addition" only: without it the permanent would lose its other card types (205.1a).
    if (kind && (duration === 'turn' || (duration === 'permanent' && kind === 'Land')) && addition === (kind === 'Card')) step = { do: 'becomeType', what, kind, type: kind === 'Card' ? 'Artifact' : raw, duration };
  }
  if (!step) return c.reset(at), undefined;
  return step;
}

/** A target of one card type only ("target creature", "target land"): what a subtype of that type is said of. */
function allOf(what: Ref, noun: string): boolean {
  return what.ref === 'target' && what.filter.alts.every((a) => a.noun === noun);
}

/** The words of such a step, after its object's and before its duration's (`target permanent becomes white until end of turn`). */
export function describeBecome(s: Extract<Step, { do: 'becomeColor' | 'becomeType' }>, what: string, duration: string): string {
  if (s.do === 'becomeType') {
    const only = s.kind === 'Creature' ? ' (its only creature type)' : s.kind === 'Land' ? ' (its only land type, with only that type\'s mana ability)' : ' in addition to its other types';
    return `${what} becomes ${s.kind === 'Card' ? 'an artifact' : withArticle(s.type)}${only} ${duration}`;
  }
  if (s.colors.length === 5) return `${what} becomes all colors ${duration}`;
  const colors = s.colors.length === 0 ? 'colorless' : s.colors.map((l) => colorNames[l]).join(' and ');
  return `${what} becomes ${colors}${s.addition ? ' in addition to its other colors' : ' (its only color)'} ${duration}`;
}
