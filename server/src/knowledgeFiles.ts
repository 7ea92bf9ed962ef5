/**
 * Loading what hover knows from files (shared by the language server and the CLI): the official
 * Comprehensive Rules text and rulings files, on top of the built-in reference. Every problem
 * becomes a message naming the file; nothing here throws.
 *
 * The loading is written once, as steps that ask for a file or a folder listing (knowledgeLoad.ts): the CLI answers
 * them synchronously (`load`), the language server asynchronously and a step at a time
 * (`loadAsync`), so it keeps answering while large files load. Files are read through the guarded
 * reader (regular files only, size-capped); a file named twice is read once; what was loaded
 * before stays in use until the new set is complete.
 */
import { readdirSync, promises as fsp } from 'node:fs';
import type { Knowledge, Ruling } from './language/features/knowledge.js';
import { builtInKnowledge, builtInRule, type KnowledgeSettings, type KnowledgeSource, type RuleText } from './language/knowledge/knowledgeSource.js';

export type { KnowledgeSettings, RuleText } from './language/knowledge/knowledgeSource.js';
import { type ComprehensiveRules, getRule, getRuleWithChildren } from './language/knowledge/comprehensiveRules.js';
import { normalizeCardName, RulingsIndex } from './language/knowledge/rulings.js';
import { type SetWord, setWordQuery } from './language/features/setWords.js';
import { readTextFile, readTextFileAsync } from './files/readFile.js';
import { type InstalledIndex, loadIndex, loadIndexAsync } from './realCards/loadIndex.js';
import type { RealCard } from './realCards/indexFormat.js';
import { SimilarIndex } from './language/precedent/similarIndex.js';
import { entries, type KnownCard, type Loaded, loadSteps, readOptionsFor } from './knowledgeLoad.js';

export { type KnownCard, showPath } from './knowledgeLoad.js';

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
