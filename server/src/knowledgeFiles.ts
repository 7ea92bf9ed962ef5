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
import { builtInKnowledge, builtInRule, type KnowledgeSettings, type KnowledgeSource, type RuleText } from './language/knowledge/knowledgeSource.js';

export type { KnowledgeSettings, RuleText } from './language/knowledge/knowledgeSource.js';
import { type ComprehensiveRules, getRule, getRuleWithChildren, isParseError, parseComprehensiveRules } from './language/knowledge/comprehensiveRules.js';
import { normalizeCardName, RulingsIndex } from './language/knowledge/rulings.js';
import { type SetWord, setWordQuery, setWordsOf } from './language/features/setWords.js';
import { parseDocumentSteps } from './language/document.js';
import { cardRulings } from './language/features/rulingFields.js';
import { maxCardsFileBytes, maxKnowledgeFileBytes, type ReadResult, readTextFile, readTextFileAsync } from './files/readFile.js';
import { cardsMemoryProblem, jsonMemoryProblem, cardsShape } from './files/inputPlan.js';
import { type InstalledIndex, loadIndex, loadIndexAsync } from './realCards/loadIndex.js';
import type { RealCard } from './realCards/indexFormat.js';
import { SimilarIndex } from './language/precedent/similarIndex.js';

interface Entry { name: string; file: boolean; folder: boolean }
/** What a loading step needs: a file's text, a folder's entries, or a pause. */
type Need = { read: string } | { list: string } | { pause: true };
type Steps<T> = Generator<Need, T, unknown>;

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

/** What a load produces; swapped into the store in one piece. */
interface Loaded {
  rules?: ComprehensiveRules;
  rulesSource?: string;
  rulings: RulingsIndex;
  /** The cards of the cards files, by `normalizeCardName` of each name and face name; the first file naming a card wins. */
  cards: Map<string, KnownCard>;
  /** The set's own words of each `.cards` file (setWords.ts): its custom mana, keywords, subtypes… */
  setWords: { path: string; words: SetWord[] }[];
  problems: string[];
}

function addCard(cards: Map<string, KnownCard>, names: string[], card: KnownCard): void {
  for (const name of names) {
    const key = normalizeCardName(name);
    if (key && !cards.has(key)) cards.set(key, card);
  }
}

/** A Scryfall card entry (`{ name, type_line, cmc, card_faces? }`); entries of another shape are left out. */
function addScryfallCard(cards: Map<string, KnownCard>, entry: unknown, path: string): void {
  const e = entry as { name?: unknown; type_line?: unknown; cmc?: unknown; card_faces?: unknown };
  if (typeof e?.name !== 'string') return;
  const faces = Array.isArray(e.card_faces) ? e.card_faces.map((f: { name?: unknown }) => f?.name).filter((n): n is string => typeof n === 'string') : [];
  addCard(cards, [e.name, ...faces], { name: e.name, typeLine: typeof e.type_line === 'string' ? e.type_line : '', manaValue: typeof e.cmc === 'number' ? e.cmc : undefined, source: path });
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
  const tooMuch = jsonMemoryProblem(text.length);
  if (tooMuch) return { error: tooMuch };
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `not valid JSON (${(error as Error).message.slice(0, 200)})` };
  }
}

/** The whole load, as steps. */
function* loadSteps(settings: KnowledgeSettings, roots: string[]): Steps<Loaded> {
  const loaded: Loaded = { rulings: new RulingsIndex(), cards: new Map(), setWords: [], problems: [] };
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
      // A .cards file: its cards' own `Ruling:` lines — if its cards fit in memory (the shared planning).
      const tooMuch = cardsMemoryProblem(cardsShape(text));
      if (tooMuch) {
        problems.push(`the cards file ${showPath(path)} is not read: ${tooMuch}`);
        continue;
      }
      const parse = parseDocumentSteps(text);
      let step = parse.next();
      for (; !step.done; step = parse.next()) yield { pause: true };
      for (const model of step.value.models) {
        const typeLine = model.card.faces.map((f) => f.typeLine?.text.trim() ?? '').join(' // ');
        addCard(loaded.cards, [model.card.name, ...model.card.faces.map((f) => f.name.text)], { name: model.card.name, typeLine, manaValue: model.manaValue, source: path });
      }
      const words = setWordsOf(step.value);
      if (words.length > 0) loaded.setWords.push({ path, words });
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
    else {
      for (const entry of json.json) addScryfallCard(loaded.cards, entry, path);
      cards = cards ? cards.concat(json.json) : json.json;
    }
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

/** Limits per kind of input: a `.cards` file is not a 160 MB Scryfall bulk file. */
const readOptionsFor = (path: string) => ({ maxBytes: /\.cards$/i.test(path) ? maxCardsFileBytes : maxKnowledgeFileBytes });
const entries = (list: { name: string; isFile(): boolean; isDirectory(): boolean }[]): Entry[] => list.map((e) => ({ name: e.name, file: e.isFile(), folder: e.isDirectory() }));

/** Whether the installed real-card index is in use, and if not why (for status lines and the editor's offer). */
export type RealCardsState = 'not-loaded' | 'loaded' | 'missing' | 'unusable' | 'replaced-by-files';

export class KnowledgeStore implements KnowledgeSource {
  private rules?: ComprehensiveRules;
  private rulesSource?: string;
  private rulings = new RulingsIndex();
  private cards = new Map<string, KnownCard>();
  private sets: Loaded['setWords'] = [];
  private generation = 0;
  private real?: InstalledIndex;
  private realByName?: Map<string, number>;
  /** Rulings files named in the settings replace the index's rulings (configured files win). */
  private indexAllowed = true;
  private realState: RealCardsState = 'not-loaded';

  /** The knowledge hover uses: the built-in reference, plus whatever files are loaded. */
  readonly knowledge: Knowledge = {
    ...builtInKnowledge(),
    rule: (number) => (this.rules ? getRule(this.rules, number)?.text : undefined),
    rulings: (name): Ruling[] => this.rulings.rulingsFor(name).map((r) => ({ date: r.date, text: r.text, source: r.publisher ?? r.source })),
    realCard: (name) => this.realCard(name),
    // Undefined until the precedent index is built (the server builds it in the background).
    precedent: (card, limit) => this.similar?.nearest(card, limit),
  };

  private similar?: SimilarIndex;

  /** Indexes the real-card rulings and names now (else on first use); returns how long it took in ms. */
  prepareRealCards(): number {
    const started = performance.now();
    this.rulings.prepare();
    this.realCard('');
    return performance.now() - started;
  }

  /** Builds the precedent index over the loaded real cards at once (the CLI); returns how long it took in ms. */
  buildPrecedent(): number {
    const started = performance.now();
    if (this.real) this.similar = SimilarIndex.build(this.real.index.cards);
    return performance.now() - started;
  }

  /** The same without blocking: a slice of cards at a time (the language server, after loading the index). */
  async buildPrecedentAsync(): Promise<number> {
    const started = performance.now();
    const real = this.real;
    if (!real) return 0;
    const built = await SimilarIndex.buildAsync(real.index.cards);
    if (this.real === real) this.similar = built;
    return performance.now() - started;
  }

  /** Real cards the precedent index left out: the real-card data held more text than Magic's cards do (see `maxFeatures`). */
  get precedentSkipped(): number {
    return this.similar?.skipped ?? 0;
  }

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
      if (step.done) return this.use(step.value, settings);
      const need = step.value;
      if ('read' in need) answer = readTextFile(need.read, readOptionsFor(need.read));
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
      if (step.done) return this.use(step.value, settings);
      const need = step.value;
      if ('read' in need) answer = await readTextFileAsync(need.read, readOptionsFor(need.read));
      else if ('list' in need) answer = await fsp.readdir(need.list, { withFileTypes: true }).then(entries, () => undefined);
      else answer = await new Promise((r) => setImmediate(r));
      if (generation !== this.generation) return undefined;
    }
  }

  private use(loaded: Loaded, settings?: KnowledgeSettings): string[] {
    this.rules = loaded.rules;
    this.rulesSource = loaded.rulesSource;
    this.rulings = loaded.rulings;
    this.cards = loaded.cards;
    this.sets = loaded.setWords;
    if (settings) this.indexAllowed = settings.rulingsFiles.length === 0;
    this.applyIndex();
    return loaded.problems;
  }

  /** The index's rulings into the current rulings (when no rulings files replace them). */
  private applyIndex(): void {
    if (!this.real) return;
    if (!this.indexAllowed) {
      this.realState = 'replaced-by-files';
      return;
    }
    this.rulings.loadIndexRows(this.real.index.cards, this.real.index.rulings);
    this.realState = 'loaded';
  }

  private useIndex(result: ReturnType<typeof loadIndex>): string[] {
    if (!result.ok) {
      this.real = undefined;
      this.realByName = undefined;
      this.similar = undefined;
      this.realState = result.missing ? 'missing' : 'unusable';
      return result.missing ? [] : [result.problem];
    }
    this.real = result.installed;
    this.realByName = undefined;
    this.similar = undefined;
    this.applyIndex();
    return [];
  }

  /** Loads the installed real-card index from `folder` at once (the CLI); returns its problem, if it is damaged. */
  loadRealCards(folder: string): string[] {
    return this.useIndex(loadIndex(folder));
  }

  /** The same, with the reads off the event loop (the language server, after its first diagnostics). */
  async loadRealCardsAsync(folder: string): Promise<string[]> {
    return this.useIndex(await loadIndexAsync(folder));
  }

  /** Whether the real-card index is in use. */
  get realCardsState(): RealCardsState {
    return this.realState;
  }

  /** The installed index's manifest, when one is loaded. */
  get realCardsInfo(): InstalledIndex['manifest'] | undefined {
    return this.real?.manifest;
  }

  /** Every real card of the installed index (for precedent); empty when none is loaded. */
  get realCards(): readonly RealCard[] {
    return this.real?.index.cards ?? [];
  }

  /** A real card of the index by name or face name. */
  realCard(name: string): RealCard | undefined {
    if (!this.real) return undefined;
    if (!this.realByName) {
      const map = new Map<string, number>();
      this.real.index.cards.forEach((c, i) => {
        for (const n of [c.name, ...c.faces]) {
          const key = normalizeCardName(n);
          if (!map.has(key)) map.set(key, i);
        }
      });
      this.realByName = map;
    }
    const row = this.realByName.get(normalizeCardName(name));
    return row === undefined ? undefined : this.real.index.cards[row];
  }

  /** The words of the `.cards` files' sets matching a word or a mana symbol (`{V}`), with the file each is from. */
  setWords(query: string): { path: string; word: SetWord }[] {
    const same = setWordQuery(query);
    return this.sets.flatMap(({ path, words }) => words.filter(same).map((word) => ({ path, word })));
  }

  /** A card of the cards files (`--cards`, `cardtext.cardFiles`) by name or face name, compared as rulings are. */
  knownCard(name: string): KnownCard | undefined {
    const own = this.cards.get(normalizeCardName(name));
    if (own) return own;
    const real = this.realCard(name);
    return real ? { name: real.name, typeLine: real.typeLine, manaValue: real.manaValue, source: 'the real-card index' } : undefined;
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
    if (rules.length === 0) return { error: `There is no rule ${number.trim().slice(0, 40)} in ${this.rulesSource}.` };
    const text = rules.map((r) => [`${r.number}${/^\d+$/.test(r.number) ? '.' : ''} ${r.text}`, ...r.examples.map((e) => `Example: ${e}`)].join('\n')).join('\n\n');
    return { number: rules[0].number, text };
  }
}
