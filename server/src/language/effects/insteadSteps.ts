/**
 * A sentence that swaps other steps in for the sentence before it, if a condition holds as the effect resolves (614.1a):
 * "Target creature gets -1/-1 until end of turn. Threshold — If seven or more cards are in your graveyard, instead destroy
 * that creature.", "Counter target spell unless its controller pays {1}. If you control a creature with power 4 or
 * greater, counter that spell instead.", "… Hellbent — Destroy those creatures instead if you have no cards in hand."
 * Both ways are kept, each with the condition it is done under; the same step with another number is insteadAmounts'.
 */
import { readStateCondition } from './conditions.js';
import { mergeInstead, shape } from './insteadAmounts.js';
import type { ReadContext } from './refs.js';
import type { EntryCondition, StaticCondition } from './staticTypes.js';
import { isConditional } from './stepConditionKeys.js';
import type { Step } from './types.js';
import { readThisTurn } from './moreConditions.js';
import { readYouControl } from './triggers.js';
import { Cursor, Unread, type Word } from './words.js';

type ReadWords = (w: Word[], ctx: ReadContext) => Step[];

/**
 * What you control, whose turn it is, your graveyard, hand or life, the city's blessing, what happened this turn (raid,
 * morbid, revolt);
 * undefined (the cursor where it was) otherwise.
 */
function readCondition(c: Cursor): StaticCondition | EntryCondition | undefined {
  const at = c.mark();
  const happened = readThisTurn(c);
  if (happened) return happened;
  const state = readYouControl(c) ?? readStateCondition(c);
  if (state && ('youControl' in state || 'turn' in state || 'yours' in state || 'blessing' in state)) return state;
  c.reset(at);
  return undefined;
}

/** A step that has no condition of its own, is done now and is not a choice. */
function plain(s: Step): boolean {
  return !isConditional(s) && !s.instead && !s.delayed && !s.optional;
}

/** No sentence ends among the words, but for "… that creature. It can't be regenerated." (read with the destroy). */
function oneSentence(w: Word[]): boolean {
  return w.every((x, i) => x.t !== '.' || i === w.length - 1 || new Cursor(w.slice(i + 1)).at("it can't be regenerated") || new Cursor(w.slice(i + 1)).at("they can't be regenerated"));
}

/**
 * The sentence's condition and the words of the steps done instead: `if <condition> , instead <steps>`, `if <condition> ,
 * <steps> instead .`, `<steps> instead if <condition> .` — the last sentence of the text; undefined otherwise.
 */
function readForm(c: Cursor): { condition: StaticCondition | EntryCondition; words: Word[] } | undefined {
  const w = c.w;
  const end = w[w.length - 1]?.t === '.' ? w.length - 1 : w.length;
  if (c.take('if')) {
    const condition = readCondition(c);
    if (!condition || !c.take(',')) return undefined;
    // "instead only you draw a card": "only" says no more than "instead" does.
    if (c.take('instead')) return c.take('only'), oneSentence(w.slice(c.i)) ? { condition, words: w.slice(c.i) } : undefined;
    const words = w.slice(c.i, end - 1);
    return w[end - 1]?.t === 'instead' && oneSentence(words) ? { condition, words } : undefined;
  }
  const k = w.findIndex((x, i) => i >= c.i && x.t === 'instead' && w[i + 1]?.t === 'if');
  if (k < 0 || !oneSentence(w.slice(c.i, k))) return undefined;
  const after = new Cursor(w.slice(k + 2, end));
  const condition = readCondition(after);
  return condition && after.done ? { condition, words: w.slice(c.i, k) } : undefined;
}

/**
 * At the start of a sentence after `before` (the steps of the sentence before, or of a spell's line before): a last
 * sentence whose steps are done instead of those if a condition holds. Both are marked with the condition (`instead`) and
 * the new steps returned, the cursor at the text's end (none when they are the step before with another number, merged
 * into it); undefined (the cursor unmoved) if the words are not such a sentence, its steps are unread, or either side
 * already has a condition of its own.
 */
export function readInsteadSteps(c: Cursor, before: Step[], ctx: ReadContext, read: ReadWords): Step[] | undefined {
  if (before.length === 0 || !c.w.slice(c.i).some((x) => x.t === 'instead')) return undefined;
  const at = c.mark();
  const form = readForm(c);
  let steps: Step[] | undefined;
  try {
    steps = form ? read(form.words, ctx) : undefined;
  } catch (e) {
    if (!(e instanceof Unread)) throw e;
  }
  // The same step with another number is one step whose number depends on the condition (insteadAmounts): "You gain 4
  // life. If a creature died this turn, you gain 8 life instead." (no steps of its own).
  const sameStep = steps?.length === 1 && shape(steps[0]) === shape(before[before.length - 1]);
  // (Merged at once: the rest of the text is this sentence, read whole.)
  const merge = form && steps && sameStep ? mergeInstead(before, steps, form.condition) : undefined;
  if (merge) return merge(), c.reset(c.w.length), [];
  // "… instead ~ deals 4 damage to that creature and 4 damage to that creature's controller": a step done both ways is
  // done whatever the condition; not read as such yet.
  const repeated = steps?.some((s) => before.some((b) => JSON.stringify(b) === JSON.stringify(s)));
  if (!form || !steps || steps.length === 0 || sameStep || repeated || !before.every(plain) || !steps.every(plain)) return c.reset(at), undefined;
  for (const s of before) s.instead = { condition: form.condition, replaced: true };
  for (const s of steps) s.instead = { condition: form.condition, replaced: false };
  c.reset(c.w.length);
  return steps;
}
