import * as assert from 'node:assert';
import { doDocumentSymbols, doFoldingRanges, doWorkspaceSymbols } from '../../../server/src/language/features/outline.js';
import { doDefinition, doReferences, doRename, prepareRename } from '../../../server/src/language/features/navigation.js';
import { doFormat } from '../../../server/src/language/features/formatting.js';
import { doSemanticTokens, tokenTypes } from '../../../server/src/language/features/semanticTokens.js';
import { cursor, open } from './featureHelpers.js';
import { applyFix, plain } from '../../helpers.js';

const set = 'Gisela, the Broken Blade {2}{W}{W}\nLegendary Creature — Angel Horror\nFlying\nAt the beginning of your end step, if you own and control Gisela, the Broken Blade and a creature named Bruna, the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.\n4/3\n\nFire {1}{R}\nInstant\nFire deals 2 damage divided as you choose among one or two targets.\n//\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.';
const other = 'Bruna, the Fading Light {5}{W}{W}\nLegendary Creature — Angel Horror\nFlying, vigilance\n5/7';

suite('outline, navigation, formatting, semantic tokens', () => {
  test('document symbols list each card with its faces under it', () => {
    const { doc } = open(set);
    const symbols = doDocumentSymbols(doc);
    assert.deepStrictEqual(symbols.map((s) => s.name), ['Gisela, the Broken Blade', 'Fire // Ice']);
    assert.deepStrictEqual(symbols[1].children.map((c) => c.name), ['Fire', 'Ice']);
  });

  test('each card folds from its name line to its last line', () => {
    const { doc } = open(set);
    assert.deepStrictEqual(doFoldingRanges(doc), [{ startLine: 0, endLine: 4 }, { startLine: 6, endLine: 13 }]);
  });

  test('workspace symbols find cards across documents by letters in order', () => {
    const { workspace } = open(set, { 'file:///other.cards': other });
    assert.deepStrictEqual(doWorkspaceSymbols(workspace, 'brunfad').map((s) => s.uri), ['file:///other.cards']);
  });

  test('go to definition jumps from a card named in rules text to that card', () => {
    const { text, position } = cursor(set.replace('named Bruna', 'named Br|una'));
    const { doc, workspace } = open(text, { 'file:///other.cards': other });
    const defs = doDefinition(doc, position, workspace);
    assert.deepStrictEqual(plain(defs), [{ uri: 'file:///other.cards', range: { start: { line: 0, character: 0 }, end: { line: 0, character: 23 } } }]);
  });

  test('find references lists the header and every mention, in every document', () => {
    const { text, position } = cursor(other.replace('Bruna,', 'Bru|na,'));
    const { workspace } = open(set, { 'file:///other.cards': text });
    const refs = doReferences(workspace.get('file:///other.cards')!, position, workspace, true);
    assert.deepStrictEqual(refs.map((r) => r.uri).sort(), ['file:///other.cards', 'file:///test/main.cards']);
  });

  test('renaming a card renames its header and its self-references by name', () => {
    const { text, position } = cursor(set.replace('Gisela, the Broken Blade {2}', 'Gis|ela, the Broken Blade {2}'));
    const { doc, workspace } = open(text);
    assert.ok(prepareRename(doc, position, workspace));
    const result = doRename(doc, position, 'Gisela, the Mended Blade', workspace);
    assert.ok(result.ok, 'the rename is accepted');
    const edits = result.edits.get('file:///test/main.cards')!;
    assert.strictEqual(edits.length, 2);
    const renamed = applyFix(text, { title: 'rename', edits });
    assert.match(renamed, /^Gisela, the Mended Blade \{2\}/);
    assert.match(renamed, /control Gisela, the Mended Blade and/);
  });

  test('formatting orders mana symbols, uses long dashes and typographic apostrophes, and keeps the meaning', () => {
    const text = 'Bear {G}{1}\nCreature - Bear\nThis creature can\'t block.\n2/2';
    const { doc, diagnostics } = open(text);
    const formatted = applyFix(text, { title: 'format', edits: doFormat(doc, diagnostics) });
    assert.strictEqual(formatted, 'Bear {1}{G}\nCreature — Bear\nThis creature can’t block.\n2/2');
  });

  test('semantic tokens mark the name, symbols, keywords and types without overlaps', () => {
    const { doc } = open('Bird {1}{W}\nCreature — Bird\nFlying (This creature can fly.)\n{T}: Add {W}.\n1/1');
    const data = doSemanticTokens(doc);
    const tokens: { line: number; start: number; length: number; type: string }[] = [];
    let line = 0;
    let start = 0;
    for (let i = 0; i < data.length; i += 5) {
      line += data[i];
      start = data[i] === 0 ? start + data[i + 1] : data[i + 1];
      tokens.push({ line, start, length: data[i + 2], type: tokenTypes[data[i + 3]] });
    }
    const at = (l: number, s: number) => tokens.find((t) => t.line === l && t.start === s)?.type;
    assert.strictEqual(at(0, 0), 'class');
    assert.strictEqual(at(0, 5), 'enumMember');
    assert.strictEqual(at(1, 0), 'type');
    assert.strictEqual(at(2, 0), 'keyword');
    assert.strictEqual(at(2, 7), 'comment');
    assert.strictEqual(at(3, 0), 'operator');
    assert.strictEqual(at(3, 5), 'function');
    for (let i = 1; i < tokens.length; i++) {
      const a = tokens[i - 1];
      const b = tokens[i];
      assert.ok(b.line > a.line || b.start >= a.start + a.length, `tokens overlap at ${b.line}:${b.start}`);
    }
  });
});
