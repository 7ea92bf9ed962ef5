/**
 * Scryfall-shaped card objects (a JSON array): what `cardtext import` reads back to the same
 * `.cards` text — names, costs, type lines, rules text as written, stats, colour indicators,
 * flavor, rarity, artist, collector numbers, Vanguard modifiers, faces, tokens and the set.
 */
import type { Exporter } from './registry.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { braced } from './text.js';

function faceObject(face: ExportFace, artist: string | undefined): Record<string, unknown> {
  return {
    name: face.name,
    mana_cost: braced(face.cost),
    type_line: face.typeLine,
    oracle_text: face.text.join('\n'),
    power: face.power,
    toughness: face.toughness,
    loyalty: face.loyalty,
    defense: face.defense,
    colors: face.colors,
    color_indicator: face.colorIndicator,
    flavor_text: face.flavor,
    artist,
  };
}

/** One Scryfall card object. */
export function scryfallCard(card: ExportCard, set: ExportSet): Record<string, unknown> {
  const front = card.faces[0];
  const artist = front.artist;
  const common = {
    object: 'card',
    name: card.name,
    layout: card.layout,
    cmc: card.manaValue,
    colors: card.colors,
    color_identity: card.colorIdentity,
    keywords: card.keywords,
    rarity: card.isToken ? 'common' : card.rarity,
    ...(set.codeGiven ? { set: set.code.toLowerCase(), set_name: set.name, released_at: set.released } : {}),
    collector_number: card.number,
    hand_modifier: front.hand,
    life_modifier: front.life,
    all_parts: card.tokens.length ? card.tokens.map((t) => ({ object: 'related_card', component: 'token', name: t.name })) : undefined,
  };
  if (card.faces.length === 1) return { ...common, ...faceObject(front, artist) };
  return {
    ...common,
    mana_cost: card.faces.map((f) => braced(f.cost)).join(' // '),
    type_line: card.faces.map((f) => f.typeLine).join(' // '),
    artist,
    card_faces: card.faces.map((f) => ({ object: 'card_face', ...faceObject(f, f.artist ?? artist) })),
  };
}

export const scryfall: Exporter = {
  id: 'scryfall',
  title: 'Scryfall JSON',
  output: 'file',
  extension: '.json',
  description: 'Scryfall-shaped card objects (JSON): for tools that read Scryfall data; `cardtext import` reads it back',
  export(set) {
    const cards = [...set.cards, ...set.tokens].map((c) => scryfallCard(c, set));
    const warnings: string[] = [];
    const lost = new Set<string>();
    for (const card of [...set.cards, ...set.tokens]) {
      for (const f of card.model.card.faces) for (const field of f.fields) if (field.label === 'Ruling' || field.label === 'Note') lost.add(`${field.label}:`);
      if (card.declarations.manaSymbols.size + card.declarations.keywords.size + card.declarations.subtypes.size > 0) lost.add('@mana/@keyword/@subtype declarations');
    }
    if (lost.size) warnings.push(`Scryfall card objects have no place for ${[...lost].join(', ')}; they are not exported (add them back after an import)`);
    return { files: [{ path: '', content: JSON.stringify(cards, null, 1) + '\n' }], warnings, summary: [`${cards.length} card objects`] };
  },
};
