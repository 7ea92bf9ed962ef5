/**
 * Reads a JSON array a piece at a time, giving each top-level element's text as soon as it is
 * complete, so a 160 MB Scryfall bulk file is converted without holding it in memory as one value.
 * Strings (with their escapes) are skipped as such, so brackets inside card text do not count.
 * A file that is not an array, or that ends before its array closes, is an error naming where.
 */

/** A problem with the array's shape, with the character offset where it was found. */
export class JsonArrayError extends Error {}

export class JsonArrayStream {
  private buffer = '';
  /** Characters of the input before `buffer`. */
  private consumed = 0;
  private started = false;
  private ended = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Where the element being read starts in `buffer` (-1: between elements). */
  private elementStart = -1;
  private scanned = 0;

  /** Adds text; returns the elements it completed, each as its JSON text. */
  push(text: string): string[] {
    this.buffer += text;
    const out: string[] = [];
    const b = this.buffer;
    let i = this.scanned;
    for (; i < b.length; i++) {
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
        this.elementStart = i;
      }
      if (ch === 34) this.inString = true;
      else if (ch === 123 || ch === 91) this.depth++;
      else if (ch === 125 || ch === 93) {
        this.depth--;
        if (this.depth < 0) throw new JsonArrayError(`a closing "${b[i]}" with nothing open at character ${this.consumed + i}`);
      }
      if (this.depth === 0 && this.elementStart >= 0 && (ch === 125 || ch === 93)) {
        out.push(b.slice(this.elementStart, i + 1));
        this.elementStart = -1;
      }
    }
    // Keep only the element being read.
    const keep = this.elementStart >= 0 ? this.elementStart : b.length;
    this.buffer = b.slice(keep);
    this.consumed += keep;
    this.scanned = i - keep;
    if (this.elementStart >= 0) this.elementStart = 0;
    return out;
  }

  /** Says the input is over: throws if the array never opened or never closed. */
  end(): void {
    if (!this.started) throw new JsonArrayError('the file is empty: expected a JSON array');
    if (!this.ended) throw new JsonArrayError(`the file ends inside its array (after ${this.consumed + this.buffer.length} characters): it was cut short`);
  }
}
