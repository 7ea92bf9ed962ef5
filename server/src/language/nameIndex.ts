/** The card names of a document, indexed as its cards change (duplicates and look-ups without a pass over the file). */
import { nameKey } from './cardNames.js';
import type { ParsedChunk } from './parsedChunk.js';

/** A counter shared by every name index, so versions never repeat across documents. */
const nameChanges = { count: 0 };

/**
 * The card names of one document, kept up to date as cards change, so that duplicate names and
 * name look-ups never need a pass over the whole file.
 */
export class NameIndex {
  private readonly byName = new Map<string, ParsedChunk[]>();
  private readonly indexed = new Map<ParsedChunk, string[]>();
  /** Name keys (`nameKey`: case and apostrophe style ignored) held by more than one card. */
  readonly duplicates = new Set<string>();
  /** Changes whenever a name appears or disappears (not when a card is merely re-parsed); unique across indexes. */
  version = ++nameChanges.count;

  private keys(chunk: ParsedChunk): string[] {
    const card = chunk.ast.card;
    if (!card) return [];
    const keys = card.faces.map((f) => nameKey(f.name.text)).filter(Boolean);
    if (card.faces.length > 1) keys.push(nameKey(card.name));
    return [...new Set(keys)];
  }

  add(chunk: ParsedChunk): void {
    if (this.indexed.has(chunk)) return;
    const keys = this.keys(chunk);
    this.indexed.set(chunk, keys);
    for (const key of keys) {
      const list = this.byName.get(key);
      if (list) {
        list.push(chunk);
        if (list.length > 1) this.duplicates.add(key);
      } else {
        this.byName.set(key, [chunk]);
        this.version = ++nameChanges.count;
      }
    }
  }

  remove(chunk: ParsedChunk): void {
    const keys = this.indexed.get(chunk);
    if (!keys) return;
    this.indexed.delete(chunk);
    for (const key of keys) {
      const list = (this.byName.get(key) ?? []).filter((c) => c !== chunk);
      if (list.length === 0) {
        this.byName.delete(key);
        this.version = ++nameChanges.count;
      } else this.byName.set(key, list);
      if (list.length < 2) this.duplicates.delete(key);
    }
  }

  /** Drops every chunk not in `present` (after a full re-parse). */
  retain(present: Set<ParsedChunk>): void {
    for (const chunk of [...this.indexed.keys()]) if (!present.has(chunk)) this.remove(chunk);
  }

  /** The chunks holding cards with this name (any face name or the full name), in no particular order. */
  get(name: string): ParsedChunk[] {
    return this.byName.get(nameKey(name)) ?? [];
  }

  get size(): number {
    return this.byName.size;
  }

  allNames(): IterableIterator<string> {
    return this.byName.keys();
  }
}
