/**
 * One line of card text as HTML: symbols as icons, reminder text and ability words in italics,
 * the words a diagnostic points at underlined with the message on hover, and quotes set as printed. The line is cut at
 * every place a decoration starts or ends, so overlapping decorations never mis-nest.
 */
import type { Range } from '../language/ast.js';
import { esc } from './escape.js';

/** A diagnostic as the renderer shows it. */
export interface RenderDiagnostic {
  range: Range;
  severity: 'error' | 'warning' | 'info' | 'hint';
  message: string;
  code: string;
}

/** A decorated range of a line: a symbol replaced by its icon, an italic run, or a diagnostic. */
export type Decoration =
  | { kind: 'symbol'; range: Range; html: string }
  | { kind: 'italic'; range: Range; cls: string }
  | { kind: 'diagnostic'; range: Range; diagnostic: RenderDiagnostic };

const severityRank = { error: 3, warning: 2, info: 1, hint: 0 } as const;

/**
 * The part of `range` on `line`, as offsets into a text that starts at `startChar` (undefined if
 * none). A range wholly beside the text (a problem with the mana cost, for the name before it) is
 * none of it; an empty range marks the character it stands on (the last one, at the text's end).
 */
function offsetsOn(range: Range, line: number, startChar: number, length: number): [number, number] | undefined {
  if (range.start.line > line || range.end.line < line) return undefined;
  const a = range.start.line === line ? range.start.character - startChar : 0;
  const b = range.end.line === line ? range.end.character - startChar : length;
  if (a > length || b < 0 || b < a) return undefined;
  if (a === b) return a < length ? [a, a + 1] : length > 0 ? [length - 1, length] : undefined;
  const start = Math.max(0, a);
  const end = Math.min(length, b);
  return end > start ? [start, end] : undefined;
}

/**
 * Straight quotes as printed cards set them: “…” and ‘…’, an apostrophe as ’. Each is one UTF-16
 * unit, so every offset into the line stays the same.
 */
export function typographic(text: string): string {
  if (!text.includes('"') && !text.includes("'")) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const opens = i === 0 || /[\s([{“‘—–-]/.test(text[i - 1]);
    if (ch === '"') out += opens ? '“' : '”';
    else if (ch === "'") out += opens && /\p{L}/u.test(text[i + 1] ?? '') && !/^'(?:tis|twas|em|n)\b/i.test(text.slice(i)) ? '‘' : '’';
    else out += ch;
  }
  return out;
}

/**
 * Renders `source`, which stands on `line` from column `startChar`, with its decorations. Plain
 * text is escaped (its quotes made typographic); symbol decorations carry their own (already
 * escaped) markup.
 */
export function richText(source: string, line: number, startChar: number, decorations: Decoration[]): string {
  const text = typographic(source);
  const placed = decorations
    .map((d) => ({ d, at: offsetsOn(d.range, line, startChar, text.length) }))
    .filter((p): p is { d: Decoration; at: [number, number] } => p.at !== undefined);
  if (placed.length === 0) return esc(text);
  const symbols = placed.filter((p) => p.d.kind === 'symbol');
  const inSymbol = (offset: number) => symbols.some((s) => offset > s.at[0] && offset < s.at[1]);
  const cuts = [...new Set([0, text.length, ...placed.flatMap((p) => p.at)])].filter((o) => !inSymbol(o)).sort((a, b) => a - b);
  let html = '';
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [a, b] = [cuts[i], cuts[i + 1]];
    const active = placed.filter((p) => p.at[0] <= a && p.at[1] >= b);
    const symbol = active.find((p) => p.d.kind === 'symbol' && p.at[0] === a);
    let inner = symbol && symbol.d.kind === 'symbol' ? symbol.d.html : esc(text.slice(a, b));
    for (const p of active) if (p.d.kind === 'italic') inner = `<i class="${p.d.cls}">${inner}</i>`;
    const diags = active.flatMap((p) => (p.d.kind === 'diagnostic' ? [p.d.diagnostic] : []));
    if (diags.length > 0) {
      const worst = diags.reduce((w, d) => (severityRank[d.severity] > severityRank[w.severity] ? d : w));
      const title = diags.map((d) => `${d.message} (${d.code})`).join('\n');
      inner = `<span class="diag diag-${worst.severity}" title="${esc(title)}">${inner}</span>`;
    }
    html += inner;
  }
  return html;
}
