/**
 * Builders for the lines of a card's body (a field, stats, a bullet, a loyalty or chapter ability,
 * an activated ability, any other text line): each takes its CST node's children and the chunk's
 * `BuildState` and returns what the line adds to its face. The chunk, card and face nodes that
 * gather these lines are built in astBuilder.ts.
 */
import type { CstNode, IToken } from 'chevrotain';
import type { Ability, ActivatedAbility, ChapterAbility, DashNode, Directive, Field, LoyaltyAbility, Problem, Stats, TextNode } from '../ast.js';
import type { Declarations } from '../model/symbols.js';
import { analyzeEffect, type EffectContext } from './effectAnalysis.js';
import { type Flattened, flatten, PositionMap, tokenEnd } from './lineItems.js';
import { abilityNode, buildTextAbility, splitAbilityWord } from './abilityBuilder.js';
import { buildCost, costFromItems } from './costBuilder.js';

/** True for the characters `\s` matches in a regular expression (white space and line terminators). */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The trimmed rest of the line from `offset`: where its text starts and ends. */
export function restOfLine(text: string, offset: number): { start: number; end: number } {
  let end = offset;
  for (let c = text.charCodeAt(end); end < text.length && c !== 10 && c !== 13; c = text.charCodeAt(++end));
  let start = offset;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return { start, end };
}

/** The `:` (and any space before it) that ends a field label. */
const labelEnd = /\s*:$/;
/** A ruling's date at the start of its text. */
const leadingDate = /^(\d{4}-\d{2}-\d{2})\b/;
/** Field labels that make a stats line (`Loyalty: 3`). */
const statLabels = { Loyalty: 'loyalty', Defense: 'defense', Defence: 'defense', Hand: 'hand', Life: 'life' } as const;

/** Per-chunk state passed down the builder. */
export interface BuildState {
  map: PositionMap;
  declarations: Declarations;
  problems: Problem[];
  effects: EffectContext;
}

/** What one body line adds to its face. */
export type Line =
  | { type: 'field'; field: Field }
  | { type: 'stats'; stats: Stats }
  | { type: 'directive'; directive: Directive }
  | { type: 'abilities'; abilities: Ability[] }
  | { type: 'mode'; ability: Ability }
  /** A line starting with `*` or `-`: a mode if the ability above is modal, else the text abilities. */
  | { type: 'starred'; mode: Ability; abilities: Ability[] }
  | { type: 'none' };

/** A line that adds nothing (never changed, so one object serves every such line). */
export const noLine: Line = { type: 'none' };

/** A text node spanning `tokens`. */
export function text(tokens: IToken[], map: PositionMap): TextNode {
  return { kind: 'Text', range: map.tokenRange(tokens[0], tokens[tokens.length - 1]), text: map.slice(tokens[0], tokens[tokens.length - 1]) };
}

/** The node of a dash token. */
export function dashNode(token: IToken, map: PositionMap): DashNode {
  return { kind: 'Dash', range: map.tokenRange(token), text: token.image };
}

/** A `Label: value` line: a field, or the stats a stat label names (`Loyalty: 3`). */
export function fieldLine(ctx: Record<string, IToken[]>, state: BuildState): Line {
  const label = ctx.FieldLabel?.[0];
  if (!label || !Number.isFinite(label.startOffset)) return noLine;
  const map = state.map;
  const labelText = label.image.replace(labelEnd, '');
  // The value is the rest of the line as written: it may hold characters no token matches (`8★`, `林玄泰`).
  const { start: valueStart, end: valueEnd } = restOfLine(map.text, tokenEnd(label));
  const valueRange = map.range(valueStart, valueEnd);
  const value = map.text.slice(valueStart, valueEnd);
  const range = map.range(label.startOffset, valueEnd > valueStart ? valueEnd : tokenEnd(label));
  const statKind = statLabels[labelText as 'Loyalty'];
  if (statKind) return { type: 'stats', stats: { kind: 'Stats', range, statKind, value } };
  const field: Field = { kind: 'Field', range, label: labelText, labelRange: map.tokenRange(label), value, valueRange };
  const date = leadingDate.exec(value);
  if (date) field.date = date[1];
  return { type: 'field', field };
}

/** A `2/3` power/toughness line. */
export function statsLine(ctx: Record<string, IToken[]>, state: BuildState): Line {
  const token = ctx.PowerToughness?.[0];
  if (!token || !Number.isFinite(token.startOffset)) return noLine;
  const slash = token.image.indexOf('/');
  return {
    type: 'stats',
    stats: { kind: 'Stats', range: state.map.tokenRange(token), statKind: 'powerToughness', power: token.image.slice(0, slash), toughness: token.image.slice(slash + 1) },
  };
}

/** A `•` line: one mode of the modal ability above. */
export function bulletLine(ctx: Record<string, (CstNode | IToken)[]>, state: BuildState): Line {
  const flat = flatLine((ctx.lineText as CstNode[] | undefined)?.[0]);
  if (!flat || flat.items.length === 0) return noLine;
  const ability = buildTextAbility(flat, flat.items, state, 'mode');
  const bullet = (ctx.Bullet as IToken[] | undefined)?.[0];
  if (ability?.[0] && bullet && Number.isFinite(bullet.startOffset)) ability[0].bullet = { kind: 'Text', range: state.map.tokenRange(bullet), text: bullet.image };
  return ability ? { type: 'mode', ability: ability[0] } : noLine;
}

/** A planeswalker's `+1: …` loyalty ability. */
export function loyaltyLine(ctx: Record<string, IToken[] | CstNode[]>, state: BuildState): Line {
  const map = state.map;
  const costTokens = [...((ctx.Plus ?? []) as IToken[]), ...((ctx.Minus ?? []) as IToken[]), ...((ctx.Dash ?? []) as IToken[]), ...((ctx.NumberLiteral ?? []) as IToken[]), ...((ctx.Word ?? []) as IToken[])]
    .filter((t) => Number.isFinite(t.startOffset)).sort((a, b) => a.startOffset - b.startOffset);
  const colon = (ctx.Colon as IToken[] | undefined)?.[0];
  if (costTokens.length === 0) return noLine;
  const flat = flatLine((ctx.lineText as CstNode[] | undefined)?.[0]) ?? { items: [], quotes: [], reminders: [] };
  const effect = analyzeEffect(flat, flat.items, state.effects);
  const end = flat.items[flat.items.length - 1]?.token ?? colon ?? costTokens[costTokens.length - 1];
  const ability = abilityNode<LoyaltyAbility>({
    kind: 'Ability', abilityKind: 'loyalty', range: map.tokenRange(costTokens[0], end), text: map.slice(costTokens[0], end),
    effect, modes: [], granted: false,
    loyaltyCost: text(costTokens, map),
  });
  return { type: 'abilities', abilities: [ability] };
}

/** A Saga's `I, II — …` chapter ability. */
export function chapterLine(ctx: Record<string, IToken[] | CstNode[]>, state: BuildState): Line {
  const map = state.map;
  const numerals = ((ctx.Word ?? []) as IToken[]).filter((t) => Number.isFinite(t.startOffset)).sort((a, b) => a.startOffset - b.startOffset);
  const dash = (ctx.Dash as IToken[] | undefined)?.[0];
  if (numerals.length === 0) return noLine;
  const flat = flatLine((ctx.lineText as CstNode[] | undefined)?.[0]) ?? { items: [], quotes: [], reminders: [] };
  const effect = analyzeEffect(flat, flat.items, state.effects);
  const end = flat.items[flat.items.length - 1]?.token ?? dash ?? numerals[numerals.length - 1];
  const roman: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10 };
  return {
    type: 'abilities',
    abilities: [abilityNode<ChapterAbility>({
      kind: 'Ability', abilityKind: 'chapter', range: map.tokenRange(numerals[0], end), text: map.slice(numerals[0], end),
      effect, modes: [], granted: false,
      chapters: numerals.map((n) => roman[n.image] ?? 0),
      dash: dash && Number.isFinite(dash.startOffset) ? dashNode(dash, map) : undefined,
    })],
  };
}

/** A `cost: effect` activated ability line (also a quoted granted one). */
export function activatedLine(ctx: Record<string, (CstNode | IToken)[]>, state: BuildState): Line {
  const map = state.map;
  const partNodes = (ctx.costPart ?? []) as CstNode[];
  const parts = partNodes.map((node) => flatten(node)).filter((f) => f.items.length > 0);
  if (parts.length === 0) return noLine;
  const prefix = splitAbilityWord(parts[0].items, map, state.declarations);
  if (prefix) parts[0] = { ...parts[0], items: prefix.rest };
  const cost = buildCost(parts.map((p) => p.items), map, state.declarations);
  const flat = flatLine((ctx.lineText as CstNode[] | undefined)?.[0]) ?? { items: [], quotes: [], reminders: [] };
  const effect = analyzeEffect(flat, flat.items, state.effects);
  const firstToken = prefix?.word ? prefix.firstToken : parts[0].items[0]?.token ?? (ctx.Colon?.[0] as IToken);
  const colon = (ctx.Colon as IToken[] | undefined)?.[0];
  const end = flat.items[flat.items.length - 1]?.token ?? (colon && Number.isFinite(colon.startOffset) ? colon : parts[parts.length - 1].items.pop()!.token);
  const ability = abilityNode<ActivatedAbility>({
    kind: 'Ability', abilityKind: 'activated', range: map.tokenRange(firstToken, end), text: map.slice(firstToken, end),
    effect, modes: [], granted: false,
    cost: cost ?? costFromItems([], map, state.declarations, firstToken),
    abilityWord: prefix?.word, dash: prefix?.dash,
  });
  return { type: 'abilities', abilities: [ability] };
}

/** Any other line: its text abilities, or a mode typed with `*` or `-`. */
export function textLine(ctx: Record<string, CstNode[]>, state: BuildState): Line {
  const flat = flatLine(ctx.lineText?.[0]);
  if (!flat || flat.items.length === 0) return noLine;
  const abilities = buildTextAbility(flat, flat.items, state, 'static');
  if (!abilities) return noLine;
  // `* Draw a card.` or `- Draw a card.`: a bullet typed as an asterisk or hyphen (a mode if the ability above is modal).
  const [first, second] = flat.items;
  const starred = first && second && first.context === 'effect' && (first.token.image === '*' || first.token.tokenType.name === 'Dash');
  const mode = starred ? buildTextAbility(flat, flat.items.slice(1), state, 'mode')?.[0] : undefined;
  if (!mode) return { type: 'abilities', abilities };
  mode.bullet = { kind: 'Text', range: state.map.tokenRange(first.token), text: first.token.image };
  return { type: 'starred', mode, abilities };
}

/** The flattened items of a `lineText` node. */
function flatLine(node: CstNode | undefined): Flattened | undefined {
  return node ? flatten(node) : undefined;
}
