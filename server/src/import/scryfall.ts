/**
 * Converts Scryfall card objects (a bulk `oracle_cards`-style array, or one card) into `.cards`
 * text, written the way Scryfall's text view prints a card, keeping what the format can hold:
 * flavor text, rarity, artist, collector number, colour indicators, Vanguard modifiers, and set
 * metadata when every card is from one set, and what cardtext's own export keeps in its `cardtext`
 * field (the text as written, rulings, notes, art, the set's declarations). Tokens become token cards; emblems and art-series
 * entries are skipped. A malformed entry is skipped with a reason; no field's content can break
 * the line structure of the output (a line break in a name, a rules line reading as a field…).
 */
import { rulesLineProblem } from './cardsText.js';
import { isIsoDate } from '../language/setInfo.js';

/** The fields of a Scryfall card (or card face) the importer reads. */
export interface ScryfallFace {
  name?: string;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  colors?: string[];
  color_indicator?: string[];
  flavor_text?: string;
  artist?: string;
  /** What cardtext's Scryfall export keeps that Scryfall has no field for (see docs/export.md). */
  cardtext?: CardtextExtras;
}

/** The `cardtext` field of an exported card object or face. */
export interface CardtextExtras {
  /** The rules text as written (`~` for the card's name), when it differs from `oracle_text`. */
  oracle_text?: string;
  /** `Ruling:`, `Note:` and `Art:` lines, as written. */
  fields?: string[];
  /** On the first card object: the set's `@mana`, `@keyword`, `@subtype` and `@templating` lines. */
  directives?: string[];
}

export interface ScryfallCard extends ScryfallFace {
  layout?: string;
  rarity?: string;
  collector_number?: string;
  set?: string;
  set_name?: string;
  released_at?: string;
  hand_modifier?: string;
  life_modifier?: string;
  card_faces?: ScryfallFace[];
}

/** An entry that was not imported: its index in the input, its name if it has one, and why. */
export interface Skipped {
  index: number;
  name?: string;
  /** Reads after "it": `has no "name"`, `is an emblem, not a card`. */
  reason: string;
}

const colorNames: Record<string, string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };
const stringKeys = ['mana_cost', 'oracle_text', 'power', 'toughness', 'loyalty', 'defense', 'flavor_text', 'artist'] as const;
/** Fields written on one line: a line break inside them would start a new line of the card. */
const oneLineKeys = ['name', 'type_line', 'mana_cost', 'power', 'toughness', 'loyalty', 'defense'] as const;
const lineBreak = /[\r\n\u2028\u2029]/;

function isColorList(value: unknown): boolean {
  return Array.isArray(value) && value.every((c) => typeof c === 'string' && c in colorNames);
}

/** Why a rules-text line can't be written as it is (it would read as another kind of line), or undefined. */
function textLineProblem(line: string): string | undefined {
  const problem = rulesLineProblem(line);
  return problem ? `would read as ${problem === 'a field' ? 'a field line' : problem}` : undefined;
}

const keptField = /^(?:Ruling|Note|Art):/;
const keptDirective = /^@(?:mana|keyword|subtype|templating)\s/;

/** Why a `cardtext` field can't be read back (it would break the file's lines), or undefined. */
function extrasProblem(extras: unknown, top: boolean): string | undefined {
  if (extras === undefined || extras === null) return undefined;
  if (typeof extras !== 'object' || Array.isArray(extras)) return 'has a "cardtext" field that is not an object';
  const x = extras as Record<string, unknown>;
  if (x.oracle_text !== undefined) {
    if (typeof x.oracle_text !== 'string') return 'has a "cardtext.oracle_text" that is not a string';
    for (const line of x.oracle_text.split(/\r\n?|\n/)) {
      const problem = textLineProblem(line);
      if (problem) return `has a "cardtext.oracle_text" line "${line.trim().slice(0, 40)}" that ${problem}`;
    }
  }
  const list = (key: 'fields' | 'directives', shape: RegExp, what: string) => {
    const value = x[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && shape.test(v) && !lineBreak.test(v))) return `has a "cardtext.${key}" that is not a list of one-line ${what}`;
    return undefined;
  };
  return list('fields', keptField, '"Ruling:", "Note:" or "Art:" lines') ?? (top ? list('directives', keptDirective, '@mana, @keyword, @subtype or @templating lines') : x.directives !== undefined ? 'has "cardtext.directives" on a card face (they belong on the card)' : undefined);
}

function faceProblem(face: ScryfallFace, card: ScryfallCard): string | undefined {
  if (typeof face !== 'object' || face === null || Array.isArray(face)) return 'has a card face that is not an object';
  const extras = extrasProblem(face.cardtext, face === card);
  if (extras) return extras;
  if (typeof face.type_line !== 'string' && typeof card.type_line !== 'string') return `has no "type_line"${face.name ? ` for "${face.name}"` : ''}`;
  for (const key of stringKeys) {
    if (face[key] !== undefined && face[key] !== null && typeof face[key] !== 'string') return `has a "${key}" that is not a string`;
  }
  for (const key of ['color_indicator', 'colors'] as const) {
    const value = face[key];
    if (value !== undefined && value !== null && !isColorList(value)) return `has a "${key}" that is not a list of colour letters (W, U, B, R, G): ${JSON.stringify(value).slice(0, 40)}`;
  }
  for (const key of oneLineKeys) {
    const value = key === 'type_line' ? face.type_line ?? card.type_line : face[key];
    if (typeof value === 'string' && lineBreak.test(value)) return `has a line break inside "${key}", which would break the card's lines`;
  }
  const name = face.name ?? card.name ?? '';
  if (/^\s*(?:#|@|\/\/)/.test(name)) return `has a name starting with "${name.trim().slice(0, 2)}", which would read as ${name.trim().startsWith('#') ? 'a comment' : name.trim().startsWith('@') ? 'a directive' : 'a face separator'}`;
  if (/\{[^{}]*\}\s*$/.test(name)) return 'has a name ending in a brace symbol, which would read as a mana cost';
  if ((face.type_line ?? card.type_line ?? '').trim() === '') return 'has an empty "type_line"';
  for (const line of (face.oracle_text ?? '').split(/\r\n?|\n/)) {
    const problem = textLineProblem(line);
    if (problem) return `has a rules-text line "${line.trim().slice(0, 40)}" that ${problem}`;
  }
  return undefined;
}

/** Why a value is not a card, or undefined if it looks like one. */
export function notACard(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'is not a JSON object';
  const card = value as ScryfallCard;
  if (typeof card.name !== 'string' || card.name.trim() === '') return 'has no "name"';
  if (card.card_faces !== undefined && !Array.isArray(card.card_faces)) return 'has a "card_faces" that is not an array';
  if (card.layout === 'emblem' || /^\s*Emblem\b/.test(card.type_line ?? '')) return 'is an emblem, not a card';
  if (card.layout === 'art_series') return 'is an art-series card (a piece of art, not a game card)';
  for (const key of ['rarity', 'collector_number', 'hand_modifier', 'life_modifier', 'set', 'set_name'] as const) {
    if (card[key] !== undefined && card[key] !== null && typeof card[key] !== 'string') return `has a "${key}" that is not a string`;
  }
  for (const face of card.card_faces ?? [card]) {
    const problem = faceProblem(face, card);
    if (problem) return problem;
  }
  if (card.card_faces && card.card_faces.length > 0 && typeof card.name === 'string' && lineBreak.test(card.name)) return 'has a line break inside "name", which would break the card\'s lines';
  return undefined;
}

/** One line of free text (artist, rarity, number): line breaks and runs of spaces become one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isToken(card: ScryfallCard, face: ScryfallFace): boolean {
  return card.layout === 'token' || card.layout === 'double_faced_token' || /^\s*Token\b/.test(face.type_line ?? card.type_line ?? '');
}

interface FaceExtras {
  first: boolean;
  artist?: string;
}

function faceText(face: ScryfallFace, card: ScryfallCard, extras: FaceExtras): string {
  const lines: string[] = [];
  const cost = (face.mana_cost ?? '').trim();
  const name = face.name ?? card.name ?? '';
  lines.push(cost ? `${name} ${cost}` : name);
  let type = face.type_line ?? card.type_line ?? '';
  if (isToken(card, face) && !/^\s*Token\b/.test(type)) type = `Token ${type}`;
  lines.push(type);
  lines.push(...(face.cardtext?.oracle_text ?? face.oracle_text ?? '').split(/\r\n?|\n/).filter((l) => l.trim() !== ''));
  const indicator = face.color_indicator ?? (isToken(card, face) ? face.colors ?? (card.card_faces ? undefined : card.colors) : undefined);
  if (indicator && indicator.length > 0) lines.push(`Color indicator: ${indicator.map((c) => colorNames[c] ?? c).join(', ')}`);
  const flavor = face.flavor_text ?? (extras.first && !card.card_faces?.some((f) => f.flavor_text) ? card.flavor_text : undefined);
  if (flavor) lines.push(...flavor.split(/\r\n?|\n/).map((l) => (l.trim() ? `Flavor: ${l.trim()}` : 'Flavor:')));
  if (extras.first && card.rarity) lines.push(`Rarity: ${oneLine(card.rarity)}`);
  if (extras.artist) lines.push(`Artist: ${oneLine(extras.artist)}`);
  if (extras.first && card.collector_number) lines.push(`Number: ${oneLine(card.collector_number)}`);
  if (face.power !== undefined && face.toughness !== undefined) lines.push(`${face.power}/${face.toughness}`);
  if (face.loyalty !== undefined && face.loyalty !== null) lines.push(`Loyalty: ${face.loyalty}`);
  if (face.defense !== undefined && face.defense !== null) lines.push(`Defense: ${face.defense}`);
  if (extras.first && card.hand_modifier) lines.push(`Hand: ${oneLine(card.hand_modifier)}`);
  if (extras.first && card.life_modifier) lines.push(`Life: ${oneLine(card.life_modifier)}`);
  // A multi-face card's own `cardtext` (the card object, not a face) holds only its directives.
  if (face !== card || !card.card_faces) lines.push(...(face.cardtext?.fields ?? []));
  return lines.join('\n');
}

/** The `.cards` text of one card; multi-face cards get a `//` line between faces. */
export function cardToText(card: ScryfallCard): string {
  if (Array.isArray(card.card_faces) && card.card_faces.length > 0) {
    const artists = card.card_faces.map((f) => f.artist ?? card.artist);
    const same = artists.every((a) => a === artists[0]);
    return card.card_faces.map((face, i) => faceText(face, card, { first: i === 0, artist: same ? (i === 0 ? artists[0] : undefined) : artists[i] })).join('\n//\n');
  }
  return faceText(card, card, { first: true, artist: card.artist });
}

/** `@set`/`@released` lines when every card comes from one set that has a usable code and name. */
function setHeader(cards: ScryfallCard[]): string[] {
  const first = cards[0];
  if (!first?.set || !first.set_name) return [];
  if (!cards.every((c) => c.set === first.set && c.set_name === first.set_name)) return [];
  if (!/^[A-Za-z0-9]{2,5}$/.test(first.set) || lineBreak.test(first.set_name) || !first.set_name.trim()) return [];
  const lines = [`@set ${first.set.toUpperCase()} ${oneLine(first.set_name)}`];
  if (first.released_at && isIsoDate(first.released_at) && cards.every((c) => c.released_at === first.released_at)) lines.push(`@released ${first.released_at}`);
  return lines;
}

/** The set's own declarations kept by cardtext's export (on its first card object), each once. */
function keptDirectives(cards: ScryfallCard[]): string[] {
  return [...new Set(cards.flatMap((c) => c.cardtext?.directives ?? []))];
}

/** A message for a skipped entry: `entry 3 ("Scout") has a "color_indicator" that …`. */
export function describeSkipped(s: Skipped): string {
  return `entry ${s.index}${s.name ? ` ("${oneLine(s.name).slice(0, 80)}")` : ''} ${s.reason}`;
}

/**
 * Characters that are never card text: controls (but the line feed), DEL, C1 and the bidirectional
 * overrides. A card named with terminal escapes (`ESC ] 52`) would act on a terminal that prints
 * the file; they are removed, and counted.
 */
const notCardText = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Converts a bulk array (or one card) to a `.cards` file; entries that aren't cards are reported,
 * not fatal. `removed` counts the characters that are not card text (controls) taken out.
 */
export function importCards(data: unknown): { text: string; count: number; skipped: Skipped[]; removed: number } {
  const list = Array.isArray(data) ? data : [data];
  const cards: ScryfallCard[] = [];
  const skipped: Skipped[] = [];
  list.forEach((value, index) => {
    let reason: string | undefined;
    try {
      reason = notACard(value);
    } catch (error) {
      reason = `could not be read (${String(error)})`;
    }
    if (!reason) {
      cards.push(value as ScryfallCard);
      return;
    }
    const name = (value as { name?: unknown } | null)?.name;
    skipped.push({ index, ...(typeof name === 'string' && name.trim() ? { name } : {}), reason });
  });
  const header = [...setHeader(cards), ...keptDirectives(cards)];
  const body = cards.map((c) => cardToText(c));
  let removed = 0;
  const text = [...(header.length ? [header.join('\n')] : []), ...body].join('\n\n').replace(notCardText, (c) => {
    removed++;
    return c === '\t' ? ' ' : '';
  });
  return { text: text + (text ? '\n' : ''), count: cards.length, skipped, removed };
}
