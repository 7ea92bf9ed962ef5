/**
 * MSE's data files (`set`, a card file of an MSE 2.5 set): UTF-8 `key: value` lines nested by
 * exactly one TAB per level. A key with nothing after its colon holds either a block of keys or a
 * text of several lines, one TAB deeper (which one, only the reader of that key knows: MSE's own
 * reader decides by the key's type), so a node keeps its body's lines and is read as either.
 *
 * Read as MSE reads them (its `Reader`): a byte-order mark is skipped, line breaks may be `\n`,
 * `\r\n` or `\r` in any mix, blank lines and `#` comment lines between keys are ignored, a value
 * is everything after the first colon less the spaces before it, and a text's lines lose exactly
 * the indentation of their level. Unlike MSE (which guesses and warns), a block whose lines are
 * indented with spaces, jump more than one level deeper, or hold a line with no colon is refused
 * with the line's number: a set read by guessing could come in with its cards' text shifted
 * into other fields.
 *
 * The writer is here too ({@link mseEntry}), so reading what it writes is the identity.
 */

/** One line of a node's body: its text with the node's indentation removed, and its number (1-based) in the file. */
export interface BodyLine {
  text: string;
  line: number;
}

/** A `key: value` line and what is nested under it. */
export interface MseNode {
  /** The key as written (`casting cost`), and in canonical form (`casting_cost`). */
  rawKey: string;
  key: string;
  /** The text after the colon (single-line values), or '' when the value is on the lines below. */
  value: string;
  /** The line's number, 1-based. */
  line: number;
  /** The lines nested under it, one level of indentation removed. */
  body: BodyLine[];
}

/** A refusal: what is wrong and on which line. */
export class MseFormatError extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
  }
}

/** Splits a file's text into lines at `\r\n`, `\r` or `\n`, after a byte-order mark. */
export function mseLines(text: string): BodyLine[] {
  const body = text.replace(/^\uFEFF/, '');
  return body.split(/\r\n|\r|\n/).map((t, i) => ({ text: t, line: i + 1 }));
}

const isBlank = (t: string) => /^[ \t]*$/.test(t);

/**
 * Reads the lines of one block (a file's top level or a node's body) as key nodes. Lines indented
 * one TAB or more belong to the key above them. Throws MseFormatError for a broken block.
 */
export function parseBlock(lines: BodyLine[]): MseNode[] {
  const nodes: MseNode[] = [];
  let current: MseNode | undefined;
  for (const l of lines) {
    const t = l.text;
    if (t.startsWith('\t')) {
      if (!current) {
        if (isBlank(t)) continue;
        throw new MseFormatError(l.line, 'this line is indented deeper than the lines above it allow (one TAB per level)');
      }
      if (current.value !== '' && !isBlank(t)) throw new MseFormatError(l.line, `this line is indented under "${current.rawKey}: ${current.value.slice(0, 30)}", which already has its value on its own line (one TAB per level)`);
      current.body.push({ text: t.slice(1), line: l.line });
      continue;
    }
    if (isBlank(t)) {
      // Inside a text of several lines a blank line is part of it (kept if more text follows).
      if (current && current.value === '') current.body.push({ text: '', line: l.line });
      continue;
    }
    if (t.startsWith('#')) continue;
    if (t.startsWith(' ')) throw new MseFormatError(l.line, 'this line is indented with spaces; MSE files are indented with one TAB per level');
    const colon = t.indexOf(':');
    if (colon < 0) throw new MseFormatError(l.line, `this line ("${t.slice(0, 40)}") has no "key:"; a text of several lines must be indented one TAB deeper than its key`);
    const rawKey = t.slice(0, colon).trim();
    current = { rawKey, key: rawKey.replace(/ /g, '_'), value: t.slice(colon + 1).replace(/^[ \t]+/, ''), line: l.line, body: [] };
    nodes.push(current);
  }
  // Blank lines at the end of a body belong to no text.
  for (const n of nodes) while (n.body.length > 0 && isBlank(n.body[n.body.length - 1].text)) n.body.pop();
  return nodes;
}

/** A node's nested keys (throws MseFormatError for a broken block). */
export function children(node: MseNode): MseNode[] {
  return parseBlock(node.body);
}

/** A node's value as text: the value after the colon, or its lines joined with `\n`. */
export function textOf(node: MseNode): string {
  if (node.value !== '' || node.body.length === 0) return node.value;
  return node.body.map((l) => l.text).join('\n');
}

/** The first node of a key (canonical form) among nodes. */
export function find(nodes: MseNode[], key: string): MseNode | undefined {
  return nodes.find((n) => n.key === key);
}

/**
 * One entry as MSE writes it: `key: value` on one line, or `key:` with the value's lines one TAB
 * deeper when it has several lines or starts with a space (MSE would lose that space on one line).
 * An empty value writes nothing.
 */
export function mseEntry(key: string, value: string | undefined, depth: number): string[] {
  if (value === undefined || value === '') return [];
  const tabs = '\t'.repeat(depth);
  const k = key.replace(/ /g, '_');
  if (!/[\n\r]/.test(value) && !/^\s/.test(value)) return [`${tabs}${k}: ${value}`];
  return [`${tabs}${k}:`, ...value.split(/\r\n|\r|\n/).map((line) => `${tabs}\t${line}`)];
}

/** A block's header line (`card:`, `set_info:`). */
export function mseBlock(key: string, depth: number): string {
  return `${'\t'.repeat(depth)}${key.replace(/ /g, '_')}:`;
}
