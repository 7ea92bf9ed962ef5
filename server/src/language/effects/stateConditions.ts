/**
 * Conditions of a static ability's "as long as" on the state of the game around the card (611.3a), beside the ones in
 * conditions.ts and moreConditions.ts: the equipped creature tapped or untapped, the creatures blocking the card, the
 * Equipment attached to it, what any player controls, a card an opponent owns in exile, your life total against your
 * starting life total, an opponent's below half theirs.
 */
import { readFilter, readNumber } from './filters.js';
import type { StaticCondition } from './types.js';
import type { Cursor } from './words.js';

/** `equipped creature is tapped` / `… untapped` (of what else the Equipment affects). */
function readEquippedState(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (!c.take('equipped creature is')) return undefined;
  const state = c.takeAny('tapped', 'untapped');
  if (state === 'tapped' || state === 'untapped') return { equippedIs: state };
  return c.reset(at), undefined;
}

/** `two or more creatures are blocking it`, `two or more Equipment are attached to it` (the card itself). */
function readAroundSelf(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  const n = readNumber(c);
  if (n !== undefined && c.take('or more')) {
    if (c.take('creatures are blocking it')) return { blockedBy: n };
    if (c.take('equipment are attached to it')) return { equipmentAttached: n };
  }
  return c.reset(at), undefined;
}

/** `any player controls a black permanent`: one or more of that kind on the battlefield, whoever controls them. */
function readAnyPlayerControls(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  const f = c.take('any player controls') && c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (f && !f.zone && !f.plural && f.alts.length === 1 && f.alts[0].props.every((p) => p.is !== 'controller' && p.is !== 'other' && p.is !== 'owner')) return { anyPlayerControls: f };
  return c.reset(at), undefined;
}

/** One of the conditions of the module's doc; undefined (the cursor where it was) if unknown. */
export function readGameAroundCard(c: Cursor): StaticCondition | undefined {
  if (c.take('an opponent owns a card in exile')) return { opponentOwnsExiled: true };
  if (c.take('your life total is greater than or equal to your starting life total')) return { lifeAtLeastStarting: true };
  if (c.take("an opponent's life total is less than half their starting life total")) return { opponentBelowHalfLife: true };
  return readEquippedState(c) ?? readAroundSelf(c) ?? readAnyPlayerControls(c);
}
