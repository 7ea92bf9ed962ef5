/**
 * Converts Scryfall card objects (a bulk `oracle_cards`-style array, or one card) into `.cards`
 * text, written the way Scryfall's text view prints a card.
 */

/** The fields of a Scryfall card (or card face) the importer reads. */
export interface ScryfallFace {
  name?: string;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  color_indicator?: string[];
  flavor_text?: string;
  artist?: string;
}

export interface ScryfallCard extends ScryfallFace {
  layout?: string;
  rarity?: string;
  card_faces?: ScryfallFace[];
}

const colorNames: Record<string, string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };

/** Why a value is not a card, or undefined if it looks like one. */
export function notACard(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'is not a JSON object';
  const card = value as ScryfallCard;
  if (typeof card.name !== 'string' || card.name.trim() === '') return 'has no "name"';
  if (card.card_faces !== undefined && !Array.isArray(card.card_faces)) return 'has a "card_faces" that is not an array';
  const faces = card.card_faces ?? [card];
  for (const face of faces) {
    if (typeof face !== 'object' || face === null) return 'has a card face that is not an object';
    if (typeof face.type_line !== 'string' && typeof card.type_line !== 'string') return `has no "type_line"${face.name ? ` for "${face.name}"` : ''}`;
    for (const key of ['mana_cost', 'oracle_text', 'power', 'toughness', 'loyalty'] as const) {
      if (face[key] !== undefined && typeof face[key] !== 'string') return `has a "${key}" that is not a string`;
    }
  }
  return undefined;
}

function faceText(face: ScryfallFace, card: ScryfallCard, options: { flavor: boolean }): string {
  const lines: string[] = [];
  const cost = (face.mana_cost ?? '').trim();
  lines.push(cost ? `${face.name ?? card.name} ${cost}` : `${face.name ?? card.name}`);
  lines.push(face.type_line ?? card.type_line ?? '');
  const text = (face.oracle_text ?? '').replace(/\r\n?/g, '\n').split('\n').filter((l) => l.trim() !== '');
  lines.push(...text);
  if (face.color_indicator && face.color_indicator.length > 0) {
    lines.push(`Color indicator: ${face.color_indicator.map((c) => colorNames[c] ?? c).join(', ')}`);
  }
  if (options.flavor && face.flavor_text) lines.push(...face.flavor_text.split('\n').map((l) => `Flavor: ${l}`));
  if (face.power !== undefined && face.toughness !== undefined) lines.push(`${face.power}/${face.toughness}`);
  if (face.loyalty !== undefined) lines.push(`Loyalty: ${face.loyalty}`);
  if (face.defense !== undefined) lines.push(`Defense: ${face.defense}`);
  return lines.join('\n');
}

/** The `.cards` text of one card; multi-face cards get a `//` line between faces. */
export function cardToText(card: ScryfallCard, options: { flavor?: boolean } = {}): string {
  const opts = { flavor: options.flavor ?? false };
  if (Array.isArray(card.card_faces) && card.card_faces.length > 0) {
    return card.card_faces.map((face) => faceText(face, card, opts)).join('\n//\n');
  }
  return faceText(card, card, opts);
}

/** Converts a bulk array (or one card) to a `.cards` file; cards that aren't cards are reported, not fatal. */
export function importCards(data: unknown, options: { flavor?: boolean } = {}): { text: string; count: number; skipped: { index: number; reason: string }[] } {
  const list = Array.isArray(data) ? data : [data];
  const out: string[] = [];
  const skipped: { index: number; reason: string }[] = [];
  list.forEach((value, index) => {
    const reason = notACard(value);
    if (reason) skipped.push({ index, reason });
    else out.push(cardToText(value as ScryfallCard, options));
  });
  return { text: out.join('\n\n') + (out.length > 0 ? '\n' : ''), count: out.length, skipped };
}
