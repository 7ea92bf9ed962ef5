/**
 * How a card with several faces is printed, read from its text as a designer writes it (no layout
 * field): the renderer draws it and the exporters name it from this one answer, so the picture
 * and the files never disagree.
 *  - split (709): every face a spell with its own cost, side by side on a card turned sideways;
 *  - aftermath (702.127): a split card whose second half has Aftermath, printed upright on top and
 *    turned sideways below;
 *  - adventure / omen (715): the second face is an Adventure or Omen, printed in the card's text box;
 *  - flip (710): the front says it flips ("flip it", "flip <its name>", "return it … flipped"), the
 *    flipped face printed upside down below the art;
 *  - double-faced (712): anything else with two faces.
 */
import type { CardModel } from './cardModel.js';

/** The printed shape of a card. */
export type PhysicalLayout = 'single' | 'split' | 'aftermath' | 'adventure' | 'flip' | 'double-faced';

/** True if any face after the first is an Adventure or an Omen (715.1). */
function hasStorySpell(model: CardModel): boolean {
  return model.faces.slice(1).some((f) => f.subtypes.includes('Adventure') || f.subtypes.includes('Omen'));
}

/** True if the front's text flips this card (710.1: "flip it", "flip <its name>", "… flipped"). */
function flipsItself(model: CardModel): boolean {
  const front = model.faces[0];
  const name = front.face.name.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const flip = new RegExp(`\\bflip (?:it|~|this (?:creature|permanent|card)|${name})\\b|\\bflipped\\b`, 'i');
  return front.face.abilities.some((a) => flip.test(a.text));
}

/** The printed layout of a card (see the module comment). */
export function physicalLayout(model: CardModel): PhysicalLayout {
  const faces = model.faces;
  if (faces.length < 2) return 'single';
  if (model.isSplit) return faces[1].face.abilities.some((a) => a.abilityKind === 'keyword' && a.keyword === 'Aftermath') ? 'aftermath' : 'split';
  if (hasStorySpell(model)) return 'adventure';
  if (faces.length === 2 && !model.isToken && flipsItself(model)) return 'flip';
  return 'double-faced';
}
