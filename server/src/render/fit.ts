/**
 * Shrink-to-fit, as Magic Set Editor does it: the rules text starts at the full size and steps
 * down until it fits its box, to a minimum size. This is the estimate made while rendering (so a
 * page without scripts, and every test, sees a sensible size); the page's script then measures
 * the real text and steps further down if it still overflows, and marks cards whose text can't
 * fit even at the minimum.
 */

/** Font size steps: `.fit-0` is the full size, `.fit-8` the minimum (the stylesheet defines them). */
export const fitSteps = 9;
/** Full and minimum rules-text sizes in mm (about 8.4 pt and 5.7 pt), kept equal to the stylesheet's. */
export const fullSize = 2.95;
export const minSize = 2.0;

/** The size in mm of fit step `step`. */
export function sizeOf(step: number): number {
  return fullSize - ((fullSize - minSize) * step) / (fitSteps - 1);
}

/** A text box's inner size in mm. */
export interface BoxSize {
  width: number;
  height: number;
}

/** Average glyph width and line height as fractions of the font size (a serif text face). */
const charWidth = 0.4;
const lineHeight = 1.2;
const paragraphGap = 0.35;

/** Estimated height in mm of paragraphs of `lengths` characters at `size` in a box `width` wide. */
export function textHeight(lengths: number[], size: number, width: number): number {
  const perLine = Math.max(1, Math.floor(width / (charWidth * size)));
  const lines = lengths.reduce((n, len) => n + Math.max(1, Math.ceil(len / perLine)), 0);
  return lines * lineHeight * size + Math.max(0, lengths.length - 1) * paragraphGap * size;
}

/**
 * The first step at which paragraphs of these lengths fit the box, and whether they fit at all
 * (at the minimum size).
 */
export function estimateFit(lengths: number[], box: BoxSize): { step: number; fits: boolean } {
  for (let step = 0; step < fitSteps; step++) {
    if (textHeight(lengths, sizeOf(step), box.width) <= box.height) return { step, fits: true };
  }
  return { step: fitSteps - 1, fits: false };
}

/** The visible length of a line of card text: a brace symbol counts as about two letters. */
export function visibleLength(text: string): number {
  return text.replace(/\{[^}]*\}/g, 'xx').length;
}
