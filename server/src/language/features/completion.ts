/**
 * Completion: symbols after `{` (those that fit the place: see symbolCompletion.ts), card
 * types/supertypes/subtypes on the type line (subtypes that fit the types already typed), keyword
 * abilities and actions, field names and card names.
 */
import type { Position, Range } from '../ast.js';
import type { CardsDocument } from '../document.js';
import { cardTypes, keywordAbilities, keywordActions, subtypesByType, supertypes } from '../data/rulesData.js';
import { formerCreatureTypes } from '../data/formerNames.js';
import { chunkAtLine, lineText } from './locate.js';
import { directiveSpecs } from '../declarations.js';
import type { Knowledge } from './knowledge.js';
import { symbolItems, symbolPlace } from './symbolCompletion.js';

export type CompletionKind = 'symbol' | 'type' | 'supertype' | 'subtype' | 'keyword' | 'action' | 'field' | 'card' | 'reference';

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  detail?: string;
  documentation?: string;
  /** Replaces `range` with `newText` (defaults to the label). */
  newText?: string;
  range?: Range;
  sortText?: string;
}

const fieldNames = ['Flavor: ', 'Ruling: ', 'Rarity: ', 'Artist: ', 'Number: ', 'Note: ', 'Color indicator: ', 'Loyalty: ', 'Defense: '];

/** `@set`, `@released`… at the start of a line; after `@released ` today's date. */
function directiveItems(before: string, line: number): CompletionItem[] | undefined {
  const name = /^(\s*)@([\w-]*)$/.exec(before);
  if (name) {
    const range = { start: { line, character: name[1].length }, end: { line, character: before.length } };
    return Object.entries(directiveSpecs).map(([key, spec]) => ({ label: `@${key}`, kind: 'keyword' as const, detail: spec.describe, documentation: spec.usage, newText: `@${key} `, range }));
  }
  if (/^\s*@released\s+$/.test(before)) {
    const today = new Date().toISOString().slice(0, 10);
    return [{ label: today, kind: 'field', detail: 'release date (today)', range: { start: { line, character: before.length }, end: { line, character: before.length } } }];
  }
  return undefined;
}

function typeLineItems(line: string, character: number, range: Range, doc: CardsDocument): CompletionItem[] {
  const before = line.slice(0, character);
  const dash = /\s(—|--?|–)\s/.exec(before);
  if (!dash) {
    return [
      ...(before.trim().includes(' ') ? [] : [{ label: 'Token', kind: 'supertype' as const, detail: 'a token card of the set (111.1): no mana cost needed', range }]),
      ...supertypes.map((s) => ({ label: s, kind: 'supertype' as const, detail: 'supertype (205.4a)', range })),
      ...cardTypes.map((t) => ({ label: t, kind: 'type' as const, detail: 'card type (205.2a)', range })),
    ];
  }
  const typed = before.slice(0, dash.index).split(/\s+/).map((w) => cardTypes.find((t) => t.toLowerCase() === w.toLowerCase())).filter((t): t is string => !!t);
  const items: CompletionItem[] = [];
  for (const type of typed) {
    for (const s of subtypesByType[type] ?? []) items.push({ label: s, kind: 'subtype', detail: `${type.toLowerCase()} type (205.3)`, range });
    for (const s of doc.declarations.subtypes.get(type.toLowerCase()) ?? []) items.push({ label: s, kind: 'subtype', detail: `${type.toLowerCase()} type declared in this file`, range });
  }
  const former = new Set(Object.keys(formerCreatureTypes));
  return items.filter((item, i) => !former.has(item.label) && items.findIndex((x) => x.label === item.label) === i);
}

/** Completion items at `pos`. `cardNames` lists the workspace's card names. */
export function doComplete(doc: CardsDocument, pos: Position, knowledge: Knowledge, cardNames: string[] = []): CompletionItem[] {
  const line = lineText(doc, pos.line);
  const before = line.slice(0, pos.character);
  // Inside a brace: the symbols that fit there, replacing from the `{` (and a `}` right after the cursor).
  const brace = before.lastIndexOf('{');
  if (brace >= 0 && before.indexOf('}', brace) < 0) {
    const closing = line[pos.character] === '}' ? 1 : 0;
    const range = { start: { line: pos.line, character: brace }, end: { line: pos.line, character: pos.character + closing } };
    return symbolItems(symbolPlace(doc, pos, line, brace), range, doc.declarations);
  }
  const directive = directiveItems(before, pos.line);
  if (directive) return directive;
  const wordStart = before.search(/[\p{L}'’-]*$/u);
  const range = { start: { line: pos.line, character: wordStart }, end: pos };
  const chunk = chunkAtLine(doc, pos.line);
  const face = chunk?.model?.faces.find((f) => f.face.range.start.line <= pos.line && pos.line <= f.face.range.end.line) ?? chunk?.model?.faces.at(-1);
  const offset = face ? pos.line - face.face.range.start.line : -1;
  if (!chunk || offset === 0) return [];
  if (offset === 1) return typeLineItems(line, pos.character, range, doc);
  const atLineStart = before.slice(0, wordStart).trim() === '';
  const afterComma = /,\s*$/.test(before.slice(0, wordStart));
  const items: CompletionItem[] = [];
  const keywordDoc = (name: string) => knowledge.keyword(name)?.text;
  if (atLineStart || afterComma) {
    for (const k of keywordAbilities) {
      const label = k.name.replace(/\s*\(.*\)$/, '');
      const text = afterComma ? label.toLowerCase() : label[0] + label.slice(1).toLowerCase();
      items.push({ label: text, kind: 'keyword', detail: `keyword ability (${k.rule})`, documentation: keywordDoc(label), range, sortText: `1${text}` });
    }
    for (const [, name] of doc.declarations.keywords) items.push({ label: name, kind: 'keyword', detail: 'keyword declared in this file', range, sortText: `0${name}` });
  }
  if (atLineStart) {
    for (const f of fieldNames) {
      const today = new Date().toISOString().slice(0, 10);
      items.push({ label: f.replace(/:\s*$/, ''), kind: 'field', detail: 'field line', newText: f === 'Ruling: ' ? `Ruling: ${today} ` : f, range, sortText: `2${f}` });
    }
    for (const w of ['When', 'Whenever', 'At the beginning of']) items.push({ label: w, kind: 'keyword', detail: 'triggered ability (603.1)', range, sortText: `3${w}` });
  } else {
    for (const k of keywordActions) {
      const label = k.name.toLowerCase();
      items.push({ label, kind: 'action', detail: `keyword action (${k.rule})`, documentation: keywordDoc(k.name), range, sortText: `2${label}` });
    }
    items.push({ label: '~', kind: 'reference', detail: 'this card (self-reference)', range, sortText: '0~' });
    // Card names only where a name is likely (after "named", or once a capitalised word is begun), at most 50.
    const prefix = before.slice(wordStart);
    const afterNamed = /\bnamed\s+$/i.test(before.slice(0, wordStart));
    if (afterNamed || (prefix.length >= 2 && /^\p{Lu}/u.test(prefix))) {
      const lowered = prefix.toLowerCase();
      const matching = cardNames.filter((n) => n.toLowerCase().startsWith(lowered)).slice(0, 50);
      for (const name of matching) items.push({ label: name, kind: 'card', detail: 'card in this workspace', range, sortText: `${afterNamed ? 0 : 4}${name}` });
    }
  }
  return items;
}
