/**
 * Card structure: syntax problems found while parsing, the long dash after ability words, in
 * keyword costs, saga chapters and modal choices, and the bullets of modes.
 */
import type { Ability, Card, Range } from '../ast.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';
import { echo } from '../userText.js';

function checkSyntax(card: Card, _ctx: CheckContext, accept: Accept): void {
  for (const problem of card.problems) accept('error', codes.syntaxError, problem.message, problem.range);
}

function dashFix(range: Range) {
  return [{ title: 'Replace with —', edits: [{ range, newText: '—' }] }];
}

function checkAbilityDash(ability: Ability, _ctx: CheckContext, accept: Accept): void {
  if (ability.dash && ability.dash.text !== '—') {
    const where = ability.abilityKind === 'keyword' ? `before ${echo(ability.keyword, 30)}'s cost` : ability.abilityKind === 'chapter' ? 'after chapter numbers' : 'after an ability word';
    const rule = ability.abilityKind === 'keyword' ? ability.rule ?? '702.1' : ability.abilityKind === 'chapter' ? '714.2' : '207.2c';
    accept('warning', codes.dashStyle, `write "—" ${where}, not "${ability.dash.text}" (${rule})`, ability.dash.range,
      { fixes: dashFix(ability.dash.range), rule, detail: 'Card text uses the long dash "—" here, not a hyphen.' });
  }
  const modal = /^(.*\bchoose\b[^—]*?)\s(--|-|–)\s*$/i.exec(ability.text);
  if (modal && ability.range.start.line === ability.range.end.line) {
    const start = ability.range.start.character + modal[1].length + 1;
    const range = { start: { line: ability.line, character: start }, end: { line: ability.line, character: start + modal[2].length } };
    accept('warning', codes.dashStyle, `write "—" after "${echo(modal[1].trim(), 30)}", not "${modal[2]}" (700.2)`, range,
      { fixes: dashFix(range), rule: '700.2', detail: 'Card text uses the long dash "—" after "Choose one", not a hyphen.' });
  }
}

/** 700.2: modes are a bulleted list; a `*` or `-` typed for the bullet is read as one, and written "•". */
function checkModeBullet(ability: Ability, _ctx: CheckContext, accept: Accept): void {
  const bullet = ability.bullet;
  // A mode may itself be a triggered ability (the Sieges' "• Khans — At the beginning of …").
  if (!bullet || bullet.text === '•') return;
  accept('warning', codes.modeBullet, `start this mode with "•", not "${bullet.text}" (700.2)`, bullet.range, {
    detail: 'Modes are written as a bulleted list. This line is read as a mode of the ability above.',
    fixes: [{ title: 'Replace with •', edits: [{ range: bullet.range, newText: '•' }] }],
  });
}

registerChecks({ Card: [checkSyntax], Ability: [checkAbilityDash, checkModeBullet] });
