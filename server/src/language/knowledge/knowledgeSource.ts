/**
 * What the language server's hovers and "Show rule" read, whatever loads it: the built-in
 * reference on every platform, plus rules and rulings files where the platform can read files
 * (`knowledgeFiles.ts`, Node). The browser build uses {@link BuiltInKnowledge} alone.
 */
import type { Knowledge } from '../features/knowledge.js';
import { echo } from '../userText.js';
import { normalizeRuleNumber } from './comprehensiveRules.js';
import { codeReference, conceptReference, entryText, keywordReference, ruleReference, symbolReference } from './reference.js';

/** The settings that name knowledge files. */
export interface KnowledgeSettings {
  rulesFile?: string;
  rulingsFiles: string[];
  /** Scryfall cards files (JSON, to join Scryfall rulings to names) and `.cards` files with in-file rulings. */
  cardFiles: string[];
}

/** A rule's text for "Show rule" and `cardtext explain`; `note` says where it comes from when that is not the rules file. */
export interface RuleText {
  number: string;
  text: string;
  note?: string;
}

/** Hover knowledge and its loading, as the language server uses them. */
export interface KnowledgeSource {
  /** What hover reads. */
  readonly knowledge: Knowledge;
  /** Loads what the settings name; resolves with the problems, or undefined when a newer load replaced this one. */
  loadAsync(settings: KnowledgeSettings, roots: string[]): Promise<string[] | undefined>;
  /** A rule and its subrules, or why there is none. */
  ruleWithChildren(number: string): RuleText | { error: string };
}

const setRulesFile = 'set cardtext.rulesFile (or pass --rules) to a MagicCompRules.txt for the official text';

/** What the built-in reference says about a rule, when no rules file is loaded. */
export function builtInRule(number: string, howToLoad = setRulesFile): RuleText | { error: string } {
  const asked = normalizeRuleNumber(number);
  if (!asked) return { error: `"${echo(number.trim())}" is not a rule number (like 605.1a or 702.9).` };
  const found = ruleReference(asked);
  if (!found) return { error: `No Comprehensive Rules file is loaded, and the built-in reference says nothing about rule ${asked}${howToLoad ? `: ${howToLoad}` : ''}.` };
  const about = found.number === asked ? '' : ` (it says nothing about ${asked} itself; this is ${found.number}, the rule ${asked} belongs to)`;
  return { number: found.number, text: found.entries.map(entryText).join('\n\n'), note: `No Comprehensive Rules file is loaded: this is cardtext's built-in reference${about}${howToLoad ? `; ${howToLoad}` : ''}.` };
}

/** The built-in reference's answers: symbols, concepts, keywords, codes and rule summaries; no rulings files. */
export function builtInKnowledge(): Knowledge {
  return {
    symbol: (cls) => symbolReference(cls),
    concept: (id) => conceptReference(id),
    keyword: (name) => keywordReference(name),
    code: (code) => codeReference(code),
    rule: () => undefined,
    ruleReference: (number) => ruleReference(number, { codes: false }),
    rulings: () => [],
    realCard: () => undefined,
    precedent: () => undefined,
  };
}

/**
 * Knowledge where no files can be read (the browser): the built-in reference, and the rulings
 * written in the `.cards` files themselves (hover reads those from the documents). Settings that
 * name files are reported once as not used here.
 */
export class BuiltInKnowledge implements KnowledgeSource {
  readonly knowledge = builtInKnowledge();

  async loadAsync(settings: KnowledgeSettings): Promise<string[]> {
    const named = [settings.rulesFile ? 'cardtext.rulesFile' : '', settings.rulingsFiles.length ? 'cardtext.rulingsFiles' : '', settings.cardFiles.length ? 'cardtext.cardFiles' : ''].filter(Boolean);
    return named.length ? [`${named.join(', ')} ${named.length === 1 ? 'is' : 'are'} not read in the browser (it reads no files); hovers use cardtext's built-in reference and the rulings written in the .cards files`] : [];
  }

  ruleWithChildren(number: string): RuleText | { error: string } {
    return builtInRule(number, '');
  }
}
