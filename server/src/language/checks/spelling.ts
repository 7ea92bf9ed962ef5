/**
 * Spelling suggestions: the edit distance between two words and the closest of some candidates.
 */

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count 1 (`Tramlpe` is one edit from `Trample`).
 */
export function editDistance(a: string, b: string): number {
  // Three rolling rows (the swap looks two rows back), reused between calls.
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width * 2);
  let before = 0;
  let prev = width;
  let cur = 2 * width;
  for (let j = 0; j < width; j++) rows[prev + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[cur] = i;
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[prev + j] + 1, rows[cur + j - 1] + 1, rows[prev + j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[before + j - 2] + 1);
      rows[cur + j] = d;
    }
    [before, prev, cur] = [prev, cur, before];
  }
  return rows[prev + b.length];
}

let rows = new Int32Array(96);

/** The candidate closest to `word` (ignoring case) within about one edit per four letters, if any. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 4)) + 1;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}
