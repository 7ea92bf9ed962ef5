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
