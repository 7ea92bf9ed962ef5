/**
 * Which `.cards` files a `cardtext lint` of some paths reads. Folders are searched recursively
 * (skipping dot folders and node_modules); symbolic links are followed, to files and to folders, and
 * every file and folder is visited once, by its device and inode, so a link back up the tree or two
 * links to one file neither loop nor lint a file twice. Anything that can't be linted (a broken link,
 * a link loop, a device or FIFO named `.cards`, an unreadable folder) becomes a problem, never a
 * silent skip.
 */
import { type Dirent, readdirSync, statSync, type Stats } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describeError } from '../files/readFile.js';

/** The files to lint, in order, and why some paths give none. */
export interface CollectedFiles {
  files: string[];
  problems: string[];
}

const identity = (stat: Stats) => `${stat.dev}:${stat.ino}`;

/** Expands `paths` (relative to `cwd`) into the `.cards` files to lint. Never throws. */
export function collectCardFiles(paths: string[], cwd: string): CollectedFiles {
  const files: string[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const shown = (path: string) => relative(cwd, path) || path;

  /** Follows links; undefined if the path can't be stat'ed (a problem unless `display` is false). */
  const statOf = (path: string, display: string | false = shown(path)): Stats | undefined => {
    try {
      return statSync(path);
    } catch (error) {
      if (display !== false) problems.push(`cannot read "${display}": ${describeError(error)}`);
      return undefined;
    }
  };

  const walk = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      problems.push(`cannot read folder "${shown(dir)}": ${describeError(error)}`);
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      const isCards = entry.name.endsWith('.cards');
      if (entry.isDirectory() || entry.isSymbolicLink()) {
        // A broken link matters only if it names a .cards file.
        const stat = statOf(full, entry.isDirectory() || isCards ? shown(full) : false);
        if (!stat) continue;
        if (stat.isDirectory()) visitFolder(full, stat);
        else if (isCards) addFile(full, stat);
      } else if (isCards) {
        const stat = statOf(full);
        if (stat) addFile(full, stat);
      }
    }
  };

  const visitFolder = (dir: string, stat: Stats) => {
    const id = identity(stat);
    if (seen.has(id)) return;
    seen.add(id);
    walk(dir);
  };

  const addFile = (path: string, stat: Stats, display = shown(path)) => {
    if (!stat.isFile()) {
      problems.push(`cannot lint "${display}": it is not a regular file (a device, pipe or socket)`);
      return;
    }
    const id = identity(stat);
    if (seen.has(id)) return;
    seen.add(id);
    files.push(path);
  };

  for (const path of paths) {
    const full = resolve(cwd, path);
    const stat = statOf(full, path);
    if (!stat) continue;
    if (stat.isDirectory()) visitFolder(full, stat);
    else addFile(full, stat, path);
  }
  return { files, problems };
}
