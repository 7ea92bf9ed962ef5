/**
 * Saga chapters (714): chapter numbers run I, II, III… with none missing or repeated (in any
 * printed order: each triggers at its own number, 714.2b); the final
 * chapter is the greatest chapter number (714.2d), which the Saga's reminder text states
 * ("Sacrifice after III."); chapter abilities belong on Sagas, the permanents that get lore
 * counters (714.3).
 */
import type { ChapterAbility, Face, Range } from '../ast.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, type Fix, registerChecks } from './registry.js';

const romans = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

function roman(n: number): string {
  return romans[n] ?? String(n);
}

/** Each chapter number of a chapter line with the range of its numeral. */
function numerals(ability: ChapterAbility): { n: number; range: Range }[] {
  const out: { n: number; range: Range }[] = [];
  const start = ability.range.start;
  const re = /[IVX]+/g;
  for (let k = 0; k < ability.chapters.length; k++) {
    const m = re.exec(ability.text);
    if (!m) break;
    out.push({ n: ability.chapters[k], range: { start: { line: start.line, character: start.character + m.index }, end: { line: start.line, character: start.character + m.index + m[0].length } } });
  }
  return out;
}

/** "Sacrifice after III" in the face's text (usually its reminder text), with the numeral's range. */
function statedFinal(face: Face): { n: number; range: Range } | undefined {
  for (const ability of face.abilities) {
    const m = /\bSacrifice (?:it |this Saga )?after ([IVX]+)\b/.exec(ability.text);
    const n = m ? romans.indexOf(m[1]) : -1;
    if (!m || n < 1 || ability.range.start.line !== ability.range.end.line) continue;
    const at = ability.range.start.character + m.index + m[0].length - m[1].length;
    return { n, range: { start: { line: ability.line, character: at }, end: { line: ability.line, character: at + m[1].length } } };
  }
  return undefined;
}

function reminderFix(stated: { range: Range }, last: number): Fix[] {
  return [{ title: `Say "Sacrifice after ${roman(last)}" in the reminder text`, edits: [{ range: stated.range, newText: roman(last) }] }];
}

function checkChapters(face: Face, ctx: CheckContext, accept: Accept): void {
  const chapters = face.abilities.filter((a): a is ChapterAbility => a.abilityKind === 'chapter');
  if (chapters.length === 0) return;
  if (!ctx.face.subtypes.includes('Saga') && ctx.face.types.length > 0) {
    accept('warning', codes.sagaChapter, 'chapter abilities on a card that is not a Saga (714.3)',
      numerals(chapters[0])[0]?.range ?? chapters[0].range,
      { detail: 'Chapter abilities trigger as lore counters are put on a Saga (714.2b), but this card is not a Saga: add "Saga" to its type line (Enchantment — Saga) or write the ability out.' });
  }
  const all = chapters.flatMap(numerals);
  let highest = 0;
  const seen = new Set<number>();
  // The order chapters are printed in changes nothing (each triggers as the lore counters reach its
  // number, 714.2b), so chapters out of order but all there are no problem; a chapter written twice is.
  for (const { n, range } of all) {
    if (seen.has(n)) {
      accept('warning', codes.sagaChapter, `chapter ${roman(n)} is already written above — write one chapter ${roman(n)} (714.2c)`, range,
        { detail: `Chapter ${roman(n)} stands twice, so both trigger at ${roman(n)} lore counters: combine the two lines into one chapter, or give one the number it was meant to have.` });
    }
    highest = Math.max(highest, n);
    seen.add(n);
  }
  // Each run of missing chapters is reported on the chapter that follows it.
  for (let k = 1; k < highest; k++) {
    if (seen.has(k)) continue;
    const missing = [];
    while (!seen.has(k)) missing.push(roman(k++));
    const after = all.find((c) => c.n === k)!;
    accept('warning', codes.sagaChapter, `chapter ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing before chapter ${roman(k)} (714.2b)`,
      after.range, { detail: 'Each chapter triggers when the lore counters reach its number, so a Saga lists every chapter from I to its last.' });
  }
  const stated = statedFinal(face);
  if (!stated || stated.n === highest) return;
  const contiguous = seen.size === highest;
  if (highest > stated.n) {
    for (const { n, range } of all) {
      if (n <= stated.n) continue;
      accept('warning', codes.sagaChapter, `chapter ${roman(n)} is beyond "Sacrifice after ${roman(stated.n)}" in the reminder text (714.2d)`, range, {
        detail: `The final chapter is the greatest chapter number, so the Saga would go on to chapter ${roman(highest)}: fix the reminder text or remove the extra chapter.`,
        fixes: contiguous ? reminderFix(stated, highest) : undefined,
      });
    }
  } else {
    accept('warning', codes.sagaChapter, `reminder text says "Sacrifice after ${roman(stated.n)}", but the last chapter is ${roman(highest)} (714.2d)`, stated.range, {
      detail: 'The Saga is sacrificed after its final chapter, its greatest chapter number (714.4).',
      fixes: contiguous ? reminderFix(stated, highest) : undefined,
    });
  }
}

registerChecks({ Face: [checkChapters] });
