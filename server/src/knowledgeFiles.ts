/**
 * Loading what hover knows from files (shared by the language server and the CLI): the official
 * Comprehensive Rules text and rulings files, on top of the built-in reference. Every problem
 * becomes a message naming the file; nothing here throws.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Knowledge, Ruling } from './language/features/knowledge.js';
import { codeReference, conceptReference, entryText, keywordReference, ruleReference, symbolReference } from './language/knowledge/reference.js';
import { type ComprehensiveRules, getRule, getRuleWithChildren, isParseError, normalizeRuleNumber, parseComprehensiveRules } from './language/knowledge/comprehensiveRules.js';
import { echo } from './language/userText.js';
import { normalizeCardName, RulingsIndex } from './language/knowledge/rulings.js';
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

/** A card named in a cards file: enough to say what it is. */
export interface KnownCard {
  /** The card's full name (`Fire // Ice`). */
  name: string;
  /** As written; faces joined with ` // `; empty if the card has none. */
  typeLine: string;
  /** Undefined when a Scryfall entry gives none. */
  manaValue?: number;
  /** The file it came from. */
  source: string;
}

/** A rule's text for "Show rule" and `cardtext explain`; `note` says where it comes from when that is not the rules file. */
export interface RuleText {
  number: string;
  text: string;
  note?: string;
}

const setRulesFile = 'set cardtext.rulesFile (or pass --rules) to a MagicCompRules.txt for the official text';

/** What the built-in reference says about a rule, when no rules file is loaded. */
function builtInRule(number: string): RuleText | { error: string } {
  const asked = normalizeRuleNumber(number);
  if (!asked) return { error: `"${echo(number.trim())}" is not a rule number (like 605.1a or 702.9).` };
  const found = ruleReference(asked);
  if (!found) return { error: `No Comprehensive Rules file is loaded, and the built-in reference says nothing about rule ${asked}: ${setRulesFile}.` };
  const about = found.number === asked ? '' : ` (it says nothing about ${asked} itself; this is ${found.number}, the rule ${asked} belongs to)`;
  return { number: found.number, text: found.entries.map(entryText).join('\n\n'), note: `No Comprehensive Rules file is loaded: this is cardtext's built-in reference${about}; ${setRulesFile}.` };
}

export class KnowledgeStore {
  private rules?: ComprehensiveRules;
  private rulesSource?: string;
  private readonly rulings = new RulingsIndex();
  /** The cards of the cards files, by `normalizeCardName` of each name and face name; the first file naming a card wins. */
  private readonly cards = new Map<string, KnownCard>();

  /** The knowledge hover uses: the built-in reference, plus whatever files are loaded. */
  readonly knowledge: Knowledge = {
    symbol: (cls) => symbolReference(cls),
    concept: (id) => conceptReference(id),
    keyword: (name) => keywordReference(name),
    code: (code) => codeReference(code),
    rule: (number) => (this.rules ? getRule(this.rules, number)?.text : undefined),
    ruleReference: (number) => ruleReference(number, { codes: false }),
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
    this.cards.clear();
    let cards: unknown[] | undefined;
    for (const file of settings.cardFiles) {
      const path = abs(file);
      try {
        const text = readText(path);
        if (/\.cards$/i.test(path)) {
          // A .cards file: its cards' own `Ruling:` lines.
          const doc = parseDocument(text.replace(/^\uFEFF/, ''));
          for (const model of doc.models) {
            const typeLine = model.card.faces.map((f) => f.typeLine?.text.trim() ?? '').join(' // ');
            this.addCard([model.card.name, ...model.card.faces.map((f) => f.name.text)], { name: model.card.name, typeLine, manaValue: model.manaValue, source: path });
          }
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
        for (const entry of json) this.addScryfallCard(entry, path);
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

  private addCard(names: string[], card: KnownCard): void {
    for (const name of names) {
      const key = normalizeCardName(name);
      if (key && !this.cards.has(key)) this.cards.set(key, card);
    }
  }

  /** A Scryfall card entry (`{ name, type_line, cmc, card_faces? }`); entries of another shape are left out. */
  private addScryfallCard(entry: unknown, path: string): void {
    const e = entry as { name?: unknown; type_line?: unknown; cmc?: unknown; card_faces?: unknown };
    if (typeof e?.name !== 'string') return;
    const faces = Array.isArray(e.card_faces) ? e.card_faces.map((f: { name?: unknown }) => f?.name).filter((n): n is string => typeof n === 'string') : [];
    this.addCard([e.name, ...faces], { name: e.name, typeLine: typeof e.type_line === 'string' ? e.type_line : '', manaValue: typeof e.cmc === 'number' ? e.cmc : undefined, source: path });
  }

  /** A card of the cards files (`--cards`, `cardtext.cardFiles`) by name or face name, compared as rulings are. */
  knownCard(name: string): KnownCard | undefined {
    return this.cards.get(normalizeCardName(name));
  }

  /** How many rulings are loaded. */
  get rulingsCount(): number {
    return this.rulings.size;
  }

  /**
   * A rule and its subrules, for "Show rule" and `cardtext explain`. With no rules file loaded, the
   * built-in reference's entries for the rule (or its nearest parent rule), with a one-line `note`
   * that says so.
   */
  ruleWithChildren(number: string): RuleText | { error: string } {
    if (!this.rules) return builtInRule(number);
    const rules = getRuleWithChildren(this.rules, number);
    if (rules.length === 0) return { error: `There is no rule ${number.trim()} in ${this.rulesSource}.` };
    const text = rules.map((r) => [`${r.number}${/^\d+$/.test(r.number) ? '.' : ''} ${r.text}`, ...r.examples.map((e) => `Example: ${e}`)].join('\n')).join('\n\n');
    return { number: rules[0].number, text };
  }
}
