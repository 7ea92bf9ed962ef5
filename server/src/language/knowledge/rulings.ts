/**
 * Card rulings from three sources, looked up by card name:
 *
 * - the card's own `Ruling: 2019-07-12 text` lines (source `card`), handed over already parsed;
 * - Scryfall's rulings bulk file (`[{ oracle_id, source, published_at, comment }]`), joined to names
 *   through a Scryfall cards file (`[{ oracle_id, name, card_faces? }]`) (source `scryfall`);
 * - MTGJSON's `AtomicCards.json` (`{ data: { [name]: [{ name, faceName?, rulings: [{ date, text }] }] } }`)
 *   (source `mtgjson`).
 *
 * Loaders take parsed JSON (`unknown`), validate its shape, skip single bad entries (counting them)
 * and return `{ error }` when the shape as a whole is wrong. Nothing here throws or reads files.
 */
import { nameKey } from '../cardNames.js';

/** A ruling as shown to the user. */
export interface Ruling {
  /** `YYYY-MM-DD` as the source gives it; empty for a card's own ruling written without a date. */
  date: string;
  text: string;
  /** `card`, `scryfall` or `mtgjson`. */
  source: string;
  /** For Scryfall rulings, who published it: `wotc` (official) or `scryfall` (Scryfall's own note). */
  publisher?: string;
}

/** A ruling written on the card itself (`Ruling: 2019-07-12 text`). */
export interface CardRuling {
  date?: string;
  text: string;
}

/** What a loader reports: how many rulings it added and which entries it skipped (first few described). */
export type LoadResult = { added: number; skipped: number; unmatched?: number; problems: string[] } | { error: string };

/** How many skipped entries a load result describes one by one. */
const maxProblems = 10;

/**
 * A card name reduced for lookup: the name key (`nameKey`: case and apostrophe style don't matter),
 * and diacritics (Dandân = Dandan) and the spacing around `//` don't matter either.
 */
export function normalizeCardName(name: string): string {
  return nameKey(name.normalize('NFKD').replace(/\p{M}/gu, ''))
    .replace(/\s*\/\/\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One source's rulings: groups of rulings (one per card) and the names that reach each group. */
interface SourceData {
  groups: Map<string, Ruling[]>;
  names: Map<string, Set<string>>;
}

function emptySource(): SourceData {
  return { groups: new Map(), names: new Map() };
}

function addName(source: SourceData, name: unknown, group: string): void {
  if (typeof name !== 'string' || name.trim() === '') return;
  const key = normalizeCardName(name);
  let set = source.names.get(key);
  if (!set) source.names.set(key, (set = new Set()));
  set.add(group);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The array inside a JSON value: the value itself, or the `data` array of a Scryfall list object. */
function arrayOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Array.isArray(value.data)) return value.data;
  return undefined;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function dedupeKey(r: { date: string; text: string }): string {
  return `${r.date}\u0000${r.text.replace(/\s+/g, ' ').trim()}`;
}

/** Sources in the order their rulings are listed when dates tie (and deduplicated across); `index` is the installed real-card index. */
const sourceOrder = ['card', 'scryfall', 'mtgjson', 'index'] as const;

/** Card rulings from a card's own lines, Scryfall and MTGJSON, by card or face name. */
export class RulingsIndex {
  private readonly sources = new Map<string, SourceData>(sourceOrder.map((s) => [s, emptySource()]));

  /**
   * Loads Scryfall rulings, naming them through a Scryfall cards file (each card's `name`, and for
   * multi-face cards `A // B` and each face's name). Replaces rulings from an earlier Scryfall load.
   * Rulings whose oracle_id no card has are kept but reachable by no name; they are counted as
   * `unmatched`.
   */
  loadScryfall(rulingsJson: unknown, cardsJson: unknown): LoadResult {
    const rulings = arrayOf(rulingsJson);
    if (!rulings) return { error: `Scryfall rulings: expected an array of ruling objects, got ${describe(rulingsJson)}.` };
    const cards = arrayOf(cardsJson);
    if (!cards) return { error: `Scryfall cards: expected an array of card objects, got ${describe(cardsJson)}.` };

    const source = emptySource();
    const problems: string[] = [];
    let skipped = 0;
    const skip = (message: string) => {
      skipped++;
      if (problems.length < maxProblems) problems.push(message);
    };
    let cardCount = 0;
    cards.forEach((card, i) => {
      if (!isObject(card)) return skip(`card ${i} is ${describe(card)}, not a card object`);
      const faces = Array.isArray(card.card_faces) ? card.card_faces.filter(isObject) : [];
      // Reversible cards carry oracle_id on each face instead of on the card.
      const ids = typeof card.oracle_id === 'string' ? [card.oracle_id]
        : faces.map((f) => f.oracle_id).filter((id): id is string => typeof id === 'string');
      if (ids.length === 0) return skip(`card ${i} has no oracle_id`);
      if (typeof card.name !== 'string') return skip(`card ${i} has no name`);
      cardCount++;
      for (const id of ids) addName(source, card.name, id);
      for (const face of faces) {
        const faceId = typeof face.oracle_id === 'string' ? face.oracle_id : ids[0];
        addName(source, face.name, faceId);
      }
    });
    if (cards.length > 0 && cardCount === 0) return { error: `Scryfall cards: none of the ${cards.length} entries is a card (${problems[0]}).` };

    let added = 0;
    rulings.forEach((entry, i) => {
      if (!isObject(entry)) return skip(`entry ${i} is ${describe(entry)}, not a ruling object`);
      if (typeof entry.oracle_id !== 'string' || entry.oracle_id === '') return skip(`entry ${i} has no oracle_id`);
      if (typeof entry.comment !== 'string' || entry.comment.trim() === '') return skip(`entry ${i} has no comment`);
      if (entry.published_at !== undefined && typeof entry.published_at !== 'string') return skip(`entry ${i} has a published_at that is not a string`);
      const ruling: Ruling = { date: typeof entry.published_at === 'string' ? entry.published_at.trim() : '', text: entry.comment.trim(), source: 'scryfall' };
      if (typeof entry.source === 'string') ruling.publisher = entry.source;
      let group = source.groups.get(entry.oracle_id);
      if (!group) source.groups.set(entry.oracle_id, (group = []));
      group.push(ruling);
      added++;
    });
    if (rulings.length > 0 && added === 0) {
      return { error: `Scryfall rulings: none of the ${rulings.length} entries is a ruling (${problems.find((p) => p.startsWith('entry')) ?? problems[0]}).` };
    }
    const named = new Set<string>();
    for (const groups of source.names.values()) for (const g of groups) named.add(g);
    let unmatched = 0;
    for (const [id, group] of source.groups) if (!named.has(id)) unmatched += group.length;
    this.sources.set('scryfall', source);
    return { added, skipped, unmatched, problems };
  }

  /**
   * Loads MTGJSON `AtomicCards.json` (parsed). Each card is reachable by its key, each face's `name`
   * and `faceName`; rulings repeated on several faces are kept once. Replaces an earlier MTGJSON load.
   */
  loadMtgjson(json: unknown): LoadResult {
    if (!isObject(json) || !isObject(json.data)) {
      return { error: `MTGJSON: expected an object with a "data" object of cards by name (AtomicCards.json), got ${describe(json)}${isObject(json) ? ' without a "data" object' : ''}.` };
    }
    const source = emptySource();
    const problems: string[] = [];
    let skipped = 0;
    let added = 0;
    let cards = 0;
    const skip = (message: string) => {
      skipped++;
      if (problems.length < maxProblems) problems.push(message);
    };
    for (const [name, faces] of Object.entries(json.data)) {
      if (!Array.isArray(faces)) {
        skip(`card "${name}" is ${describe(faces)}, not an array of faces`);
        continue;
      }
      cards++;
      const group: Ruling[] = [];
      const seen = new Set<string>();
      addName(source, name, name);
      faces.forEach((face, f) => {
        if (!isObject(face)) return skip(`card "${name}" face ${f} is ${describe(face)}, not an object`);
        addName(source, face.name, name);
        addName(source, face.faceName, name);
        if (face.rulings === undefined) return;
        if (!Array.isArray(face.rulings)) return skip(`card "${name}" face ${f} has rulings that are not an array`);
        face.rulings.forEach((r, k) => {
          if (!isObject(r)) return skip(`card "${name}" ruling ${k} is ${describe(r)}, not an object`);
          if (typeof r.text !== 'string' || r.text.trim() === '') return skip(`card "${name}" ruling ${k} has no text`);
          if (r.date !== undefined && typeof r.date !== 'string') return skip(`card "${name}" ruling ${k} has a date that is not a string`);
          const ruling: Ruling = { date: typeof r.date === 'string' ? r.date.trim() : '', text: r.text.trim(), source: 'mtgjson' };
          const key = dedupeKey(ruling);
          if (seen.has(key)) return;
          seen.add(key);
          group.push(ruling);
          added++;
        });
      });
      if (group.length > 0) source.groups.set(name, group);
    }
    if (cards === 0 && skipped > 0) return { error: `MTGJSON: none of the entries of "data" is a card (${problems[0]}).` };
    this.sources.set('mtgjson', source);
    return { added, skipped, problems };
  }

  private pendingIndex?: { cards: readonly { name: string; faces: readonly string[] }[]; rows: readonly (readonly [number, string, string, string])[] };

  /**
   * Takes the installed real-card index's rulings (Scryfall's, converted): `rows` are
   * `[card, date, text, publisher]` with `card` an index into `cards`, each reachable by its name,
   * its `A // B` halves and its face names. They are indexed on first use (or by `prepare`), so
   * loading the index stays quick. Replaces an earlier index load.
   */
  loadIndexRows(cards: readonly { name: string; faces: readonly string[] }[], rows: readonly (readonly [number, string, string, string])[]): void {
    this.pendingIndex = { cards, rows };
    this.sources.set('index', emptySource());
  }

  /** Indexes the real-card rulings taken by `loadIndexRows` now (the server does it after loading). */
  prepare(): void {
    const pending = this.pendingIndex;
    if (!pending) return;
    this.pendingIndex = undefined;
    const source = emptySource();
    for (const [card, date, text, publisher] of pending.rows) {
      const named = pending.cards[card];
      if (!named || typeof text !== 'string' || text === '') continue;
      const group = String(card);
      let list = source.groups.get(group);
      if (!list) {
        source.groups.set(group, (list = []));
        addName(source, named.name, group);
        for (const face of named.faces) addName(source, face, group);
      }
      list.push({ date: typeof date === 'string' ? date : '', text, source: 'scryfall', ...(publisher ? { publisher } : {}) });
    }
    this.sources.set('index', source);
  }

  /**
   * Sets the rulings written on a card itself (its `Ruling:` lines), replacing earlier ones for that
   * name; a name `A // B` is also found as `A` and `B`. Rulings with empty text are ignored; an
   * empty list removes the card's own rulings.
   */
  setCardRulings(name: string, rulings: readonly CardRuling[]): void {
    const source = this.sources.get('card')!;
    const key = normalizeCardName(name);
    const group = toCardRulings(rulings);
    if (group.length === 0) {
      source.groups.delete(key);
      return;
    }
    source.groups.set(key, group);
    addName(source, name, key);
    // `A // B`: the card's own rulings are found by each face's name too.
    if (name.includes('//')) for (const face of name.split('//')) addName(source, face, key);
  }

  /**
   * Every ruling for a card or face name (case- and accent-insensitive), newest first. A card's own
   * undated rulings come first (they are the designer's current word); equal dates keep source order
   * (card, Scryfall, MTGJSON). The same date and text from two sources is listed once. `own` adds a
   * card's own rulings for this call without storing them.
   */
  rulingsFor(name: string, own?: readonly CardRuling[]): Ruling[] {
    this.prepare();
    const key = normalizeCardName(name);
    const all: Ruling[] = own ? toCardRulings(own) : [];
    for (const id of sourceOrder) {
      const source = this.sources.get(id)!;
      for (const group of source.names.get(key) ?? []) all.push(...(source.groups.get(group) ?? []));
    }
    const seenBySource = new Map<string, string>();
    const result: Ruling[] = [];
    for (const r of all) {
      const k = dedupeKey(r);
      const first = seenBySource.get(k);
      if (first !== undefined && first !== r.source) continue;
      if (first === undefined) seenBySource.set(k, r.source);
      result.push({ ...r });
    }
    const rank = (r: Ruling) => (r.date === '' && r.source === 'card' ? 1 : 0);
    return result
      .map((r, i) => ({ r, i }))
      .sort((a, b) => rank(b.r) - rank(a.r) || (a.r.date < b.r.date ? 1 : a.r.date > b.r.date ? -1 : a.i - b.i))
      .map(({ r }) => r);
  }

  /** True if any source has a ruling for this card or face name. */
  has(name: string): boolean {
    this.prepare();
    const key = normalizeCardName(name);
    for (const source of this.sources.values()) {
      for (const group of source.names.get(key) ?? []) if ((source.groups.get(group)?.length ?? 0) > 0) return true;
    }
    return false;
  }

  /** How many rulings the index holds, over all sources (before cross-source deduplication). */
  get size(): number {
    this.prepare();
    let n = 0;
    for (const source of this.sources.values()) for (const group of source.groups.values()) n += group.length;
    return n;
  }

  /** Forgets every ruling of every source. */
  clear(): void {
    this.pendingIndex = undefined;
    for (const id of sourceOrder) this.sources.set(id, emptySource());
  }
}

function toCardRulings(rulings: readonly CardRuling[]): Ruling[] {
  return rulings
    .filter((r) => typeof r?.text === 'string' && r.text.trim() !== '')
    .map((r) => ({ date: typeof r.date === 'string' ? r.date.trim() : '', text: r.text.trim(), source: 'card' }));
}
