/**
 * A set's skeleton: the slots it plans, per colour and rarity, and which card fills each. A plan is
 * written with `@skeleton`, as counts per colour group or as slot codes, or both:
 *
 *     @skeleton W: 10 common, 5 uncommon, 3 rare, 1 mythic; gold: 10 uncommon; CA01 CA02
 *
 * A slot code is a rarity letter (C U R M), a group letter (W U B R G, M for multicolour, A for
 * colourless, L for land) and a number: `CW01` is the first white common. Counts make codes
 * (`W: 10 common` → CW01…CW10). A card names its slot with `Slot: CW01`; a card that names none
 * fills the first empty slot of its colour and rarity. Without a plan, a set is compared with the
 * shape of a typical retail set of its size. Pure.
 */
import type { Directive } from '../language/ast.js';
import type { DesignCard } from './designCards.js';
import { fieldValue } from '../stats/cardFields.js';
import type { Rarity } from './collation.js';

const rarityLetters: Record<string, Rarity> = { C: 'common', U: 'uncommon', R: 'rare', M: 'mythic' };
const groupWords: Record<string, string> = {
  w: 'W', white: 'W', u: 'U', blue: 'U', b: 'B', black: 'B', r: 'R', red: 'R', g: 'G', green: 'G',
  m: 'M', gold: 'M', multicolor: 'M', multicolour: 'M', a: 'A', artifact: 'A', colorless: 'A', colourless: 'A', l: 'L', land: 'L',
};
export const groupNames: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green', M: 'multicolour', A: 'colourless', L: 'land' };
const codePattern = /^([CURM])([WUBRGMAL])(\d{1,3})$/;

/** A matched code written the one way: its number without leading zeros, padded to two digits (CW1, CW01 and CW001 are one slot). */
function normalCode(m: RegExpExecArray): string {
  return `${m[1]}${m[2]}${String(Number(m[3])).padStart(2, '0')}`;
}

export interface SkeletonSlot {
  code: string;
  rarity: Rarity;
  group: string;
}

/**
 * Reads a `@skeleton` value: its slots in order, or what is wrong (a code twice, an unknown rarity
 * or group…). `prior` holds the slots of the set's earlier `@skeleton` lines: counts go on
 * numbering after them, and a code they hold is planned twice.
 */
export function readSkeleton(value: string, prior: readonly SkeletonSlot[] = []): { slots: SkeletonSlot[] } | { problem: string } {
  const slots: SkeletonSlot[] = [];
  const seen = new Set<string>(prior.map((s) => s.code));
  const add = (code: string): string | undefined => {
    const m = codePattern.exec(code);
    if (!m) return `"${code}" is no slot code (rarity C/U/R/M, group W/U/B/R/G/M/A/L, a number: CW01)`;
    const normal = normalCode(m);
    if (seen.has(normal)) return `the slot ${normal} is planned twice`;
    seen.add(normal);
    slots.push({ code: normal, rarity: rarityLetters[m[1]], group: m[2] });
    return undefined;
  };
  for (const part of value.split(';').map((p) => p.trim()).filter(Boolean)) {
    const counts = /^([A-Za-z]+)\s*:\s*(.+)$/.exec(part);
    if (counts) {
      const group = groupWords[counts[1].toLowerCase()];
      if (!group) return { problem: `"${counts[1]}" is no colour group: use W U B R G, gold, colorless or land` };
      for (const item of counts[2].split(',').map((s) => s.trim()).filter(Boolean)) {
        const m = /^(\d+)\s+([a-z]+)$/i.exec(item);
        if (!m) return { problem: `"${item}" is no count: write a number and a rarity, like "10 common"` };
        const rarity = m[2].toLowerCase();
        const letter = Object.entries(rarityLetters).find(([, r]) => r === rarity)?.[0];
        if (!letter) return { problem: `"${m[2]}" is no rarity: use common, uncommon, rare or mythic` };
        const n = Number(m[1]);
        if (n < 1 || n > 300) return { problem: `${n} ${rarity} slots for ${groupNames[group]}: between 1 and 300` };
        // Counts take the next free numbers of their group and rarity (codes written by hand, on
        // this line or an earlier one, keep theirs).
        for (let k = 1, made = 0; made < n; k++) {
          const code = `${letter}${group}${String(k).padStart(2, '0')}`;
          if (seen.has(code)) continue;
          const problem = add(code);
          if (problem) return { problem };
          made++;
        }
      }
      continue;
    }
    for (const code of part.split(/[\s,]+/).filter(Boolean)) {
      const problem = add(code.toUpperCase());
      if (problem) return { problem };
    }
  }
  if (slots.length === 0) return { problem: '"@skeleton" plans no slots: write counts ("W: 10 common") or slot codes (CW01)' };
  return { slots };
}

/**
 * The set's whole plan: the slots of every `@skeleton` line in order (a set may write one line per
 * colour), and the lines that plan a slot an earlier line already plans (their own syntax errors
 * are the directive check's; such a line adds nothing).
 */
export function setSkeleton(directives: readonly Directive[]): { slots: SkeletonSlot[]; problems: { directive: Directive; message: string }[] } | undefined {
  const lines = directives.filter((d) => d.name === 'skeleton');
  if (lines.length === 0) return undefined;
  const slots: SkeletonSlot[] = [];
  const problems: { directive: Directive; message: string }[] = [];
  for (const d of lines) {
    if ('problem' in readSkeleton(d.value)) continue;
    const read = readSkeleton(d.value, slots);
    if ('problem' in read) problems.push({ directive: d, message: `@skeleton: ${read.problem} (an earlier @skeleton line plans it)` });
    else slots.push(...read.slots);
  }
  return slots.length > 0 ? { slots, problems } : undefined;
}

/** The group letter of a card: its colour, M for two or more, A for colourless non-lands, L for lands without colour. */
export function groupOf(card: DesignCard): string {
  const colors = card.model.colors;
  if (colors.length > 1) return 'M';
  if (colors.length === 1) return colors[0];
  return card.model.faces[0]?.types.includes('Land') ? 'L' : 'A';
}

export interface SkeletonFill {
  slots: { slot: SkeletonSlot; card?: DesignCard; named: boolean }[];
  /** Cards no slot holds: their group and rarity had no empty slot left. */
  unplaced: DesignCard[];
  /** Problems of `Slot:` fields: a code not in the plan, taken twice, or of another colour or rarity. */
  problems: { card: DesignCard; message: string }[];
}

/** Fills the plan: cards that name a slot first, then the rest into the first empty slot of their group and rarity. */
export function fillSkeleton(slots: readonly SkeletonSlot[], cards: readonly DesignCard[]): SkeletonFill {
  const byCode = new Map(slots.map((s, i) => [s.code, i]));
  const filled: SkeletonFill['slots'] = slots.map((slot) => ({ slot, named: false }));
  const problems: SkeletonFill['problems'] = [];
  const rest: DesignCard[] = [];
  for (const card of cards) {
    const front = card.model.card.faces[0];
    const named = front ? fieldValue(front, 'Slot') : undefined;
    if (!named) {
      rest.push(card);
      continue;
    }
    const m = codePattern.exec(named.toUpperCase());
    const code = m ? normalCode(m) : named;
    const i = byCode.get(code);
    if (i === undefined) {
      problems.push({ card, message: `names the slot ${code}, which the @skeleton does not plan` });
      rest.push(card);
    } else if (filled[i].card) {
      problems.push({ card, message: `names the slot ${code}, which ${filled[i].card!.model.card.name} already fills` });
      rest.push(card);
    } else {
      filled[i] = { slot: filled[i].slot, card, named: true };
      const slot = filled[i].slot;
      if (slot.rarity !== card.rarity || slot.group !== groupOf(card)) problems.push({ card, message: `fills ${code}, a ${slot.rarity} ${groupNames[slot.group]} slot, but is a ${card.rarity} ${groupNames[groupOf(card)]} card` });
    }
  }
  const unplaced: DesignCard[] = [];
  for (const card of rest) {
    const group = groupOf(card);
    const free = filled.findIndex((f) => !f.card && f.slot.group === group && f.slot.rarity === card.rarity);
    if (free < 0) unplaced.push(card);
    else filled[free] = { slot: filled[free].slot, card, named: false };
  }
  return { slots: filled, unplaced, problems };
}

/**
 * The shape of a typical retail set of `size` cards (scaled from a 261-card set: 101 commons, 80
 * uncommons, 60 rares, 20 mythics; each colour a fifth of the mono-coloured cards; about 10 % gold,
 * mostly uncommon; 5 % colourless; 4 % lands): expected cards per group and rarity.
 */
export function typicalShape(size: number): Record<string, Record<Rarity, number>> {
  const base: Record<string, Record<Rarity, number>> = {
    W: { common: 18, uncommon: 13, rare: 10, mythic: 3 }, U: { common: 18, uncommon: 13, rare: 10, mythic: 3 },
    B: { common: 18, uncommon: 13, rare: 10, mythic: 3 }, R: { common: 18, uncommon: 13, rare: 10, mythic: 3 },
    G: { common: 18, uncommon: 13, rare: 10, mythic: 3 }, M: { common: 0, uncommon: 10, rare: 6, mythic: 3 },
    A: { common: 4, uncommon: 3, rare: 3, mythic: 1 }, L: { common: 7, uncommon: 2, rare: 1, mythic: 1 },
  };
  const scale = size / 261;
  return Object.fromEntries(Object.entries(base).map(([g, r]) => [g, Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v * scale * 10) / 10])) as Record<Rarity, number>]));
}
