/**
 * A differential fuzzer for the server's document sync: random batches of LSP changes (CR, LF and
 * CRLF line breaks, a BOM, positions past the end, several changes per `didChange`, directive
 * edits that force a full parse) go through `OpenDocuments` — the server's own code path — while
 * `vscode-languageserver-textdocument` keeps the reference text. After every batch the server's
 * text must equal the reference and its parsed, validated document a fresh parse of that text.
 */
import * as assert from 'node:assert';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { type CardsDocument, parseDocument } from '../../server/src/language/document.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { Workspace } from '../../server/src/language/workspace.js';
import { type ContentChange, OpenDocuments } from '../../server/src/lsp/documents.js';
import { prng } from '../helpers.js';

export interface SyncFuzzFigures {
  rounds: number;
  batches: number;
  changes: number;
  outOfRange: number;
  fullTexts: number;
}

type Range = { start: { line: number; character: number }; end: { line: number; character: number } };

/** Everything positional about a parsed and validated document. */
function snapshot(doc: CardsDocument): string {
  return JSON.stringify({
    diagnostics: validateDocument(doc),
    cards: doc.cards,
    chunks: doc.chunks.map((c) => [c.startLine, c.lineCount, c.text]),
    problems: doc.problems,
    lineCount: doc.lineCount,
  }, (_key, value) => (value instanceof Set ? [...value] : value));
}

/** The reference library's text after one change (line offsets fresh for each change). */
function applyReference(text: string, change: ContentChange): string {
  const doc = TextDocument.create('file:///ref.cards', 'cardtext', 1, text);
  TextDocument.update(doc, [change.range ? { range: change.range, text: change.text } : { text: change.text }], 2);
  return doc.getText();
}

const pieces = ['', 'x', ' ', '\n', '\r', '\r\n', '\n\n', '\r\n\r\n', '//', '\n//\n', '{', '}', '{T}', '"', ':', '—', 'Draw a card.', '\uFEFF', '@mana {P} purple\n\n', '# note\n'];

/** Runs the fuzzer; throws (with the failing batch) on the first divergence. */
export async function fuzzSync(cards: string[], options: { seed: number; rounds: number; batchesPerRound: number; cardsPerDoc: number }): Promise<SyncFuzzFigures> {
  const random = prng(options.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const figures: SyncFuzzFigures = { rounds: 0, batches: 0, changes: 0, outOfRange: 0, fullTexts: 0 };
  for (let round = 0; round < options.rounds; round++) {
    const eol = pick(['\n', '\r\n', '\r', 'mixed'] as const);
    const breakAt = () => (eol === 'mixed' ? pick(['\n', '\r\n', '\r']) : eol);
    const first = Math.floor(random() * Math.max(1, cards.length - options.cardsPerDoc));
    let text = cards.slice(first, first + options.cardsPerDoc).map((c) => c.replace(/\n/g, () => breakAt())).join(breakAt() + breakAt());
    if (random() < 0.3) text = `\uFEFF${text}`;
    if (random() < 0.5) text += breakAt();
    const workspace = new Workspace();
    const documents = new OpenDocuments({ workspace, baseDeclarations: () => undefined, changed: () => undefined, warn: () => undefined, log: () => undefined });
    const uri = `file:///fuzz/${round}.cards`;
    documents.didOpen(uri, text, 1);
    figures.rounds++;
    for (let batch = 0; batch < options.batchesPerRound; batch++) {
      const before = text;
      const changes: ContentChange[] = [];
      for (let k = 1 + Math.floor(random() * (random() < 0.3 ? 5 : 1)); k > 0; k--) {
        const lines = text.split(/\r\n|\r|\n/);
        const position = () => {
          const line = Math.floor(random() * lines.length);
          const p = { line, character: Math.floor(random() * (lines[line].length + 1)) };
          if (random() < 0.04) {
            figures.outOfRange++;
            return pick([{ line: lines.length + 5, character: 0 }, { line, character: lines[line].length + 7 }, { line: -1, character: 3 }, { line, character: -2 }]);
          }
          return p;
        };
        let change: ContentChange;
        if (random() < 0.01) {
          change = { text: `${text.slice(0, Math.floor(text.length / 2))}${breakAt()}` };
          figures.fullTexts++;
        } else {
          const a = position();
          const b = random() < 0.5 ? a : position();
          const range: Range = { start: a, end: random() < 0.1 ? { line: a.line + 1, character: 0 } : b };
          change = { range, text: pick(pieces) + (random() < 0.2 ? pick(pieces) : '') };
        }
        changes.push(change);
        text = applyReference(text, change);
        figures.changes++;
      }
      documents.didChange(uri, batch + 2, changes);
      figures.batches++;
      const doc = await documents.ready(uri);
      const state = documents.get(uri)!;
      const where = `round ${round}, batch ${batch}: ${JSON.stringify({ before, changes }).slice(0, 3000)}`;
      assert.strictEqual(state.buffer.rawText(), text, `text differs from the reference library, ${where}`);
      assert.ok(doc, where);
      const fresh = parseDocument(text.replace(/^\uFEFF/, ' '));
      assert.strictEqual(snapshot(doc), snapshot(fresh), `parsed document differs from a fresh parse, ${where}`);
    }
  }
  return figures;
}
