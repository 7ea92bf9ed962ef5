/**
 * Tabletop Simulator: the set as a saved object (a JSON file TTS lists in its Saved Objects
 * folder) and the card sheets it points at. The format is the one TTS writes and open-source
 * converters (tts-deckconverter in Go, Python deck builders) produce:
 * - a sheet is one image of up to 10 × 7 cards; TTS cuts it into `NumWidth` × `NumHeight` equal
 *   parts, and a card is `CardID` = sheet number × 100 + its place (row by row, from 0). The last
 *   place is left for the card TTS shows hidden in a hand (the card back is drawn there, and
 *   `BackIsHidden` shows the back), so a sheet holds 69 cards. Each card is at most 409 × 585 px
 *   (409 × 571 at the card's proportions), so a full sheet (4090 × 3999 px) stays within the
 *   4096 px TTS loads;
 * - `ObjectStates` holds a `Deck` of the set's cards (and, with `packs`, one per pack opened from
 *   the set's collation): `DeckIDs`, `CustomDeck` (`FaceURL` the sheet, `BackURL` the back),
 *   `ContainedObjects` of `Card`s named as the card (`Nickname`), its rules text as `Description`;
 *   a double-faced card's back face is its second state (`States["2"]`), a card of its own.
 * `FaceURL`s are `file:///` paths of the written sheets (they load only on the machine that wrote
 * them), or under `imageBase` when the sheets are published. Pure: the sheets are picture jobs the
 * shell draws.
 */
import type { Exporter, ExportOptions, PictureCell, PictureJob } from './registry.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { displayLines, plural, printedFaces, publisherOrder, Warnings } from './text.js';
import { designCards, poolsOf } from '../setDesign/designCards.js';
import { fillProblem } from '../setDesign/collation.js';
import { openPacks } from '../setDesign/packs.js';
import { sha1 } from './sha1.js';

/** A sheet's most columns and rows (TTS's custom deck images), and its places for cards (the last is the hidden card's). */
export const ttsSheet = { columns: 10, rows: 7, cards: 69 } as const;
/** One card on a sheet: 409 px across (ten fit 4096 px), at the card's proportions. */
export const ttsCardPixels = { width: 409, height: Math.round((409 * 88) / 63) } as const;
/** The dpi at which a 63 mm card is 409 px across. */
export const ttsDpi = (409 * 25.4) / 63;

/** One picture on a sheet: a card's face (or the whole card), its sheet (1-based) and place. */
interface Placed { card: ExportCard; face?: number; sheet: number; place: number }

type Json = Record<string, unknown>;



/** A face's (or a card's) rules text, as the card's description. */
function description(card: ExportCard, face?: number): string {
  const shown: ExportFace[] = face === undefined ? card.faces : [card.faces[face]];
  return shown.map((f) => displayLines(f).join('\n')).join('\n//\n');
}

/** A short stable id for an object (TTS's GUIDs are six hex digits; it replaces any that repeat). */
function guid(...parts: string[]): string {
  return [...sha1(new TextEncoder().encode(parts.join('\u0000'))).subarray(0, 3)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The address TTS loads a file of the output folder from: under `imageBase`, or as a `file:///` path of this machine. */
function address(file: string, options: ExportOptions): string {
  if (options.imageBase) return `${options.imageBase.replace(/\/*$/, '/')}${encodeURIComponent(file)}`;
  if (options.outputDir === undefined) return file;
  const dir = options.outputDir.replace(/\\/g, '/').replace(/\/+$/, '');
  // As TTS writes a local file: the path as it is after file:/// (C:/…, or /home/… without its first slash).
  return `file:///${dir.replace(/^\/+/, '')}/${file}`;
}

const transform = (x: number) => ({ posX: x, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: 1, scaleY: 1, scaleZ: 1 });
const colorDiffuse = { r: 0.713235259, g: 0.713235259, b: 0.713235259 };

/** A `Card` object (flags as TTS saves a card). */
function cardObject(placed: Placed, decks: Json, name: string, text: string, id: string): Json {
  const sheet = String(placed.sheet);
  return {
    GUID: guid('card', id), Name: 'Card', Transform: transform(0), Nickname: name, Description: text, GMNotes: '',
    ColorDiffuse: colorDiffuse, Locked: false, Grid: true, Snap: true, IgnoreFoW: false, MeasureMovement: false, DragSelectable: true,
    Autoraise: true, Sticky: true, Tooltip: true, GridProjection: false, HideWhenFaceDown: true, Hands: true,
    CardID: placed.sheet * 100 + placed.place, SidewaysCard: false, CustomDeck: { [sheet]: decks[sheet] },
    LuaScript: '', LuaScriptState: '', XmlUI: '',
  };
}

/** Builds the export: the saved object, its sheets and back as picture jobs. */
function ttsExport(set: ExportSet, options: ExportOptions) {
  const warnings = new Warnings();
  const base = set.code.replace(/[^A-Za-z0-9]/g, '') || 'SET';
  // Every picture, once: each card's faces, in order, 69 to a sheet.
  const placed = new Map<string, Placed>();
  const keyOf = (card: ExportCard, face?: number) => `${card.number}\u0000${card.name}\u0000${face ?? ''}`;
  const all = publisherOrder(set);
  let n = 0;
  for (const card of all) {
    for (const face of printedFaces(card)) {
      placed.set(keyOf(card, face), { card, face, sheet: Math.floor(n / ttsSheet.cards) + 1, place: n % ttsSheet.cards });
      n++;
    }
  }
  const sheetCount = Math.ceil(n / ttsSheet.cards);
  const sheetFile = (s: number) => `${base}-sheet-${s}.png`;
  const backFile = `${base}-back.png`;
  const jobs: PictureJob[] = [];
  const decks: Json = {};
  for (let s = 1; s <= sheetCount; s++) {
    const on = [...placed.values()].filter((p) => p.sheet === s);
    // A sheet as small as its cards allow (and the hidden card's place): ten across, as many rows as needed.
    const columns = Math.min(ttsSheet.columns, on.length + 1);
    const rows = Math.ceil((on.length + 1) / columns);
    const cells: (PictureCell | undefined)[] = Array.from({ length: columns * rows }, () => undefined);
    for (const p of on) cells[p.place] = { card: p.card, face: p.face };
    cells[columns * rows - 1] = 'back';
    jobs.push({ path: sheetFile(s), cells, columns });
    decks[String(s)] = { FaceURL: address(sheetFile(s), options), BackURL: address(backFile, options), NumWidth: columns, NumHeight: rows, BackIsHidden: true, UniqueBack: false, Type: 0 };
  }
  jobs.push({ path: backFile, cells: ['back'], columns: 1 });
  const cardObjects = (card: ExportCard): Json => {
    const shown = printedFaces(card);
    const first = placed.get(keyOf(card, shown[0]))!;
    const object = cardObject(first, decks, shown[0] === undefined ? card.listedName : card.faces[0].name, description(card, shown[0]), keyOf(card, shown[0]));
    if (shown.length > 1) {
      // A double-faced card: its back face is its second state, a card of its own.
      const states: Json = {};
      shown.slice(1).forEach((face, i) => {
        const p = placed.get(keyOf(card, face))!;
        states[String(i + 2)] = cardObject(p, decks, card.faces[face!].name, description(card, face), keyOf(card, face));
      });
      object.States = states;
    }
    return object;
  };
  const deck = (nickname: string, cards: ExportCard[], x: number): Json => {
    const contained = cards.map(cardObjects);
    const used = [...new Set(contained.flatMap((c) => [c, ...Object.values((c.States as Json | undefined) ?? {})] as Json[]).flatMap((c) => Object.keys(c.CustomDeck as Json)))];
    return {
      GUID: guid('deck', nickname), Name: 'Deck', Transform: transform(x), Nickname: nickname, Description: `${set.name} (${set.code})`, GMNotes: '',
      ColorDiffuse: colorDiffuse, Locked: false, Grid: true, Snap: true, IgnoreFoW: false, MeasureMovement: false, DragSelectable: true,
      Autoraise: true, Sticky: true, Tooltip: true, GridProjection: false, HideWhenFaceDown: true, Hands: false, SidewaysCard: false,
      DeckIDs: contained.map((c) => c.CardID),
      CustomDeck: Object.fromEntries(used.sort((a, b) => Number(a) - Number(b)).map((k) => [k, decks[k]])),
      ContainedObjects: contained, LuaScript: '', LuaScriptState: '', XmlUI: '',
    };
  };
  const objects: Json[] = [deck(set.name, all, 0)];
  let packNote = '';
  if (options.packs) {
    const design = designCards(set.cards.map((c) => c.model));
    const problem = fillProblem(set.packCollation, poolsOf(design));
    if (problem) warnings.add(`no packs were opened: ${problem}`);
    else {
      const seed = options.seed ?? set.code;
      const byModel = new Map(set.cards.map((c) => [c.model, c]));
      openPacks(design, set.packCollation, options.packs, seed).forEach((pack, i) => {
        objects.push(deck(`${set.name} — pack ${i + 1}`, pack.map((p) => byModel.get(p.card.model)!), 3 * (i + 1)));
      });
      packNote = `; ${plural(options.packs, 'pack')} of the ${set.packCollation.name} collation (seed ${seed}${options.seed ? '' : ', the set code: --seed S opens others'}), a deck each`;
    }
  }
  const saved = {
    SaveName: set.name, GameMode: '', Date: '', Gravity: 0.5, PlayArea: 0.5, Table: '', Sky: '', Note: '', Rules: '',
    XmlUI: '', LuaScript: '', LuaScriptState: '', ObjectStates: objects, TabStates: {}, VersionNumber: '',
  };
  const json = `${JSON.stringify(saved, null, 2)}\n`;
  // The saved object's thumbnail in TTS's browser: a picture beside it with its name.
  jobs.push({ path: `${base}.png`, cells: ['back'], columns: 1 });
  const where = options.imageBase ? `the sheets are loaded from ${options.imageBase} (upload ${sheetCount === 1 ? 'it' : 'them'} there)` : 'the sheets are named by file:/// paths, which load only on this machine (--image-base URL for sheets published elsewhere)';
  return {
    files: [{ path: `${base}.json`, content: json }],
    pictures: { spec: { dpi: ttsDpi, frame: 'square' as const }, jobs },
    warnings: warnings.list(),
    summary: [
      `${plural(all.length, 'card')} (${plural(n, 'picture')}) on ${plural(sheetCount, 'sheet')} of up to ${ttsSheet.columns} × ${ttsSheet.rows} (${ttsCardPixels.width} × ${ttsCardPixels.height} px a card), a deck of the set${packNote}`,
      `copy the folder into Tabletop Simulator's Saves/Saved Objects folder and load ${base}.json from Objects → Saved Objects; ${where}`,
    ],
  };
}

export const tts: Exporter = {
  id: 'tts',
  title: 'Tabletop Simulator',
  output: 'folder',
  extension: '',
  description: 'Tabletop Simulator saved object: card sheets and a deck of the set (and one per pack with --boosters N) for the Saved Objects folder',
  pictures: true,
  export: ttsExport,
};
