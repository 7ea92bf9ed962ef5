/**
 * Keyword abilities in the effect model: a rules keyword's parameter, cost and variant, and a set's own keyword read
 * through its reminder text (or its `@keyword` declaration's) as the triggered, activated or static ability it stands
 * for; and the card's names as the reader replaces them (`~`, `~'s`).
 */
import type { KeywordAbility } from '../ast.js';
import type { AbilityModel, CardModel } from '../model/cardModel.js';
import { readCostText } from './costs.js';
import { readFilter } from './filters.js';
import { type ReadContext, namesPlayer } from './refs.js';
import { readRestrictions } from './restrictions.js';
import { readStatic } from './statics.js';
import { readSteps } from './steps.js';
import { readTrigger } from './triggers.js';
import type { AbilityEffect } from './types.js';
import { Cursor, Unread, words } from './words.js';

/** A keyword ability's parameter, mana and cost, variant (cycling, landwalk) and what an Aura enchants. */
export function keywordEffect(ability: KeywordAbility, out: AbilityEffect): void {
  const written = ability.text.replace(/\s*\(.*$/, '');
  const mana = ability.cost && ability.cost.parts.length > 0 && ability.cost.parts.every((p) => p.partKind === 'mana') ? ability.cost.parts.flatMap((p) => p.symbols.map((s) => s.body)) : undefined;
  out.keyword = { name: ability.keyword, parameter: ability.parameter?.trim(), mana, costText: ability.cost && !mana ? written.slice(written.search(/[—-]/) + 1).trim() : undefined };
  // `Cumulative upkeep {G} or {W}`: either colour each time, Forge's hybrid shard (`GW`).
  const either = /\{([WUBRG])\} or \{([WUBRG])\}/.exec(written);
  if (mana && either && mana.length === 2) out.keyword.mana = [`${either[1]}/${either[2]}`];
  // `Kicker {2}{U} and/or {1}{B}` (702.33d): two kicker costs.
  const parts = written.split(/\s+and\/or\s+/);
  if (mana && parts.length > 1 && parts.every((p) => /\{/.test(p))) out.keyword.costs = parts.map((p) => [...p.matchAll(/\{([^}]*)\}/g)].map((m) => m[1].toUpperCase()));
  if (ability.keyword === 'Cycling') {
    const m = /^(.*?)cycling\b/i.exec(written);
    out.keyword.variant = m && m[1] ? m[1].trim().toLowerCase() : 'any';
  }
  if (ability.keyword === 'Landwalk') {
    const m = /^(\S+?)walk\b/i.exec(written);
    out.keyword.variant = m ? m[1] : undefined;
  }
  if (ability.keyword === 'Enchant') {
    const c = new Cursor(words(ability.parameter ?? ''));
    const filter = readFilter(c);
    if (filter && c.done) out.enchant = filter;
  }
}

/** The names a card's text may call it by, longest first: its full name, its face's name, the part before a comma. */
export function cardNames(card: CardModel, a: AbilityModel): string[] {
  const face = a.face.face.name.text;
  const names = new Set([card.card.name, face, face.split(',')[0].trim()]);
  return [...names].filter((n) => n.length > 0).sort((x, y) => y.length - x.length);
}

/** The card's name as a possessive (`Mossback's power`), which the parser does not mark as the card: `~'s`. */
export function selfPossessive(text: string, names: string[]): string {
  let out = text;
  for (const name of names) {
    out = out.split(`${name}'s `).join("~'s ").split(`${name}’s `).join("~'s ");
    // "Kiyomaro, First to Stand's power": the parser marked the name's first part as the card.
    const tail = name.includes(',') ? name.slice(name.indexOf(',')) : undefined;
    if (tail) out = out.split(`~${tail}'s `).join("~'s ").split(`~${tail}’s `).join("~'s ");
  }
  return out;
}

/** `this card`, `this creature`… and the card's names as `~`, in reminder text (where the parser marks no self-references). */
function selfWords(text: string, names: string[]): string {
  let out = text;
  for (const name of names) out = out.split(name).join('~');
  return out.replace(/\bthis (?:card|creature|permanent|artifact|enchantment|land|spell)\b/gi, '~').replace(/\bCARDNAME\b/g, '~');
}

/**
 * Reads a set keyword's reminder text as the ability it stands for: `Rootbind {2}{W} ({2}{W}, Return a land you
 * control to its owner's hand: Return this card from your graveyard to the battlefield. …)`, `Kindle 1 (When this
 * creature enters, …)`, `Wade (This creature can't be blocked as long as …)`. The declaration's template (`@keyword
 * Nourish N (Put N +1/+1 counters on target creature.)`) stands in when the line has none, its N read from the line.
 */
export function readSetKeyword(ability: KeywordAbility, out: AbilityEffect, a: AbilityModel, card: CardModel, ids: ReadContext['ids'], reminders?: ReadonlyMap<string, string>): void {
  const own = ability.effect.reminders[0]?.text.replace(/^\(|\)$/g, '');
  const template = reminders?.get(ability.keyword.toLowerCase());
  const n = ability.parameter?.trim();
  const text = own ?? (template && (n === undefined || /^\d+$/.test(n)) ? template.replace(/\bN\b/g, n ?? 'N') : undefined);
  if (!text) throw new Unread(ability.text, `not read: the set's keyword ${ability.keyword} has no reminder text saying what it does`);
  const plain = selfWords(text.trim(), cardNames(card, a));
  out.fromReminder = true;
  const context: ReadContext = { ids, selfNouns: a.face.types.map((t) => t.toLowerCase()), selfColorless: a.face.colors.length === 0, it: { ref: 'self' } };
  // "You may cast this card from your graveyard for its … cost. Then exile it.": flashback's own words (702.34a).
  if (out.keyword?.mana && new RegExp(`^You may cast ~ from your graveyard for its ${ability.keyword} cost\\. Then exile it\\.$`, 'i').test(plain)) {
    out.keyword.actsAs = 'Flashback';
    return;
  }
  const trigger = /^(When|Whenever|At)\b([^,]*),\s*(.*)$/s.exec(plain);
  const colon = plain.indexOf(':');
  if (trigger) {
    out.kind = 'triggered';
    out.trigger = readTrigger(words(`${trigger[1]}${trigger[2]}`), context);
    context.triggerNamesPlayer = namesPlayer(trigger[2]);
    if (out.trigger.subject.ref !== 'self') throw new Unread(plain, 'not read: a set keyword that triggers on another object');
    out.steps = readSteps(words(trigger[3]), context);
  } else if (colon > 0 && /^(?:(?:\{[^}]+\})+|[A-Z][^.:]*)(?:,\s*[^:]+)?$/.test(plain.slice(0, colon))) {
    out.kind = 'activated';
    out.cost = readCostText(plain.slice(0, colon));
    let effect = plain.slice(colon + 1).trim();
    out.restrictions = {};
    effect = readRestrictions(effect, out.restrictions);
    const steps = readSteps(words(effect), context);
    // `Return ~ from your graveyard to the battlefield`: an ability the card has in its owner's graveyard.
    if (steps.some((s) => s.do === 'return' && s.what.ref === 'self')) out.restrictions.zone = 'graveyard';
    out.steps = steps;
  } else {
    readStatic(words(plain), context, out);
    if (out.kind === 'keyword') out.kind = 'static';
  }
}
