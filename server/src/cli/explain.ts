/**
 * `cardtext explain WHAT`: the same knowledge as the editor's hover, in the terminal: the official
 * text of a rule (from a rules file; without one, what the built-in reference says about that
 * rule), the built-in reference for a symbol, keyword, check code or concept, or a card's rulings
 * (from rulings files and .cards files) — or, for a card of a cards file without rulings, what it is; and for a
 * card of a `.cards` file, how cardtext reads its abilities and what the Forge export makes of them (explainCard.ts).
 */
import { KnowledgeStore, type KnowledgeSettings } from '../knowledgeFiles.js';
import { knowledgeFolderOr } from '../realCards/cacheFolder.js';
import { codeReference, conceptReference, entryText, keywordReference, symbolReference } from '../language/knowledge/reference.js';
import { classifySymbol, symbolBody } from '../language/model/symbols.js';
import { normalizeRuleNumber } from '../language/knowledge/comprehensiveRules.js';
import type { CliIO } from './args.js';
import { relative } from 'node:path';
import { setWordLines } from '../language/features/setWords.js';
import { cardReading } from './explainCard.js';

type Entry = { title: string; rules: string[]; text: string };

/** Prints what is asked for; returns the exit code (2 when nothing matches or a file is bad). */
export function explain(what: string, settings: KnowledgeSettings, io: CliIO): number {
  const query = what.trim();
  const store = new KnowledgeStore();
  const problems = store.load(settings, [io.cwd]);
  for (const p of problems) io.stderr(`cardtext: ${p}\n`);
  if (problems.length > 0) return 2;
  // The installed real-card data (cardtext knowledge update) answers card names the files do not;
  // a damaged index is a warning, not a failure of the question.
  const knowledge = knowledgeFolderOr();
  for (const p of 'problem' in knowledge ? [knowledge.problem] : store.loadRealCards(knowledge.folder)) io.stderr(`cardtext: warning: ${p}\n`);
  if (normalizeRuleNumber(query)) {
    const result = store.ruleWithChildren(query);
    if ('error' in result) {
      io.stderr(`cardtext: ${result.error}\n`);
      return 2;
    }
    // The built-in reference answers when no rules file is loaded; the note (stderr) says so.
    if (result.note) io.stderr(`cardtext: ${result.note}\n`);
    const info = store.rulesInfo;
    io.stdout(`${result.text}\n${info ? `\n(${info.path}${info.effectiveDate ? `, effective ${info.effectiveDate}` : ''})\n` : ''}`);
    return 0;
  }
  // The words of the sets named with --cards come first: `{V}`, `overclock`, `Gearling` as the set has them.
  const own = store.setWords(query);
  if (own.length > 0) {
    const shown = (path: string) => relative(io.cwd, path) || path;
    io.stdout(`${own.map(({ path, word }) => setWordLines(word, shown(path)).join('\n')).join('\n\n')}\n`);
    return 0;
  }
  const entry: Entry | undefined = codeReference(query) ?? keywordReference(query) ?? conceptReference(query)
    ?? (/^\{.*\}$/.test(query) ? symbolReference(classifySymbol(symbolBody(query)).cls) : undefined);
  const printEntry = (found: Entry) => (io.stdout(`${entryText(found)}\n`), 0);
  // A keyword found by the query's first words ("Flash" for "Flash Flood") answers only when no card has that name.
  if (entry && entry.title.toLowerCase() === query.toLowerCase()) return printEntry(entry);
  const rulings = store.knowledge.rulings(query);
  // A card of the .cards files named with --cards: how cardtext reads its abilities, after what else is known of it.
  const reading = cardReading(query, settings.cardFiles, io.cwd);
  const readingText = reading ? `${reading.join('\n')}\n` : '';
  // A real card of the installed data: its Oracle text under the rulings.
  const real = store.realCard(query);
  const oracle = real ? `\n\n${real.name}${real.manaCost ? ` ${real.manaCost}` : ''}\n${real.typeLine}\n${real.text}${real.power !== undefined ? `\n${real.power}/${real.toughness}` : real.loyalty !== undefined ? `\nLoyalty: ${real.loyalty}` : ''}\n` : '\n';
  if (rulings.length > 0) {
    io.stdout(`${query}: ${rulings.length} ruling${rulings.length === 1 ? '' : 's'}, newest first\n\n${rulings.map((r) => `${r.date || '(undated)'}  ${r.text}`).join('\n')}${oracle}${readingText}`);
    return 0;
  }
  if (real) {
    io.stdout(`${real.name}: a real card, with no rulings.${oracle}`);
    return 0;
  }
  const card = store.knownCard(query);
  if (card) {
    const mv = card.manaValue === undefined ? '' : `\nMana value: ${card.manaValue}`;
    io.stdout(`${card.name}: a card in ${card.source}, with no rulings.\nType line: ${card.typeLine || '(none)'}${mv}\n${readingText}`);
    return 0;
  }
  if (entry) return printEntry(entry);
  const hint = store.realCardsState === 'missing' ? ' (no real-card data is installed: `cardtext knowledge update` downloads Scryfall\'s cards and rulings)' : '';
  io.stderr(`cardtext: nothing is known as "${query}". Try a rule number (605.1a), a symbol ({T}), a keyword (ward), a check code (undefined-mana-type), or a card name${hint}.\n`);
  return 2;
}
