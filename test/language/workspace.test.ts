/**
 * The workspace's card names across documents: mentions of a name, and the cases that must not
 * match at all.
 */
import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { Workspace } from '../../server/src/language/workspace.js';

suite('workspace', () => {
  test('mentions of a card name are found in rules text and headers, not in comments', () => {
    const workspace = new Workspace();
    workspace.set(parseDocument('Bolt {R}\nInstant\nBolt deals 3 damage to any target.\n# Bolt is fine', { uri: 'file:///a.cards' }));
    assert.deepStrictEqual(workspace.mentions('Bolt').map((m) => [m.range.start.line, m.range.start.character]), [[0, 0], [2, 0]]);
  });

  test('an empty name (as a broken first line can give) is mentioned nowhere, and looking for it ends', () => {
    const workspace = new Workspace();
    const doc = parseDocument('{TZap {Zap {R}\r\n{T}{T}\rZap {R}\nInstant\n', { uri: 'file:///a.cards' });
    assert.strictEqual(doc.cards[0].name, '');
    workspace.set(doc);
    assert.deepStrictEqual(workspace.mentions(''), []);
  });
});
