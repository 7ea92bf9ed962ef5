/**
 * Spreadsheets: a card list or a set skeleton saved as CSV or TSV, with a header row. Columns are
 * matched case-insensitively by the names designers use (below); `columns` names them where the
 * header is ambiguous (`--columns name=Card,text=Abilities`). Columns it does not know are listed
 * in the summary and kept on each card as `Note: <column>: <value>`.
 *
 * A row with a slot code and no name is a planned, empty slot: the sheet is then a skeleton, and
 * its slots become `@skeleton` codes, cards with a slot a `Slot:` line. Fields are read as RFC 4180
 * says (quotes, doubled quotes, line breaks inside quotes, `\r\n` or `\n`); the delimiter is the
 * header's comma, tab or semicolon; a leading `'` that a spreadsheet export (cardtext's own CSV
 * export, CubeCobra's) put before text that would run as a formula is taken off again.
 */
import { emptySet, type ImportedCard, type ImportedSet, ImportNotes } from './importedSet.js';
import { ImportRefusal } from './source.js';
import { isFormulaLike } from '../export/cubecobra.js';

/** The fields a column can hold. */
export type CsvField = 'name' | 'cost' | 'type' | 'text' | 'power' | 'toughness' | 'pt' | 'loyalty' | 'defense' | 'hand' | 'life' | 'rarity' | 'flavor' | 'artist' | 'number' | 'slot' | 'notes' | 'color' | 'colorIndicator' | 'art';

/** Header names (lower case, spaces and punctuation as written) for each field, in order of preference. */
export const columnNames: Record<CsvField, string[]> = {
  name: ['name', 'card name', 'card', 'title'],
  cost: ['cost', 'mana cost', 'manacost', 'mana', 'casting cost'],
  type: ['type', 'type line', 'typeline', 'types', 'card type'],
  text: ['text', 'rules text', 'rules', 'oracle', 'oracle text', 'card text', 'abilities', 'ability'],
  power: ['power', 'pow'],
  toughness: ['toughness', 'tough', 'tou'],
  pt: ['p/t', 'pt', 'power/toughness', 'stats'],
  loyalty: ['loyalty'],
  defense: ['defense', 'defence'],
  hand: ['hand', 'hand modifier'],
  life: ['life', 'life modifier'],
  rarity: ['rarity', 'rar'],
  flavor: ['flavor', 'flavor text', 'flavour', 'flavour text'],
  artist: ['artist', 'illustrator'],
  number: ['number', 'cn', 'collector number', 'no', '#'],
  slot: ['slot', 'slot code', 'skeleton slot'],
  notes: ['notes', 'note', 'comments', 'comment', 'design notes'],
  color: ['color', 'colour', 'colors', 'colours', 'color group'],
  colorIndicator: ['color indicator', 'colour indicator'],
  art: ['art', 'image', 'art url', 'image url'],
};

/** A row of a sheet: its fields, and the line it starts on (1-based). */
export interface SheetRow {
  fields: string[];
  line: number;
}

/** Parses delimited text into rows of fields (RFC 4180); blank rows are left out. Throws ImportRefusal for an unclosed quote. */
export function parseDelimited(text: string, delimiter: string): SheetRow[] {
  const rows: SheetRow[] = [];
  let row: string[] = [];
  let rowLine = 1;
  let field = '';
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === '"' && field === '') {
      const startLine = line;
      i++;
      for (;;) {
        if (i >= n) throw new ImportRefusal('a quoted field is never closed (a " with no closing ")', `line ${startLine}`);
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      continue;
    }
    if (c === delimiter) {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      rows.push({ fields: row, line: rowLine });
      row = [];
      field = '';
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      rowLine = line;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push({ fields: row, line: rowLine });
  }
  return rows.filter((r) => r.fields.some((f) => f.trim() !== ''));
}

/** The delimiter of a header line: the one of tab, semicolon and comma it holds most (outside quotes). */
export function delimiterOf(header: string): string {
  const outside = header.replace(/"[^"]*"/g, '');
  const counts = ['\t', ';', ','].map((d) => [d, outside.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

/** True if the start of a text looks like a sheet whose header names a card's name column. */
export function looksLikeSheet(head: string): boolean {
  const first = head.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0] ?? '';
  const cells = first.split(delimiterOf(first)).map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  return cells.length >= 2 && cells.some((c) => columnNames.name.includes(c) || columnNames.slot.includes(c));
}

/** Reads `--columns name=Card,text=Abilities` into field → header. Throws ImportRefusal for an unknown field. */
export function parseColumnOption(spec: string): Partial<Record<CsvField, string>> {
  const out: Partial<Record<CsvField, string>> = {};
  for (const part of spec.split(',')) {
    const [field, ...rest] = part.split('=');
    const key = field.trim().toLowerCase().replace(/[\s_-]/g, '');
    const match = (Object.keys(columnNames) as CsvField[]).find((f) => f.toLowerCase() === key);
    if (!match || rest.length === 0 || rest.join('=').trim() === '') throw new ImportRefusal(`--columns wants FIELD=HEADER pairs separated by commas, FIELD one of ${Object.keys(columnNames).join(', ')} (got "${part.trim()}")`);
    out[match] = rest.join('=').trim();
  }
  return out;
}

/** Options of the CSV reader. */
export interface CsvOptions {
  columns?: Partial<Record<CsvField, string>>;
}

const colorGroups: Record<string, string> = { w: 'W', white: 'W', u: 'U', blue: 'U', b: 'B', black: 'B', r: 'R', red: 'R', g: 'G', green: 'G', m: 'M', gold: 'M', multicolor: 'M', multicolored: 'M', multi: 'M', a: 'A', c: 'A', colorless: 'A', artifact: 'A', l: 'L', land: 'L' };
const rarityLetter: Record<string, string> = { c: 'C', common: 'C', u: 'U', uncommon: 'U', r: 'R', rare: 'R', m: 'M', mythic: 'M', 'mythic rare': 'M' };
const slotCode = /^[CURM][WUBRGMAL]\d{1,3}$/i;

/** The colour letters a Color cell names (`W`, `WU`, `White/Blue`), or undefined when it names something else. */
function colorLetters(cell: string): string | undefined {
  const t = cell.trim();
  if (/^(?:c|a|l|colou?rless|artifact|land|none)$/i.test(t)) return '';
  if (/^[WUBRG]+$/i.test(t)) return [...new Set(t.toUpperCase())].sort().join('');
  const words = t.toLowerCase().split(/[\s/,&+-]+/).filter(Boolean);
  const letters = words.map((w) => ({ white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' } as Record<string, string>)[w]);
  return letters.every(Boolean) && letters.length > 0 ? [...new Set(letters)].sort().join('') : undefined;
}

/** Reads a sheet (its text). Throws ImportRefusal naming the row. */
export function readSheet(text: string, options: CsvOptions = {}, notes = new ImportNotes()): ImportedSet {
  const body = text.replace(/^\uFEFF/, '');
  const headerLine = body.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const rows = parseDelimited(body, delimiterOf(headerLine));
  if (rows.length === 0) throw new ImportRefusal('it is empty: a sheet needs a header row naming its columns (Name, Cost, Type, Text…)');
  const header = rows[0].fields.map((h) => h.trim());
  const lower = header.map((h) => h.toLowerCase());
  const column = new Map<CsvField, number>();
  for (const [field, wanted] of Object.entries(options.columns ?? {}) as [CsvField, string][]) {
    const at = lower.indexOf(wanted.toLowerCase());
    if (at < 0) throw new ImportRefusal(`--columns names the column "${wanted}" for ${field}, but the header has no such column (it has ${header.map((h) => `"${h}"`).join(', ')})`, 'line 1 (the header)');
    column.set(field, at);
  }
  for (const field of Object.keys(columnNames) as CsvField[]) {
    if (column.has(field)) continue;
    const candidates = columnNames[field].map((n) => lower.indexOf(n)).filter((i) => i >= 0 && ![...column.values()].includes(i));
    if (candidates.length > 0) column.set(field, candidates[0]);
  }
  if (!column.has('name') && !column.has('slot')) throw new ImportRefusal(`its header names no card-name column (one of ${columnNames.name.map((n) => `"${n}"`).join(', ')}; it has ${header.slice(0, 12).map((h) => `"${h}"`).join(', ')}); name it with --columns name=HEADER`, 'line 1 (the header)');
  const dup = header.findIndex((h, i) => h !== '' && lower.indexOf(h.toLowerCase()) !== i);
  if (dup >= 0) notes.note(`the header names the column "${header[dup]}" twice; the first is read`);
  const known = new Set(column.values());
  const extra = header.map((h, i) => ({ h, i })).filter(({ h, i }) => !known.has(i) && h !== '');
  if (extra.length) notes.note(`columns cardtext does not know were kept on each card as Notes: ${extra.map((e) => `"${e.h}"`).join(', ')}`);
  const set = emptySet();
  const skeleton: string[] = [];
  const counters = new Map<string, number>();
  const nextCode = (group: string, rarity: string) => {
    const key = `${rarity}${group}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return `${key}${String(n).padStart(2, '0')}`;
  };
  rows.slice(1).forEach(({ fields: row, line: rowLine }) => {
    const rowNumber = rowLine;
    const cell = (field: CsvField) => {
      const at = column.get(field);
      const raw = at === undefined ? '' : (row[at] ?? '');
      return raw.startsWith("'") && isFormulaLike(raw.slice(1)) ? raw.slice(1) : raw;
    };
    if (row.length > header.length && row.slice(header.length).some((f) => f.trim() !== '')) notes.note(`the row on line ${rowNumber} has more fields than the header names; the extra fields were not read`);
    const name = cell('name').trim();
    let slot = cell('slot').trim();
    let ownSlot: string | undefined;
    let slotNumber: string | undefined;
    if (slot && !slotCode.test(slot) && /^\d+[a-z★]?$/i.test(slot) && !column.has('number')) {
      // A "Slot" column of plain numbers is the card's number.
      slotNumber = slot;
      slot = '';
    } else if (slot && !slotCode.test(slot)) {
      const group = colorGroups[cell('color').trim().toLowerCase()];
      const rarity = rarityLetter[cell('rarity').trim().toLowerCase()];
      notes.note('slot codes that are not cardtext\'s (a rarity letter, a colour group letter, a number: CW01) were numbered anew from each row\'s colour and rarity; the sheet\'s own codes are kept as Notes');
      ownSlot = slot;
      slot = group && rarity ? nextCode(group, rarity) : '';
    }
    if (slot) skeleton.push(slot.toUpperCase());
    if (!name) {
      if (slot || ownSlot) return;
      throw new ImportRefusal('this row has text but no name (every card needs one; a skeleton row needs a slot code)', `line ${rowNumber}`);
    }
    // A card of several faces: one-line fields joined with " // ", text and flavour with a "//" line (as cardtext's CSV export writes).
    const names = name.split(/\s+\/\/\s+/);
    const each = (field: CsvField) => {
      const v = cell(field).trim();
      return names.length > 1 ? v.split(/\s+\/\/\s+|^\/\/\s+|\s+\/\/$/) : [v];
    };
    const eachLines = (field: CsvField) => {
      const all = cell(field).split(/\r\n|\r|\n/).map((l) => l.trim());
      const parts: string[][] = [[]];
      for (const l of all) {
        if (l === '//' && names.length > 1) parts.push([]);
        else if (l !== '') parts[parts.length - 1].push(l);
      }
      return parts;
    };
    const [costs, types, pts, powers, toughnesses, loyalties, defenses, hands, lives, artists, arts, indicators] = (['cost', 'type', 'pt', 'power', 'toughness', 'loyalty', 'defense', 'hand', 'life', 'artist', 'art', 'colorIndicator'] as CsvField[]).map(each);
    const [texts, flavors] = (['text', 'flavor'] as CsvField[]).map(eachLines);
    const faces = names.map((n, i) => {
      const ptMatch = /^(.*?)\s*\/\s*(.*)$/.exec(pts[i] ?? '');
      const face: ImportedCard['faces'][number] = {
        name: n, cost: costOf(costs[i] ?? ''), typeLine: (types[i] ?? '').replace(/\s+/g, ' '), text: texts[i] ?? [], flavor: flavors[i] ?? [],
        power: powers[i] || ptMatch?.[1] || undefined, toughness: toughnesses[i] || ptMatch?.[2] || undefined,
        loyalty: loyalties[i] || undefined, defense: defenses[i] || undefined, hand: hands[i] || undefined, life: lives[i] || undefined,
        artist: artists[i] || undefined, art: arts[i] || undefined, colorIndicator: indicators[i] || undefined,
      };
      if (pts[i] && !ptMatch) face.text.push(pts[i]);
      return face;
    });
    const face = faces[0];
    const card: ImportedCard = { faces, notes: [], rulings: [] };
    const emblem = /^Emblem\s+—\s+(.+)$/.exec(name);
    if (emblem && faces.length === 1 && (!face.typeLine || face.typeLine === name)) [card.emblem, face.typeLine] = [true, emblem[1]];
    const rarityCell = cell('rarity').trim();
    if (rarityCell) card.rarity = rarityCell;
    const number = cell('number').trim() || slotNumber;
    if (number) card.number = number;
    if (slot) card.slot = slot.toUpperCase();
    if (ownSlot) card.notes.push(`Slot in the sheet: ${ownSlot}`);
    const color = cell('color').trim();
    if (color && !slot && !ownSlot) {
      // The colour a card's cost gives needs no line; any other is kept, never turned into a colour indicator.
      const said = colorLetters(color);
      const costColors = [...new Set(face.cost.match(/[WUBRG]/g) ?? [])].sort().join('');
      if (said !== costColors) {
        card.notes.push(`Color: ${color}`);
        notes.card('colour column that differs from the mana cost\'s colours kept as a Note (a colour indicator is its own column)', name);
      }
    }
    for (const line of cell('notes').split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean)) {
      const ruling = /^Ruling:\s*(\d{4}-\d{2}-\d{2}\b.*)$/.exec(line);
      if (ruling) card.rulings.push(ruling[1]);
      else card.notes.push(line);
    }
    for (const { h, i } of extra) {
      const v = (row[i] ?? '').replace(/\s+/g, ' ').trim();
      if (v) card.notes.push(`${h}: ${v}`);
    }
    set.cards.push(card);
  });
  if (skeleton.length > 0 && (set.cards.length < skeleton.length || set.cards.some((c) => c.slot))) {
    const unique = [...new Set(skeleton)];
    for (let i = 0; i < unique.length; i += 16) set.directives.push(`@skeleton ${unique.slice(i, i + 16).join(' ')}`);
  }
  return set;
}

/** A cost cell as brace symbols: `{2}{W}`, `2W`, `2 W` or `1 g`. */
function costOf(cell: string): string {
  const t = cell.trim();
  if (!t) return '';
  if (t.includes('{')) return t.replace(/\s+/g, '');
  const tokens = t.split(/[\s,]+/).filter(Boolean).flatMap((tok) => (/^\d+$/.test(tok) || tok.includes('/') ? [tok] : tok.match(/\d+|[A-Za-z]/g) ?? []));
  return tokens.map((tok) => `{${tok.toUpperCase()}}`).join('');
}
