/**
 * What differs between a card and a real card near it, in a designer's words ("costs one less",
 * "+1/+1", "adds flying", "3 instead of 2 in its text"), and whether one is strictly better: the
 * same card types and colours, every cost no higher, every number no lower, and the same
 * abilities plus more — with at least one of those actually better. Pure.
 */
import type { CardShape, ComparedCard } from './normalize.js';

export interface Comparison {
  differences: string[];
  /** The first card against the second: `better`, `worse`, or null (neither, or the same). */
  strictly: 'better' | 'worse' | null;
}

const spelled = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const say = (n: number) => spelled[n] ?? String(n);
const colorName: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

function statNumber(s: string | undefined): number | undefined {
  return s !== undefined && /^-?\d+$/.test(s) ? Number(s) : undefined;
}

/** Coloured symbols per colour in a cost (`W/U` counts for both). */
function colourCounts(cost: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of cost) for (const c of s.split('/')) if (c in colorName) out.set(c, (out.get(c) ?? 0) + 1);
  return out;
}

/** `a` against `b` (a custom card against a real one). */
export function compareCards(a: ComparedCard, sa: CardShape, b: ComparedCard, sb: CardShape): Comparison {
  const differences: string[] = [];
  // Each comparison votes: +1 a is better there, -1 worse, 0 the same; null when not comparable.
  const votes: number[] = [];
  let comparable = sa.types.join() === sb.types.join() && a.colors === b.colors;

  if (sa.types.join() !== sb.types.join()) differences.push(`${article(sa.types.join(' ').toLowerCase() || 'card')} instead of ${article(sb.types.join(' ').toLowerCase() || 'card')}`);
  if (a.colors !== b.colors) {
    const names = (c: string) => (c ? [...c].map((x) => colorName[x]).join('-') : 'colorless');
    differences.push(`${names(a.colors)} instead of ${names(b.colors)}`);
  }
  const dv = a.manaValue - b.manaValue;
  if (dv !== 0) {
    differences.push(`costs ${say(Math.abs(dv))} ${dv < 0 ? 'less' : 'more'}`);
    votes.push(dv < 0 ? 1 : -1);
  } else if (a.manaCost !== b.manaCost && a.colors === b.colors) differences.push(`costs ${a.manaCost || 'nothing'} instead of ${b.manaCost || 'nothing'}`);
  // Coloured requirements: fewer coloured symbols of a colour is easier to cast.
  const ca = colourCounts(sa.cost);
  const cb = colourCounts(sb.cost);
  for (const c of new Set([...ca.keys(), ...cb.keys()])) {
    const d = (ca.get(c) ?? 0) - (cb.get(c) ?? 0);
    if (d !== 0) votes.push(d < 0 ? 1 : -1);
  }

  const pa = statNumber(a.power), pb = statNumber(b.power), ta = statNumber(a.toughness), tb = statNumber(b.toughness);
  if (pa !== undefined && pb !== undefined && ta !== undefined && tb !== undefined && (pa !== pb || ta !== tb)) {
    const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
    differences.push(`${sign(pa - pb)}/${sign(ta - tb)}`);
    if (pa !== pb) votes.push(pa > pb ? 1 : -1);
    if (ta !== tb) votes.push(ta > tb ? 1 : -1);
  } else if ((a.power ?? '') !== (b.power ?? '') || (a.toughness ?? '') !== (b.toughness ?? '')) {
    if (a.power !== undefined || b.power !== undefined) differences.push(`${a.power ?? '–'}/${a.toughness ?? '–'} instead of ${b.power ?? '–'}/${b.toughness ?? '–'}`);
    comparable = false;
  }
  const la = statNumber(a.loyalty), lb = statNumber(b.loyalty);
  if (la !== undefined && lb !== undefined && la !== lb) {
    differences.push(`starting loyalty ${la} instead of ${lb}`);
    votes.push(la > lb ? 1 : -1);
  }

  for (const k of sa.keywords) if (!sb.keywords.has(k)) differences.push(`adds ${k}`);
  for (const k of sb.keywords) if (!sa.keywords.has(k)) differences.push(`lacks ${k}`);
  const keywordLine = (line: string, s: CardShape) => line.split(/\s*,\s*/).every((p) => [...s.keywords].some((k) => p === k || p.startsWith(`${k} `)));
  const restA = sa.lines.filter((l) => !keywordLine(l, sa));
  const restB = sb.lines.filter((l) => !keywordLine(l, sb));
  const addsKeywords = [...sa.keywords].some((k) => !sb.keywords.has(k));
  const lacksKeywords = [...sb.keywords].some((k) => !sa.keywords.has(k));
  if (addsKeywords) votes.push(1);
  if (lacksKeywords) votes.push(-1);

  if (restA.join('\n') === restB.join('\n')) {
    // The same text but for its numbers: each number compared in place (a cost in braces is better lower).
    const numsA = textNumbers(restA, sa);
    const numsB = textNumbers(restB, sb);
    if (numsA.length === numsB.length) {
      numsA.forEach(([n, isCost], i) => {
        const m = numsB[i][0];
        if (n === m) return;
        differences.push(`${n} instead of ${m} in its text${isCost ? ' (a cost)' : ''}`);
        votes.push((isCost ? n < m : n > m) ? 1 : -1);
      });
    }
  } else {
    const onlyA = restA.filter((l) => !restB.includes(l));
    const onlyB = restB.filter((l) => !restA.includes(l));
    if (onlyB.length === 0 && onlyA.length > 0) {
      differences.push(`adds ${onlyA.length === 1 ? 'an ability' : `${say(onlyA.length)} abilities`}`);
      votes.push(1);
    } else if (onlyA.length === 0 && onlyB.length > 0) {
      differences.push(`lacks ${onlyB.length === 1 ? 'an ability' : `${say(onlyB.length)} abilities`} of it`);
      votes.push(-1);
    } else {
      differences.push('different rules text');
      comparable = false;
    }
  }
  if (differences.length === 0) differences.push('the same card but for its name');
  let strictly: Comparison['strictly'] = null;
  if (comparable && votes.length > 0) {
    if (votes.every((v) => v >= 0) && votes.some((v) => v > 0)) strictly = 'better';
    else if (votes.every((v) => v <= 0) && votes.some((v) => v < 0)) strictly = 'worse';
  }
  return { differences, strictly };
}

/** The numbers of some normalised lines, each with whether it stands in a cost (`{#}`). */
function textNumbers(lines: string[], shape: CardShape): [number, boolean][] {
  // Shapes keep the numbers of all lines in order; find this subset's by walking the `#` marks.
  const out: [number, boolean][] = [];
  let k = 0;
  for (const line of shape.lines) {
    const marks = [...line.matchAll(/\{#\}|#/g)];
    const take = lines.includes(line);
    for (const m of marks) {
      if (take) out.push([shape.numbers[k], m[0] === '{#}']);
      k++;
    }
  }
  return out;
}
