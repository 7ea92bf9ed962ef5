/**
 * What every reader gives: a set as the `.cards` format holds it (faces with their lines, the
 * card's fields, the set's directives, pictures to write beside the file), and one summary of
 * everything the source held that the format can't, counted per kind ("12 cards: frame style
 * dropped (Ashen Guide, Brine Seer, Cinder Fox, …)") instead of a line per card.
 */

/** One face of an imported card, its text already free of the source's markup. */
export interface ImportedFace {
  name: string;
  /** The mana cost as brace symbols (`{2}{W}`), '' for none. */
  cost: string;
  /** The type line; for an emblem, its subtype (the planeswalker's name), written `Emblem — X`. */
  typeLine: string;
  /** Rules text, one line per ability or paragraph, in order (level markers and band P/T included). */
  text: string[];
  /** Flavor text, a line each. */
  flavor: string[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  hand?: string;
  life?: string;
  /** Colour words, `White, Blue`. */
  colorIndicator?: string;
  artist?: string;
  /** An image path (relative to the `.cards` file) or address. */
  art?: string;
}

/** One imported card. */
export interface ImportedCard {
  faces: ImportedFace[];
  /** An emblem: written `Emblem — <first face's type line>`, with no name line of its own. */
  emblem?: boolean;
  rarity?: string;
  number?: string;
  slot?: string;
  notes: string[];
  rulings: string[];
}

/** A picture to write into the art folder: its path relative to the `.cards` file, and its bytes. */
export interface ImportedArt {
  path: string;
  bytes: Uint8Array;
}

/** A set, read. */
export interface ImportedSet {
  code?: string;
  name?: string;
  released?: string;
  /** Directive lines (`@keyword …`, `@mana {V} V`, `@skeleton …`), each once, in order. */
  directives: string[];
  /** Lines the source held about the set that no directive holds (an MSE set's description): written as `#` comments at the top. */
  comments?: string[];
  cards: ImportedCard[];
  /** Cards already written as `.cards` text by a reader that writes its own (the Scryfall import), after `cards`. */
  written?: { text: string; count: number };
  art: ImportedArt[];
}

/** An empty set. */
export function emptySet(): ImportedSet {
  return { directives: [], cards: [], art: [] };
}

/** A card's name for messages: its faces' names joined with ` // `. */
export function cardName(card: ImportedCard): string {
  return card.emblem ? `Emblem — ${card.faces[0]?.typeLine ?? ''}` : card.faces.map((f) => f.name).join(' // ');
}

/**
 * The summary of an import: what was dropped or changed, each said once with how many cards it
 * touched and the first three; and notes that concern the whole set.
 */
export class ImportNotes {
  private readonly perCard = new Map<string, { cards: Set<string>; count: number }>();
  private readonly general: string[] = [];

  /** `what` happened on `card` ("frame style dropped"). */
  card(what: string, card: string): void {
    const entry = this.perCard.get(what) ?? { cards: new Set<string>(), count: 0 };
    if (!entry.cards.has(card)) entry.count++;
    entry.cards.add(card);
    this.perCard.set(what, entry);
  }

  /** A note about the whole import. */
  note(message: string): void {
    if (!this.general.includes(message)) this.general.push(message);
  }

  /** How many distinct kinds of per-card note there are. */
  get kinds(): number {
    return this.perCard.size;
  }

  /** Every per-card kind, with its count. */
  counts(): { what: string; cards: number }[] {
    return [...this.perCard].map(([what, e]) => ({ what, cards: e.count }));
  }

  /** The summary lines: per-card kinds first (most cards first), then the general notes. */
  lines(): string[] {
    const per = [...this.perCard].sort((a, b) => b[1].count - a[1].count).map(([what, { cards, count }]) => {
      const names = [...cards].slice(0, 3).map((n) => (n.length > 40 ? `${n.slice(0, 39)}…` : n));
      return `${count} card${count === 1 ? '' : 's'}: ${what} (${names.join(', ')}${count > 3 ? ', …' : ''})`;
    });
    return [...per, ...this.general];
  }
}

/** A refusal: the file, the place in it (a line, an entry, a row), and what is wrong. */
export interface ImportProblem {
  file: string;
  place?: string;
  message: string;
  /** The input was read but holds no card (said as "no card was imported from …"). */
  noCards?: boolean;
}

/** Describes a problem: `"set.mse-set" (set, line 12): …`. */
export function describeProblem(p: ImportProblem): string {
  return `"${p.file}"${p.place ? ` (${p.place})` : ''}: ${p.message}`;
}
