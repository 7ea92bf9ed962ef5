/**
 * "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
 * "… loses all abilities and has base power and toughness 0/1.", "Target creature has base power and toughness 1/1 until
 * end of turn.": a creature's base P/T set (613.4b), its abilities lost (613.1f), its colour and creature type replaced
 * (105.3, 205.1a) — read as an `animate` step that adds no card type.
 */
import { colorLetters, subtypeOf } from './filters.js';
import { isKind } from './refs.js';
import { readDuration, readKeywords } from './stepPhrases.js';
import { restrictionToo } from './turnRestrictions.js';
import type { ColorLetter, Duration, Ref, Step } from './types.js';
import { type Cursor, need } from './words.js';

/**
 * After one creature (`target creature`, or the card itself when `selfCreature`: "~ has base power and toughness 4/2 until
 * end of turn"): the words above, then how long; undefined (the cursor unmoved) if not them.
 */
export function readBaseStats(c: Cursor, what: Ref, lead?: Duration, selfCreature?: boolean): Step | undefined {
  if (!c.at('loses all abilities and') && !c.at('has base power') && !c.at('has base toughness')) return undefined;
  const self = what.ref === 'self' && selfCreature && c.at('has base');
  if (!self && (what.ref !== 'target' || what.max !== 1 || what.min !== 1 || !isKind(what.filter, 'creature'))) return undefined;
  const at = c.mark();
  const losesAbilities = c.take('loses all abilities and') ? true : undefined;
  const colors: ColorLetter[] = [];
  const subtypes: string[] = [];
  if (losesAbilities && c.takeAny('becomes a', 'becomes an')) {
    while (colorLetters[c.peek()] || (c.peek() === 'and' && colorLetters[c.peek(1)])) {
      if (c.next() === 'and') continue;
      colors.push(colorLetters[c.peek(-1)]);
    }
    for (let sub = subtypeOf(c.raw()); sub; sub = subtypeOf(c.raw())) {
      subtypes.push(sub);
      c.next();
    }
    if (subtypes.length === 0 || !c.take('with')) return c.reset(at), undefined;
  } else if (!c.take('has')) return c.reset(at), undefined;
  // "has base power 0 until end of turn", "has base toughness 1": one of the two only (not after "loses all abilities").
  if (!losesAbilities && !c.at('base power and toughness') && c.takeAny('base power', 'base toughness')) {
    const only = c.peek(-1) === 'power' ? 'power' : 'toughness';
    if (!/^\d+$/.test(c.peek())) return c.reset(at), undefined;
    const n = Number(c.next());
    const duration = lead ?? readDuration(c);
    if (!duration) return c.reset(at), undefined;
    return { do: 'animate', what, power: only === 'power' ? n : 0, toughness: only === 'toughness' ? n : 0, only, colors, types: [], subtypes, keywords: [], duration };
  }
  if (!c.take('base power and toughness')) return c.reset(at), undefined;
  const pt = /^(\d+)\/(\d+)$/.exec(c.peek());
  if (!pt) return c.reset(at), undefined;
  c.next();
  const duration = lead ?? need(readDuration(c), c, 'how long');
  return {
    do: 'animate', what, power: Number(pt[1]), toughness: Number(pt[2]), colors, types: [], subtypes, keywords: [], duration,
    replacesColors: colors.length > 0 ? true : undefined, replacesCreatureTypes: subtypes.length > 0 ? true : undefined, losesAbilities,
  };
}

/**
 * After "~ has base power and toughness 4/2 until end of turn": "and gains first strike until end of turn" (the keywords
 * it gains with them, one animation) or "and can't be blocked this turn" (a restriction beside it).
 */
export function selfBaseStatsAnd(c: Cursor, base: Extract<Step, { do: 'animate' }>): Step[] {
  const at = c.mark();
  if (c.take('and gains')) {
    const keywords = readKeywords(c);
    if (keywords && readDuration(c) === 'turn') return [{ ...base, keywords }];
    c.reset(at);
    return [base];
  }
  const rules = restrictionToo(c, 'turn', false).rules;
  return rules ? [base, { do: 'pump', what: base.what, keywords: [], rules, duration: 'turn' }] : [base];
}
