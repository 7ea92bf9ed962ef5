import * as assert from 'node:assert';
import { nameKey, sameName } from '../../server/src/language/cardNames.js';
import { doDefinition, doReferences, doRename } from '../../server/src/language/features/navigation.js';
import { doFormat } from '../../server/src/language/features/formatting.js';
import { doHover } from '../../server/src/language/features/hover.js';
import { RulingsIndex } from '../../server/src/language/knowledge/rulings.js';
import { builtInKnowledge, cursor, open } from './features/featureHelpers.js';
import { applyFix, expectDiagnostic, validate } from '../helpers.js';

const straight = "Cogwright's Engine";
const curly = 'Cogwright’s Engine';
const engine = (name: string) => `${name} {4}\nArtifact\n{T}: Draw a card.\nRuling: 2026-02-01 It taps to draw.`;

suite('card names: straight and typographic apostrophes are the same name', () => {
  test('the name key ignores case and apostrophe style, and nothing else', () => {
    assert.strictEqual(nameKey(curly), nameKey("COGWRIGHT'S ENGINE"));
    assert.ok(sameName(straight, 'Cogwright‘s Engine') && sameName(straight, 'Cogwrightʼs Engine'));
    assert.ok(!sameName(straight, 'Cogwrights Engine'));
  });

  test('two cards named with different apostrophes are duplicates', () => {
    const result = validate(`${engine(straight)}\n\n${engine(curly)}`);
    expectDiagnostic(result, 'duplicate-card-name', { at: curly });
  });

  test('find references and rename reach the name whichever apostrophe each place uses', () => {
    const { text, position } = cursor(`${engine(straight)}\n\nTinker {U}\nSorcery\nSearch your library for a card named Cogwright’s En|gine.`);
    const { doc, workspace } = open(text);
    const refs = doReferences(doc, position, workspace, true);
    assert.deepStrictEqual(refs.map((r) => r.range.start.line), [0, 7]);
    const renamed = doRename(doc, position, 'Cogwright’s Marvel', workspace);
    assert.ok(renamed.ok);
    const edits = renamed.edits.get(doc.uri) ?? [];
    assert.deepStrictEqual(edits.map((e) => [e.range.start.line, e.newText]), [[0, 'Cogwright’s Marvel'], [7, 'Cogwright’s Marvel']]);
  });

  test('go to definition finds the card written with the other apostrophe', () => {
    const { text, position } = cursor(`Tinker {U}\nSorcery\nSearch your library for a card named Cogwright’s En|gine.`);
    const { doc, workspace } = open(text, { 'file:///other.cards': engine(straight) });
    assert.deepStrictEqual(doDefinition(doc, position, workspace).map((l) => [l.uri, l.range.start.line]), [['file:///other.cards', 0]]);
  });

  test('hovering a mention shows the rulings written on the card, whichever apostrophe the mention uses', () => {
    const { text, position } = cursor(`Tinker {U}\nSorcery\nSearch your library for a card named Cogwright’s En|gine.`);
    const { doc, workspace, diagnostics } = open(text, { 'file:///other.cards': engine(straight) });
    assert.match(doHover(doc, position, builtInKnowledge(), diagnostics, workspace)?.contents ?? '', /It taps to draw\./);
  });

  test('rulings files are looked up with either apostrophe', () => {
    const index = new RulingsIndex();
    index.setCardRulings(straight, [{ date: '2026-02-01', text: 'It taps to draw.' }]);
    assert.deepStrictEqual(index.rulingsFor('cogwrightʼs engine').map((r) => r.text), ['It taps to draw.']);
    assert.deepStrictEqual(index.rulingsFor(curly).map((r) => r.text), ['It taps to draw.']);
  });

  test('a meld card finds its partner and the melded card written with the other apostrophe', () => {
    const text = [
      "Gisela's Blade {2}{W}{W}\nLegendary Creature — Angel\nAt the beginning of your end step, if you control a creature named Bruna’s Light, exile them, then meld them into Brisela’s Voice.\n4/3",
      "Bruna's Light {5}{W}{W}\nLegendary Creature — Angel\n5/7",
      "Brisela's Voice\nLegendary Creature — Eldrazi Angel\n9/10",
    ].join('\n\n');
    const { doc } = open(text);
    const melded = doc.models.find((m) => m.card.name === "Brisela's Voice")!;
    assert.strictEqual(melded.manaValue, 11);
  });

  suite('Format Document keeps names as written', () => {
    const format = (text: string) => {
      const { doc, diagnostics } = open(text);
      return applyFix(text, { title: 'format', edits: doFormat(doc, diagnostics) });
    };

    test('a name line, a "named" mention, a ruling naming a card and a self-reference keep their apostrophes; other words get ’', () => {
      const text = `${straight} {4}\nArtifact\n{T}: ${straight} doesn't untap. Search for a card named Urza's Tower.\nRuling: 2026-02-01 ${straight} can't untap.`;
      assert.strictEqual(format(text), `${straight} {4}\nArtifact\n{T}: ${straight} doesn’t untap. Search for a card named Urza's Tower.\nRuling: 2026-02-01 ${straight} can’t untap.`);
    });

    test('after formatting, the two spellings still collide as duplicates', () => {
      const formatted = format(`${engine(straight)} It doesn't untap.\n\n${engine(curly)}`);
      assert.match(formatted, /doesn’t untap/);
      expectDiagnostic(validate(formatted), 'duplicate-card-name', { at: curly });
    });
  });
});
