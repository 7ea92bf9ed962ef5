/**
 * The back of the set's cards, as the print sheets, the print-shop export and Tabletop Simulator
 * show it: the set's own image (`@back PATH`, covering the whole card and its bleed), or, without
 * one, a plain cardtext back — the set's code in a ring and its name on a dark panel inside the
 * black border (an original design: no publisher's card back is imitated). Classes only, every
 * string escaped.
 */
import type { ArtRef } from './art.js';
import { esc } from './escape.js';

/** What a card back shows. */
export interface BackOptions {
  /** The set's long name (`@set`), else the file's. */
  title: string;
  /** The set's code, when the files name one. */
  code?: string;
  /** The `@back` image, resolved like art (undefined: the plain back). */
  image?: ArtRef;
}

/** The HTML of the card back: a `.card.card-back`, the size of a card face. */
export function renderBack(options: BackOptions): string {
  const image = options.image;
  if (image && (image.src !== undefined || image.key !== undefined)) {
    const src = image.src !== undefined ? ` src="${esc(image.src)}"` : '';
    const key = image.key !== undefined ? ` data-art="${esc(image.key)}"` : '';
    return `<div class="card card-back back-image" data-face="0"><img class="back-img" alt=""${src}${key}></div>`;
  }
  const code = options.code ? `<span class="back-code">${esc(options.code)}</span>` : '<span class="back-code back-mark">✦</span>';
  return `<div class="card card-back" data-face="0"><div class="back-panel"><div class="back-ring">${code}</div>`
    + `<div class="back-name">${esc(options.title)}</div><div class="back-brand">cardtext</div></div></div>`;
}
