/**
 * Wording notes on phrases Oracle text has changed (the file's templating profile says which
 * wording is expected): "enters the battlefield" → "enters" (603.6a), "converted mana cost" →
 * "mana value" (202.3), "precombat/postcombat main phase" → "first/second main phase" (505.1),
 * tokens "put onto the battlefield" → "create" (111.2). A profile dated before a change wants the
 * older phrase back where the newer one can be told apart safely.
 */
import type { Ability } from '../ast.js';
import { applies, checksWording, wordingChanges } from '../templating/profile.js';
import { oneEdit, sameCase, spanRange, wordingText, type WordingText } from '../templating/wordingText.js';
import { codeInfo, codes, type Code } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';

/** Reports one span with a fix that replaces it. */
function report(accept: Accept, code: Code, w: WordingText, at: number, written: string, replacement: string, why: string, detail: string): void {
  accept(codeInfo[code].severity, code, `"${written}" is "${replacement}" in ${why}`, spanRange(w, at, written.length), {
    detail, fixes: [oneEdit(`Write "${replacement}"`, w, at, written.length, replacement)],
  });
}

function checkEnters(w: WordingText, ctx: CheckContext, accept: Accept): void {
  if (!w.text.includes('enter')) return;
  const change = wordingChanges.enters;
  if (applies(ctx.declarations.templating, 'enters')) {
    // "didn't enter the battlefield this turn" and "entered the battlefield … this turn" keep the long form.
    for (const m of w.text.matchAll(/\b(enters?) the battlefield\b(?!(?: under [^.,]*? control)? this turn\b)/g)) {
      report(accept, codes.wordingEnters, w, m.index, m[0], m[1], 'today\'s wording',
        `Since ${change.since}, Oracle text says "${m[1]}" for a permanent moving onto the battlefield (603.6a; the glossary's "Enters the Battlefield"). "Leaves the battlefield" and "entered the battlefield this turn" are unchanged.`);
    }
  } else {
    // The short form only where it can't be "enters with …" or "As this Saga enters and …", both older than it.
    for (const m of w.text.matchAll(/\b(enters)(?=,| tapped\b|\.)/g)) {
      report(accept, codes.wordingEnters, w, m.index, m[0], 'enters the battlefield', `wording before ${change.since}`,
        `The file's templating profile is dated before ${change.since}, when "enters the battlefield" was shortened to "enters" (603.6a).`);
    }
  }
}

function checkManaValue(w: WordingText, ctx: CheckContext, accept: Accept): void {
  const current = applies(ctx.declarations.templating, 'manaValue');
  if (!w.text.includes(current ? 'onverted mana' : 'ana value')) return;
  const change = wordingChanges.manaValue;
  if (current) {
    for (const m of w.text.matchAll(/\b([Cc])onverted mana cost(s?)\b/g)) {
      report(accept, codes.wordingManaValue, w, m.index, m[0], sameCase(m[0], `mana value${m[2]}`), 'today\'s wording',
        `Since ${change.since} the rules call it mana value (202.3); the glossary lists "converted mana cost" as obsolete, and every card has received errata.`);
    }
  } else {
    for (const m of w.text.matchAll(/\b([Mm])ana value(s?)\b/g)) {
      report(accept, codes.wordingManaValue, w, m.index, m[0], sameCase(m[0], `converted mana cost${m[2]}`), `wording before ${change.since}`,
        `The file's templating profile is dated before ${change.since}, when "converted mana cost" became "mana value" (202.3).`);
    }
  }
}

function checkMainPhase(w: WordingText, ctx: CheckContext, accept: Accept): void {
  if (!applies(ctx.declarations.templating, 'mainPhase') || !w.text.includes('combat main')) return;
  const change = wordingChanges.mainPhase;
  for (const m of w.text.matchAll(/\b([Pp]re|[Pp]ost)combat main phase/g)) {
    const replacement = sameCase(m[0], `${m[1].toLowerCase() === 'pre' ? 'first' : 'second'} main phase`);
    report(accept, codes.wordingMainPhase, w, m.index, m[0], replacement, 'today\'s wording',
      `Since ${change.since} card text counts main phases: the precombat main phase is the first main phase and the postcombat one the second (505.1, 505.1b).`);
  }
}

/** `put a 1/1 … token onto the battlefield`: a quantity, words with "token" last, no card, no sentence break. */
const putToken = /\b([Pp]ut)(s?) ((?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+|that many|a number of) (?:(?!\bcards?\b)[^.;:"(])*?\btokens?\b(?:(?!\bcards?\b)[^.;:"(])*?) onto the battlefield( tapped(?: and attacking)?| attacking)?/g;

function checkCreateToken(w: WordingText, ctx: CheckContext, accept: Accept): void {
  if (!applies(ctx.declarations.templating, 'createToken') || !w.text.includes('onto the battlefield')) return;
  const change = wordingChanges.createToken;
  for (const m of w.text.matchAll(putToken)) {
    const verb = `${sameCase(m[1], 'create')}${m[2]}`;
    const rule = `Since ${change.since} an effect that makes a token says "create" (111.2: the player who creates a token owns it); "put onto the battlefield" is for cards.`;
    // A tapped or attacking token is written another way ("create a tapped …", "… that are tapped and attacking"): no fix to guess.
    const fixes = m[4] ? [] : [oneEdit(`Write "${verb} ${m[3]}"`, w, m.index, m[0].length, `${verb} ${m[3]}`)];
    accept(codeInfo[codes.wordingCreateToken].severity, codes.wordingCreateToken, `tokens are created: "${verb} …", not "${m[1]}${m[2]} … onto the battlefield" (111.2)`,
      spanRange(w, m.index, m[0].length), { detail: rule, fixes });
  }
}

function checkPhrases(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (!checksWording(ctx.declarations.templating)) return;
  const w = wordingText(ability);
  if (!w) return;
  checkEnters(w, ctx, accept);
  checkManaValue(w, ctx, accept);
  checkMainPhase(w, ctx, accept);
  checkCreateToken(w, ctx, accept);
}

registerChecks({ Ability: [checkPhrases] });
