/**
 * Which files a card's `Art:` may read: a regular file inside the set's folder (the folder of the
 * `.cards` file that names it, or a folder the user named as the set) or inside a folder the user
 * allows (`--art-folder DIR`, the `cardtext.artFolders` setting) — after following links, so a
 * link in a shared set (`cover.png -> ~/.ssh/id_rsa`) can't copy a private file into a gallery or
 * show it in a preview.
 */
import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { describeError } from './readFile.js';

/** True if `path` is `folder` or inside it (both real, absolute paths). */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** Real paths of folders (those that exist; the others are left out). */
export function realFolders(folders: string[]): string[] {
  const out: string[] = [];
  for (const folder of folders) {
    try {
      out.push(realpathSync(folder));
    } catch {
      // a folder that doesn't exist allows nothing
    }
  }
  return out;
}

export type ArtFile = { ok: true; path: string } | { ok: false; message: string };

/**
 * The real file an `Art:` path of `cardsFile` names, if it is inside the cards file's folder or one
 * of `allowed` (real paths, see {@link realFolders}); else why not. The file's kind and size are
 * checked by whoever reads it (the guarded reader).
 */
export function artFile(cardsFile: string, artPath: string, allowed: string[]): ArtFile {
  const wanted = resolve(dirname(cardsFile), artPath);
  let real: string;
  try {
    real = realpathSync(wanted);
  } catch (error) {
    return { ok: false, message: describeError(error) };
  }
  const folders = [...realFolders([dirname(cardsFile)]), ...allowed];
  if (folders.some((folder) => isInside(real, folder))) return { ok: true, path: real };
  const via = real !== wanted ? ` (it is a link to ${real})` : '';
  return { ok: false, message: `it is outside the set's folder${via}; art is read only from the set's folder or a folder allowed with --art-folder (the cardtext.artFolders setting in the editor)` };
}
