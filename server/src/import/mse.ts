/**
 * Magic Set Editor sets: a `.mse-set` zip, an `.mse-set` folder (MSE can save a set as a folder),
 * or the `set` file alone. The package holds the `set` file (UTF-8 `key: value` lines, see
 * mseTree.ts) and the cards' pictures; an MSE 2.5 set may keep each card in a file of its own,
 * named by `include_file:` lines, each file with its own `mse_version` header.
 *
 * - `set info`: `title` and `set code` → `@set`; `description` lines that are directives (`@mana`,
 *   `@subtype`… as cardtext's MSE export keeps them) are directives again, `released YYYY-MM-DD`
 *   is `@released`, and other description lines are kept as comments at the top of the file;
 * - `keyword:` blocks → `@keyword Name [N|{cost}] (reminder)`: the match string's parameters
 *   become `N` (a number) or `{cost}` (anything else), and so do the reminder's `{param1}`…;
 * - cards: mseCard.ts; pictures are written into the art folder and linked with `Art:`;
 * - a symbol letter the rules do not know becomes `@mana {L} L`, with a note asking the designer to
 *   name it (the set file holds the letter, not what a custom symbol font draws).
 */
import { readMseCard } from './mseCard.js';
import { type BodyLine, MseFormatError, type MseNode, children, find, mseLines, parseBlock, textOf } from './mseTree.js';
import { untag } from './mseTags.js';
import { canonicalKey, defaultStylesheet } from './mseFields.js';
import { emptySet, type ImportedSet, ImportNotes, maxImportedCards, tooManyCards } from './importedSet.js';
import { ImportRefusal, type PackageSource, decodeUtf8 } from './source.js';

/** Options of the MSE reader. */
export interface MseOptions {
  /** The folder (relative to the `.cards` file) pictures go in; default `art`. */
  artFolder?: string;
}

/** A picture's file extension from its first bytes, or undefined if it is no picture a card can show. */
export function pictureExtension(bytes: Uint8Array): string | undefined {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return 'gif';
  if (b.length >= 12 && b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50) return 'webp';
  return undefined;
}

/** A name as a file name: lower case letters, digits and hyphens. */
export function fileSlug(name: string): string {
  const slug = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return slug || 'card';
}

/** The nodes of one MSE data file, refusals naming the file and line. */
function parseFile(source: PackageSource, path: string): MseNode[] {
  const bytes = source.read(path);
  if (!bytes) throw new ImportRefusal(`it has no "${path}" file${path === 'set' ? ' (an MSE set keeps its cards in a file named "set")' : ''}`, path);
  const text = decodeUtf8(bytes, path);
  try {
    return parseBlock(mseLines(text));
  } catch (error) {
    if (error instanceof MseFormatError) throw new ImportRefusal(error.message, `${path}, line ${error.line}`);
    throw error;
  }
}

/** Runs `read` on a block, turning a broken block into a refusal naming the file and line. */
function inFile<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof MseFormatError) throw new ImportRefusal(error.message, `${path}, line ${error.line}`);
    throw error;
  }
}

/** `{param1}`-style placeholders and script calls of a keyword's reminder, with the parameters' words. */
function reminderWords(reminder: string, params: string[]): string {
  return reminder.replace(/\{([^{}]*)\}/g, (whole, expr: string) => {
    const n = /param(\d)/.exec(expr);
    if (n) return params[Number(n[1]) - 1] ?? 'N';
    return whole;
  });
}

/** A `keyword:` block as an `@keyword` line. */
function keywordDirective(node: MseNode, path: string, notes: ImportNotes): string | undefined {
  const fields = new Map(inFile(path, () => children(node)).map((n) => [canonicalKey(n.key), textOf(n)]));
  const name = (fields.get('keyword') ?? '').replace(/\s+/g, ' ').trim();
  if (!name) return undefined;
  const u = { faceName: name, customSymbol: () => undefined, tagDropped: () => undefined };
  const match = fields.get('match') ?? name;
  const params = [...match.matchAll(/<atom-param>([^<]*)<\/atom-param>/g)].map((m) => (/number|^a$|amount|count/i.test(m[1]) ? 'N' : '{cost}'));
  const reminder = untag(reminderWords(fields.get('reminder') ?? '', params), u).replace(/\s+/g, ' ').trim();
  if ((fields.get('rules') ?? '').trim()) notes.note(`the keyword ${name}'s "rules" notes in MSE were not kept (a .cards file holds a keyword's name and reminder text)`);
  const param = params[0] ? ` ${params[0]}` : '';
  return `@keyword ${name}${param}${reminder ? ` (${reminder.replace(/^\(|\)$/g, '')})` : ''}`;
}

/** Reads an MSE set from its package. Throws ImportRefusal (file, place, message). */
export function readMseSet(source: PackageSource, options: MseOptions = {}, notes = new ImportNotes()): ImportedSet {
  const set = emptySet();
  const top = parseFile(source, 'set');
  const game = find(top, 'game')?.value.trim();
  if (game && game.toLowerCase() !== 'magic') throw new ImportRefusal(`it is a set for MSE's "${game}" game, not "magic"`, 'set');
  const stylesheet = find(top, 'stylesheet')?.value.trim() || find(top, 'style')?.value.trim() || defaultStylesheet;
  const info = find(top, 'set_info');
  const infoFields = info ? new Map(inFile('set', () => children(info)).map((n) => [canonicalKey(n.key), textOf(n)])) : new Map<string, string>();
  const plainText = (v: string | undefined) => untag(v ?? '', { faceName: '', customSymbol: () => undefined, tagDropped: () => undefined }).trim();
  set.name = plainText(infoFields.get('title')) || undefined;
  set.code = plainText(infoFields.get('set_code')) || undefined;
  const comments: string[] = [];
  for (const line of plainText(infoFields.get('description')).split(/\r\n|\r|\n/)) {
    const t = line.trim();
    const released = /^(?:[A-Za-z0-9]{2,5},\s*)?released (\d{4}-\d{2}-\d{2})$/.exec(t);
    if (released) set.released = released[1];
    else if (/^@(?:mana|keyword|subtype|type|supertype|templating|collation|skeleton|symbol)\s/.test(t)) set.directives.push(t);
    else if (t && t !== set.code) comments.push(t);
  }
  if (comments.length) set.comments = comments;
  const artist = plainText(infoFields.get('artist')) || undefined;
  if (find(top, 'styling')?.body.some((l) => l.text.trim())) notes.note('the set\'s own template options (MSE "styling") were not kept: a .cards file does not say how cards are drawn');
  const packs = top.filter((n) => n.key === 'pack_type').length;
  if (packs) notes.note(`${packs} MSE pack type${packs === 1 ? '' : 's'} not kept: declare the set's packs with @collation`);

  const custom = new Set<string>();
  const folder = (options.artFolder ?? 'art').replace(/\/+$/, '');
  const usedPaths = new Set<string>();
  const savedPictures = new Map<string, string>();
  const picture = (file: string, faceName: string, card: string): string | undefined => {
    const saved = savedPictures.get(file);
    if (saved) return saved;
    const bytes = source.read(file);
    if (!bytes) {
      notes.card(`picture "${file}" is not in the set (no Art: line)`, card);
      return undefined;
    }
    const ext = pictureExtension(bytes);
    if (!ext) {
      notes.card(`picture "${file}" is not a PNG, JPEG, GIF or WebP image (no Art: line)`, card);
      return undefined;
    }
    let path = `${folder}/${fileSlug(faceName)}.${ext}`;
    for (let n = 2; usedPaths.has(path); n++) path = `${folder}/${fileSlug(faceName)}-${n}.${ext}`;
    usedPaths.add(path);
    savedPictures.set(file, path);
    set.art.push({ path, bytes });
    return path;
  };
  const templates = new Set<string>();
  const ctx = { stylesheet, artist, notes, customSymbol: (l: string) => custom.add(l), picture, template: (t: string) => templates.add(t) };

  // Each card file once: MSE 2.5 includes every card's file from the set file, once; a file
  // included again (or from files included many times) would make its cards over and over.
  const included = new Map<string, string>();
  const chain = ['set'];
  const readCards = (nodes: MseNode[], path: string, depth: number) => {
    for (const node of nodes) {
      if (node.key === 'card') {
        if (set.cards.length >= maxImportedCards) throw new ImportRefusal(tooManyCards(`over ${maxImportedCards.toLocaleString('en-US')}`), `${path}, line ${node.line}`);
        set.cards.push(inFile(path, () => readMseCard(node, ctx)));
      } else if (node.key === 'keyword') {
        const directive = keywordDirective(node, path, notes);
        if (directive && !set.directives.some((d) => d.toLowerCase().startsWith(directive.split(/[ ({]/, 3).slice(0, 2).join(' ').toLowerCase()))) set.directives.push(directive);
      } else if (node.key === 'include_file') {
        const file = node.value.trim().replace(/^\/+/, '');
        // One file has many spellings (./cards, cards/., sub//cards, CARDS in a zip): compare them as the readers resolve them.
        const key = file.replace(/\\/g, '/').split('/').filter((part) => part !== '' && part !== '.').join('/').toLowerCase();
        if (depth > 2) throw new ImportRefusal(`"${file}" is included from an included file three levels deep; MSE sets include card files from the set file only`, `${path}, line ${node.line}`);
        if (key === 'set' || chain.includes(key)) throw new ImportRefusal(`"${file}" includes itself (${[...chain, file].join(' → ')}); an MSE set includes each card file once`, `${path}, line ${node.line}`);
        const first = included.get(key);
        if (first) throw new ImportRefusal(`"${file}" is included a second time (first at ${first}); an MSE set includes each card file once`, `${path}, line ${node.line}`);
        included.set(key, `${path}, line ${node.line}`);
        chain.push(key);
        readCards(parseFile(source, file), file, depth + 1);
        chain.pop();
      }
    }
  };
  readCards(top, 'set', 0);

  if (templates.size) notes.note(`MSE templates the cards are drawn with, not kept (a .cards file does not say how cards are drawn; cardtext's preview and images draw their own frame): ${[...templates].sort().join(', ')}`);
  for (const letter of [...custom].sort()) {
    if (set.directives.some((d) => d.startsWith(`@mana {${letter}} `))) continue;
    set.directives.push(`@mana {${letter}} ${letter}`);
    notes.note(`the symbol {${letter}} is not one the rules know: it is declared "@mana {${letter}} ${letter}"; name its kind of mana there (the set file holds the letter, not what a custom symbol font draws)`);
  }
  return set;
}

/** The lines of a bare `set` file, for detection. */
export function looksLikeMseSetFile(head: string): boolean {
  const lines: BodyLine[] = mseLines(head.slice(0, 4096));
  return lines.some((l) => /^mse[ _]version\s*:/i.test(l.text)) && lines.some((l) => /^(?:game\s*:\s*magic|card\s*:|set[ _]info\s*:)/i.test(l.text));
}
