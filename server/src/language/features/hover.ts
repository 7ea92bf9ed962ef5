/**
 * Hover: what the rules say about the thing under the cursor, in a few lines, with the rule
 * numbers (and the official text of those rules when a rules file is loaded), plus the card's
 * rulings. Where a diagnostic stands, the editor already shows its message above the hover, so
 * the hover never repeats it: it adds the text of the diagnostic's rule (official, or the built-in
 * reference's explanation) and what the thing under the cursor means.
 */
import { type Position, type Range, rangeContains } from '../ast.js';
import type { CardsDocument } from '../document.js';
import { type CardDiagnostic, codes } from '../checks/index.js';
import { classifySymbol } from '../model/symbols.js';
import { productionMeaning } from '../model/manaProduction.js';
import type { Knowledge, Entry } from './knowledge.js';
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
import { describeEffect } from '../effects/describe.js';

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

/** Mana types as symbols (`{G} or {P}`); a type is a symbol's letters, from the file or settings. */
const symbolList = (types: Iterable<string>, separator: string) => [...types].map((t) => `{${markdownEcho(t)}}`).join(separator);

const letters = (types: string[] | 'any') => (types === 'any' ? 'mana of any type' : types.length === 0 ? 'no mana' : symbolList(types, ' or '));

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
function entry(e: Entry | undefined, knowledge: Knowledge, extra: string[] = [], quoteRules?: string[]): string[] {
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

function symbolHover(located: Located, knowledge: Knowledge, doc: CardsDocument, here: CardDiagnostic[]): string[] {
  if (located.target.kind !== 'symbol') return [];
  const { node, role } = located.target;
  const info = classifySymbol(node.body, doc.declarations);
  const extra: string[] = [];
  if (role === 'manaCost' && info.isMana) extra.push('', `In this mana cost it adds ${info.manaValue} to the mana value${info.colors.length ? ` and makes the card ${info.colors.join('/')}` : ''} (202.2, 202.3).`);
  if (info.cls === 'custom') {
    extra.push('', `Declared by this file as mana of type "${markdownEcho(doc.declarations.manaSymbols.get(node.body) ?? '')}".`);
    const [own] = findSetWords(doc, `{${node.body}}`);
    if (own) extra.push('', escapeMarkdown(setWordLines(own).slice(-1)[0]));
  }
  // The symbol's entry explains summoning sickness already: say only that it applies here.
  if ((info.cls === 'tap' || info.cls === 'untap') && role === 'activationCost' && located.face.types.includes('Creature')) {
    extra.push('', 'This card is a creature, so that restriction applies to this ability (302.6).');
  }
  const production = located.ability?.effect.manaProductions.find((p) => p.symbols.includes(node));
  // An undefined-mana-type diagnostic here already says that nothing is added.
  if (production && !(info.adds === null && here.some((d) => d.code === codes.undefinedManaType))) {
    extra.push('', info.adds ? `After "Add" it adds ${letters(info.adds)} (${info.rule === '107.4e' ? '106.8' : info.cls === 'phyrexian' ? '106.9' : info.cls === 'generic' ? '106.10' : info.cls === 'snow' ? '106.11' : '106.1b'}).` : 'After "Add" it names no type of mana, so nothing is added (106.5).');
  }
  return entry(knowledge.symbol(info.cls), knowledge, extra);
}

function productionHover(located: Located, knowledge: Knowledge, here: CardDiagnostic[]): string[] {
  if (located.target.kind !== 'production') return [];
  const production = located.target.node;
  const ability = located.ability!;
  const meaning = productionMeaning(production, located.model.production, ability.text);
  const am = located.abilityModel;
  const lines: string[] = [];
  const produces = meaning.types === 'any' ? 'any type of mana' : meaning.types.size ? symbolList(meaning.types, ', ') : 'nothing';
  if (ability.granted) {
    lines.push(`**Adds mana** (${produces}) — part of an ability this card grants to another object.`);
  } else if (am?.isManaAbility) {
    lines.push(`**Mana ability** — it can add ${produces}.`, '', `It has no target, it could add mana, and it isn't a loyalty ability, so it is a mana ability (${ability.abilityKind === 'triggered' ? '605.1b' : '605.1a'}). Mana abilities don't use the stack: they resolve as soon as they are activated, and players can't respond to them (605.3b).`);
    if ('cost' in ability && ability.cost?.parts.some((p) => p.partKind === 'tap')) lines.push('', 'Activating it is "tapping this permanent for mana" (106.12), so "whenever … is tapped for mana" abilities trigger when it resolves (106.12a).');
  } else {
    const why = ability.effect.targets.length > 0 ? 'it has a target (605.1a/605.1b require none)'
      : ability.abilityKind === 'loyalty' ? "it is a loyalty ability (605.1a excludes those)"
      : am?.kind === 'spell' ? "it is part of a spell: a spell that adds mana resolves from the stack like any spell (106.3)"
      : ability.abilityKind === 'triggered' ? "it doesn't trigger from a mana ability or from mana being added (605.1b)"
      : meaning.undefinedBy.length > 0 && (meaning.types === 'any' ? false : meaning.types.size === 0) ? 'it could not add any mana (106.5)'
      : 'only activated and triggered abilities can be mana abilities (605.1)';
    lines.push(`**Adds ${produces}** — not a mana ability: ${why}. It uses the stack.`);
  }
  // Each reason not already given by a diagnostic at this spot (the editor shows those).
  for (const u of meaning.undefinedBy) {
    if (!here.some((d) => d.message.includes(u.reason))) lines.push('', `Part of it adds nothing: ${escapeMarkdown(u.reason)} — mana of an undefined type is not added (106.5).`);
  }
  return [...lines, ...quotes([am?.isManaAbility ? (ability.abilityKind === 'triggered' ? '605.1b' : '605.1a') : '605.1', '106.5'], knowledge).slice(0, 2)];
}

function xHover(located: Located, knowledge: Knowledge): string[] {
  const ability = located.printed;
  const costX = located.model.card.faces.some((f) => f.manaCost?.symbols.some((s) => s.body === 'X'));
  if (ability?.abilityKind === 'triggered' && ability.isSelfETB && costX) {
    return entry(knowledge.concept('x'), knowledge, ['', 'This is an enters-the-battlefield ability: its X is the X paid when the card was cast, even though the permanent itself has X = 0 (107.3m).'], ['107.3m']);
  }
  const own = ability && 'cost' in ability && ability.cost?.parts.some((p) => /X/.test(p.text));
  const where = ability?.effect.definesX;
  const note = own ? 'Here X is the value chosen while paying this ability\'s cost (107.3a).'
    : where ? 'Here the text defines X ("where X is …"), so it is not chosen (107.3a).'
    : costX ? "Here X comes from the card's mana cost; outside the stack that X is 0 (107.3g), and only the permanent's enters-the-battlefield abilities still see it (107.3m)."
    : 'Nothing on this card defines X, so its controller could choose any value (107.3f).';
  return entry(knowledge.concept('x'), knowledge, ['', note], own || where ? ['107.3a'] : costX ? ['107.3i'] : ['107.3f']);
}

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
  const lines = describeEffect(readAbility(located.abilityModel!, located.model, undefined, doc.declarations.keywordReminders, doc.declarations.subtypes));
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
