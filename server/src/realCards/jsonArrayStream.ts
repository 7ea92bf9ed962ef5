/**
 * Reads a JSON array a piece at a time, giving each top-level element's text as soon as it is
 * complete, so a 160 MB Scryfall bulk file is converted without holding it in memory as one value.
 * Strings (with their escapes) are skipped as such, so brackets inside card text do not count.
 * A file that is not an array, that ends before its array closes, or one of whose elements is
 * larger than a card can be ({@link maxElementChars}), is an error naming where.
 *
 * Each character is looked at once: only the new piece is scanned, and an element that spans
 * pieces is kept as a list of its parts and joined once, when it is complete (appending each piece
 * to one growing string and scanning that made a 16 MB element take 54 s).
 */
import { formatBytes } from '../files/sizes.js';

/** A problem with the array's shape, with the character offset where it was found. */
export class JsonArrayError extends Error {}

/** The deepest nesting taken inside the array (a Scryfall card: about five). */
export const maxDepth = 100;

/** The longest element taken, in characters: Scryfall's largest card is far under 100 KB. */
export const maxElementChars = 16 * 1024 * 1024;

export class JsonArrayStream {
  /** Characters of the input before the piece being scanned. */
  private consumed = 0;
  private started = false;
  private ended = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The parts of an element that started in an earlier piece, and their length. */
  private parts: string[] = [];
  private partsLength = 0;
  /** Where the element being read starts in the input (-1: between elements). */
  private elementAt = -1;

  /** @param maxElement the longest element taken, in characters (lowered by tests). */
  constructor(private readonly maxElement = maxElementChars) {}

  /** Adds text; returns the elements it completed, each as its JSON text. */
  push(b: string): string[] {
    const out: string[] = [];
    // Where the current element starts in this piece (0 when it began in an earlier one).
    let from = this.elementAt >= 0 ? 0 : -1;
    for (let i = 0; i < b.length; i++) {
      const ch = b.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (ch === 92 /* \ */) this.escaped = true;
        else if (ch === 34 /* " */) this.inString = false;
        continue;
      }
      if (ch === 32 || ch === 10 || ch === 13 || ch === 9) continue;
      if (!this.started) {
        if (ch === 0xfeff && this.consumed + i === 0) continue;
        if (ch !== 91 /* [ */) throw new JsonArrayError(`expected a JSON array, found "${b[i]}" at character ${this.consumed + i}`);
        this.started = true;
        continue;
      }
      if (this.ended) throw new JsonArrayError(`text after the array's end at character ${this.consumed + i}`);
      if (this.depth === 0) {
        if (ch === 44 /* , */) continue;
        if (ch === 93 /* ] */) {
          this.ended = true;
          continue;
        }
        if (ch !== 123 && ch !== 91) throw new JsonArrayError(`an element that is not an object, "${b.slice(i, i + 20)}", at character ${this.consumed + i}`);
        this.elementAt = this.consumed + i;
        from = i;
      }
      if (ch === 34) this.inString = true;
      else if (ch === 123 || ch === 91) {
        // Parsing millions of nested brackets takes JSON.parse seconds and gigabytes; a card nests five deep.
        if (++this.depth > maxDepth) throw new JsonArrayError(`the element that starts at character ${this.elementAt} nests more than ${maxDepth} deep (a card nests about five)`);
      }
      else if (ch === 125 || ch === 93) {
        this.depth--;
        if (this.depth < 0) throw new JsonArrayError(`a closing "${b[i]}" with nothing open at character ${this.consumed + i}`);
        if (this.depth === 0) {
          this.checkSize(this.partsLength + i + 1 - from);
          const tail = b.slice(from, i + 1);
          out.push(this.parts.length > 0 ? this.parts.join('') + tail : tail);
          this.parts = [];
          this.partsLength = 0;
          this.elementAt = -1;
          from = -1;
        }
      }
    }
    if (from >= 0) {
      // An element goes on into the next piece: keep its part of this one.
      this.checkSize(this.partsLength + b.length - from);
      this.parts.push(from === 0 ? b : b.slice(from));
      this.partsLength += b.length - from;
    }
    this.consumed += b.length;
    return out;
  }

  private checkSize(length: number): void {
    if (length > this.maxElement) {
      throw new JsonArrayError(`the element that starts at character ${this.elementAt} is larger than ${formatBytes(this.maxElement)} (no card is anywhere near that size)`);
    }
  }

  /** Says the input is over: throws if the array never opened or never closed. */
  end(): void {
    if (!this.started) throw new JsonArrayError('the file is empty: expected a JSON array');
    if (!this.ended) throw new JsonArrayError(`the file ends inside its array (after ${this.consumed} characters): it was cut short`);
  }
}
