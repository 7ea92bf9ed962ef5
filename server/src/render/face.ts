/**
 * One physical face of a card, framed: name bar and mana cost, art box, type line with colour
 * indicator and rarity mark, the rules text box (shrunk to fit), P/T, loyalty or defense, and the
 * artist / collector number line.
 */
import type { Face, Stats } from '../language/ast.js';
import type { FaceModel } from '../language/model/cardModel.js';
import { indicatorColors } from '../language/model/cardModel.js';
import { esc } from './escape.js';
import { type ArtRef, type ArtResolver, isLocalArtPath } from './art.js';
import { type BoxSize, estimateFit, visibleLength } from './fit.js';
import { type FaceLayout, faceLayout, fieldValue, frameClasses, rarityOf } from './frame.js';
import { costHtml, type LineContext, textHtml } from './lineHtml.js';
import { setSymbolHtml } from './setSymbol.js';
import { levelUpText } from './layouts/levelUp.js';
import { planeswalkerText } from './layouts/planeswalker.js';
import { sagaText } from './layouts/saga.js';
import { joinContent, standardText, type TextContent } from './layouts/textBox.js';

/** Everything a face is rendered with. */
export interface FaceContext extends LineContext {
  resolveArt?: ArtResolver;
  /** The collector number line's text (`7/24`), if the shell numbers the cards. */
  collectorNumber?: string;
  /** The set's code, drawn as its symbol (else the rarity shows as a diamond). */
  setCode?: string;
  /** The set's own symbol image (`@symbol`), resolved like art: drawn instead of the code. */
  setSymbol?: ArtRef;
  /** A smaller face (a split card's half): smaller art and text box. */
  half?: boolean;
  /** An adventure card's adventure (its second face): drawn as a book on the left half of the text box. */
  adventure?: FaceModel;
  /** The card's rarity (one for all its faces, wherever its `Rarity:` line stands); else the face's own. */
  rarity?: string;
}

/** Inner size of the rules text box per layout, in mm (the stylesheet draws the same boxes). */
const boxSizes: Record<FaceLayout | 'half', BoxSize> = {
  normal: { width: 50.5, height: 24 }, land: { width: 50.5, height: 25.5 }, battle: { width: 50.5, height: 24 },
  token: { width: 50.5, height: 17 }, leveler: { width: 50.5, height: 22 }, planeswalker: { width: 44, height: 31 },
  saga: { width: 19, height: 60 }, half: { width: 33.5, height: 22 },
};
/** An adventure card's two text boxes: the book's page (below its name and type) and the creature's half. */
const adventureSizes = { book: { width: 22, height: 15.5 }, main: { width: 23, height: 22 } };

const typeIcons: [string, string][] = [
  ['Planeswalker', 'planeswalker'], ['Creature', 'creature'], ['Land', 'land'], ['Instant', 'instant'], ['Sorcery', 'sorcery'],
  ['Artifact', 'artifact'], ['Enchantment', 'enchantment'], ['Battle', 'battle'],
];

/** A part of a face, shared with the layouts that arrange the parts differently (layouts/). */
export function artBox(fm: FaceModel, ctx: FaceContext): string {
  const path = fieldValue(fm.face, 'Art');
  const icon = typeIcons.find(([t]) => fm.types.includes(t))?.[1] ?? 'multiple';
  const placeholder = (text: string) => `<div class="art-placeholder"><i class="ms ms-${icon}"></i>${text ? `<span class="art-path">${esc(text)}</span>` : ''}</div>`;
  if (!path) return `<div class="art-box">${placeholder('')}</div>`;
  const ref = isLocalArtPath(path) ? ctx.resolveArt?.(path) : undefined;
  if (!ref) return `<div class="art-box art-missing">${placeholder(path)}</div>`;
  const src = ref.src !== undefined ? ` src="${esc(ref.src)}"` : '';
  const key = ref.key !== undefined ? ` data-art="${esc(ref.key)}"` : '';
  return `<div class="art-box">${placeholder(path)}<img class="art-img" alt=""${src}${key}></div>`;
}

function colorIndicator(face: Face): string {
  const colors = indicatorColors(face);
  if (colors.length === 0) return '';
  return `<span class="color-indicator" title="Color indicator">${colors.map((c) => `<i class="ci-${c.toLowerCase()}"></i>`).join('')}</span>`;
}

/** A part of a face, shared with the layouts that arrange the parts differently (layouts/). */
export function typeBar(fm: FaceModel, ctx: FaceContext, after = ''): string {
  const type = fm.face.typeLine ? textHtml(fm.face.typeLine, ctx) : '';
  const mark = setSymbolHtml(ctx.rarity ?? rarityOf(fm.face), ctx.setCode, ctx.setSymbol);
  return `<div class="type-bar">${colorIndicator(fm.face)}<span class="type">${type}</span>${mark}${after}</div>`;
}

/** A part of a face, shared with the layouts that arrange the parts differently (layouts/). */
export function statsBox(stats: Stats[], ctx: FaceContext): string {
  const own = stats.filter((s) => !s.levelBand);
  return own.map((s) => {
    const body = s.statKind === 'powerToughness' ? `${s.power ?? ''}/${s.toughness ?? ''}`
      : s.statKind === 'hand' ? `Hand ${s.value ?? ''}` : s.statKind === 'life' ? `Life ${s.value ?? ''}` : s.value ?? '';
    const diag = ctx.diagnostics.some((d) => d.range.start.line === s.range.start.line) ? ' diag-box' : '';
    return `<div class="stat stat-${s.statKind}${diag}">${esc(body)}</div>`;
  }).join('');
}

/** A part of a face, shared with the layouts that arrange the parts differently (layouts/). */
export function flavorText(face: Face, ctx: FaceContext): TextContent {
  const lines = face.fields.filter((f) => /^flavou?r$/i.test(f.label));
  if (lines.length === 0) return { html: '', lengths: [] };
  const html = lines.map((f) => textHtml({ text: f.value, range: f.valueRange }, ctx)).join('<br>');
  return { html: `<p class="flavor">${html}</p>`, lengths: lines.map((f) => visibleLength(f.value)) };
}

/** A part of a face, shared with the layouts that arrange the parts differently (layouts/). */
export function rulesText(fm: FaceModel, layout: FaceLayout, ctx: FaceContext): TextContent {
  const abilities = fm.face.abilities;
  switch (layout) {
    case 'planeswalker': return planeswalkerText(abilities, ctx);
    case 'saga': return sagaText(abilities, ctx);
    case 'leveler': return levelUpText(fm.face, ctx);
    default: return standardText(abilities, ctx);
  }
}

/** A part of a face, shared with the layouts that arrange the parts differently (layouts/). */
export function textBox(text: TextContent, size: BoxSize, extra = ''): string {
  const fit = estimateFit(text.lengths, size);
  return `<div class="text-box${extra} fit-${fit.step}${fit.fits ? '' : ' overflows'}"><div class="text">${text.html}</div>`
    + '<div class="overflow-note">The text does not fit the box, even at the smallest size.</div></div>';
}

/**
 * An adventure card's text box, as printed: on the left the adventure's "book" (its name and
 * cost, type line and rules text, in its own colours), on the right the card's own rules text.
 */
function adventureBox(mainText: TextContent, adventure: FaceModel, ctx: FaceContext): string {
  const cost = adventure.face.manaCost ? costHtml(adventure.face.manaCost.symbols, ctx) : '';
  const type = adventure.face.typeLine ? textHtml(adventure.face.typeLine, ctx) : '';
  const bookText = joinContent([standardText(adventure.face.abilities, ctx), flavorText(adventure.face, ctx)]);
  return `<div class="adventure-box"><div class="adventure-book ${frameClasses(adventure, ctx.declarations)}" data-face="1">`
    + `<div class="adventure-head"><span class="name">${textHtml(adventure.face.name, ctx)}</span><span class="cost">${cost}</span></div>`
    + `<div class="adventure-type"><span class="type">${type}</span></div>`
    + textBox(bookText, adventureSizes.book, ' adventure-text')
    + '</div>'
    + textBox(mainText, adventureSizes.main, ' adventure-main')
    + '</div>';
}

/** The name bar: the face's name and its mana cost. */
export function nameBar(fm: FaceModel, ctx: FaceContext): string {
  const cost = fm.face.manaCost ? costHtml(fm.face.manaCost.symbols, ctx) : '';
  return `<div class="name-bar"><span class="name">${textHtml(fm.face.name, ctx)}</span><span class="cost">${cost}</span></div>`;
}

/** The face's rules text and flavour text, as the text box holds them. */
export function faceText(fm: FaceModel, ctx: FaceContext): TextContent {
  return joinContent([rulesText(fm, faceLayout(fm), ctx), flavorText(fm.face, ctx)]);
}

/** The artist and collector number line at the foot of the card. */
export function infoLine(fm: FaceModel, ctx: FaceContext): string {
  const artist = fieldValue(fm.face, 'Artist');
  const number = fieldValue(fm.face, 'Number') ?? ctx.collectorNumber;
  return `<div class="info"><span class="artist">${artist ? `<i class="ms ms-artist-nib"></i> ${esc(artist)}` : ''}</span>`
    + `<span class="number">${number ? esc(number) : ''}</span></div>`;
}

/** The HTML of one face as a framed card (with an adventure card's adventure in its text box). */
export function renderFace(fm: FaceModel, index: number, ctx: FaceContext): string {
  const layout = faceLayout(fm);
  const text = faceText(fm, ctx);
  const info = infoLine(fm, ctx);
  const classes = ['card', `layout-${layout}`, frameClasses(fm, ctx.declarations), ctx.half ? 'half' : '', ctx.adventure ? 'has-adventure' : ''].filter(Boolean).join(' ');
  return `<div class="${classes}" data-face="${index}"><div class="frame">`
    + nameBar(fm, ctx)
    + artBox(fm, ctx)
    + typeBar(fm, ctx)
    + (ctx.adventure ? adventureBox(text, ctx.adventure, ctx) : textBox(text, boxSizes[ctx.half ? 'half' : layout]))
    + info + statsBox(fm.face.stats, ctx)
    + '</div></div>';
}
