/**
 * What the file-wide results depend on, card by card: a card's own checks and summary depend on its
 * text and the directives in force only, but some results look across cards — duplicate names,
 * tokens created with no token card (`undefined-token`), meld links (a melded card's mana value and
 * colour identity), file-level problems (directives out of place, text that is no card) and where
 * the first card starts. The cache stores these facts with each card and, from them, finds the few
 * cards those results come from: parsing just those cards, at their lines, gives the same file-wide
 * results as parsing the whole file.
 */

import { fromBinary } from './scan.js';

/** The cross-card facts of one chunk (all names as `nameKey` gives them). */
export interface CardFacts {
  /** The chunk holds a card. */
  card: boolean;
  /** It contributes file-level problems, or may: it holds no card, or it holds directives. */
  special: boolean;
  /** The names it is found by (each face's, and a multi-face card's full name). */
  names: string[];
  /** A token card: the names it answers to (`saproling`, `saproling token`). */
  tokens: string[];
  /** The tokens it creates that the rules don't predefine. */
  creates: string[];
  /** A meld card's front: its partner's and the melded card's names. */
  meld?: [string, string];
}

/** Facts as stored: short keys, empty lists left out, flags apart. */
export function encodeFacts(f: CardFacts): { flags: string; json: string } {
  const out: Record<string, unknown> = {};
  if (f.names.length) out.n = f.names;
  if (f.tokens.length) out.t = f.tokens;
  if (f.creates.length) out.c = f.creates;
  if (f.meld) out.m = f.meld;
  return { flags: `${f.card ? 'c' : '-'}${f.special ? 's' : '-'}`, json: JSON.stringify(out) };
}

const strings = (v: unknown): string[] | undefined => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined);

/** The facts of most cards: one name, written without escapes (read without JSON.parse: 10,000 add up). */
const oneName = /^\{"n":\["([^"\\]*)"\]\}$/;

/**
 * Facts read back from their stored JSON, given as a binary string (scan.ts: UTF-8 bytes read as
 * latin1); undefined if what is stored is not facts (a corrupt entry).
 */
export function decodeFacts(flags: string, json: string): CardFacts | undefined {
  if (!/^[c-][s-]$/.test(flags)) return undefined;
  const simple = oneName.exec(json);
  if (simple) return { card: flags[0] === 'c', special: flags[1] === 's', names: [fromBinary(simple[1])], tokens: [], creates: [] };
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(fromBinary(json)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object') return undefined;
  const names = strings(raw.n ?? []);
  const tokens = strings(raw.t ?? []);
  const creates = strings(raw.c ?? []);
  const meld = raw.m === undefined ? undefined : strings(raw.m);
  if (!names || !tokens || !creates || (meld && meld.length !== 2)) return undefined;
  return { card: flags[0] === 'c', special: flags[1] === 's', names, tokens, creates, meld: meld as [string, string] | undefined };
}

/** The chunks the file-wide results come from, and among them those whose summary a meld link may change. */
export interface Relevant {
  keep: Set<number>;
  meld: Set<number>;
}

/**
 * The chunks that file-wide results depend on (see the module comment). `setDeclared`: the
 * directives in force may include `@set` (then `undefined-token` applies even with no token card);
 * `everyCard`: they may include `@collation` or `@skeleton` (then every card counts).
 */
export function relevantChunks(facts: CardFacts[], setDeclared: boolean, everyCard = false): Relevant {
  const keep = new Set<number>();
  const meld = new Set<number>();
  // A @collation or @skeleton reads every card's rarity and slot: all of them are relevant.
  if (everyCard) facts.forEach((_, i) => keep.add(i));
  const holders = new Map<string, number[]>();
  let firstCard = -1;
  const defined = new Set<string>();
  facts.forEach((f, i) => {
    if (f.special) keep.add(i);
    if (f.card && firstCard < 0) firstCard = i;
    for (const name of f.names) {
      const list = holders.get(name);
      if (list) list.push(i);
      else holders.set(name, [i]);
    }
    for (const t of f.tokens) defined.add(t);
  });
  // The first card (directives after it are out of place) and the last chunk (fixes append after it).
  if (firstCard >= 0) keep.add(firstCard);
  if (facts.length > 0) keep.add(facts.length - 1);
  for (const list of holders.values()) if (list.length > 1) list.forEach((i) => keep.add(i));
  if (defined.size > 0 || setDeclared) {
    const creators = facts.flatMap((f, i) => (f.creates.some((t) => !defined.has(t)) ? [i] : []));
    if (creators.length > 0) {
      creators.forEach((i) => keep.add(i));
      // Every token card too, so the sub-document's defined tokens are the file's.
      facts.forEach((f, i) => f.tokens.length > 0 && keep.add(i));
    }
  }
  facts.forEach((f, i) => {
    if (!f.meld) return;
    for (const j of [i, ...(holders.get(f.meld[0]) ?? []), ...(holders.get(f.meld[1]) ?? [])]) {
      keep.add(j);
      meld.add(j);
    }
  });
  // A card kept for any reason that creates tokens is checked against the sub-document's token
  // cards: they must be the file's, or a defined token would look undefined there.
  if ((defined.size > 0 || setDeclared) && [...keep].some((i) => facts[i].creates.length > 0)) {
    facts.forEach((f, i) => f.tokens.length > 0 && keep.add(i));
  }
  return { keep, meld };
}
