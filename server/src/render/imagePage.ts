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
import { esc } from './escape.js';
import { galleryCsp, pageAssets } from './page.js';

/** 63 × 88 mm, and print shops' bleed: 1/8 inch on each side. */
export const cardMm = { width: 63, height: 88 } as const;
export const bleedMm = 25.4 / 8;

/** The pixel size of one card image at `dpi`, with or without bleed (300 dpi: 744 × 1039, with bleed 819 × 1114). */
export function imagePixels(dpi: number, bleed: boolean): { width: number; height: number } {
  const extra = bleed ? 2 * bleedMm : 0;
  return { width: Math.round(((cardMm.width + extra) / 25.4) * dpi), height: Math.round(((cardMm.height + extra) / 25.4) * dpi) };
}

/** One picture to take: a card, the face shown (`undefined`: the whole card, as a split or adventure card is one), its file name. */
export interface ImageCell {
  model: CardModel;
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
export function imageCells(cards: { model: CardModel; html?: string }[], numberOf: (model: CardModel) => string): ImageCell[] {
  const byName = new Map<string, CardModel[]>();
  for (const { model } of cards) byName.set(model.card.name, [...(byName.get(model.card.name) ?? []), model]);
  const cells: ImageCell[] = [];
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
 * The page the pictures are taken from: every cell hidden but the one shown (`shown` class, set
 * by the browser driver), each drawn at 0,0 at true size; `bleed` extends the frame 1/8 inch on
 * every side and squares the corners. Loads only the gallery's files beside it. `only` names the
 * cells this page holds (a browser's share; default all), each keeping its id `c<index>`.
 */
export function imagePage(cells: readonly ImageCell[], bleed: boolean, only?: readonly number[]): string {
  const styles = pageAssets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n');
  const body = (only ?? cells.map((_, i) => i)).map((i) => {
    const cell = cells[i];
    return `<div class="image-cell" id="c${i}"${cell.face !== undefined ? ` data-show-face="${cell.face}"` : ''}${cell.turn ? ' data-turn' : ''}>${cell.html}</div>`;
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
<body class="image-page${bleed ? ' bleed' : ''}">
${rarityFilters()}
${body}
</body>
</html>
`;
}
