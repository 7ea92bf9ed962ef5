/**
 * Card structure: syntax problems found while parsing, and the long dash after ability words,
 * in keyword costs, saga chapters and modal choices.
 */
import type { Ability, Card, Range } from '../ast.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';
import { echo } from '../userText.js';

function checkSyntax(card: Card, _ctx: CheckContext, accept: Accept): void {
  for (const problem of card.problems) accept('error', codes.syntaxError, problem.message, problem.range);
}

function dashFix(range: Range) {
  return { title: 'Replace with —', edits: [{ range, newText: '—' }] };
}

function checkAbilityDash(ability: Ability, _ctx: CheckContext, accept: Accept): void {
  if (ability.dash && ability.dash.text !== '—') {
    const where = ability.abilityKind === 'keyword' ? `before ${echo(ability.keyword)}'s cost` : ability.abilityKind === 'chapter' ? 'after chapter numbers' : 'after an ability word';
    const rule = ability.abilityKind === 'keyword' ? ability.rule ?? '702.1' : ability.abilityKind === 'chapter' ? '714.2' : '207.2c';
    accept('warning', codes.dashStyle, `Use the long dash "—" ${where}, not "${ability.dash.text}".`, ability.dash.range, { fix: dashFix(ability.dash.range), rule });
  }
  const modal = /^(.*\bchoose\b[^—]*?)\s(--|-|–)\s*$/i.exec(ability.text);
  if (modal && ability.range.start.line === ability.range.end.line) {
    const start = ability.range.start.character + modal[1].length + 1;
    const range = { start: { line: ability.line, character: start }, end: { line: ability.line, character: start + modal[2].length } };
    accept('warning', codes.dashStyle, `Use the long dash "—" after "${echo(modal[1].trim())}", not "${modal[2]}".`, range, { fix: dashFix(range), rule: '700.2' });
  }
}

registerChecks({ Card: [checkSyntax], Ability: [checkAbilityDash] });
