/**
 * Checks of the choices a card makes as it enters ("As ~ enters, choose a color / a creature type / an opponent"): Forge
 * reads "the chosen …" as the card's `ChosenColor`, `ChosenType`, `ChosenPlayer`, which only its `ChooseOnEntering`
 * replacement sets. An ability that reads a choice the card does not make that way is not written.
 */
import type { AbilityEffect } from '../../language/effects/types.js';
import { NotScriptable } from './valid.js';

/** True when an ability's model speaks of "the chosen type" (a filter's `chosenType`) or of another choice (`chosenColor`). */
function chosenType(e: AbilityEffect, prop = 'chosenType'): boolean {
  return modelText(e).includes(`"is":"${prop}"`);
}

/** The parts of an ability's model that may name a choice the card made as it entered, as JSON. */
function modelText(e: AbilityEffect): string {
  return JSON.stringify([e.steps, e.modes, e.continuous, e.costChange, e.cost, e.trigger, e.restrictions, e.additionalCost, e.payToDo, e.enchant, e.replacement]);
}

/**
 * Throws `NotScriptable` when `effect` reads a choice that the card (all its abilities, `effects`) does not make as it
 * enters, or makes a creature-type choice that would overwrite the one it made then.
 */
export function checkEnteredChoices(effect: AbilityEffect, effects: AbilityEffect[]): void {
  const choosesCreatureType = effects.some((e) => e.replacement?.choose === 'creatureType');
  const choosesPlayer = effects.some((e) => e.replacement?.choose === 'opponent' || e.replacement?.choose === 'player');
  const choosesColor = effects.some((e) => e.replacement?.choose === 'color');
  // "of the chosen type" is the creature type the card chose as it entered (Forge's `ChosenType`, set by its
  // `ChooseType` as it enters): a card that chooses no creature type that way (a card type, a choice it does not say)
  // would count a type never chosen.
  // An ability that chooses a creature type itself ("Choose a creature type. …") sets the card's one chosen type: on a
  // card that chose one as it entered, it would change that one too.
  const choosesNow = effect.steps?.some((s) => s.do === 'chooseType') ?? false;
  if (choosesNow && choosesCreatureType) throw new NotScriptable('a creature type chosen by an ability of a card that chose one as it entered');
  if (effect.steps?.some((s) => s.do === 'preventNextFromSource' && s.chosenColor) && !choosesColor) throw new NotScriptable('"of the chosen color" on a card that chooses no color as it enters');
  if (effect.continuous?.some((c) => c.keywords.includes('Protection from the chosen color')) && !choosesColor) throw new NotScriptable('"protection from the chosen color" on a card that chooses no color as it enters');
  // "of the chosen color" is Forge's `ChosenColor`, the colour its `ChooseColor` set as the card entered.
  // A state trigger of it ("When you control no permanents of the chosen color"): Forge's one script of it counts them
  // in an SVar (`CheckSVar$`), unlike its other state triggers' `IsPresent$`: not written yet.
  const ofChosenColor = chosenType(effect, 'chosenColor');
  if (ofChosenColor && effect.trigger?.event === 'state') throw new NotScriptable('a state trigger of the chosen color (not written yet)');
  if (effect.continuous?.some((c) => c.chosenLandType) && !effects.some((e) => e.replacement?.choose === 'basicLandType')) throw new NotScriptable('"the chosen type" of a land on a card that chooses no basic land type as it enters');
  if (effect.continuous?.some((c) => c.maxHandSize?.of === 'chosenPlayer') && !choosesPlayer) throw new NotScriptable('"the chosen player" on a card that chooses no player as it enters');
  if (/"ref":"chosenPlayer"|"whose":"chosenPlayer"|"zoneOwner":"chosenPlayer"/.test(modelText(effect)) && !choosesPlayer) throw new NotScriptable('"the chosen player" on a card that chooses no player as it enters');
  if (effect.continuous?.some((c) => c.chosenNameLock) && !effects.some((e) => e.replacement?.choose === 'cardName' || e.replacement?.choose === 'nonlandCardName')) throw new NotScriptable('"the chosen name" on a card that chooses no card name as it enters');
  if (effect.continuous?.some((c) => c.keywords.includes('Protection from creatures of the chosen type')) && !choosesCreatureType) throw new NotScriptable('"protection from creatures of the chosen type" on a card that chooses no creature type as it enters');
  // "Add one mana of the chosen color" is Forge's `Produced$ Chosen`, the colour the card chose as it entered.
  if (/"produced":"[^"]*\bchosen colou?r/i.test(modelText(effect)) && !choosesColor) throw new NotScriptable('mana "of the chosen color" on a card that chooses no color as it enters');
  if (ofChosenColor && !choosesColor) throw new NotScriptable('"of the chosen color" on a card that chooses no color as it enters');
  if (!choosesCreatureType && !choosesNow && chosenType(effect)) throw new NotScriptable('"of the chosen type" on a card that chooses no creature type as it enters');
}
