/**
 * The static gallery page `cardtext render` writes: the set overview, then every card, with a
 * print stylesheet for true-size playtest sheets. It loads only files beside it (stylesheets,
 * the symbol font, the page script, copied art) and says so in its Content-Security-Policy:
 * nothing from the network, no inline script or style, no event-handler attributes.
 */
import { esc } from './escape.js';
import { rarityFilters } from './setSymbol.js';

/** The files the page loads, all beside `index.html`. */
export const pageAssets = {
  styles: ['mana.css', 'cardtext.css', 'set.css'],
  script: 'cardtext.js',
} as const;

/** The gallery page's Content-Security-Policy ('self' and file: so it works opened from disk as well as served). */
export const galleryCsp = "default-src 'none'; style-src 'self' file:; font-src 'self' file:; img-src 'self' file:; script-src 'self' file:";

export interface GalleryPage {
  /** The page title: the set's file name, or the folder's. */
  title: string;
  /** The overview's HTML (from renderOverview). */
  overview: string;
  /** Each card's HTML (from renderCard) and how many printed cards it takes (printedCells). */
  cards: { html: string; cells: number }[];
}

/** Cards per printed sheet: three rows of three. */
const perSheet = 9;

/**
 * Groups the cards into sheets of nine printed cards (a card whose faces don't fit on the sheet
 * starts the next). On screen the sheets vanish (the cards flow); in print each is one page with
 * its own crop marks at the cut lines.
 */
function sheets(cards: { html: string; cells: number }[]): string {
  const out: string[] = [];
  let current: string[] = [];
  let used = 0;
  const close = () => {
    if (current.length === 0) return;
    out.push(`<div class="sheet">\n${current.join('\n')}\n</div>`);
    current = [];
    used = 0;
  };
  for (const card of cards) {
    const cells = Math.min(perSheet, Math.max(1, card.cells));
    if (used + cells > perSheet) close();
    current.push(card.html);
    used += cells;
  }
  close();
  return out.join('\n');
}

/** The whole `index.html`. */
export function galleryPage(page: GalleryPage): string {
  const styles = pageAssets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${galleryCsp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)} — cardtext</title>
${styles}
<script src="${pageAssets.script}" defer></script>
</head>
<body class="gallery-page">
${rarityFilters()}
<div class="page-header no-print"><span class="brand">cardtext</span> <span>${page.cards.length} ${page.cards.length === 1 ? 'card' : 'cards'}. Print this page (Ctrl+P) for playtest sheets: cards at true size, 63 × 88 mm, nine to an A4 or Letter page, with crop marks.</span></div>
${page.overview}
<main class="gallery">
${sheets(page.cards)}
</main>
</body>
</html>
`;
}

/** A card of the print sheets: its HTML (as an image draws it) and whether it has two physical faces. */
export interface PrintCard {
  html: string;
  doubleFaced: boolean;
}

/** How the print sheets are laid out. */
export interface PrintOptions {
  title: string;
  /** A page of backs after each page of fronts, mirrored in each row (flip on the long edge). */
  duplex: boolean;
  /** Each card 1 mm larger on every side, its black border carried on, the cards 2 mm apart. */
  bleed: boolean;
  /** The card back's HTML (render/back.ts), behind every card that is not double-faced. */
  back: string;
}

/** The bleed of a print sheet's card, in mm: with it nine cards and their marks fit A4 and Letter. */
export const printBleedMm = 1;

/**
 * The page the PDF is printed from, in sheets of nine: every card (a double-faced card's two faces
 * side by side, or, duplex, back to back) and, duplex, after each page of fronts a page of what is
 * behind them — the card back, or a double-faced card's back face — each row mirrored, so that the
 * sheet turned over on its long edge puts every back behind its front.
 */
export function printPage(cards: readonly PrintCard[], options: PrintOptions): string {
  const styles = pageAssets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n');
  const cell = (html: string, face?: number) => `<div class="print-cell"${face !== undefined ? ` data-show-face="${face}"` : ''}>${html}</div>`;
  const empty = '<div class="print-cell print-empty"></div>';
  const fronts: { front: string; back: string }[] = [];
  for (const card of cards) {
    if (!card.doubleFaced) fronts.push({ front: cell(card.html), back: cell(options.back) });
    else if (options.duplex) fronts.push({ front: cell(card.html, 0), back: cell(card.html, 1) });
    else fronts.push({ front: cell(card.html, 0), back: '' }, { front: cell(card.html, 1), back: '' });
  }
  const sheets: string[] = [];
  for (let at = 0; at < fronts.length; at += perSheet) {
    const page = fronts.slice(at, at + perSheet);
    sheets.push(`<div class="sheet print-fronts">\n${page.map((c) => c.front).join('\n')}\n</div>`);
    if (!options.duplex) continue;
    const rows: string[] = [];
    for (let r = 0; r * 3 < page.length; r++) {
      const row = page.slice(r * 3, r * 3 + 3);
      // Turned over on the long edge, the first column lands behind the last.
      const mirrored = [row[2], row[1], row[0]].map((c) => (c ? c.back : empty));
      rows.push(...mirrored);
    }
    sheets.push(`<div class="sheet print-backs">\n${rows.join('\n')}\n</div>`);
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${galleryCsp}">
<title>${esc(options.title)} — print sheets — cardtext</title>
${styles}
<script src="${pageAssets.script}" defer></script>
</head>
<body class="gallery-page print-page${options.bleed ? ' print-bleed' : ''}">
${rarityFilters()}
<main class="gallery">
${sheets.join('\n')}
</main>
</body>
</html>
`;
}
