/**
 * Safe steps on the entries of an output folder (outputFolder.ts): look at an entry without following a link, make
 * the folders above a file never through a link, replace a file by rename, hash a file, remove folders a removal
 * left empty — and the refusal that names what is in the way.
 */
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readFileBytes } from './readFile.js';
import { temporaryName, writeNewFile } from './writeFile.js';

/** A refusal with the files it is about. */
export class Refusal extends Error {
  constructor(message: string, readonly files: string[] = []) {
    super(message);
  }
}

export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Lists at most five names, then how many more. */
export function listed(items: string[]): string {
  return items.slice(0, 5).join(', ') + (items.length > 5 ? `, and ${items.length - 5} more` : '');
}

/** lstat, or undefined if nothing is there. */
export function entry(path: string) {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Replaces `root/name` with `data` without following a link at that name (rename replaces the entry itself). */
export function replaceEntry(root: string, name: string, data: string): void {
  const temp = join(root, temporaryName(name));
  try {
    writeNewFile(temp, data, undefined);
    renameSync(temp, join(root, name));
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // never created
    }
    throw error;
  }
}

/** Makes the folders above `rel` (never through a link); throws a refusal naming a link or file in the way. */
export function ensureParents(root: string, rel: string, create: boolean): void {
  const parts = rel.split('/').slice(0, -1);
  let path = root;
  for (let i = 0; i < parts.length; i++) {
    path = join(path, parts[i]);
    const stat = entry(path);
    const shown = parts.slice(0, i + 1).join('/');
    if (!stat) {
      if (!create) return;
      mkdirSync(path);
    } else if (stat.isSymbolicLink()) throw new Refusal(`"${shown}" in the output is a symbolic link; cardtext never writes through links (remove it)`, [shown]);
    else if (!stat.isDirectory()) throw new Refusal(`"${shown}" in the output is a file where cardtext needs a folder`, [shown]);
  }
}

/** Hash of an existing regular file's bytes, or undefined if it can't be read. */
export function fileHash(path: string): string | undefined {
  const read = readFileBytes(path, { maxBytes: 1024 * 1024 * 1024, rejectBinary: false });
  return read.ok ? sha256(read.data) : undefined;
}

/** True if every folder above `rel` is a real folder inside the root (no link on the way). */
export function inside(root: string, rel: string): boolean {
  try {
    ensureParents(root, rel, false);
    return true;
  } catch {
    return false;
  }
}

/** Removes the folders above `rel` that the removal left empty (rmdir refuses any that is not). */
export function removeEmptyParents(root: string, rel: string): void {
  const parts = rel.split('/').slice(0, -1);
  while (parts.length > 0) {
    try {
      rmdirSync(join(root, ...parts));
    } catch {
      return;
    }
    parts.pop();
  }
}
