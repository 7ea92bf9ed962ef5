/**
 * When an ability may be activated or a spell cast, as Forge restricts it: the phases of "Activate only during / before
 * …" (`ActivationPhases$`) and a spell's "Cast this spell only …" (whose turn, its phases, what you control).
 */
import type { CastTiming, Restrictions } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import { validOf } from './valid.js';

/** Forge's `ActivationPhases$` for each "Activate only during / before …" (none for "during your turn"). */
export const activationPhases: Record<NonNullable<Restrictions['during']>, string | undefined> = {
  yourTurn: undefined, yourUpkeep: 'Upkeep', yourTurnBeforeAttackers: 'Upkeep,Draw,Main1,BeginCombat', upkeep: 'Upkeep',
  combat: 'BeginCombat->EndCombat', declareBlockers: 'Declare Blockers', endOfCombat: 'EndCombat',
  beforeBlockers: 'Upkeep->Declare Attackers', beforeCombatDamage: 'Upkeep->Declare Blockers',
};

/** When a spell may be cast, as Forge restricts it: whose turn (`PlayerTurn$`, `OpponentTurn$`) and its phases. */
export function castTimingParams(t: CastTiming): Params {
  const p: Params = [];
  // "Cast this spell only if you control two or more Vampires": Forge's `IsPresent$`/`PresentCompare$` on the spell.
  if (t.ifYouControl) {
    p.push(['IsPresent', validOf(t.ifYouControl.youControl)]);
    if (!(t.ifYouControl.compare === 'GE' && t.ifYouControl.count === 1)) p.push(['PresentCompare', `${t.ifYouControl.compare}${t.ifYouControl.count}`]);
  }
  if (t.turn) p.push([t.turn === 'yours' ? 'PlayerTurn' : 'OpponentTurn', 'True']);
  // "… and only if you've been attacked this step": Forge has no such check and says it as an opponent's turn (5 of 5 of
  // its scripts): in a two-player game, that step of an opponent's turn has attackers (508.8), attacking you or a
  // permanent of yours.
  if (t.attackedThisStep) p.push(['OpponentTurn', 'True']);
  if (t.during) {
    p.push(['ActivationPhases', {
      combat: 'BeginCombat->EndCombat', combatBeforeBlockers: 'BeginCombat->Declare Attackers', combatAfterBlockers: 'Declare Blockers->EndCombat',
      declareAttackers: 'Declare Attackers', declareBlockers: 'Declare Blockers', beforeAttackers: 'Upkeep->BeginCombat', beforeBlockers: 'Upkeep->Declare Attackers',
    }[t.during]]);
  }
  return p;
}
