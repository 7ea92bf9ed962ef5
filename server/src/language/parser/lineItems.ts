/**
 * Helpers shared by the AST builder: offset → position mapping for a chunk, and flattening a
 * CST subtree into its tokens in source order, each tagged with the text context it stands in.
 */
import type { CstElement, CstNode, IToken } from 'chevrotain';
import type { Position, Range, SymbolNode, TextContext, TextNode } from '../ast.js';
import { ChunkPosition, type LineBase } from '../positions.js';

/**
 * Maps offsets within a chunk's text to positions of that chunk: their lines count from the
 * chunk's {@link LineBase}, so they move with it (see positions.ts).
 */
export class PositionMap {
  private readonly lineStarts: number[] = [0];
  /** Positions already made, by offset: one object per place serves every range that starts or ends there. */
  private readonly positions: ChunkPosition[] = [];
  /** The symbol node of each brace token and the context it was first read in (costs, effects and mana productions share it). */
  readonly symbols = new Map<IToken, SymbolNode>();

  constructor(readonly text: string, readonly base: LineBase) {
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 10) this.lineStarts.push(i + 1);
      else if (ch === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.lineStarts.push(i + 1);
      }
    }
  }

  position(offset: number): Position {
    const known = this.positions[offset];
    if (known !== undefined) return known;
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    const position = new ChunkPosition(this.base, lo, offset - starts[lo]);
    // Offsets are small whole numbers (within a card); anything else is made afresh each time.
    if (offset >= 0 && offset <= this.text.length) this.positions[offset] = position;
    return position;
  }

  range(startOffset: number, endOffset: number): Range {
    return { start: this.position(startOffset), end: this.position(endOffset) };
  }

  /** The range covering tokens `first`..`last` (inclusive). */
  tokenRange(first: IToken, last: IToken = first): Range {
    return this.range(first.startOffset, tokenEnd(last));
  }

  slice(first: IToken, last: IToken): string {
    return this.text.slice(first.startOffset, tokenEnd(last));
  }
}

/** Exclusive end offset of a token. */
export function tokenEnd(token: IToken): number {
  return token.startOffset + token.image.length;
}

/** A token of rules text and where it stands. */
export interface Item {
  token: IToken;
  context: TextContext;
  /** Index of the enclosing quoted group in `Flattened.quotes`, or -1. */
  quote: number;
}

/** A quoted group: its opening and closing marks (closing may be missing) and inner items. */
export interface QuoteGroup {
  open: IToken;
  close?: IToken;
  items: Item[];
  /** The quoted CST node, reparsed by the builder as a granted ability. */
  inner: IToken[];
}

/** A parenthesised group: its brackets (the closing one may be missing). */
export interface ParenGroup {
  open: IToken;
  close?: IToken;
}

export interface Flattened {
  items: Item[];
  quotes: QuoteGroup[];
  reminders: ParenGroup[];
}

function isRealToken(token: IToken): boolean {
  return !token.isInsertedInRecovery && Number.isFinite(token.startOffset);
}

function isNode(element: CstElement): element is CstNode {
  return (element as CstNode).children !== undefined;
}

/**
 * Flattens a CST subtree into tokens in source order. Quoted and parenthesised groups are
 * recorded with their brackets; tokens inside them carry the `quoted`/`reminder` context.
 */
export function flatten(node: CstNode, context: TextContext = 'effect'): Flattened {
  const out: Flattened = { items: [], quotes: [], reminders: [] };
  walk(node, context, -1, out);
  inSourceOrder(out.items);
  return out;
}

/**
 * Sorts items by offset, in place; most lines come out of the walk in order already, and are only
 * checked (no two items share an offset, so a sorted list is left as it is either way).
 */
function inSourceOrder(items: Item[]): void {
  for (let i = 1; i < items.length; i++) {
    if (items[i - 1].token.startOffset > items[i].token.startOffset) {
      items.sort((a, b) => a.token.startOffset - b.token.startOffset);
      return;
    }
  }
}

/** The token types that open or close a quotation. */
const quoteMarks = new Set(['Quote', 'OpenQuote', 'CloseQuote']);

function walk(node: CstNode, context: TextContext, quote: number, out: Flattened): void {
  if (node.name === 'quoted') {
    const tokens: IToken[] = [];
    collectTokens(node, tokens);
    tokens.sort((a, b) => a.startOffset - b.startOffset);
    const marks = quoteMarks;
    const open = tokens[0];
    const last = tokens[tokens.length - 1];
    const close = tokens.length > 1 && marks.has(last.tokenType.name) ? last : undefined;
    const group: QuoteGroup = { open, close, items: [], inner: tokens.slice(1, close ? -1 : undefined) };
    const index = out.quotes.push(group) - 1;
    const inner = context === 'reminder' ? 'reminder' : 'quoted';
    const before = out.items.length;
    for (const [key, elements] of Object.entries(node.children)) {
      for (const element of elements) {
        if (isNode(element)) walk(element, inner, index, out);
        else if (isRealToken(element)) {
          const isMark = key === 'Quote' || key === 'OpenQuote' || key === 'CloseQuote';
          out.items.push({ token: element, context: isMark ? context : inner, quote: isMark ? quote : index });
        }
      }
    }
    group.items = out.items.slice(before).filter((item) => item.quote === index);
    inSourceOrder(group.items);
    return;
  }
  if (node.name === 'reminder') {
    const open = node.children.LParen?.[0] as IToken | undefined;
    const close = node.children.RParen?.[0] as IToken | undefined;
    if (open && isRealToken(open)) {
      out.reminders.push({ open, close: close && isRealToken(close) ? close : undefined });
    }
    context = 'reminder';
  }
  const children = node.children;
  for (const key in children) {
    const elements = children[key];
    for (let i = 0; i < elements.length; i++) {
      const element = elements[i];
      if (isNode(element)) walk(element, context, quote, out);
      else if (isRealToken(element)) out.items.push({ token: element, context, quote });
    }
  }
}

/** Collects every real token of a subtree (unordered). */
export function collectTokens(node: CstNode, into: IToken[]): IToken[] {
  const children = node.children;
  for (const key in children) {
    const elements = children[key];
    for (let i = 0; i < elements.length; i++) {
      const element = elements[i];
      if (isNode(element)) collectTokens(element, into);
      else if (isRealToken(element)) into.push(element);
    }
  }
  return into;
}

/** Every real token of a subtree, in source order. */
export function orderedTokens(node: CstNode | undefined): IToken[] {
  if (!node) return [];
  const children = node.children;
  let only: CstElement[] | undefined;
  for (const key in children) {
    if (only) return collectTokens(node, []).sort((a, b) => a.startOffset - b.startOffset);
    only = children[key];
  }
  // One kind of child, all tokens (a header or type line): the parser consumed them in order.
  if (!only || only.some(isNode)) return collectTokens(node, []).sort((a, b) => a.startOffset - b.startOffset);
  return (only as IToken[]).filter(isRealToken);
}

/** True if the item is a brace symbol (closed or not). */
export function isSymbol(item: Item | undefined): boolean {
  const name = item?.token.tokenType.name;
  return name === 'Symbol' || name === 'UnclosedBrace';
}

/** The item's token type name ('' past the end). */
export function typeOf(item: Item | undefined): string {
  return item?.token.tokenType.name ?? '';
}

/** The item's text in lower case ('' past the end). */
export function lower(item: Item | undefined): string {
  return item ? item.token.image.toLowerCase() : '';
}

/** The text node spanning items, from the first one's token to the last one's. */
export function span(items: Item[], map: PositionMap): TextNode {
  const first = items[0].token;
  const last = items[items.length - 1].token;
  return { kind: 'Text', range: map.tokenRange(first, last), text: map.slice(first, last) };
}
