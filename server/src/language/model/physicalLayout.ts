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
 *  - double-faced (712): anything else with two faces; {@link doubleFacedKind} tells a modal
 *    double-faced card (712.2b: each face may be cast or played) from a transforming one (712.2a),
 *    which the front's face indicator and the exports' layout both show.
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

/** How a double-faced card turns: it transforms (712.2a, a sun and moon on the name bars) or is modal (712.2b, triangles and the other face's hint). */
export type DoubleFacedKind = 'transform' | 'modal';

/**
 * Whether a double-faced card is modal or transforming, read from its text: modal when every face
 * has a mana cost (each is cast on its own), or when its back is a land and the front never says it
 * transforms (a spell or land whose back is played as a land); otherwise it transforms (its back has
 * no cost of its own: the front, or the rules of battles, turn it over). Undefined for any other
 * layout.
 */
export function doubleFacedKind(model: CardModel): DoubleFacedKind | undefined {
  if (physicalLayout(model) !== 'double-faced') return undefined;
  const [front, back] = model.faces;
  if (model.faces.every((f) => f.face.manaCost)) return 'modal';
  if (!front.face.abilities.some((a) => /\btransform/i.test(a.text)) && back.types.includes('Land')) return 'modal';
  return 'transform';
}
