/**
 * The bytes of a card's `Art:` picture, for exports that carry pictures (Magic Set Editor): read
 * as the preview and `render` read art (files/artFiles.ts) — only a file inside the `.cards`
 * file's folder or a folder allowed, after links, never through an address — and through the
 * guarded reader, up to the art size limit.
 */
import { fileURLToPath } from 'node:url';
import { artFile, realFolders } from './artFiles.js';
import { inputLimits } from './inputPlan.js';
import { readFileBytes } from './readFile.js';

/** A reader of `Art:` pictures for the cards of `.cards` files given by URI; undefined for one it may not read. */
export function artBytesReader(allowed: string[] = []): (cardsUri: string, art: string) => Uint8Array | undefined {
  const folders = realFolders(allowed);
  return (cardsUri, art) => {
    const path = art.trim();
    // An address (http:, data:, file:…) or a remote host is never read; a Windows drive letter is a path.
    if (!cardsUri.startsWith('file:') || !path || (/^[a-z][a-z0-9+.-]*:/i.test(path) && !/^[a-z]:[\\/]/i.test(path)) || path.startsWith('//') || path.startsWith('\\\\')) return undefined;
    const found = artFile(fileURLToPath(cardsUri), path, folders);
    const read = found.ok ? readFileBytes(found.path, { maxBytes: inputLimits.art, rejectBinary: false }) : undefined;
    return read?.ok ? new Uint8Array(read.data.buffer, read.data.byteOffset, read.data.length) : undefined;
  };
}
