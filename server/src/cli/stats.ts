/**
 * `cardtext stats PATH... [--format table|json]`: the set overview's numbers. The JSON shape is
 * a contract for other tools (see StatsJson); the table is for people.
 */
import { colorKeys, computeSetStats, curveKeys, rarityKeys, type StatsJson } from '../stats/setStats.js';
import { type CliIO, parseArgs, UsageError } from './args.js';
import { loadSet, setEntries } from './loadSet.js';
import type { AsFanJson } from '../setDesign/asFan.js';
import { designJson, designLines } from '../setDesign/designJson.js';
import { designView } from '../setDesign/designView.js';
import { jsonSafe, writeRaw } from './terminalText.js';

/** Left-aligned columns, separated by two spaces. */
function columns(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

/** The statistics as text tables. */
export function statsTable(json: StatsJson): string {
  const list = (counts: Record<string, number>) => Object.entries(counts).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
  const fmt = (n: number | null) => (n === null ? '-' : n.toFixed(2));
  const parts = [
    `${json.cards} card${json.cards === 1 ? '' : 's'}${json.tokens ? `, ${json.tokens} token${json.tokens === 1 ? '' : 's'} (counted apart)` : ''}`,
    '',
    columns([['colors', ...colorKeys], ['', ...colorKeys.map((c) => String(json.colors[c]))]]),
    '',
    columns([['rarity', ...rarityKeys], ['', ...rarityKeys.map((r) => String(json.rarity[r]))]]),
    '',
    columns([['mana value', ...curveKeys], ['(non-land)', ...curveKeys.map((k) => String(json.manaValue[k]))]]),
    '',
    `types: ${list(json.types)}`,
    '',
    columns([['creatures', 'count', 'avg power', 'avg toughness'],
      ...colorKeys.map((c) => [c, String(json.creatures[c].count), fmt(json.creatures[c].power), fmt(json.creatures[c].toughness)])]),
    '',
    `keywords: ${list(json.keywords)}`,
  ];
  return parts.join('\n') + '\n';
}

/** The as-fan as text: cards per pack of each colour and rarity. */
function asFanTable(fan: AsFanJson): string {
  const row = (r: Record<string, number>) => Object.entries(r).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ');
  return `as-fan per pack (${fan.collation} booster, ${fan.packSize.toFixed(1)} cards): ${row(fan.colors)}\n  by rarity: ${row(fan.rarity)}\n`;
}

/** Runs `cardtext stats`; returns the exit code (0, or 2 on bad usage or unreadable input). */
export function statsCommand(args: string[], io: CliIO): number {
  const { options, positionals } = parseArgs(args, { '--format': 'value', '-f': 'value' });
  const format = (options['--format'] ?? options['-f'] ?? 'table') as string;
  if (format !== 'table' && format !== 'json') throw new UsageError(`unknown format "${format}" (use table or json)`);
  if (positionals.length === 0) throw new UsageError('stats needs at least one .cards file or folder');
  const { files, problems } = loadSet(positionals, io.cwd);
  for (const p of problems) io.stderr(`cardtext: ${p}\n`);
  if (files.length === 0) return 2;
  const entries = setEntries(files);
  const { json } = computeSetStats(entries);
  // As-fan and the rest of the design view, under the set's default collation (its first
  // @collation, else the play booster).
  const view = designView(entries, files.flatMap((f) => f.doc.directives));
  const design = designJson(view);
  if (format === 'json') writeRaw(io, jsonSafe(JSON.stringify({ ...json, asFan: view.asFan, design }, null, 2)) + '\n');
  else io.stdout(`${statsTable(json)}\n${asFanTable(view.asFan)}${designLines(design)}`);
  return problems.length > 0 ? 2 : 0;
}
