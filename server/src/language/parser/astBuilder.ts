/**
 * Builds the AST of one chunk from its CST: a stateless builder (all per-chunk state travels in
 * the `BuildState` argument), dispatching on each node's rule name; the body lines' builders are in
 * lineBuilders.ts. Recovered nodes may lack any child, so every access is optional.
 */
import type { CstNode, IToken } from 'chevrotain';
import type { Ability, Card, Directive, Face, ManaCost, Position, Problem, SymbolNode, TextNode, TypeLine } from '../ast.js';
import type { Declarations } from '../model/symbols.js';
import { cardParser, type SyntaxProblem } from './cardParser.js';
import { echo } from '../userText.js';
import { symbolNode, type EffectContext } from './effectAnalysis.js';
import { flatten, type Item, orderedTokens, PositionMap, tokenEnd } from './lineItems.js';
import { fitted, intern } from '../compact.js';
import { buildTextAbility } from './abilityBuilder.js';
import {
  activatedLine, bulletLine, type BuildState, chapterLine, dashNode, fieldLine, type Line, loyaltyLine, noLine, restOfLine, statsLine, text, textLine,
} from './lineBuilders.js';

/** A card's state: directives written inside it are collected too. */
type CardState = BuildState & { directives: Directive[] };

/**
 * A modal ability ("Choose one —", "An opponent chooses one —", "Choose three.", 700.2), a choice
 * the bullets below spell out ("choose Khans or Dragons."), or one that already has modes.
 */
function isModal(ability: Ability | undefined): boolean {
  return !!ability && (ability.modes.length > 0 || /\bchooses?\b/i.test(ability.text));
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
      case 'fieldLine': return fieldLine(ctx, state);
      case 'statsLine': return statsLine(ctx, state);
      case 'bulletLine': return bulletLine(ctx, state);
      case 'loyaltyLine': return loyaltyLine(ctx, state);
      case 'chapterLine': return chapterLine(ctx, state);
      case 'activatedLine': return activatedLine(ctx, state);
      case 'textLine': return textLine(ctx, state);
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
    const capitalized = /^\p{Lu}/u.test(nameTokens[0]?.image ?? '');
    const effects: EffectContext = { map: state.effects.map, names, capitalized, parseQuoted: state.effects.parseQuoted };
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
    const line = activatedLine(child.children as Record<string, (CstNode | IToken)[]>, state) as Line;
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
