/**
 * Finding what is at a position: the card, face and ability, and the innermost node (a symbol,
 * a mana production, an X, a keyword, a cost part…), for hover, completion and navigation.
 */
import {
  type Ability, type Face, type Field, type ManaProduction, type Position, type Range, rangeContains, type SelfReference,
  type Stats, type SymbolNode, type TextNode, type XReference, type CostPart,
} from '../ast.js';
import { analysedText, type CardsDocument, maxLineLength, type ParsedChunk } from '../document.js';
import type { AbilityModel, CardModel, FaceModel } from '../model/cardModel.js';

export type Target =
  | { kind: 'symbol'; node: SymbolNode; role: 'manaCost' | 'activationCost' | 'keywordCost' | 'text' }
  | { kind: 'production'; node: ManaProduction }
  | { kind: 'x'; node: XReference }
  | { kind: 'keyword'; range: Range; name: string; rule?: string }
  | { kind: 'selfReference'; node: SelfReference }
  | { kind: 'costPart'; node: CostPart }
  | { kind: 'name'; node: TextNode }
  | { kind: 'typeLine'; range: Range }
  | { kind: 'stats'; node: Stats }
  | { kind: 'field'; node: Field }
  | { kind: 'abilityWord'; node: TextNode }
  | { kind: 'text' };

export interface Located {
  chunk: ParsedChunk;
  model: CardModel;
  face: FaceModel;
  /** The printed ability at the position, and the granted/mode ability inside it if any. */
  printed?: Ability;
  ability?: Ability;
  abilityModel?: AbilityModel;
  target: Target;
}

/** The chunk whose lines include `line` (binary search over the document's chunks). */
export function chunkAtLine(doc: CardsDocument, line: number): ParsedChunk | undefined {
  const chunks = doc.chunks;
  let lo = 0;
  let hi = chunks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = chunks[mid];
    if (line < c.startLine) hi = mid - 1;
    else if (line >= c.startLine + c.lineCount) lo = mid + 1;
    else return c;
  }
  return undefined;
}

function inner(ability: Ability, pos: Position): Ability {
  for (const mode of ability.modes) if (rangeContains(mode.range, pos)) return inner(mode, pos);
  for (const quote of ability.effect.quotes) if (quote.ability && rangeContains(quote.ability.range, pos)) return inner(quote.ability, pos);
  return ability;
}

function symbolTarget(ability: Ability, pos: Position): Target | undefined {
  if ('cost' in ability && ability.cost) {
    for (const part of ability.cost.parts) {
      for (const s of part.symbols) {
        if (rangeContains(s.range, pos)) return { kind: 'symbol', node: s, role: ability.abilityKind === 'keyword' ? 'keywordCost' : 'activationCost' };
      }
    }
  }
  for (const s of ability.effect.symbols) if (rangeContains(s.range, pos)) return { kind: 'symbol', node: s, role: 'text' };
  return undefined;
}

function abilityTarget(ability: Ability, pos: Position): Target {
  const symbol = symbolTarget(ability, pos);
  if (symbol) return symbol;
  for (const p of ability.effect.manaProductions) if (rangeContains(p.verbRange, pos)) return { kind: 'production', node: p };
  for (const x of ability.effect.xReferences) if (rangeContains(x.range, pos)) return { kind: 'x', node: x };
  for (const r of ability.effect.selfReferences) if (rangeContains(r.range, pos)) return { kind: 'selfReference', node: r };
  if (ability.abilityKind === 'keyword' && rangeContains(ability.keywordRange, pos)) return { kind: 'keyword', range: ability.keywordRange, name: ability.keyword, rule: ability.rule };
  if (ability.abilityWord && rangeContains(ability.abilityWord.range, pos)) return { kind: 'abilityWord', node: ability.abilityWord };
  if ('cost' in ability && ability.cost) for (const part of ability.cost.parts) if (rangeContains(part.range, pos)) return { kind: 'costPart', node: part };
  return { kind: 'text' };
}

/** What is at `pos`, or undefined outside every card. */
export function locate(doc: CardsDocument, pos: Position): Located | undefined {
  const chunk = chunkAtLine(doc, pos.line);
  const model = chunk?.model;
  if (!chunk || !model) return undefined;
  const faceModel = model.faces.find((f) => rangeContains(f.face.range, pos) || f.face.range.end.line >= pos.line) ?? model.faces[model.faces.length - 1];
  const face: Face = faceModel.face;
  const base = { chunk, model, face: faceModel };
  if (rangeContains(face.name.range, pos)) return { ...base, target: { kind: 'name', node: face.name } };
  if (face.manaCost) for (const s of face.manaCost.symbols) if (rangeContains(s.range, pos)) return { ...base, target: { kind: 'symbol', node: s, role: 'manaCost' } };
  if (face.typeLine && rangeContains(face.typeLine.range, pos)) return { ...base, target: { kind: 'typeLine', range: face.typeLine.range } };
  for (const stats of face.stats) if (rangeContains(stats.range, pos)) return { ...base, target: { kind: 'stats', node: stats } };
  for (const field of face.fields) if (rangeContains(field.range, pos)) return { ...base, target: { kind: 'field', node: field } };
  for (const printed of face.abilities) {
    const within = rangeContains(printed.range, pos) || printed.modes.some((m) => rangeContains(m.range, pos));
    if (!within) continue;
    const ability = inner(printed, pos);
    const abilityModel = model.abilities.find((a) => a.ability === printed);
    return { ...base, printed, ability, abilityModel, target: abilityTarget(ability, pos) };
  }
  return { ...base, target: { kind: 'text' } };
}

/** The word at a position in a line of text (letters, digits, apostrophes, hyphens) and its span. */
export function wordAt(line: string, character: number): { text: string; start: number; end: number } | undefined {
  const isWord = (ch: string | undefined) => !!ch && /[\p{L}\p{N}'’-]/u.test(ch);
  let start = character;
  while (start > 0 && isWord(line[start - 1])) start--;
  let end = character;
  while (end < line.length && isWord(line[end])) end++;
  if (start === end) return undefined;
  return { text: line.slice(start, end), start, end };
}

/** The text of one line of the document, as far as it is analysed (at most {@link maxLineLength} characters). */
export function lineText(doc: CardsDocument, line: number): string {
  const chunk = chunkAtLine(doc, line);
  if (chunk) return analysedText(chunk).split(/\r\n|\r|\n/)[line - chunk.startLine] ?? '';
  return doc.source.line(line).slice(0, maxLineLength);
}
