/**
 * The conditions of language/effects/stateConditions.ts as Forge's scripts write a static ability's "as long as" of
 * them: a count compared (`CheckSVar$ X | SVarCompare$ GE2`, `SVar:X:Count$Valid Creature.blockingSource`) or objects
 * present (`IsPresent$ Permanent.Black`). Not written as "Activate only if" (none measured).
 */
import type { Ref, StaticCondition } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';
import type { FaceWriter } from './writer.js';

/** The conditions this module writes. */
export type GameStateCondition = Extract<StaticCondition, { equippedIs: unknown } | { blockedBy: number } | { equipmentAttached: number } | { anyPlayerControls: unknown }
  | { opponentOwnsExiled: true } | { lifeAtLeastStarting: true } | { opponentBelowHalfLife: true }>;

/** True for the conditions this module writes. */
export function isGameStateCondition(a: StaticCondition): a is GameStateCondition {
  return 'equippedIs' in a || 'blockedBy' in a || 'equipmentAttached' in a || 'anyPlayerControls' in a || 'opponentOwnsExiled' in a || 'lifeAtLeastStarting' in a || 'opponentBelowHalfLife' in a;
}

/** A static ability's "as long as" of one of them (of what `affected` is), as Forge's script of each writes it. */
export function gameStateParams(a: GameStateCondition, w: FaceWriter, affected: Ref['ref']): Params {
  // The equipped creature tapped, of other objects: the Equipment's creature counted in that state (`Count$Valid
  // Card.EquippedBy+tapped`, `EQ1`), as Forge's script of each and as a state of the card itself is counted for others.
  if ('equippedIs' in a) {
    if (affected === 'equipped') throw new NotScriptable('"as long as equipped creature is tapped" of the equipped creature');
    return [['CheckSVar', w.svar('X', `Count$Valid Card.EquippedBy+${a.equippedIs}`)], ['SVarCompare', 'EQ1']];
  }
  if ('blockedBy' in a) return [['CheckSVar', w.svar('X', 'Count$Valid Creature.blockingSource')], ['SVarCompare', `GE${a.blockedBy}`]];
  if ('equipmentAttached' in a) return [['CheckSVar', w.svar('X', 'Count$Valid Equipment.Attached')], ['SVarCompare', `GE${a.equipmentAttached}`]];
  // Any player's: present on the battlefield (`IsPresent$ Permanent.Black`, Forge's script of it).
  if ('anyPlayerControls' in a) return [['IsPresent', validOf(a.anyPlayerControls)]];
  // A card in exile an opponent owns: `Count$ValidExile Card.OppCtrl` (an exiled card's controller is its owner, 400.3).
  if ('opponentOwnsExiled' in a) return [['CheckSVar', w.svar('X', 'Count$ValidExile Card.OppCtrl')], ['SVarCompare', 'GE1']];
  // The opponents below half their starting life counted, the engine's default compare (1 or more), as Forge's script of it.
  if ('opponentBelowHalfLife' in a) return [['CheckSVar', w.svar('X', 'PlayerCountOpponents$HasPropertyLessThanHalfStartingLifeTotal')]];
  return [['CheckSVar', w.svar('X', 'Count$YourLifeTotal')], ['SVarCompare', `GE${w.svar('Y', 'Count$YourStartingLife')}`]];
}
