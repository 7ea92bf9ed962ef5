/**
 * One MSE `card:` block as an imported card. The card's stylesheet (or the set's) says how its
 * boxes are read ({@link kindOfStylesheet}), and its fields confirm it:
 *
 * - faces: `name`, `name 2`… (split, flip, adventure, double-faced and the rest); a leveler's
 *   numbered fields are its level bands, not faces;
 * - planeswalkers: each paragraph of the rules text (or each `level N text` box of the
 *   "mainframe" walkers) with its `loyalty cost N` in front (`+1: …`); `loyalty` is its loyalty,
 *   or a battle's defense;
 * - levelers: the first box, then `LEVEL <level N>` with the band's power/toughness and box;
 * - sagas: the chapter reminder (`chapter text`, or the reminder MSE prints), then each box with
 *   the chapters the card's `snap chapter to box` styling gives it (`I, II — …`); classes and cases
 *   as MSE's saga template prints them;
 * - tokens get `Token` on their type line; emblems are written `Emblem — X`.
 *
 * What the `.cards` format has no place for is counted in the import's summary by kind.
 */
import { cardField, chapterNumerals, colorFromMse, faceKey, fieldKey, kindOfStylesheet, kindStylesheet, levelKey, levelTextKey, loyaltyCostKey, maxBoxes, type MseKind, mseColorName, numberedKey, rarityFromMse } from './mseFields.js';
import { type MseNode, children, textOf } from './mseTree.js';
import { paragraphs, trailingFlavor, untag, type UntagContext } from './mseTags.js';
import type { ImportedCard, ImportedFace, ImportNotes } from './importedSet.js';

/** What a card needs from its set. */
export interface MseCardContext {
  /** The set's default stylesheet. */
  stylesheet: string;
  /** The set's default illustrator (`set info: artist`), which a card's empty illustrator shows. */
  artist?: string;
  notes: ImportNotes;
  /** A symbol letter the rules do not know (a custom mana symbol) was used. */
  customSymbol(letter: string): void;
  /** The template a card is drawn with (for the summary's list of templates). */
  template(stylesheet: string): void;
  /** Saves a picture named by an image field; returns its path for `Art:`, or undefined. */
  picture(file: string, faceName: string, card: string): string | undefined;
}

/** The fields a card block holds: canonical key → raw (tagged) text, and its nested blocks. */
interface Fields {
  get(key: string): string;
  has(key: string): boolean;
  keys(): string[];
}

function fieldsOf(node: MseNode): { fields: Fields; blocks: Map<string, MseNode> } {
  const values = new Map<string, string>();
  const blocks = new Map<string, MseNode>();
  for (const n of children(node)) {
    const key = fieldKey(n.key);
    if (key === 'styling_data' || key === 'extra_data') blocks.set(key, n);
    else if (!values.has(key)) values.set(key, textOf(n));
  }
  return {
    fields: { get: (k) => values.get(k) ?? '', has: (k) => (values.get(k) ?? '').trim() !== '', keys: () => [...values.keys()] },
    blocks,
  };
}

/** The card-level keys read here or never worth a word (MSE's own bookkeeping). */
const bookkeeping = /^(?:stylesheet|stylesheet_version|has_styling|notes|time_created|time_modified|uid|mse_version|special_text(?:_\d+)?|card_number|full_name|cmc|color_category|exact_color|color_identity|color_count|sorted_.*|template|custom_index|partition|set_code(?:_\d+)?|set_language(?:_\d+)?|card_code(?:_\d+)?|copyright_line(?:_\d+)?|auto_copyright(?:_\d+)?|shape|text(?:_\d+)?|type(?:_\d+)?|pt(?:_\d+)?)$/;
/** Frame choices: how the card is drawn. */
const frameChoices = /^(?:card_color|border_color|corners|card_symbol|type_symbol|transformation|separator|card_stamp|stamp|loyalty_cost_box|loyalty_box|pt_box|foil|counter|the_list_icon|partition_select|illustrator_brush|additional_credit_brush|mainframe_image|frame|popout.*)(?:_\d+)?$/;
const credits = /^(?:copyright|secondary_copyright|additional_credit|vorthos_box|alias|card_code_text)(?:_\d+)?$/;

/** An untag context for one face of a card that reports into the import's notes. */
function untagger(ctx: MseCardContext, faceName: string, card: string): UntagContext {
  return {
    faceName,
    customSymbol: (l) => ctx.customSymbol(l),
    tagDropped: (tag, formatting) => ctx.notes.card(formatting ? 'text formatting (size, colour, font, alignment, margins) dropped' : `MSE tag <${tag}> removed, its text kept`, card),
  };
}

/** A text field as `.cards` lines (markup undone, line breaks kept, blank lines dropped). */
function textLines(tagged: string, u: UntagContext): string[] {
  return untag(tagged, u).split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== '');
}

/** A one-line field (name, type, cost, stats) with its markup undone. */
function plain(tagged: string, u: UntagContext): string {
  return untag(tagged, u).replace(/\s+/g, ' ').trim();
}

/**
 * A mana cost field: MSE's symbol codes (`2WU`), already-braced `{2}{W}`, or codes in `<sym>` runs,
 * each run read on its own (the writer puts `{1}{2/U}` as `<sym>1</sym><sym>2/U</sym>`, which
 * `12/U` would misread).
 */
function costOf(tagged: string, u: UntagContext): string {
  return tagged.split(/<\/?sym(?:-auto)?>/).map((piece) => {
    const t = untag(piece, { ...u, faceName: '' }).replace(/\s+/g, '');
    if (!t) return '';
    if (t.includes('{')) return t;
    return untag(`<sym>${t.replace(/</g, '\u0001')}</sym>`, u);
  }).join('');
}

function typeLineOf(fields: Fields, face: number, u: UntagContext): string {
  const sup = plain(fields.get(faceKey('superType', face)), u);
  const sub = plain(fields.get(faceKey('subType', face)), u);
  return sub ? `${sup} — ${sub}` : sup;
}

/** The colour words of an indicator (`white, blue, multicolor` → `White, Blue`). */
function indicatorOf(value: string): string | undefined {
  const letters = value.split(',').map((c) => colorFromMse[c.trim().toLowerCase()]).filter((c): c is string => !!c);
  if (letters.length === 0) return undefined;
  return letters.map((c) => mseColorName[c][0].toUpperCase() + mseColorName[c].slice(1)).join(', ');
}

/** The kind of card: its stylesheet's, else what its fields show. */
function kindOf(fields: Fields, stylesheet: string): MseKind {
  const byStyle = kindOfStylesheet(stylesheet);
  if (byStyle) return byStyle;
  const types = `${fields.get('super_type')} ${fields.get('sub_type')}`;
  if (/\bEmblem\b/.test(fields.get('super_type'))) return 'emblem';
  if (/\bToken\b/.test(fields.get('super_type'))) return 'token';
  if (/\bSaga\b/.test(types) && fields.has(levelTextKey(1))) return 'saga';
  if (fields.has(loyaltyCostKey(1))) return 'planeswalker';
  if (fields.has(levelKey(1)) && /Level up/i.test(fields.get('rule_text'))) return 'leveler';
  return 'normal';
}

/**
 * A loyalty cost as the designer wrote it in its box (`+1`, `-2`, `0`, `−X`): MSE's templates draw
 * the down arrow for a hyphen-minus, which is what designers type; cardtext reads `-` and `−` alike.
 */
function loyaltyCost(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** A planeswalker's abilities: paragraphs (or level boxes) with their loyalty costs. */
function walkerText(fields: Fields, u: UntagContext): string[] {
  const boxes: string[] = [];
  const useLevels = fields.has(levelTextKey(1));
  if (useLevels) for (let n = 1; n <= maxBoxes; n++) boxes.push(fields.get(levelTextKey(n)));
  else boxes.push(...paragraphs(fields.get('rule_text')));
  const lines: string[] = [];
  if (useLevels && fields.has('rule_text')) lines.push(...textLines(fields.get('rule_text'), u));
  boxes.forEach((box, i) => {
    const text = textLines(box, u);
    if (text.length === 0) return;
    const cost = loyaltyCost(plain(fields.get(loyaltyCostKey(i + 1)), u));
    if (cost) text[0] = `${cost}: ${text[0]}`;
    lines.push(...text);
  });
  return lines;
}

/** A leveler: the first box, then each band as `LEVEL n-m`, its power/toughness, its box. */
function levelerText(fields: Fields, u: UntagContext): string[] {
  // Two layouts: the M15 leveler pairs `rule text` with `level 0` and `level N+1 text` with
  // `level N`; the newer ones pair `level N+1 text`… with `level N` from `level 1 text` up.
  const mainframe = fields.has(levelTextKey(1));
  const boxes = mainframe ? Array.from({ length: maxBoxes }, (_, i) => levelTextKey(i + 1)) : ['rule_text', ...Array.from({ length: maxBoxes - 1 }, (_, i) => levelTextKey(i + 2))];
  const lines: string[] = mainframe ? textLines(fields.get('rule_text'), u) : [];
  boxes.forEach((key, band) => {
    const label = plain(fields.get(levelKey(band)), u);
    const text = textLines(fields.get(key), u);
    const power = plain(fields.get(numberedKey('power', band + 1)), u);
    const toughness = plain(fields.get(numberedKey('toughness', band + 1)), u);
    if (band === 0 && !label) {
      lines.push(...text);
      return;
    }
    if (!label && text.length === 0 && !power && !toughness) return;
    if (label) lines.push(/^level\b/i.test(label) ? label.replace(/^level/i, 'LEVEL') : `LEVEL ${label}`);
    if (band > 0 && (power || toughness)) lines.push(`${power}/${toughness}`);
    lines.push(...text);
  });
  return lines;
}

/** A saga's chapters as MSE's saga template prints them. */
function sagaText(fields: Fields, styling: Map<string, string>, notes: string, u: UntagContext): string[] {
  const boxes: string[][] = [];
  for (let n = 1; n <= maxBoxes; n++) boxes.push(textLines(fields.get(levelTextKey(n)), u));
  while (boxes.length > 0 && boxes[boxes.length - 1].length === 0) boxes.pop();
  if (boxes.length === 0) return textLines(fields.get('rule_text'), u);
  const defaults = ['', '1,1,1', '1,1,2', '1,2,3', '1,2,3,4', '1,2,3,4,5', '1,2,3,4,5,6'];
  const snaps = (styling.get('snap_chapter_to_box') || defaults[boxes.length] || boxes.map((_, i) => i + 1).join(',')).split(',').map((s) => s.trim());
  const leaders = /!altleader ([^\n!]+)/.exec(notes)?.[1].split(',').map((s) => s.trim()) ?? chapterNumerals;
  const chapters = snaps.filter((s) => s !== '').length;
  const reminder = textLines(fields.get(cardField.chapterText.replace(/ /g, '_')), u);
  const lines = reminder.length === 1 && !reminder[0].startsWith('(') ? [`(${reminder[0]})`] : reminder.length > 0 ? reminder
    : [`(As this Saga enters and after your draw step, add a lore counter. Sacrifice after ${chapterNumerals[Math.min(Math.max(chapters, 1), 10) - 1]}.)`];
  boxes.forEach((text, i) => {
    const mine = snaps.map((s, c) => (s === String(i + 1) ? leaders[c] ?? chapterNumerals[c] : undefined)).filter((x): x is string => !!x);
    if (text.length === 0) return;
    const head = mine.length ? `${mine.join(', ')} — ` : '';
    lines.push(`${head}${text[0]}`, ...text.slice(1));
  });
  return lines;
}

/** A class (`level 9 text` holds the level costs) or a case, as MSE's saga template prints them. */
function classText(fields: Fields, u: UntagContext): string[] {
  if (/\bCase\b/.test(fields.get('sub_type'))) return [1, 2, 3].flatMap((n) => textLines(fields.get(levelTextKey(n)), u));
  const reminder = textLines(fields.get('chapter_text'), u);
  const lines = reminder.length ? reminder : ['(Gain the next level as a sorcery to add its ability.)'];
  lines.push(...textLines(fields.get(levelTextKey(1)), u));
  for (let n = 2; n <= 4; n++) {
    const text = textLines(fields.get(levelTextKey(n)), u);
    if (text.length === 0) continue;
    const cost = plain(fields.get(levelTextKey(n + 7)), u);
    const label = plain(fields.get(levelKey(n)), u) || `Level ${n}`;
    lines.push(`${cost ? `${cost} ` : ''}${label}`.trim(), ...text);
  }
  return lines;
}

/** The styling data of a card (`snap chapter to box` …), by canonical key. */
function stylingOf(block: MseNode | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!block) return out;
  for (const n of children(block)) out.set(n.key, textOf(n));
  return out;
}

/** Reads one `card:` block. Throws MseFormatError for a broken block. */
export function readMseCard(node: MseNode, ctx: MseCardContext): ImportedCard {
  const { fields, blocks } = fieldsOf(node);
  const stylesheet = fields.get('stylesheet').trim() || ctx.stylesheet;
  const styling = stylingOf(blocks.get('styling_data'));
  let kind = kindOf(fields, stylesheet);
  // MSE's saga template draws classes and cases too: its options or the subtype say which.
  if (kind === 'saga' && (/\b(?:class|case)\b/i.test(styling.get('other_options') ?? '') || /\b(?:Class|Case)\b/.test(fields.get('sub_type')))) kind = 'class';
  const rawName = untag(fields.get('name'), { faceName: '', customSymbol: () => undefined, tagDropped: () => undefined }).replace(/\s+/g, ' ').trim();
  const label = rawName || `card at line ${node.line}`;
  const notesText = untag(fields.get('notes'), untagger(ctx, rawName, label));
  const used = new Set<string>(['notes', 'rarity', 'custom_card_number', 'stylesheet', 'chapter_text']);
  const faces: ImportedFace[] = [];
  const faceCount = kind === 'leveler' || kind === 'saga' || kind === 'class' ? 1 : Math.max(1, ...[2, 3, 4].filter((n) => fields.has(faceKey('name', n - 1)) || fields.has(faceKey('superType', n - 1))));
  for (let f = 0; f < faceCount; f++) {
    const name = plain(fields.get(faceKey('name', f)), { faceName: '', customSymbol: () => undefined, tagDropped: () => undefined });
    const u = untagger(ctx, name, label);
    const keys = (['name', 'cost', 'superType', 'subType', 'text', 'flavor', 'power', 'toughness', 'loyalty', 'artist', 'image', 'indicator', 'watermark'] as const).map((k) => faceKey(k, f));
    keys.forEach((k) => used.add(k));
    const typeLine = typeLineOf(fields, f, u);
    let text: string[];
    let flavor = textLines(fields.get(faceKey('flavor', f)), u);
    if (f === 0 && kind === 'saga') text = sagaText(fields, styling, notesText, u);
    else if (f === 0 && kind === 'class') text = classText(fields, u);
    else if (f === 0 && kind === 'leveler') text = levelerText(fields, u);
    else if (f === 0 && (kind === 'planeswalker' || fields.has(loyaltyCostKey(1)))) text = walkerText(fields, u);
    else {
      const paras = paragraphs(fields.get(faceKey('text', f)));
      const split = flavor.length === 0 ? trailingFlavor(paras) : { rules: paras, flavor: [] };
      text = split.rules.flatMap((p) => textLines(p, u));
      if (split.flavor.length > 0) {
        flavor = split.flavor.flatMap((p) => untag(p, u).split(/\r\n|\r|\n/).map((l) => l.trim()));
        ctx.notes.card('flavor text written in italics after the rules text read as Flavor', label);
      }
    }
    if (f === 0 && (kind === 'saga' || kind === 'class' || kind === 'leveler' || kind === 'planeswalker')) {
      for (let n = 0; n <= maxBoxes; n++) [levelTextKey(n), levelKey(n), loyaltyCostKey(n), numberedKey('power', n + 1), numberedKey('toughness', n + 1)].forEach((k) => used.add(k));
    }
    if (kind === 'planeswalker' || fields.has(loyaltyCostKey(1))) for (let n = 0; n <= maxBoxes; n++) used.add(loyaltyCostKey(n));
    const face: ImportedFace = { name, cost: costOf(fields.get(faceKey('cost', f)), u), typeLine, text, flavor };
    const power = plain(fields.get(faceKey('power', f)), u);
    const toughness = plain(fields.get(faceKey('toughness', f)), u);
    if (power || toughness) [face.power, face.toughness] = [power, toughness];
    const loyalty = plain(fields.get(faceKey('loyalty', f)), u);
    if (loyalty) {
      if (/\bBattle\b/.test(typeLine) || kind === 'battle') face.defense = loyalty;
      else face.loyalty = loyalty;
    }
    const indicator = fields.get(faceKey('indicator', f));
    if (indicator) face.colorIndicator = indicatorOf(indicator);
    const artist = plain(fields.get(faceKey('artist', f)), u) || (f === 0 ? ctx.artist : undefined);
    if (artist) face.artist = artist;
    const image = fields.get(faceKey('image', f)).trim();
    if (image) face.art = ctx.picture(image, name || label, label);
    if (kind === 'token' && typeLine && !/^\s*Token\b/.test(typeLine)) face.typeLine = `Token ${typeLine}`;
    faces.push(face);
  }
  const card: ImportedCard = { faces, notes: [], rulings: [] };
  if (kind === 'emblem') {
    // `Emblem — Alia` alone when the card's name says nothing more; else a named card of type `Emblem — Alia`.
    const sub = plain(fields.get('sub_type'), untagger(ctx, rawName, label));
    const own = sub || rawName.replace(/^Emblem\b\s*[—-]?\s*/i, '');
    if (!rawName || /^emblem$/i.test(rawName) || rawName === own || rawName === `Emblem — ${own}`) {
      card.emblem = true;
      faces[0].typeLine = own || 'Emblem';
    } else faces[0].typeLine = own ? `Emblem — ${own}` : 'Emblem';
  }
  const rarity = fields.get('rarity').trim().toLowerCase();
  if (rarity) {
    card.rarity = rarityFromMse[rarity] ?? fields.get('rarity').trim();
    if (rarity === 'masterpiece') ctx.notes.card('rarity "masterpiece" written as Special', label);
  }
  const number = plain(fields.get('custom_card_number'), untagger(ctx, rawName, label));
  if (number) card.number = number;
  for (let f = 0; f < faceCount; f++) {
    const watermark = plain(fields.get(faceKey('watermark', f)), untagger(ctx, rawName, label));
    if (watermark && !/^none$/i.test(watermark)) card.notes.push(`Watermark: ${watermark}`);
  }
  for (const line of notesText.split(/\r\n|\r|\n/)) {
    const t = line.trim();
    if (!t || /^!altleader\b/.test(t)) continue;
    const ruling = /^Ruling:\s*(\d{4}-\d{2}-\d{2}\b.*)$/.exec(t);
    const slot = /^Slot:\s*(\S.*)$/.exec(t);
    // An art address in the notes (where cardtext's export keeps it: MSE's image field holds pictures only).
    const address = /^Art:\s*(https?:\/\/\S+)$/.exec(t);
    const bare = faces.find((f) => !f.art);
    if (ruling) card.rulings.push(ruling[1]);
    else if (slot && !card.slot) card.slot = slot[1].trim();
    else if (address && bare) bare.art = address[1];
    else card.notes.push(t);
  }
  reportDropped(fields, blocks, used, kind, faceCount, ctx.notes, label, stylesheet, ctx.stylesheet);
  ctx.template(stylesheet);
  return card;
}

/** Counts what the card holds that was not read, by kind. */
function reportDropped(fields: Fields, blocks: Map<string, MseNode>, used: Set<string>, kind: MseKind, faces: number, notes: ImportNotes, label: string, stylesheet: string, setStylesheet: string): void {
  // The chapters' boxes are read from the styling data; anything else in it is how the card is drawn.
  const styled = [...stylingOf(blocks.get('styling_data')).entries()].some(([k, v]) => k !== 'snap_chapter_to_box' && v.trim() !== '');
  if (styled || blocks.get('extra_data')?.body.some((l) => l.text.trim() !== '')) notes.card('frame options (MSE styling data: fonts, frame variants) dropped', label);
  // A card's own template is news only when it is a look of its own, not the template of its kind.
  if (fields.has('stylesheet') && stylesheet !== setStylesheet && !kindOfStylesheet(stylesheet) && stylesheet.replace(/^magic-/, '') !== kindStylesheet[kind]) notes.card('frame style (a template of its own, not the set\'s) dropped', label);
  const links = fields.keys().filter((k) => /^linked_card_\d+$/.test(k) && fields.has(k));
  if (links.length) notes.card('MSE card links (generator and token, meld, partner) dropped: cardtext links tokens and meld pairs by their names', label);
  for (const key of fields.keys()) {
    if (used.has(key) || !fields.has(key) || bookkeeping.test(key) || /^linked_(?:card|relation)_\d+$/.test(key)) continue;
    if (frameChoices.test(key)) notes.card('frame choices (card colour, border, stamp, symbols) dropped', label);
    else if (credits.test(key)) notes.card('credit lines (copyright, additional credit, alias) dropped', label);
    else if (/^(?:name|casting_cost|super_type|sub_type|rule_text|flavor_text|power|toughness|illustrator|image)_\d+$/.test(key) && (kind === 'leveler' || kind === 'saga' || kind === 'class' || faces < 2)) notes.card(`the ${kind === 'normal' ? 'unused' : kind}'s second-face field "${key.replace(/_/g, ' ')}" dropped`, label);
    else notes.card(`MSE field "${key.replace(/_/g, ' ')}" dropped`, label);
  }
}
