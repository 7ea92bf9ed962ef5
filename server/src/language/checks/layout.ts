/**
 * The layout of a card's lines: one card per block between blank lines (another card run into
 * this one is found by model/runTogether.ts), and one stats line of each kind per face (208.1,
 * 209.1, 210.1, 211.1, 212.1).
 */
import type { Face, Range, Stats } from '../ast.js';
import { runTogetherAt } from '../model/runTogether.js';
import { codes } from './codes.js';
import { echo } from '../userText.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';

function checkRunTogether(face: Face, ctx: CheckContext, accept: Accept): void {
  const found = runTogetherAt(face);
  if (!found) return;
  const { at, next } = found;
  const range = at.range;
  const insertAt: Range = { start: { line: at.line, character: 0 }, end: { line: at.line, character: 0 } };
  const first = ctx.card.faces[0]?.name.text || 'the card above';
  accept('error', codes.missingBlankLine, `"${echo(at.text.trim(), 40)}" starts another card — put a blank line before it`,
    range, {
      detail: `"${echo(at.text.trim())}" looks like the name line of another card (the type line "${echo(next.text.trim())}" follows it), but no blank line separates it from "${echo(first)}": cards are separated by blank lines, so this line and everything after it are read as rules text of "${echo(first)}".`,
      fixes: [{ title: 'Insert a blank line before this card', edits: [{ range: insertAt, newText: '\n' }] }],
    });
}

const statNames: Record<Stats['statKind'], { what: string; short: string; rule: string }> = {
  powerToughness: { what: 'a power and toughness', short: 'power/toughness', rule: '208.1' },
  loyalty: { what: 'a loyalty number', short: 'loyalty', rule: '209.1' },
  defense: { what: 'a defense number', short: 'defense', rule: '210.1' },
  hand: { what: 'a hand modifier', short: 'hand modifier', rule: '211.1' },
  life: { what: 'a life modifier', short: 'life modifier', rule: '212.1' },
};

/** Where the first line is, relative to this one (cached diagnostics move with their card, so no line numbers). */
function above(lines: number): string {
  return lines === 1 ? 'on the line above' : `${lines} lines above`;
}

function checkDuplicateStats(face: Face, _ctx: CheckContext, accept: Accept): void {
  // Lines from another card run into this one belong to it (missing-blank-line reports that).
  const end = runTogetherAt(face)?.at.line ?? Infinity;
  const firsts = new Map<Stats['statKind'], Stats>();
  for (const stats of face.stats) {
    if (stats.levelBand || stats.range.start.line >= end) continue;
    const first = firsts.get(stats.statKind);
    if (!first) {
      firsts.set(stats.statKind, stats);
      continue;
    }
    const { what, short, rule } = statNames[stats.statKind];
    accept('error', codes.duplicateStats, `a second ${short} line — a card prints only one (${rule})`,
      stats.range, {
        rule, related: [{ message: 'the first one', range: first.range }],
        detail: `This card already has ${what}, ${above(stats.range.start.line - first.range.start.line)}; a card prints only one, so one of these two lines is a mistake. Remove the one that is wrong.`,
      });
  }
}

registerChecks({ Face: [checkRunTogether, checkDuplicateStats] });
