/**
 * Writing a whole folder (a Forge export) the safe way: every file is written into a temporary
 * folder beside the target (through `writeFileAtomic`), and the finished folder is renamed into
 * place; an earlier export there is swapped out and removed only after the new one is in place.
 * A failure leaves the old folder exactly as it was. The target must be new, empty, or hold only
 * the entries an earlier export of the same kind made, so no user folder is ever replaced.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { describeError } from './readFile.js';
import { realTarget, type WriteResult, writeFileAtomic } from './writeFile.js';

/** Writes `files` (relative paths) as the folder `target`, atomically. `owned` names the entries an earlier export may hold. */
export function writeFolderAtomic(target: string, files: { path: string; content: string | Uint8Array }[], inputs: string[], owned: string[]): WriteResult {
  const dest = realTarget(target);
  for (const input of inputs) {
    const rel = relative(dest, realTarget(input));
    if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))) return { ok: false, message: 'one of the input files is inside it; choose another output folder' };
  }
  let exists = false;
  try {
    const stat = statSync(dest);
    if (!stat.isDirectory()) return { ok: false, message: 'it is a file, not a folder' };
    exists = true;
    const strangers = readdirSync(dest).filter((entry) => !owned.includes(entry));
    if (strangers.length > 0) return { ok: false, message: `it already holds other files (${strangers.slice(0, 3).join(', ')}${strangers.length > 3 ? ', …' : ''}); choose a new or empty folder` };
  } catch {
    // does not exist yet: fine
  }
  const stamp = `${process.pid}.${Date.now().toString(36)}`;
  const temp = join(dirname(dest), `.${basename(dest)}.${stamp}.tmp`);
  try {
    mkdirSync(temp);
    for (const file of files) {
      const path = join(temp, file.path);
      if (relative(temp, path).startsWith('..')) throw new Error(`the file name "${file.path}" leaves the folder`);
      mkdirSync(dirname(path), { recursive: true });
      const written = writeFileAtomic(path, file.content);
      if (!written.ok) throw new Error(`cannot write ${file.path}: ${written.message}`);
    }
    if (!exists) {
      renameSync(temp, dest);
      return { ok: true };
    }
    const old = join(dirname(dest), `.${basename(dest)}.${stamp}.old`);
    renameSync(dest, old);
    try {
      renameSync(temp, dest);
    } catch (error) {
      renameSync(old, dest);
      throw error;
    }
    rmSync(old, { recursive: true, force: true });
    return { ok: true };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    return { ok: false, message: describeError(error) };
  }
}
