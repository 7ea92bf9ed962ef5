/**
 * Magic Set Editor 2: a `.mse-set` zip holding the `set` file and the cards' pictures, written on
 * the field description the MSE reader uses (import/mseFields.ts), so that importing an export
 * gives the set back. Keys are written as current MSE writes them (`mse_version`, `casting_cost`);
 * text values are tagged strings (import/mseTags.ts).
 *
 * - the set: `title`, `set_code`, and in `description` the release date and the directives MSE
 *   has no field for (`@mana`, `@subtype`, `@templating`…), which the reader takes back; `@keyword`s
 *   are `keyword:` blocks (`N`/`X` and `{cost}` as MSE parameters);
 * - each card gets the stylesheet of its kind (split, flip, adventure, double-faced, leveler,
 *   saga, planeswalker, battle, token, emblem; mseFields.ts), and the kind's boxes: a
 *   planeswalker's abilities as paragraphs with `loyalty cost N`, a leveler's bands as
 *   `level N`/`level N+1 text`/`power N+1`, a saga's chapters as `level N text` with the
 *   `snap chapter to box` styling that numbers them;
 * - `~` and `CARDNAME` are `<atom-cardname>` holding the name (as MSE writes them);
 * - notes, rulings and `Slot:` go into the card's `notes`, a picture named by `Art:` into the zip
 *   (when the caller can read it: `options.art`), an `Art:` address into the notes.
 *
 * What MSE can't hold is said in the warnings, each once with its cards.
 */
import type { Exporter, ExportOptions } from './registry.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { mseRarity, symbolClass, Warnings } from './text.js';
import { zip } from './zip.js';
import { type Declarations } from '../language/model/symbols.js';
import { canonicalKey, chapterNumerals, defaultStylesheet, faceKey, kindStylesheet, levelKey, levelTextKey, loyaltyCostKey, type MseKind, mseCodeOf, mseColorName, numberedKey, symbolsFromMse } from '../import/mseFields.js';
import { mseBlock, mseEntry } from '../import/mseTree.js';
import { tagText } from '../import/mseTags.js';

/** The symbol classes MSE's Magic font draws (everything else is written as its letters). */
const drawn = new Set(['generic', 'variable', 'colored', 'colorless', 'snow', 'tap', 'untap', 'hybrid', 'monocoloredHybrid', 'colorlessHybrid', 'phyrexian', 'hybridPhyrexian', 'phyrexianAny', 'energy', 'chaos', 'ticket', 'custom']);

/** MSE's code for a symbol, or undefined (written as text) with a warning. */
function symbolCode(written: string, declarations: Declarations, warnings: Warnings, card: string): string | undefined {
  const body = written.toUpperCase();
  const cls = symbolClass(body, declarations);
  if (written !== body && cls !== 'custom') warnings.add(`a symbol written in lower case ({${written}}) is written in MSE's code, ${body}: the lower case is left out`, card);
  if (drawn.has(cls) || body === 'Z') {
    if (cls === 'custom') warnings.add(`the set's own mana symbol {${body}} is written as MSE's symbol "${body}": MSE draws it with its own font (give MSE a custom mana symbol for it)`, card);
    return mseCodeOf(body);
  }
  warnings.add(`MSE's Magic symbol font has no {${body}}; it is written as text`, card);
  return undefined;
}

/** A line of rules text as a tagged string: `~`/`CARDNAME` as the name, symbols tagged. */
function ruleLine(line: string, face: ExportFace, card: ExportCard, warnings: Warnings): string {
  const name = tagText(face.name, () => undefined);
  return tagText(line, (b) => symbolCode(b, card.declarations, warnings, card.name)).replace(/\bCARDNAME\b|~/g, `<atom-cardname><nospellcheck>${name}</nospellcheck></atom-cardname>`);
}

/**
 * A mana cost in MSE's codes (`2WU`, `H/B`); each symbol in a `<sym>` of its own when the codes run
 * together would read otherwise (`{1}{2/U}` as `12/U`), in MSE as in the reader.
 */
function costText(face: ExportFace, card: ExportCard, warnings: Warnings): string {
  const codes = face.cost.map((b) => symbolCode(b, card.declarations, warnings, card.name) ?? b);
  const plain = codes.join('');
  return symbolsFromMse(plain).join('\n') === face.cost.map((b) => b.toUpperCase()).join('\n') ? plain : codes.map((c) => `<sym>${c}</sym>`).join('');
}

/** The kind of card MSE draws, from the card's layout and its first face. */
export function mseKind(card: ExportCard): MseKind {
  const front = card.faces[0];
  if (card.model.isEmblem) return 'emblem';
  switch (card.layout) {
    case 'split': return 'split';
    case 'aftermath': return 'aftermath';
    case 'flip': return 'flip';
    case 'adventure': return 'adventure';
    case 'transform': case 'modal_dfc': case 'meld': case 'double_faced_token': return 'transform';
    case 'saga': return 'saga';
    case 'leveler': return 'leveler';
    case 'token': return 'token';
    default:
  }
  if (front.types.includes('Planeswalker')) return 'planeswalker';
  if (front.types.includes('Battle')) return 'battle';
  return 'normal';
}

const loyaltyLine = /^([+−-]?(?:\d+|X)):\s*(.*)$/;
const chapterLine = /^((?:[IVX]+)(?:\s*,\s*[IVX]+)*)\s*[—–-]+\s*(.*)$/;
const levelLine = /^LEVEL\s+(.+)$/;
const ptLine = /^([^/\s]+)\/([^/\s]+)$/;

type Entries = [string, string | undefined][];

/** A planeswalker's text: paragraphs (a mode's bullets stay in their ability's paragraph) and their loyalty costs. */
function walkerEntries(face: ExportFace, card: ExportCard, warnings: Warnings, line: (l: string) => string): Entries {
  const paragraphs: { cost?: string; lines: string[] }[] = [];
  for (const l of face.text) {
    const m = loyaltyLine.exec(l);
    if (l.startsWith('•') && paragraphs.length) paragraphs[paragraphs.length - 1].lines.push(l);
    // MSE's loyalty boxes draw an arrow by the cost's sign, written with a hyphen-minus.
    else paragraphs.push(m ? { cost: m[1].replace(/^−/, '-'), lines: [m[2]] } : { lines: [l] });
  }
  if (paragraphs.length > 4) warnings.add('MSE\'s planeswalker frame shows four abilities; the others are in its rules text but drawn without a loyalty box', card.name);
  const entries: Entries = [[faceKey('text', 0), paragraphs.map((p) => p.lines.map(line).join('<soft-line>\n</soft-line>')).join('\n')]];
  paragraphs.forEach((p, i) => entries.push([loyaltyCostKey(i + 1), p.cost]));
  return entries;
}

/** A leveler's boxes: the text before the first band, then each band's label, box and power/toughness. */
function levelerEntries(face: ExportFace, card: ExportCard, warnings: Warnings, line: (l: string) => string): Entries {
  const bands: { label: string; pt?: [string, string]; lines: string[] }[] = [];
  const first: string[] = [];
  for (const l of face.text) {
    const m = levelLine.exec(l);
    const current = bands[bands.length - 1];
    if (m) bands.push({ label: m[1], lines: [] });
    else if (current && !current.pt && current.lines.length === 0 && ptLine.test(l)) {
      const p = ptLine.exec(l)!;
      current.pt = [p[1], p[2]];
    } else if (current) current.lines.push(l);
    else first.push(l);
  }
  if (bands.length > 2) warnings.add('MSE\'s leveler frame shows two level bands; the others are written but not drawn', card.name);
  const entries: Entries = [[faceKey('text', 0), first.map(line).join('\n')]];
  bands.forEach((b, i) => {
    entries.push([levelKey(i + 1), b.label], [levelTextKey(i + 2), b.lines.map(line).join('\n')]);
    entries.push([numberedKey('power', i + 2), b.pt?.[0]], [numberedKey('toughness', i + 2), b.pt?.[1]]);
  });
  return entries;
}

/** A saga's boxes: the reminder as `chapter text`, each chapter line a box, and the styling that numbers them. */
function sagaEntries(face: ExportFace, card: ExportCard, warnings: Warnings, line: (l: string) => string): { entries: Entries; snaps: string } {
  const boxes: string[][] = [];
  const reminder: string[] = [];
  const snaps: string[] = [];
  for (const l of face.text) {
    const m = chapterLine.exec(l);
    if (m) {
      boxes.push([m[2]]);
      for (const numeral of m[1].split(',').map((s) => s.trim())) snaps[chapterNumerals.indexOf(numeral)] = String(boxes.length);
    } else if (boxes.length === 0 && /^\(.*\)$/.test(l)) reminder.push(l);
    else if (boxes.length) boxes[boxes.length - 1].push(l);
    else {
      warnings.add('MSE\'s saga frame has no box for text before the first chapter; it is written in the chapter reminder', card.name);
      reminder.push(l);
    }
  }
  const entries: Entries = [[canonicalKey('chapter text'), reminder.map(line).join('\n')]];
  boxes.forEach((b, i) => entries.push([levelTextKey(i + 1), b.map(line).join('\n')]));
  return { entries, snaps: Array.from(snaps, (s) => s ?? '').join(',') };
}

/** The fields of one face. */
function faceEntries(card: ExportCard, face: ExportFace, f: number, kind: MseKind, warnings: Warnings): { entries: Entries; snaps?: string } {
  const t = (text: string) => tagText(text, (b) => symbolCode(b, card.declarations, warnings, card.name));
  const line = (l: string) => ruleLine(l, face, card, warnings);
  // The type line as written, split at its dash: MSE keeps types and subtypes in two fields.
  const dash = /\s+(—|–|--|-)\s+/.exec(face.typeLine);
  let superType = dash ? face.typeLine.slice(0, dash.index).trim() : face.typeLine.trim();
  let subType = dash ? face.typeLine.slice(dash.index + dash[0].length).trim() : '';
  if (dash && dash[1] !== '—') warnings.add(`a type line's dash "${dash[1]}" is left out: MSE joins types and subtypes with "—"`, card.name);
  if (face.model.isToken && !/^Token\b/.test(superType)) superType = `Token ${superType}`.trim();
  // An emblem: `Emblem — Alia` alone (its name is "Emblem"), or a named card whose type line is `Emblem — Alia`.
  const header = kind === 'emblem' && face.name === face.typeLine;
  const entries: Entries = [
    [faceKey('name', f), header ? 'Emblem' : t(face.name)],
    [faceKey('cost', f), costText(face, card, warnings)],
    [faceKey('superType', f), t(superType)],
    [faceKey('subType', f), t(subType)],
  ];
  let snaps: string | undefined;
  if (f === 0 && kind === 'planeswalker') entries.push(...walkerEntries(face, card, warnings, line));
  else if (f === 0 && kind === 'leveler') entries.push(...levelerEntries(face, card, warnings, line));
  else if (f === 0 && kind === 'saga') {
    const saga = sagaEntries(face, card, warnings, line);
    entries.push(...saga.entries);
    snaps = saga.snaps;
  } else entries.push([faceKey('text', f), face.text.map(line).join('\n')]);
  if (face.flavor) entries.push([faceKey('flavor', f), `<i-flavor>${t(face.flavor)}</i-flavor>`]);
  const leveler = kind === 'leveler' && f === 0;
  const pts = face.model.face.stats.filter((st) => st.statKind === 'powerToughness' && !st.levelBand).length;
  if (pts > 1) warnings.add('a second power/toughness line is left out: an MSE card holds one', card.name);
  if (face.power !== undefined || face.toughness !== undefined) entries.push([faceKey('power', f), face.power], [faceKey('toughness', f), face.toughness]);
  if (face.loyalty || face.defense) entries.push([faceKey('loyalty', f), face.loyalty ?? face.defense]);
  if (face.hand || face.life) warnings.add('MSE has no field for a Vanguard\'s hand and life modifiers; they are left out', card.name);
  if (face.artist) entries.push([faceKey('artist', f), t(face.artist)]);
  if (face.colorIndicator?.length) entries.push([faceKey('indicator', f), face.colorIndicator.map((c) => mseColorName[c]).filter(Boolean).join(', ')]);
  if (leveler && f > 0) warnings.add('a leveler\'s second face has no place in MSE\'s leveler frame', card.name);
  return { entries, snaps };
}

/** The `notes` of a card: its notes, rulings, slot and an art address, a line each. */
function notesOf(card: ExportCard): string {
  const lines: string[] = [];
  for (const face of card.model.card.faces) {
    for (const field of face.fields) {
      if (field.label === 'Note') lines.push(field.value.trim());
      else if (field.label === 'Ruling') lines.push(`Ruling: ${field.value.trim()}`);
      else if (field.label === 'Slot') lines.push(`Slot: ${field.value.trim()}`);
    }
  }
  for (const face of card.faces) if (face.art && /^[a-z][a-z0-9+.-]*:/i.test(face.art)) lines.push(`Art: ${face.art}`);
  return lines.join('\n');
}

/** A `@keyword` directive as a `keyword:` block, or undefined if it is not one. */
function keywordBlock(directive: string): string[] | undefined {
  const m = /^@keyword\s+(\S+)(?:\s+(N|X|\{cost\}))?(?:\s*\((.*)\))?\s*$/.exec(directive);
  if (!m) return undefined;
  const [, name, param, reminder] = m;
  const type = param === '{cost}' ? 'cost' : param ? 'number' : undefined;
  const placeholder = param === '{cost}' ? /\{cost\}/g : param ? new RegExp(`\\b${param}\\b`, 'g') : undefined;
  const text = reminder ? (placeholder ? reminder.replace(placeholder, '{param1}') : reminder) : '';
  return [
    mseBlock('keyword', 0),
    ...mseEntry('keyword', name, 1),
    ...mseEntry('match', `${name}${type ? ` <atom-param>${type}</atom-param>` : ''}`, 1),
    ...mseEntry('mode', 'custom', 1),
    ...mseEntry('reminder', tagText(text), 1),
  ];
}

/** The `set` file's text and the pictures it names (`image1`…). */
export function mseSetFile(set: ExportSet, warnings: Warnings, options: ExportOptions = {}): { text: string; images: { name: string; content: Uint8Array }[] } {
  const plainText = (s: string) => tagText(s, () => undefined);
  const lines = ['mse_version: 2.0.2', 'game: magic', `stylesheet: ${defaultStylesheet}`, mseBlock('set info', 0)];
  // Without @set the code and name are stand-ins (the file's name): MSE names the set by its file then.
  if (set.codeGiven) lines.push(...mseEntry('title', plainText(set.name), 1), ...mseEntry('set code', plainText(set.code), 1));
  const keywords: string[][] = [];
  const description: string[] = [];
  if (set.released) description.push(`released ${set.released}`);
  for (const d of set.directives) {
    const block = d.startsWith('@keyword') ? keywordBlock(d) : undefined;
    if (block) keywords.push(block);
    else description.push(d);
  }
  lines.push(...mseEntry('description', plainText(description.join('\n')), 1));
  const images: { name: string; content: Uint8Array }[] = [];
  let missingArt = 0;
  for (const card of [...set.cards, ...set.tokens]) {
    const kind = mseKind(card);
    lines.push(mseBlock('card', 0));
    if (kindStylesheet[kind] !== defaultStylesheet) lines.push(...mseEntry('stylesheet', kindStylesheet[kind], 1));
    const faces = card.faces.map((face, f) => faceEntries(card, face, f, kind, warnings));
    const snaps = faces[0].snaps;
    if (snaps) lines.push(...mseEntry('has styling', 'true', 1), mseBlock('styling data', 1), ...mseEntry('snap chapter to box', snaps, 2));
    lines.push(...mseEntry('notes', plainText(notesOf(card)), 1));
    faces.forEach(({ entries }, f) => {
      for (const [key, value] of entries) lines.push(...mseEntry(key, value, 1));
      const art = card.faces[f].art;
      if (art && !/^[a-z][a-z0-9+.-]*:/i.test(art)) {
        const bytes = options.art?.(card, card.faces[f]);
        if (bytes) {
          const name = `image${images.length + 1}`;
          images.push({ name, content: bytes });
          lines.push(...mseEntry(faceKey('image', f), name, 1));
        } else missingArt++;
      }
      if (f === 0) {
        // A card with no Rarity: line has none in MSE either (MSE shows common).
        const given = card.model.card.faces.some((face) => face.fields.some((x) => x.label === 'Rarity'));
        if (given) lines.push(...mseEntry('rarity', mseRarity(card), 1));
        if (card.numberGiven) lines.push(...mseEntry('custom card number', plainText(card.number), 1));
      }
    });
    if (card.faces.length > 4) warnings.add('MSE cards hold four faces; faces after the fourth are left out', card.name);
  }
  if (missingArt > 0) warnings.add(`${missingArt} picture${missingArt === 1 ? '' : 's'} named by Art: could not be put in the set (${options.art ? 'not found, not an image, or outside the allowed folders' : 'this export reads no files'}): those cards have no picture in MSE`);
  for (const k of keywords) lines.push(...k);
  return { text: lines.join('\n') + '\n', images };
}

export const mse: Exporter = {
  id: 'mse',
  title: 'Magic Set Editor',
  output: 'file',
  extension: '.mse-set',
  description: 'Magic Set Editor 2 set (.mse-set): open it with File → Open in MSE',
  export(set, options) {
    const warnings = new Warnings();
    const { text, images } = mseSetFile(set, warnings, options);
    const cards = set.cards.length + set.tokens.length;
    return {
      files: [{ path: '', content: zip([{ name: 'set', content: text }, ...images]) }],
      warnings: warnings.list(),
      summary: [`${cards} card${cards === 1 ? '' : 's'} in the set file (each card kind with its MSE template)${images.length ? `, ${images.length} picture${images.length === 1 ? '' : 's'}` : ''}`],
    };
  },
};
