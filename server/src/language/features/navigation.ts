/**
 * Go to definition, find references and rename for card names: a card's header, the card's own
 * references to itself by name, and other cards that name it ("a creature named …", or any
 * mention of a name of two or more words).
 */
import { type Position, type Range, rangeContains } from '../ast.js';
import type { CardsDocument } from '../document.js';
import type { NameMention, Workspace } from '../workspace.js';
import { lineText, locate } from './locate.js';
import { cardNameProblem } from './renameRules.js';
import { sameName } from '../cardNames.js';

export interface Location {
  uri: string;
  range: Range;
}

/** The card name at `pos`: a header name, a self-reference by name, or a mention of another card. */
export function nameAtPosition(doc: CardsDocument, pos: Position, workspace: Workspace): { name: string; range: Range } | undefined {
  const located = locate(doc, pos);
  if (located?.target.kind === 'name') return { name: located.target.node.text, range: located.target.node.range };
  if (located?.target.kind === 'selfReference' && located.target.node.form === 'name') {
    return { name: located.face.face.name.text, range: located.target.node.range };
  }
  const line = lineText(doc, pos.line);
  if (/^\s*#/.test(line)) return undefined;
  return workspace.nameAt(line, pos.line, pos);
}

/** True if a mention in another card's text is a reliable reference to the card. */
function isReliable(mention: NameMention, workspace: Workspace): boolean {
  if (mention.name.split(/\s+/).length >= 2) return true;
  const doc = workspace.get(mention.uri);
  const line = doc ? lineText(doc, mention.range.start.line) : '';
  return /\bnamed\s*$/i.test(line.slice(0, mention.range.start.character));
}

/** Every place the card name is written: headers, self-references by name and reliable mentions. */
export function nameOccurrences(name: string, workspace: Workspace): Location[] {
  const out: Location[] = [];
  for (const m of workspace.mentions(name)) {
    const doc = workspace.get(m.uri);
    if (!doc) continue;
    const located = locate(doc, m.range.start);
    // The match must be this name, not the start of a longer one ("Goblin Guide" in "Goblin Guide's Lair").
    const line = lineText(doc, m.range.start.line);
    const longest = workspace.nameAt(line, m.range.start.line, { line: m.range.start.line, character: m.range.start.character + 1 });
    if (longest && !sameName(longest.name, name) && longest.range.start.character === m.range.start.character) continue;
    if (located?.target.kind === 'name') {
      if (sameName(located.target.node.text, name) || sameName(located.model.card.name, name)) out.push({ uri: m.uri, range: m.range });
      continue;
    }
    const ownCard = located?.model.card.faces.some((f) => sameName(f.name.text, name)) ?? false;
    if (ownCard || isReliable(m, workspace)) out.push({ uri: m.uri, range: m.range });
  }
  return out;
}

export function doDefinition(doc: CardsDocument, pos: Position, workspace: Workspace): Location[] {
  const found = nameAtPosition(doc, pos, workspace);
  if (!found) return [];
  const out: Location[] = [];
  for (const loc of workspace.findCards(found.name)) {
    const face = loc.card.faces.find((f) => sameName(f.name.text, found.name)) ?? loc.card.faces[0];
    if (!(loc.uri === doc.uri && rangeContains(face.name.range, pos))) out.push({ uri: loc.uri, range: face.name.range });
  }
  return out;
}

export function doReferences(doc: CardsDocument, pos: Position, workspace: Workspace, includeDeclaration: boolean): Location[] {
  const found = nameAtPosition(doc, pos, workspace);
  if (!found) return [];
  const headers = new Set(workspace.findCards(found.name).flatMap((c) => c.card.faces.filter((f) => sameName(f.name.text, found.name)).map((f) => `${c.uri}#${f.name.range.start.line}:${f.name.range.start.character}`)));
  return nameOccurrences(found.name, workspace).filter((l) => includeDeclaration || !headers.has(`${l.uri}#${l.range.start.line}:${l.range.start.character}`));
}

/** The range to rename at `pos` (a card name), or undefined if nothing there can be renamed. */
export function prepareRename(doc: CardsDocument, pos: Position, workspace: Workspace): Range | undefined {
  const found = nameAtPosition(doc, pos, workspace);
  return found && workspace.findCards(found.name).length > 0 ? found.range : undefined;
}

/** Edits per document, or why the rename can't be done (a message for the user). */
export type RenameResult = { ok: true; edits: Map<string, { range: Range; newText: string }[]> } | { ok: false; message: string };

/**
 * Edits per document that rename the card at `pos` to `newName` (trimmed), or, if `newName` is no
 * valid card name (see `cardNameProblem`), the reason. No card name at `pos` gives no edits.
 */
export function doRename(doc: CardsDocument, pos: Position, newName: string, workspace: Workspace): RenameResult {
  const problem = cardNameProblem(newName);
  if (problem) return { ok: false, message: problem };
  const edits = new Map<string, { range: Range; newText: string }[]>();
  const found = nameAtPosition(doc, pos, workspace);
  if (!found) return { ok: true, edits };
  for (const loc of nameOccurrences(found.name, workspace)) {
    const list = edits.get(loc.uri) ?? [];
    list.push({ range: loc.range, newText: newName.trim() });
    edits.set(loc.uri, list);
  }
  return { ok: true, edits };
}
