/**
 * Finding the workspace's `.cards` files (and the rules file, when it sits in the workspace).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const maxFiles = 5000;
const maxBytes = 20 * 1024 * 1024;

/** Every `.cards` file under the roots (skipping dot folders and node_modules), up to 5,000. */
export function findCardsFiles(roots: string[], pattern = /\.cards$/): { files: string[]; problems: string[] } {
  const files: string[] = [];
  const problems: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (files.length >= maxFiles || depth > 12) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      problems.push(`cannot read folder ${dir}: ${(error as Error).message}`);
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full, depth + 1);
      else if (entry.isFile() && pattern.test(entry.name)) {
        try {
          if (statSync(full).size <= maxBytes) files.push(full);
          else problems.push(`skipped ${full}: larger than 20 MB`);
        } catch {
          // vanished while scanning
        }
      }
      if (files.length >= maxFiles) {
        problems.push(`stopped after ${maxFiles} files; open the files you need directly`);
        return;
      }
    }
  };
  for (const root of roots) walk(root, 0);
  return { files, problems };
}
