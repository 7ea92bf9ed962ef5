/**
 * Draftmancer custom card list: `[CustomCards]` (a JSON array with the documented fields) first,
 * then booster slots per rarity — 10 commons, 3 uncommons, 1 rare-or-mythic by default, a mythic
 * in 1 pack of 8 (pack layouts in `[Settings]`) when the set has both rares and mythics.
 */
import type { BoosterSlots, Exporter } from './registry.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { braced, displayLines, symbolClass, Warnings } from './text.js';

/** The default booster: 10 commons, 3 uncommons, 1 rare or mythic, a mythic in 1 pack of 8. */
export const defaultSlots: BoosterSlots = { common: 10, uncommon: 3, rare: 1, mythicRate: 8 };

/**
 * JSON where strings never hold `[` or `]`: Draftmancer finds the end of `[CustomCards]` by
 * counting brackets, so brackets inside names or text are written as \u005b and \u005d.
 */
export function bracketSafeJson(value: unknown, indent = ''): string {
  const next = `${indent}\t`;
  if (typeof value === 'string') return JSON.stringify(value).replace(/\[/g, '\\u005b').replace(/\]/g, '\\u005d');
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => typeof v === 'string')) return `[${value.map((v) => bracketSafeJson(v)).join(', ')}]`;
    return `[\n${value.map((v) => next + bracketSafeJson(v, next)).join(',\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{\n${entries.map(([k, v]) => `${next}${JSON.stringify(k)}: ${bracketSafeJson(v, next)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function typePart(face: ExportFace): string {
  return face.typeLine.split(/\s+(?:—|--|–|-)\s+/)[0].trim();
}

function faceFields(face: ExportFace): Record<string, unknown> {
  return {
    type: typePart(face),
    subtypes: face.subtypes.length ? face.subtypes : undefined,
    oracle_text: displayLines(face).join('\n') || undefined,
    power: face.power, toughness: face.toughness, loyalty: face.loyalty,
  };
}

/** The name slots list a card by: split-like cards by their full name, others by their front face. */
export function draftmancerName(card: ExportCard): string {
  return ['split', 'aftermath', 'adventure'].includes(card.layout) ? card.name : card.faces[0].name;
}

function customCard(card: ExportCard, set: ExportSet, warnings: Warnings): Record<string, unknown> {
  const front = card.faces[0];
  for (const f of card.faces) for (const b of f.cost) if (symbolClass(b, card.declarations) === 'custom') warnings.add(`Draftmancer draws only Scryfall's symbols; the custom mana {${b}} shows as text`, card.name);
  const art = (f: ExportFace) => (f.art && /^https?:\/\//.test(f.art) ? { en: f.art } : undefined);
  const back = card.faces[1];
  const splitLike = ['split', 'aftermath'].includes(card.layout);
  return {
    name: draftmancerName(card),
    mana_cost: splitLike ? card.faces.map((f) => braced(f.cost)).join(' // ') : braced(front.cost),
    ...faceFields(front),
    colors: card.colors,
    set: set.code.toLowerCase(),
    collector_number: card.number,
    rarity: card.isToken ? undefined : card.rarity,
    layout: card.layout === 'normal' ? undefined : card.layout,
    image_uris: art(front),
    back: back ? { name: back.name, ...faceFields(back), image_uris: art(back) } : undefined,
    related_cards: card.tokens.length ? card.tokens.map((t) => t.name) : undefined,
  };
}

function slotLines(cards: ExportCard[]): string[] {
  return cards.map((c) => `1 ${draftmancerName(c)}`);
}

export const draftmancer: Exporter = {
  id: 'draftmancer',
  title: 'Draftmancer',
  output: 'file',
  extension: '.txt',
  description: 'Draftmancer custom card list: upload the .txt file under "Custom Card List" to draft the set',
  export(set, options) {
    const slots = options.boosters ?? defaultSlots;
    const warnings = new Warnings();
    for (const card of [...set.cards, ...set.tokens]) {
      if (/[()]/.test(draftmancerName(card))) warnings.add('Draftmancer reads "(" in a card line as the start of a set code; cards with parentheses in their names can\'t be listed in a slot', card.name);
    }
    const json = bracketSafeJson([...set.cards, ...set.tokens].map((c) => customCard(c, set, warnings)));
    const by = (r: string[]) => set.cards.filter((c) => r.includes(c.rarity));
    const commons = by(['common']);
    const uncommons = by(['uncommon']);
    const rares = by(['rare', 'special', 'bonus']);
    const mythics = by(['mythic']);
    const sections: string[] = ['[CustomCards]', json];
    const sized: [string, number, ExportCard[]][] = [['Common', slots.common, commons], ['Uncommon', slots.uncommon, uncommons]];
    const present = sized.filter(([name, n, cards]) => {
      if (n > 0 && cards.length === 0) warnings.add(`the set has no ${name.toLowerCase()} cards, so packs have no ${name.toLowerCase()} slot`);
      return n > 0 && cards.length > 0;
    });
    if (rares.length > 0 && mythics.length > 0 && slots.rare > 0) {
      const base = Object.fromEntries(present.map(([name, n]) => [name, n]));
      const settings = { name: set.name, layouts: {
        Rare: { weight: Math.max(1, slots.mythicRate - 1), slots: { ...base, Rare: slots.rare } },
        Mythic: { weight: 1, slots: { ...base, Mythic: slots.rare } },
      } };
      sections.push('[Settings]', JSON.stringify(settings, null, '\t'));
      for (const [name, , cards] of present) sections.push(`[${name}]`, ...slotLines(cards));
      sections.push('[Rare]', ...slotLines(rares), '[Mythic]', ...slotLines(mythics));
    } else {
      for (const [name, n, cards] of present) sections.push(`[${name}(${n})]`, ...slotLines(cards));
      const top = rares.length > 0 ? rares : mythics;
      if (slots.rare > 0 && top.length > 0) sections.push(`[Rare(${slots.rare})]`, ...slotLines(top));
      else if (slots.rare > 0) warnings.add('the set has no rare or mythic cards, so packs have no rare slot');
    }
    const packSize = present.reduce((n, [, k]) => n + k, 0) + (rares.length + mythics.length > 0 ? slots.rare : 0);
    return {
      files: [{ path: '', content: sections.join('\n') + '\n' }],
      warnings: warnings.list(),
      summary: [`${set.cards.length} cards and ${set.tokens.length} tokens; packs of ${packSize} (${present.map(([n, k]) => `${k} ${n.toLowerCase()}`).join(', ')}${rares.length + mythics.length > 0 ? `, ${slots.rare} rare${mythics.length && rares.length ? ` or mythic, mythic in 1 of ${slots.mythicRate}` : ''}` : ''})`],
    };
  },
};
