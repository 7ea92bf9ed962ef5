/**
 * Reading the installed real-card index (for the CLI, synchronously; for the language server, off
 * its first diagnostics' path): the manifest, then the index file it names, checked against the
 * manifest's size and checksum. A missing index is not a problem (nothing is installed); a damaged
 * one or one from another version is, with what to do about it.
 */
import { promises as fsp, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonMemoryProblem } from '../files/inputPlan.js';
import { formatBytes } from '../files/sizes.js';
import { activeIndexLimits } from './indexLimits.js';
import { manifestName, type Manifest, parseIndex, parseManifest, type RealCardIndex } from './indexFormat.js';

/** A loaded index and where it came from. */
export interface InstalledIndex {
  index: RealCardIndex;
  manifest: Manifest;
  folder: string;
}

export type IndexLoad = { ok: true; installed: InstalledIndex } | { ok: false; missing: true } | { ok: false; missing: false; problem: string };

const fix = 'run `cardtext knowledge update` (or "cardtext: Download Official Rulings and Cards" in VS Code) to download it again';

/** Why the index a manifest names is not read at all: larger than any index an update makes, or than this process's memory. */
function sizeProblem(manifest: Manifest): string | undefined {
  const { indexBytes } = activeIndexLimits();
  if (manifest.bytes > indexBytes) return `its index file is ${formatBytes(manifest.bytes)}, larger than the ${formatBytes(indexBytes)} an update makes`;
  const memory = jsonMemoryProblem(manifest.bytes);
  return memory ? `its index file is not read: ${memory}` : undefined;
}

function finish(folder: string, manifestText: string | undefined, read: (name: string) => Buffer | undefined): IndexLoad {
  if (manifestText === undefined) return { ok: false, missing: true };
  const manifest = parseManifest(manifestText);
  if ('error' in manifest) return { ok: false, missing: false, problem: `the real-card index in ${folder} is not usable: ${manifest.error}; ${fix}` };
  const tooLarge = sizeProblem(manifest);
  if (tooLarge) return { ok: false, missing: false, problem: `the real-card index in ${folder} is not usable: ${tooLarge}; ${fix}` };
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
  const indexBytes = 'error' in parsed || sizeProblem(parsed) ? undefined : await read(join(folder, parsed.index));
  return finish(folder, manifestText, () => indexBytes);
}
