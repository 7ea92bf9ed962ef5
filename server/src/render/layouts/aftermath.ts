/**
 * An aftermath card (702.127) as printed: one upright card whose top half is the first spell
 * (name, art, type line, text) and whose bottom half is the aftermath spell turned a quarter
 * anticlockwise, read by turning the card clockwise. The turned half is laid out upright and
 * rotated by the stylesheet, so the page script measures and fits its text like any other box.
 */
import type { CardModel } from '../../language/model/cardModel.js';
import { frameClasses } from '../frame.js';
import { artBox, faceText, type FaceContext, infoLine, nameBar, textBox, typeBar } from '../face.js';

/** Inner sizes of the two text boxes in mm (the stylesheet draws the same boxes). */
const sizes = { top: { width: 50.5, height: 10.5 }, turned: { width: 26.5, height: 37 } };

/** The HTML of an aftermath card: one `.card.layout-aftermath` holding both halves. */
export function renderAftermath(model: CardModel, ctx: FaceContext): string {
  const [first, after] = model.faces;
  const turned = `<div class="aftermath-half"><div class="aftermath-turned ${frameClasses(after, ctx.declarations)}" data-face="1">`
    + nameBar(after, ctx) + typeBar(after, ctx) + textBox(faceText(after, ctx), sizes.turned)
    + '</div></div>';
  return `<div class="card layout-aftermath ${frameClasses(first, ctx.declarations)}" data-face="0"><div class="frame">`
    + nameBar(first, ctx) + artBox(first, ctx) + typeBar(first, ctx) + textBox(faceText(first, ctx), sizes.top)
    + turned + infoLine(first, ctx)
    + '</div></div>';
}
