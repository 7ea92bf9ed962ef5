/**
 * One export as a job that needs nothing but plain data: the document's text, the settings'
 * declarations and severities, the format and booster slots. The language server runs it in a
 * worker thread (`exportWorker.ts`), so that parsing and exporting a 10,000-card set never holds
 * up a hover; it can also run in-process (tests, and when the worker can't start).
 */
import { buildExportSet } from '../export/setModel.js';
import { type BoosterSlots, type ExportOptions, exporterFor, type ExportResult } from '../export/registry.js';
import type { CardsDocument } from '../language/document.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import { createLanguageService } from '../language/languageService.js';
import type { Declarations } from '../language/model/symbols.js';
import type { SeverityOverrides } from '../language/validation.js';

const utf8 = new TextEncoder();

/** The parts of an export's answer other than its files. */
export interface ExportFacts {
  output: 'file' | 'folder';
  /** Who the files belong to in an output folder's manifest (format and set code). */
  owner: string;
  warnings: string[];
  summary: string[];
  problems: { errors: number; warnings: number };
  /** Forge only: what plays (see ExportResult.scripted); past {@link maxAnswerNotPlayable} cards, the first ones and `notPlayableCount`. */
  scripted?: NonNullable<ExportResult['scripted']> & { notPlayableCount?: number };
}

/**
 * What an export returns to the client: the files and the counts. A file comes as `text`, or as
 * `base64` for binary files such as the `.mse-set` zip; in a large export (see exportRequests.ts)
 * a file comes as its `size`, and the files' bytes in `transfer.pages` pages fetched with
 * `cardtext/exportChunk`.
 */
export type ExportSetResult =
  | (ExportFacts & {
    ok: true;
    files: { path: string; text?: string; base64?: string; size?: number }[];
    /** Set when the files come in pages: the id to fetch them by, and how many there are. */
    transfer?: { id: string; pages: number };
  })
  | { ok: false; message: string };

/** An export's files as bytes (UTF-8 for text), as a worker hands them over. */
export type ExportBytes = (ExportFacts & { ok: true; files: { path: string; data: Uint8Array; binary: boolean }[] }) | { ok: false; message: string };

/** An export to run: everything it needs, as data a worker can be sent. */
export interface ExportJob {
  text: string;
  uri: string;
  format: string;
  boosters?: BoosterSlots;
  baseDeclarations?: Declarations;
  severity?: SeverityOverrides;
}

/** Half of a UTF-16 surrogate pair with no other half. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The set's name when it has no `@set`: the file's name. */
function fileName(uri: string): string {
  let last = uri.split('/').pop() ?? 'set';
  try {
    last = decodeURIComponent(last);
  } catch {
    // a malformed escape: keep the name as written
  }
  return last.replace(/\.cards$/, '') || 'set';
}

/** Cards not playable in Forge an answer lists; the export's forge-playability.txt lists them all. */
export const maxAnswerNotPlayable = 200;

/**
 * Forge's playability for the editor: the counts, and the first cards that don't play fully (a set
 * of 10,000 cards has thousands, whose texts would make a message of megabytes that the server's
 * one thread serialises while hovers wait).
 */
function answerScripted(scripted: NonNullable<ExportResult['scripted']>): NonNullable<ExportFacts['scripted']> {
  if (scripted.notPlayable.length <= maxAnswerNotPlayable) return scripted;
  return { ...scripted, notPlayable: scripted.notPlayable.slice(0, maxAnswerNotPlayable), notPlayableCount: scripted.notPlayable.length };
}

/** Exports a parsed document with its diagnostics, the files as bytes. Never throws: a failure is a message. */
export function exportDocument(doc: CardsDocument, diagnostics: CardDiagnostic[], format: string, boosters?: BoosterSlots, art?: ExportOptions['art']): ExportBytes {
  const exporter = exporterFor(format);
  if (!exporter) return { ok: false, message: `unknown export format "${format}"` };
  try {
    const set = buildExportSet([doc], { fallbackName: fileName(doc.uri) });
    const result = exporter.export(set, { ...(boosters ? { boosters } : {}), ...(art ? { art } : {}) });
    if (result.refused && result.refused.length > 0) {
      const shown = result.refused.slice(0, 10).map((r) => `${r.card}: ${r.reason}`);
      const more = result.refused.length > 10 ? ` … and ${result.refused.length - 10} more` : '';
      return { ok: false, message: `nothing was exported: ${exporter.title} would not load ${result.refused.length === 1 ? 'this card' : `these ${result.refused.length} cards`} — ${shown.join('; ')}${more}` };
    }
    // An editor can send half of a surrogate pair (a cut emoji); UTF-8 has no way to write it.
    const broken = result.files.filter((f) => typeof f.content === 'string' && loneSurrogate.test(f.content)).length;
    const surrogates = broken > 0 ? [`the text holds a lone surrogate (half of a two-part character, such as a cut emoji); ${broken === 1 ? 'the file writes it' : `${broken} files write it`} as U+FFFD (\uFFFD): fix the character in the editor`] : [];
    return {
      ok: true,
      output: exporter.output,
      owner: `${exporter.id}:${set.code} ${set.name}`,
      files: result.files.map((f) => (typeof f.content === 'string' ? { path: f.path, data: utf8.encode(f.content), binary: false } : { path: f.path, data: f.content, binary: true })),
      warnings: [...surrogates, ...set.warnings, ...result.warnings],
      summary: result.summary,
      problems: { errors: diagnostics.filter((d) => d.severity === 'error').length, warnings: diagnostics.filter((d) => d.severity === 'warning').length },
      scripted: result.scripted && answerScripted(result.scripted),
    };
  } catch (error) {
    return { ok: false, message: `the export failed: ${(error as Error)?.message ?? String(error)}` };
  }
}

/** Parses, checks and exports a job's text, as the server does for the open document; `art` reads the cards' pictures where the platform can (Node). */
export function runExportJob(job: ExportJob, art?: ExportOptions['art']): ExportBytes {
  const service = createLanguageService({ baseDeclarations: job.baseDeclarations, severity: job.severity });
  const doc = service.parse(job.text, job.uri);
  return exportDocument(doc, service.doValidation(doc), job.format, job.boosters, art);
}
