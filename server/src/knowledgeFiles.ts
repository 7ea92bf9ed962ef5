/**
 * Loading what hover knows from files (shared by the language server and the CLI): the official
 * Comprehensive Rules text and rulings files, on top of the built-in reference. Every problem
 * becomes a message naming the file; nothing here throws.
 *
 * The loading is written once, as steps that ask for a file or a folder listing: the CLI answers
 * them synchronously (`load`), the language server asynchronously and a step at a time
 * (`loadAsync`), so it keeps answering while large files load. Files are read through the guarded
 * reader (regular files only, size-capped); a file named twice is read once; what was loaded
 * before stays in use until the new set is complete.
 */
import { readdirSync, promises as fsp } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Knowledge, Ruling } from './language/features/knowledge.js';
import { codeReference, conceptReference, keywordReference, symbolReference } from './language/knowledge/reference.js';
import { type ComprehensiveRules, getRule, getRuleWithChildren, isParseError, parseComprehensiveRules } from './language/knowledge/comprehensiveRules.js';
import { RulingsIndex } from './language/knowledge/rulings.js';
import { parseDocumentSteps } from './language/document.js';
import { cardRulings } from './language/features/rulingFields.js';
import { maxKnowledgeFileBytes, type ReadResult, readTextFile, readTextFileAsync } from './files/readFile.js';

export interface KnowledgeSettings {
  rulesFile?: string;
  rulingsFiles: string[];
  /** Scryfall cards files (JSON, to join Scryfall rulings to names) and `.cards` files with in-file rulings. */
  cardFiles: string[];
}

interface Entry { name: string; file: boolean; folder: boolean }
/** What a loading step needs: a file's text, a folder's entries, or a pause. */
type Need = { read: string } | { list: string } | { pause: true };
type Steps<T> = Generator<Need, T, unknown>;

/** What a load produces; swapped into the store in one piece. */
interface Loaded {
  rules?: ComprehensiveRules;
  rulesSource?: string;
  rulings: RulingsIndex;
  problems: string[];
}

const rulesFileName = /^(MagicCompRules.*|comprehensive-rules)\.txt$/i;

/** A path as it appears in a message: long ones are cut in the middle. */
export function showPath(path: string, max = 120): string {
  return path.length > max ? `${path.slice(0, max / 2)}…${path.slice(-max / 2)}` : path;
}

function* read(path: string): Steps<ReadResult> {
  return (yield { read: path }) as ReadResult;
}

/** Reads a file for a load, with a pause after it; a failure is a problem naming what the file is for. */
function* readFor(what: string, path: string, problems: string[]): Steps<string | undefined> {
  const text = yield* read(path);
  if (!text.ok) {
    problems.push(`cannot read the ${what} file ${showPath(path)}: ${text.message}`);
    return undefined;
  }
  yield { pause: true };
  return text.text;
}

function* list(dir: string): Steps<Entry[] | undefined> {
  return (yield { list: dir }) as Entry[] | undefined;
}

/** A rules file in the workspace (the roots and two levels below), found automatically. */
function* findRulesFile(roots: string[]): Steps<string | undefined> {
  function* visit(dir: string, depth: number): Steps<string | undefined> {
    const entries = yield* list(dir);
    if (!entries) return undefined;
    for (const e of entries) if (e.file && rulesFileName.test(e.name)) return join(dir, e.name);
    if (depth >= 2) return undefined;
    for (const e of entries) {
      if (!e.folder || e.name.startsWith('.') || e.name === 'node_modules') continue;
      const found = yield* visit(join(dir, e.name), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const root of roots) {
    const found = yield* visit(root, 0);
    if (found) return found;
  }
  return undefined;
}

function parseJson(text: string): { json: unknown } | { error: string } {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `not valid JSON (${(error as Error).message.slice(0, 200)})` };
  }
}

/** The whole load, as steps. */
function* loadSteps(settings: KnowledgeSettings, roots: string[]): Steps<Loaded> {
  const loaded: Loaded = { rulings: new RulingsIndex(), problems: [] };
  const problems = loaded.problems;
  const base = roots[0] ?? process.cwd();
  const abs = (p: string) => resolve(base, p);
  const unique = (paths: string[]) => [...new Set(paths.map(abs))];
  const rulesPath = settings.rulesFile ? abs(settings.rulesFile) : yield* findRulesFile(roots);
  const rulesText = rulesPath ? yield* readFor('rules', rulesPath, problems) : undefined;
  if (rulesPath && rulesText !== undefined) {
    const parsed = parseComprehensiveRules(rulesText);
    if (isParseError(parsed)) problems.push(`the rules file ${showPath(rulesPath)} could not be read as the Comprehensive Rules: ${parsed.error}`);
    else Object.assign(loaded, { rules: parsed, rulesSource: rulesPath });
  }
  let cards: unknown[] | undefined;
  for (const path of unique(settings.cardFiles)) {
    const text = yield* readFor('cards', path, problems);
    if (text === undefined) continue;
    if (/\.cards$/i.test(path)) {
      // A .cards file: its cards' own `Ruling:` lines.
      const parse = parseDocumentSteps(text);
      let step = parse.next();
      for (; !step.done; step = parse.next()) yield { pause: true };
      for (const card of step.value.cards) {
        for (const face of card.faces) {
          const own = cardRulings(face);
          if (own.length > 0) loaded.rulings.setCardRulings(face.name.text, own);
        }
      }
      continue;
    }
    const json = parseJson(text);
    if ('error' in json) problems.push(`cannot read the cards file ${showPath(path)}: ${json.error}`);
    else if (!Array.isArray(json.json)) problems.push(`the cards file ${showPath(path)} is not a Scryfall cards file (a JSON array of cards) or a .cards file.`);
    else cards = cards ? cards.concat(json.json) : json.json;
  }
  for (const path of unique(settings.rulingsFiles)) {
    const text = yield* readFor('rulings', path, problems);
    if (text === undefined) continue;
    const json = parseJson(text);
    if ('error' in json) {
      problems.push(`cannot read the rulings file ${showPath(path)}: ${json.error}`);
      continue;
    }
    yield { pause: true };
    let result;
    if (Array.isArray(json.json)) {
      if (cards === undefined) {
        problems.push(`${showPath(path)} looks like Scryfall rulings, which name cards only by oracle_id: add a Scryfall cards file to cardtext.cardFiles (or --cards) to join them to names.`);
        continue;
      }
      result = loaded.rulings.loadScryfall(json.json, cards);
    } else result = loaded.rulings.loadMtgjson(json.json);
    if ('error' in result) problems.push(`the rulings file ${showPath(path)} is not in a known format: ${result.error}`);
    else if (result.skipped > 0) problems.push(`${showPath(path)}: skipped ${result.skipped} malformed entries (${result.problems.slice(0, 2).join('; ')})`);
  }
  return loaded;
}

const readOptions = { maxBytes: maxKnowledgeFileBytes };
const entries = (list: { name: string; isFile(): boolean; isDirectory(): boolean }[]): Entry[] => list.map((e) => ({ name: e.name, file: e.isFile(), folder: e.isDirectory() }));

export class KnowledgeStore {
  private rules?: ComprehensiveRules;
  private rulesSource?: string;
  private rulings = new RulingsIndex();
  private generation = 0;

  /** The knowledge hover uses: the built-in reference, plus whatever files are loaded. */
  readonly knowledge: Knowledge = {
    symbol: (cls) => symbolReference(cls),
    concept: (id) => conceptReference(id),
    keyword: (name) => keywordReference(name),
    code: (code) => codeReference(code),
    rule: (number) => (this.rules ? getRule(this.rules, number)?.text : undefined),
    rulings: (name): Ruling[] => this.rulings.rulingsFor(name).map((r) => ({ date: r.date, text: r.text, source: r.publisher ?? r.source })),
  };

  /** Where the loaded rules came from, and how many rules and glossary entries they hold. */
  get rulesInfo(): { path: string; rules: number; glossary: number; effectiveDate?: string } | undefined {
    return this.rules && this.rulesSource ? { path: this.rulesSource, ...this.rules.counts, effectiveDate: this.rules.effectiveDate } : undefined;
  }

  /** Loads the files the settings name (relative paths resolve against the first root); returns problems. */
  load(settings: KnowledgeSettings, roots: string[]): string[] {
    this.generation++;
    const steps = loadSteps(settings, roots);
    let answer: unknown;
    for (;;) {
      const step = steps.next(answer);
      if (step.done) return this.use(step.value);
      const need = step.value;
      if ('read' in need) answer = readTextFile(need.read, readOptions);
      else if ('list' in need) {
        try {
          answer = entries(readdirSync(need.list, { withFileTypes: true }));
        } catch {
          answer = undefined;
        }
      } else answer = undefined;
    }
  }

  /**
   * `load` without blocking: files are read asynchronously and the work pauses between steps.
   * Resolves with the problems, or undefined if a newer load started meanwhile (its result wins).
   */
  async loadAsync(settings: KnowledgeSettings, roots: string[]): Promise<string[] | undefined> {
    const generation = ++this.generation;
    const steps = loadSteps(settings, roots);
    let answer: unknown;
    for (;;) {
      const step = steps.next(answer);
      if (step.done) return this.use(step.value);
      const need = step.value;
      if ('read' in need) answer = await readTextFileAsync(need.read, readOptions);
      else if ('list' in need) answer = await fsp.readdir(need.list, { withFileTypes: true }).then(entries, () => undefined);
      else answer = await new Promise((r) => setImmediate(r));
      if (generation !== this.generation) return undefined;
    }
  }

  private use(loaded: Loaded): string[] {
    this.rules = loaded.rules;
    this.rulesSource = loaded.rulesSource;
    this.rulings = loaded.rulings;
    return loaded.problems;
  }

  /** How many rulings are loaded. */
  get rulingsCount(): number {
    return this.rulings.size;
  }

  /** A rule and its subrules, for "Show rule" and `cardtext explain`. */
  ruleWithChildren(number: string): { number: string; text: string } | { error: string } {
    if (!this.rules) return { error: 'No Comprehensive Rules file is loaded: set cardtext.rulesFile (or pass --rules) to a MagicCompRules.txt.' };
    const rules = getRuleWithChildren(this.rules, number);
    if (rules.length === 0) return { error: `There is no rule ${number.trim().slice(0, 40)} in ${this.rulesSource}.` };
    const text = rules.map((r) => [`${r.number}${/^\d+$/.test(r.number) ? '.' : ''} ${r.text}`, ...r.examples.map((e) => `Example: ${e}`)].join('\n')).join('\n\n');
    return { number: rules[0].number, text };
  }
}
