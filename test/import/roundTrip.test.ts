/**
 * Round trips on every fixture set: `export --to mse` then `import` gives a file with the same
 * diagnostics, card for card, except on the cards the export's warnings say something was left out
 * of; `export --to csv` then `import` (with `--set`/`--released` and the directives the warning
 * names given back) the same, the sheet holding cards only. The reader and the writer share one
 * description of MSE's fields (import/mseFields.ts), so a drift in either fails here.
 */
import * as assert from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from '../../server/src/language/document.js';
import { buildExportSet, type ExportSet } from '../../server/src/export/setModel.js';
import { exporterFor } from '../../server/src/export/registry.js';
import { repoRoot } from '../helpers.js';
import { diagnosticsByCard, fileInput, folderInput, imported, zipInput } from './importHelpers.js';

const fromRepo = (...path: string[]) => () => readFileSync(join(repoRoot(), ...path), 'utf8');
/** Every fixture set: the team's custom sets, the export fixture, the examples, and the imports' own sets (imported). */
const fixtureSets: [string, () => string][] = [
  ...readdirSync(join(repoRoot(), 'test', 'fixtures', 'sets')).filter((f) => f.endsWith('.cards')).map((f) => [`sets/${f}`, fromRepo('test', 'fixtures', 'sets', f)] as [string, () => string]),
  ['export/violet.cards', fromRepo('test', 'fixtures', 'export', 'violet.cards')],
  ...['clean.cards', 'design.cards', 'showcase.cards'].map((f) => [`examples/${f}`, fromRepo('examples', f)] as [string, () => string]),
  ['the MSE set with keys with spaces (imported)', () => imported([folderInput('mse-spaces')]).text],
  ['the MSE set with keys with underscores (imported)', () => imported([folderInput('mse-underscores')]).text],
  ['the MSE 2.5 set of card files (imported)', () => imported([zipInput('mse-include')]).text],
  ['the Card Conjurer save (imported)', () => imported([fileInput('conjurer.cardconjurer')]).text],
  ['the CSV card list (imported)', () => imported([fileInput('cards.csv')]).text],
  ['the TSV skeleton (imported)', () => imported([fileInput('skeleton.tsv')]).text],
];

const setOf = (text: string): ExportSet => buildExportSet([parseDocument(text, { uri: 'file:///fixture/set.cards' })]);

/** Cards a warning says something of was left out (named in its parentheses). */
function leftOut(warnings: string[]): Set<string> {
  const names = new Set<string>();
  for (const w of warnings.filter((x) => x.includes('left out'))) {
    const listed = /\(([^()]*)\)$/.exec(w)?.[1] ?? '';
    for (const n of listed.split(/, (?=[^,]*(?:,|$))|, /)) if (n && !n.startsWith('…')) names.add(n.trim());
  }
  return names;
}

/** Asserts the two texts' diagnostics are equal card for card, but on `exempt` cards; file-level ones but misplaced directives. */
function sameDiagnostics(before: string, after: string, exempt: Set<string>, what: string): void {
  const a = diagnosticsByCard(before);
  const b = diagnosticsByCard(after);
  const drop = (list: string[] | undefined, key: string) => (key === '(file)' ? (list ?? []).filter((d) => !d.startsWith('invalid-directive')) : list);
  assert.deepStrictEqual([...b.keys()].filter((k) => k !== '(file)').sort(), [...a.keys()].filter((k) => k !== '(file)').sort(), `${what}: the same cards`);
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    if (exempt.has(key)) continue;
    assert.deepStrictEqual(drop(b.get(key), key) ?? [], drop(a.get(key), key) ?? [], `${what}: ${key}`);
  }
}

suite('round trips: export, then import', () => {
  for (const [name, text] of fixtureSets) {
    test(`MSE: ${name} comes back with the same diagnostics, card for card, but where the export says what it left out`, () => {
      const original = text();
      const result = exporterFor('mse')!.export(setOf(original), {});
      const back = imported([{ name: 'set.mse-set', bytes: result.files[0].content as Uint8Array }]);
      assert.strictEqual(back.cards, setOf(original).cards.length + setOf(original).tokens.length);
      // What the user is told: the set's warnings and the exporter's.
      sameDiagnostics(original, back.text, leftOut([...setOf(original).warnings, ...result.warnings]), name);
    });

    test(`CSV: ${name} comes back with the same diagnostics, card for card, its directives given back as the warning says`, () => {
      const original = text();
      const set = setOf(original);
      const result = exporterFor('csv')!.export(set, {});
      if (set.directives.length > 0) assert.ok(result.warnings.some((w) => w.includes('a CSV holds cards only') && w.includes(set.directives[0])), result.warnings.join('\n'));
      const back = imported([{ name: 'set.csv', bytes: new TextEncoder().encode(result.files[0].content as string) }], set.codeGiven ? { set: { code: set.code, name: set.name }, released: set.released } : {});
      // The sheet's own Slot column makes an @skeleton; the set's own plan, given back, replaces it.
      const header = (back.text.match(/^(?:@.*\n)*/)?.[0] ?? '').split('\n').filter((l) => !(l.startsWith('@skeleton') && set.directives.some((d) => d.startsWith('@skeleton')))).join('\n');
      const body = back.text.replace(/^(?:@.*\n)*/, '');
      const text2 = set.directives.length ? `${header}${header && !header.endsWith('\n') ? '\n' : ''}${set.directives.join('\n')}\n${body.replace(/^\n?/, '\n')}` : back.text;
      sameDiagnostics(original, text2, leftOut([...set.warnings, ...result.warnings]), name);
    });
  }

  test('notes, rulings, a slot and an art address travel through MSE\'s notes and come back as their fields', () => {
    const text = '@set TST Test Set\n\nPilot {1}{U}\nCreature — Human Pilot\nRarity: Common\nSlot: CU01\n1/1\nArt: https://example.invalid/pilot.png\nNote: a designer\'s note\nRuling: 2026-01-02 It flies.\n';
    const back = imported([{ name: 'set.mse-set', bytes: exporterFor('mse')!.export(setOf(text), {}).files[0].content as Uint8Array }]).text;
    assert.strictEqual(back, text);
  });

  test('importing an export twice gives the same text (the reader reads what the writer writes)', () => {
    const first = imported([zipInput('mse-include')]);
    const pictures = new Map(first.art.map((a) => [a.path, a.bytes]));
    const exported = exporterFor('mse')!.export(setOf(first.text), { art: (_card, face) => (face.art ? pictures.get(face.art) : undefined) });
    const again = imported([{ name: 'again.mse-set', bytes: exported.files[0].content as Uint8Array }]);
    assert.strictEqual(again.text, first.text);
    assert.deepStrictEqual(again.art, first.art, 'the pictures travel through the archive unchanged');
  });
});
