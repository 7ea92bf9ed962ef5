/**
 * The size limits of the files cardtext reads, and how a size is written in a message. Pure (no
 * file access), so the browser build enforces the same limits on pasted text as Node on files.
 */

/** Default cap for a `.cards` file (20 MB is ~100,000 cards). */
export const maxCardsFileBytes = 20 * 1024 * 1024;
/** Default cap for rules, rulings and Scryfall files (MTGJSON's AtomicCards is ~120 MB). */
export const maxKnowledgeFileBytes = 512 * 1024 * 1024;

/** Human size: "20 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
