/**
 * Loading what hover knows from files (shared by the language server and the CLI): the official
 * Comprehensive Rules text and rulings files, on top of the built-in reference. Every problem
 * becomes a message naming the file; nothing here throws.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Knowledge, Ruling } from './language/features/knowledge.js';
import { codeReference, conceptReference, keywordReference, ruleReference, symbolReference } from './language/knowledge/reference.js';
import { type ComprehensiveRules, getRule, getRuleWithChildren, isParseError, parseComprehensiveRules } from './language/knowledge/comprehensiveRules.js';
import { RulingsIndex } from './language/knowledge/rulings.js';
import { parseDocument } from './language/document.js';
import { cardRulings } from './language/features/rulingFields.js';

export interface KnowledgeSettings {
  rulesFile?: string;
  rulingsFiles: string[];
  /** Scryfall cards files (JSON, to join Scryfall rulings to names) and `.cards` files with in-file rulings. */
  cardFiles: string[];
}

const rulesFileName = /^(MagicCompRules.*|comprehensive-rules)\.txt$/i;

/** A rules file in the workspace (the roots and two levels below), found automatically. */
function findRulesFile(roots: string[]): string | undefined {
  const visit = (dir: string, depth: number): string | undefined => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return undefined;
    }
    for (const e of entries) if (e.isFile() && rulesFileName.test(e.name)) return join(dir, e.name);
    if (depth >= 2) return undefined;
    for (const e of entries) {
      if (!e.isDirectory() || e.name.startsWith('.') || e.name === 'node_modules') continue;
      const found = visit(join(dir, e.name), depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  for (const root of roots) {
    const found = visit(root, 0);
    if (found) return found;
  }
  return undefined;
}

/** Largest rules/rulings/cards file read (MTGJSON's AtomicCards is about 120 MB). */
const maxBytes = 512 * 1024 * 1024;

function readText(path: string): string {
  const stat = statSync(path);
  if (stat.isDirectory()) throw new Error('it is a folder, not a file');
  // A device or pipe (/dev/zero, a FIFO) would block or never end: only regular files are read.
  if (!stat.isFile()) throw new Error('it is not a regular file');
  if (stat.size > maxBytes) throw new Error(`it is larger than ${maxBytes / 1024 / 1024} MB`);
  return readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES') return 'permission denied';
  return (error as Error)?.message ?? String(error);
}

export class KnowledgeStore {
  private rules?: ComprehensiveRules;
  private rulesSource?: string;
  private readonly rulings = new RulingsIndex();

  /** The knowledge hover uses: the built-in reference, plus whatever files are loaded. */
  readonly knowledge: Knowledge = {
    symbol: (cls) => symbolReference(cls),
    concept: (id) => conceptReference(id),
    keyword: (name) => keywordReference(name),
    code: (code) => codeReference(code),
    rule: (number) => (this.rules ? getRule(this.rules, number)?.text : undefined),
    ruleReference: (number) => ruleReference(number),
    rulings: (name): Ruling[] => this.rulings.rulingsFor(name).map((r) => ({ date: r.date, text: r.text, source: r.publisher ?? r.source })),
  };

  /** Where the loaded rules came from, and how many rules and glossary entries they hold. */
  get rulesInfo(): { path: string; rules: number; glossary: number; effectiveDate?: string } | undefined {
    return this.rules && this.rulesSource ? { path: this.rulesSource, ...this.rules.counts, effectiveDate: this.rules.effectiveDate } : undefined;
  }

  /** Loads the files the settings name (relative paths resolve against the first root); returns problems. */
  load(settings: KnowledgeSettings, roots: string[]): string[] {
    const problems: string[] = [];
    const base = roots[0] ?? process.cwd();
    const abs = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
    this.rules = undefined;
    this.rulesSource = undefined;
    const rulesPath = settings.rulesFile ? abs(settings.rulesFile) : findRulesFile(roots);
    if (rulesPath) {
      try {
        const parsed = parseComprehensiveRules(readText(rulesPath));
        if (isParseError(parsed)) problems.push(`the rules file ${rulesPath} could not be read as the Comprehensive Rules: ${parsed.error}`);
        else {
          this.rules = parsed;
          this.rulesSource = rulesPath;
        }
      } catch (error) {
        problems.push(`cannot read the rules file ${rulesPath}: ${describe(error)}`);
      }
    }
    this.rulings.clear();
    let cards: unknown[] | undefined;
    for (const file of settings.cardFiles) {
      const path = abs(file);
      try {
        const text = readText(path);
        if (/\.cards$/i.test(path)) {
          // A .cards file: its cards' own `Ruling:` lines.
          const doc = parseDocument(text.replace(/^\uFEFF/, ''));
          for (const card of doc.cards) {
            for (const face of card.faces) {
              const own = cardRulings(face);
              if (own.length > 0) this.rulings.setCardRulings(face.name.text, own);
            }
          }
          continue;
        }
        const json = JSON.parse(text) as unknown;
        if (!Array.isArray(json)) {
          problems.push(`the cards file ${path} is not a Scryfall cards file (a JSON array of cards) or a .cards file.`);
          continue;
        }
        cards = [...(cards ?? []), ...json];
      } catch (error) {
        problems.push(`cannot read the cards file ${path}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : describe(error)}`);
      }
    }
    for (const file of settings.rulingsFiles) {
      const path = abs(file);
      let json: unknown;
      try {
        json = JSON.parse(readText(path));
      } catch (error) {
        problems.push(`cannot read the rulings file ${path}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : describe(error)}`);
        continue;
      }
      let result;
      if (Array.isArray(json)) {
        if (cards === undefined) {
          problems.push(`${path} looks like Scryfall rulings, which name cards only by oracle_id: add a Scryfall cards file to cardtext.cardFiles (or --cards) to join them to names.`);
          continue;
        }
        result = this.rulings.loadScryfall(json, cards);
      } else result = this.rulings.loadMtgjson(json);
      if ('error' in result) problems.push(`the rulings file ${path} is not in a known format: ${result.error}`);
      else if (result.skipped > 0) problems.push(`${path}: skipped ${result.skipped} malformed entries (${result.problems.slice(0, 2).join('; ')})`);
    }
    return problems;
  }

  /** How many rulings are loaded. */
  get rulingsCount(): number {
    return this.rulings.size;
  }

  /** A rule and its subrules, for "Show rule" and `cardtext explain`. */
  ruleWithChildren(number: string): { number: string; text: string } | { error: string } {
    if (!this.rules) return { error: 'No Comprehensive Rules file is loaded: set cardtext.rulesFile (or pass --rules) to a MagicCompRules.txt.' };
    const rules = getRuleWithChildren(this.rules, number);
    if (rules.length === 0) return { error: `There is no rule ${number.trim()} in ${this.rulesSource}.` };
    const text = rules.map((r) => [`${r.number}${/^\d+$/.test(r.number) ? '.' : ''} ${r.text}`, ...r.examples.map((e) => `Example: ${e}`)].join('\n')).join('\n\n');
    return { number: rules[0].number, text };
  }
}
