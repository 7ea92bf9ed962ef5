/**
 * The cards of every document the editor knows (open files and the workspace's other `.cards`
 * files): card names for completion, workspace symbols, and the mentions of one card's name in
 * another card's text, for go to definition, find references and rename.
 */
import type { Card, Position, Range } from './ast.js';
import { analysedText, type CardsDocument } from './document.js';
import { foldApostrophes, nameKey, sameName } from './cardNames.js';

export interface CardLocation {
  uri: string;
  card: Card;
}

export interface NameMention {
  uri: string;
  range: Range;
  name: string;
}

const letterOrDigit = /[\p{L}\p{N}]/u;

/** True if the code point ending just before `at` (`before`) or starting at `at` is a letter or digit. */
function wordCharAt(line: string, at: number, before: boolean): boolean {
  if (before ? at <= 0 : at >= line.length) return false;
  const code = before ? line.codePointAt(at >= 2 && /[\uDC00-\uDFFF]/.test(line[at - 1]) ? at - 2 : at - 1) : line.codePointAt(at);
  return code !== undefined && letterOrDigit.test(String.fromCodePoint(code));
}

/**
 * One key per file whatever the URI's spelling: editors encode `file:` URIs differently
 * (VS Code writes `file:///c%3A/…` and `%40` for `@`), so decode them and ignore a drive letter's case.
 */
export function keyOf(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  let decoded = uri;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    // a malformed escape: keep the URI as it is
  }
  return decoded.replace(/^file:\/\/\/([A-Za-z]):/, (_, d: string) => `file:///${d.toLowerCase()}:`);
}

export class Workspace {
  private readonly docs = new Map<string, CardsDocument>();
  private structure = 0;
  private byFirstWord?: { generation: string; index: Map<string, string[]> };
  private names?: { generation: string; list: string[] };

  set(doc: CardsDocument): void {
    const key = keyOf(doc.uri);
    if (!this.docs.has(key)) this.structure++;
    this.docs.set(key, doc);
  }

  delete(uri: string): void {
    if (this.docs.delete(keyOf(uri))) this.structure++;
  }

  /** Changes when a document or a card name comes or goes; typing inside a card keeps it. */
  private get generation(): string {
    let key = String(this.structure);
    for (const doc of this.docs.values()) key += `:${doc.names.version}`;
    return key;
  }

  get(uri: string): CardsDocument | undefined {
    return this.docs.get(keyOf(uri));
  }

  documents(): CardsDocument[] {
    return [...this.docs.values()];
  }

  /** Cards with this name (a face name or the full `A // B` name), in every document. */
  findCards(name: string): CardLocation[] {
    const out: CardLocation[] = [];
    for (const doc of this.docs.values()) {
      for (const chunk of doc.names.get(name)) if (chunk.ast.card) out.push({ uri: doc.uri, card: chunk.ast.card });
    }
    return out;
  }

  /** Every card name in the workspace, faces included (rebuilt only after a document changed). */
  cardNames(): string[] {
    const generation = this.generation;
    if (this.names?.generation === generation) return this.names.list;
    const list = this.collectNames();
    this.names = { generation, list };
    return list;
  }

  private collectNames(): string[] {
    const names = new Set<string>();
    for (const doc of this.docs.values()) {
      for (const card of doc.cards) {
        names.add(card.name);
        for (const face of card.faces) if (face.name.text) names.add(face.name.text);
      }
    }
    return [...names];
  }

  /** Names by the key of their first word (`nameKey`), longest first, rebuilt only when a document changed. */
  private firstWordIndex(): Map<string, string[]> {
    const generation = this.generation;
    if (this.byFirstWord?.generation === generation) return this.byFirstWord.index;
    const index = new Map<string, string[]>();
    for (const name of this.cardNames()) {
      const first = nameKey(/[\p{L}\p{N}'’-]+/u.exec(name)?.[0] ?? name);
      const list = index.get(first) ?? [];
      list.push(name);
      index.set(first, list);
    }
    for (const list of index.values()) list.sort((a, b) => b.length - a.length);
    this.byFirstWord = { generation, index };
    return index;
  }

  /**
   * The card name mentioned at `pos` of a line (`line` is that line's text), if any: the name as
   * the card writes it, whichever apostrophes the line uses.
   */
  nameAt(line: string, lineNumber: number, pos: Position, exclude?: string): { name: string; range: Range } | undefined {
    const index = this.firstWordIndex();
    const folded = foldApostrophes(line);
    const words = /[\p{L}\p{N}'’-]+/gu;
    for (let m = words.exec(line); m; m = words.exec(line)) {
      if (m.index > pos.character) break;
      for (const name of index.get(nameKey(m[0])) ?? []) {
        if (exclude !== undefined && sameName(name, exclude)) continue;
        if (folded.startsWith(foldApostrophes(name), m.index) && m.index + name.length >= pos.character && !/[\p{L}\p{N}]/u.test(line[m.index + name.length] ?? '')) {
          return { name, range: { start: { line: lineNumber, character: m.index }, end: { line: lineNumber, character: m.index + name.length } } };
        }
      }
    }
    return undefined;
  }

  /**
   * Every place a card name is written as a whole word: card headers and mentions in rules text, in
   * every document (as far as lines are analysed), with either kind of apostrophe. Plain string
   * search: a name is user text of any length, so it never becomes a regular expression.
   */
  mentions(written: string): NameMention[] {
    const out: NameMention[] = [];
    // An empty name (a broken first line can give one) is written nowhere.
    if (!written) return out;
    const name = foldApostrophes(written);
    for (const doc of this.docs.values()) {
      for (const chunk of doc.chunks) {
        const text = foldApostrophes(analysedText(chunk));
        if (!text.includes(name)) continue;
        text.split(/\r\n|\r|\n/).forEach((lineText, i) => {
          if (/^\s*#/.test(lineText)) return;
          const line = chunk.startLine + i;
          for (let at = lineText.indexOf(name); at >= 0;) {
            const end = at + name.length;
            if (wordCharAt(lineText, at, true) || wordCharAt(lineText, end, false)) {
              at = lineText.indexOf(name, at + 1);
              continue;
            }
            out.push({ uri: doc.uri, name: written, range: { start: { line, character: at }, end: { line, character: end } } });
            at = lineText.indexOf(name, end);
          }
        });
      }
    }
    return out;
  }
}
