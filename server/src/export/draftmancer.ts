/**
 * Draftmancer custom card list: `[CustomCards]` (a JSON array with the documented fields) first,
 * then booster slots per rarity — 10 commons, 3 uncommons, 1 rare-or-mythic by default, a mythic
 * in 1 pack of 8 (pack layouts in `[Settings]`) when the set has both rares and mythics, and
 * `withReplacement` when a slot has fewer cards than an 8-player draft of three packs takes from it.
 * Draftmancer reads only Scryfall's mana symbols: a set's own symbol is written as the colour its
 * `@mana` line names, or as {C}, with a warning naming the change.
 */
import type { Exporter, ExportOptions } from './registry.js';
import { collationPlan, exportSlots, integerWeights, packOutcomes, poolsOfSet } from './boosters.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { colorWord, displayLines, symbolClass, Warnings } from './text.js';
import { predefinedTokenCards } from '../language/data/rulesData.js';


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

/** How many packs a default Draftmancer draft opens: 8 players, 3 packs each. */
export const draftPacks = 24;

const colorLetter: Record<string, string> = Object.fromEntries(Object.entries(colorWord).map(([letter, word]) => [word, letter]));

/** Symbol classes that are no mana symbol of Scryfall's symbology: Draftmancer refuses the whole file for one in a cost. */
const notMana = new Set(['unknown', 'tap', 'untap', 'energy', 'chaos', 'ticket', 'pawprint', 'planeswalker']);

/** The cost symbols of a card that Draftmancer cannot read, with why (symbol errors: the set's lint names them too). */
function unreadable(card: ExportCard): { card: string; reason: string }[] {
  const bad = card.faces.flatMap((f) => f.cost.filter((body) => notMana.has(symbolClass(body, card.declarations))));
  return bad.length === 0 ? [] : [{ card: card.name, reason: `${[...new Set(bad)].map((b) => `{${b}}`).join(', ')} in its mana cost ${bad.length === 1 ? 'is' : 'are'} no mana symbol Draftmancer reads (it refuses the whole file)` }];
}

/** A face's cost in Scryfall's symbols: a set's own symbol as the one colour its `@mana` line names, else {C}. */
function draftmancerCost(cost: string[], card: ExportCard, warnings: Warnings): string {
  return cost.map((body) => {
    if (symbolClass(body, card.declarations) !== 'custom') return `{${body}}`;
    const words = (card.declarations.manaSymbols.get(body) ?? '').toLowerCase().split(/[^a-z]+/);
    const colors = [...new Set(words.map((w) => colorLetter[w]).filter((c) => c !== undefined))];
    const letter = colors.length === 1 ? colors[0] : 'C';
    const why = colors.length === 1 ? `the colour its @mana line names` : 'its @mana line names none of the five colours';
    warnings.add(`Draftmancer reads only Scryfall's mana symbols: the set's {${body}} is written {${letter}} (${why})`, card.name);
    return `{${letter}}`;
  }).join('');
}

function faceFields(face: ExportFace, card: ExportCard, warnings: Warnings): Record<string, unknown> {
  return {
    mana_cost: draftmancerCost(face.cost, card, warnings),
    type: typePart(face),
    subtypes: face.subtypes.length ? face.subtypes : undefined,
    oracle_text: displayLines(face).join('\n') || undefined,
    power: face.power, toughness: face.toughness, loyalty: face.loyalty,
  };
}

/** The name slots list a card by: split-like cards by their full name, others by their front face. */
export function draftmancerName(card: ExportCard): string {
  return ['split', 'aftermath', 'adventure'].includes(card.layout) ? card.name : card.faces.length === 1 ? card.listedName : card.faces[0].name;
}

function customCard(card: ExportCard, set: ExportSet, warnings: Warnings): Record<string, unknown> {
  const front = card.faces[0];
  const art = (f: ExportFace) => (f.art && /^https?:\/\//.test(f.art) ? { en: f.art } : undefined);
  const back = card.faces[1];
  // A card with two halves on one face gives both costs, as Scryfall does ("{2}{R} // {1}{R}"); each half keeps its own in `back` too.
  const oneFace = ['split', 'aftermath', 'adventure', 'flip'].includes(card.layout);
  const frontFields = faceFields(front, card, warnings);
  const backFields = back ? faceFields(back, card, warnings) : undefined;
  return {
    name: draftmancerName(card),
    ...frontFields,
    mana_cost: oneFace && backFields && backFields.mana_cost ? `${frontFields.mana_cost} // ${backFields.mana_cost}` : frontFields.mana_cost,
    colors: card.colors,
    set: set.code.toLowerCase(),
    collector_number: card.number,
    rarity: card.isToken ? undefined : card.rarity,
    layout: card.layout === 'normal' ? undefined : card.layout,
    image_uris: art(front),
    back: back && backFields ? { name: back.name, ...backFields, mana_cost: backFields.mana_cost || undefined, image_uris: art(back) } : undefined,
    related_cards: card.tokens.length ? card.tokens.map(relatedCard) : undefined,
  };
}

/**
 * A `related_cards` entry: the name of the set's own token card, or for a predefined token the set
 * does not define (111.10: Treasure, Food…) the token itself as a card face, from the rules' own
 * definition, so the list never names a card it does not hold.
 */
function relatedCard(token: ExportCard['tokens'][number]): string | Record<string, unknown> {
  if (token.card) return token.listedName;
  const rules = predefinedTokenCards.find((t) => t.name === token.name);
  if (!rules) return token.listedName;
  const [type, subtypes] = rules.typeLine.split(' — ');
  return { name: rules.name, type, subtypes: subtypes.split(' '), oracle_text: rules.text || undefined, power: rules.power || undefined, toughness: rules.toughness || undefined };
}

/**
 * A set's own collation as Draftmancer's weighted pack layouts: every pack its slots can open (each
 * card of a slot drawn on its own, a mixed slot's rarities at their odds), as counts of commons,
 * uncommons, rares and mythics, each a layout weighted by its exact chance; one sheet of each
 * rarity ([Common], [Uncommon], [Rare], [Mythic]). Land slots are left out (Draftmancer's players
 * add basic lands as they build). Undefined when the packs are plain slots, or the set lacks a
 * rarity its collation needs (then the slots are written as before, with a warning).
 */
function collationLayouts(set: ExportSet, options: ExportOptions, warnings: Warnings): { sections: string[]; size: number; name: string; layouts: number } | undefined {
  const plan = collationPlan(set, options);
  if (!plan) return undefined;
  const pools = poolsOfSet(set);
  const outcomes = packOutcomes(plan);
  const sheets = ['Common', 'Uncommon', 'Rare', 'Mythic'] as const;
  const sizes = [pools.common, pools.uncommon, pools.rare, pools.mythic];
  if (outcomes.length === 0 || outcomes.some((o) => o.counts.some((c, r) => c > 0 && sizes[r] === 0))) return undefined;
  const weights = integerWeights(outcomes.map((o) => o.chance));
  const layouts: Record<string, { weight: number; slots: Record<string, number> }> = {};
  outcomes.forEach((o, i) => {
    const name = o.counts.map((c, r) => (c > 0 ? `${sheets[r][0]}${c}` : '')).filter(Boolean).join(' ');
    layouts[name] = { weight: weights[i], slots: Object.fromEntries(o.counts.map((c, r) => [sheets[r], c] as const).filter(([, c]) => c > 0)) };
  });
  // Draftmancer draws each listed card once: a sheet that an 8-player draft's packs empty (on average) needs withReplacement.
  const expected = sheets.map((_, r) => outcomes.reduce((n, o) => n + (Number(o.chance.n) / Number(o.chance.d)) * o.counts[r], 0) * draftPacks);
  const short = sheets.map((name, r) => (expected[r] > sizes[r] + 1e-9 ? `${sizes[r]} ${name.toLowerCase()} for ${Math.ceil(expected[r])}` : '')).filter(Boolean);
  const withReplacement = short.length > 0 ? true : undefined;
  if (withReplacement) warnings.add(`an 8-player draft opens ${draftPacks} packs, more than the set's cards fill without repeats (${short.join(', ')}): cards are drawn with replacement (withReplacement in [Settings])`);
  const basic = (c: ExportCard) => c.faces[0].supertypes.includes('Basic') && c.faces[0].types.includes('Land');
  const cardsOf = [
    set.cards.filter((c) => c.rarity === 'common' && !basic(c)), set.cards.filter((c) => c.rarity === 'uncommon' && !basic(c)),
    set.cards.filter((c) => ['rare', 'special', 'bonus'].includes(c.rarity) && !basic(c)), set.cards.filter((c) => c.rarity === 'mythic' && !basic(c)),
  ];
  const used = sheets.map((_, r) => outcomes.some((o) => o.counts[r] > 0));
  const sections = ['[Settings]', JSON.stringify({ name: set.name, withReplacement, layouts }, null, '\t')];
  sheets.forEach((name, r) => { if (used[r]) sections.push(`[${name}]`, ...slotLines(cardsOf[r])); });
  return { sections, size: outcomes[0].counts.reduce((a, b) => a + b, 0), name: plan.name, layouts: outcomes.length };
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
    const refused = [...set.cards, ...set.tokens].flatMap(unreadable);
    if (refused.length > 0) return { files: [], warnings: [], summary: [], refused };
    const warnings = new Warnings();
    const json = bracketSafeJson([...set.cards, ...set.tokens].map((c) => customCard(c, set, warnings)));
    const weighted = collationLayouts(set, options, warnings);
    if (weighted) {
      return {
        files: [{ path: '', content: ['[CustomCards]', json, ...weighted.sections].join('\n') + '\n' }],
        warnings: warnings.list(),
        summary: [`${set.cards.length} cards and ${set.tokens.length} tokens; packs of ${weighted.size} of the ${weighted.name} collation, its slots' odds as ${weighted.layouts} weighted pack layouts`],
      };
    }
    const slots = exportSlots(set, options, (m) => warnings.add(m), 'Draftmancer');
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
    const layouts = rares.length > 0 && mythics.length > 0 && slots.rare > 0;
    // Draftmancer draws each listed card once: a slot with fewer cards than the draft's packs take from it fails the draft.
    const short = present.filter(([, n, cards]) => cards.length < n * draftPacks).map(([name, n, cards]) => `${cards.length} ${name.toLowerCase()} for ${n * draftPacks}`);
    if (layouts) {
      const mythicPacks = Math.ceil(draftPacks / slots.mythicRate);
      if (rares.length < (draftPacks - mythicPacks) * slots.rare) short.push(`${rares.length} rare for ${(draftPacks - mythicPacks) * slots.rare}`);
      if (mythics.length < mythicPacks * slots.rare) short.push(`${mythics.length} mythic for ${mythicPacks * slots.rare}`);
    } else if (slots.rare > 0) {
      const top = rares.length > 0 ? rares : mythics;
      if (top.length > 0 && top.length < slots.rare * draftPacks) short.push(`${top.length} rare for ${slots.rare * draftPacks}`);
    }
    const withReplacement = short.length > 0 ? true : undefined;
    if (withReplacement) warnings.add(`an 8-player draft opens ${draftPacks} packs, more than the set's cards fill without repeats (${short.join(', ')}): cards are drawn with replacement (withReplacement in [Settings])`);
    if (layouts) {
      const base = Object.fromEntries(present.map(([name, n]) => [name, n]));
      const settings = { name: set.name, withReplacement, layouts: {
        Rare: { weight: Math.max(1, slots.mythicRate - 1), slots: { ...base, Rare: slots.rare } },
        Mythic: { weight: 1, slots: { ...base, Mythic: slots.rare } },
      } };
      sections.push('[Settings]', JSON.stringify(settings, null, '\t'));
      for (const [name, , cards] of present) sections.push(`[${name}]`, ...slotLines(cards));
      sections.push('[Rare]', ...slotLines(rares), '[Mythic]', ...slotLines(mythics));
    } else {
      if (withReplacement) sections.push('[Settings]', JSON.stringify({ name: set.name, withReplacement }, null, '\t'));
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
