/**
 * Triggers on a permanent tapped for mana (106.12: "tap a permanent for mana" is activating a mana ability of it with
 * {T} in its cost): `enchanted land is tapped for mana`, `a Forest is tapped for mana`, `a player taps a land for mana`,
 * `an opponent taps a Mountain for mana`, `you tap a Swamp for mana`. Such a trigger's ability that adds mana is itself a
 * mana ability (605.1b).
 */
import { readFilter } from './filters.js';
import type { Trigger } from './types.js';
import type { Cursor } from './words.js';

/**
 * `a player taps a land for mana`, `an opponent taps …`, `you tap …`: the permanent tapped, controlled by that player
 * (only its controller activates its abilities, 602.2). Undefined (cursor unmoved) when not one of these.
 */
export function readPlayerTapsForMana(c: Cursor): Trigger | undefined {
  const at = c.mark();
  const who = c.take('a player taps') ? 'player' : c.take('an opponent taps') ? 'opponent' : c.take('you tap') ? 'you' : undefined;
  if (!who || !c.takeAny('a', 'an')) return c.reset(at), undefined;
  const filter = readFilter(c);
  if (!filter || filter.zone || filter.alts.some((a) => a.props.some((p) => p.is === 'controller' || p.is === 'owner')) || !c.take('for mana')) return c.reset(at), undefined;
  if (who !== 'player') for (const alt of filter.alts) alt.props.push({ is: 'controller', who });
  return { event: 'tapsForMana', subject: { ref: 'each', filter } };
}
