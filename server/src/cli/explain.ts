/**
 * `cardtext explain WHAT`: the official text of a rule (from a rules file), or the built-in
 * reference for a keyword, a check code, a symbol or a concept.
 */
import { KnowledgeStore } from '../knowledgeFiles.js';
import { codeReference, conceptReference, concepts, keywordReference, symbolReference } from '../language/knowledge/reference.js';
import { classifySymbol, symbolBody } from '../language/model/symbols.js';
import { normalizeRuleNumber } from '../language/knowledge/comprehensiveRules.js';
import type { CliIO } from './main.js';

type Entry = { title: string; rules: string[]; text: string };

const show = (e: Entry) => `${e.title}${e.rules.length ? ` (CR ${e.rules.join(', ')})` : ''}\n\n${e.text}\n`;

/** Prints what is asked for; returns the exit code (2 when nothing matches or the rules file is bad). */
export function explain(what: string, rulesFile: string | undefined, io: CliIO): number {
  const query = what.trim();
  if (normalizeRuleNumber(query)) {
    const store = new KnowledgeStore();
    const problems = store.load({ rulesFile, rulingsFiles: [] }, [io.cwd]);
    for (const p of problems) io.stderr(`cardtext: ${p}\n`);
    if (problems.length > 0) return 2;
    const result = store.ruleWithChildren(query);
    if ('error' in result) {
      io.stderr(`cardtext: ${result.error}\n`);
      const cited = concepts.filter((c) => c.rules.some((r) => r === query || r.startsWith(`${query}`)));
      for (const c of cited) io.stdout(show(c));
      return cited.length > 0 ? 0 : 2;
    }
    const info = store.rulesInfo;
    io.stdout(`${result.text}\n${info ? `\n(${info.path}${info.effectiveDate ? `, effective ${info.effectiveDate}` : ''})\n` : ''}`);
    return 0;
  }
  const entry: Entry | undefined = codeReference(query) ?? keywordReference(query) ?? conceptReference(query)
    ?? (/^\{.*\}$/.test(query) ? symbolReference(classifySymbol(symbolBody(query)).cls) : undefined);
  if (!entry) {
    io.stderr(`cardtext: nothing is known as "${query}". Try a rule number (605.1a), a keyword (Flying), a check code (undefined-mana-type) or a symbol ({T}).\n`);
    return 2;
  }
  io.stdout(show(entry));
  return 0;
}
