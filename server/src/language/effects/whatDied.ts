/**
 * Intervening ifs of the object a trigger's event moved (603.4): "if it was a Human" (a type it had as it last existed,
 * 603.10a), "if 4 or more damage was dealt to it this turn".
 */
import { subtypesByType } from '../data/rulesData.js';
import { readNumber } from './filters.js';
import type { Condition } from './types.js';
import type { Cursor } from './words.js';

/** Card types and creature types by their lower-case word, for "if it was a Human" / "if it was a creature". */
const typeWords = new Map([...['Creature', 'Artifact', 'Enchantment', 'Land'], ...subtypesByType.Creature].map((t) => [t.toLowerCase(), t]));

/**
 * `it was a Human`, `it was a creature` (a type the object had as it last existed), `4 or more damage was dealt to it this
 * turn`, after "if"; undefined (cursor unmoved) otherwise.
 */
export function readWhatItWas(c: Cursor): Condition | undefined {
  const at = c.mark();
  if (c.take('it was a') || c.take('it was an')) {
    const type = typeWords.get(c.next());
    if (type) return { itWas: type };
    return c.reset(at), undefined;
  }
  const n = readNumber(c);
  if (n !== undefined && c.take('or more damage was dealt to it this turn')) return { damagedThisTurn: n };
  return c.reset(at), undefined;
}
