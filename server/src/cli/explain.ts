/**
 * `cardtext explain WHAT`: the same knowledge as the editor's hover, in the terminal: the official
 * text of a rule (from a rules file), the built-in reference for a symbol, keyword, check code or
 * concept, or a card's rulings (from rulings files and .cards files).
 */
import { KnowledgeStore, type KnowledgeSettings } from '../knowledgeFiles.js';
import { codeReference, conceptReference, concepts, keywordReference, symbolReference } from '../language/knowledge/reference.js';
import { classifySymbol, symbolBody } from '../language/model/symbols.js';
import { normalizeRuleNumber } from '../language/knowledge/comprehensiveRules.js';
import type { CliIO } from './args.js';

type Entry = { title: string; rules: string[]; text: string };

const show = (e: Entry) => `${e.title}${e.rules.length ? ` (CR ${e.rules.join(', ')})` : ''}\n\n${e.text}\n`;

/** Prints what is asked for; returns the exit code (2 when nothing matches or a file is bad). */
export function explain(what: string, settings: KnowledgeSettings, io: CliIO): number {
  const query = what.trim();
  const store = new KnowledgeStore();
  const problems = store.load(settings, [io.cwd]);
  for (const p of problems) io.stderr(`cardtext: ${p}\n`);
  if (problems.length > 0) return 2;
  if (normalizeRuleNumber(query)) {
    const result = store.ruleWithChildren(query);
    if ('error' in result) {
      io.stderr(`cardtext: ${result.error}\n`);
      const cited = concepts.filter((c) => c.rules.includes(query));
      for (const c of cited) io.stdout(show(c));
      return cited.length > 0 ? 0 : 2;
    }
    const info = store.rulesInfo;
    io.stdout(`${result.text}\n${info ? `\n(${info.path}${info.effectiveDate ? `, effective ${info.effectiveDate}` : ''})\n` : ''}`);
    return 0;
  }
  const entry: Entry | undefined = codeReference(query) ?? keywordReference(query) ?? conceptReference(query)
    ?? (/^\{.*\}$/.test(query) ? symbolReference(classifySymbol(symbolBody(query)).cls) : undefined);
  if (entry) {
    io.stdout(show(entry));
    return 0;
  }
  const rulings = store.knowledge.rulings(query);
  if (rulings.length > 0) {
    io.stdout(`${query}: ${rulings.length} ruling${rulings.length === 1 ? '' : 's'}, newest first\n\n${rulings.map((r) => `${r.date || '(undated)'}  ${r.text}`).join('\n')}\n`);
    return 0;
  }
  io.stderr(`cardtext: nothing is known as "${query}". Try a rule number (605.1a), a symbol ({T}), a keyword (ward), a check code (undefined-mana-type), or a card name with --rulings/--cards files.\n`);
  return 2;
}
