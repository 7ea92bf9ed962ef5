/**
 * Helpers for export tests: the fixture set, its export in each format, and golden files
 * (`UPDATE_GOLDEN=1 npm test` rewrites them; review the diff by eye before committing).
 */
import * as assert from 'node:assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { buildExportSet, type ExportSet } from '../../server/src/export/setModel.js';
import { exporterFor, type ExportOptions, type ExportResult } from '../../server/src/export/registry.js';
import { repoRoot } from '../helpers.js';

/** The text of a file under test/fixtures/export. */
export function fixture(name: string): string {
  return readFileSync(join(repoRoot(), 'test', 'fixtures', 'export', name), 'utf8');
}

/** The export model of a `.cards` text. */
export function setOf(text: string, uri = 'file:///test/set.cards'): ExportSet {
  return buildExportSet([parseDocument(text, { uri })]);
}

/** The fixture set, exported in one format. */
export function exportAs(format: string, text = fixture('violet.cards'), options: ExportOptions = {}): ExportResult {
  const exporter = exporterFor(format);
  assert.ok(exporter, `no exporter "${format}"`);
  return exporter.export(setOf(text), options);
}

/** A single-file export's text. */
export function textOf(result: ExportResult): string {
  assert.strictEqual(result.files.length, 1);
  const content = result.files[0].content;
  return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
}

/** Compares `actual` with test/export/golden/NAME (written when UPDATE_GOLDEN=1). */
export function expectGolden(name: string, actual: string): void {
  const path = join(repoRoot(), 'test', 'export', 'golden', name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    if (process.env.UPDATE_GOLDEN !== '1') assert.fail(`wrote the missing golden file ${name}; review it and run the tests again`);
    return;
  }
  assert.strictEqual(actual, readFileSync(path, 'utf8'), `the ${name} export differs from its golden file (UPDATE_GOLDEN=1 rewrites it)`);
}

/**
 * The ability lines (`K:`, `A:`, `T:`, `S:`, `SVar:`) of the Forge script of the only card of a set, descriptions left
 * out; the card is written by the test (never copied from anyone): `Name`, cost and type line, then the rules text.
 */
export function forgeAbilityLines(card: string): string[] {
  const result = exportAs('forge', `@set TST Test\n\n${card}\nRarity: Common\n`);
  const file = result.files.find((f) => f.path.startsWith('cards/'))!;
  return (file.content as string).split('\n').filter((l) => /^(K|A|T|S|R|SVar):/.test(l)).map((l) => l.replace(/ \| (SpellDescription|TriggerDescription|Description)\$ [^|]*$/, ''));
}

/** What the Forge export's summary says of the only card of a set: each ability left out and why (empty when it plays fully). */
export function forgeNotScripted(card: string): string[] {
  const result = exportAs('forge', `@set TST Test\n\n${card}\nRarity: Common\n`);
  return result.scripted!.notPlayable.flatMap((n) => n.abilities.map((a) => a.reason));
}

/** How `explain` describes the first ability of a card written by the test (it must be read). */
export function describedFirst(card: string): string {
  const model = parseDocument(card).chunks.find((c) => c.model)!.model!;
  const e = readCardEffects(model).faces[0][0];
  assert.ok(!e.unknown, `not read: ${JSON.stringify(e.unknown)}`);
  return describeEffect(e).join('\n');
}

/** How `explain` describes every ability of a card written by the test, one after another. */
export function describedAll(card: string): string {
  const model = parseDocument(card).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].map((e) => describeEffect(e).join('\n')).join('\n');
}
