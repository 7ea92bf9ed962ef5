/**
 * A reader of CubeCobra's cube CSV, written from its import's documented header (`name`, `CMC`,
 * `Type`, `Color`, `Set`, `Collector Number`, `Rarity`, `Color Category`, `status`, `Finish`,
 * `maybeboard`, `image URL`, `image Back URL`, `tags`, `Notes`, `MTGO ID`, `Custom`): every row
 * read with a real CSV parser, every field of every card compared with the set.
 */
import { parse } from 'csv-parse/sync';
import type { ExportSet } from '../../../server/src/export/setModel.js';

export const cubeCobraHeader = ['name', 'CMC', 'Type', 'Color', 'Set', 'Collector Number', 'Rarity', 'Color Category', 'status', 'Finish', 'maybeboard', 'image URL', 'image Back URL', 'tags', 'Notes', 'MTGO ID', 'Custom'];
const rarities = ['common', 'uncommon', 'rare', 'mythic', 'special'];

/** The rows of a cube CSV, or the first problem CubeCobra's import would have with it. */
export function readCubeCobraCsv(csv: string): { ok: true; rows: Record<string, string>[] } | { ok: false; error: string } {
  let records: string[][];
  try {
    records = parse(csv, { relax_column_count: false }) as string[][];
  } catch (error) {
    return { ok: false, error: `not CSV: ${(error as Error).message}` };
  }
  const [header, ...body] = records;
  if (!header || header.join(',') !== cubeCobraHeader.join(',')) return { ok: false, error: `the header is not CubeCobra's: ${header?.join(',')}` };
  const rows = body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
  for (const [i, row] of rows.entries()) {
    if (!row.name) return { ok: false, error: `row ${i + 2}: no name` };
    if (row.CMC !== '' && !/^\d+(\.5)?$/.test(row.CMC)) return { ok: false, error: `row ${i + 2}: CMC "${row.CMC}" is not a number` };
    if (!/^[WUBRG]*$/.test(row.Color)) return { ok: false, error: `row ${i + 2}: Color "${row.Color}" is not colour letters` };
    if (!rarities.includes(row.Rarity)) return { ok: false, error: `row ${i + 2}: Rarity "${row.Rarity}"` };
    if (!['true', 'false'].includes(row.maybeboard)) return { ok: false, error: `row ${i + 2}: maybeboard "${row.maybeboard}"` };
  }
  return { ok: true, rows };
}

/** One line per field of a card that the rows lost or changed (name, cost's mana value, type line, colours, set, number, rarity). */
export function cubeCobraMismatches(set: ExportSet, rows: Record<string, string>[]): string[] {
  const out: string[] = [];
  if (rows.length !== set.cards.length) out.push(`${rows.length} rows for ${set.cards.length} cards`);
  set.cards.forEach((card, i) => {
    const row = rows.find((r) => r.name === card.name && r['Collector Number'] === card.number) ?? rows[i];
    if (!row || row.name !== card.name) {
      out.push(`${card.name}: no row`);
      return;
    }
    if (Number(row.CMC) !== card.manaValue) out.push(`${card.name}: CMC ${row.CMC} for ${card.manaValue}`);
    const types = card.faces.map((f) => f.typeLine).join(' // ');
    if (row.Type !== types) out.push(`${card.name}: Type "${row.Type}" for "${types}"`);
    if ([...row.Color].sort().join('') !== [...card.colors].sort().join('')) out.push(`${card.name}: Color ${row.Color} for ${card.colors.join('')}`);
    if (row.Set.toLowerCase() !== set.code.toLowerCase()) out.push(`${card.name}: Set ${row.Set}`);
    if (row['Collector Number'] !== card.number) out.push(`${card.name}: number ${row['Collector Number']} for ${card.number}`);
    if (row.Rarity !== (card.rarity === 'bonus' ? 'special' : card.rarity)) out.push(`${card.name}: Rarity ${row.Rarity} for ${card.rarity}`);
  });
  return out;
}
