/**
 * The set as exporters see it: set metadata, every card with its faces (name, cost, type line,
 * rules text lines, stats, flavor, artist), rarity, collector number (given with `Number:` or
 * assigned in publisher order), layout, and the tokens each card creates linked by name.
 * Built from parsed documents; exporters read only this model (plus the card models it keeps).
 */
import { collationSlots } from './boosters.js';
import type { Collation } from '../setDesign/collation.js';
import { setCollations } from '../setDesign/designCards.js';
import type { BoosterSlots } from './registry.js';
import type { Face } from '../language/ast.js';
import type { CardsDocument } from '../language/document.js';
import { bestTokenCard } from '../language/model/tokenCreation.js';
import { doubleFacedKind, physicalLayout } from '../language/model/physicalLayout.js';
import type { AbilityModel, CardModel, FaceModel } from '../language/model/cardModel.js';
import { indicatorColors } from '../language/model/cardModel.js';
import type { Declarations } from '../language/model/symbols.js';
import { setInfoOf } from '../language/setInfo.js';
import { rarityFields, rarityName } from '../language/model/rarity.js';
import { assignCollectorNumbers } from './collectorNumbers.js';
import { assignListedNames } from './listedNames.js';
import { withSharedReminders } from '../language/model/sharedReminders.js';

export type Rarity = 'common' | 'uncommon' | 'rare' | 'mythic' | 'special' | 'bonus';

/** Scryfall's layout names, as far as a `.cards` file tells them apart. */
export type Layout =
  | 'normal' | 'split' | 'aftermath' | 'adventure' | 'flip' | 'transform' | 'modal_dfc' | 'meld' | 'saga' | 'leveler' | 'class'
  | 'planar' | 'scheme' | 'vanguard' | 'token' | 'double_faced_token';

export interface ExportFace {
  name: string;
  /** Upper-cased symbol bodies of the mana cost (`2`, `W/U`), in order; empty for no cost. */
  cost: string[];
  /** True if the face prints a mana cost (even `{0}`). */
  hasCost: boolean;
  typeLine: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  /** Rules text, one line per ability or paragraph, exactly as written (`~` kept). */
  text: string[];
  flavor?: string;
  artist?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  hand?: string;
  life?: string;
  colors: string[];
  /** Colours of a `Color indicator:` field, if the face has one. */
  colorIndicator?: string[];
  manaValue: number;
  /** An `Art:` field's value, if the file has one (an image path or URL). */
  art?: string;
  abilities: AbilityModel[];
  model: FaceModel;
}

export interface ExportCard {
  /** Faces' names joined with ` // `. */
  name: string;
  /**
   * The name it is listed under where a set's cards are keyed by name (Cockatrice, Draftmancer):
   * its name, or for a token sharing it with another, `Spirit (2/2 blue)` (listedNames.ts).
   */
  listedName: string;
  faces: ExportFace[];
  layout: Layout;
  rarity: Rarity;
  /** The `Rarity:` value was missing or unknown, and `common` is assumed. */
  rarityAssumed: boolean;
  number: string;
  numberGiven: boolean;
  manaValue: number;
  colors: string[];
  colorIdentity: string[];
  keywords: string[];
  isToken: boolean;
  /**
   * Tokens it creates: the set's token card that fits (its name, the name it is listed under,
   * and the card), or a predefined token (Treasure, Food…) by name.
   */
  tokens: { name: string; listedName: string; count: number | 'X'; card?: ExportCard }[];
  model: CardModel;
  declarations: Declarations;
  /** Where it comes from: the document's URI and the card's first line (0-based). */
  source: { uri: string; line: number };
}

export interface ExportSet {
  code: string;
  /** The files name the set with `@set` (false when the code and name are fallbacks). */
  codeGiven: boolean;
  name: string;
  released?: string;
  /** The set's cards (not tokens), in file order. */
  cards: ExportCard[];
  tokens: ExportCard[];
  /** Problems found while building the model (no @set, duplicate numbers…). */
  warnings: string[];
  /** The files' own declarations as written (`@mana {O} orange`, `@keyword`, `@subtype`, `@templating`), each once. */
  directives: string[];
  /** The set's own default collation (its first `@collation`), as the packs' slots, when it declares one. */
  collation?: { name: string; slots: BoosterSlots; mixed: string[] };
  /** The collation the set's packs are opened with: its first `@collation`, else the play booster (setDesign/). */
  packCollation: Collation;
}

const rarities: Record<string, Rarity> = {
  common: 'common', c: 'common', uncommon: 'uncommon', u: 'uncommon', rare: 'rare', r: 'rare', mythic: 'mythic',
  'mythic rare': 'mythic', m: 'mythic', special: 'special', s: 'special', bonus: 'bonus', 'basic land': 'common', land: 'common', l: 'common',
};

function field(face: Face, ...labels: string[]): string[] {
  return face.fields.filter((f) => labels.includes(f.label)).map((f) => f.value);
}

/** The rules text lines of a face: every non-blank line that is not its name, type line, a field, a stats line or a comment. */
function textLines(face: Face, lines: string[], firstLine: number): string[] {
  const skip = new Set<number>([face.range.start.line]);
  if (face.typeLine) skip.add(face.typeLine.range.start.line);
  for (const f of face.fields) skip.add(f.range.start.line);
  for (const s of face.stats) if (!s.levelBand) skip.add(s.range.start.line);
  const out: string[] = [];
  for (let line = face.range.start.line; line <= face.range.end.line; line++) {
    const text = (lines[line - firstLine] ?? '').trim();
    if (skip.has(line) || text === '' || text.startsWith('#') || text.startsWith('@') || text === '//') continue;
    out.push(text);
  }
  return out;
}

function exportFace(fm: FaceModel, lines: string[], firstLine: number, abilities: AbilityModel[]): ExportFace {
  const face = fm.face;
  const stat = (kind: string) => face.stats.find((s) => s.statKind === kind)?.value;
  const pt = face.stats.filter((s) => s.statKind === 'powerToughness' && !s.levelBand).pop();
  const flavor = field(face, 'Flavor', 'Flavour');
  const indicator = field(face, 'Color indicator', 'Colour indicator').length > 0 ? indicatorColors(face) : undefined;
  return {
    name: face.name.text,
    cost: face.manaCost?.symbols.map((s) => s.body) ?? [],
    hasCost: !!face.manaCost,
    typeLine: face.typeLine?.text ?? '',
    supertypes: fm.supertypes, types: fm.types, subtypes: fm.subtypes,
    text: textLines(face, lines, firstLine),
    flavor: flavor.length > 0 ? flavor.join('\n') : undefined,
    artist: field(face, 'Artist')[0],
    power: pt?.power, toughness: pt?.toughness,
    loyalty: stat('loyalty'), defense: stat('defense'), hand: stat('hand'), life: stat('life'),
    colors: fm.colors,
    colorIndicator: indicator,
    manaValue: fm.manaValue,
    art: field(face, 'Art')[0],
    abilities: abilities.filter((a) => a.face === fm),
    model: fm,
  };
}

function layoutOf(model: CardModel): Layout {
  const faces = model.faces;
  const front = faces[0];
  if (faces.length > 1) {
    if (model.isToken) return 'double_faced_token';
    if (model.meld || model.meldedFrom) return 'meld';
    const printed = physicalLayout(model);
    if (printed !== 'double-faced') return printed === 'single' ? 'normal' : printed;
    // The printed layout's rule (physicalLayout.ts): the image's face indicators say the same.
    return doubleFacedKind(model) === 'modal' ? 'modal_dfc' : 'transform';
  }
  if (model.isToken) return 'token';
  if (model.meld || model.meldedFrom) return 'meld';
  if (front.types.includes('Plane') || front.types.includes('Phenomenon')) return 'planar';
  if (front.types.includes('Scheme')) return 'scheme';
  if (front.types.includes('Vanguard')) return 'vanguard';
  if (front.subtypes.includes('Saga')) return 'saga';
  if (front.subtypes.includes('Class')) return 'class';
  if (front.face.abilities.some((a) => a.abilityKind === 'level')) return 'leveler';
  return 'normal';
}

/** Options for building the set: names to fall back on when the files have no `@set`. */
export interface SetModelOptions {
  fallbackCode?: string;
  fallbackName?: string;
}

/** Builds the export model of the cards of one or more documents (the first `@set` found names the set). */
export function buildExportSet(docs: CardsDocument[], options: SetModelOptions = {}): ExportSet {
  const warnings: string[] = [];
  const infos = docs.map((d) => setInfoOf(d.directives));
  const info = infos.find((i) => i.code) ?? {};
  if (infos.some((i) => i.code && i.code !== info.code)) warnings.push(`the files name different sets; using the first, ${info.code} (${info.name})`);
  const code = info.code ?? options.fallbackCode ?? 'CSTM';
  const name = info.name ?? options.fallbackName ?? 'Custom Set';
  if (!info.code) warnings.push(`no "@set" directive: the set is exported as ${code} "${name}" (add "@set CODE Long Name" before the first card)`);
  const all: ExportCard[] = [];
  let assumed = 0;
  const twoRarities: string[] = [];
  for (const doc of docs) {
    const declarations = withSharedReminders(doc);
    for (const chunk of doc.chunks) {
      const model = chunk.model;
      if (!model || model.faces.length === 0) continue;
      const lines = chunk.text.split(/\r\n|\r|\n/);
      const faces = model.faces.map((fm) => exportFace(fm, lines, chunk.startLine, model.abilities));
      const rarityText = model.card.faces.flatMap((f) => field(f, 'Rarity'))[0];
      const rarity = rarityText !== undefined ? rarities[rarityText.trim().toLowerCase()] : undefined;
      if (!rarity && !model.isToken) {
        assumed++;
        if (rarityText !== undefined) warnings.push(`${model.card.name}: unknown rarity "${rarityText}", exported as common`);
      }
      if (new Set(rarityFields(model.card).map((f) => rarityName(f.value)).filter(Boolean)).size > 1) twoRarities.push(model.card.name);
      const number = model.card.faces.flatMap((f) => field(f, 'Number'))[0]?.trim();
      all.push({
        name: model.card.name, listedName: model.card.name, faces, layout: layoutOf(model), rarity: rarity ?? 'common', rarityAssumed: !rarity && !model.isToken,
        number: number ?? '', numberGiven: !!number,
        manaValue: model.manaValue, colors: model.colors, colorIdentity: model.colorIdentity, keywords: model.keywords,
        isToken: model.isToken, tokens: [], model, declarations,
        source: { uri: doc.uri, line: model.card.range.start.line },
      });
    }
  }
  if (assumed > 0) warnings.push(`${assumed} card${assumed === 1 ? ' has' : 's have'} no "Rarity:" line and ${assumed === 1 ? 'is' : 'are'} exported as common`);
  // A card has one rarity (206.2): the export keeps its first, and says which other is left out.
  if (twoRarities.length > 0) warnings.push(`${twoRarities.length} card${twoRarities.length === 1 ? ' names' : 's name'} two rarities: exported with the first, the other left out (${twoRarities.join(', ')})`);
  const cards = all.filter((c) => !c.isToken);
  const tokens = all.filter((c) => c.isToken);
  linkTokens(cards.concat(tokens), tokens);
  warnings.push(...assignCollectorNumbers(cards, tokens));
  assignListedNames(cards, tokens);
  for (const card of all) for (const link of card.tokens) if (link.card) link.listedName = link.card.listedName;
  const directives = [...new Set(docs.flatMap((d) => d.directives.filter((x) => ['mana', 'keyword', 'subtype', 'type', 'supertype', 'templating', 'collation', 'skeleton'].includes(x.name)).map((x) => `@${x.name} ${x.value}`.trim())))];
  const collation = collationSlots(docs.flatMap((d) => d.directives));
  const packCollation = setCollations(docs.flatMap((d) => d.directives)).default;
  return { code, codeGiven: !!info.code, name, released: info.released, cards, tokens, warnings, directives, collation, packCollation };
}

/**
 * Links each card to the tokens it creates (111.4): the token card named like the token, or whose
 * type line names it, that fits best (two different Dragon tokens are told apart by their stats
 * and colours); colours an uncoloured token card from the creating words.
 */
function linkTokens(cards: ExportCard[], tokens: ExportCard[]): void {
  const byModel = new Map(tokens.map((t) => [t.model, t]));
  const models = tokens.map((t) => t.model);
  for (const card of cards) {
    // Keyed by the token card (or a predefined token's name): two Spirits of different sizes are two links.
    const seen = new Map<ExportCard | string, ExportCard['tokens'][number]>();
    for (const creation of card.model.createdTokens) {
      const found = bestTokenCard(creation, models);
      const token = found ? byModel.get(found) : undefined;
      if (!token && !creation.predefined) continue;
      const key = token ?? creation.name;
      const entry = seen.get(key);
      if (!entry) seen.set(key, { name: token?.name ?? creation.name, listedName: token?.name ?? creation.name, count: creation.count, card: token });
      else if (entry.count !== 'X' && creation.count !== 'X') entry.count = Math.max(entry.count, creation.count);
      if (token && token.faces[0].colors.length === 0 && !token.faces[0].colorIndicator && creation.colors.length > 0) {
        token.faces[0].colors = creation.colors;
        token.colors = creation.colors;
      }
    }
    card.tokens = [...seen.values()];
  }
}
