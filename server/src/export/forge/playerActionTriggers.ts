/**
 * Triggers on what a player does to a card: "Whenever you sacrifice another permanent" (Forge's `Sacrificed`), "Whenever an
 * opponent draws a card" (`Drawn`), "Whenever a player cycles a card" (`Cycled`).
 */
import type { Filter, Ref } from '../../language/effects/types.js';
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

/**
 * The trigger lines of a card drawn: by an opponent, Forge's `Drawn` of `Card.OppOwn` (all 4 of its scripts), by any
 * player `Card` (both); by you not yet — Forge's scripts spell it two ways (`Card.YouOwn` in 3 of 5, `Card.YouCtrl` in 2).
 */
export function drawnLines(subject: Ref): TriggerLines {
  const noun = subject.ref === 'each' && subject.filter.alts.length === 1 ? subject.filter.alts[0].noun : undefined;
  if (noun !== 'Opponent' && noun !== 'Player') throw new NotScriptable('a card you draw (Forge\'s scripts spell it two ways; not written yet)');
  return { lines: [[['Mode', 'Drawn'], ['ValidCard', noun === 'Opponent' ? 'Card.OppOwn' : 'Card'], ['TriggerZones', 'Battlefield']]] };
}

/** The trigger lines of any card a player cycles: Forge's `Cycled` of `Card` on the battlefield (both of its scripts of it). */
export function cycledLines(subject: Ref): TriggerLines {
  const [alt] = subject.ref === 'each' ? subject.filter.alts : [];
  if (subject.ref !== 'each' || subject.filter.alts.length !== 1 || alt.noun !== 'Card' || alt.props.length > 0) throw new NotScriptable('what is cycled');
  return { lines: [[['Mode', 'Cycled'], ['ValidCard', 'Card'], ['TriggerZones', 'Battlefield']]], triggered: 'TriggeredCard' };
}
