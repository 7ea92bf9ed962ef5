/**
 * One physical face of a card, framed: name bar (with a double-faced card's face indicator) and
 * mana cost, art box, type line with colour indicator and rarity mark, the rules text box (shrunk
 * to fit; a modal double-faced card's hint of its other face at its foot), P/T, loyalty or
 * defense, and the collector line (number / set size, rarity letter, set code, language, artist).
 * Names, type lines, the collector line and the hint are one-line texts (`one-line`), which the
 * page script shrinks to a floor and then condenses until they fit, as the text box's text.
 */
import type { Face, Stats } from '../language/ast.js';
import type { FaceModel } from '../language/model/cardModel.js';
import { indicatorColors } from '../language/model/cardModel.js';
import type { DoubleFacedKind } from '../language/model/physicalLayout.js';
import { esc } from './escape.js';
import { type ArtRef, type ArtResolver, isLocalArtPath } from './art.js';
import { type BoxSize, estimateFit, visibleLength } from './fit.js';
import { type FaceLayout, faceLayout, fieldValue, frameClasses, rarityOf } from './frame.js';
import { costHtml, type LineContext, textHtml } from './lineHtml.js';
import { typographic } from './richText.js';
import { setSymbolHtml } from './setSymbol.js';
import { levelUpText } from './layouts/levelUp.js';
import { planeswalkerText } from './layouts/planeswalker.js';
import { sagaText } from './layouts/saga.js';
import { joinContent, standardText, type TextContent } from './layouts/textBox.js';

/** Everything a face is rendered with. */
export interface FaceContext extends LineContext {
  resolveArt?: ArtResolver;
  /** The card's collector number (`7`, `T1`), if the shell numbers the cards (a `Number:` field wins). */
  collectorNumber?: string;
  /** How many cards the set has (tokens apart): the collector line prints `007/024`. */
  setSize?: number;
  /** The card's rarity (one for all its faces, wherever its `Rarity:` line stands: language/model/rarity.ts), for every face: the set symbol's colour and the rarity letter. */
  rarity?: string;
  /** The language printed in the collector line (`EN`). */
  language?: string;
  /** The card's artist (its first `Artist:` field), for a face that names none. */
  artist?: string;
  /** The set's code, drawn as its symbol (else the rarity shows as a diamond). */
  setCode?: string;
  /** The set's own symbol image (`@symbol`), resolved like art: drawn instead of the code. */
  setSymbol?: ArtRef;
  /** A smaller face (a split card's half): smaller art and text box. */
  half?: boolean;
  /** An adventure card's adventure (its second face): drawn as a book on the left half of the text box. */
  adventure?: FaceModel;
  /** A double-faced card's face: how the card turns, the other face, and whether this is the back. */
  doubleFaced?: { kind: DoubleFacedKind; other: FaceModel; back: boolean };
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

/**
 * A text printed on one line (a name, a type line, the collector line): `cls` on the box, the text
 * in a `line-text` the page script shrinks and condenses to fit it (cardtext.js).
 */
export function oneLine(cls: string, html: string): string {
  return `<span class="${cls} one-line"><span class="line-text">${html}</span></span>`;
}

/** A part of a face, shared with the layouts that arrange the parts differently (layouts/). */
export function typeBar(fm: FaceModel, ctx: FaceContext, after = ''): string {
  const type = fm.face.typeLine ? textHtml(fm.face.typeLine, ctx) : '';
  const mark = setSymbolHtml(ctx.rarity ?? rarityOf(fm.face), ctx.setCode, ctx.setSymbol);
  return `<div class="type-bar">${colorIndicator(fm.face)}${oneLine('type', type)}${mark}${after}</div>`;
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
    + `<div class="adventure-head">${oneLine('name', textHtml(adventure.face.name, ctx))}<span class="cost">${cost}</span></div>`
    + `<div class="adventure-type">${oneLine('type', type)}</div>`
    + textBox(bookText, adventureSizes.book, ' adventure-text')
    + '</div>'
    + textBox(mainText, adventureSizes.main, ' adventure-main')
    + '</div>';
}

/**
 * A double-faced card's face indicator, at the left of the name bar as printed: a transforming
 * card's sun (front) and moon (back), a modal card's triangle (pointing right on the front, left
 * on the back).
 */
function faceIndicator(ctx: FaceContext): string {
  const dfc = ctx.doubleFaced;
  if (!dfc) return '';
  const icon = dfc.kind === 'modal' ? (dfc.back ? 'dfc-modal-back' : 'dfc-modal-face') : dfc.back ? 'dfc-back' : 'dfc-front';
  const title = `${dfc.kind === 'modal' ? 'Modal double-faced card' : 'Transforming double-faced card'}: ${dfc.back ? 'back' : 'front'} face`;
  return `<span class="face-indicator face-${dfc.kind}" title="${title}"><i class="ms ms-${icon}"></i></span>`;
}

/** The name bar: a double-faced card's face indicator, the face's name and its mana cost. */
export function nameBar(fm: FaceModel, ctx: FaceContext): string {
  const cost = fm.face.manaCost ? costHtml(fm.face.manaCost.symbols, ctx) : '';
  return `<div class="name-bar">${faceIndicator(ctx)}${oneLine('name', textHtml(fm.face.name, ctx))}<span class="cost">${cost}</span></div>`;
}

/**
 * A modal double-faced card's hint of its other face, at the foot of the text box as printed: the
 * triangle, the other face's name and card types, and its mana cost.
 */
function modalHint(ctx: FaceContext): string {
  const dfc = ctx.doubleFaced;
  if (dfc?.kind !== 'modal') return '';
  const other = dfc.other;
  const types = [...other.types].join(' ');
  const cost = other.face.manaCost ? `<span class="cost">${costHtml(other.face.manaCost.symbols, { ...ctx, diagnostics: [] })}</span>` : '';
  const text = `${esc(typographic(other.face.name.text))}${types ? ` <span class="hint-types">· ${esc(types)}</span>` : ''}`;
  return `<div class="mdfc-hint" title="The other face"><i class="ms ms-${dfc.back ? 'dfc-modal-face' : 'dfc-modal-back'}"></i>${oneLine('hint-text', text)}${cost}</div>`;
}

/** The face's rules text and flavour text, as the text box holds them. */
export function faceText(fm: FaceModel, ctx: FaceContext): TextContent {
  return joinContent([rulesText(fm, faceLayout(fm), ctx), flavorText(fm.face, ctx)]);
}

/** The rarity letter printed after the collector number: C U R M, S for special, L for a basic land, T for a token. */
function rarityLetter(fm: FaceModel, ctx: FaceContext): string {
  if (fm.isToken) return 'T';
  const rarity = ctx.rarity ?? rarityOf(fm.face);
  if (rarity === undefined && fm.supertypes.includes('Basic') && fm.types.includes('Land')) return 'L';
  return rarity ? { common: 'C', uncommon: 'U', rare: 'R', mythic: 'M', special: 'S' }[rarity] ?? '' : '';
}

/** A collector number as printed: three digits over the set's size (`007/024`); a token's or a lettered number as it is. */
export function printedNumber(number: string, setSize?: number): string {
  const m = /^(\d+)([a-z]?)$/i.exec(number);
  if (!m || !setSize) return number;
  return `${m[1].padStart(3, '0')}${m[2]}/${String(setSize).padStart(3, '0')}`;
}

/**
 * The collector line at the foot of the card, as printed since 2014: the collector number over the
 * set's size and the rarity letter, then the set code, the language and the artist (`Artist:`).
 */
export function infoLine(fm: FaceModel, ctx: FaceContext): string {
  const artist = fieldValue(fm.face, 'Artist') ?? ctx.artist;
  const given = fieldValue(fm.face, 'Number');
  const number = given ?? ctx.collectorNumber;
  const letter = rarityLetter(fm, ctx);
  const first = [number ? `<span class="number">${esc(printedNumber(number, fm.isToken ? undefined : ctx.setSize))}</span>` : '',
    letter ? `<span class="rarity-letter">${letter}</span>` : ''].filter(Boolean).join(' ');
  const code = ctx.setCode ? `<span class="set-code">${esc(ctx.setCode)}</span> • ` : '';
  const second = `${code}<span class="language">${esc(ctx.language ?? 'EN')}</span>`
    + (artist ? ` <span class="artist"><i class="ms ms-artist-nib"></i> ${esc(artist)}</span>` : '');
  return `<div class="info">${oneLine('info-row', first)}${oneLine('info-row', second)}</div>`;
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
    + modalHint(ctx) + info + statsBox(fm.face.stats, ctx)
    + '</div></div>';
}
