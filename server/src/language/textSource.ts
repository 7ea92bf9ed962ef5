/**
 * The text of a document as lines, edited in place: an edit touches only the lines it changes,
 * so a keystroke in a 10,000-card file never copies the whole file (a string of megabytes would
 * be rebuilt and flattened on every change).
 *
 * Positions and line breaks follow `vscode-languageserver-textdocument` exactly (what LSP clients
 * and servers built on it count): `\r\n`, `\r` and `\n` each end a line, a position past the end
 * of a line or of the text is clamped to that end, and an edit that joins a `\r` with a following
 * `\n` makes one line break of them. A byte order mark at the very start is kept in the text (the
 * client counts it as a character) but read as a space, so analysis ignores it and every position
 * stays the client's.
 */
import type { Position } from './ast.js';

/** Read access to a document's text by lines. */
export interface TextSource {
  readonly lineCount: number;
  /** Lines [from, to) joined with "\n" (no trailing newline). */
  slice(from: number, to: number): string;
  line(index: number): string;
  /** The whole text (built on demand). */
  text(): string;
}

/** One edit in line terms: old lines [range.start.line, range.end.line] became the lines of `text`. */
export interface LineEdit {
  range: { start: Position; end: Position };
  /** The new lines, joined with "\n". */
  text: string;
}

const lineBreaks = /\r\n|\r|\n/g;
const bom = '\uFEFF';

/** Splits text into line contents and the break ending each ('' after the last line). */
function splitLines(text: string): { lines: string[]; eols: string[] } {
  if (!text.includes('\r')) {
    // The common case, natively: every break is "\n".
    const lines = text.split('\n');
    const eols = new Array<string>(lines.length).fill('\n');
    eols[eols.length - 1] = '';
    return { lines, eols };
  }
  const lines: string[] = [];
  const eols: string[] = [];
  let at = 0;
  lineBreaks.lastIndex = 0;
  for (let m = lineBreaks.exec(text); m; m = lineBreaks.exec(text)) {
    lines.push(text.slice(at, m.index));
    eols.push(m[0]);
    at = m.index + m[0].length;
  }
  lines.push(text.slice(at));
  eols.push('');
  return { lines, eols };
}

/** Replaces items [from, to) of a list; no spread into splice, so 100,000+ new lines can't overflow the stack. */
function replaceRange<T>(list: T[], from: number, to: number, items: T[]): T[] {
  if (items.length < 1000) {
    list.splice(from, to - from, ...items);
    return list;
  }
  return list.slice(0, from).concat(items, list.slice(to));
}

/** A text kept as an array of lines, with LSP-style incremental edits. */
export class LineBuffer implements TextSource {
  private lines: string[];
  private eols: string[];
  private cached?: string;

  constructor(text: string) {
    ({ lines: this.lines, eols: this.eols } = splitLines(text));
  }

  get lineCount(): number {
    return this.lines.length;
  }

  line(index: number): string {
    const line = this.lines[index] ?? '';
    return index === 0 && line.startsWith(bom) ? ` ${line.slice(1)}` : line;
  }

  slice(from: number, to: number): string {
    const start = Math.max(0, from);
    const end = Math.min(this.lines.length, to);
    if (start === 0 && end === this.lines.length && !this.lines[0].startsWith(bom)) return this.lines.join('\n');
    const lines = this.lines.slice(start, end);
    if (start === 0 && lines.length > 0) lines[0] = this.line(0);
    return lines.join('\n');
  }

  /** The text as analysis reads it: lines joined with "\n", a leading BOM read as a space. */
  text(): string {
    return (this.cached ??= this.slice(0, this.lines.length));
  }

  /** The text exactly as the client holds it (original line breaks and BOM). */
  rawText(): string {
    let out = '';
    for (let i = 0; i < this.lines.length; i++) out += this.lines[i] + this.eols[i];
    return out;
  }

  /** A position clamped into the text exactly as `vscode-languageserver-textdocument` clamps it. */
  clamp(p: Position): Position {
    return clampPosition(this, p);
  }

  /**
   * Replaces the text between two positions (an LSP `contentChanges` entry with a range) and
   * returns the edit in line terms (for the parsed document, which sees lines joined with "\n").
   */
  apply(range: { start: Position; end: Position }, newText: string): LineEdit {
    // Like the reference library: order the positions as given, then clamp each.
    const reversed = range.start.line > range.end.line || (range.start.line === range.end.line && range.start.character > range.end.character);
    const start = this.clamp(reversed ? range.end : range.start);
    const end = this.clamp(reversed ? range.start : range.end);
    // The edited region, with the break before it when that is a lone "\r" (a "\n" typed after
    // it, or the text between them deleted, makes one "\r\n" break of the two).
    const first = start.line > 0 && this.eols[start.line - 1] === '\r' && start.character === 0 ? start.line - 1 : start.line;
    const last = end.line;
    let region = '';
    for (let i = first; i <= last; i++) region += this.lines[i] + this.eols[i];
    const prefix = first < start.line ? this.lines[first].length + this.eols[first].length : 0;
    let endOffset = 0;
    for (let i = first; i < last; i++) endOffset += this.lines[i].length + this.eols[i].length;
    const edited = region.slice(0, prefix + start.character) + newText + region.slice(endOffset + end.character);
    const split = splitLines(edited);
    // The region ends with the last line's own break, unchanged: the empty text after it is the next line's business.
    if (this.eols[last] !== '') {
      split.lines.pop();
      split.eols.pop();
    }
    const oldLastLength = this.line(last).length;
    if (split.lines.length === 1 && first === last) {
      this.lines[first] = split.lines[0];
      this.eols[first] = split.eols[0];
    } else {
      this.lines = replaceRange(this.lines, first, last + 1, split.lines);
      this.eols = replaceRange(this.eols, first, last + 1, split.eols);
    }
    this.cached = undefined;
    const changed: string[] = [];
    for (let i = first; i < first + split.lines.length; i++) changed.push(this.line(i));
    return { range: { start: { line: first, character: 0 }, end: { line: last, character: oldLastLength } }, text: changed.join('\n') };
  }

  /** Replaces the whole text. */
  set(text: string): void {
    ({ lines: this.lines, eols: this.eols } = splitLines(text));
    this.cached = undefined;
  }
}

/** A position clamped into a text as `vscode-languageserver-textdocument` clamps it (past the end: to the end). */
export function clampPosition(source: TextSource, p: Position): Position {
  const last = source.lineCount - 1;
  if (p.line > last) return { line: last, character: source.line(last).length };
  if (p.line < 0) return { line: 0, character: 0 };
  if (p.character <= 0) return { line: p.line, character: 0 };
  return { line: p.line, character: Math.min(p.character, source.line(p.line).length) };
}

/** A read-only source over a string. */
export function stringSource(text: string): TextSource {
  let lines: string[] | undefined;
  const all = () => (lines ??= text.split(/\r\n|\r|\n/));
  return {
    get lineCount() {
      return all().length;
    },
    line: (i) => all()[i] ?? '',
    slice: (from, to) => all().slice(Math.max(0, from), to).join('\n'),
    text: () => text,
  };
}
