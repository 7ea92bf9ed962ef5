/**
 * Applying the `cardtext` settings: read them (every bad value a problem, the rest used), re-parse
 * or re-check open documents only when what they are read with changed, load rules and rulings
 * files off the request path, and tell the user about all problems in ONE warning per settings
 * change — the first few, then how many more (all of them go to the server log, up to a cap).
 */
import type { KnowledgeSource } from '../language/knowledge/knowledgeSource.js';
import type { Declarations } from '../language/model/symbols.js';
import { defaultSettings, readSettings, settingsDeclarations, type Settings } from './settings.js';

/** How many problems the warning spells out; how many lines the log gets. */
export const problemsShown = 3;
export const problemsLogged = 100;

export interface ConfigurationHost {
  knowledge: KnowledgeSource;
  roots(): string[];
  /** The settings' declarations changed: parse open documents again. */
  reparse(): void;
  /** Severities changed: check open documents again. */
  recheck(): void;
  warn(message: string): void;
  log(message: string): void;
}

/** One message for many problems: the first few, then "and N more". */
export function summarizeProblems(problems: string[], shown = problemsShown): string {
  const head = problems.slice(0, shown).map((p, i) => `(${i + 1}) ${p}`).join(' ');
  const more = problems.length - shown;
  const count = problems.length === 1 ? 'a problem' : `${problems.length.toLocaleString('en-US')} problems`;
  return `cardtext found ${count} in its settings: ${head}${more > 0 ? ` …and ${more.toLocaleString('en-US')} more (all are in the cardtext output).` : ''}`;
}

export class Configuration {
  settings: Settings = defaultSettings();
  declarations: Declarations = settingsDeclarations(this.settings);
  private generation = 0;
  private knowledgePaths = '';
  private knowledgeProblems: string[] = [];
  private lastMessage = '';

  constructor(private readonly host: ConfigurationHost) {}

  /** Applies raw settings (as the client sent them); resolves when their files are loaded. */
  async apply(raw: unknown): Promise<void> {
    const generation = ++this.generation;
    const read = readSettings(raw);
    const previous = this.settings;
    this.settings = read.settings;
    const declarations = settingsDeclarations(this.settings);
    const declarationsChanged = declarations.fingerprint !== this.declarations.fingerprint;
    this.declarations = declarations;
    if (declarationsChanged) this.host.reparse();
    else if (JSON.stringify(previous.severity) !== JSON.stringify(this.settings.severity)) this.host.recheck();
    // Rules and rulings files are loaded again only when their paths change (they can be large).
    const paths = JSON.stringify([this.settings.rulesFile, this.settings.rulingsFiles, this.settings.cardFiles, this.host.roots()]);
    if (paths !== this.knowledgePaths) {
      this.knowledgePaths = paths;
      const problems = await this.host.knowledge.loadAsync(this.settings, this.host.roots());
      if (problems === undefined) return; // a newer settings change is loading its own files
      this.knowledgeProblems = problems;
    }
    if (generation !== this.generation) return;
    this.report([...read.problems, ...this.knowledgeProblems]);
  }

  /** One warning for the problems, unless it is the one already shown. */
  private report(problems: string[]): void {
    const message = problems.length > 0 ? summarizeProblems(problems) : '';
    if (message === this.lastMessage) return;
    this.lastMessage = message;
    if (!message) return;
    // A notification, not a request: the server must not wait on (or fail with) the user's answer.
    this.host.warn(message);
    for (const p of problems.slice(0, problemsLogged)) this.host.log(`cardtext settings: ${p}`);
    if (problems.length > problemsLogged) this.host.log(`cardtext settings: …and ${(problems.length - problemsLogged).toLocaleString('en-US')} more problems.`);
  }
}
