/**
 * The compact local index of real cards: only the fields cardtext uses, from Scryfall's
 * `oracle_cards` and `rulings` bulk files. A folder holds `manifest.json` (what is installed: the
 * format version, the index file's name, size and SHA-256, when and from where it was made) and
 * the index file it names; a new index is written beside the old one and the manifest is replaced
 * last, in one rename, so a reader sees the old index or the new one, never half of either.
 *
 * Cards are rows (arrays, in `cardColumns` order) and rulings rows of `[card row, date, text,
 * publisher]`: about a third of Scryfall's size, read back with one `JSON.parse`.
 */
import { nodeCrypto } from '../files/builtins.js';

/** The index format this cardtext writes and reads; another number is "from another version". */
export const indexFormatVersion = 1;
export const manifestName = 'manifest.json';
const formatName = 'cardtext-real-cards';

/** A real card as the index keeps it. */
export interface RealCard {
  name: string;
  /** Face names of a multi-face card (`Fire`, `Ice`); empty for one face. */
  faces: string[];
  typeLine: string;
  /** `{2}{W}`; faces joined with ` // `. */
  manaCost: string;
  manaValue: number;
  /** Colour letters, WUBRG order. */
  colors: string;
  /** Oracle text; faces joined with `\n//\n`. */
  text: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** Scryfall's layout (`normal`, `split`, `token`…). */
  layout: string;
}

/** A ruling row: the card's row number, `YYYY-MM-DD`, the text, who published it (`wotc`, `scryfall`). */
export type RulingRow = [number, string, string, string];

/** One downloaded file, as the manifest records it. */
export interface SourceFile {
  type: string;
  /** Scryfall's `updated_at` for the file. */
  updatedAt: string;
  url: string;
  bytes: number;
}

export interface Manifest {
  format: string;
  version: number;
  /** The index file's name in the same folder. */
  index: string;
  sha256: string;
  bytes: number;
  createdAt: string;
  listing: string;
  sources: SourceFile[];
  cards: number;
  rulings: number;
}

/** The index's content. */
export interface RealCardIndex {
  cards: RealCard[];
  rulings: RulingRow[];
}

const cardColumns = ['name', 'faces', 'typeLine', 'manaCost', 'manaValue', 'colors', 'text', 'power', 'toughness', 'loyalty', 'layout'] as const;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const wubrg = 'WUBRG';

/** `{1}{R} // ` without its trailing ` // ` separators (a loop, not a backtracking pattern: a cost of 18 `//  ` and an `x` took a minute). */
function trimTrailingSeparators(cost: string): string {
  let end = cost.length;
  for (;;) {
    let at = end;
    while (at > 0 && /\s/.test(cost[at - 1])) at--;
    if (at >= 2 && cost[at - 1] === '/' && cost[at - 2] === '/') end = at - 2;
    else return cost.slice(0, at === end ? end : at);
  }
}

/** A Scryfall card object as the index keeps it; undefined for what is not a card of the game (art series). */
export function realCardOf(entry: unknown): { card: RealCard; oracleIds: string[] } | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const e = entry as Record<string, unknown>;
  const name = str(e.name);
  if (!name || e.layout === 'art_series') return undefined;
  const faces = Array.isArray(e.card_faces) ? e.card_faces.filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null) : [];
  const ids = str(e.oracle_id) ? [e.oracle_id as string] : faces.map((f) => str(f.oracle_id)).filter((id): id is string => !!id);
  if (ids.length === 0) return undefined;
  const front = faces[0] ?? e;
  // Split-like cards carry both costs on the card ("{1}{R} // {1}{U}"); a double-faced card's back has none.
  const manaCost = str(e.mana_cost) ?? (['split', 'aftermath', 'adventure', 'flip'].includes(str(e.layout) ?? '') ? faces.map((f) => str(f.mana_cost) ?? '').join(' // ') : str(front.mana_cost) ?? '');
  const colorList = Array.isArray(e.colors) ? e.colors : faces.flatMap((f) => (Array.isArray(f.colors) ? f.colors : []));
  const colors = [...new Set(colorList.filter((c): c is string => typeof c === 'string' && wubrg.includes(c)))].sort((a, b) => wubrg.indexOf(a) - wubrg.indexOf(b)).join('');
  const card: RealCard = {
    name,
    faces: faces.map((f) => str(f.name) ?? '').filter(Boolean),
    typeLine: str(e.type_line) ?? faces.map((f) => str(f.type_line) ?? '').join(' // '),
    manaCost: trimTrailingSeparators(manaCost),
    manaValue: typeof e.cmc === 'number' && Number.isFinite(e.cmc) ? e.cmc : 0,
    colors,
    text: faces.length > 0 ? faces.map((f) => str(f.oracle_text) ?? '').join('\n//\n') : str(e.oracle_text) ?? '',
    power: str(front.power), toughness: str(front.toughness), loyalty: str(front.loyalty),
    layout: str(e.layout) ?? 'normal',
  };
  return { card, oracleIds: ids };
}

/** Text as ASCII: every other character as a `\\u` escape (serializeIndex says why). */
export function asciiOnly(json: string): string {
  return json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The index file's text in its parts, in order: head, card rows (joined by `separator`), middle, ruling rows, tail. */
export const indexText = {
  head: `{"format":"${formatName}","version":${indexFormatVersion},"columns":${JSON.stringify(cardColumns)},\n"cards":[\n`,
  separator: ',\n',
  middle: '\n],\n"rulings":[\n',
  tail: '\n]}\n',
  /** A card's row, as ASCII JSON. */
  card: (c: RealCard): string => asciiOnly(JSON.stringify(cardColumns.map((k) => c[k] ?? null))),
  /** A ruling's row, as ASCII JSON. */
  ruling: (r: RulingRow): string => asciiOnly(JSON.stringify(r)),
};

/**
 * The index as the JSON text written to disk: ASCII only (other characters as `\\u` escapes), so
 * it is read back as one-byte text, several times faster than decoding UTF-8 into two-byte text.
 * (An update writes the same text a row at a time: indexWriter.ts.)
 */
export function serializeIndex(index: RealCardIndex): string {
  const t = indexText;
  return `${t.head}${index.cards.map(t.card).join(t.separator)}${t.middle}${index.rulings.map(t.ruling).join(t.separator)}${t.tail}`;
}

/** The SHA-256 of a text (hex). */
export function sha256(text: string | Buffer): string {
  return nodeCrypto().createHash('sha256').update(text).digest('hex');
}

/** What a manifest records of the index file it names. */
export interface IndexFileFacts {
  sha256: string;
  bytes: number;
  cards: number;
  rulings: number;
}

/** The facts of an index held in memory as `text` (`content` its cards and rulings). */
export function indexFacts(text: string, content: RealCardIndex): IndexFileFacts {
  return { sha256: sha256(text), bytes: Buffer.byteLength(text), cards: content.cards.length, rulings: content.rulings.length };
}

/** A manifest for an index file just written. */
export function makeManifest(index: string, facts: IndexFileFacts, listing: string, sources: SourceFile[], now = new Date()): Manifest {
  return { format: formatName, version: indexFormatVersion, index, sha256: facts.sha256, bytes: facts.bytes, createdAt: now.toISOString(), listing, sources, cards: facts.cards, rulings: facts.rulings };
}

/** Reads a manifest's text; a message when it is not one this cardtext reads. */
export function parseManifest(text: string): Manifest | { error: string } {
  let m: Partial<Manifest>;
  try {
    m = JSON.parse(text) as Partial<Manifest>;
  } catch {
    return { error: 'its manifest is not valid JSON (damaged)' };
  }
  if (m?.format !== formatName) return { error: 'its manifest is not a cardtext real-card manifest (damaged)' };
  if (m.version !== indexFormatVersion) return { error: `it was made by another version of cardtext (index format ${String(m.version)}; this one reads format ${indexFormatVersion})` };
  if (typeof m.index !== 'string' || !/^index-[\w.-]+\.json$/.test(m.index) || typeof m.sha256 !== 'string' || typeof m.bytes !== 'number') return { error: 'its manifest lacks the index file, size or checksum (damaged)' };
  return m as Manifest;
}

/** Reads an index file's bytes against its manifest: the cards and rulings, or what is wrong. */
export function parseIndex(bytes: Buffer, manifest: Manifest): RealCardIndex | { error: string } {
  if (bytes.length !== manifest.bytes) return { error: `its index file is ${bytes.length} bytes, not the ${manifest.bytes} the manifest records (damaged or cut short)` };
  if (sha256(bytes) !== manifest.sha256) return { error: 'its index file does not match the manifest\'s checksum (damaged)' };
  let raw: { version?: unknown; columns?: unknown; cards?: unknown; rulings?: unknown };
  try {
    // Written as ASCII (serializeIndex): read as one-byte text.
    raw = JSON.parse(bytes.toString('latin1')) as typeof raw;
  } catch {
    return { error: 'its index file is not valid JSON (damaged)' };
  }
  if (raw.version !== indexFormatVersion || JSON.stringify(raw.columns) !== JSON.stringify(cardColumns) || !Array.isArray(raw.cards) || !Array.isArray(raw.rulings)) {
    return { error: 'its index file is not in the format this cardtext reads' };
  }
  const cards: RealCard[] = [];
  for (const row of raw.cards as unknown[]) {
    if (!isCardRow(row)) return { error: 'its index file holds a card that is not a card row (damaged)' };
    cards.push({
      name: row[0], faces: Array.isArray(row[1]) ? row[1] : [], typeLine: row[2] ?? '', manaCost: row[3] ?? '', manaValue: typeof row[4] === 'number' ? row[4] : 0,
      colors: row[5] ?? '', text: row[6] ?? '', power: row[7] ?? undefined, toughness: row[8] ?? undefined, loyalty: row[9] ?? undefined, layout: row[10] ?? 'normal',
    });
  }
  for (const row of raw.rulings as unknown[]) {
    if (!isRulingRow(row, cards.length)) return { error: 'its index file holds a ruling that is not a ruling row (damaged)' };
  }
  return { cards, rulings: raw.rulings as RulingRow[] };
}

/** A card row's columns, in `cardColumns` order. */
type CardRow = [string, string[] | null, string | null, string | null, number | null, string | null, string | null, string | null, string | null, string | null, string | null];

const textOrNull = (v: unknown) => v === null || v === undefined || typeof v === 'string';

/** A row as `indexText.card` writes it: every column of its type (an index whose checksum matches may still be made by hand). */
function isCardRow(row: unknown): row is CardRow {
  if (!Array.isArray(row) || row.length !== cardColumns.length || typeof row[0] !== 'string') return false;
  if (!(row[1] === null || (Array.isArray(row[1]) && row[1].every((f) => typeof f === 'string')))) return false;
  if (!(row[4] === null || (typeof row[4] === 'number' && Number.isFinite(row[4])))) return false;
  return [2, 3, 5, 6, 7, 8, 9, 10].every((i) => textOrNull(row[i]));
}

/** A ruling row: a card's row number, then its date, text and publisher. */
function isRulingRow(row: unknown, cards: number): row is RulingRow {
  return Array.isArray(row) && row.length === 4 && Number.isInteger(row[0]) && (row[0] as number) >= 0 && (row[0] as number) < cards
    && typeof row[1] === 'string' && typeof row[2] === 'string' && typeof row[3] === 'string';
}
