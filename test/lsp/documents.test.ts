/**
 * Open documents in the server, without the protocol: an edit the parsed document fails to take
 * rebuilds it from the whole text, and edits that arrive while a large file is being parsed in
 * slices all end up in the parsed document.
 */
import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { Workspace } from '../../server/src/language/workspace.js';
import { type DocumentsHost, OpenDocuments } from '../../server/src/lsp/documents.js';

function host(overrides: Partial<DocumentsHost> = {}): DocumentsHost & { changes: string[]; logs: string[] } {
  const changes: string[] = [];
  const logs: string[] = [];
  return { workspace: new Workspace(), baseDeclarations: () => undefined, changed: (uri) => changes.push(uri), warn: (m) => logs.push(m), log: (m) => logs.push(m), changes, logs, ...overrides };
}

const card = (i: number) => `Card ${i} {1}{G}\nCreature — Elf\n{T}: Add {G}.\n${i % 5}/1`;
const names = (text: string) => parseDocument(text).cards.map((c) => `${c.name}@${c.range.start.line}`);

suite('open documents (OpenDocuments)', () => {
  test('when an edit fails inside the parsed document, it is parsed again from the whole text', async () => {
    const h = host({
      update: (prev) => {
        // Fail half-way, after disturbing the previous document, as a bug would.
        prev.chunks[0].startLine += 7;
        throw new Error('boom');
      },
    });
    const documents = new OpenDocuments(h);
    documents.didOpen('file:///a.cards', `${card(1)}\n\n${card(2)}`, 1);
    await documents.ready('file:///a.cards');
    documents.didChange('file:///a.cards', 2, [{ range: { start: { line: 5, character: 5 }, end: { line: 5, character: 6 } }, text: '9' }]);
    const doc = await documents.ready('file:///a.cards');
    const expected = `${card(1)}\n\n${card(2).replace('Card 2', 'Card 9')}`;
    assert.strictEqual(doc?.text, expected);
    assert.deepStrictEqual(doc?.cards.map((c) => `${c.name}@${c.range.start.line}`), names(expected));
    assert.ok(h.logs.some((l) => /could not be applied to the parsed document \(Error: boom\)/.test(l)));
  });

  test('edits that arrive while a large file is parsed in slices all reach the parsed document', async () => {
    const h = host();
    const documents = new OpenDocuments(h);
    const text = Array.from({ length: 400 }, (_, i) => card(i)).join('\n\n');
    documents.didOpen('file:///big.cards', text, 1);
    assert.ok(documents.get('file:///big.cards')?.job, 'a 400-card file is parsed in slices');
    documents.didChange('file:///big.cards', 2, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 6 } }, text: 'First' }]);
    documents.didChange('file:///big.cards', 3, [{ range: { start: { line: 2000, character: 0 }, end: { line: 2000, character: 0 } }, text: '\n\nLast {R}\nInstant\nLast deals 1 damage to any target.' }]);
    const doc = await documents.ready('file:///big.cards');
    const expected = `${text.replace('Card 0', 'First')}\n\nLast {R}\nInstant\nLast deals 1 damage to any target.`;
    assert.strictEqual(doc?.text, expected);
    assert.deepStrictEqual(doc?.cards.map((c) => `${c.name}@${c.range.start.line}`), names(expected));
    assert.deepStrictEqual(h.changes.slice(-1), ['file:///big.cards']);
  });

  test('a document larger than the analysis cap is kept as text but not parsed, with one warning', async () => {
    const h = host();
    const documents = new OpenDocuments(h);
    documents.didOpen('file:///huge.cards', 'x'.repeat(21 * 1024 * 1024), 1);
    assert.strictEqual(await documents.ready('file:///huge.cards'), undefined);
    assert.strictEqual(h.logs.length, 1);
    assert.match(h.logs[0], /huge\.cards is 21 MB of text, more than the 20 MB cardtext analyses/);
  });
});
