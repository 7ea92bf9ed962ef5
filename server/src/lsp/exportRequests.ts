/**
 * The export requests of the language server: `cardtext/exportFormats` lists the formats, and
 * `cardtext/exportSet` exports an open document's set and returns the files (text, or base64 for
 * binary files such as the `.mse-set` zip) for the client to save, with the problem counts.
 */
import type { Connection } from 'vscode-languageserver/node';
import type { CardsDocument } from '../language/document.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import { buildExportSet } from '../export/setModel.js';
import { type BoosterSlots, exporterFor, exporters } from '../export/registry.js';
import type { Protocol } from './protocol.js';

export interface ExportFormatInfo {
  id: string;
  title: string;
  output: 'file' | 'folder';
  extension: string;
  description: string;
}

export interface ExportSetParams {
  uri: string;
  format: string;
  boosters?: BoosterSlots;
}

export type ExportSetResult =
  | {
    ok: true;
    output: 'file' | 'folder';
    /** Who the files belong to in an output folder's manifest (format and set code). */
    owner: string;
    files: { path: string; text?: string; base64?: string }[];
    warnings: string[];
    summary: string[];
    problems: { errors: number; warnings: number };
    scripted?: { full: number; textOnly: number; partly: number };
  }
  | { ok: false; message: string };

/** Runs an export for the client. Never throws: bad parameters and failures come back as messages. */
export async function exportSet(params: unknown, documentOf: (uri: string) => Promise<CardsDocument | undefined>, validate: (doc: CardsDocument) => Promise<CardDiagnostic[]>): Promise<ExportSetResult> {
  const p = params as Partial<ExportSetParams> | null;
  if (!p || typeof p.uri !== 'string' || typeof p.format !== 'string') return { ok: false, message: 'cardtext/exportSet needs { uri, format }' };
  const exporter = exporterFor(p.format);
  if (!exporter) return { ok: false, message: `unknown export format "${p.format}" (use ${exporters.map((e) => e.id).join(', ')})` };
  const doc = await documentOf(p.uri);
  if (!doc) return { ok: false, message: 'that document is not open in the language server' };
  try {
    const diagnostics = await validate(doc);
    const set = buildExportSet([doc], { fallbackName: decodeURIComponent(p.uri.split('/').pop() ?? 'set').replace(/\.cards$/, '') });
    const result = exporter.export(set, p.boosters ? { boosters: p.boosters } : {});
    return {
      ok: true,
      output: exporter.output,
      owner: `${exporter.id}:${set.code}`,
      files: result.files.map((f) => (typeof f.content === 'string' ? { path: f.path, text: f.content } : { path: f.path, base64: Buffer.from(f.content).toString('base64') })),
      warnings: [...set.warnings, ...result.warnings],
      summary: result.summary,
      problems: { errors: diagnostics.filter((d) => d.severity === 'error').length, warnings: diagnostics.filter((d) => d.severity === 'warning').length },
      scripted: result.scripted,
    };
  } catch (error) {
    return { ok: false, message: `the export failed: ${String(error)}` };
  }
}

/** Registers the export requests on the connection. */
export function registerExportRequests(connection: Connection, protocol: Protocol, documentOf: (uri: string) => Promise<CardsDocument | undefined>, validate: (doc: CardsDocument) => Promise<CardDiagnostic[]>): void {
  connection.onRequest('cardtext/exportFormats', protocol.request('cardtext/exportFormats', () => undefined, (): ExportFormatInfo[] =>
    exporters.map((e) => ({ id: e.id, title: e.title, output: e.output, extension: e.extension, description: e.description }))));
  connection.onRequest('cardtext/exportSet', protocol.request('cardtext/exportSet', (p) => p, (params) => exportSet(params, documentOf, validate)));
}
