/**
 * Which paths a card file may name for an image (`Art:`, `@symbol`): a file relative to the
 * `.cards` file (or absolute). Anything with a URL scheme (`javascript:`, `http:`, `https:`,
 * `data:`, `file:`…) is never loaded, so a card can't reach the network or run code through it.
 */

/** True if an `Art:` value is a plain relative (or absolute) file path, not a URL of any kind. */
export function isLocalArtPath(path: string): boolean {
  const p = path.trim();
  if (p === '' || p.length > 1024) return false;
  // A Windows drive letter (`C:\…`) is a path; any other `scheme:` is a URL.
  if (/^[a-z][a-z0-9+.-]*:/i.test(p) && !/^[a-z]:[\\/]/i.test(p)) return false;
  if (p.startsWith('//') || p.startsWith('\\\\')) return false; // protocol-relative or UNC: a remote host
  // Control characters never belong in a file name here.
  return !/[\u0000-\u001f\u007f]/.test(p);
}
