/**
 * Card images: which pictures a set makes (one per physical card face), what each is called, how
 * large it is, and the page a headless browser photographs them from. The page holds the very
 * HTML `renderCard` gives the preview and the gallery, under the same stylesheets, drawn at true
 * size (the print rules of cardtext.css: 63 × 88 mm), with the same page script fitting the text.
 * Pure: no browser, no files.
 */
import { rarityFilters } from './setSymbol.js';
import type { CardModel } from '../language/model/cardModel.js';
import { cardLayout } from './card.js';
import { galleryCsp, pageAssets } from './page.js';

/** 63 × 88 mm, and print shops' bleed: 1/8 inch on each side. */
export const cardMm = { width: 63, height: 88 } as const;
export const bleedMm = 25.4 / 8;

/**
 * How a picture frames the card: `trim` the card alone, its round corners transparent; `square`
 * the card with its corners filled by the black border (cards on a sheet: Tabletop Simulator);
 * `bleed` 1/8 inch more on every side, the border carried to the edge (print shops); `mpc`
 * MakePlayingCards' poker template, 822 × 1122 px at 300 dpi (2.74 × 3.74 inch: 3.3 mm more at
 * the sides, 3.5 mm at the top and bottom).
 */
export type ImageFrame = 'trim' | 'square' | 'bleed' | 'mpc';

/** The border a frame adds on each side of the card, in mm (the stylesheet's `.frame-*` rules pad the same). */
export const frameMargins: Record<ImageFrame, { x: number; y: number }> = {
  trim: { x: 0, y: 0 }, square: { x: 0, y: 0 }, bleed: { x: bleedMm, y: bleedMm }, mpc: { x: (822 / 300 * 25.4 - 63) / 2, y: (1122 / 300 * 25.4 - 88) / 2 },
};

/** A frame from the old flag (`bleed: true`) or a frame's name. */
export function frameOf(bleed: boolean | ImageFrame): ImageFrame {
  return bleed === true ? 'bleed' : bleed === false ? 'trim' : bleed;
}

/** The picture's size in mm, card and frame. */
export function frameSizeMm(frame: ImageFrame): { width: number; height: number } {
  const m = frameMargins[frame];
  return { width: cardMm.width + 2 * m.x, height: cardMm.height + 2 * m.y };
}

/** The pixel size of one card image at `dpi` in a frame (300 dpi: 744 × 1039; with bleed 819 × 1114; MakePlayingCards' 822 × 1122). */
export function imagePixels(dpi: number, bleed: boolean | ImageFrame): { width: number; height: number } {
  const size = frameSizeMm(frameOf(bleed));
  return { width: Math.round((size.width / 25.4) * dpi), height: Math.round((size.height / 25.4) * dpi) };
}

/** Most cards a sheet picture holds across and down (Tabletop Simulator's 10 × 7; the stylesheet places cells this far). */
export const sheetLimits = { columns: 10, rows: 7 } as const;

/**
 * One picture of one or more cells: a single card (one cell), or a sheet of cells in `columns`
 * columns, filled row by row (an `undefined` leaves its place empty).
 */
export interface ImageShot {
  cells: (number | undefined)[];
  columns: number;
}

/** One picture to take: a card, the face shown (`undefined`: the whole card, as a split or adventure card is one), its file name. */
export interface ImageCell {
  /** The card (none for the set's card back). */
  model?: CardModel;
  face?: number;
  /** The file name without `.png`: `012 Grove Tender`, `031a Delver…`, `T002 Spirit (2-2 blue)`. */
  name: string;
  /** The card's HTML (renderCard, without diagnostics). */
  html: string;
  /**
   * Drawn landscape and turned a quarter anticlockwise afterwards (a split card): the browser
   * does not draw a rotated layer the same way twice, and the images must be.
   */
  turn: boolean;
  /** The set's card back (render/back.ts), not a card's face: it covers the bleed too. */
  back?: boolean;
}

/** A cell of a card (every cell but the card back's). */
export type CardCell = ImageCell & { model: CardModel };

/** The card back as a cell (`html` from renderBack). */
export function backCell(html: string, name = 'back'): ImageCell {
  return { name, html, turn: false, back: true };
}

/** A name safe as a file name on every system (no path separators, reserved characters or control characters). */
export function fileSafe(name: string): string {
  const safe = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/\s+/g, ' ').trim().replace(/[. ]+$/, '');
  return (safe || 'card').slice(0, 120);
}

/** A collector number padded for sorting: `7` → `007`, `T2` → `T002`, `12a` → `012a`. */
export function paddedNumber(number: string): string {
  return number.replace(/^([A-Za-z]*)(\d+)/, (_, prefix: string, digits: string) => prefix + digits.padStart(3, '0'));
}

/** What tells apart same-named cards: P/T and colours (`2-2 blue`), else the first rules line. */
function distinguishing(model: CardModel): string {
  const front = model.faces[0];
  const pt = front.face.stats.find((s) => s.statKind === 'powerToughness' && !s.levelBand);
  const colorNames: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
  const colors = front.colors.length > 0 ? front.colors.map((c) => colorNames[c] ?? c).join('-') : 'colorless';
  return [pt ? `${pt.power ?? ''}-${pt.toughness ?? ''}` : '', colors].filter(Boolean).join(' ');
}

/**
 * The pictures of a set's cards, in the order given: a double-faced card gives one per face
 * (`a`, `b`…), every other card one. `numberOf` gives each card's collector number; cards that
 * share a name are told apart by what differs (P/T, colour), and by the card's number if that
 * is all that differs.
 */
export function imageCells(cards: { model: CardModel; html?: string }[], numberOf: (model: CardModel) => string): CardCell[] {
  const byName = new Map<string, CardModel[]>();
  for (const { model } of cards) byName.set(model.card.name, [...(byName.get(model.card.name) ?? []), model]);
  const cells: CardCell[] = [];
  const used = new Set<string>();
  for (const { model, html } of cards) {
    const number = paddedNumber(numberOf(model));
    const twins = byName.get(model.card.name)!;
    const suffix = twins.length > 1 ? ` (${distinguishing(model)})` : '';
    const layout = cardLayout(model);
    const faces = layout === 'double-faced' ? model.faces.map((f, i) => ({ face: i as number | undefined, title: f.face.name.text, letter: String.fromCharCode(97 + i) })) : [{ face: undefined, title: model.card.name, letter: '' }];
    for (const { face, title, letter } of faces) {
      let name = fileSafe(`${number}${letter} ${title.replace(/\s*\/\/\s*/g, ' - ')}${suffix}`);
      for (let n = 2; used.has(name.toLowerCase()); n++) name = fileSafe(`${number}${letter} ${title}${suffix} ${n}`);
      used.add(name.toLowerCase());
      cells.push({ model, face, name, html: html ?? '', turn: layout === 'split' });
    }
  }
  return cells;
}

/**
 * The page the pictures are taken from: every cell hidden but the ones shown (`shown` class, set
 * by the browser driver), each drawn at 0,0 at true size, or at its place on a sheet (`at-cN`,
 * `at-rN`); the frame (ImageFrame) pads the card and squares its corners. Loads only the gallery's files beside it. `only` names the
 * cells this page holds (a browser's share; default all), each keeping its id `c<index>`.
 */
export function imagePage(cells: readonly ImageCell[], bleed: boolean | ImageFrame, only?: readonly number[]): string {
  const styles = pageAssets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n');
  const frame = frameOf(bleed);
  const body = (only ?? cells.map((_, i) => i)).map((i) => {
    const cell = cells[i];
    return `<div class="image-cell" id="c${i}"${cell.face !== undefined ? ` data-show-face="${cell.face}"` : ''}${cell.turn ? ' data-turn' : ''}${cell.back ? ' data-back' : ''}>${cell.html}</div>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${galleryCsp}">
<title>card images — cardtext</title>
${styles}
<script src="${pageAssets.script}" defer></script>
</head>
<body class="image-page frame-${frame}${frame === 'bleed' || frame === 'mpc' ? ' bleed' : ''}">
${rarityFilters()}
${body}
</body>
</html>
`;
}
