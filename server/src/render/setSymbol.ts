/**
 * The set symbol in the type line, coloured by the card's rarity: the set's own image (`@symbol`)
 * recoloured by an SVG filter (its shape filled with the rarity's dark-to-light colours and
 * outlined in black, as printed symbols are), or, without one, the set's code in a badge of the
 * rarity's colours, or, without a code, the rarity diamond. Classes and attributes only (no inline
 * styles): the filters are referenced from cardtext.css by id.
 */
import type { ArtRef } from './art.js';
import { esc } from './escape.js';

/** Each rarity's colours: the edges' and the light band's (common black, uncommon silver, rare gold, mythic red-orange). */
const rarityColors: Record<string, [string, string]> = {
  none: ['#1b1b1b', '#4a4a4a'],
  common: ['#1b1b1b', '#4a4a4a'],
  uncommon: ['#56697a', '#e4edf2'],
  rare: ['#8d6b1c', '#f3d77b'],
  mythic: ['#b3341a', '#fbb044'],
  special: ['#4f2f7a', '#c59be8'],
  bonus: ['#4f2f7a', '#c59be8'],
};

/** The rarity names the set symbol knows (others draw as `none`). */
export function symbolRarity(rarity: string | undefined): string {
  return rarity && rarity in rarityColors ? rarity : 'none';
}

function filter(rarity: string, [dark, light]: [string, string]): string {
  // In the symbol's bounding box: a black outline grown from its shape, the dark colour with a
  // soft light band across the middle, both clipped to the shape.
  return `<filter id="ct-rarity-${rarity}" x="-0.1" y="-0.1" width="1.2" height="1.2" primitiveUnits="objectBoundingBox" color-interpolation-filters="sRGB">`
    + '<feMorphology in="SourceAlpha" operator="dilate" radius="0.045" result="grown"/>'
    + '<feFlood flood-color="#000"/><feComposite in2="grown" operator="in" result="outline"/>'
    + `<feFlood flood-color="${dark}" result="dark"/>`
    + `<feFlood flood-color="${light}" x="0" y="0.32" width="1" height="0.36"/><feGaussianBlur stdDeviation="0.12" result="light"/>`
    + '<feMerge result="fill"><feMergeNode in="dark"/><feMergeNode in="light"/></feMerge>'
    + '<feComposite in="fill" in2="SourceAlpha" operator="in" result="shape"/>'
    + '<feMerge><feMergeNode in="outline"/><feMergeNode in="shape"/></feMerge></filter>';
}

/** The SVG that defines the rarity filters (once per card that draws an image symbol; the same ids each time). */
export function rarityFilters(): string {
  const filters = Object.entries(rarityColors).map(([r, c]) => filter(r, c)).join('');
  return `<svg class="rarity-filters" width="0" height="0" aria-hidden="true" focusable="false"><defs>${filters}</defs></svg>`;
}

/** The type line's mark: the set's image symbol, its code in a badge, or the rarity diamond. */
export function setSymbolHtml(rarity: string | undefined, code: string | undefined, image: ArtRef | undefined): string {
  const r = symbolRarity(rarity);
  const title = rarity ? ` title="${esc(code ? `${code} ${rarity}` : rarity)}"` : '';
  if (image && (image.src !== undefined || image.key !== undefined)) {
    const src = image.src !== undefined ? ` src="${esc(image.src)}"` : '';
    const key = image.key !== undefined ? ` data-art="${esc(image.key)}"` : '';
    return `<span class="set-symbol-img symbol-${r}"${title}><img class="set-symbol-pic" alt="${esc(code ?? 'set symbol')}"${src}${key}></span>`;
  }
  if (code) return `<span class="set-symbol rarity-${rarity ?? 'none'}"${title}>${esc(code)}</span>`;
  return `<span class="rarity rarity-${rarity ?? 'none'}"${title}></span>`;
}
