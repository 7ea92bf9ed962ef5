/**
 * Cockatrice's local picture lookup, written from its loader (`PictureLoaderLocal`:
 * `refreshIndex` and `tryLoadCardImageFromDisk`, in the version that added `Name_SET` and the one
 * before it): every file under `pics/CUSTOM/` (sub-folders too) is indexed by its name up to the
 * first dot and up to the last; a card is looked up by its corrected name, most specific first —
 * `Name-UUID`/`Name_UUID`, `Name_SET_NUM`, `SET-NUM-Name`, (newer) `Name_SET`, `SET-Name`, then
 * `Name` — among the indexed files and `pics/SET/…`. The first file found is the card's picture.
 */

/** A card as Cockatrice looks its picture up: corrected name, set (its corrected short name), collector number, provider id. */
export interface PictureLookup { name: string; set?: string; num?: string; uuid?: string }

/** The picture Cockatrice shows for `card`, among `files` (paths under the pics folder, `/`-separated), or undefined. */
export function cockatriceLookup(files: readonly string[], card: PictureLookup, version: 'current' | 'older' = 'current'): string | undefined {
  const index = new Map<string, string[]>();
  for (const file of files.filter((f) => f.startsWith('CUSTOM/'))) {
    const base = file.split('/').pop()!;
    for (const key of new Set([base.split('.')[0], base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base])) index.set(key, [...(index.get(key) ?? []), file]);
  }
  const { name, set, num, uuid } = card;
  const variants: string[] = [];
  if (uuid) variants.push(`${name}-${uuid}`, `${name}_${uuid}`);
  if (set && num) variants.push(`${name}_${set}_${num}`, `${set}-${num}-${name}`);
  if (set && version === 'current') variants.push(`${name}_${set}`, `${set}-${name}`);
  variants.push(name);
  const existing = new Set(files);
  for (const variant of variants) {
    const candidates = [...(index.get(variant) ?? [])];
    if (set) candidates.push(`${set}/${variant}`, `downloadedPics/${set}/${variant}`);
    for (const path of candidates) for (const suffix of ['', '.full', '.xlhq']) if (existing.has(path + suffix)) return path + suffix;
  }
  return undefined;
}
