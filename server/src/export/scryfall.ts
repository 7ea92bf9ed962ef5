/**
 * Scryfall-shaped card objects (a JSON array): names, costs, type lines, rules text (`~` written
 * as the card's name, as Scryfall prints it), stats, colour indicators, flavor, rarity, artist,
 * collector numbers, Vanguard modifiers, faces, tokens and the set; stable `id` and `oracle_id`
 * (UUID v5 in cardtext's namespaces); `image_uris` for the card images when `--image-base` says
 * where they are published, and the art (`art_crop`) when `Art:` is a URL. What Scryfall has no
 * field for — the text as written, `Ruling:`/`Note:`/`Art:`/`Slot:` lines, the set's `@mana`, `@keyword`,
 * `@subtype`, `@type`, `@supertype`, `@templating`, `@collation` and `@skeleton` lines — goes in a `cardtext` field that Scryfall consumers ignore
 * and `cardtext import` reads back, so export then import gives the same set.
 */
import { imageCells } from '../render/imagePage.js';
import type { Exporter } from './registry.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { braced, displayLines } from './text.js';
import { oracleNamespace, printingNamespace, uuidV5 } from './uuid.js';

/** The face's lines Scryfall has no field for, as written. */
const keptLabels = new Set(['Ruling', 'Note', 'Art', 'Slot']);

/** A face's `cardtext` field: what Scryfall can't hold, for `cardtext import` (undefined when there is nothing). */
function kept(face: ExportFace): Record<string, unknown> | undefined {
  const written = face.text.join('\n');
  const shown = displayLines(face).join('\n');
  const fields = face.model.face.fields.filter((f) => keptLabels.has(f.label)).map((f) => `${f.label}: ${f.value}`);
  const out: Record<string, unknown> = {};
  if (written !== shown) out.oracle_text = written;
  if (fields.length > 0) out.fields = fields;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Scryfall's image links for a picture at `url` (every size is the one PNG); `art` adds the art crop. */
function imageUris(url: string | undefined, art: string | undefined): Record<string, string> | undefined {
  const artUrl = art && /^https?:\/\//.test(art) ? art : undefined;
  if (!url && !artUrl) return undefined;
  return { ...(url ? { small: url, normal: url, large: url, png: url, border_crop: url } : {}), ...(artUrl ? { art_crop: artUrl } : {}) };
}

function faceObject(face: ExportFace, artist: string | undefined, image?: string): Record<string, unknown> {
  return {
    name: face.name,
    mana_cost: braced(face.cost),
    type_line: face.typeLine,
    oracle_text: displayLines(face).join('\n'),
    power: face.power,
    toughness: face.toughness,
    loyalty: face.loyalty,
    defense: face.defense,
    colors: face.colors,
    color_indicator: face.colorIndicator,
    flavor_text: face.flavor,
    artist,
    image_uris: imageUris(image, face.art),
    cardtext: kept(face),
  };
}

/** One Scryfall card object; `images` are the URLs of its pictures (one, or one per face of a double-faced card). */
export function scryfallCard(card: ExportCard, set: ExportSet, images: string[] = []): Record<string, unknown> {
  const front = card.faces[0];
  const artist = front.artist;
  const common = {
    object: 'card',
    id: uuidV5(`${set.code}\u0000${card.number}\u0000${card.name}`, printingNamespace),
    oracle_id: uuidV5(card.name, oracleNamespace),
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
  if (card.faces.length === 1) return { ...common, ...faceObject(front, artist, images[0]) };
  // One picture for the card (split, adventure, flip): Scryfall puts it on the card; one per face: on each face.
  const perFace = images.length > 1;
  return {
    ...common,
    mana_cost: card.faces.map((f) => braced(f.cost)).join(' // '),
    type_line: card.faces.map((f) => f.typeLine).join(' // '),
    artist,
    image_uris: perFace ? undefined : imageUris(images[0], undefined),
    card_faces: card.faces.map((f, i) => ({ object: 'card_face', ...faceObject(f, f.artist ?? artist, perFace ? images[i] : undefined) })),
  };
}

export const scryfall: Exporter = {
  id: 'scryfall',
  title: 'Scryfall JSON',
  output: 'file',
  extension: '.json',
  description: 'Scryfall-shaped card objects (JSON): for tools that read Scryfall data; `cardtext import` reads it back',
  export(set, options) {
    const all = [...set.cards, ...set.tokens];
    // The images' file names, as `cardtext render --png` writes them (one numbering everywhere).
    const numbers = new Map(all.map((c) => [c.model, c.number]));
    const base = options.imageBase?.replace(/\/*$/, '/');
    const images = new Map<ExportCard['model'], string[]>();
    if (base) {
      for (const cell of imageCells(all.map((c) => ({ model: c.model })), (m) => numbers.get(m) ?? '')) {
        images.set(cell.model, [...(images.get(cell.model) ?? []), `${base}${encodeURIComponent(`${cell.name}.png`)}`]);
      }
    }
    const cards = all.map((c) => scryfallCard(c, set, images.get(c.model)));
    const directives = set.directives;
    if (directives.length > 0 && cards.length > 0) {
      const first = cards[0];
      first.cardtext = { ...(first.cardtext as object | undefined), directives };
    }
    const summary = [`${cards.length} card objects${base ? `; image_uris under ${base}` : ''}`];
    return { files: [{ path: '', content: JSON.stringify(cards, null, 1) + '\n' }], warnings: [], summary };
  },
};
