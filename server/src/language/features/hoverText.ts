/**
 * The Markdown pieces every hover section is made of: symbol lists, a "Show rule" link, an entry of
 * the built-in reference with the official text of its rules (from a loaded rules file) quoted
 * under it. User text in them goes through `escapeMarkdown` / `markdownEcho`.
 */
import type { Knowledge, Entry } from './knowledge.js';
import { escapeMarkdown, markdownEcho } from '../userText.js';

/** Mana types as symbols (`{G} or {P}`); a type is a symbol's letters, from the file or settings. */
export const symbolList = (types: Iterable<string>, separator: string) => [...types].map((t) => `{${markdownEcho(t)}}`).join(separator);

/** What a symbol adds, as symbols (`{G} or {U}`), or says it adds none / any. */
export const letters = (types: string[] | 'any') => (types === 'any' ? 'mana of any type' : types.length === 0 ? 'no mana' : symbolList(types, ' or '));

/** A command link that opens a rule in full (the editor's "Show rule" command). */
export function ruleLink(number: string, label = number): string {
  return `[${label}](command:cardtext.showRule?${encodeURIComponent(JSON.stringify([number]))})`;
}

const quoteLimit = 320;

/**
 * An entry as Markdown: a short first line saying what this is, our explanation, any details, then
 * the official text of the rules it cites (when a rules file is loaded), long rules cut with a
 * "more" link to the whole rule.
 */
export function entry(e: Entry | undefined, knowledge: Knowledge, extra: string[] = [], quoteRules?: string[]): string[] {
  if (!e) return extra;
  const out = [`**${e.title}**${e.rules.length ? ` · CR ${e.rules.join(', ')}` : ''}`, '', e.text, ...extra];
  return [...out, ...quotes(quoteRules ?? e.rules.slice(0, 2), knowledge)];
}

/** The official text of rules, each under its number, cut at a few lines with a "more" link. */
export function quotes(rules: string[], knowledge: Knowledge): string[] {
  const out: string[] = [];
  for (const number of rules) {
    const text = knowledge.rule(number);
    if (!text) continue;
    // The rule's text comes from a rules file (possibly the workspace's own): it is text, not Markdown.
    const space = text.lastIndexOf(' ', quoteLimit);
    const cut = text.length > quoteLimit ? `${escapeMarkdown(text.slice(0, space > 0 ? space : quoteLimit))} … ${ruleLink(number, 'more')}` : escapeMarkdown(text);
    out.push('', `**${number}** ${cut}`);
  }
  return out.length ? ['', '---', ...out.slice(1)] : out;
}

