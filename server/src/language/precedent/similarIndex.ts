/**
 * The real cards nearest to a card: an index built once over the real cards (their shapes, and
 * an inverted index of their text's words and word pairs weighted by rarity, IDF), queried per
 * card. A card is scored on its card types first (the same types outweigh everything else), then
 * its rules text (cosine of the weighted words), then mana value, colours and stats; the text
 * candidates come from the inverted index, and cards of the same types and mana value are always
 * candidates too (so a vanilla creature finds the vanilla creatures). Pure.
 */
import { type CardShape, type ComparedCard, features, shapeOf } from './normalize.js';
import { compareCards, type Comparison } from './differences.js';

/** One real card found near a card. */
export interface Precedent {
  card: ComparedCard;
  score: number;
  differences: string[];
  /** The custom card compared with the real one: `better` if it is strictly better. */
  strictly: Comparison['strictly'];
}

interface Entry {
  card: ComparedCard;
  shape: CardShape;
  typeKey: string;
  norm: number;
  power: number;
  toughness: number;
}

/** Layouts that are no cards of a deck (tokens, emblems, planes…): never precedent. */
const notCards = new Set(['token', 'double_faced_token', 'emblem', 'art_series', 'planar', 'scheme', 'vanguard']);
/** Text candidates scored in full per query (the best by text alone), besides the same types and mana value. */
const textCandidates = 400;

/**
 * The words and word pairs indexed: of one card (the corpus's 10,006 real cards have at most 181;
 * the rest of a longer text adds nothing a real card could match), of all cards together (the
 * corpus: 335,152; Scryfall's three times as many cards about a million), and different ones (the
 * corpus: 14,540). Past either of the last two, the remaining cards are not indexed: an index made
 * from a listing that is not Magic's cannot run the process out of memory.
 */
export const maxFeaturesPerCard = 500;
export const maxFeatures = 3_000_000;
export const maxDistinctFeatures = 500_000;
/** Text (characters) normalised between two pauses of the build, besides every 300 cards. */
const sliceChars = 256 * 1024;

/** Lets the event loop run: Node's setImmediate, or a timer where there is none (a browser). */
const pause: (resume: () => void) => void = typeof setImmediate === 'function' ? (resume) => setImmediate(resume) : (resume) => setTimeout(resume, 0);

export class SimilarIndex {
  private readonly entries: Entry[] = [];
  /** Per word or word pair: the cards that have it and its weight (IDF), as typed arrays. */
  private readonly postings = new Map<string, Int32Array>();
  private readonly idf = new Map<string, number>();
  private readonly byTypeAndValue = new Map<string, number[]>();
  /** Words in more cards than this carry almost no weight: counted in lengths, not looked up. */
  private commonDf = 0;
  private scratch = new Float64Array(0);
  /** Cards left out because the index reached {@link maxFeatures} or {@link maxDistinctFeatures}. */
  skipped = 0;

  private constructor() {}

  /** Builds the index over `cards` (with their Scryfall layouts, when known) at once. */
  static build(cards: readonly (ComparedCard & { layout?: string })[]): SimilarIndex {
    const steps = SimilarIndex.steps(cards);
    for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
  }

  /** The same a slice at a time, yielding to the event loop between slices (the language server: hovers keep being answered). */
  static async buildAsync(cards: readonly (ComparedCard & { layout?: string })[]): Promise<SimilarIndex> {
    const steps = SimilarIndex.steps(cards);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) return step.value;
      await new Promise<void>((resolve) => pause(resolve));
    }
  }

  /** The build, pausing after every few hundred cards. */
  private static *steps(cards: readonly (ComparedCard & { layout?: string })[]): Generator<void, SimilarIndex, void> {
    const index = new SimilarIndex();
    const df = new Map<string, number>();
    const featureLists: string[][] = [];
    let done = 0;
    let chars = 0;
    let total = 0;
    for (const card of cards) {
      chars += card.text.length;
      if (++done % 300 === 0 || chars > sliceChars) {
        chars = 0;
        yield;
      }
      if (card.layout && notCards.has(card.layout)) continue;
      if (/^(?:Token|Emblem)\b/.test(card.typeLine)) continue;
      if (total >= maxFeatures || df.size >= maxDistinctFeatures) {
        index.skipped++;
        continue;
      }
      const shape = shapeOf(card);
      const list = [...new Set(features(shape.lines))].slice(0, maxFeaturesPerCard);
      total += list.length;
      for (const f of list) df.set(f, (df.get(f) ?? 0) + 1);
      featureLists.push(list);
      const typeKey = shape.types.join(' ');
      index.entries.push({ card, shape, typeKey, norm: 0, power: num(card.power), toughness: num(card.toughness) });
      const bucket = `${typeKey}|${Math.round(card.manaValue)}`;
      (index.byTypeAndValue.get(bucket) ?? index.byTypeAndValue.set(bucket, []).get(bucket)!).push(index.entries.length - 1);
    }
    const n = index.entries.length;
    index.commonDf = Math.max(200, Math.floor(n * 0.04));
    index.scratch = new Float64Array(n);
    for (const [f, count] of df) index.idf.set(f, Math.log(1 + n / count));
    yield;
    const lists = new Map<string, number[]>();
    for (let id = 0; id < featureLists.length; id++) {
      if (id % 2000 === 0) yield;
      let sum = 0;
      for (const f of featureLists[id]) {
        const w = index.idf.get(f)!;
        sum += w * w;
        if ((df.get(f) ?? 0) <= index.commonDf) (lists.get(f) ?? lists.set(f, []).get(f)!).push(id);
      }
      index.entries[id].norm = Math.sqrt(sum);
    }
    for (const [f, ids] of lists) index.postings.set(f, Int32Array.from(ids));
    return index;
  }

  /** How many real cards the index holds. */
  get size(): number {
    return this.entries.length;
  }

  /** The real cards nearest to `card`, best first (a real card of the very same name is left out: it is the card itself). */
  nearest(card: ComparedCard, limit = 5): Precedent[] {
    const shape = shapeOf(card);
    const list = [...new Set(features(shape.lines))];
    const dot = this.scratch;
    const touched: number[] = [];
    let sum = 0;
    for (const f of list) {
      const w = this.idf.get(f) ?? Math.log(1 + this.entries.length);
      sum += w * w;
      const ids = this.postings.get(f);
      if (!ids) continue;
      const ww = w * w;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i];
        if (dot[id] === 0) touched.push(id);
        dot[id] += ww;
      }
    }
    const norm = Math.sqrt(sum);
    // The best by text alone, then every card of the same types and mana value (±1 for a card
    // without text, whose cost or stats are all there is to go by).
    const text = new Float64Array(touched.length);
    for (let i = 0; i < touched.length; i++) {
      const id = touched[i];
      text[i] = dot[id] / (norm * this.entries[id].norm);
      dot[id] = 0;
    }
    const cut = touched.length > textCandidates ? kthLargest(Float64Array.from(text), textCandidates) : -Infinity;
    const candidates = new Map<number, number>();
    for (let i = 0; i < touched.length; i++) if (text[i] >= cut) candidates.set(touched[i], text[i]);
    const typeKey = shape.types.join(' ');
    const mv = Math.round(card.manaValue);
    for (const v of list.length === 0 ? [mv, mv - 1, mv + 1] : [mv]) {
      for (const id of this.byTypeAndValue.get(`${typeKey}|${v}`) ?? []) if (!candidates.has(id)) candidates.set(id, norm === 0 && this.entries[id].norm === 0 ? 1 : 0);
    }
    const own = card.name.toLowerCase();
    const context = { shape, card, power: num(card.power), toughness: num(card.toughness), typeKey };
    const scored: { id: number; score: number }[] = [];
    for (const [id, text] of candidates) {
      const e = this.entries[id];
      if (e.card.name.toLowerCase() === own) continue;
      scored.push({ id, score: score(context, e, text) });
    }
    scored.sort((a, b) => b.score - a.score || (this.entries[a.id].card.name < this.entries[b.id].card.name ? -1 : 1));
    return scored.slice(0, limit).map(({ id, score: s }) => {
      const e = this.entries[id];
      const comparison = compareCards(card, shape, e.card, e.shape);
      return { card: e.card, score: Math.round(s * 1000) / 1000, differences: comparison.differences, strictly: comparison.strictly };
    });
  }
}

/** Types first, then text, then mana value, colours and stats (see the module comment). */
function score(q: { shape: CardShape; card: ComparedCard; power: number; toughness: number; typeKey: string }, e: Entry, text: number): number {
  const sameTypes = q.typeKey === e.typeKey ? 1 : q.shape.types.some((t) => e.shape.types.includes(t)) ? 0.4 : 0;
  const mv = 1 / (1 + Math.abs(q.card.manaValue - e.card.manaValue));
  const colors = jaccard(q.card.colors, e.card.colors);
  const stats = q.card.power !== undefined && e.card.power !== undefined
    ? 1 / (1 + Math.abs(q.power - e.power) + Math.abs(q.toughness - e.toughness)) : q.card.power === e.card.power ? 1 : 0;
  const subtypes = q.shape.subtypes.some((s) => e.shape.subtypes.includes(s)) ? 1 : 0;
  return 4 * sameTypes + 3 * text + 1 * mv + 1 * colors + 0.5 * stats + 0.2 * subtypes;
}

/** The k-th largest value (quickselect, in place). */
function kthLargest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const want = k - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] > pivot) i++;
      while (values[j] < pivot) j--;
      if (i <= j) {
        const t = values[i];
        values[i] = values[j];
        values[j] = t;
        i++;
        j--;
      }
    }
    if (want <= j) hi = j;
    else if (want >= i) lo = i;
    else break;
  }
  return values[want];
}

function jaccard(a: string, b: string): number {
  if (a === b) return 1;
  const sa = new Set(a);
  const both = [...new Set(b)].filter((c) => sa.has(c)).length;
  return both / new Set(a + b).size;
}

const num = (s: string | undefined) => (s !== undefined && /^-?\d+$/.test(s) ? Number(s) : 0);
