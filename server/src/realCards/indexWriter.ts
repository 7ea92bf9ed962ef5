/**
 * Writes a new index file a row at a time as the downloads are converted (the same text as
 * `serializeIndex`), so an update holds no more than one element and the card lookup in memory,
 * whatever a listing serves; its checksum is taken on the way. The bounds of indexLimits.ts are
 * checked as rows come: the first one passed ends the update with a message.
 */
import { createHash, type Hash } from 'node:crypto';
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { formatBytes } from '../files/sizes.js';
import { writeAll } from './download.js';
import { indexText, type IndexFileFacts, type RealCard, type RulingRow } from './indexFormat.js';
import type { IndexLimits } from './indexLimits.js';

/** An index larger than its bounds: the update stops; nothing is installed. */
export class IndexBoundError extends Error {}

/** Text gathered before a write: a write per row would cost a system call each. */
const flushChars = 256 * 1024;

export class IndexWriter {
  private readonly fd: number;
  private readonly hash: Hash = createHash('sha256');
  private pending: string[] = [];
  private pendingChars = 0;
  private bytes = 0;
  private cards = 0;
  private rulings = 0;
  private inRulings = false;
  private closed = false;

  /** Opens `path` for writing (throws the file system's error). */
  constructor(readonly path: string, private readonly limits: IndexLimits) {
    this.fd = openSync(path, 'w', 0o644);
    this.add(indexText.head);
  }

  /** Adds a card's row; throws IndexBoundError past the card or size bound. */
  addCard(card: RealCard): void {
    if (this.cards >= this.limits.cards) throw new IndexBoundError(`it holds more than ${this.limits.cards.toLocaleString('en-US')} cards, more than cardtext's index takes (Scryfall's has about 36,000): not a listing of Magic's cards`);
    this.add(`${this.cards > 0 ? indexText.separator : ''}${indexText.card(card)}`);
    this.cards++;
  }

  /** Adds a ruling's row (after every card); throws IndexBoundError past the ruling or size bound. */
  addRuling(row: RulingRow): void {
    if (!this.inRulings) {
      this.inRulings = true;
      this.add(indexText.middle);
    }
    if (this.rulings >= this.limits.rulings) throw new IndexBoundError(`it holds more than ${this.limits.rulings.toLocaleString('en-US')} rulings, more than cardtext's index takes (Scryfall's has about 70,000)`);
    this.add(`${this.rulings > 0 ? indexText.separator : ''}${indexText.ruling(row)}`);
    this.rulings++;
  }

  /** How many cards were written. */
  get cardCount(): number {
    return this.cards;
  }

  /** Writes the rest, syncs and closes the file; its facts for the manifest. */
  finish(): IndexFileFacts {
    if (!this.inRulings) this.add(indexText.middle);
    this.add(indexText.tail);
    this.flush();
    fsyncSync(this.fd);
    this.close();
    return { sha256: this.hash.digest('hex'), bytes: this.bytes, cards: this.cards, rulings: this.rulings };
  }

  /** Closes the file without finishing it (the caller removes it). Safe to call twice. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }

  private add(text: string): void {
    // ASCII only (indexText's rows are): a character is a byte.
    this.bytes += text.length;
    if (this.bytes > this.limits.indexBytes) throw new IndexBoundError(`its index would be larger than ${formatBytes(this.limits.indexBytes)}, more than cardtext's index takes (Scryfall's is about 16 MB)`);
    this.pending.push(text);
    this.pendingChars += text.length;
    if (this.pendingChars >= flushChars) this.flush();
  }

  private flush(): void {
    if (this.pendingChars === 0) return;
    const chunk = Buffer.from(this.pending.join(''), 'latin1');
    this.pending = [];
    this.pendingChars = 0;
    this.hash.update(chunk);
    writeAll(this.fd, chunk);
  }
}
