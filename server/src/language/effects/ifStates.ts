/**
 * A sentence of steps that happens only if the game's state is so as it resolves: "If it's your turn, scry 2.",
 * threshold's "If seven or more cards are in your graveyard, …", spell mastery's "If there are two or more instant and/or
 * sorcery cards in your graveyard, …", addendum's "If you cast this spell during your main phase, …" (not an intervening
 * "if", 603.4: a condition of the steps after it, checked as they resolve).
 */
import { readStateCondition } from './conditions.js';
import { readCounterKind } from './counters.js';
import { readFilter, readNumber } from './filters.js';
import { readCountersOnSelf } from './moreConditions.js';
import { type ReadContext, readObjectRef } from './refs.js';
import { readPresenceCondition } from './revealOrPay.js';
import type { Filter, Ref, Step, StepState } from './types.js';
import type { Cursor } from './words.js';
import { colorLetters } from './filterWords.js';

/**
 * The conditions a sentence of steps may have: whose turn it is, your graveyard, hand and life. Others a static ability's
 * "as long as" reads are left to their own readers ("if you control …") or say "it" of what a step may have named
 * ("If it's attacking, …"): not read here.
 */
function isStepState(s: StepState): boolean {
  return 'turn' in s || 'yours' in s || 'castInMainPhase' in s || 'castFromGraveyard' in s || 'presence' in s || 'youControlEach' in s;
}

/** `you control a blue permanent and a black permanent ,`: each of two kinds, one object of each (no zone, no "other"). */
function readYouControlEach(c: Cursor): StepState | undefined {
  const at = c.mark();
  const one = (): Filter | undefined => {
    if (!c.takeAny('a', 'an')) return undefined;
    const f = readFilter(c);
    return f && !f.zone && !f.plural && f.alts.length === 1 && !f.alts[0].props.some((p) => p.is === 'controller' || p.is === 'other') ? f : undefined;
  };
  const first = c.take('you control') ? one() : undefined;
  const second = first && c.take('and') ? one() : undefined;
  if (!first || !second || !c.take(',')) return c.reset(at), undefined;
  for (const f of [first, second]) f.alts[0].props.push({ is: 'controller', who: 'you' });
  return { youControlEach: [first, second] };
}

/**
 * `If it's your turn,`, `If you control a blue permanent and a black permanent,`, `If seven or more cards are in your
 * graveyard,`, `If you cast this spell during your main phase,` (also `then if …`) up to its comma; undefined (the cursor
 * where it was) otherwise.
 */
export function readIfState(c: Cursor): StepState | undefined {
  const at = c.mark();
  if (!(c.take('if') || c.take('then if'))) return undefined;
  const both = readYouControlEach(c);
  if (both) return both;
  const state: StepState | undefined = c.take('you cast this spell during your main phase') || c.take('you cast ~ during your main phase') ? { castInMainPhase: true }
    : c.take('this spell was cast from a graveyard') || c.take('~ was cast from a graveyard') ? { castFromGraveyard: true } : readPresenceCondition(c) ?? readStateCondition(c);
  if (!state || !isStepState(state) || !c.take(',')) return c.reset(at), undefined;
  return state;
}

/** `If there are no depletion counters on ~,` (a sentence's start): the counter kind; "it" after it is the card itself. */
export function readIfNoCounters(c: Cursor, ctx: ReadContext): string | undefined {
  const at = c.mark();
  if (!c.take('if')) return undefined;
  const counted = readCountersOnSelf(c);
  if (!counted || !('countersOnSelf' in counted) || counted.countersOnSelf.compare !== 'EQ' || counted.countersOnSelf.count !== 0 || !c.take(',')) return c.reset(at), undefined;
  ctx.it = { ref: 'self' };
  return counted.countersOnSelf.counter;
}

/** `Then if it has three or more +1/+1 counters on it,` (a sentence's start, "it" the object named before). */
export function readIfCountersOnIt(c: Cursor, ctx: ReadContext): Step['ifCountersOn'] {
  const at = c.mark();
  if (!(c.take('then if') || c.take('if')) || !c.at('it has')) return c.reset(at), undefined;
  const what = readObjectRef(c, ctx);
  const n = what && c.take('has') ? readNumber(c) : undefined;
  const counter = n !== undefined && c.take('or more') ? readCounterKind(c) : undefined;
  if (!what || n === undefined || !counter || !c.take('counters on it ,')) return c.reset(at), undefined;
  return { what, counter, atLeast: n };
}


/**
 * `if it's blue` after a sentence's one step (the sentence's end): "it" is that step's object, the equipped or enchanted
 * creature, checked as the step resolves (not an intervening "if", 603.4); undefined (the cursor where it was) otherwise.
 */
export function readIfItsColor(c: Cursor, clause: Step[]): Step['ifItsColor'] {
  const at = c.mark();
  const step = clause.length === 1 ? clause[0] : undefined;
  const what = step && 'what' in step && typeof step.what === 'object' && step.what && 'ref' in step.what ? (step.what as Ref) : undefined;
  if (!what || (what.ref !== 'equipped' && what.ref !== 'enchanted') || !c.take("if it's")) return c.reset(at), undefined;
  const color = colorLetters[c.peek()];
  if (!color) return c.reset(at), undefined;
  c.next();
  if (!c.done && c.peek() !== '.') return c.reset(at), undefined;
  return { what, color };
}

/**
 * "if this spell was kicked with its {2}{R} kicker ," (702.33d, of one of a spell's kicker costs): that cost's mana symbols
 * (undefined, the cursor where it was, otherwise).
 */
export function readKickedWith(c: Cursor): string[] | undefined {
  const at = c.mark();
  if (!c.take('if ~ was kicked with its') && !c.take('if this spell was kicked with its')) return undefined;
  const symbols: string[] = [];
  while (!c.done && /^\{[^}]+\}$/.test(c.peek())) symbols.push(c.next().slice(1, -1).toUpperCase());
  if (symbols.length > 0 && c.take('kicker ,')) return symbols;
  c.reset(at);
  return undefined;
}
