/**
 * An output folder's own files (outputFolder.ts): the manifest of what cardtext wrote there, the journal of a write
 * in progress (both sealed with the user's key, ownerKey.ts), the lock that keeps two runs out, and the recovery that
 * finishes a write killed after its journal was written. See docs/reliability.md ("Output folders").
 */
import { closeSync, openSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describeError, readFileBytes } from './readFile.js';
import { processAlive } from './writeFile.js';
import { faultPoint } from './faults.js';
import { seal, sealed } from './ownerKey.js';
import { ensureParents, entry, fileHash, inside, Refusal, removeEmptyParents, replaceEntry } from './folderEntries.js';

/** The manifest of what cardtext wrote into a folder. */
export const manifestName = '.cardtext-manifest.json';
export const journalName = '.cardtext-journal.json';
const lockName = '.cardtext-lock';
export const stagingPrefix = '.cardtext-staging-';
export const reserved = (name: string) => name === manifestName || name === journalName || name === lockName || name.startsWith(stagingPrefix);

export interface Manifest {
  format: 'cardtext-output';
  version: 2;
  owners: Record<string, { updated: string; files: Record<string, string> }>;
}

export interface Journal {
  format: 'cardtext-journal';
  version: 2;
  staging: string;
  moves: [string, string][];
  removes: [string, string][];
  manifest: Manifest;
}

/** A manifest or journal on disk: the value and its seal (ownerKey.ts). */
export const sealedText = (value: Manifest | Journal) => `${JSON.stringify({ ...value, mac: seal(value) }, null, 1)}\n`;
/** The value of a sealed file, without its seal, if the seal is the user's own. */
export function unseal<T>(parsed: unknown): T | undefined {
  if (!parsed || typeof parsed !== 'object') return undefined;
  const { mac, ...value } = parsed as Record<string, unknown>;
  return sealed(value, mac) ? (value as T) : undefined;
}

export const emptyManifest = (): Manifest => ({ format: 'cardtext-output', version: 2, owners: {} });

/** Reads one of cardtext's own files in the folder; undefined if absent. Refuses a link or anything but a file. */
export function readOwnFile(root: string, name: string): string | undefined {
  const stat = entry(join(root, name));
  if (!stat) return undefined;
  if (!stat.isFile()) throw new Refusal(`"${name}" in the folder is not a regular file (a link?); cardtext does not read or write through it — remove it`);
  const read = readFileBytes(join(root, name), { maxBytes: 256 * 1024 * 1024 });
  if (!read.ok) throw new Refusal(`cannot read "${name}" in the folder: ${read.message}`);
  return read.data.toString('utf8');
}

/** The folder's manifest; undefined if it is damaged or not sealed with the user's key. */
export function parseManifest(text: string | undefined): Manifest | undefined {
  if (text === undefined) return emptyManifest();
  try {
    const m = unseal<Manifest>(JSON.parse(text));
    if (m?.format !== 'cardtext-output' || m.version !== 2 || typeof m.owners !== 'object' || m.owners === null) return undefined;
    for (const owner of Object.values(m.owners)) {
      if (typeof owner?.files !== 'object' || owner.files === null) return undefined;
      for (const [path, hash] of Object.entries(owner.files)) if (typeof hash !== 'string' || !safeRelative(path)) return undefined;
    }
    return m;
  } catch {
    return undefined;
  }
}

/** True for a relative `/`-separated path that stays inside the folder and names none of cardtext's own files. */
export function safeRelative(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\\') || /[\u0000-\u001f\u007f]/.test(path)) return false;
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return false;
  return !reserved(parts[0]);
}

/** Takes the folder's lock; throws a refusal if another live cardtext holds it. Returns the release. */
export function lock(root: string): () => void {
  const path = join(root, lockName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o666);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = entry(path);
      let pid = NaN;
      if (stat?.isFile()) pid = Number(readFileSync(path, 'utf8').trim());
      if (stat && !stat.isFile()) throw new Refusal(`"${lockName}" in the folder is not a regular file; remove it`);
      if (processAlive(pid)) throw new Refusal(`another cardtext (process ${pid}) is writing into this folder; try again when it is done`);
      unlinkSync(path); // left by a run that was killed
    }
  }
  throw new Refusal('cannot take the folder\'s lock');
}

/** Does the moves, removals and manifest of a journal (again, if a run was killed in the middle: each step can be repeated). */
export function apply(root: string, journal: Journal, problems: string[]): void {
  const staging = join(root, journal.staging);
  const stagingStat = entry(staging);
  for (const [staged, rel] of journal.moves) {
    const from = join(staging, staged);
    // Only plain files of the staging folder itself are moved (never through a link).
    if (!stagingStat?.isDirectory() || !/^\d+$/.test(staged) || !entry(from)?.isFile()) continue;
    try {
      ensureParents(root, rel, true);
      const there = entry(join(root, rel));
      if (there?.isDirectory()) throw new Refusal(`"${rel}" in the output is a folder`);
      renameSync(from, join(root, rel));
    } catch (error) {
      problems.push(`${rel}: ${error instanceof Refusal ? error.message : describeError(error)}`);
    }
    faultPoint('folder:move');
  }
  for (const [rel, hash] of journal.removes) {
    const path = join(root, rel);
    // Never through a link in the middle of the path: the file must be in the folder itself.
    if (!inside(root, rel)) continue;
    const stat = entry(path);
    if (stat?.isFile() && fileHash(path) === hash) {
      unlinkSync(path);
      removeEmptyParents(root, rel);
    }
    faultPoint('folder:remove');
  }
  replaceEntry(root, manifestName, sealedText(journal.manifest));
  faultPoint('folder:manifest');
  unlinkSync(join(root, journalName));
  rmSync(staging, { recursive: true, force: true });
}

/** Finishes an interrupted write (its journal), then removes staging folders no journal names. */
export function recover(root: string, problems: string[]): boolean {
  const text = readOwnFile(root, journalName);
  let recovered = false;
  if (text !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const journal = unseal<Journal>(parsed);
    if (parsed !== undefined && !journal) {
      throw new Refusal(`"${journalName}" in the folder was not written by cardtext for you (it is not sealed with your key: it came with the folder, or was written by hand), so cardtext does not act on it; look at the folder, then remove that file`);
    }
    if (journal?.format !== 'cardtext-journal' || journal.version !== 2 || !Array.isArray(journal.moves) || !Array.isArray(journal.removes)
      || typeof journal.staging !== 'string' || !journal.staging.startsWith(stagingPrefix) || journal.staging.includes('/')
      || !journal.moves.every(([, rel]) => safeRelative(rel)) || !journal.removes.every(([rel]) => safeRelative(rel))) {
      throw new Refusal(`"${journalName}" in the folder is damaged, so an interrupted write can't be finished; look at the folder, then remove that file`);
    }
    apply(root, journal, problems);
    recovered = true;
  }
  for (const name of readdirSync(root)) {
    if (name.startsWith(stagingPrefix) && entry(join(root, name))?.isDirectory()) rmSync(join(root, name), { recursive: true, force: true });
  }
  return recovered;
}
