/**
 * Reading the installed real-card index (for the CLI, synchronously; for the language server, off
 * its first diagnostics' path): the manifest, then the index file it names, checked against the
 * manifest's size and checksum. A missing index is not a problem (nothing is installed); a damaged
 * one or one from another version is, with what to do about it.
 */
import { promises as fsp, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestName, type Manifest, parseIndex, parseManifest, type RealCardIndex } from './indexFormat.js';

/** A loaded index and where it came from. */
export interface InstalledIndex {
  index: RealCardIndex;
  manifest: Manifest;
  folder: string;
}

export type IndexLoad = { ok: true; installed: InstalledIndex } | { ok: false; missing: true } | { ok: false; missing: false; problem: string };

const fix = 'run `cardtext knowledge update` (or "cardtext: Download Official Rulings and Cards" in VS Code) to download it again';

function finish(folder: string, manifestText: string | undefined, read: (name: string) => Buffer | undefined): IndexLoad {
  if (manifestText === undefined) return { ok: false, missing: true };
  const manifest = parseManifest(manifestText);
  if ('error' in manifest) return { ok: false, missing: false, problem: `the real-card index in ${folder} is not usable: ${manifest.error}; ${fix}` };
  const text = read(manifest.index);
  if (text === undefined) return { ok: false, missing: false, problem: `the real-card index in ${folder} is not usable: its index file ${manifest.index} is missing; ${fix}` };
  const index = parseIndex(text, manifest);
  if ('error' in index) return { ok: false, missing: false, problem: `the real-card index in ${folder} is not usable: ${index.error}; ${fix}` };
  return { ok: true, installed: { index, manifest, folder } };
}

const readOr = (path: string): Buffer | undefined => {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
};

/** Loads the index in `folder` at once. */
export function loadIndex(folder: string): IndexLoad {
  return finish(folder, readOr(join(folder, manifestName))?.toString('utf8'), (name) => readOr(join(folder, name)));
}

/** Loads the index in `folder` with the reads off the event loop. */
export async function loadIndexAsync(folder: string): Promise<IndexLoad> {
  const read = (path: string) => fsp.readFile(path).catch(() => undefined);
  const manifestText = (await read(join(folder, manifestName)))?.toString('utf8');
  if (manifestText === undefined) return { ok: false, missing: true };
  const parsed = parseManifest(manifestText);
  const indexBytes = 'error' in parsed ? undefined : await read(join(folder, parsed.index));
  return finish(folder, manifestText, () => indexBytes);
}
