/**
 * Where {T}, {Q} and other non-mana symbols may stand in costs (107.4, 107.5, 107.6, 602.1).
 */
import type { Ability, Cost, SymbolNode } from '../ast.js';
import { classifySymbol } from '../model/symbols.js';
import { battlefieldKeywords } from '../parser/keywords.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks, type TextEdit } from './registry.js';
import { echo } from '../userText.js';

const tapLike = new Set(['tap', 'untap']);

function isTapLike(symbol: SymbolNode, ctx: CheckContext): boolean {
  return tapLike.has(classifySymbol(symbol.body, ctx.declarations).cls);
}

/** An edit that deletes a symbol together with the ", " that joins it to its neighbours. */
function removeSymbolEdit(symbol: SymbolNode, cardText: string, cardStartLine: number): TextEdit {
  const lines = cardText.split(/\r\n|\r|\n/);
  const line = lines[symbol.range.start.line - cardStartLine] ?? '';
  let start = symbol.range.start.character;
  let end = symbol.range.end.character;
  const after = line.slice(end);
  const before = line.slice(0, start);
  if (/^,\s*/.test(after)) end += /^,\s*/.exec(after)![0].length;
  else if (/,\s*$/.test(before)) start -= /,\s*$/.exec(before)![0].length;
  return { range: { start: { line: symbol.range.start.line, character: start }, end: { line: symbol.range.end.line, character: end } }, newText: '' };
}

function removeFix(symbol: SymbolNode, ctx: CheckContext) {
  return [{ title: `Remove ${echo(symbol.text)}`, edits: [removeSymbolEdit(symbol, ctx.cardText, ctx.card.range.start.line)] }];
}

/** "tap" or "untap", for {T} and {Q}. */
const verb = (symbol: SymbolNode) => (symbol.body === 'T' ? 'tap' : 'untap');

/** 107.4/202.1: a mana cost holds mana symbols only. */
function checkManaCostSymbol(symbol: SymbolNode, ctx: CheckContext, accept: Accept): void {
  if (ctx.symbolRole !== 'manaCost' || !symbol.closed) return;
  const info = classifySymbol(symbol.body, ctx.declarations);
  if (info.isMana || info.cls === 'unknown' || info.cls === 'half') return;
  const what = info.cls === 'tap' ? 'the tap symbol' : info.cls === 'untap' ? 'the untap symbol' : info.cls === 'energy' ? 'the energy symbol' : `${echo(symbol.text)}, which is not a mana symbol,`;
  const rule = info.cls === 'tap' ? '107.5' : info.cls === 'untap' ? '107.6' : '107.4';
  accept('error', codes.illegalCostSymbol, `${echo(symbol.text, 30)} in the mana cost — only mana symbols go there (202.1, ${rule})`,
    symbol.range, { rule, detail: `A mana cost can hold only mana symbols (202.1); ${what} can't be part of it. Move it into an activated ability's cost if you meant one.`, fixes: removeFix(symbol, ctx) });
}

/** 602.1/107.5: an activation cost taps or untaps the permanent at most once, and only a permanent. */
function checkActivationCost(cost: Cost, ctx: CheckContext, accept: Accept): void {
  const ability = ctx.ability;
  if (!ability || ability.abilityKind !== 'activated' || ability.cost !== cost) return;
  let seen = new Map<string, SymbolNode>();
  for (const part of cost.parts) {
    // "{3}, {T} or {G}, {T}:" offers two alternative costs; each may tap once.
    const alternatives = part.text.split(/\s+or\s+/);
    for (const symbol of part.symbols) {
      if (alternatives.length > 1 && part.text.indexOf(symbol.text, symbol.range.start.character - part.range.start.character) >= alternatives[0].length) {
        if (seen.size > 0) seen = new Map();
      }
      if (!isTapLike(symbol, ctx)) continue;
      const first = seen.get(symbol.body);
      if (first) {
        accept('error', codes.illegalCostSymbol, `${echo(symbol.text, 30)} twice in one cost — it can be paid only once (${symbol.body === 'T' ? '107.5' : '107.6'})`,
          symbol.range, {
            rule: symbol.body === 'T' ? '107.5' : '107.6', fixes: removeFix(symbol, ctx), related: [{ message: `first ${echo(symbol.text)}`, range: first.range }],
            detail: `A permanent can be ${verb(symbol)}ped only once to pay a cost, so an ability with ${echo(symbol.text)} twice in its cost could never be activated.`,
          });
      } else seen.set(symbol.body, symbol);
      if (!ability.granted && ctx.face.isInstantOrSorcery) {
        const kind = ctx.face.types.join(' ').toLowerCase();
        accept('error', codes.illegalCostSymbol, `${echo(symbol.text, 30)} on ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}, which is never a permanent to ${verb(symbol)} (${symbol.body === 'T' ? '107.5' : '107.6'})`,
          symbol.range, {
            rule: symbol.body === 'T' ? '107.5' : '107.6',
            detail: `${echo(symbol.text)} means "${symbol.body === 'T' ? 'Tap' : 'Untap'} this permanent", but ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind} is never a permanent, so this ability could never be activated.`,
          });
      }
    }
  }
}

/** {T}/{Q} in a keyword's cost: Kicker, Cycling, Ward… are not activation costs of the permanent. */
function checkKeywordCost(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (ability.abilityKind !== 'keyword' || !ability.cost) return;
  for (const part of ability.cost.parts) {
    for (const symbol of part.symbols) {
      if (!isTapLike(symbol, ctx)) continue;
      const rule = symbol.body === 'T' ? '107.5' : '107.6';
      if (battlefieldKeywords.has(ability.keyword)) {
        accept('warning', codes.illegalCostSymbol, `${echo(symbol.text, 30)} in ${echo(ability.keyword, 30)}'s cost — legal, but no printed card does this (${ability.rule ?? rule})`,
          symbol.range, {
            rule, fixes: removeFix(symbol, ctx),
            detail: `${echo(ability.keyword)} is an activated ability of the permanent, so ${echo(symbol.text)} in its cost would ${verb(symbol)} it — legal (${ability.rule ?? ''}), but no printed card does this and it is almost always a slip. Write the ability out in full if you mean it.`,
          });
      } else {
        accept('error', codes.illegalCostSymbol, `${echo(symbol.text, 30)} in ${echo(ability.keyword, 30)}'s cost — there is no permanent to ${verb(symbol)} (${rule})`,
          symbol.range, {
            rule, fixes: removeFix(symbol, ctx),
            detail: `${echo(symbol.text)} can stand only in the activation cost of a permanent's ability (${rule}); the cost of ${echo(ability.keyword)} is paid ${costTiming(ability.keyword)}, so there is no permanent for it to ${verb(symbol)}.`,
          });
      }
    }
  }
}

function costTiming(keyword: string): string {
  switch (keyword) {
    case 'Kicker': case 'Buyback': case 'Entwine': case 'Replicate': case 'Multikicker': case 'Splice': case 'Escalate':
      return 'as an additional cost while casting the spell';
    case 'Ward': return 'by the opponent whose spell or ability targets the permanent';
    case 'Cumulative Upkeep': case 'Echo': return 'as an upkeep triggered ability resolves';
    default: return 'while casting or activating it from a zone where the card is not a permanent';
  }
}

/** Phrases that mention {T} without paying it: "abilities with {T} in their costs". */
function isReference(ability: Ability, symbol: SymbolNode): boolean {
  if (symbol.range.start.line !== ability.range.start.line) return false;
  const at = symbol.range.start.character - ability.range.start.character;
  const before = ability.text.slice(Math.max(0, at - 30), at).toLowerCase();
  const after = ability.text.slice(at + symbol.text.length, at + symbol.text.length + 30).toLowerCase();
  return /\b(?:with|includes?|contains?|without|the)\s*$/.test(before) || /^\s*(?:in (?:its|their|that|an?)\b|symbols?\b|abilit)/.test(after);
}

/** {T}/{Q} in text outside an activation cost: additional costs of spells, `pay {T}` in effects. */
function checkTextSymbol(symbol: SymbolNode, ctx: CheckContext, accept: Accept): void {
  const ability = ctx.ability;
  if (ctx.symbolRole !== 'text' || symbol.context !== 'effect' || !ability || ability.abilityKind === 'keyword') return;
  if (!isTapLike(symbol, ctx) || isReference(ability, symbol)) return;
  // After "Add" it is a mana-type problem, reported by undefined-mana-type.
  if (ability.effect.manaProductions.some((p) => p.symbols.some((s) => s.range.start.line === symbol.range.start.line && s.range.start.character === symbol.range.start.character))) return;
  const rule = symbol.body === 'T' ? '107.5' : '107.6';
  const additional = /as an additional cost to cast/i.test(ability.effect.text);
  accept('error', codes.illegalCostSymbol,
    additional
      ? `${echo(symbol.text, 30)} can't be an additional cost of a spell — a spell is no permanent (${rule})`
      : `${echo(symbol.text, 30)} outside an activation cost has no meaning (${rule}, 602.1)`,
    symbol.range, {
      rule,
      detail: additional
        ? `${echo(symbol.text)} means "${symbol.body === 'T' ? 'Tap' : 'Untap'} this permanent", and a spell being cast is not a permanent, so it can't be an additional cost to cast one.`
        : `${echo(symbol.text)} belongs only in an activation cost, before the colon. In an effect it has no meaning; to grant an ability that uses it, put that ability in quotes.`,
    });
}

/**
 * {T} or {Q} twice in an activation cost that reminder text states (`Outlast {1}{W} ({1}{W}, {T}, {T}:
 * …)`, `(It's an artifact with "{T}, {T}, Sacrifice …")`): the reminder would describe an ability that
 * could never be activated (107.5). Reminder text has no game function (207.2), so it is a warning.
 */
function checkReminderCost(ability: Ability, _ctx: CheckContext, accept: Accept): void {
  if (ability.granted) return;
  for (const reminder of ability.effect.reminders) {
    if (reminder.range.start.line !== reminder.range.end.line) continue;
    // Each "cost:" the reminder states: from its start, a quote or a sentence's start, to the colon.
    for (const m of reminder.text.matchAll(/(?:^\(|["“]|[.!?]\s+)([^.:"“”()]*?):/g)) {
      const costStart = m.index! + m[0].length - m[1].length - 1;
      for (const body of ['T', 'Q']) {
        const symbol = `{${body}}`;
        const first = m[1].indexOf(symbol);
        const second = first < 0 ? -1 : m[1].indexOf(symbol, first + symbol.length);
        if (second < 0) continue;
        const at = reminder.range.start.character + costStart + second;
        const rule = body === 'T' ? '107.5' : '107.6';
        const range = { start: { line: reminder.range.start.line, character: at }, end: { line: reminder.range.start.line, character: at + symbol.length } };
        accept('warning', codes.illegalCostSymbol, `reminder text: ${symbol} twice in one cost — it can be paid only once (${rule})`, range, {
          rule,
          detail: `The reminder text states an activation cost with ${symbol} twice; a permanent can be ${body === 'T' ? 'tapp' : 'untapp'}ed only once to pay a cost, so that ability could never be activated. Reminder text has no game function (207.2), but it should describe the card's rules: write ${symbol} once.`,
          related: [{ message: `first ${symbol}`, range: { start: { line: range.start.line, character: reminder.range.start.character + costStart + first }, end: { line: range.start.line, character: reminder.range.start.character + costStart + first + symbol.length } } }],
        });
      }
    }
  }
}

registerChecks({
  Symbol: [checkManaCostSymbol, checkTextSymbol],
  Cost: [checkActivationCost],
  Ability: [checkKeywordCost, checkReminderCost],
});
