/**
 * The cast triggers of other spells in Forge's words: `SpellCast` of the spells a filter allows, by whom, from where, in
 * whose turn, and "… or a Plains enters the battlefield under your control" as a second line.
 */
import type { Trigger } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import type { TriggerLines } from './triggers.js';
import { kindsWith, NotScriptable, validOf } from './valid.js';

/** The lines of "Whenever you (an opponent, a player) cast …" of a spell other than the card itself. */
export function castLines(t: Trigger): TriggerLines {
  // "Whenever you cast your second spell each turn": Forge's count of the spells you cast this turn, and
  // `NoResolvingCheck$` (the count is not checked again as it resolves), as both of its scripts of it.
  if (t.nth === 2 && t.whose === 'you') return { lines: [[['Mode', 'SpellCast'], ['ValidCard', 'Card.YouCtrl'], ['TriggerZones', 'Battlefield'], ['NoResolvingCheck', 'True']]], triggered: 'TriggeredCard', triggeredPlayer: 'TriggeredActivator' };
  if (t.nth !== undefined) throw new NotScriptable('the nth spell cast this turn');
  // "Whenever a player casts …": Forge's scripts leave the caster out (any player is the default).
  const player: Params = t.whose === 'you' ? [['ValidActivatingPlayer', 'You']] : t.whose === 'opponent' ? [['ValidActivatingPlayer', 'Opponent']] : [];
  // Cast from a graveyard or from exile: Forge's card property `wasCastFrom<Zone>` on each kind of spell.
  const from = t.castFrom === 'graveyard' ? 'wasCastFromGraveyard' : t.castFrom === 'exile' ? 'wasCastFromExile' : undefined;
  const valid = from ? kindsWith(validOf(t.spell!), from) : validOf(t.spell!);
  // "during your turn" / "during an opponent's turn": Forge's `PlayerTurn$` / `OpponentTurn$` (8 of 8 of its scripts).
  const turn: Params = t.turn ? [[t.turn === 'yours' ? 'PlayerTurn' : 'OpponentTurn', 'True']] : [];
  const cast: Params = [['Mode', 'SpellCast'], ['ValidCard', valid], ...player, ['TriggerZones', 'Battlefield'], ...turn];
  // "… or a Plains enters the battlefield under your control": a ChangesZone line of it too, from any zone, on the
  // battlefield (2 of 2 of Forge's scripts of it); the effect names neither object (see triggerContext).
  if (t.orEnters) return { lines: [cast, [['Mode', 'ChangesZone'], ['Origin', 'Any'], ['Destination', 'Battlefield'], ['ValidCard', validOf(t.orEnters)], ['TriggerZones', 'Battlefield']]] };
  return { lines: [cast], triggered: 'TriggeredCard', triggeredPlayer: 'TriggeredActivator' };
}
