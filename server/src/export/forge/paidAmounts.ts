/**
 * Amounts of an object named by how the ability got it ("the sacrificed creature's power", "the discarded card's mana
 * value", "the exiled card's toughness", "the artifact's mana value", "that spell's mana value"): written only when the
 * words can name one object, as Forge counts it (exact or nothing).
 */
import type { Amount, Ref, Step } from '../../language/effects/types.js';
import { NotScriptable } from './valid.js';

/** An amount of one object: its power, toughness or mana value. */
export type ObjectAmount = Extract<Amount, { count: 'power' | 'toughness' | 'manaValue' }>;

/** Every amount of one object said in `value` (a step, with its sub-steps and conditions). */
export function objectAmountsIn(value: unknown, out: ObjectAmount[] = []): ObjectAmount[] {
  if (Array.isArray(value)) for (const v of value) objectAmountsIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ((o.count === 'power' || o.count === 'toughness' || o.count === 'manaValue') && o.of && typeof o.of === 'object') out.push(o as unknown as ObjectAmount);
    for (const v of Object.values(o)) objectAmountsIn(v, out);
  }
  return out;
}

/** An amount counted by a word of the rules ("the life lost this way"): the `count` kinds of `Amount`. */
export type CountKind = Extract<Amount, { count: string }>['count'];

/** Every amount of kind `count` said in `value` (steps, with their sub-steps and conditions). */
export function amountsCounting<C extends CountKind>(value: unknown, count: C, out: Extract<Amount, { count: C }>[] = []): Extract<Amount, { count: C }>[] {
  if (Array.isArray(value)) for (const v of value) amountsCounting(v, count, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.count === count) out.push(o as unknown as Extract<Amount, { count: C }>);
    for (const v of Object.values(o)) amountsCounting(v, count, out);
  }
  return out;
}

/** Whether a step sacrifices objects (then "the sacrificed creature" could be its, not the cost's). */
function sacrifices(s: Step): boolean {
  return s.do === 'sacrifice' || s.do === 'sacrificeAny';
}

/** Whether a step discards cards. */
function discards(s: Step): boolean {
  return s.do === 'discard';
}

/** Whether a step exiles cards (then "the exiled card" could be its). */
function exiles(s: Step): boolean {
  return s.do === 'exile' || s.do === 'impulse' || s.do === 'exileOwnCards' || s.do === 'flicker' || (s.do === 'mill' && s.to === 'exile')
    || (s.do === 'wholeGraveyard' && s.to === 'exile') || s.do === 'wholeLibrary' || (s.do === 'searchTheirs' && s.to === 'exile') || (s.do === 'counter' && s.to === 'exile')
    || (s.do === 'fromRevealedHand' && s.libraryPosition === undefined);
}

/**
 * Throws `NotScriptable` when an amount of the ability's steps names an object ambiguously: "the sacrificed creature",
 * "the discarded card", "the exiled card" of the cost when a step sacrifices, discards or exiles too; "the exiled card"
 * of a graveyard target not exiled by exactly one step, or with another graveyard target; "the artifact" when a step
 * creates a token of that kind (a Treasure is an artifact) or sacrifices; a target's amount ("its toughness") beside the
 * cost's object's. Returns the amounts it read (`objectAmountsIn`), for the caller's own checks.
 */
export function checkPaidAmounts(steps: Step[]): ObjectAmount[] {
  const amounts = objectAmountsIn(steps);
  if (amounts.length === 0) return amounts;
  const all = [...steps, ...steps.flatMap((s) => ('win' in s ? [...s.win, ...(('lose' in s && s.lose) || [])] : 'then' in s ? s.then : []))];
  // "… where X is the sacrificed creature's power. You gain life equal to its toughness.": "its" may be the sacrificed
  // creature's as much as the target's.
  const paid = amounts.some((a) => a.of.ref === 'sacrificed' || a.of.ref === 'paid');
  if (paid && amounts.some((a) => a.of.ref === 'target' && !a.byKind && !a.exiledCard && !a.countered)) throw new NotScriptable('"its" after "the sacrificed (discarded, exiled) card" of the cost');
  const graveyardTargets = new Set(objectRefsIn(steps).flatMap((r) => (r.ref === 'target' && r.filter.zone === 'graveyard' ? [r.id] : [])));
  for (const a of amounts) {
    if (a.of.ref === 'sacrificed' && all.some(sacrifices)) throw new NotScriptable('"the sacrificed" object when a step sacrifices too');
    if (a.of.ref === 'paid' && all.some(a.of.how === 'discarded' ? discards : exiles)) throw new NotScriptable(`"the ${a.of.how} card" when a step ${a.of.how === 'discarded' ? 'discards' : 'exiles'} too`);
    const kind = a.byKind;
    if (kind && all.some((s) => (s.do === 'token' && (kind === 'permanent' || s.token.types.some((t) => t.toLowerCase() === kind))) || sacrifices(s))) throw new NotScriptable('"the artifact" (of a kind) when another object of it may be meant');
    if (a.exiledCard) {
      const of = a.of;
      const exiled = all.filter(exiles);
      const one = exiled.length === 1 && exiled[0].do === 'exile' && exiled[0].what.ref === 'target' && of.ref === 'target' && exiled[0].what.id === of.id;
      if (!one || graveyardTargets.size !== 1) throw new NotScriptable('"the exiled card" of more than one card, or of none exiled');
    }
  }
  return amounts;
}

/** Every object reference (`ref`) said in `value`. */
function objectRefsIn(value: unknown, out: Ref[] = []): Ref[] {
  if (Array.isArray(value)) for (const v of value) objectRefsIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.ref === 'string') out.push(o as unknown as Ref);
    for (const v of Object.values(o)) objectRefsIn(v, out);
  }
  return out;
}
