/**
 * A trigger's intervening "if" (603.4) as Forge's trigger parameters: what is present (`IsPresent$`, `PresentCompare$`),
 * a count's SVar, a life total, a werewolf's condition.
 */
import type { Trigger } from '../../language/effects/types.js';
import { wordTable } from '../../language/effects/wordTable.js';
import { castConditionParams, isCastCondition } from './castConditions.js';
import { mostControllingPlayer, singleTypeValid } from './mostControl.js';
import type { Params } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';

const selfStates: Record<string, string> = wordTable({ Enchantment: 'Enchantment', enchanted: 'enchanted', monstrous: 'IsMonstrous', renowned: 'IsRenowned' });

/**
 * An intervening "if" as Forge's trigger parameters (`IsPresent$`, `PresentCompare$`, a werewolf's condition, a count of
 * the cards in the hand of the player whose step it is, a life total). `svar` adds an SVar and returns its name.
 */
export function conditionParams(t: Trigger, svar: (base: string, value: string) => string): Params {
  const c = t.condition;
  if (!c) return [];
  if (isCastCondition(c)) return castConditionParams(c);
  if ('noneOnBattlefield' in c) return [['IsPresent', validOf(c.noneOnBattlefield)], ['PresentCompare', 'EQ0']];
  // "if there are fewer than six creature cards in your graveyard": Forge's one script of it (`PresentZone$ Graveyard`).
  if ('inYourGraveyard' in c) return [['IsPresent', validOf(c.inYourGraveyard, false, { bareInZone: true })], ['PresentZone', 'Graveyard'], ['PresentCompare', `LT${c.fewerThan}`]];
  // "if you have four or more creature cards in your graveyard": Forge's one script of it names the graveyard's player.
  if ('graveyardAtLeast' in c) return [['IsPresent', validOf(c.graveyardAtLeast, false, { bareInZone: true })], ['PresentZone', 'Graveyard'], ['PresentPlayer', 'You'], ['PresentCompare', `GE${c.count}`]];
  // "if a +1/+1 counter was put on a permanent under your control this turn": Forge's count of such counters this turn,
  // checked with the comparison's default (1 or more), as its one script of it.
  if ('counterPutOnYoursThisTurn' in c) return [['CheckSVar', svar('X', `Count$CountersAddedToPermYouCtrl ${c.counterPutOnYoursThisTurn}`)]];
  // "if you didn't lose life this turn": Forge's count of the life you lost this turn, none (its one script of it).
  if ('noLifeLostThisTurn' in c) return [['CheckSVar', svar('X', 'Count$LifeYouLostThisTurn')], ['SVarCompare', 'EQ0']];
  // "if you drew two or more cards this turn": Forge's count of the cards you drew this turn (its one script of it).
  if ('drewThisTurn' in c) return [['CheckSVar', svar('X', 'Count$YouDrewThisTurn')], ['SVarCompare', `GE${c.drewThisTurn}`]];
  // "if ~ dealt damage to an opponent this turn": the card itself so (`Card.Self+dealtDamageToOppThisTurn`, Forge's one script of it).
  if ('selfDealtDamageToOpponent' in c) return [['IsPresent', 'Card.Self+dealtDamageToOppThisTurn']];
  // "if a planeswalker entered the battlefield under your control this turn": Forge's count of the permanents of the kind
  // that entered this turn (`Count$ThisTurnEntered_Battlefield_Planeswalker.YouCtrl`, both of its scripts of it).
  if ('enteredUnderYourControl' in c) {
    const kind = singleTypeValid(c.enteredUnderYourControl, 'a permanent that entered this turn');
    return [['CheckSVar', svar('X', `Count$ThisTurnEntered_Battlefield_${kind}.YouCtrl`)], ['SVarCompare', 'GE1']];
  }
  if ('playerControlsMost' in c) return [['CheckDefinedPlayer', mostControllingPlayer(c.playerControlsMost)]];
  if ('onBattlefield' in c) return [['IsPresent', validOf(c.onBattlefield)], ['PresentCompare', `GE${c.atLeast}`]];
  if ('monarch' in c) return [['CheckDefinedPlayer', c.monarch === 'you' ? 'You.isMonarch' : 'Opponent.isMonarch']];
  // Delirium: Forge's `Delirium$ True` (all 4 of Forge's scripts of such a trigger).
  if ('delirium' in c) return [['Delirium', 'True']];
  // Life gained this turn: Forge's count of it (both of its scripts of such a trigger).
  if ('lifeGainedThisTurn' in c) return [['CheckSVar', svar('X', 'Count$LifeYouGainedThisTurn')], ['SVarCompare', `GE${c.lifeGainedThisTurn}`]];
  // A Desert you control or in your graveyard: Forge's `Desert$ True` (all 3 of Forge's scripts of such a trigger).
  if ('desert' in c) return [['Desert', 'True']];
  // Revolt: Forge's `Revolt$ True` (all 6 of Forge's scripts of such a trigger).
  if ('revolt' in c) return [['Revolt', 'True']];
  // Morbid: Forge's count of the creatures put into a graveyard from the battlefield this turn (all 4 of its scripts).
  // Raid: Forge's scripts count the attackers you declared this turn (`CheckSVar$` of `Count$AttackersDeclared`, 6 of 6).
  // Written of a beginning-of-step trigger only: of other events, measured, a target spelled otherwise (not written yet).
  if ('attacked' in c) {
    if (t.event !== 'phase') throw new NotScriptable('"if you attacked this turn" (raid) of another event than a step (not written yet)');
    return [['CheckSVar', svar('X', 'Count$AttackersDeclared')]];
  }
  if ('creatureDied' in c) return [['CheckSVar', svar('Morbid', 'Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature')], ['SVarCompare', 'GE1']];
  // "if you lost life last turn": Forge's count of the life its controller lost last turn (both of its scripts of it).
  if ('lifeLostLastTurn' in c) return [['CheckSVar', svar('X', 'Count$Controller$LifeLostLastTurn')], ['SVarCompare', 'GE1']];
  // "if ~ attacked or blocked this combat": the card itself, an attacker or a blocker in it, as all 4 of Forge's scripts of it.
  if ('selfAttackedOrBlocked' in c) return [['IsPresent', 'Card.Self+attackedThisCombat,Card.Self+blockedThisCombat']];
  if ('damagedThisTurn' in c || 'itWas' in c) return [];
  if ('selfInYourGraveyard' in c) return selfInGraveyardParams(t);
  // "At the beginning of your upkeep, if ~ is in the command zone": the card there, the trigger working from there
  // (`IsPresent$ Card.Self | PresentZone$ Command | TriggerZones$ Command`), as Forge's one script of it.
  if ('selfInCommandZone' in c) {
    if (t.event !== 'phase' || t.phase !== 'upkeep' || t.whose !== 'you') throw new NotScriptable('"if ~ is in the command zone" of another event (not written yet)');
    return [['IsPresent', 'Card.Self'], ['PresentZone', 'Command'], ['TriggerZones', 'Command']];
  }
  if ('selfTapped' in c) return [['IsPresent', c.selfTapped ? 'Card.Self+tapped' : 'Card.Self+untapped']];
  // "Whenever ~ attacks, if defending player controls no Walls": none of them among its defending player's, on the
  // battlefield (as both of Forge's scripts of it).
  if ('defenderControlsNo' in c) {
    if (t.event !== 'attacks' || t.subject.ref !== 'self' || t.orSelf) throw new NotScriptable('"if defending player controls no …" of another event');
    return [['IsPresent', validOf(c.defenderControlsNo, false, { defenderCtrl: true })], ['PresentCompare', 'EQ0'], ['TriggerZones', 'Battlefield']];
  }
  // "if ~ is an enchantment" (enchanted, monstrous, renowned): the card itself so, as Forge's scripts of them
  // (`Card.Self+Enchantment`, 7 of 7; `+enchanted`, `+IsMonstrous`, `+IsRenowned`, 1 of 1 each).
  if ('selfIs' in c) return [['IsPresent', `Card.Self+${selfStates[c.selfIs]}`]];
  // "that player" of a step's trigger that names a player ("each player's upkeep", "each opponent's end step") is the
  // active player (Forge's `ActivePlayer`); of "each end step", "each combat" or another event, not written (it refers
  // to no one).
  const thatPlayer = (who: 'you' | 'thatPlayer'): void => {
    if (who === 'thatPlayer' && (t.event !== 'phase' || t.whose === undefined || t.whose === 'you' || t.whose === 'each')) throw new NotScriptable('"that player" of this event in the condition');
  };
  // That player's domain: Forge's count of the basic land types among the active player's lands (its one script of it).
  if ('thatPlayerDomain' in c) {
    thatPlayer('thatPlayer');
    return [['CheckSVar', svar('X', 'Count$DomainActivePlayer')], ['SVarCompare', `GE${c.thatPlayerDomain}`]];
  }
  if ('cardsInHand' in c) {
    thatPlayer(c.cardsInHand);
    // Forge's scripts count the active player's hand with an SVar, and yours with a present-card check.
    if (c.cardsInHand === 'thatPlayer') return [['CheckSVar', svar('X', 'Count$ValidHand Card.ActivePlayerCtrl')], ['SVarCompare', `${c.compare}${c.count}`]];
    const p: Params = [['IsPresent', 'Card.YouCtrl'], ['PresentZone', 'Hand']];
    if (!(c.compare === 'GE' && c.count === 1)) p.push(['PresentCompare', `${c.compare}${c.count}`]);
    return p;
  }
  // "if you have 200 or more cards in your library": as the hand's check, in the library (Forge's one script of it).
  if ('cardsInLibrary' in c) return [['IsPresent', 'Card.YouCtrl'], ['PresentZone', 'Library'], ['PresentCompare', `GE${c.count}`]];
  if ('thatPlayerControls' in c) {
    thatPlayer('thatPlayer');
    // Forge's scripts of it (2 of 2): the active player's permanents, `PresentCompare$ GE1` written out.
    return [['IsPresent', validOf(c.thatPlayerControls, false, { thatPlayerCtrl: 'ActivePlayerCtrl' })], ['PresentCompare', 'GE1']];
  }
  if ('life' in c) {
    thatPlayer(c.life);
    return [['LifeTotal', c.life === 'you' ? 'You' : 'ActivePlayer'], ['LifeAmount', `${c.compare}${c.count}`]];
  }
  if ('spellsLastTurn' in c) {
    if (t.event !== 'phase' || t.phase !== 'upkeep' || t.whose !== 'each') throw new NotScriptable('a spell count outside a werewolf trigger');
    return [[c.spellsLastTurn === 'none' ? 'WerewolfTransformCondition' : 'WerewolfUntransformCondition', 'True']];
  }
  const p: Params = [['IsPresent', validOf(c.youControl)]];
  if (!(c.compare === 'GE' && c.count === 1)) p.push(['PresentCompare', `${c.compare}${c.count}`]);
  return p;
}

/**
 * "At the beginning of your upkeep, if ~ is in your graveyard": the card itself there (`IsPresent$ Card.StrictlySelf |
 * PresentZone$ Graveyard | PresentPlayer$ You`, the trigger working from the graveyard), as 2 of Forge's 3 scripts of such
 * an upkeep trigger. Of other events, Forge's scripts name the card's player in some and not others: not written.
 */
function selfInGraveyardParams(t: Trigger): Params {
  if (t.event !== 'phase' || t.phase !== 'upkeep' || t.whose !== 'you') throw new NotScriptable('"if ~ is in your graveyard" of another event (Forge\'s scripts spell it several ways)');
  return [['IsPresent', 'Card.StrictlySelf'], ['PresentZone', 'Graveyard'], ['PresentPlayer', 'You'], ['TriggerZones', 'Graveyard']];
}
