/**
 * The preview's art on Node: which local file an `Art:` path names, under the rules of
 * `files/artFiles.ts`. The browser build has no such reader; there the art box shows the path.
 */
import { fileURLToPath } from 'node:url';
import { artFile, realFolders } from '../files/artFiles.js';
import { isLocalArtPath } from '../render/art.js';

/**
 * The file an `Art:` path names, relative to its `.cards` file (only for files on disk), if it is a
 * file inside that file's folder or one of `allowed`, after links: a link in a shared set can't
 * show a private file in the preview. Otherwise the art box shows the path.
 */
export function artFileFor(uri: string, allowed: string[] = []): (path: string) => string | undefined {
  if (!uri.startsWith('file:')) return () => undefined;
  const file = fileURLToPath(uri);
  const folders = realFolders(allowed);
  return (path) => {
    if (!isLocalArtPath(path)) return undefined;
    const found = artFile(file, path, folders);
    return found.ok ? found.path : undefined;
  };
}
