/**
 * Helpers for feature tests: a `|` cursor marker in the text, the built-in knowledge (optionally
 * with the fixture rules excerpt and rulings loaded), and a workspace holding the document.
 */
import { KnowledgeStore } from '../../../server/src/knowledgeFiles.js';
import type { Position } from '../../../server/src/language/ast.js';
import { type CardsDocument, parseDocument } from '../../../server/src/language/document.js';
import { validateDocument } from '../../../server/src/language/validation.js';
import { Workspace } from '../../../server/src/language/workspace.js';
import type { Knowledge } from '../../../server/src/language/features/knowledge.js';
import { join } from 'node:path';
import { fixturePath, positionAt, repoRoot } from '../../helpers.js';

/** Removes the `|` marker; returns the text and the marker's position. */
export function cursor(marked: string): { text: string; position: Position } {
  const at = marked.indexOf('|');
  if (at < 0) throw new Error('no | cursor marker in the text');
  const text = marked.slice(0, at) + marked.slice(at + 1);
  return { text, position: positionAt(text, at) };
}

let builtIn: Knowledge | undefined;
const loaded = new Map<string, Knowledge>();

/** The built-in reference only (no files). */
export function builtInKnowledge(): Knowledge {
  return (builtIn ??= new KnowledgeStore().knowledge);
}

/**
 * The built-in reference plus the files of a folder laid out like the corpus (comprehensive-rules.txt,
 * rulings.json in Scryfall's shape, cards.json to join them to names), loaded once per folder.
 */
export function folderKnowledge(dir: string): Knowledge {
  let knowledge = loaded.get(dir);
  if (!knowledge) {
    const store = new KnowledgeStore();
    const problems = store.load({ rulesFile: join(dir, 'comprehensive-rules.txt'), rulingsFiles: [join(dir, 'rulings.json')], cardFiles: [join(dir, 'cards.json')] }, [repoRoot()]);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    knowledge = store.knowledge;
    loaded.set(dir, knowledge);
  }
  return knowledge;
}

/** The built-in reference plus the fixture rules excerpt and Scryfall rulings (joined by the fixture cards). */
export function fixtureKnowledge(): Knowledge {
  return folderKnowledge(fixturePath());
}

/** Parses a document into a fresh workspace (plus any other documents), validated. */
export function open(text: string, others: Record<string, string> = {}): { doc: CardsDocument; workspace: Workspace; diagnostics: ReturnType<typeof validateDocument> } {
  const workspace = new Workspace();
  const doc = parseDocument(text, { uri: 'file:///test/main.cards' });
  workspace.set(doc);
  for (const [uri, t] of Object.entries(others)) workspace.set(parseDocument(t, { uri }));
  return { doc, workspace, diagnostics: validateDocument(doc) };
}
