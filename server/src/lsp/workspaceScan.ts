/**
 * Finding the workspace's `.cards` files, asynchronously: folders are listed with the event loop
 * free between them, dot folders and node_modules are skipped, links to folders are not followed
 * (no loops), links to files are (the guarded reader then takes only regular files).
 */
import { promises as fsp } from 'node:fs';
import { join } from 'node:path';

/** How deep below a workspace folder files are looked for. */
export const maxScanDepth = 12;
/** How many folder entries a scan looks at, at most (a huge tree ends the search there). */
export const maxScanEntries = 200_000;

export interface Walk {
  /** Folder entries looked at so far. */
  entries: number;
  /** Set when the walk stopped early (entry limit). */
  truncated?: string;
  problems: string[];
}

/** Yields the paths of `.cards` files under the roots, depth first, in name order. */
export async function* cardsFiles(roots: string[], walk: Walk, pattern = /\.cards$/i): AsyncGenerator<string> {
  const stack: { dir: string; depth: number }[] = roots.map((dir) => ({ dir, depth: 0 })).reverse();
  while (stack.length > 0) {
    const { dir, depth } = stack.pop()!;
    let list;
    try {
      list = await fsp.readdir(dir, { withFileTypes: true });
    } catch (error) {
      walk.problems.push(`cannot read folder ${dir}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      continue;
    }
    list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const folders: string[] = [];
    for (const entry of list) {
      if (++walk.entries > maxScanEntries) {
        walk.truncated = `stopped looking after ${maxScanEntries.toLocaleString('en-US')} folder entries`;
        return;
      }
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (depth < maxScanDepth) folders.push(full);
      } else if ((entry.isFile() || entry.isSymbolicLink()) && pattern.test(entry.name)) yield full;
    }
    for (const folder of folders.reverse()) stack.push({ dir: folder, depth: depth + 1 });
  }
}
