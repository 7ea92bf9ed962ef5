/**
 * Numbers as Oracle writes them. Digits for damage, life and a keyword's or keyword action's number
 * ("deals 3 damage", "gain 2 life", "Scry 2"); words for counts of cards, counters, tokens and
 * targets ("draw two cards", "two +1/+1 counters", "create two 1/1 …", "up to two targets"). A mana
 * symbol stands for mana (107.3, 107.4): as a count of counters, damage or a keyword's number it is
 * written plain X. And a permanent "enters with … counters on it" (122.6).
 */
import type { Ability } from '../ast.js';
import { keywordAbilities } from '../data/rulesData.js';
import { checksWording } from '../templating/profile.js';
import { numberWord, numberWordPattern, oneEdit, spanRange, wordNumber, wordingText, type WordingText } from '../templating/wordingText.js';
import { codeInfo, codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';

/** Keyword actions whose number Oracle writes in digits ("scry 2", "amass Orcs 2"). */
const digitActions = ['scry', 'surveil', 'amass', 'adapt', 'bolster', 'support', 'discover', 'fabricate', 'incubate'];

/** Where a number word should be digits: damage, life, a keyword action's number (group `n` is the word). */
const wantsDigits: { re: RegExp; what: string; anchors: string[] }[] = [
  { re: new RegExp(`\\b(?:deals?|dealt) (?<n>${numberWordPattern}) damage\\b`, 'dgi'), what: 'damage', anchors: [' damage'] },
  { re: new RegExp(`\\b(?:gains?|loses?|pays?) (?<n>${numberWordPattern}) life\\b`, 'dgi'), what: 'life', anchors: [' life'] },
  { re: new RegExp(`\\b(?:${digitActions.join('|')}) (?:[A-Z][a-z]+ )?(?<n>${numberWordPattern})(?=[.,;)]|$| and\\b| then\\b| or\\b)`, 'dgi'), what: 'a keyword action\'s number', anchors: digitActions.map((a) => a.slice(1)) },
];

/** Where digits should be a word: cards drawn, counters, tokens created, targets (group `n` is the number). */
const wantsWord: { re: RegExp; what: string; anchor: string }[] = [
  { re: /\b(?:draws?|discards?|mills?) (?<n>\d+) cards?\b/dgi, what: 'cards', anchor: ' card' },
  { re: /(?<![\d/+-])\b(?<n>\d+) (?:[+-]\d+\/[+-]\d+ |[a-z]+ )?counters?\b/dg, what: 'counters', anchor: ' counter' },
  { re: /\bcreates? (?<n>\d+) (?=\S)/dgi, what: 'tokens', anchor: 'reate' },
  { re: /(?<![\d/+-])\b(?<n>\d+) (?=(?:other )?targets?\b)/dg, what: 'targets', anchor: ' target' },
];

/** Rules keywords with a number, as written at the start of a keyword line ("Toxic 1", "Afflict 2"). */
const keywordNames = keywordAbilities.map((k) => k.name.toLowerCase()).filter((k) => /^[a-z]+(?: [a-z]+)?$/.test(k));
const keywordFirstWords = new Set(keywordNames.map((k) => k.split(' ')[0]));
const keywordNumber = new RegExp(`^((?:${keywordNames.join('|')}) )(${numberWordPattern})(?=[ (]|$)`, 'i');

function digitsReport(w: WordingText, at: number, written: string, accept: Accept, what: string): void {
  const n = wordNumber(written)!;
  accept(codeInfo[codes.wordingNumber].severity, codes.wordingNumber, `Oracle writes ${what} in digits: "${n}", not "${written}"`, spanRange(w, at, written.length), {
    detail: 'Oracle text writes amounts of damage and life, P/T changes and a keyword\'s number as digits ("deals 3 damage", "Scry 2"), and counts of cards, counters, tokens and targets as words ("draw two cards").',
    fixes: [oneEdit(`Write "${n}"`, w, at, written.length, String(n))],
  });
}


const anyNumberWord = new RegExp(`\\b${numberWordPattern}\\b`, 'i');

/** The first word's lower case, if the text starts with a letter (a keyword line's keyword). */
function firstWord(text: string): string {
  let end = 0;
  while (end < 24 && end < text.length && ((text.charCodeAt(end) | 32) >= 97 && (text.charCodeAt(end) | 32) <= 122)) end++;
  return text.slice(0, end).toLowerCase();
}

function checkNumbers(w: WordingText, accept: Accept): void {
  const t = w.text;
  // Each pattern runs only where its noun or verb and its kind of number stand: most lines have none, and a scan per pattern is what costs.
  // (One scan for any number word is cheaper than the nine anchors of the keyword actions, and most lines have none.)
  if (anyNumberWord.test(t)) {
    for (const { re, what, anchors } of wantsDigits) {
      if (!anchors.some((a) => t.includes(a))) continue;
      for (const m of t.matchAll(re)) digitsReport(w, m.indices!.groups!.n![0], m.groups!.n, accept, what);
    }
    if (keywordFirstWords.has(firstWord(t))) {
      const keyword = keywordNumber.exec(t);
      if (keyword) digitsReport(w, keyword[1].length, keyword[2], accept, 'a keyword\'s number');
    }
  }
  // Each count is digits and a space ("draw 2 cards"); a mana cost's digits are followed by a brace.
  if (!/\d /.test(t)) return;
  for (const { re, what, anchor } of wantsWord) {
    if (!t.includes(anchor)) continue;
    for (const m of t.matchAll(re)) {
      const written = m.groups!.n;
      const at = m.indices!.groups!.n![0];
      const word = numberWord(Number(written));
      if (!word) continue;
      accept(codeInfo[codes.wordingNumber].severity, codes.wordingNumber, `Oracle writes a count of ${what} as a word: "${word}", not "${written}"`, spanRange(w, at, written.length), {
        detail: 'Oracle text writes counts of cards, counters, tokens and targets as words ("draw two cards", "two +1/+1 counters"), and amounts of damage and life as digits.',
        fixes: [oneEdit(`Write "${word}"`, w, at, written.length, word)],
      });
    }
  }
}

/** Words before a mana symbol that make it mana: a cost paid, mana added or spent, a keyword's cost. */
const manaWords = new Set(['pay', 'pays', 'paid', 'paying', 'cost', 'costs', 'add', 'adds', 'spend', 'spent', 'plus', 'additional', 'than', 'to', 'with', 'contains', 'contain', 'on', 'up', 'of', 'for', 'and', 'or', 'an', 'extra',
  ...keywordAbilities.flatMap((k) => k.name.toLowerCase().split(' '))]);

/** A mana symbol used as a number: before a counted noun, after a keyword action's verb, or defined by "where X is" after a verb that pays nothing. */
function checkSymbolNumbers(w: WordingText, accept: Accept): void {
  if (!w.text.includes('{')) return;
  for (const m of w.text.matchAll(/(?<=(\S+) )\{(X|\d+)\}(?!\{|\/)/g)) {
    const before = m[1].toLowerCase().replace(/[^a-z]/g, '');
    const after = w.text.slice(m.index + m[0].length);
    const counted = /^ (?:(?:[+-][\dX]+\/[+-][\dX]+ )?(?:[a-z]+ )?counters?\b|damage\b|(?:other )?targets?\b|cards?\b|life\b)/.test(after);
    const action = digitActions.includes(before) || ((before === 'create' || before === 'creates') && /^ [^.]*?\btokens?\b/.test(after));
    const defined = after.startsWith(', where X is') && m[2] === 'X' && /^[a-z]+$/.test(m[1]) && !manaWords.has(before);
    if (!counted && !action && !defined) continue;
    // "pay {2} life" is no symbol for a number either way; "costs {1} less" is mana.
    if (counted && manaWords.has(before) && !['with', 'on', 'up', 'and', 'or'].includes(before)) continue;
    const plain = m[2];
    accept(codeInfo[codes.wordingSymbolNumber].severity, codes.wordingSymbolNumber, `{${plain}} is mana; as a number it is written "${plain}" (107.3)`, spanRange(w, m.index, plain.length + 2), {
      detail: 'A symbol in braces is a mana symbol (107.4): {X} is X generic mana. A number of counters, damage, cards or a keyword action\'s number is written without braces ("put X +1/+1 counters", "scry X").',
      fixes: [oneEdit(`Write "${plain}"`, w, m.index, plain.length + 2, plain)],
    });
  }
}

/** "enters with two +1/+1 counters" lacks "on it": a counter is put on an object (122.6). */
function checkCountersOnIt(w: WordingText, accept: Accept): void {
  if (!w.text.includes('counter') || !w.text.includes('enter')) return;
  for (const m of w.text.matchAll(/\b(enters?)(?: the battlefield)?(?: tapped)? with ([^.;"]*)/g)) {
    // The counters phrase ends where a condition or an amount begins ("… counters on it equal to …").
    const phrase = m[2].split(/\b(?:if|for each|equal to|where|unless|instead)\b/)[0];
    if (/\bon (?:it|them|him|her)\b/.test(m[2]) || !/\bcounters?\b/.test(phrase)) continue;
    const last = [...phrase.matchAll(/\bcounters?\b/g)].pop()!;
    const end = m.index + m[0].length - m[2].length + last.index + last[0].length;
    const pronoun = m[1] === 'enter' ? 'them' : 'it';
    accept(codeInfo[codes.wordingCountersOnIt].severity, codes.wordingCountersOnIt, `"${m[1]} with … counters" needs "on ${pronoun}": "${m[1]} with … counters on ${pronoun}" (122.6)`, spanRange(w, m.index, end - m.index), {
      detail: 'Counters are put on an object (122.6), and Oracle text says so: "enters with two +1/+1 counters on it", "enters with a number of +1/+1 counters on it equal to …".',
      fixes: [oneEdit(`Add "on ${pronoun}"`, w, end, 0, ` on ${pronoun}`)],
    });
  }
}

function checkNumberWording(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (!checksWording(ctx.declarations.templating)) return;
  const w = wordingText(ability, { reminders: true });
  if (!w) return;
  checkNumbers(w, accept);
  checkSymbolNumbers(w, accept);
  checkCountersOnIt(w, accept);
}

registerChecks({ Ability: [checkNumberWording] });
