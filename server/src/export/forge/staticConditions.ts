/**
 * A static ability's conditions as Forge's scripts write them: its "as long as" (`Condition$`, `CheckSVar$`,
 * `IsPresent$`) and an activated ability's "Activate only if …" (`Activation$`, `IsPresent$`, `PlayerTurn$`).
 * Exact or nothing: `NotScriptable` otherwise.
 */
import type { Continuous, Filter, StaticCondition } from '../../language/effects/types.js';
import { isColorPair } from '../../language/effects/triggers.js';
import { forgeCounter } from './counters.js';
import { isMoreCondition, moreConditionParams, moreOnlyIfParams } from './moreConditions.js';
import { gameStateParams, isGameStateCondition } from './stateConditions.js';
import type { Params } from './stepContext.js';
import { kindsWith, NotScriptable, validOf } from './valid.js';
import type { FaceWriter } from './writer.js';

/**
 * A static ability's "as long as" as Forge's scripts write it: whose turn as `Condition$ PlayerTurn`/`NotPlayerTurn`;
 * "you control …" as a count of the objects (`CheckSVar$ X | SVarCompare$ GE1`, `SVar:X:Count$Valid …`), the spelling
 * most of Forge's scripts use for it (some write `IsPresent$`, and all do for a planeswalker).
 */
export function asLongAsParams(c: Continuous, w: FaceWriter): Params {
  const a = c.asLongAs;
  if (!a) return [];
  // A state of the card itself is in `Affected$` (`Card.Self+equipped`); for other objects, Forge's scripts count the card
  // in that state (`CheckSVar$ X | SVarCompare$ EQ1`, `SVar:X:Count$Valid Card.Self+untapped`).
  // Counters on the card itself are in `Affected$` (`Card.Self+counters_GE1_P1P1`), as all of Forge's scripts of it write them.
  // Of other objects, the card with them present (`IsPresent$ Card.Self+counters_GE5_QUEST`, both of Forge's scripts of it).
  if ('selfCounters' in a) return c.affected.ref === 'self' ? [] : [['IsPresent', `Card.Self+counters_GE${a.selfCounters.count}_${forgeCounter(a.selfCounters.counter)}`]];
  if ('selfIs' in a) return c.affected.ref === 'self' ? [] : [['CheckSVar', w.svar('X', `Count$Valid Card.Self+${a.selfIs === 'monstrous' ? 'IsMonstrous' : a.selfIs}`)], ['SVarCompare', 'EQ1']];
  // A quality of the enchanted or equipped creature is in `Affected$` (`Creature.EnchantedBy+Blue`).
  if ('attachedIs' in a || 'selfType' in a) return [];
  // A keyword of the card itself: the card with it counted (`Count$Valid Card.Self+withDefender`, `GE1`), as Forge's script of it.
  if ('selfHas' in a) return [['CheckSVar', w.svar('X', `Count$Valid Card.Self+${validOf({ alts: [{ noun: 'Card', props: [{ is: 'keyword', keyword: a.selfHas }] }] }).replace(/^Card\./, '')}`)], ['SVarCompare', 'GE1']];
  // What defending player controls, counted as all of Forge's scripts of it count it (`Count$Valid Artifact.DefenderCtrl`).
  if ('defenderControls' in a) return [['CheckSVar', w.svar('X', `Count$Valid ${defenderValid(a.defenderControls, true)}`)], ['SVarCompare', 'GE1']];
  if ('turn' in a) return [['Condition', a.turn === 'yours' ? 'PlayerTurn' : 'NotPlayerTurn']];
  if ('yours' in a) return yoursParams(a, w);
  if (isMoreCondition(a)) return moreConditionParams(a, w, c.affected.ref);
  if (isGameStateCondition(a)) return gameStateParams(a, w, c.affected.ref);
  if (isMetalcraft(a)) return [['Condition', 'Metalcraft']];
  // "As long as you control a white or black permanent": of what the card itself has, a count (`CheckSVar$`, Forge's one
  // script of it); of other objects, 6 of Forge's 7 scripts test it with `IsPresent$`, but measured, 3 of the 5 such
  // Auras' statics differ from Forge's scripts around it (`Card.EnchantedBy` / `Creature.EnchantedBy`): not written yet.
  if (isColorPair(a.youControl) && c.affected.ref !== 'self') throw new NotScriptable('"as long as you control a … or … permanent" (Forge\'s scripts of it differ around it)');
  // "As long as you control a Teferi planeswalker": Forge's scripts all test a planeswalker's presence with `IsPresent$`.
  if (a.compare === 'GE' && a.count === 1 && a.youControl.alts[0].noun === 'Planeswalker') return [['IsPresent', validOf(a.youControl)]];
  return [['CheckSVar', w.svar('X', `Count$Valid ${validOf(a.youControl, false, { counted: true })}`)], ['SVarCompare', `${a.compare}${a.count}`]];
}

/** Objects of a kind defending player controls, in Forge's words (`Artifact.DefenderCtrl`, `Land.Snow+DefenderCtrl`). */
function defenderValid(filter: Filter, counted: boolean): string {
  return kindsWith(validOf(filter, false, { counted }), 'DefenderCtrl');
}

/** Three or more artifacts you control: the engine's own metalcraft test (the ability word itself means nothing, 207.2c). */
export function isMetalcraft(a: Extract<StaticCondition, { youControl: Filter }>): boolean {
  const [alt] = a.youControl.alts;
  return a.compare === 'GE' && a.count === 3 && a.youControl.alts.length === 1 && alt.noun === 'Artifact' && alt.props.every((p) => p.is === 'controller' && p.who === 'you');
}

/**
 * Your graveyard, hand or life as a static ability's condition: the engine's own tests where the text says exactly theirs
 * (`Condition$ Threshold`: seven or more cards in your graveyard; `Delirium`: four or more card types there; `Hellbent`:
 * no cards in hand; `FatefulHour`: 5 or less life), otherwise a count (`Count$InYourYard`, `InYourHand`, `YourLifeTotal`).
 * Also a step's "If seven or more cards are in your graveyard, …" (stepConditions.ts writes the count as `ConditionCheckSVar$`).
 */
export function yoursParams(a: Extract<StaticCondition, { yours: string }>, w: Pick<FaceWriter, 'svar'>): Params {
  const named = ({ graveyardCards: 'GE7', graveyardCardTypes: 'GE4', handCards: 'EQ0', life: 'LE5' } as Record<string, string>)[a.yours] === `${a.compare}${a.count}`;
  if (named) return [['Condition', ({ graveyardCards: 'Threshold', graveyardCardTypes: 'Delirium', handCards: 'Hellbent', life: 'FatefulHour' } as Record<string, string>)[a.yours]]];
  if (a.yours === 'graveyardCardTypes') throw new NotScriptable('a number of card types in your graveyard other than four');
  // Spell mastery: all 8 of Forge's scripts of it count `Count$ValidGraveyard Instant.YouOwn,Sorcery.YouOwn`.
  const count = { graveyardCards: 'InYourYard', graveyardInstantsSorceries: 'ValidGraveyard Instant.YouOwn,Sorcery.YouOwn', handCards: 'InYourHand', life: 'YourLifeTotal' }[a.yours];
  return [['CheckSVar', w.svar('X', `Count$${count}`)], ['SVarCompare', `${a.compare}${a.count}`]];
}

/**
 * "Activate only if …" as Forge's scripts restrict an activation: the engine's own tests (`Activation$ Threshold`,
 * `Hellbent`, `Delirium`, `Metalcraft`), objects present (`IsPresent$ Wizard.YouCtrl`, `PresentCompare$ GE5`; the card
 * itself: `Card.Self+attacking`), whose turn (`PlayerTurn$`), or a count (`CheckSVar$`).
 */
export function onlyIfParams(a: StaticCondition, w: FaceWriter): Params {
  if ('turn' in a) {
    if (a.turn === 'notYours') throw new NotScriptable('"activate only if it\'s not your turn"');
    return [['PlayerTurn', 'True']];
  }
  if ('attachedIs' in a) throw new NotScriptable('"activate only if" the enchanted or equipped creature is of a kind');
  // "Activate only if defending player controls a snow land": not exact in Forge. Its `DefenderCtrl` is the defending
  // player of the source, or of the creature it is attached to, as an attacker (CardProperty:
  // `getDefendingPlayerRelatedTo`), with no fallback; `IsPresent$` is tested with the ability's host as source, so a
  // host that is not attacking (an artifact, a land, a creature in the opponent's combat) could never activate it.
  // Both of Forge's scripts of it (`IsPresent$ … DefenderCtrl`) have that bug; `DefendingPlayerCtrl` is false in the
  // beginning of combat step (it asks whether the player is attacked), which already has a defending player (506.2).
  if ('defenderControls' in a) throw new NotScriptable('"activate only if" defending player controls something (Forge names that player only while the card itself attacks)');
  if ('selfCounters' in a) throw new NotScriptable('"activate only if" it has counters on it');
  if ('selfType' in a || 'selfHas' in a) throw new NotScriptable('"activate only if" it is of a type or has a keyword');
  if (isMoreCondition(a)) return moreOnlyIfParams(a, w);
  // No Forge script of these as "Activate only if" measured.
  if (isGameStateCondition(a)) throw new NotScriptable('"activate only if" of this state of the game (not written yet)');
  if ('selfIs' in a) return [['IsPresent', `Card.Self+${a.selfIs === 'monstrous' ? 'IsMonstrous' : a.selfIs}`]];
  if ('yours' in a) {
    // "Activate only if you have exactly seven cards in hand": the engine's own test, as Forge's script of it.
    if (a.yours === 'handCards' && a.compare === 'EQ' && a.count > 0) return [['ActivationCardsInHand', String(a.count)]];
    const params = yoursParams(a, w);
    const [key, value] = params[0];
    if (key !== 'Condition') return params;
    if (value === 'FatefulHour') throw new NotScriptable('"activate only if you have 5 or less life"');
    return [['Activation', value]];
  }
  if (isMetalcraft(a)) return [['Activation', 'Metalcraft']];
  const present: Params = [['IsPresent', validOf(whoseFirst(a.youControl))]];
  if (a.compare !== 'GE' || a.count !== 1) present.push(['PresentCompare', `${a.compare}${a.count}`]);
  return present;
}

/**
 * Whose the objects are before their power, toughness or mana value (`Creature.YouCtrl+powerGE4`), as 5 of Forge's 7
 * scripts with both in `IsPresent$` write it.
 */
export function whoseFirst(filter: Filter): Filter {
  return {
    ...filter,
    alts: filter.alts.map((alt) => {
      const stat = alt.props.findIndex((p) => p.is === 'stat');
      if (stat < 0) return alt;
      const owners = alt.props.filter((p) => p.is === 'controller');
      const rest = alt.props.filter((p) => p.is !== 'controller');
      const at = rest.findIndex((p) => p.is === 'stat');
      return { ...alt, props: [...rest.slice(0, at), ...owners, ...rest.slice(at)] };
    }),
  };
}
