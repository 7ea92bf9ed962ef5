/**
 * The AST of a `.cards` document. Every node has a `kind` discriminant and its exact source
 * `range` (0-based line/character, UTF-16 columns, as LSP uses). The positions of a parsed card
 * are `ChunkPosition`s (positions.ts): their line counts from the card's first line, so a card
 * moves as one number; they read and serialise as plain positions (compare them with literals
 * through JSON, not `deepStrictEqual`).
 */
import type { Position, Range } from 'vscode-languageserver-types';

export type { Position, Range };

/** Where a symbol or word stands; checks use it to know which rules apply. */
export type TextContext = 'effect' | 'quoted' | 'reminder';

/** A brace group such as `{T}` or `{2/W}`, whether or not it is a symbol of the game. */
export interface SymbolNode {
  kind: 'Symbol';
  range: Range;
  /** The source text, `{2/W}`. */
  text: string;
  /** Upper-cased text between the braces, `2/W`. */
  body: string;
  /** False for an unclosed `{`. */
  closed: boolean;
  context: TextContext;
}

/** A card name, a word or another span of text with its range. */
export interface TextNode {
  kind: 'Text';
  range: Range;
  text: string;
}

/** A file directive such as `@mana {P} purple`. */
export interface Directive {
  kind: 'Directive';
  range: Range;
  /** The directive's name without `@`: `mana`, `keyword`, `subtype`. */
  name: string;
  nameRange: Range;
  symbols: SymbolNode[];
  /** The words after the name (and after any symbol), as written. */
  args: TextNode[];
  /** Everything after the name, exactly as written (`XYZ Violet Hollow`, `2026-01-15`). */
  value: string;
}

export interface ManaCost {
  kind: 'ManaCost';
  range: Range;
  symbols: SymbolNode[];
}

/** A dash as written (`—`, `-`, `--`, `–`), kept so the dash check can point at it. */
export interface DashNode {
  kind: 'Dash';
  range: Range;
  text: string;
}

export interface TypeLine {
  kind: 'TypeLine';
  range: Range;
  text: string;
  /** Words before the dash: supertypes and card types. */
  types: TextNode[];
  /** Words after the dash (multi-word subtypes are joined by the model). */
  subtypes: TextNode[];
  dash?: DashNode;
}

/** A power/toughness, loyalty or defense line. */
export interface Stats {
  kind: 'Stats';
  range: Range;
  statKind: 'powerToughness' | 'loyalty' | 'defense' | 'hand' | 'life';
  power?: string;
  toughness?: string;
  value?: string;
  /** Set when this P/T belongs to a level band (`LEVEL 2-6` then `3/3`). */
  levelBand?: boolean;
}

/** `Flavor: …`, `Ruling: 2019-07-12 …`, `Rarity:`, `Artist:`, `Note:`, `Color indicator:`. */
export interface Field {
  kind: 'Field';
  range: Range;
  label: string;
  labelRange: Range;
  value: string;
  valueRange: Range;
  /** For rulings: the date at the start of the value, `2019-07-12`. */
  date?: string;
}

export type CostPartKind =
  | 'mana' | 'tap' | 'untap' | 'energy' | 'payLife' | 'sacrifice' | 'discard' | 'exile'
  | 'tapUntapped' | 'untapTapped' | 'remove' | 'reveal' | 'return' | 'put' | 'mill' | 'other';

/** One part of a cost: `{2}{R}`, `{T}`, `Pay 2 life`, `Sacrifice a creature`. */
export interface CostPart {
  kind: 'CostPart';
  range: Range;
  partKind: CostPartKind;
  text: string;
  symbols: SymbolNode[];
}

export interface Cost {
  kind: 'Cost';
  range: Range;
  parts: CostPart[];
}

/** The kinds of mana a production can add: letters of WUBRGC, or any type. */
export type ManaTypes = { any: true } | { any: false; types: Set<string> };

export type ManaProductionForm =
  | 'symbols' | 'anyColor' | 'anyType' | 'couldProduce' | 'chosenColor' | 'thatColor' | 'thatType'
  | 'combination' | 'amountOf' | 'commanderIdentity' | 'other';

/** An instruction to add mana: `Add {R} or {G}`, `adds one mana of any color`… */
export interface ManaProduction {
  kind: 'ManaProduction';
  /** From the verb to the end of the mana phrase. */
  range: Range;
  verbRange: Range;
  form: ManaProductionForm;
  /** The symbols named after the verb (`{R}`, `{G}`). */
  symbols: SymbolNode[];
  /** The words that name the mana's type when not symbols: `the chosen color`, `that type`. */
  phrase?: TextNode;
  context: TextContext;
}

export interface XReference {
  kind: 'XReference';
  range: Range;
  context: TextContext;
}

export interface SelfReference {
  kind: 'SelfReference';
  range: Range;
  form: 'name' | 'tilde' | 'CARDNAME' | 'this';
}

/** Text in quotes; when it is an ability granted to another object, that ability. */
export interface Quoted {
  kind: 'Quoted';
  range: Range;
  text: string;
  ability?: Ability;
}

/** The effect (or whole text) of an ability, with what the builder recognised inside it. */
export interface Effect {
  kind: 'Effect';
  range: Range;
  text: string;
  symbols: SymbolNode[];
  manaProductions: ManaProduction[];
  /**
   * Instructions to add mana written in this text's reminder text (`({T}: Add {G}.)`): never part
   * of what the ability adds (reminder text has no game function, 207.2), but checked like the rest.
   */
  reminderProductions: ManaProduction[];
  xReferences: XReference[];
  selfReferences: SelfReference[];
  /** Ranges of the word `target`/`targets` outside quotes and reminder text. */
  targets: Range[];
  quotes: Quoted[];
  reminders: TextNode[];
  /** True if the text defines X (`where X is …`, `X is …`). */
  definesX: boolean;
  /** Words outside quotes/reminders, lower-cased, for phrase checks. */
  words: string[];
}

export type AbilityKind =
  | 'keyword' | 'activated' | 'loyalty' | 'triggered' | 'static' | 'spell' | 'chapter' | 'level' | 'mode';

interface AbilityBase {
  kind: 'Ability';
  range: Range;
  text: string;
  /** 0-based line of the ability: its range's first line (read from the range, so it moves with the card). */
  readonly line: number;
  /** `static` abilities on instants and sorceries are spell abilities: the model decides. */
  abilityKind: AbilityKind;
  abilityWord?: TextNode;
  /** For a mode: the bullet it is written with (`•`, or a `*` or `-` typed for it, 700.2). */
  bullet?: TextNode;
  /** A dash after an ability word or in a keyword cost, for the dash check. */
  dash?: DashNode;
  effect: Effect;
  /** Bullet lines that follow a modal ability (`Choose one —`). */
  modes: Ability[];
  /** True for an ability inside quotes, granted to another object. */
  granted: boolean;
}

export interface KeywordAbility extends AbilityBase {
  abilityKind: 'keyword';
  /** The keyword's name as the rules write it (`Flying`, `Cycling`, `Landwalk`…). */
  keyword: string;
  keywordRange: Range;
  /** The rule that defines the keyword, `702.9`. */
  rule?: string;
  /** The keyword's cost (`Kicker {R}`, `Ward—Pay 2 life.`), if it has one. */
  cost?: Cost;
  /** Any other parameter: `from red`, `3`, `creature`. */
  parameter?: string;
}

export interface ActivatedAbility extends AbilityBase {
  abilityKind: 'activated';
  cost: Cost;
}

export interface LoyaltyAbility extends AbilityBase {
  abilityKind: 'loyalty';
  loyaltyCost: TextNode;
}

export interface TriggeredAbility extends AbilityBase {
  abilityKind: 'triggered';
  triggerWord: TextNode;
  /** The trigger condition, up to the first comma. */
  condition: TextNode;
  /** An enters-the-battlefield trigger of this object (`When ~ enters`). */
  isSelfETB: boolean;
}

export interface ChapterAbility extends AbilityBase {
  abilityKind: 'chapter';
  chapters: number[];
}

export interface LevelAbility extends AbilityBase {
  abilityKind: 'level';
  min: number;
  max?: number;
}

export interface TextAbility extends AbilityBase {
  abilityKind: 'static' | 'spell' | 'mode';
}

export type Ability =
  | KeywordAbility | ActivatedAbility | LoyaltyAbility | TriggeredAbility | ChapterAbility | LevelAbility | TextAbility;

export interface Face {
  kind: 'Face';
  range: Range;
  name: TextNode;
  manaCost?: ManaCost;
  typeLine?: TypeLine;
  abilities: Ability[];
  stats: Stats[];
  fields: Field[];
  /** The `//` line before this face, if it is not the first. */
  separator?: Range;
}

/** A syntax problem, located. */
export interface Problem {
  message: string;
  range: Range;
}

export interface Card {
  kind: 'Card';
  range: Range;
  /** The full name: faces joined by ` // `. */
  name: string;
  faces: Face[];
  /** Directives written inside or after the first card (reported as misplaced). */
  directives: Directive[];
  problems: Problem[];
}

/** Every node kind that checks can register for. */
export type AstNode =
  | Card | Face | ManaCost | SymbolNode | TypeLine | Stats | Field | Cost | CostPart | Ability | Effect
  | ManaProduction | XReference | SelfReference | Quoted | Directive;

export type AstNodeKind = AstNode['kind'];

/** True if `pos` lies inside `range` (end inclusive, so a cursor right after a word still hits it). */
export function rangeContains(range: Range, pos: Position): boolean {
  if (pos.line < range.start.line || pos.line > range.end.line) return false;
  if (pos.line === range.start.line && pos.character < range.start.character) return false;
  if (pos.line === range.end.line && pos.character > range.end.character) return false;
  return true;
}
