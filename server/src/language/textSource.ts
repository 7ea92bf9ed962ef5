/**
 * The text of a document as lines, edited in place: an edit touches only the lines it changes,
 * so a keystroke in a 10,000-card file never copies the whole file (a string of megabytes would
 * be rebuilt and flattened on every change).
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

const lineBreak = /\r\n|\r|\n/;

/** A text kept as an array of lines, with LSP-style incremental edits. */
export class LineBuffer implements TextSource {
  private lines: string[];
  private cached?: string;

  constructor(text: string) {
    this.lines = text.split(lineBreak);
  }

  get lineCount(): number {
    return this.lines.length;
  }

  line(index: number): string {
    return this.lines[index] ?? '';
  }

  slice(from: number, to: number): string {
    return this.lines.slice(Math.max(0, from), Math.min(this.lines.length, to)).join('\n');
  }

  text(): string {
    return (this.cached ??= this.lines.join('\n'));
  }

  /** Replaces the text between two positions (LSP `contentChanges` entry with a range). */
  apply(range: { start: Position; end: Position }, newText: string): void {
    const { start, end } = this.clamp(range);
    const head = this.lines[start.line].slice(0, start.character);
    const tail = this.lines[end.line].slice(end.character);
    const inserted = (head + newText + tail).split(lineBreak);
    if (inserted.length === 1 && start.line === end.line) this.lines[start.line] = inserted[0];
    // No spread into splice: a pasted file of 100,000+ lines would overflow the call stack.
    else this.lines = this.lines.slice(0, start.line).concat(inserted, this.lines.slice(end.line + 1));
    this.cached = undefined;
  }

  /** Replaces the whole text. */
  set(text: string): void {
    this.lines = text.split(lineBreak);
    this.cached = undefined;
  }

  private clamp(range: { start: Position; end: Position }): { start: Position; end: Position } {
    const fix = (p: Position): Position => {
      const line = Math.min(Math.max(0, p.line), this.lines.length - 1);
      return { line, character: Math.min(Math.max(0, p.character), this.lines[line].length) };
    };
    const start = fix(range.start);
    const end = fix(range.end);
    return start.line < end.line || (start.line === end.line && start.character <= end.character) ? { start, end } : { start: end, end: start };
  }
}

/** A read-only source over a string. */
export function stringSource(text: string): TextSource {
  let lines: string[] | undefined;
  const all = () => (lines ??= text.split(lineBreak));
  return {
    get lineCount() {
      return all().length;
    },
    line: (i) => all()[i] ?? '',
    slice: (from, to) => all().slice(Math.max(0, from), to).join('\n'),
    text: () => text,
  };
}
