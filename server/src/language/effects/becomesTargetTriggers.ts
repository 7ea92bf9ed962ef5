/**
 * Triggers on an object becoming the target of a spell or ability (115.1): `~ becomes the target of a spell or ability`,
 * `… of a spell`, `… of an Aura spell`, each maybe `… an opponent controls`.
 */
import { simpleFilter } from './filters.js';
import type { Ref, Trigger } from './types.js';
import type { Cursor } from './words.js';

/** A "becomes the target of" trigger's condition of this subject; undefined (cursor unmoved) when not one of these. */
export function readBecomesTarget(c: Cursor, subject: Ref, orSelf: boolean | undefined): Trigger | undefined {
  const at = c.mark();
  if (!c.take('becomes the target of')) return undefined;
  const trigger: Trigger = { event: 'becomesTarget', subject, orSelf };
  // Spells only (a spell on the stack targets it, 601.2c), not abilities.
  if (c.take('a spell or ability')) { /* any spell or ability */ }
  else if (c.take('a spell')) trigger.bySpell = simpleFilter('Spell');
  else if (c.take('an aura spell')) trigger.bySpell = simpleFilter('Aura');
  else return c.reset(at), undefined;
  if (c.take('an opponent controls')) trigger.byOpponent = true;
  return trigger;
}
