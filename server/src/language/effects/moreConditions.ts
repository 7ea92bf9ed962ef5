/**
 * More conditions of a static ability's "as long as" and an activated ability's "Activate only if" (611.3a, 602.5b),
 * beside the ones in conditions.ts: your devotion to one or two colours (700.5), the city's blessing (702.131).
 */
import { readNumber } from './filters.js';
import type { StaticCondition } from './types.js';
import type { Cursor } from './words.js';

const colorNames = ['white', 'blue', 'black', 'red', 'green'];

/** `your devotion to black is less than five`, `your devotion to white and black is less than seven` (700.5a). */
function readDevotion(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (!c.take('your devotion to')) return undefined;
  const colors: string[] = [];
  do {
    const color = colorNames.find((w) => c.take(w));
    if (!color) return c.reset(at), undefined;
    colors.push(color[0].toUpperCase() + color.slice(1));
  } while (colors.length < 2 && c.take('and'));
  const n = c.take('is less than') ? readNumber(c) : undefined;
  if (n === undefined) return c.reset(at), undefined;
  return { devotion: colors, compare: 'LT', count: n };
}

/** One of the conditions of the module's doc; undefined (the cursor where it was) if unknown. */
export function readMoreCondition(c: Cursor): StaticCondition | undefined {
  if (c.take("you have the city's blessing")) return { blessing: true };
  return readDevotion(c);
}
