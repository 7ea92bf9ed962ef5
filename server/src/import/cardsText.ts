/**
 * Writes an imported set as `.cards` text: the set's directives, then each card (a name line, a
 * type line, its rules lines, then its fields and stats), cards separated by blank lines.
 *
 * Whatever the source held, no value can break the file's line structure: line breaks inside a
 * name or a field become spaces, blank rules lines are left out (a blank line would end the
 * card), and a rules line that would read as something else (`# …` a comment, `@…` a directive,
 * `//` a face separator, `Flavor: …` a field) is kept as a `Note:` and counted in the summary.
 * Characters that are never card text (terminal escapes, bidirectional overrides) are removed and
 * counted, as the Scryfall import does.
 */
import { fieldLabels } from '../language/parser/tokens.js';
import { isIsoDate } from '../language/setInfo.js';
import { type ImportedCard, type ImportedFace, type ImportedSet, ImportNotes, cardName } from './importedSet.js';

const fieldLine = new RegExp(`^\\s*(?:${fieldLabels.join('|')})\\s*:`);
/** Controls (but the line feed), DEL, C1 and the bidirectional overrides. */
const notCardText = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One line of free text: line breaks and runs of spaces become one space. */
export function oneLine(text: string): string {
  return text.replace(/[\s\u2028\u2029]+/g, ' ').trim();
}

/** What a rules line would be read as instead of rules text, or undefined. */
export function rulesLineProblem(line: string): string | undefined {
  const t = line.trim();
  if (t === '//') return 'a face separator';
  if (t.startsWith('#')) return 'a comment';
  if (t.startsWith('@')) return 'a directive';
  if (fieldLine.test(t)) return 'a field';
  return undefined;
}

/** What a name would be read as instead of a name, or undefined. */
function nameProblem(name: string): string | undefined {
  if (/^(?:#|@|\/\/)/.test(name)) return `it starts with "${name.slice(0, 2)}"`;
  if (/\{[^{}]*\}\s*$/.test(name)) return 'it ends in a brace symbol, which would read as its mana cost';
  return undefined;
}

function faceLines(face: ImportedFace, card: ImportedCard, first: boolean, label: string, index: number, notes: ImportNotes): string[] {
  const lines: string[] = [];
  const moved: string[] = [];
  if (card.emblem && first) {
    lines.push(`Emblem — ${oneLine(face.typeLine)}`);
  } else {
    let name = oneLine(face.name);
    const problem = name ? nameProblem(name) : 'it is empty';
    if (problem) {
      if (name) moved.push(`Name as written: ${name}`);
      notes.card(`name ${problem === 'it is empty' ? 'missing' : 'that can\'t start a card line'} (written as "Unnamed card"; the name as written is a Note)`, label);
      name = `Unnamed card ${index + 1}`;
    }
    const cost = oneLine(face.cost);
    lines.push(cost ? `${name} ${cost}` : name);
    const type = oneLine(face.typeLine);
    if (!type) notes.card('no type line (written as "—": name its types)', label);
    lines.push(type || '—');
  }
  for (const raw of face.text) {
    const line = oneLine(raw);
    if (!line) continue;
    const problem = rulesLineProblem(line);
    if (problem) {
      moved.push(line);
      notes.card(`a rules line that would read as ${problem} kept as a Note`, label);
    } else lines.push(line);
  }
  if (face.colorIndicator) lines.push(`Color indicator: ${oneLine(face.colorIndicator)}`);
  const flavor = face.flavor.map((f) => f.replace(/[\u2028\u2029\t]+/g, ' ').trim());
  while (flavor.length > 0 && flavor[flavor.length - 1] === '') flavor.pop();
  while (flavor.length > 0 && flavor[0] === '') flavor.shift();
  for (const f of flavor) lines.push(f ? `Flavor: ${f}` : 'Flavor:');
  if (first && card.rarity) lines.push(`Rarity: ${oneLine(card.rarity)}`);
  if (face.artist && oneLine(face.artist)) lines.push(`Artist: ${oneLine(face.artist)}`);
  if (first && card.number && oneLine(card.number)) lines.push(`Number: ${oneLine(card.number)}`);
  if (first && card.slot && oneLine(card.slot)) lines.push(`Slot: ${oneLine(card.slot)}`);
  const power = face.power !== undefined ? oneLine(face.power) : '';
  const toughness = face.toughness !== undefined ? oneLine(face.toughness) : '';
  if (power || toughness) lines.push(`${power}/${toughness}`);
  if (face.loyalty && oneLine(face.loyalty)) lines.push(`Loyalty: ${oneLine(face.loyalty)}`);
  if (face.defense && oneLine(face.defense)) lines.push(`Defense: ${oneLine(face.defense)}`);
  if (face.hand && oneLine(face.hand)) lines.push(`Hand: ${oneLine(face.hand)}`);
  if (face.life && oneLine(face.life)) lines.push(`Life: ${oneLine(face.life)}`);
  if (face.art && oneLine(face.art)) lines.push(`Art: ${oneLine(face.art)}`);
  for (const m of moved) lines.push(`Note: ${m}`);
  if (first) {
    for (const n of card.notes) for (const part of n.split(/\r\n|\r|\n/)) if (oneLine(part)) lines.push(`Note: ${oneLine(part)}`);
    for (const r of card.rulings) if (oneLine(r)) lines.push(`Ruling: ${oneLine(r)}`);
  }
  return lines;
}

/** The `@set`/`@released` lines of a set, or a note saying why there are none. */
function setLines(set: ImportedSet, notes: ImportNotes): string[] {
  const lines: string[] = [];
  const code = set.code ? oneLine(set.code) : '';
  const name = set.name ? oneLine(set.name) : '';
  if (code && /^[A-Za-z0-9]{2,5}$/.test(code) && name) lines.push(`@set ${code.toUpperCase()} ${name}`);
  else if (code && /^[A-Za-z0-9]{2,5}$/.test(code)) notes.note(`the cards name the set code ${code.toUpperCase()} but not the set's name, so no @set is written: add "@set ${code.toUpperCase()} Name" at the top (or import with --set "${code.toUpperCase()} Name")`);
  else if (code || name) notes.note(`the set${name ? ` "${name}"` : ''}${code ? ` has the code "${code}", which` : ' has no code, so it'} is not written as @set (a code is 2–5 letters or digits): add "@set CODE ${name || 'Name'}" at the top`);
  if (set.released) {
    if (isIsoDate(set.released)) lines.push(`@released ${set.released}`);
    else notes.note(`the release date "${set.released}" is not a date written YYYY-MM-DD, so it is not written as @released`);
  }
  return lines;
}

/** The `.cards` text of an imported set, and how many characters that are not card text were removed. */
export function writeCardsText(set: ImportedSet, notes: ImportNotes): { text: string; removed: number } {
  const header = [...setLines(set, notes), ...new Set(set.directives.map(oneLine).filter((d) => d.startsWith('@')))];
  const blocks: string[] = [];
  const comments = (set.comments ?? []).map(oneLine).filter((c) => c !== '');
  if (comments.length) blocks.push(comments.map((c) => `# ${c}`).join('\n'));
  if (header.length) blocks.push(header.join('\n'));
  set.cards.forEach((card, i) => {
    const label = cardName(card).trim() || `card ${i + 1}`;
    const faces = card.faces.map((f, n) => faceLines(f, card, n === 0, label, i, notes).join('\n'));
    blocks.push(faces.join('\n//\n'));
  });
  if (set.written?.text.trim()) blocks.push(set.written.text.trim());
  let removed = 0;
  const text = blocks.join('\n\n').replace(notCardText, (c) => {
    removed++;
    return c === '\t' ? ' ' : '';
  });
  if (removed > 0) notes.note(`removed ${removed} control character${removed === 1 ? '' : 's'} (terminal escapes, bidirectional overrides) from the cards' text: they are not card text`);
  return { text: text ? `${text}\n` : '', removed };
}
