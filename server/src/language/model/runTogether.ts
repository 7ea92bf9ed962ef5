/**
 * Where another card starts inside a card's text: when the blank line between two cards is
 * missing, the second card's name and type line are read as rules text of the first. Its name line
 * is recognised by what follows it: a line that is a type line (card types and supertypes, then an
 * optional dash and subtypes), or, right after the first card's stats line, a line shaped like a
 * type line with a misspelt type. Checks use it to report the missing blank line and to leave the
 * other card's lines alone.
 */
import type { Ability, Face, Stats } from '../ast.js';
import { cardTypes, supertypes } from '../data/rulesData.js';
import { formerCardTypes } from '../data/formerNames.js';

const typeWords = new Set([...cardTypes, ...Object.keys(formerCardTypes)].map((t) => t.toLowerCase()));
const superWords = new Set(supertypes.map((t) => t.toLowerCase()));
const dash = /\s(?:—|–|--|-)\s|—/;
const word = /^[\p{L}][\p{L}\p{N}'’-]*$/u;

/** True if a line reads as a type line: supertypes and at least one card type, then an optional dash and subtype words. */
function isTypeLine(text: string): boolean {
  const m = dash.exec(text);
  const before = (m ? text.slice(0, m.index) : text).trim().split(/\s+/);
  const after = m ? text.slice(m.index + m[0].length).trim() : '';
  if (!before.every((w) => typeWords.has(w.toLowerCase()) || superWords.has(w.toLowerCase()))) return false;
  if (!before.some((w) => typeWords.has(w.toLowerCase()))) return false;
  return after === '' || after.split(/\s+/).every((w) => word.test(w));
}

/** A type line with a word that may be a misspelt type: `Creture — Elf`. Words only, a dash between. */
function looksLikeTypeLine(text: string): boolean {
  const m = dash.exec(text);
  if (!m) return false;
  const words = [...text.slice(0, m.index).trim().split(/\s+/), ...text.slice(m.index + m[0].length).trim().split(/\s+/)];
  return words.length <= 8 && words.every((w) => word.test(w)) && /^\p{Lu}/u.test(text);
}

/**
 * A line that could be a card's name line: a few words, perhaps a mana cost, and not a sentence
 * (names may hold colons and quotes: `Circle of Protection: Blue {1}{W}`, `Kongming, "Sleeping Dragon"`).
 */
function looksLikeNameLine(ability: Ability): boolean {
  const text = ability.text.trim();
  if (ability.abilityKind === 'loyalty' || ability.abilityKind === 'chapter' || ability.abilityKind === 'level') return false;
  if (/[.:;!?]["”)]*$/.test(text) || !/^[\p{Lu}\d]/u.test(text)) return false;
  const name = text.replace(/(?:\s*\{[^{}]*\})+$/, '').trim();
  return name !== '' && name.split(/\s+/).length <= 10;
}

/** One line of a face's body: an ability (or mode) or a stats line (references only, so cached lines move with the card). */
type BodyLine = { ability?: Ability; stats?: Stats };

function lineOf(b: BodyLine): number {
  return b.ability ? b.ability.line : b.stats!.range.start.line;
}

/** The face's body lines in order (one entry per line: a keyword list is its first keyword). */
function bodyLines(face: Face): BodyLine[] {
  const byLine = new Map<number, BodyLine>();
  for (const ability of face.abilities) {
    if (!byLine.has(ability.line)) byLine.set(ability.line, { ability });
    for (const mode of ability.modes) byLine.set(mode.line, { ability: mode });
  }
  for (const stats of face.stats) byLine.set(stats.range.start.line, { stats });
  return [...byLine.values()].sort((a, b) => lineOf(a) - lineOf(b));
}

/** Another card's name line and type line, read as abilities of this face. */
export interface RunTogether {
  at: Ability;
  next: Ability;
}

const cache = new WeakMap<Face, RunTogether | null>();

/** Where another card probably starts inside this face: its name line and the (type) line after it. */
export function runTogetherAt(face: Face): RunTogether | undefined {
  let found = cache.get(face);
  if (found === undefined) cache.set(face, (found = findRunTogether(face) ?? null));
  return found ?? undefined;
}

function findRunTogether(face: Face): RunTogether | undefined {
  const lines = bodyLines(face);
  for (let i = 0; i + 1 < lines.length; i++) {
    const at = lines[i].ability;
    const next = lines[i + 1].ability;
    if (!at || !next || !looksLikeNameLine(at)) continue;
    const before = lines[i - 1]?.stats;
    if (isTypeLine(next.text) || (before && !before.levelBand && looksLikeTypeLine(next.text))) return { at, next };
  }
  return undefined;
}
