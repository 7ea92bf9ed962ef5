/**
 * What the real-card index may hold, and what an update may download and read to make it. Scryfall's
 * own files are far inside every bound (about 36,000 cards and 70,000 rulings: an index of ~16 MB;
 * a 30 MB download that is ~190 MB as JSON); a listing that serves more is refused with a message,
 * the installed index kept, instead of running the process out of memory or time.
 *
 * `CARDTEXT_INDEX_LIMITS` (e.g. `cards=100,rulings=200,indexBytes=50000`) lowers a bound for the
 * reliability tests, which then show at a small scale what the full bounds do at a large one; it
 * never raises one.
 */

const KB = 1024;
const MB = 1024 * KB;

/** The bounds of an update and of the index it makes. */
export interface IndexLimits {
  /** Cards in the index (Scryfall: ~36,000). */
  cards: number;
  /** Rulings in the index (Scryfall: ~70,000). */
  rulings: number;
  /** The index file's size, which every reader parses whole (Scryfall's: ~16 MB). */
  indexBytes: number;
  /** Elements (cards or rulings, kept or not) read from one downloaded file. */
  elements: number;
  /** One element of a downloaded file, in characters (Scryfall's largest card: under 100 KB). */
  elementChars: number;
  /** One downloaded file as sent (gzip; Scryfall's oracle_cards: ~30 MB). */
  downloadBytes: number;
  /** One downloaded file's JSON once unzipped, in bytes (Scryfall's oracle_cards: ~165 MB). */
  jsonBytes: number;
}

/** The bounds themselves. */
export const indexLimits: Readonly<IndexLimits> = {
  cards: 150_000,
  rulings: 600_000,
  indexBytes: 64 * MB,
  elements: 1_200_000,
  elementChars: 16 * MB,
  downloadBytes: 512 * MB,
  jsonBytes: 1024 * MB,
};

/**
 * The most a real card's fields may hold, far above any card of the game (the longest Oracle text
 * is under 1,000 characters, the longest name 141, the longest ruling about 1,500): what reads a
 * card — the precedent index, hovers — may then take each card as small. A card past one is not a
 * card of the game.
 */
export const cardFieldLimits = { name: 400, typeLine: 400, manaCost: 200, text: 8000, faces: 8, ruling: 8000 } as const;

/** Why `card` is not a card of the game (a field past {@link cardFieldLimits}), or undefined. */
export function cardFieldProblem(card: { name: string; typeLine: string; manaCost: string; text: string; faces: string[] }): string | undefined {
  const show = card.name.length > 40 ? `${card.name.slice(0, 40)}…` : card.name;
  for (const field of ['name', 'typeLine', 'manaCost', 'text'] as const) {
    if (card[field].length > cardFieldLimits[field]) {
      const what = { name: 'name', typeLine: 'type line', manaCost: 'mana cost', text: 'rules text' }[field];
      return `the card "${show}" has a ${what} of ${card[field].length.toLocaleString('en-US')} characters (a card's is at most ${cardFieldLimits[field].toLocaleString('en-US')}): not a card of the game`;
    }
  }
  if (card.faces.length > cardFieldLimits.faces) return `the card "${show}" has ${card.faces.length} faces (at most ${cardFieldLimits.faces}): not a card of the game`;
  return undefined;
}

/** The bounds in force: {@link indexLimits}, each lowered by `CARDTEXT_INDEX_LIMITS` where it names a smaller one. */
export function activeIndexLimits(env: NodeJS.ProcessEnv = process.env): IndexLimits {
  const limits: IndexLimits = { ...indexLimits };
  for (const part of (env.CARDTEXT_INDEX_LIMITS ?? '').split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    const n = Number(value);
    if (Object.hasOwn(limits, key) && Number.isSafeInteger(n) && n > 0) limits[key as keyof IndexLimits] = Math.min(limits[key as keyof IndexLimits], n);
  }
  return limits;
}
