/**
 * The import formats, in one registry (as the exporters are): each format is one reader module and
 * one entry below. An input is recognised by its content, not only its name: a zip or a folder
 * holding a `set` file is a Magic Set Editor set, a `key: value` file starting `mse version` is
 * MSE's `set` file, a JSON list of `{ key, data }` a Card Conjurer save, other JSON Scryfall
 * cards, and text whose first row names a card-name column a spreadsheet. The file's extension
 * only breaks a tie (`.cardconjurer`, `.csv`, `.tsv`, `.mse-set`); `format` names it outright.
 *
 * `importSets` reads every input and writes one `.cards` text: the first set's `@set`, every
 * input's directives once, the cards in input order, and the pictures for the art folder.
 */
import { importCards, describeSkipped } from './scryfall.js';
import { writeCardsText } from './cardsText.js';
import { type CardConjurerOptions, looksLikeCardConjurer, readCardConjurer } from './cardConjurer.js';
import { type CsvOptions, looksLikeSheet, readSheet } from './csv.js';
import { type ImportedArt, type ImportedSet, type ImportProblem, ImportNotes, emptySet } from './importedSet.js';
import { looksLikeMseSetFile, readMseSet } from './mse.js';
import { ImportRefusal, type PackageSource, decodeUtf8, singleFilePackage, zipPackage } from './source.js';
import { looksLikeZip } from './unzip.js';

/** One input: a file's bytes, or a folder's files (an MSE set saved as a folder). */
export interface ImportInput {
  /** The name the user gave it (messages, and the extension as a tiebreaker). */
  name: string;
  bytes?: Uint8Array;
  folder?: PackageSource;
}

export type ImportFormat = 'mse' | 'cardconjurer' | 'scryfall' | 'csv';

/** Options every reader takes (each reads the ones it needs). */
export interface ImportOptions extends CsvOptions, CardConjurerOptions {
  /** Read every input as this format, whatever it looks like. */
  format?: ImportFormat;
  /** The folder, relative to the `.cards` file, pictures are written into (default `art`). */
  artFolder?: string;
  /** `@set CODE Name` and `@released` to write (a CSV holds none; they win over the inputs'). */
  set?: { code: string; name?: string };
  released?: string;
}

/** One import format. */
export interface Importer {
  id: ImportFormat;
  title: string;
  /** The usual extensions, for the editor's file picker. */
  extensions: string[];
  read(input: ImportInput, options: ImportOptions, notes: ImportNotes): ImportedSet;
}

const textOf = (input: ImportInput) => decodeUtf8(input.bytes ?? new Uint8Array(), input.name);

/** The MSE package an input stands for: a zip, a folder, or the `set` file alone. */
function msePackage(input: ImportInput): PackageSource {
  if (input.folder) return input.folder;
  const bytes = input.bytes ?? new Uint8Array();
  return looksLikeZip(bytes) ? zipPackage(bytes) : singleFilePackage('set', bytes);
}

export const mse: Importer = {
  id: 'mse', title: 'Magic Set Editor', extensions: ['mse-set'],
  read: (input, options, notes) => readMseSet(msePackage(input), options, notes),
};

export const cardConjurer: Importer = {
  id: 'cardconjurer', title: 'Card Conjurer', extensions: ['cardconjurer', 'json'],
  read: (input, options, notes) => readCardConjurer(textOf(input), options, notes),
};

export const csv: Importer = {
  id: 'csv', title: 'Spreadsheet (CSV or TSV)', extensions: ['csv', 'tsv', 'txt'],
  read: (input, options, notes) => readSheet(textOf(input), options, notes),
};

export const scryfall: Importer = {
  id: 'scryfall', title: 'Scryfall JSON', extensions: ['json'],
  read(input, _options, notes) {
    let data: unknown;
    try {
      data = JSON.parse(textOf(input));
    } catch (error) {
      throw new ImportRefusal(`it is not valid JSON (${(error as Error).message.slice(0, 120)})`);
    }
    const result = importCards(data);
    for (const s of result.skipped.slice(0, 20)) notes.note(`skipped ${describeSkipped(s)} (in "${input.name}")`);
    if (result.skipped.length > 20) notes.note(`… and ${result.skipped.length - 20} more entries skipped (in "${input.name}")`);
    if (result.removed > 0) notes.note(`removed ${result.removed} control character${result.removed === 1 ? '' : 's'} (terminal escapes, bidirectional overrides) from the cards' text: they are not card text`);
    if (result.count === 0) throw new ImportRefusal(result.skipped.length === 0 ? 'it holds no card entries' : `all ${result.skipped.length} of its entries were skipped`, undefined, true);
    const set = emptySet();
    // The Scryfall import writes its own text: its directive paragraph is taken apart so several inputs share one header.
    const [head, ...rest] = result.text.split(/\n\n/);
    const isHeader = head.split('\n').every((l) => l.startsWith('@'));
    for (const line of isHeader ? head.split('\n') : []) {
      const s = /^@set (\S+) (.*)$/.exec(line);
      const r = /^@released (\S+)$/.exec(line);
      if (s) [set.code, set.name] = [s[1], s[2]];
      else if (r) set.released = r[1];
      else set.directives.push(line);
    }
    set.written = { text: (isHeader ? rest : [head, ...rest]).join('\n\n'), count: result.count };
    return set;
  },
};

/** Every format, in the order help texts list them. */
export const importers: Importer[] = [mse, cardConjurer, scryfall, csv];

/** The importer of a `--from` name, or undefined. */
export function importerFor(id: string): Importer | undefined {
  return importers.find((i) => i.id === id.toLowerCase());
}

/** Which format an input is, from its content (then its extension), or why it can't be told. */
export function detectFormat(input: ImportInput): Importer | { unknown: string } {
  if (input.folder) return input.folder.read('set') ? mse : { unknown: 'it is a folder without a "set" file, so it is no MSE set (an MSE set saved as a folder holds one)' };
  const bytes = input.bytes ?? new Uint8Array();
  const ext = /\.([A-Za-z0-9-]+)$/.exec(input.name)?.[1].toLowerCase() ?? '';
  if (looksLikeZip(bytes)) return mse;
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 65536)).replace(/^\uFEFF/, '');
  if (looksLikeMseSetFile(head)) return mse;
  if (/^\s*[[{]/.test(head)) return looksLikeCardConjurer(head) || ext === 'cardconjurer' ? cardConjurer : scryfall;
  if (ext === 'cardconjurer') return cardConjurer;
  if (ext === 'mse-set') return mse;
  if (looksLikeSheet(head) || ext === 'csv' || ext === 'tsv') return csv;
  if (bytes.length === 0) return { unknown: 'it is empty' };
  return { unknown: 'its content is no format cardtext imports: not a Magic Set Editor set (a .mse-set archive or folder, or its "set" file), a Card Conjurer save, Scryfall JSON, or a CSV/TSV sheet whose header names a Name column (name the format with --from if it is one of those)' };
}

/** What an import gives. */
export type ImportResult =
  | {
    ok: true;
    /** The `.cards` text. */
    text: string;
    /** Cards imported (faces of one card count once). */
    cards: number;
    /** Pictures to write, by path relative to the `.cards` file. */
    art: ImportedArt[];
    /** The summary: what was dropped or changed, counted per kind, and notes about the set. */
    summary: string[];
    /** Each input's format. */
    formats: { name: string; format: ImportFormat; cards: number }[];
  }
  | { ok: false; problems: ImportProblem[]; summary: string[] };

/** Joins the sets read from several inputs: the first `@set` wins, directives once, pictures renamed if two share a path. */
function merge(sets: ImportedSet[], notes: ImportNotes): ImportedSet {
  if (sets.length === 1) return sets[0];
  const out = emptySet();
  const paths = new Set<string>();
  const written: string[] = [];
  let writtenCount = 0;
  for (const s of sets) {
    if (!out.code && s.code) [out.code, out.name, out.released] = [s.code, s.name, s.released];
    else if (s.code && s.code.toUpperCase() !== out.code?.toUpperCase()) notes.note(`the inputs name different sets; the first, ${out.code}, is the @set (the others' codes were not written: ${s.code})`);
    for (const d of s.directives) if (!out.directives.includes(d)) out.directives.push(d);
    if (s.comments) out.comments = [...(out.comments ?? []), ...s.comments];
    const renamed = new Map<string, string>();
    for (const a of s.art) {
      let path = a.path;
      for (let n = 2; paths.has(path); n++) path = a.path.replace(/(\.[a-z]+)$/, `-${n}$1`);
      paths.add(path);
      renamed.set(a.path, path);
      out.art.push({ path, bytes: a.bytes });
    }
    for (const c of s.cards) {
      for (const f of c.faces) if (f.art && renamed.has(f.art)) f.art = renamed.get(f.art);
      out.cards.push(c);
    }
    if (s.written) {
      written.push(s.written.text.trim());
      writtenCount += s.written.count;
    }
  }
  if (written.length) out.written = { text: written.join('\n\n'), count: writtenCount };
  return out;
}

/** Reads the inputs and writes one `.cards` text. Never throws: a refusal is a problem naming the file and place. */
export function importSets(inputs: ImportInput[], options: ImportOptions = {}): ImportResult {
  const notes = new ImportNotes();
  const sets: ImportedSet[] = [];
  const formats: { name: string; format: ImportFormat; cards: number }[] = [];
  const problems: ImportProblem[] = [];
  for (const input of inputs) {
    const importer = options.format ? importerFor(options.format) : detectFormat(input);
    if (!importer || 'unknown' in importer) {
      problems.push({ file: input.name, message: importer && 'unknown' in importer ? importer.unknown : `unknown format "${options.format}"` });
      continue;
    }
    try {
      const set = importer.read(input, options, notes);
      sets.push(set);
      formats.push({ name: input.name, format: importer.id, cards: set.cards.length + (set.written?.count ?? 0) });
    } catch (error) {
      if (error instanceof ImportRefusal || (error as { refusal?: unknown })?.refusal === true) problems.push({ file: input.name, place: (error as ImportRefusal).place, message: (error as Error).message, noCards: (error as ImportRefusal).noCards });
      else problems.push({ file: input.name, message: `could not be read (${(error as Error)?.message ?? String(error)})` });
    }
  }
  if (problems.length > 0) return { ok: false, problems, summary: notes.lines() };
  const set = merge(sets, notes);
  if (options.set) [set.code, set.name] = [options.set.code, options.set.name ?? set.name];
  if (options.released) set.released = options.released;
  const cards = set.cards.length + (set.written?.count ?? 0);
  if (cards === 0) return { ok: false, problems: inputs.map((i) => ({ file: i.name, message: 'it holds no card entries', noCards: true })), summary: notes.lines() };
  // Two cards of one name are kept as they are: the lint says so on each (duplicate-card-name).
  const seen = new Map<string, number>();
  for (const c of set.cards) if (!c.emblem && !/^\s*Token\b/.test(c.faces[0]?.typeLine ?? '')) {
    const key = c.faces.map((f) => f.name).join(' // ').trim().toLowerCase();
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const twice = set.cards.filter((c) => (seen.get(c.faces.map((f) => f.name).join(' // ').trim().toLowerCase()) ?? 0) > 1).map((c) => c.faces.map((f) => f.name).join(' // '));
  const twiceCount = new Set(twice.map((n) => n.toLowerCase())).size;
  if (twice.length) notes.note(`${twiceCount} name${twiceCount === 1 ? ' is' : 's are'} used by more than one card (${[...new Set(twice)].slice(0, 3).join(', ')}): all are kept as written; cardtext lint reports each (duplicate-card-name)`);
  const { text } = writeCardsText(set, notes);
  return { ok: true, text, cards, art: set.art, summary: notes.lines(), formats };
}
