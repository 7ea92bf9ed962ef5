/**
 * Tokens a card creates (111.1–111.4): `create a 1/1 green Saproling creature token`,
 * `create two 2/2 black Zombie creature tokens with deathtouch`, `create a Treasure token`.
 * A token's name is its subtypes unless the effect names it (111.4); predefined tokens (111.10)
 * have characteristics the rules give, so a set need not define them.
 */
import type { Ability, Range } from '../ast.js';
import type { CardModel } from './cardModel.js';
import { nameKey } from '../cardNames.js';
import { predefinedTokenCards } from '../data/rulesData.js';

/** One instruction to create tokens, as far as its words say. */
export interface TokenCreation {
  /** The token's name: `named …` if given, else its subtypes (111.4). */
  name: string;
  /** How many: a number, or `X` for any variable amount. */
  count: number | 'X';
  power?: string;
  toughness?: string;
  /** Colour letters named by the effect (WUBRG); empty for colorless or unsaid. */
  colors: string[];
  /** Card types named (`Artifact`, `Creature`…), capitalised. */
  types: string[];
  subtypes: string[];
  legendary: boolean;
  /** What follows `with`: keywords or a quoted ability, as written. */
  abilities?: string;
  /** The phrase, from `create` to `token(s)` (and its `with …`/`named …` part). */
  text: string;
  /** The ability it is in, and where in its text the phrase starts (ranges follow the ability as lines move). */
  ability: Ability;
  offset: number;
  /** True for a predefined token (111.10): the rules give its characteristics. */
  predefined: boolean;
}

/** 111.10: tokens whose characteristics the rules define (the generated rules data). */
export const predefinedTokens: ReadonlySet<string> = new Set(predefinedTokenCards.map((t) => t.name));

const counts: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
const colorWords: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const typeWords = new Set(['artifact', 'creature', 'enchantment', 'land', 'snow', 'legendary']);

/**
 * `create` + count + [tapped] + [legendary] + [P/T] + colours + subtypes/types + `token(s)`, then
 * optionally `with …` and `named …` up to the end of the clause.
 */
const phrase = /\b[Cc]reates? (a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X) ((?:tapped (?:and attacking )?)?)((?:legendary )?)((?:[\dX*+]+\/[\dX*+]+ )?)([a-z,\s]*?)((?:[A-Z][\w'’-]* |(?:artifact|creature|enchantment|land|snow) )+)tokens?\b((?: with (?:"[^"]*"|“[^”]*”|[a-z][^.;,"“]*(?:,(?! then| where| until)[^.;,"“]*)*))?)((?: named [A-Z][^.,;]*)?)(?=[.,;]| and | that | attached | under | for | until |$)/g;

function colorsOf(words: string): string[] | undefined {
  const out: string[] = [];
  for (const w of words.split(/[\s,]+/).filter(Boolean)) {
    if (w === 'and' || w === 'colorless') continue;
    const c = colorWords[w];
    if (!c) return undefined;
    if (!out.includes(c)) out.push(c);
  }
  return ['W', 'U', 'B', 'R', 'G'].filter((c) => out.includes(c));
}

/** The tokens one ability's text creates (text of the ability as written, on `line`). */
export function tokenCreations(ability: Ability): TokenCreation[] {
  const out: TokenCreation[] = [];
  const text = ability.text;
  phrase.lastIndex = 0;
  for (let m = phrase.exec(text); m; m = phrase.exec(text)) {
    const colors = colorsOf(m[5]);
    if (!colors) continue;
    const words = m[6].trim().split(/\s+/);
    const types: string[] = [];
    const subtypes: string[] = [];
    for (const w of words) {
      if (typeWords.has(w)) types.push(w[0].toUpperCase() + w.slice(1));
      else subtypes.push(w);
    }
    // `named Cinder Crown with "…" and equip {2}`: the name ends where its abilities begin.
    const named = m[8].replace(/^ named /, '').replace(/\s+(?:with|and|that|which)\b.*$|\s*["“].*$/s, '').trim();
    const name = named || subtypes.join(' ');
    if (!name) continue;
    const pt = m[4].trim();
    const slash = pt.indexOf('/');
    out.push({
      name,
      count: counts[m[1]] ?? (m[1] === 'X' ? 'X' : Number(m[1])),
      power: pt ? pt.slice(0, slash) : undefined,
      toughness: pt ? pt.slice(slash + 1) : undefined,
      colors,
      types,
      subtypes,
      legendary: m[3] !== '',
      abilities: m[7].replace(/^ with /, '').trim() || undefined,
      text: m[0],
      ability,
      offset: m.index,
      predefined: !named && predefinedTokens.has(name),
    });
  }
  return out;
}

/** Where a creation phrase stands now. */
export function creationRange(t: TokenCreation): Range {
  const start = t.ability.range.start;
  return { start: { line: start.line, character: start.character + t.offset }, end: { line: start.line, character: start.character + t.offset + t.text.length } };
}

/** The `.cards` text of a token card for a creation: what the fix for an undefined token appends. */
export function tokenCardText(t: TokenCreation): string {
  const colorNames: Record<string, string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };
  const types = t.types.filter((x) => x !== 'Snow');
  const cardTypes = types.length > 0 ? types : (t.power !== undefined ? ['Creature'] : ['Artifact']);
  const typeLine = `Token ${t.legendary ? 'Legendary ' : ''}${t.types.includes('Snow') ? 'Snow ' : ''}${cardTypes.join(' ')}${t.subtypes.length ? ` — ${t.subtypes.join(' ')}` : ''}`;
  const lines = [t.name, typeLine];
  if (t.colors.length > 0) lines.push(`Color indicator: ${t.colors.map((c) => colorNames[c]).join(', ')}`);
  if (t.abilities) {
    const quoted = /^["“](.*)["”]$/.exec(t.abilities);
    const list = quoted ? quoted[1] : t.abilities.replace(/,? and /g, ', ');
    lines.push(list[0].toUpperCase() + list.slice(1));
  }
  if (t.power !== undefined && t.toughness !== undefined) lines.push(`${t.power}/${t.toughness}`);
  return lines.join('\n');
}

/**
 * The names a token card answers to (111.4): its own name and its type line's subtypes (`ALR Black
 * Zombie` with `Token Creature — Zombie` defines the Zombie token), each also with `Token` after it.
 * Lower-cased.
 */
export function tokenCardKeys(model: CardModel): string[] {
  const face = model.faces[0];
  const names = [model.card.faces[0]?.name.text ?? '', face?.subtypes.join(' ') ?? ''].map((n) => nameKey(n)).filter(Boolean);
  return [...new Set(names.flatMap((key) => (key.endsWith(' token') ? [key, key.slice(0, -6)] : [key, `${key} token`])))];
}

/** How well a token card fits a creation: its name or subtypes, then power, toughness and colours. Undefined if not at all. */
function fit(creation: TokenCreation, model: CardModel): number | undefined {
  const face = model.faces[0];
  const name = nameKey(creation.name);
  const own = nameKey(model.card.faces[0]?.name.text ?? '');
  const bySubtypes = nameKey(face?.subtypes.join(' ') ?? '');
  let score: number;
  if (name === own || `${name} token` === own || name === `${own} token`) score = 4;
  else if (name === bySubtypes || (creation.subtypes.length > 0 && nameKey(creation.subtypes.join(' ')) === bySubtypes)) score = 2;
  else return undefined;
  const stats = model.card.faces[0]?.stats.find((s) => s.statKind === 'powerToughness');
  if (stats && creation.power !== undefined && stats.power === creation.power && stats.toughness === creation.toughness) score += 2;
  const colors = (face?.colors ?? []).join('');
  if (creation.colors.length > 0 && colors === [...creation.colors].join('')) score += 1;
  return score;
}

/** The token card of `tokens` that best fits a creation (its name or type line, then its stats and colours), if any. */
export function bestTokenCard(creation: TokenCreation, tokens: CardModel[]): CardModel | undefined {
  let best: CardModel | undefined;
  let bestScore = -1;
  for (const t of tokens) {
    const score = fit(creation, t);
    if (score !== undefined && score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}
