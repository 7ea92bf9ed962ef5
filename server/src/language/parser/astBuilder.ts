/**
 * Builds the AST of one chunk from its CST: a stateless builder (all per-chunk state travels in
 * the `BuildState` argument), dispatching on each node's rule name. Recovered nodes may lack any
 * child, so every access is optional.
 */
import type { CstNode, IToken } from 'chevrotain';
import type {
  Ability, ActivatedAbility, Card, ChapterAbility, DashNode, Directive, Face, Field, LoyaltyAbility, ManaCost, Position, Problem, Stats,
  SymbolNode, TextNode, TypeLine,
} from '../ast.js';
import type { Declarations } from '../model/symbols.js';
import { cardParser, type SyntaxProblem } from './cardParser.js';
import { echo } from '../userText.js';
import { analyzeEffect, symbolNode, type EffectContext } from './effectAnalysis.js';
import { type Flattened, flatten, type Item, orderedTokens, PositionMap, tokenEnd } from './lineItems.js';
import { fitted, intern } from '../compact.js';
import { abilityNode, buildCost, buildTextAbility, costFromItems, splitAbilityWord } from './abilityBuilder.js';

/** True for the characters `\s` matches in a regular expression (white space and line terminators). */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The trimmed rest of the line from `offset`: where its text starts and ends. */
function restOfLine(text: string, offset: number): { start: number; end: number } {
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

/** A card's state: directives written inside it are collected too. */
type CardState = BuildState & { directives: Directive[] };

type Line =
  | { type: 'field'; field: Field }
  | { type: 'stats'; stats: Stats }
  | { type: 'directive'; directive: Directive }
  | { type: 'abilities'; abilities: Ability[] }
  | { type: 'mode'; ability: Ability }
  /** A line starting with `*` or `-`: a mode if the ability above is modal, else the text abilities. */
  | { type: 'starred'; mode: Ability; abilities: Ability[] }
  | { type: 'none' };

/** A line that adds nothing (never changed, so one object serves every such line). */
const noLine: Line = { type: 'none' };

/**
 * A modal ability ("Choose one —", "An opponent chooses one —", "Choose three.", 700.2), a choice
 * the bullets below spell out ("choose Khans or Dragons."), or one that already has modes.
 */
function isModal(ability: Ability | undefined): boolean {
  return !!ability && (ability.modes.length > 0 || /\bchooses?\b/i.test(ability.text));
}

function text(tokens: IToken[], map: PositionMap): TextNode {
  return { kind: 'Text', range: map.tokenRange(tokens[0], tokens[tokens.length - 1]), text: map.slice(tokens[0], tokens[tokens.length - 1]) };
}

function dashNode(token: IToken, map: PositionMap): DashNode {
  return { kind: 'Dash', range: map.tokenRange(token), text: token.image };
}

/** The lower-cased token images of a name, as effect analysis matches them. */
function nameWords(tokens: IToken[]): string[] {
  return tokens.map((t) => t.image.toLowerCase());
}

/** True for a brace group token (`{G}`, or an unclosed `{G`). */
function isBrace(token: IToken): boolean {
  const name = token.tokenType.name;
  return name === 'Symbol' || name === 'UnclosedBrace';
}

/** Moves a face's end to `end` if `end` comes after it. */
function extendFace(face: Face, end: Position | undefined): void {
  if (end && (end.line > face.range.end.line || (end.line === face.range.end.line && end.character > face.range.end.character))) face.range.end = end;
}

class AstBuilder {
  /** What one CST node stands for, built by the method of its rule (undefined for rules read through their parent). */
  visit(node: CstNode | undefined, state: BuildState): unknown {
    if (!node) return undefined;
    const ctx = node.children as Record<string, never>;
    switch (node.name) {
      case 'chunk': return this.chunk(ctx, state);
      case 'directives': return this.directives(ctx, state);
      case 'directiveLine': return this.directiveLine(ctx, state);
      case 'card': return this.card(ctx, state);
      case 'face': return this.face(ctx, state as CardState);
      case 'bodyLine': return this.bodyLine(ctx, state);
      case 'fieldLine': return this.fieldLine(ctx, state);
      case 'statsLine': return this.statsLine(ctx, state);
      case 'bulletLine': return this.bulletLine(ctx, state);
      case 'loyaltyLine': return this.loyaltyLine(ctx, state);
      case 'chapterLine': return this.chapterLine(ctx, state);
      case 'activatedLine': return this.activatedLine(ctx, state);
      case 'textLine': return this.textLine(ctx, state);
      default: return undefined;
    }
  }

  chunk(ctx: Record<string, CstNode[]>, state: BuildState): { directives: Directive[]; card?: Card } {
    const directives = ctx.directives ? fitted(this.visit(ctx.directives[0], state) as Directive[]) : fitted([]);
    const card = ctx.card ? (this.visit(ctx.card[0], state) as Card) : undefined;
    return { directives, card };
  }

  directives(ctx: Record<string, CstNode[]>, state: BuildState): Directive[] {
    return (ctx.directiveLine ?? []).map((line) => this.visit(line, state) as Directive).filter(Boolean);
  }

  directiveLine(ctx: Record<string, IToken[]>, state: BuildState): Directive | undefined {
    const name = ctx.Directive?.[0];
    if (!name || !Number.isFinite(name.startOffset)) return undefined;
    const map = state.map;
    const rest = (ctx.Inline ?? []).filter((t) => Number.isFinite(t.startOffset)).sort((a, b) => a.startOffset - b.startOffset);
    const symbols: SymbolNode[] = [];
    const args: TextNode[] = [];
    for (const token of rest) {
      if (token.tokenType.name === 'Symbol' || token.tokenType.name === 'UnclosedBrace') symbols.push(symbolNode(token, 'effect', map));
      else args.push({ kind: 'Text', range: map.tokenRange(token), text: token.image });
    }
    const value = restOfLine(map.text, tokenEnd(name));
    return {
      kind: 'Directive',
      range: map.tokenRange(name, rest[rest.length - 1] ?? name),
      name: name.image.slice(1),
      nameRange: map.tokenRange(name),
      symbols,
      args,
      value: map.text.slice(value.start, value.end),
    };
  }

  card(ctx: Record<string, (CstNode | IToken)[]>, state: BuildState): Card | undefined {
    const faces: Face[] = [];
    const directives: Directive[] = [];
    const separators = ((ctx.FaceSeparator ?? []) as IToken[]).filter((t) => Number.isFinite(t.startOffset));
    const cardState: CardState = { map: state.map, declarations: state.declarations, problems: state.problems, effects: state.effects, directives };
    for (const faceNode of (ctx.face ?? []) as CstNode[]) {
      const face = this.face(faceNode.children as Record<string, CstNode[]>, cardState);
      if (!face) continue;
      if (faces.length > 0) {
        const line = face.range.start.line;
        const before = separators.filter((s) => state.map.position(s.startOffset).line < line).pop();
        if (before) face.separator = state.map.tokenRange(before);
      }
      faces.push(face);
    }
    if (faces.length === 0) return undefined;
    for (const s of separators) {
      const pos = state.map.tokenRange(s);
      if (!faces.some((f) => f.separator && f.separator.start.line === pos.start.line)) {
        state.problems.push({ message: 'a "//" face separator must be followed by the next face\'s name line', range: pos });
      }
    }
    const first = faces[0].range;
    const last = faces[faces.length - 1].range;
    return {
      kind: 'Card',
      range: { start: first.start, end: last.end },
      name: faces.map((f) => f.name.text).join(' // '),
      faces: fitted(faces),
      directives: fitted(directives),
      problems: state.problems,
    };
  }

  face(ctx: Record<string, CstNode[]>, state: CardState): Face | undefined {
    const map = state.map;
    const header = orderedTokens(ctx.headerLine?.[0]);
    if (header.length === 0) return undefined;
    let costStart = header.length;
    while (costStart > 0 && isBrace(header[costStart - 1])) costStart--;
    let nameTokens = header.slice(0, costStart);
    const costTokens = header.slice(costStart);
    // A brace in the name is a mana cost that went wrong (`{1}{G}{{G}/{W}}`): it would silently become part of the name.
    const stray = nameTokens.findIndex((t) => ['Symbol', 'UnclosedBrace', 'StrayCloseBrace'].includes(t.tokenType.name));
    if (stray >= 0) {
      const bad = map.slice(nameTokens[stray], nameTokens[nameTokens.length - 1]);
      state.problems.push({
        message: `"${bad.length > 40 ? `${bad.slice(0, 39)}…` : bad}" on the name line is not a mana cost: write each symbol in its own braces, like {1}{G} or {G/W} for a hybrid symbol (107.4)`,
        range: map.tokenRange(nameTokens[stray], nameTokens[nameTokens.length - 1]),
      });
      // The name ends where the broken cost begins (`Gilded Hart`), so messages and links use it.
      if (stray > 0) nameTokens = nameTokens.slice(0, stray);
    }
    const name: TextNode = nameTokens.length > 0
      ? text(nameTokens, map)
      : { kind: 'Text', range: map.range(header[0].startOffset, header[0].startOffset), text: '' };
    if (nameTokens.length === 0) state.problems.push({ message: 'mana symbols but no name before them', range: map.tokenRange(header[0]) });
    const manaCost: ManaCost | undefined = costTokens.length > 0
      ? { kind: 'ManaCost', range: map.tokenRange(costTokens[0], costTokens[costTokens.length - 1]), symbols: costTokens.map((t) => symbolNode(t, 'effect', map)) }
      : undefined;
    const names = [nameWords(nameTokens)];
    // A legendary card's short name: the part before the first comma ("Gisela" for "Gisela, the Broken Blade").
    const comma = nameTokens.findIndex((t) => t.image === ',');
    if (comma > 0) names.push(nameWords(nameTokens.slice(0, comma)));
    const effects: EffectContext = { map: state.effects.map, names, parseQuoted: state.effects.parseQuoted };
    const faceState: CardState = { map, declarations: state.declarations, problems: state.problems, effects, directives: state.directives };
    // An emblem (114.1) is written `Emblem — Alia`: its header is its name and its type line.
    const emblem = !ctx.typeLine && header[0]?.image === 'Emblem' && header[1]?.tokenType.name === 'Dash';
    const typeLine = ctx.typeLine ? this.typeLineOf(ctx.typeLine[0], map) : emblem ? this.typeLineOf(ctx.headerLine[0], map) : undefined;
    if (!typeLine) state.problems.push({ message: 'no type line — the line after the name should be one, like "Creature — Elf"', range: name.range });
    const face: Face = {
      kind: 'Face',
      range: { start: map.position(header[0].startOffset), end: map.position(tokenEnd(header[header.length - 1])) },
      name, manaCost, typeLine, abilities: [], stats: [], fields: [],
    };
    let inLevelBand = false;
    for (const lineNode of ctx.bodyLine ?? []) {
      const line = this.bodyLine(lineNode.children as Record<string, CstNode[]>, faceState);
      switch (line.type) {
        case 'field': face.fields.push(line.field); break;
        case 'directive': state.directives.push(line.directive); break;
        case 'stats':
          if (inLevelBand && line.stats.statKind === 'powerToughness') line.stats.levelBand = true;
          inLevelBand = false;
          face.stats.push(line.stats);
          break;
        case 'mode': {
          const parent = face.abilities[face.abilities.length - 1];
          if (parent) parent.modes.push(line.ability);
          else face.abilities.push(line.ability);
          break;
        }
        case 'starred': {
          const parent = face.abilities[face.abilities.length - 1];
          if (isModal(parent)) parent.modes.push(line.mode);
          else face.abilities.push(...line.abilities);
          break;
        }
        case 'abilities':
          for (const ability of line.abilities) {
            face.abilities.push(ability);
            inLevelBand = ability.abilityKind === 'level';
          }
          break;
      }
    }
    face.abilities = fitted(face.abilities);
    face.stats = fitted(face.stats);
    face.fields = fitted(face.fields);
    extendFace(face, face.typeLine?.range.end);
    for (const a of face.abilities) {
      a.modes = fitted(a.modes);
      extendFace(face, a.range.end);
      for (const m of a.modes) extendFace(face, m.range.end);
    }
    for (const s of face.stats) extendFace(face, s.range.end);
    for (const f of face.fields) extendFace(face, f.range.end);
    return face;
  }

  private typeLineOf(node: CstNode, map: PositionMap): TypeLine | undefined {
    const tokens = orderedTokens(node);
    if (tokens.length === 0) return undefined;
    const dashAt = tokens.findIndex((t) => t.tokenType.name === 'Dash');
    const before = dashAt < 0 ? tokens : tokens.slice(0, dashAt);
    const after = dashAt < 0 ? [] : tokens.slice(dashAt + 1);
    const words = (list: IToken[]) => list.filter((t) => t.tokenType.name === 'Word').map((t) => ({ kind: 'Text' as const, range: map.tokenRange(t), text: intern(t.image) }));
    return {
      kind: 'TypeLine',
      range: map.tokenRange(tokens[0], tokens[tokens.length - 1]),
      text: map.slice(tokens[0], tokens[tokens.length - 1]),
      types: words(before),
      subtypes: words(after),
      dash: dashAt >= 0 ? dashNode(tokens[dashAt], map) : undefined,
    };
  }

  bodyLine(ctx: Record<string, CstNode[]>, state: BuildState): Line {
    let child: CstNode | undefined;
    for (const key in ctx) {
      if (ctx[key].length === 0) continue;
      child = ctx[key][0];
      break;
    }
    if (!child) return noLine;
    if (child.name === 'directiveLine') {
      const directive = this.visit(child, state) as Directive | undefined;
      return directive ? { type: 'directive', directive } : noLine;
    }
    return (this.visit(child, state) as Line | undefined) ?? noLine;
  }

  fieldLine(ctx: Record<string, IToken[]>, state: BuildState): Line {
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

  statsLine(ctx: Record<string, IToken[]>, state: BuildState): Line {
    const token = ctx.PowerToughness?.[0];
    if (!token || !Number.isFinite(token.startOffset)) return noLine;
    const slash = token.image.indexOf('/');
    return {
      type: 'stats',
      stats: { kind: 'Stats', range: state.map.tokenRange(token), statKind: 'powerToughness', power: token.image.slice(0, slash), toughness: token.image.slice(slash + 1) },
    };
  }

  bulletLine(ctx: Record<string, (CstNode | IToken)[]>, state: BuildState): Line {
    const flat = this.flatLine((ctx.lineText as CstNode[] | undefined)?.[0]);
    if (!flat || flat.items.length === 0) return noLine;
    const ability = buildTextAbility(flat, flat.items, state, 'mode');
    const bullet = (ctx.Bullet as IToken[] | undefined)?.[0];
    if (ability?.[0] && bullet && Number.isFinite(bullet.startOffset)) ability[0].bullet = { kind: 'Text', range: state.map.tokenRange(bullet), text: bullet.image };
    return ability ? { type: 'mode', ability: ability[0] } : noLine;
  }

  loyaltyLine(ctx: Record<string, IToken[] | CstNode[]>, state: BuildState): Line {
    const map = state.map;
    const costTokens = [...((ctx.Plus ?? []) as IToken[]), ...((ctx.Minus ?? []) as IToken[]), ...((ctx.Dash ?? []) as IToken[]), ...((ctx.NumberLiteral ?? []) as IToken[]), ...((ctx.Word ?? []) as IToken[])]
      .filter((t) => Number.isFinite(t.startOffset)).sort((a, b) => a.startOffset - b.startOffset);
    const colon = (ctx.Colon as IToken[] | undefined)?.[0];
    if (costTokens.length === 0) return noLine;
    const flat = this.flatLine((ctx.lineText as CstNode[] | undefined)?.[0]) ?? { items: [], quotes: [], reminders: [] };
    const effect = analyzeEffect(flat, flat.items, state.effects);
    const end = flat.items[flat.items.length - 1]?.token ?? colon ?? costTokens[costTokens.length - 1];
    const ability = abilityNode<LoyaltyAbility>({
      kind: 'Ability', abilityKind: 'loyalty', range: map.tokenRange(costTokens[0], end), text: map.slice(costTokens[0], end),
      effect, modes: [], granted: false,
      loyaltyCost: text(costTokens, map),
    });
    return { type: 'abilities', abilities: [ability] };
  }

  chapterLine(ctx: Record<string, IToken[] | CstNode[]>, state: BuildState): Line {
    const map = state.map;
    const numerals = ((ctx.Word ?? []) as IToken[]).filter((t) => Number.isFinite(t.startOffset)).sort((a, b) => a.startOffset - b.startOffset);
    const dash = (ctx.Dash as IToken[] | undefined)?.[0];
    if (numerals.length === 0) return noLine;
    const flat = this.flatLine((ctx.lineText as CstNode[] | undefined)?.[0]) ?? { items: [], quotes: [], reminders: [] };
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

  activatedLine(ctx: Record<string, (CstNode | IToken)[]>, state: BuildState): Line {
    const map = state.map;
    const partNodes = (ctx.costPart ?? []) as CstNode[];
    const parts = partNodes.map((node) => flatten(node)).filter((f) => f.items.length > 0);
    if (parts.length === 0) return noLine;
    const prefix = splitAbilityWord(parts[0].items, map, state.declarations);
    if (prefix) parts[0] = { ...parts[0], items: prefix.rest };
    const cost = buildCost(parts.map((p) => p.items), map, state.declarations);
    const flat = this.flatLine((ctx.lineText as CstNode[] | undefined)?.[0]) ?? { items: [], quotes: [], reminders: [] };
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

  textLine(ctx: Record<string, CstNode[]>, state: BuildState): Line {
    const flat = this.flatLine(ctx.lineText?.[0]);
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

  private flatLine(node: CstNode | undefined): Flattened | undefined {
    return node ? flatten(node) : undefined;
  }
}

const builder = new AstBuilder();

/** The result of building one chunk. */
export interface ChunkAst {
  directives: Directive[];
  card?: Card;
  problems: Problem[];
}

/** Builds the AST of one parsed chunk. Never throws: a failure becomes a problem on the chunk. */
export function buildChunk(cst: CstNode | undefined, syntax: SyntaxProblem[], map: PositionMap, declarations: Declarations): ChunkAst {
  const problems: Problem[] = syntax.map((p) => ({ message: p.message, range: map.range(p.startOffset, Math.max(p.startOffset, p.endOffset)) }));
  const state: BuildState = {
    map,
    declarations,
    problems,
    effects: {
      map,
      names: [],
      parseQuoted: (tokens) => parseQuotedAbility(tokens, state),
    },
  };
  if (!cst) return { directives: [], problems };
  try {
    const result = builder.visit(cst, state) as { directives: Directive[]; card?: Card };
    if (result.card) result.card.problems = problems;
    return { directives: result.directives, card: result.card, problems };
  } catch (error) {
    problems.push({ message: `this card could not be analysed (${echo(String(error), 60)}); please report it`, range: map.range(0, 0) });
    return { directives: [], problems };
  }
}

/** Parses the tokens inside quotes as one granted ability (same grammar as a body line). */
function parseQuotedAbility(tokens: IToken[], state: BuildState): Ability | undefined {
  cardParser.input = tokens;
  const node = cardParser.bodyLine();
  if (cardParser.errors.length > 0 || !node) return undefined;
  const [child] = Object.values(node.children).flat() as CstNode[];
  if (!child) return undefined;
  const lineText = child.name === 'lineText' ? child : (child.children.lineText?.[0] as CstNode | undefined);
  if (child.name === 'activatedLine') {
    const line = builder.activatedLine(child.children as Record<string, (CstNode | IToken)[]>, state) as Line;
    return markGranted(line);
  }
  if (child.name === 'textLine' && lineText) {
    const flat = flatten(lineText, 'quoted');
    const abilities = buildTextAbility(flat, flat.items, state, 'static', 'quoted');
    if (!abilities?.[0]) return undefined;
    abilities[0].granted = true;
    return abilities[0];
  }
  return markGranted(builder.visit(child, state) as Line);
}

function markGranted(line: Line): Ability | undefined {
  if (line.type !== 'abilities' || !line.abilities[0]) return undefined;
  const ability = line.abilities[0];
  ability.granted = true;
  return ability;
}

export type { Item };
