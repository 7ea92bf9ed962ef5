/**
 * "Whenever you sacrifice another permanent": Forge's `Sacrificed` trigger of a permanent of a kind you sacrifice.
 */
import type { Filter } from '../../language/effects/types.js';
import type { TriggerLines } from './triggers.js';
import { NotScriptable } from './valid.js';

/**
 * The trigger lines of a permanent of a kind you sacrifice: "another permanent" as both of Forge's scripts of it
 * (`ValidCard$ Permanent.Other | TriggerZones$ Battlefield | ValidPlayer$ You`); a kind of permanent ("a creature", "a
 * Clue") not yet — Forge's scripts spell it two ways (`Creature.YouCtrl` in 4 of 7, `Creature | ValidPlayer$ You` in 3).
 */
export function sacrificedLines(filter: Filter): TriggerLines {
  const [alt] = filter.alts;
  if (filter.alts.length !== 1 || alt.noun !== 'Permanent' || alt.props.length !== 1 || alt.props[0].is !== 'other') {
    throw new NotScriptable('a permanent of a kind you sacrifice (Forge\'s scripts spell it two ways; not written yet)');
  }
  return { lines: [[['Mode', 'Sacrificed'], ['ValidCard', 'Permanent.Other'], ['TriggerZones', 'Battlefield'], ['ValidPlayer', 'You']]], triggered: 'TriggeredCard' };
}
