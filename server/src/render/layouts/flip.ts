/**
 * A flip card (710) as printed: the unflipped face on top (name, text, type line with its P/T),
 * the art in the middle, and the flipped face below it upside down (type line nearest the art,
 * then its text, its name at the card's foot), read by turning the card around (710.2).
 */
import type { CardModel } from '../../language/model/cardModel.js';
import { frameClasses } from '../frame.js';
import { artBox, faceText, type FaceContext, infoLine, nameBar, statsBox, textBox, typeBar } from '../face.js';
import type { FaceModel } from '../../language/model/cardModel.js';

/** Inner size of each text box in mm (the stylesheet draws the same boxes). */
const size = { width: 50.5, height: 10.5 };

/** One face's half: name bar, text box and type line with the face's P/T at its end. */
function half(fm: FaceModel, ctx: FaceContext): string {
  return nameBar(fm, ctx) + textBox(faceText(fm, ctx), size) + typeBar(fm, ctx, statsBox(fm.face.stats, ctx));
}

/** The HTML of a flip card: one `.card.layout-flip`, the flipped half turned upside down. */
export function renderFlip(model: CardModel, ctx: FaceContext): string {
  const [front, flipped] = model.faces;
  return `<div class="card layout-flip ${frameClasses(front, ctx.declarations)}" data-face="0"><div class="frame">`
    + `<div class="flip-half">${half(front, ctx)}</div>`
    + artBox(front, ctx)
    + `<div class="flip-half flip-turned" data-face="1">${half(flipped, ctx)}</div>`
    + infoLine(front, ctx)
    + '</div></div>';
}
