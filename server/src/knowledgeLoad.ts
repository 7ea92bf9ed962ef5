/**
 * The loading of hover's knowledge files, written once as steps that ask for a file's text or a
 * folder's entries (`loadSteps`): the rules file (named, or found in the workspace), rulings files
 * (Scryfall or MTGJSON), cards files and the set words of `.cards` files. KnowledgeStore
 * (knowledgeFiles.ts) answers the steps, synchronously for the CLI or asynchronously for the
 * language server. Every problem is a message naming the file; nothing here throws.
 */
import { join, resolve } from 'node:path';
import type { KnowledgeSettings } from './language/knowledge/knowledgeSource.js';
import { type ComprehensiveRules, isParseError, parseComprehensiveRules } from './language/knowledge/comprehensiveRules.js';
import { normalizeCardName, RulingsIndex } from './language/knowledge/rulings.js';
import { type SetWord, setWordsOf } from './language/features/setWords.js';
import { parseDocumentSteps } from './language/document.js';
import { cardRulings } from './language/features/rulingFields.js';
import { maxCardsFileBytes, maxKnowledgeFileBytes, type ReadResult } from './files/readFile.js';
import { cardsMemoryProblem, jsonMemoryProblem, cardsShape } from './files/inputPlan.js';

/** A folder entry, as a loading step is given it. */
export interface Entry { name: string; file: boolean; folder: boolean }
/** What a loading step needs: a file's text, a folder's entries, or a pause. */
type Need = { read: string } | { list: string } | { pause: true };
export type Steps<T> = Generator<Need, T, unknown>;

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
export interface Loaded {
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
export function* loadSteps(settings: KnowledgeSettings, roots: string[]): Steps<Loaded> {
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
export const readOptionsFor = (path: string) => ({ maxBytes: /\.cards$/i.test(path) ? maxCardsFileBytes : maxKnowledgeFileBytes });
/** Folder entries as the loading steps read them. */
export const entries = (list: { name: string; isFile(): boolean; isDirectory(): boolean }[]): Entry[] => list.map((e) => ({ name: e.name, file: e.isFile(), folder: e.isDirectory() }));

