/** How step descriptions say amounts and numbers: "… for each …", the times an "unless" cost is paid, chapter numerals. */
import type { Amount, Step } from './types.js';
import { describeAmount } from './describeWords.js';
import { eachWords } from './describeContinuous.js';

/** An amount as the card says it: "a card for each Elf you control" when it said "for each", else "3 card(s)". */
export function perObject(a: Amount, one: string, unit: string): string {
  if (!saidForEach(a)) return `${describeAmount(a)} ${unit}`;
  return `${'each' in a && a.each ? one.replace(/^(a|1)\b/, String(a.each)).replace(/card$/, 'cards') : one} for each ${eachWords(a)}`;
}

/** Whether an amount is said "… for each …" ("a card for each Elf you control", "for each time it was kicked"). */
export function saidForEach(a: Amount): boolean {
  return 'count' in a && (a.count === 'timesKicked' || a.count === 'domain' || a.count === 'colorsSpent' || a.count === 'creaturesDied' || ((a.count === 'objects' || a.count === 'counters') && !!a.forEach));
}

/** How many times an "unless" cost is paid: "for each card revealed this way", ", where X is …". */
export function unlessTimes(u: NonNullable<Step['unless']>): string {
  if (!u.times) return '';
  if ('count' in u.times && u.times.count === 'revealedThisWay') return ' for each card revealed this way';
  return u.cost.some((c) => c.pay === 'mana' && c.symbols.includes('X')) ? `, where X is ${describeAmount(u.times)}` : ` for each ${eachWords(u.times)}`;
}

const romanNumerals = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
/** A chapter number as printed on a Saga (`3` → `III`). */
export function roman(n: number): string {
  return romanNumerals[n] ?? String(n);
}
