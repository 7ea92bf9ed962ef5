/**
 * Writing into a folder (a gallery from `render`, Forge's `custom/` folder, any folder of files):
 * cardtext owns only what it wrote there.
 *
 * - A manifest (`.cardtext-manifest.json`) lists, per owner (one set's export of one kind), each
 *   file cardtext wrote and the SHA-256 of what it wrote. Several sets can share a folder (Forge's
 *   `custom/cards/<letter>/` holds many): each owner's files are its own; a file two sets wrote
 *   with the same bytes is both sets'. The manifest and the journal are sealed with the user's key
 *   (ownerKey.ts): one that came with the folder from elsewhere is not believed.
 * - A file that is not in the owner's part of the manifest, or that changed since cardtext wrote
 *   it, or that is read-only, a link or not a regular file, is not replaced unless `force`; the
 *   refusal names the files. (A file that already holds exactly the bytes to write is taken over:
 *   nothing is lost.) Folders, links to folders and the inputs are never written over or through.
 * - Nothing is deleted unless the owner's manifest lists it and it still holds what was written:
 *   an earlier export's files that the new one no longer makes are removed, changed ones are kept.
 * - Crash-safe: every file is first written in full into a staging folder inside the target; then
 *   a journal naming each move is written atomically; then each file is renamed into place (each
 *   rename atomic), stale files removed, and the manifest written last. A run killed before the
 *   journal leaves the old output (its staging folder is removed by the next run); one killed after
 *   it is finished by the next run before it does anything else, so the folder ends as the old
 *   output or the new one. A lock file keeps two runs out of one folder at once.
 *
 * See docs/reliability.md ("Output folders").
 */
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describeError } from './readFile.js';
import { isSameFile, writeNewFile } from './writeFile.js';
import { faultPoint } from './faults.js';
import { userCacheDir } from './ownerKey.js';
import { apply, emptyManifest, type Journal, journalName, lock, type Manifest, manifestName, parseManifest, readOwnFile, recover, safeRelative, sealedText, stagingPrefix } from './folderJournal.js';
import { ensureParents, entry, fileHash, inside, listed, Refusal, replaceEntry, sha256 } from './folderEntries.js';

export { manifestName } from './folderJournal.js';

/** One file to write, at a path relative to the folder (`/`-separated). */
export interface FolderFile {
  path: string;
  content: string | Uint8Array;
}

export interface FolderWriteOptions {
  /** Who the files belong to in the manifest: one set's output of one kind (`forge:ALR Alder Reach`). */
  owner: string;
  /** The files the output was made from: never written over. */
  inputs: string[];
  /** Replace files cardtext did not write (or that changed since): `--force`. */
  force?: boolean;
  /**
   * The files that tie the output together (a gallery's `index.html`, a Forge edition file): put in
   * place after every other file, so that until they are, the output still reads as the old one.
   */
  last?: (path: string) => boolean;
}

export type FolderWriteResult =
  | {
    ok: true;
    /** Files written (new or changed) and files that already held the same bytes. */
    written: number;
    unchanged: number;
    /** The owner's earlier files removed, and those kept because they changed since cardtext wrote them. */
    removed: string[];
    kept: string[];
    /** True if an interrupted earlier write into the folder was finished first. */
    recovered: boolean;
  }
  | { ok: false; message: string; files?: string[] };

interface Planned {
  moves: { rel: string; content: string | Uint8Array; mode: number | undefined }[];
  hashes: Record<string, string>;
  unchanged: number;
  /** Files another owner wrote that this write replaces (with force): theirs no more. */
  taken: string[];
}

/** Decides, for each file, whether it may be written; collects the refusals. */
function plan(root: string, files: FolderFile[], manifest: Manifest, options: FolderWriteOptions): Planned {
  const mine = manifest.owners[options.owner]?.files ?? {};
  const ownerOf = new Map<string, string>();
  for (const [owner, record] of Object.entries(manifest.owners)) for (const rel of Object.keys(record.files)) if (owner !== options.owner) ownerOf.set(rel, owner);
  const planned: Planned = { moves: [], hashes: {}, unchanged: 0, taken: [] };
  const never: string[] = [];
  const foreign: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const rel = file.path;
    if (!safeRelative(rel)) throw new Error(`the file name "${rel}" is not a plain path inside the folder`);
    if (seen.has(rel)) throw new Error(`"${rel}" is written twice`);
    seen.add(rel);
    const hash = sha256(file.content);
    planned.hashes[rel] = hash;
    try {
      ensureParents(root, rel, false);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      never.push(`${rel} (${error.message})`);
      continue;
    }
    const path = join(root, ...rel.split('/'));
    const stat = entry(path);
    if (!stat) {
      planned.moves.push({ rel, content: file.content, mode: undefined });
      continue;
    }
    if (stat.isDirectory()) {
      never.push(`${rel} (a folder)`);
      continue;
    }
    if (!stat.isFile()) {
      foreign.push(`${rel} (${stat.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'})`);
      planned.moves.push({ rel, content: file.content, mode: undefined });
      continue;
    }
    if (isSameFile(path, options.inputs)) {
      never.push(`${rel} (one of the input files)`);
      continue;
    }
    const mode = stat.mode & 0o7777;
    const size = typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.length;
    const current = mine[rel] !== undefined || ownerOf.has(rel) || stat.size === size ? fileHash(path) : undefined;
    const other = ownerOf.get(rel);
    if ((mode & 0o222) === 0) foreign.push(`${rel} (read-only)`);
    else if (current === hash) {
      // Already what would be written: nothing to replace, nothing lost. Another set that wrote the same bytes keeps it too.
      planned.unchanged++;
      continue;
    } else if (other !== undefined) foreign.push(`${rel} (written by cardtext for ${other})`);
    else if (mine[rel] !== undefined && current === mine[rel]) {
      // cardtext's own file, unchanged since: replace it
    } else if (mine[rel] !== undefined) foreign.push(`${rel} (changed since cardtext wrote it)`);
    else foreign.push(`${rel} (not written by cardtext)`);
    if (other !== undefined) planned.taken.push(rel);
    planned.moves.push({ rel, content: file.content, mode });
  }
  if (never.length > 0) throw new Refusal(`cardtext will not write ${never.length === 1 ? 'this file' : `these ${never.length} files`}: ${listed(never)}`, never);
  if (foreign.length > 0 && !options.force) {
    throw new Refusal(`${foreign.length} file${foreign.length === 1 ? '' : 's'} in the folder ${foreign.length === 1 ? 'is' : 'are'} not cardtext's to replace: ${listed(foreign)}; `
      + 'move them away, choose another folder, or use --force to replace them', foreign);
  }
  return planned;
}

/**
 * Writes `files` into the folder `dir` (created if missing) under the rules above. Never throws:
 * a refusal or failure is a message, and the folder is left as it was.
 */
export function writeOwnedFolder(dir: string, files: FolderFile[], options: FolderWriteOptions): FolderWriteResult {
  let root: string;
  try {
    const stat = statSync(dir, { throwIfNoEntry: false });
    if (stat && !stat.isDirectory()) return { ok: false, message: 'it is a file, not a folder' };
    if (!stat) mkdirSync(dir, { recursive: true });
    root = realpathSync(dir); // the folder the user named may itself be a link: that is their choice
  } catch (error) {
    return { ok: false, message: `cannot create the folder: ${describeError(error)}` };
  }
  let release: (() => void) | undefined;
  const problems: string[] = [];
  try {
    release = lock(root);
    const recovered = recover(root, problems);
    const manifest = parseManifest(readOwnFile(root, manifestName));
    if (!manifest && !options.force) {
      throw new Refusal(`"${manifestName}" in the folder is damaged or was not written by cardtext for you (it is not sealed with your key: it came with the folder, was written by hand, or your key in ${userCacheDir()} is new), so cardtext can't tell its own files from others; look at the folder, or use --force`);
    }
    const base = manifest ?? emptyManifest();
    const planned = plan(root, files, base, options);
    // The owner's earlier files that this output no longer has: removed if unchanged and no other owner's.
    const removes: [string, string][] = [];
    const kept: string[] = [];
    const claimed = new Set(Object.entries(base.owners).filter(([o]) => o !== options.owner).flatMap(([, r]) => Object.keys(r.files)));
    for (const [rel, hash] of Object.entries(base.owners[options.owner]?.files ?? {})) {
      if (rel in planned.hashes || claimed.has(rel)) continue;
      const path = join(root, ...rel.split('/'));
      if (!inside(root, rel)) {
        kept.push(rel); // a link now stands on its way: left alone, never followed
        continue;
      }
      const stat = entry(path);
      if (!stat) continue;
      if (stat.isFile() && fileHash(path) === hash) removes.push([rel, hash]);
      else kept.push(rel);
    }
    const next: Manifest = { format: 'cardtext-output', version: 2, owners: {} };
    for (const [owner, record] of Object.entries(base.owners)) {
      if (owner === options.owner) continue;
      const taken = new Set(planned.taken);
      const files = Object.fromEntries(Object.entries(record.files).filter(([rel]) => !taken.has(rel)));
      if (Object.keys(files).length > 0) next.owners[owner] = { updated: record.updated, files };
    }
    next.owners[options.owner] = { updated: new Date().toISOString(), files: planned.hashes };

    if (options.last) planned.moves.sort((a, b) => Number(options.last!(a.rel)) - Number(options.last!(b.rel)));
    const staging = mkdtempSync(join(root, `${stagingPrefix}${process.pid}-`));
    const moves: [string, string][] = [];
    planned.moves.forEach((move, i) => {
      writeNewFile(join(staging, String(i)), move.content, move.mode);
      moves.push([String(i), move.rel]);
      faultPoint('folder:staged');
    });
    const journal: Journal = { format: 'cardtext-journal', version: 2, staging: basename(staging), moves, removes, manifest: next };
    replaceEntry(root, journalName, sealedText(journal));
    faultPoint('folder:journal');
    apply(root, journal, problems);
    if (problems.length > 0) return { ok: false, message: `some files could not be put in place: ${listed(problems)}`, files: problems };
    return { ok: true, written: planned.moves.length, unchanged: planned.unchanged, removed: removes.map(([rel]) => rel), kept, recovered };
  } catch (error) {
    // Before the journal, nothing in the folder changed but the staging folder: remove it.
    try {
      if (!entry(join(root, journalName))) for (const name of readdirSync(root)) if (name.startsWith(`${stagingPrefix}${process.pid}-`)) rmSync(join(root, name), { recursive: true, force: true });
    } catch {
      // the next run cleans up
    }
    if (error instanceof Refusal) return { ok: false, message: error.message, files: error.files };
    return { ok: false, message: describeError(error) };
  } finally {
    release?.();
  }
}
