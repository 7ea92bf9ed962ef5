/**
 * Card Conjurer saves (`saved-cards.cardconjurer`, "Download all saved cards"): a JSON array of
 * `{ key, data }`, one entry a card, where `data` is the card as Card Conjurer's editor holds it:
 * `data.text` the text boxes by name (`title`, `mana`, `type`, `rules`, `pt`, `loyalty`, a second
 * face's `title2`/`mana2`/`type2`/`rules2`/`pt2`, a planeswalker's `ability0..3` with
 * `data.planeswalker.abilities` their costs, a saga's `ability0..3` with `data.saga.abilities`
 * their chapter counts and `reminder`), and `infoArtist`, `infoRarity`, `infoNumber`, `infoSet`,
 * `infoNote`, `artSource`.
 *
 * Its inline codes are undone as Card Conjurer draws them: `{i}`…`{/i}` and `{bold}` are style,
 * `\n`, `{line}`, `{lns}` and `//` break the line, `{flavor}` (or `///`) starts the flavour text,
 * `{bar}` and `{divider}` draw a rule (a line break here), `{-}` and ` - ` are a long dash, mana
 * codes (`{w}`, `{2w}`, `{wu}`, `{w/p}`, `{untap}`) are symbols; size, font, colour, alignment and
 * position codes are dropped with a note. Frame, art position, set symbol and watermark layout are
 * not card text: ignored, with one note. Art: an `http(s)` address is kept as `Art:`; a picture
 * uploaded into the card (a `data:` address) is written into the art folder.
 */
import { fromBase64 } from '../export/bytes.js';
import { chapterNumerals } from './mseFields.js';
import { emptySet, type ImportedCard, type ImportedFace, type ImportedSet, ImportNotes } from './importedSet.js';
import { fileSlug, pictureExtension } from './mse.js';
import { ImportRefusal } from './source.js';

/** Options of the Card Conjurer reader. */
export interface CardConjurerOptions {
  artFolder?: string;
}

interface TextBox {
  text?: unknown;
}

/** Why a parsed JSON value is not a Card Conjurer save, or undefined. */
export function notACardConjurerSave(value: unknown): string | undefined {
  if (!Array.isArray(value)) return `it is JSON, but ${value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`}, not a Card Conjurer save (a list of { "key", "data" } entries, as "Download all saved cards" writes)`;
  for (let i = 0; i < value.length; i++) {
    const entry = value[i] as Record<string, unknown> | null;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return `entry ${i + 1} is not an object { "key", "data" }`;
    if (typeof entry.key !== 'string') return `entry ${i + 1} has no "key" string (the card's saved name)`;
    if (!entry.data || typeof entry.data !== 'object' || Array.isArray(entry.data)) return `entry ${i + 1} ("${entry.key.slice(0, 60)}") has no "data" object (the card)`;
    const text = (entry.data as Record<string, unknown>).text;
    if (text !== undefined && (typeof text !== 'object' || text === null || Array.isArray(text))) return `entry ${i + 1} ("${entry.key.slice(0, 60)}") has a "data.text" that is not an object of text boxes`;
  }
  return undefined;
}

/** True if the start of a file looks like a Card Conjurer save. */
export function looksLikeCardConjurer(head: string): boolean {
  return /^\s*\[\s*(?:\]|\{\s*"key"\s*:)/.test(head);
}

const hybridPairs = ['W/U', 'W/B', 'U/B', 'U/R', 'B/R', 'B/G', 'R/G', 'R/W', 'G/W', 'G/U'];

/** The rules symbol body of a Card Conjurer mana code (`w`, `2w`, `wu`, `w/u`, `wp`, `untap`), or undefined. */
export function ccSymbol(code: string): string | undefined {
  const c = code.toLowerCase().replace(/\//g, '');
  const named: Record<string, string> = { untap: 'Q', oldtap: 'T', originaltap: 'T', chaos: 'CHAOS', planechase: 'CHAOS', tk: 'TK', planeswalker: 'PW', inf: '∞', e: 'E', h: 'H', p: 'P', a: 'A' };
  if (named[c]) return named[c];
  if (/^\d+$/.test(c)) return c;
  if (/^[wubrgcxyzts]$/.test(c)) return c.toUpperCase();
  let m: RegExpExecArray | null;
  if ((m = /^2([wubrg])$/.exec(c))) return `2/${m[1].toUpperCase()}`;
  if ((m = /^c([wubrg])$/.exec(c))) return `C/${m[1].toUpperCase()}`;
  if ((m = /^([wubrg])p$/.exec(c))) return `${m[1].toUpperCase()}/P`;
  if ((m = /^([wubrg])([wubrg])(p?)$/.exec(c))) {
    const pair = `${m[1]}/${m[2]}`.toUpperCase();
    const reversed = `${m[2]}/${m[1]}`.toUpperCase();
    const body = hybridPairs.includes(pair) ? pair : hybridPairs.includes(reversed) ? reversed : pair;
    return m[3] ? `${body}/P` : body;
  }
  return undefined;
}

/** A mana cost as Card Conjurer's mana box holds it (`{2}{w}{u}`, `1 B G`, `2WU`) as brace symbols. */
export function ccCost(text: string): string {
  const t = text.replace(/\{(?:fontsize|font|up|down|left|right|kerning|shadow|outline|manacolor)[^}]*\}/gi, '').trim();
  if (!t) return '';
  if (t.includes('{')) return [...t.matchAll(/\{([^{}]*)\}/g)].map((m) => `{${ccSymbol(m[1]) ?? m[1].toUpperCase()}}`).join('');
  const tokens = t.split(/[\s,]+/).filter(Boolean).flatMap((tok) => (/^\d+$/.test(tok) || tok.includes('/') ? [tok] : tok.match(/\d+|[A-Za-z]/g) ?? []));
  return tokens.map((tok) => `{${ccSymbol(tok) ?? tok.toUpperCase()}}`).join('');
}

const styleCode = /^(?:i|\/i|bold|\/bold|indent|\/indent|fixtextalign|savex2?|loadx2?|manacolordefault)$/;
const layoutCode = /^(?:left|center|right|justify-left|justify-center|justify-right|fontsize|fontcolor|font|outlinecolor|outline|upinline|up|down|left|right|shadow|ptshift|permashift|arcradius|arcstart|rotate|manacolor|kerning|conditionalcolor|rollcolor|roll|elemid)/;

/** Text with Card Conjurer's codes undone, split at `{flavor}` into rules and flavour. */
export function ccText(raw: string, onLayout: () => void): { rules: string[]; flavor: string[] } {
  let text = raw.replace(/\r\n?/g, '\n').replace(/\/\/\//g, '{flavor}');
  let flavorText = '';
  const f = text.search(/\{(?:old)?flavor\}/i);
  if (f >= 0) {
    flavorText = text.slice(f).replace(/^\{(?:old)?flavor\}/i, '');
    text = text.slice(0, f);
  }
  const undo = (s: string) => s.replace(/\/\//g, '\n').replace(/ - /g, ' — ').replace(/\{([^{}]*)\}/g, (whole, code: string) => {
    const c = code.trim().toLowerCase();
    if (c === 'line' || c === 'lns' || c === 'linenospace' || c === 'bar' || c === 'divider' || c === 'flavor' || c === 'oldflavor') return '\n';
    if (c === '-') return '—';
    if (styleCode.test(c)) return '';
    if (layoutCode.test(c)) {
      onLayout();
      return '';
    }
    const symbol = ccSymbol(c);
    return symbol !== undefined ? `{${symbol}}` : whole;
  });
  const lines = (s: string) => undo(s).split('\n').map((l) => l.replace(/[ \t]+/g, ' ').trim());
  return { rules: lines(text).filter((l) => l !== ''), flavor: flavorText ? lines(flavorText) : [] };
}

const rarityLetters: Record<string, string> = { c: 'Common', u: 'Uncommon', r: 'Rare', m: 'Mythic', s: 'Special', l: 'Basic land', t: 'Special', p: 'Special' };

/** Reads a Card Conjurer save (the file's text). Throws ImportRefusal. */
export function readCardConjurer(text: string, options: CardConjurerOptions = {}, notes = new ImportNotes()): ImportedSet {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ImportRefusal(`it is not valid JSON (${(error as Error).message.slice(0, 120)}), so it is no Card Conjurer save`);
  }
  const problem = notACardConjurerSave(value);
  if (problem) throw new ImportRefusal(problem);
  const set = emptySet();
  const folder = (options.artFolder ?? 'art').replace(/\/+$/, '');
  const used = new Set<string>();
  const codes = new Set<string>();
  (value as { key: string; data: Record<string, unknown> }[]).forEach((entry, i) => {
    const data = entry.data;
    const boxes = (data.text ?? {}) as Record<string, TextBox>;
    const label = `${entry.key || `entry ${i + 1}`}`;
    const box = (name: string) => (typeof boxes[name]?.text === 'string' ? (boxes[name].text as string) : '');
    const layout = () => notes.card('text size, font, colour and position codes dropped', label);
    const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
    const plain = (s: string) => ccText(s, layout).rules.join(' ');
    const version = str(data.version).toLowerCase();
    const read = new Set<string>();
    const take = (name: string) => {
      read.add(name);
      return box(name);
    };
    const face = (suffix: string): ImportedFace | undefined => {
      const name = plain(take(`title${suffix}`)) || (suffix ? '' : entry.key);
      const typeLine = plain(take(`type${suffix}`));
      const rules = ccText(take(`rules${suffix}`), layout);
      if (suffix && !name && !typeLine && rules.rules.length === 0) return undefined;
      const f: ImportedFace = { name, cost: ccCost(take(`mana${suffix}`)), typeLine, text: rules.rules, flavor: rules.flavor };
      const flavorBox = ccText(take(`flavor${suffix}`), layout);
      if (flavorBox.rules.length) f.flavor.push(...flavorBox.rules);
      const pt = plain(take(`pt${suffix}`));
      const ptMatch = /^(.*?)\s*\/\s*(.*)$/.exec(pt);
      if (ptMatch) [f.power, f.toughness] = [ptMatch[1], ptMatch[2]];
      else if (pt) f.text.push(pt);
      return f;
    };
    const front = face('')!;
    const walker = data.planeswalker as { abilities?: unknown[]; count?: unknown } | undefined;
    const saga = data.saga as { abilities?: unknown[]; count?: unknown } | undefined;
    if (walker && Array.isArray(walker.abilities) && version.includes('planeswalker')) {
      const count = typeof walker.count === 'number' ? walker.count : 4;
      for (let n = 0; n < Math.min(count, 4); n++) {
        const t = ccText(take(`ability${n}`), layout).rules;
        if (t.length === 0) continue;
        const cost = str(walker.abilities[n]).trim().replace(/^-/, '−');
        if (cost) t[0] = `${cost}: ${t[0]}`;
        front.text.push(...t);
      }
    } else if (saga && Array.isArray(saga.abilities) && version.includes('saga')) {
      const reminder = ccText(take('reminder'), layout).rules;
      const counts = saga.abilities.map((c) => Number(c) || 0);
      const total = counts.reduce((a, b) => a + b, 0);
      front.text.unshift(...(reminder.length ? reminder : [`(As this Saga enters and after your draw step, add a lore counter. Sacrifice after ${chapterNumerals[Math.max(1, Math.min(total, 10)) - 1]}.)`]));
      let chapter = 0;
      counts.forEach((c, n) => {
        const t = ccText(take(`ability${n}`), layout).rules;
        const numerals = chapterNumerals.slice(chapter, chapter + c);
        chapter += c;
        if (t.length === 0) return;
        if (numerals.length) t[0] = `${numerals.join(', ')} — ${t[0]}`;
        front.text.push(...t);
      });
    }
    const loyalty = plain(take('loyalty'));
    if (loyalty) {
      if (/\bBattle\b/.test(front.typeLine) || version.includes('battle')) front.defense = loyalty;
      else front.loyalty = loyalty;
    }
    const defense = plain(take('defense'));
    if (defense) front.defense = defense;
    if (version.includes('token') && front.typeLine && !/^\s*Token\b/.test(front.typeLine)) front.typeLine = `Token ${front.typeLine}`;
    const back = face('2');
    const card: ImportedCard = { faces: back ? [front, back] : [front], notes: [], rulings: [] };
    const nickname = plain(take('nickname'));
    if (nickname) card.notes.push(`Nickname: ${nickname}`);
    for (const [name, b] of Object.entries(boxes)) {
      if (read.has(name) || typeof b?.text !== 'string' || !b.text.trim()) continue;
      card.notes.push(`${name}: ${plain(b.text)}`);
      notes.card(`text box "${name}" kept as a Note`, label);
    }
    const artist = str(data.infoArtist).trim();
    if (artist) front.artist = artist;
    const rarity = str(data.infoRarity).trim();
    if (rarity) card.rarity = rarityLetters[rarity.toLowerCase()] ?? rarity;
    const number = str(data.infoNumber).trim();
    if (number) card.number = number;
    const note = str(data.infoNote).trim();
    if (note) card.notes.push(note);
    const code = str(data.infoSet).trim();
    if (code) codes.add(code);
    const art = str(data.artSource).trim();
    if (/^https?:\/\//i.test(art)) front.art = art;
    else if (/^data:image\//i.test(art)) {
      const m = /^data:image\/[a-z+.-]+;base64,(.*)$/is.exec(art);
      const bytes = m ? fromBase64(m[1].replace(/\s+/g, '')) : undefined;
      const ext = bytes ? pictureExtension(bytes) : undefined;
      if (bytes && ext) {
        let path = `${folder}/${fileSlug(front.name || label)}.${ext}`;
        for (let n = 2; used.has(path); n++) path = `${folder}/${fileSlug(front.name || label)}-${n}.${ext}`;
        used.add(path);
        set.art.push({ path, bytes });
        front.art = path;
      } else notes.card('uploaded picture that is not a PNG, JPEG, GIF or WebP image dropped', label);
    } else if (art && !/\/img\/blank\.png$/.test(art)) notes.card(`picture "${art.slice(0, 60)}" is no web address or uploaded picture (no Art: line)`, label);
    if ((Array.isArray(data.frames) && data.frames.length > 0) || data.artX !== undefined || data.setSymbolSource !== undefined) notes.card('frame, art position and set symbol layout ignored (Card Conjurer draws them; cardtext\'s preview draws its own frame)', label);
    set.cards.push(card);
  });
  if (codes.size === 1) set.code = [...codes][0];
  return set;
}
