/**
 * Positions that move with their card. Every position in a card's AST, model and diagnostics
 * counts its line from the card's {@link LineBase}: when lines are added or removed above a card,
 * moving the card is one number, however many positions it holds (a 10,000-card file holds about
 * 350,000), so pressing Enter near the top of a large file costs a loop over cards, not objects.
 *
 * A {@link ChunkPosition} reads like an LSP `Position` (`line`, `character`) and serialises as one
 * (`{"line":…,"character":…}`), so every consumer and every JSON output is unchanged.
 */
import type { Position } from 'vscode-languageserver-types';

/** The first line of one card in its document; the one number that moves when the card does. */
export class LineBase {
  constructor(public line: number) {}
}

/** A position whose line counts from its card's first line. */
export class ChunkPosition implements Position {
  constructor(readonly base: LineBase, readonly relativeLine: number, readonly character: number) {}

  /** The 0-based line in the document, as LSP counts it. */
  get line(): number {
    return this.base.line + this.relativeLine;
  }

  /** Serialises as a plain LSP position (what JSON reports and the protocol carry). */
  toJSON(): Position {
    return { line: this.line, character: this.character };
  }
}

/** A position of the card at `base`, at document line `line`. */
export function positionIn(base: LineBase, line: number, character: number): ChunkPosition {
  return new ChunkPosition(base, line - base.line, character);
}

/** A position on the same line as `p` (so it moves with p's card, if p does), at `character`. */
export function onLineOf(p: Position, character: number): Position {
  return p instanceof ChunkPosition ? new ChunkPosition(p.base, p.relativeLine, character) : { line: p.line, character };
}

/** `p` as a position of the card at `base` (a plain position made by a check, read at its current line). */
export function adoptPosition(p: Position, base: LineBase): Position {
  return p instanceof ChunkPosition ? p : new ChunkPosition(base, p.line - base.line, p.character);
}

/** A plain copy of a position (for outputs that must hold numbers, not a card's live position). */
export function plainPosition(p: Position): Position {
  return { line: p.line, character: p.character };
}
