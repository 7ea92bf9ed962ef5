/**
 * An upkeep cost a static ability gives in quotes (`All creatures have "At the beginning of your upkeep, sacrifice this
 * creature unless you pay {1}."`, `Enchanted creature has "Cumulative upkeep {1}."`) as the keyword Forge's scripts give:
 * `UpkeepCost:1`, `UpkeepCost:PayLife<1>`, `Cumulative upkeep:1`, and a cumulative cost other than mana with its words
 * (`Cumulative upkeep:PayLife<1>:Pay 1 life.`), as all 6 of Forge's scripts of them.
 */
import type { Continuous } from '../../language/effects/types.js';
import type { FaceInfo } from './abilities.js';
import { costOf } from './costs.js';

/** The `AddKeyword$` keyword of the upkeep cost. */
export function upkeepKeyword(upkeep: NonNullable<Continuous['upkeep']>, face: FaceInfo): string {
  const cost = costOf(upkeep.cost, face.declarations);
  if (!upkeep.cumulative) return `UpkeepCost:${cost}`;
  return upkeep.cost.every((p) => p.pay === 'mana') ? `Cumulative upkeep:${cost}` : `Cumulative upkeep:${cost}:${upkeep.text.replace(/\.?$/, '.')}`;
}
