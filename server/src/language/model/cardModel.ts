/**
 * The semantic model of a card: mana value (202.3), colours (202.2, 204), colour identity (903.4),
 * card types, keywords, and each ability's kind, whether it is a mana ability (605.1) and what
 * mana it can produce.
 */
import type { Ability, AbilityKind, Card, Effect, Face, SymbolNode, TextNode } from '../ast.js';
import { cardTypes, subtypesByType, supertypes } from '../data/rulesData.js';
import { formerCardTypes } from '../data/formerNames.js';
import { mergeTypes, orderTypes, productionContext, productionMeaning, type ProductionContext } from './manaProduction.js';
import { classifySymbol, type Declarations, sortColors } from './symbols.js';
import { type TokenCreation, tokenCreations } from './tokenCreation.js';
import { fitted } from '../compact.js';

export interface FaceModel {
  face: Face;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  /** Words before the dash that are neither supertypes nor card types. */
  unknownTypeWords: TextNode[];
  /** Obsolete card types still printed on older cards (`Tribal`), with their current name. */
  obsoleteTypeWords: { node: TextNode; current: string }[];
  manaValue: number;
  /** Its colours (202.2): from the mana cost and colour indicator, unless an ability defines them (604.3). */
  colors: string[];
  /** Colours of the mana cost's symbols and the colour indicator, which colour identity always counts (903.4). */
  printedColors: string[];
  isPermanent: boolean;
  isInstantOrSorcery: boolean;
  /** The type line starts with `Token` (a token card of the set, 111.1). */
  isToken: boolean;
  /**
   * An emblem (114.1: created by an effect, in the command zone; no card types): written
   * `Emblem — Alia`, as printed emblems read, on the header or the type line. Its subtypes are
   * planeswalker types.
   */
  isEmblem: boolean;
}

export interface AbilityModel {
  ability: Ability;
  face: FaceModel;
  /** The kind as reported: text abilities of instants and sorceries are `spell`. */
  kind: AbilityKind;
  isManaAbility: boolean;
  produces: string[] | 'any';
}

export interface CardModel {
  card: Card;
  faces: FaceModel[];
  /** Split cards (every face a spell with its own cost) add their halves' mana values (709.4). */
  isSplit: boolean;
  manaValue: number;
  colors: string[];
  colorIdentity: string[];
  types: string[];
  keywords: string[];
  abilities: AbilityModel[];
  production: ProductionContext;
  /** For a meld card's front: the partner's name and the melded card's name (712.4), from its text. */
  meld?: { partner: string; result: string };
  /** Set on a melded card found in the same document: the two front cards it is made of. */
  meldedFrom?: [CardModel, CardModel];
  /** A token card: its front face's type line starts with `Token`. */
  isToken: boolean;
  /** An emblem (114.1): its type line is `Emblem — …`. */
  isEmblem: boolean;
  /** Tokens this card's abilities create, in text order. */
  createdTokens: TokenCreation[];
  /** Mana value and colour identity from this card alone (before document-level meld links). */
  own: { manaValue: number; colorIdentity: string[] };
}

const meldText = /\bnamed (.+?), exile them, then meld them into (.+?)\./i;

/**
 * Links melded cards to their fronts within one document: a melded permanent's mana value is the
 * total of its fronts' mana costs (202.3c), and as their back face it shares their colour identity (903.4d).
 */
export function linkMelds(fronts: CardModel[], previouslyLinked: CardModel[], names: { get(name: string): { model?: CardModel }[] }): CardModel[] {
  for (const m of previouslyLinked) {
    m.meldedFrom = undefined;
    m.manaValue = m.own.manaValue;
    m.colorIdentity = m.own.colorIdentity;
  }
  const linked: CardModel[] = [];
  for (const front of fronts) {
    if (!front.meld) continue;
    const result = names.get(front.meld.result)[0]?.model;
    const partner = names.get(front.meld.partner)[0]?.model;
    if (!result || !partner || result.card.faces[0]?.manaCost) continue;
    result.meldedFrom = [front, partner];
    result.manaValue = front.own.manaValue + partner.own.manaValue;
    result.colorIdentity = sortColors([...result.own.colorIdentity, ...front.own.colorIdentity, ...partner.own.colorIdentity]);
    linked.push(result);
  }
  return linked;
}

const typeByLower = new Map(cardTypes.map((t) => [t.toLowerCase(), t]));
const superByLower = new Map(supertypes.map((t) => [t.toLowerCase(), t]));
const obsoleteTypes: Record<string, string> = Object.fromEntries(Object.entries(formerCardTypes).map(([k, v]) => [k.toLowerCase(), v]));
const permanentTypes = new Set(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker']);
/** 305.6: the mana each basic land type's intrinsic ability adds. */
const basicLandMana: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };
const colorWords: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** Multi-word subtypes (normalised) per card type, built once. */
const multiWordByType = new Map(Object.entries(subtypesByType).map(([type, subs]) => [type, new Set(subs.filter((s) => s.includes(' ')).map((s) => normalize(s)))]));

/** Joins the words after the dash into subtypes, matching multi-word subtypes (`Time Lord`) greedily. */
function joinSubtypes(words: TextNode[], types: string[], declarations: Declarations): string[] {
  if (types.includes('Plane')) return words.length > 0 ? [words.map((w) => w.text).join(' ')] : [];
  if (words.length < 2) return words.map((w) => w.text);
  const isKnown = (phrase: string) => {
    const key = normalize(phrase);
    return types.some((t) => multiWordByType.get(t)?.has(key) || declaredSubtypeKeys(declarations, t).has(key));
  };
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let taken = false;
    for (let n = 3; n >= 2 && !taken; n--) {
      if (i + n > words.length) continue;
      const phrase = words.slice(i, i + n).map((w) => w.text).join(' ');
      if (isKnown(phrase)) {
        out.push(phrase);
        i += n - 1;
        taken = true;
      }
    }
    if (!taken) out.push(words[i].text);
  }
  return out;
}

const subtypeKeys = new WeakMap<Map<string, Set<string>>, Map<string, Set<string>>>();

/** The subtypes declared (or the set's own) for a card type, normalised; built once per declarations. */
export function declaredSubtypeKeys(declarations: Declarations, type: string): ReadonlySet<string> {
  let byType = subtypeKeys.get(declarations.subtypes);
  if (!byType) subtypeKeys.set(declarations.subtypes, (byType = new Map()));
  const lower = type.toLowerCase();
  let keys = byType.get(lower);
  if (!keys) byType.set(lower, (keys = new Set([...(declarations.subtypes.get(lower) ?? [])].map(normalize))));
  return keys;
}

/** Compares type names ignoring case and apostrophe style. */
export function normalize(name: string): string {
  return name.toLowerCase().replace(/’/g, "'");
}

function faceModel(face: Face, declarations: Declarations): FaceModel {
  const model: FaceModel = {
    face, supertypes: [], types: [], subtypes: [], unknownTypeWords: [], obsoleteTypeWords: [],
    manaValue: 0, colors: [], printedColors: [], isPermanent: false, isInstantOrSorcery: false, isToken: false, isEmblem: false,
  };
  for (const [i, word] of (face.typeLine?.types ?? []).entries()) {
    const key = word.text.toLowerCase();
    if (i === 0 && key === 'token') {
      model.isToken = true;
      continue;
    }
    if (key === 'emblem' && face.typeLine!.types.length - (model.isToken ? 1 : 0) === 1) {
      model.isEmblem = true;
      continue;
    }
    const type = typeByLower.get(key) ?? declarations.cardTypes?.get(key);
    const sup = superByLower.get(key) ?? declarations.supertypes?.get(key);
    if (type) model.types.push(type);
    else if (sup) model.supertypes.push(sup);
    else if (obsoleteTypes[key]) {
      model.types.push(obsoleteTypes[key]);
      model.obsoleteTypeWords.push({ node: word, current: obsoleteTypes[key] });
    } else model.unknownTypeWords.push(word);
  }
  model.subtypes = joinSubtypes(face.typeLine?.subtypes ?? [], model.isEmblem ? ['Planeswalker'] : model.types, declarations);
  // A card type the set invents is a permanent type (it is not an instant or sorcery).
  model.isPermanent = model.types.some((t) => permanentTypes.has(t) || !typeByLower.has(t.toLowerCase()));
  model.isInstantOrSorcery = !model.isPermanent && model.types.some((t) => t === 'Instant' || t === 'Sorcery');
  const colors = new Set<string>();
  for (const symbol of face.manaCost?.symbols ?? []) {
    const info = classifySymbol(symbol.body, declarations);
    model.manaValue += info.manaValue;
    for (const c of info.colors) colors.add(c);
  }
  for (const c of indicatorColors(face)) colors.add(c);
  // A colour-defining ability sets the colour outright (604.3), even to colorless.
  // Devoid is a characteristic-defining ability: "This object is colorless" (702.114a).
  const devoid = face.abilities.some((a) => a.abilityKind === 'keyword' && a.keyword === 'Devoid');
  const defined = devoid ? [] : cdaColors(face);
  model.printedColors = sortColors(colors);
  model.colors = sortColors(defined ?? colors);
  // Lists of exactly their length: the model is kept with the card (a list grown by push keeps spare room).
  model.supertypes = fitted(model.supertypes);
  model.subtypes = fitted(model.subtypes);
  model.types = fitted(model.types);
  model.unknownTypeWords = fitted(model.unknownTypeWords);
  model.obsoleteTypeWords = fitted(model.obsoleteTypeWords);
  return model;
}

/** Colours from a `Color indicator:` field (204): colour words or letters. */
export function indicatorColors(face: Face): string[] {
  const field = face.fields.find((f) => /^colou?r indicator$/i.test(f.label));
  if (!field) return [];
  const out: string[] = [];
  for (const word of field.value.split(/[\s,/]+|\band\b/)) {
    const w = word.trim().toLowerCase();
    if (colorWords[w]) out.push(colorWords[w]);
    else if (/^[wubrg]$/.test(w)) out.push(w.toUpperCase());
  }
  return out;
}

/** Every symbol an ability prints outside reminder text: costs, effect, modes and granted abilities. */
export function abilitySymbols(ability: Ability): SymbolNode[] {
  const out: SymbolNode[] = [];
  if ('cost' in ability && ability.cost) for (const part of ability.cost.parts) out.push(...part.symbols);
  out.push(...ability.effect.symbols.filter((s) => s.context !== 'reminder'));
  for (const quote of ability.effect.quotes) {
    const granted = quote.ability;
    if (granted && 'cost' in granted && granted.cost) for (const part of granted.cost.parts) out.push(...part.symbols);
  }
  for (const mode of ability.modes) out.push(...abilitySymbols(mode));
  return out;
}

/** A characteristic-defining colour ability (604.3): `~ is all colors`, `~ is blue and red`, `~ is colorless`. */
function cdaColors(face: Face): string[] | undefined {
  for (const ability of face.abilities) {
    const words = ability.effect.words;
    const is = words.indexOf('is');
    if (is < 0 || ability.effect.selfReferences.length === 0 || words.length > 12) continue;
    const rest = words.slice(is + 1).map((w) => w.replace(/\.$/, ''));
    if (rest[0] === 'all' && rest[1]?.startsWith('colo')) return ['W', 'U', 'B', 'R', 'G'];
    if (rest.length === 1 && rest[0].startsWith('colorless')) return [];
    if (rest.length > 0 && rest.every((w) => colorWords[w] || w === 'and')) return rest.filter((w) => colorWords[w]).map((w) => colorWords[w]);
  }
  return undefined;
}

function isTriggeredManaAbility(ability: Ability): boolean {
  if (ability.abilityKind !== 'triggered') return false;
  const condition = ability.condition.text.toLowerCase();
  return /\bfor mana\b|\bmana abilit|\badds? mana\b|\bmana is added\b/.test(condition);
}

/**
 * True if an effect targets (115.6) by itself. A sentence starting with "When"/"Whenever" inside an
 * effect creates a delayed or reflexive triggered ability ("When that mana is spent to cast …",
 * 603.7, 603.12) whose targets are its own, and "choose new targets for the copy" targets nothing.
 */
function requiresTarget(effect: Effect): boolean {
  if (effect.targets.length === 0) return false;
  const at = (r: { start: { line: number; character: number } }) => (r.start.line === effect.range.start.line ? r.start.character - effect.range.start.character : -1);
  const triggers: number[] = [];
  for (const m of effect.text.matchAll(/(?:^|[.;]\s+)(?=(?:When|Whenever)\b)/g)) triggers.push(m.index + m[0].length);
  return effect.targets.some((range) => {
    const offset = at(range);
    if (offset < 0) return true;
    if (/\bnew\s+$/i.test(effect.text.slice(Math.max(0, offset - 5), offset))) return false;
    const start = triggers.filter((t) => t <= offset).pop();
    if (start === undefined) return true;
    const end = effect.text.slice(start).search(/[.;](?:\s|$)/);
    return end >= 0 && start + end < offset;
  });
}

function abilityModel(ability: Ability, face: FaceModel, ctx: ProductionContext): AbilityModel {
  let kind: AbilityKind = ability.abilityKind;
  if (kind === 'static' && face.isInstantOrSorcery) kind = 'spell';
  let produces: Set<string> | 'any' = new Set();
  let couldAdd = false;
  const effects = [ability.effect, ...ability.modes.map((m) => m.effect)];
  for (const effect of effects) {
    for (const production of effect.manaProductions) {
      const meaning = productionMeaning(production, ctx, ability.text);
      if (meaning.types === 'any' || meaning.types.size > 0) couldAdd = true;
      produces = mergeTypes(produces, meaning.types);
    }
  }
  const targets = effects.some(requiresTarget);
  const isManaAbility = couldAdd && !targets && (kind === 'activated' || isTriggeredManaAbility(ability));
  const ordered = orderTypes(produces);
  return { ability, face, kind, isManaAbility, produces: ordered === 'any' ? ordered : fitted(ordered) };
}

/** Builds the model of a card. `fullText` is the card's source text (for card-wide phrases). */
export function buildCardModel(card: Card, declarations: Declarations, fullText: string): CardModel {
  const faces = card.faces.map((f) => faceModel(f, declarations));
  const production = productionContext(card, declarations, fullText);
  const isSplit = faces.length > 1 && faces.every((f) => f.face.manaCost && f.types.length > 0 && !f.subtypes.some((s) => s === 'Adventure' || s === 'Omen'))
    && (faces.every((f) => f.isInstantOrSorcery) || faces.every((f) => f.subtypes.includes('Room')));
  const manaValue = isSplit ? faces.reduce((sum, f) => sum + f.manaValue, 0) : faces[0]?.manaValue ?? 0;
  const colors = sortColors(isSplit ? faces.flatMap((f) => f.colors) : faces[0]?.colors ?? []);
  const identity = new Set<string>();
  const abilities: AbilityModel[] = [];
  const keywords: string[] = [];
  const createdTokens: TokenCreation[] = [];
  for (const fm of faces) {
    for (const c of fm.printedColors) identity.add(c);
    // 305.6: each basic land type gives the land an intrinsic "{T}: Add [mana]" ability, which is rules text.
    if (fm.types.includes('Land')) for (const s of fm.subtypes) if (basicLandMana[s]) identity.add(basicLandMana[s]);
    for (const c of cdaColors(fm.face) ?? []) identity.add(c);
    for (const ability of fm.face.abilities) {
      for (const symbol of abilitySymbols(ability)) for (const c of classifySymbol(symbol.body, declarations).colors) identity.add(c);
      abilities.push(abilityModel(ability, fm, production));
      createdTokens.push(...tokenCreations(ability));
      if (ability.abilityKind === 'keyword' && !keywords.includes(ability.keyword)) keywords.push(ability.keyword);
    }
  }
  const types = [...new Set(faces.flatMap((f) => f.types))];
  const colorIdentity = sortColors(identity);
  const meld = meldText.exec(fullText);
  return {
    card, faces, isSplit, manaValue, colors, colorIdentity, types, keywords: fitted(keywords), abilities: fitted(abilities), production,
    meld: meld ? { partner: meld[1], result: meld[2] } : undefined,
    isToken: faces[0]?.isToken ?? false,
    isEmblem: faces[0]?.isEmblem ?? false,
    createdTokens: fitted(createdTokens),
    own: { manaValue, colorIdentity },
  };
}
