/**
 * Hover: what the rules say about the thing under the cursor, in a few lines, with the rule
 * numbers (and the official text of those rules when a rules file is loaded), plus the card's
 * rulings. Where a diagnostic stands, the editor already shows its message above the hover, so
 * the hover never repeats it: it adds the text of the diagnostic's rule (official, or the built-in
 * reference's explanation) and what the thing under the cursor means.
 */
import { type Position, type Range, rangeContains } from '../ast.js';
import type { CardsDocument } from '../document.js';
import type { CardDiagnostic } from '../checks/index.js';
import type { Knowledge } from './knowledge.js';
import { lineText, locate, type Located, wordAt } from './locate.js';
import type { FaceModel } from '../model/cardModel.js';
import type { Workspace } from '../workspace.js';
import { cardRulings } from './rulingFields.js';
import { directiveSpecs } from '../declarations.js';
import { describeProfile } from '../templating/profile.js';
import { setInfoOf } from '../setInfo.js';
import { echo, escapeMarkdown, markdownEcho } from '../userText.js';
import { maxNameLength } from './renameRules.js';
import { sameName } from '../cardNames.js';
import { findSetWords, type SetWord, setWordLines } from './setWords.js';
import { precedentSection, realCardAt } from './realCardHover.js';
import { readAbility } from '../effects/read.js';
import { entry, quotes } from './hoverText.js';
import { productionHover, symbolHover, xHover } from './symbolHover.js';
import { describeEffect } from '../effects/describe.js';
import { withSharedReminders } from '../model/sharedReminders.js';

/**
 * Markdown. Every piece of user text in it (names, words, type lines, rulings, rule text from a
 * rules file, declared mana names) goes through `escapeMarkdown`, so only this module's own
 * formatting and `cardtext.showRule` links are Markdown.
 */
export interface HoverResult {
  contents: string;
  range?: Range;
}

/** How much of a ruling hover shows (the longest official ruling has 1,505 characters). */
const rulingLimit = 2_000;

/** A card name in hover: whole for any real card (the longest printed name has 141 characters). */
const nameText = (name: string) => markdownEcho(name, maxNameLength);

/** A face's type line as the model reads it, or as written when it holds no known type; '' if none. */
function faceTypeLine(f: FaceModel): string {
  const types = [...f.supertypes, ...f.types].join(' ');
  if (!types) return markdownEcho((f.face.typeLine?.text ?? '').trim(), maxNameLength);
  return `${escapeMarkdown(types)}${f.subtypes.length ? ` — ${markdownEcho(f.subtypes.join(' '), maxNameLength)}` : ''}`;
}

function cardSummary(located: Located): string[] {
  const m = located.model;
  // Every face's type line, as the name joins every face's name (`Instant // Sorcery`).
  const typeLines = m.faces.map(faceTypeLine);
  const types = typeLines.some(Boolean) ? ` — ${typeLines.map((t) => t || '(no type line)').join(' // ')}` : '';
  return [
    `**${nameText(m.card.name)}**${types}`,
    '',
    `Mana value ${m.manaValue}${m.isSplit ? ' (both halves, 709.4b)' : m.meldedFrom ? ' (its two front faces, 202.3c)' : ''} · colors ${m.colors.join('') || 'colorless'} · color identity ${m.colorIdentity.join('') || 'colorless'} (202.2, 903.4)`,
  ];
}

function rulingsFor(name: string, ownRulings: { date?: string; text: string }[], knowledge: Knowledge, title: string): string[] {
  const all = [
    ...ownRulings.map((r) => ({ date: r.date ?? '', text: r.text, source: 'this file' })),
    ...knowledge.rulings(name),
  ].sort((a, b) => b.date.localeCompare(a.date));
  if (all.length === 0) return [];
  const shown = all.slice(0, 10);
  // Rulings come from the file and from rulings files: all of it (date, text, source) is text.
  const item = (r: (typeof all)[number]) => `- ${r.date ? `*${markdownEcho(r.date)}* ` : ''}${escapeMarkdown(echo(r.text, rulingLimit))}${r.source !== 'this file' && r.source !== 'wotc' ? ` _(${markdownEcho(r.source)})_` : ''}`;
  return ['', `**${title}** (${all.length}, newest first)`, ...shown.map(item), ...(all.length > shown.length ? [`- … ${all.length - shown.length} more`] : [])];
}

function phraseHover(line: string, character: number, knowledge: Knowledge): string[] | undefined {
  const phrases: [RegExp, string][] = [
    [/could produce/gi, 'could-produce'],
    [/\b(?:is )?tapped for mana\b|\btaps? [^.,;]*? for mana\b/gi, 'tapped-for-mana'],
    [/\bexiled with\b/gi, 'linked-abilities'],
    [/\bface[- ]down\b/gi, 'face-down'],
    [/\bmana value\b|\bconverted mana cost\b/gi, 'mana-value'],
    [/\bcolor identity\b/gi, 'color'],
    [/\b(?:its )?owner(?:'s|’s)?\b/gi, 'owner-controller'],
  ];
  for (const [pattern, id] of phrases) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
      if (character >= m.index && character <= m.index + m[0].length) {
        // "Face down" follows the zone its sentence is about: cards exiled face down (406.3) are
        // not face-down permanents (708).
        const concept = knowledge.concept(id === 'face-down' && /\bexiles?d?\b|\bexiling\b/i.test(sentenceAt(line, m.index)) ? 'face-down-exile' : id);
        return entry(concept, knowledge, [], concept?.rules.filter((r) => r.startsWith('106.')).length ? concept.rules.filter((r) => r.startsWith('106.')) : undefined);
      }
    }
  }
  return undefined;
}

/** The sentence of `line` around `at` (from the last period before it to the next one). */
function sentenceAt(line: string, at: number): string {
  const start = line.lastIndexOf('.', at) + 1;
  const end = line.indexOf('.', at);
  return line.slice(start, end < 0 ? line.length : end);
}

/** What a directive line (`@set VHL Violet Hollow`) declares, when the cursor is on it. */
function directiveHover(doc: CardsDocument, pos: Position): string | undefined {
  const m = /^\s*@([A-Za-z][A-Za-z-]*)/.exec(lineText(doc, pos.line));
  const spec = m ? directiveSpecs[m[1]] : undefined;
  if (!m || !spec) return undefined;
  const lines = [`**@${m[1]}** — ${spec.describe}.`, '', `Form: \`${spec.usage}\``];
  const set = setInfoOf(doc.directives);
  if (m[1] === 'set' && set.code) lines.push('', `This file is the set **${escapeMarkdown(set.name ?? '')}** (code ${set.code})${set.released ? `, released ${set.released}` : ''}.`);
  // Which wording the file's cards are checked against, and why (directive, setting, @released or the default).
  if ((m[1] === 'templating' || m[1] === 'released') && doc.declarations.templating) lines.push('', escapeMarkdown(describeProfile(doc.declarations.templating)));
  return lines.join('\n');
}

/** The set's own word (setWords.ts) of one of `kinds` as hover lines, or none. */
function setWordHover(doc: CardsDocument, text: string, kinds: SetWord['kind'][]): string[] {
  const words = findSetWords(doc, text).filter((w) => kinds.includes(w.kind));
  return words.flatMap((w, i) => {
    const [head, ...rest] = setWordLines(w);
    const declare = !w.declared && doc.vocabulary.length > 0 ? [`Source action "Declare all ${doc.vocabulary.length} new word${doc.vocabulary.length === 1 ? '' : 's'}" writes the directives for the set's undeclared words.`] : [];
    return [...(i > 0 ? [''] : []), `**${escapeMarkdown(w.word)}** ${escapeMarkdown(head.slice(w.word.length + 1))}`, ...[...rest, ...declare].flatMap((l) => ['', escapeMarkdown(l)])];
  });
}

/** The explanations (`detail`) of the diagnostics at the cursor: the why and how their one-line messages leave out. */
function problemDetails(here: CardDiagnostic[]): string[] {
  return here.flatMap((d) => (d.detail ? [escapeMarkdown(d.detail)] : []));
}

/** Hover content at `pos`, or undefined where there is nothing to say. */
export function doHover(doc: CardsDocument, pos: Position, knowledge: Knowledge, diagnostics: CardDiagnostic[] = [], workspace?: Workspace): HoverResult | undefined {
  const located = locate(doc, pos);
  const here = diagnostics.filter((d) => rangeContains(d.range, pos));
  const problemRules = [...new Set(here.map((d) => d.rule).filter((r): r is string => !!r))];
  // The diagnostics' details: the why and how that their one-row messages (shown above the hover) leave out.
  const details = problemDetails(here);
  if (!located) {
    const directive = directiveHover(doc, pos);
    const contents = joinSections([...details, ...ruleTexts(problemRules, knowledge, [])], directive ? [directive] : []);
    return contents ? { contents } : undefined;
  }
  const line = lineText(doc, pos.line);
  let body: string[] = [];
  let range: Range | undefined;
  const t = located.target;
  switch (t.kind) {
    case 'symbol': body = symbolHover(located, knowledge, doc, here); range = t.node.range; break;
    case 'production': body = productionHover(located, knowledge, here); range = t.node.verbRange; break;
    case 'x': body = xHover(located, knowledge); range = t.node.range; break;
    case 'keyword': body = entry(knowledge.keyword(t.name), knowledge); if (body.length === 0) body = setWordHover(doc, t.name, ['keyword']); range = t.range; break;
    case 'selfReference': body = [`**${nameText(t.node.form === 'name' ? located.face.face.name.text : line.slice(t.node.range.start.character, t.node.range.end.character))}** refers to this object itself (201.5): the card, or the permanent or spell it has become.`]; range = t.node.range; break;
    case 'abilityWord': body = [`**${markdownEcho(t.node.text)}** is an ability word (207.2c): it ties similar cards together but has no rules meaning of its own.`]; range = t.node.range; break;
    case 'name': {
      body = cardSummary(located);
      const own = cardRulings(located.face.face);
      body.push(...rulingsFor(located.face.face.name.text, own, knowledge, 'Rulings'));
      if (located.model.card.faces.length > 1) body.push(...rulingsFor(located.model.card.name, [], knowledge, 'Rulings of the whole card'));
      body.push(...precedentSection(located.model, knowledge));
      range = t.node.range;
      break;
    }
    case 'typeLine': {
      body = cardSummary(located);
      // On a word the set invents (a subtype, a card type): what it is and which cards use it.
      const word = wordAt(line, pos.character);
      const own = word ? setWordHover(doc, word.text, ['subtype', 'type', 'supertype']) : [];
      if (own.length > 0) body.push('', '---', '', ...own);
      range = t.range;
      break;
    }
    case 'stats': {
      const id = t.node.statKind === 'loyalty' ? 'loyalty' : t.node.statKind === 'defense' ? 'defense' : 'power-toughness';
      body = entry(knowledge.concept(id), knowledge);
      range = t.node.range;
      break;
    }
    case 'field': {
      if (t.node.label === 'Ruling') body = [`**Ruling**${t.node.date ? ` of ${markdownEcho(t.node.date)}` : ''} — shown on hover of the card's name, newest first.`];
      range = t.node.range;
      break;
    }
    case 'costPart': break;
    case 'text': break;
  }
  if (body.length === 0 && (t.kind === 'text' || t.kind === 'costPart')) {
    const phrase = phraseHover(line, pos.character, knowledge);
    if (phrase) body = phrase;
    else {
      const mention = workspace?.nameAt(line, pos.line, pos, located.face.face.name.text);
      if (mention) {
        const cards = workspace!.findCards(mention.name);
        const typeLine = cards[0]?.card.faces[0].typeLine;
        body = [`**${nameText(mention.name)}** — ${cards.length > 0 ? `a card in this workspace${typeLine ? ` (${markdownEcho(typeLine.text, maxNameLength)})` : ''}` : 'a card'}.`];
        // Its rulings: those written on it in the workspace, then the loaded rulings files'.
        const own = cards.flatMap((c) => c.card.faces.filter((f) => sameName(f.name.text, mention.name) || sameName(c.card.name, mention.name)).flatMap(cardRulings));
        body.push(...rulingsFor(mention.name, own, knowledge, 'Rulings'));
        range = mention.range;
      } else {
        // A real card's name in the text ("… named Deal Broker"): that card, with its official rulings.
        const real = realCardAt(line, pos.character, knowledge);
        const card = real && knowledge.realCard?.(real.name);
        if (real && card) {
          body = [`**${nameText(card.name)}** — a real card (${escapeMarkdown(card.manaCost || 'no cost')}, ${markdownEcho(card.typeLine, maxNameLength)})`, '', escapeMarkdown(echo(card.text.replace(/\n/g, ' · '), rulingLimit)), ...rulingsFor(card.name, [], knowledge, 'Rulings')];
          range = { start: { line: pos.line, character: real.start }, end: { line: pos.line, character: real.end } };
        } else if (/named /i.test(line)) {
          const named = /named ([^.,;:()"]+)/i.exec(line);
          if (named && knowledge.rulings(named[1].trim()).length > 0) body = [`**${nameText(named[1].trim())}**`, ...rulingsFor(named[1].trim(), [], knowledge, 'Rulings')];
        }
      }
      if (body.length === 0) {
        const word = wordAt(line, pos.character);
        const keyword = word ? knowledge.keyword(word.text) : undefined;
        if (word && keyword) {
          body = entry(keyword, knowledge);
          range = { start: { line: pos.line, character: word.start }, end: { line: pos.line, character: word.end } };
        } else if (t.kind === 'costPart') {
          body = entry(knowledge.concept('activated-abilities'), knowledge, ['', `This is one part of the activation cost: all parts are paid together before the effect (602.2).`]);
          range = t.node.range;
        }
      }
    }
  }
  // On the words of an ability: what cardtext read it to do (the effect model, built for this one ability).
  // (A keyword of the set's own is read through its reminder text: shown on its words too.)
  const setKeyword = located.printed?.abilityKind === 'keyword' && !located.printed.rule;
  if ((t.kind === 'text' || t.kind === 'costPart' || (setKeyword && t.kind === 'keyword')) && located.abilityModel && !located.printed?.granted && (located.printed?.abilityKind !== 'keyword' || setKeyword)) {
    body.push('', '---', '', ...readingSection(located, doc));
  }
  const contents = joinSections([...details, ...ruleTexts(problemRules, knowledge, body)], body);
  return contents ? { contents, range } : undefined;
}

/** "cardtext reads this ability as": the effect model of the ability under the cursor, in words. */
function readingSection(located: Located, doc: CardsDocument): string[] {
  // A set keyword left without its reminder is read through the one its other cards give it, as explain and export do
  // (worked out only for such a keyword: it reads every card of the file once per version).
  const a = located.abilityModel!.ability;
  const bare = a.abilityKind === 'keyword' && !a.rule && a.effect.reminders.length === 0 && !doc.declarations.keywordReminders?.has(a.keyword.toLowerCase());
  const declarations = bare ? withSharedReminders(doc) : doc.declarations;
  const lines = describeEffect(readAbility(located.abilityModel!, located.model, undefined, declarations.keywordReminders, declarations.subtypes));
  // Plain escaped lines (no code block: hover Markdown stays text and links only); the first line is the ability's kind.
  return ['**cardtext reads this ability as:**', '', lines.map((l) => escapeMarkdown(echo(l.trim(), 300))).join('  \n')];
}

/** The diagnostics' rules above the body, parted by a rule; empty parts are left out. */
function joinSections(rules: string[], body: string[]): string {
  const parts = [rules, body].filter((p) => p.length > 0).map((p) => p.join('\n\n'));
  return parts.join('\n\n---\n\n').replace(/\n{3,}/g, '\n\n').replace(/(\n\n---){2,}/g, '\n\n---').trim();
}

/**
 * What the diagnostics at the cursor don't say: the text of their rules — the official text when a
 * rules file is loaded, else the built-in reference's explanation of the rule (or of its nearest
 * parent) — leaving out what the body already shows.
 */
function ruleTexts(rules: string[], knowledge: Knowledge, body: string[]): string[] {
  const out: string[] = [];
  const shown = (title: string) => [...body, ...out].some((line) => line.startsWith(`**${title}**`));
  for (const number of rules) {
    if (shown(number)) continue;
    const official = quotes([number], knowledge);
    if (official.length > 0) {
      out.push(...official.filter((line) => line !== '' && line !== '---'));
      continue;
    }
    const found = knowledge.ruleReference(number)?.entries.find((e) => !shown(e.title));
    if (found) out.push(...entry(found, knowledge, [], []));
  }
  return out;
}
