/**
 * `cardtext/importBytes { name, base64, artFolder? }`: imports a set the page was given (the
 * playground's dropped or opened `.mse-set`, Card Conjurer save, CSV or TSV sheet, Scryfall JSON)
 * with the importers of `cardtext import`, in the server's own worker, and answers with the
 * `.cards` text, the summary and the pictures (base64) for the page to keep while it is open. The
 * pictures' paths are remembered, so the preview (`cardtext/renderCard`) names them as art the
 * page can show ({@link importedArt}); nothing is written anywhere.
 */
import type { Connection } from 'vscode-languageserver';
import { fromBase64, toBase64 } from '../export/bytes.js';
import { describeProblem } from '../import/importedSet.js';
import { importerFor, importSets } from '../import/registry.js';
import { isLocalArtPath } from '../language/localPath.js';
import { ParamsError, showValue } from './params.js';
import type { Protocol } from './protocol.js';

/** The most bytes the page may hand over (a set archive with its pictures). */
export const maxImportBytes = 256 * 1024 * 1024;

export interface ImportBytesParams {
  name: string;
  base64: string;
  artFolder: string;
}

export type ImportBytesResult =
  | { ok: true; text: string; cards: number; formats: string[]; summary: string[]; art: { path: string; base64: string }[] }
  | { ok: false; message: string };

/** The art paths of the sets imported in this server, which the page holds pictures for. */
const known = new Set<string>();

/** The preview's art resolver for a server with no disk: an imported picture's path, else none (the art box shows the path). */
export function importedArt(): (path: string) => string | undefined {
  return (path) => (isLocalArtPath(path) && known.has(path) ? path : undefined);
}

/** Checks `cardtext/importBytes` params; a wrong shape is error -32602 naming the field. */
export function importBytesParams(params: unknown): ImportBytesParams {
  const p = params as Record<string, unknown> | null;
  if (!p || typeof p !== 'object' || Array.isArray(p)) throw new ParamsError(`params must be an object { name, base64, artFolder? } (got ${showValue(params)})`);
  if (typeof p.name !== 'string' || p.name === '') throw new ParamsError(`params.name must be the file's name (got ${showValue(p.name)})`);
  if (typeof p.base64 !== 'string' || p.base64.length > Math.ceil(maxImportBytes / 3) * 4) throw new ParamsError(`params.base64 must be the file's bytes in base64, at most ${maxImportBytes / 1024 / 1024} MB (got ${typeof p.base64 === 'string' ? `${Math.round(p.base64.length * 0.75 / 1024 / 1024)} MB` : showValue(p.base64)})`);
  const artFolder = p.artFolder ?? 'art';
  if (typeof artFolder !== 'string' || !/^[^/\\.][^/\\]*$/.test(artFolder)) throw new ParamsError(`params.artFolder must be a folder name (got ${showValue(artFolder)})`);
  return { name: p.name, base64: p.base64, artFolder };
}

/** Runs an import of bytes. */
export function importBytes(params: ImportBytesParams): ImportBytesResult {
  const result = importSets([{ name: params.name, bytes: fromBase64(params.base64) }], { artFolder: params.artFolder });
  if (!result.ok) return { ok: false, message: result.problems.map((p) => (p.noCards ? `no card was imported from "${p.file}": ${p.message}` : `cannot import ${describeProblem(p)}`)).join('; ') };
  for (const a of result.art) known.add(a.path);
  return {
    ok: true, text: result.text, cards: result.cards, summary: result.summary,
    formats: result.formats.map((f) => importerFor(f.format)?.title ?? f.format),
    art: result.art.map((a) => ({ path: a.path, base64: toBase64(a.bytes) })),
  };
}

/** Registers `cardtext/importBytes`. */
export function registerImportBytes(connection: Connection, protocol: Protocol): void {
  connection.onRequest('cardtext/importBytes', protocol.request('cardtext/importBytes', importBytesParams, importBytes));
}
