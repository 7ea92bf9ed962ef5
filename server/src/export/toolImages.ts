/**
 * Where each card image goes for the playtest tools that show pictures from a folder, named as
 * each tool looks them up:
 * - Cockatrice indexes every file under its `pics/CUSTOM/` folder (sub-folders too) by the file's
 *   name without extension, and looks a card up by its "corrected" name (`CardInfo::getCorrectedName`:
 *   ` // ` and the characters Windows forbids removed, `/` as a space), most specific first
 *   (`PictureLoaderLocal::tryLoadCardImageFromDisk`): `Name_SET_NUM` (the card's set and collector
 *   number, `<set num>` in the XML), then `Name_SET` in newer versions, then `Name` alone. A
 *   picture named by the name alone would show for every printing of every card of that name, a
 *   real card's too; cardtext writes `CUSTOM/<SET>/<name>_<SET>_<num>.png`, which only this set's
 *   card is looked up by, in every version of the loader.
 * - Forge's image cache holds `pics/cards/<CODE>/<name>.full.png` (`ImageUtil.getImageRelativePath`:
 *   the name with `" / : ?` dropped, split halves' names run together, the back face under its own
 *   name; the edition's `Code2`, which is its `Code` when none is given) and tokens as
 *   `pics/tokens/<script>_<code>.png` (`PaperToken`: the token script's name and the edition's
 *   code in lower case).
 * Pure: names only; the images come from `render --png`'s cells.
 */
import type { ImageCell } from '../render/imagePage.js';
import type { CardModel } from '../language/model/cardModel.js';
import type { ExportCard, ExportSet } from './setModel.js';
import { forgeTokenScripts } from './forge.js';

/** One image to write: the cell it is taken from and its path inside the tool's folder. */
export interface ToolImage {
  cell: number;
  path: string;
}

/** Cockatrice's file name for a card name (`CardInfo::getCorrectedName`). */
export function cockatricePictureName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/ \/\/ |[*<>:"\\?\x00-\x08\x10-\x1f]/g, '').replace(/[/\x09-\x0f]/g, ' ');
}

/** Cockatrice's name for a set in picture names (`CardSet::getCorrectedShortName`: a name Windows reserves gets a `_`). */
export function cockatriceSetName(code: string): string {
  return /^(CON|PRN|AUX|NUL|COM[1-9]|LPT[1-9])$/i.test(code) ? `${code}_` : code;
}

/** The picture Cockatrice finds for this set's printing of a card alone: `Name_SET_NUM` (a real card's printings look up other names). */
export function cockatriceSetPicture(name: string, code: string, number: string): string {
  return `${cockatricePictureName(name)}_${cockatriceSetName(code)}_${number}`;
}

/** Forge's file name for a card name (`ImageUtil.toMWSFilename`). */
export function forgePictureName(name: string): string {
  return name.replace(/["/:?]/g, '');
}

/** The export card of every cell (by its card model). */
function cardsOf(set: ExportSet): Map<CardModel, ExportCard> {
  return new Map([...set.cards, ...set.tokens].map((c) => [c.model, c]));
}

const oneCard = ['split', 'aftermath', 'adventure'];

/**
 * The images for Cockatrice's `pics/CUSTOM/`, one per card entry of the XML export: a card with
 * halves on one face is one entry, a double-faced card's faces are entries of their own, and a
 * flip card's two entries show the same picture (Cockatrice turns it for the flipped one).
 * Same-named tokens are listed (and pictured) under the names that tell them apart.
 */
export function cockatriceImages(set: ExportSet, cells: ImageCell[]): ToolImage[] {
  const byModel = cardsOf(set);
  const folder = cockatricePictureName(set.code).replace(/[/. ]+/g, '_') || 'CUSTOM';
  const out: ToolImage[] = [];
  cells.forEach((cell, i) => {
    const card = cell.model && byModel.get(cell.model);
    // A flip card is one picture (the preview may show its faces apart; the first is the card).
    if (!card || (card.layout === 'flip' && (cell.face ?? 0) > 0)) return;
    let names: string[];
    if (card.faces.length === 1 || oneCard.includes(card.layout)) names = [card.listedName];
    else if (card.layout === 'flip') names = card.faces.map((f) => f.name);
    else names = [card.faces[cell.face ?? 0]?.name ?? card.faces[0].name];
    for (const name of names) out.push({ cell: i, path: `${folder}/${cockatriceSetPicture(name, set.code, card.number)}.png` });
  });
  return out;
}

/**
 * The images for Forge's `pics/` folder: `cards/<CODE>/<name>.full.png` for every card (split
 * halves' names run together, a double-faced card's back under its own name) and
 * `tokens/<script>_<code>.png` for the set's tokens, named after their scripts in the export.
 */
export function forgeImages(set: ExportSet, cells: ImageCell[]): ToolImage[] {
  const byModel = cardsOf(set);
  const scripts = forgeTokenScripts(set);
  const code = set.code.replace(/[^A-Za-z0-9_-]/g, '');
  const out: ToolImage[] = [];
  cells.forEach((cell, i) => {
    const card = cell.model && byModel.get(cell.model);
    if (!card || (card.layout === 'flip' && (cell.face ?? 0) > 0)) return;
    if (card.isToken) {
      const script = scripts.get(card);
      if (script) out.push({ cell: i, path: `tokens/${script}_${code.toLowerCase()}.png` });
      return;
    }
    const name = card.layout === 'split' || card.layout === 'aftermath'
      ? card.faces.map((f) => f.name).join('')
      : card.faces.length > 1 && !oneCard.includes(card.layout) && card.layout !== 'flip' ? (card.faces[cell.face ?? 0] ?? card.faces[0]).name : card.faces[0].name;
    out.push({ cell: i, path: `cards/${code}/${forgePictureName(name)}.full.png` });
  });
  return out;
}
