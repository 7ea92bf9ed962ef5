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

/** 700.2: modes are a bulleted list; a `*` or `-` typed for the bullet is read as one, and written "•". */
function checkModeBullet(ability: Ability, _ctx: CheckContext, accept: Accept): void {
  const bullet = ability.bullet;
  // A mode may itself be a triggered ability (the Sieges' "• Khans — At the beginning of …").
  if (!bullet || bullet.text === '•') return;
  accept('warning', codes.modeBullet,
    `Modes are written as a bulleted list (700.2): start this mode with "•", not "${bullet.text}". It is read as a mode of the ability above.`,
    bullet.range, { fix: { title: 'Replace with •', edits: [{ range: bullet.range, newText: '•' }] } });
}

registerChecks({ Card: [checkSyntax], Ability: [checkAbilityDash, checkModeBullet] });
