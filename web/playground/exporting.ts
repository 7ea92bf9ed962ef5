/**
 * "Download .cards" and "Export…": the server's own exporters (`cardtext/exportFormats`,
 * `cardtext/exportSet`, and `cardtext/exportChunk` for a large export's pages), saved as a
 * download. A one-file format downloads as that file; a folder format (Forge) as one .zip of the
 * folder: a page can't write a folder (the File System Access API asks for a folder each time and
 * only Chromium has it) and a browser blocks a burst of downloads after the first.
 */
import { zipSync } from 'fflate';
import type { LspClient } from './lsp';
import { concatBytes, fromBase64 } from '../../server/src/export/bytes';

export interface ExportFormat { id: string; title: string; output: 'file' | 'folder'; extension: string; description: string }
type Result =
  | { ok: true; output: 'file' | 'folder'; files: { path: string; text?: string; base64?: string; size?: number }[]; transfer?: { id: string; pages: number };
    warnings: string[]; summary: string[]; problems: { errors: number; warnings: number }; scripted?: { full: number; textOnly: number; partly: number } }
  | { ok: false; message: string };

const encoder = new TextEncoder();

const bytesOf = (p: { text?: string; base64?: string }) => (p.base64 !== undefined ? fromBase64(p.base64) : encoder.encode(p.text ?? ''));

/** Saves bytes as a download named `name`. */
export function download(name: string, data: Uint8Array | string, type: string): void {
  const blob = new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name made of the set's name (letters, digits, dashes). */
export function safeName(name: string): string {
  return name.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'set';
}

/** Runs an export and downloads it; returns what to tell the user. */
export async function exportSet(client: LspClient, uri: string, format: ExportFormat, base: string, progress: (message: string) => void): Promise<{ message: string; kind: 'info' | 'warning' | 'error'; warnings: string[] }> {
  progress(`Exporting for ${format.title}…`);
  const result = await client.request<Result>('cardtext/exportSet', { uri, format: format.id });
  if (!result.ok) return { message: `Not exported: ${result.message}`, kind: 'error', warnings: [] };
  let files: { path: string; data: Uint8Array }[];
  if (!result.transfer) files = result.files.map((f) => ({ path: f.path, data: bytesOf(f) }));
  else {
    const parts: Uint8Array[][] = result.files.map(() => []);
    for (let page = 0; page < result.transfer.pages; page++) {
      progress(`Fetching the export: page ${page + 1} of ${result.transfer.pages}…`);
      const answer = await client.request<{ pieces: { file: number; text?: string; base64?: string }[] }>('cardtext/exportChunk', { id: result.transfer.id, page });
      for (const piece of answer.pieces) parts[piece.file]?.push(bytesOf(piece));
    }
    files = result.files.map((f, i) => ({ path: f.path, data: concatBytes(parts[i]) }));
  }
  let name: string;
  if (result.output === 'file') {
    name = `${base}${format.extension}`;
    download(name, files[0]?.data ?? new Uint8Array(), 'application/octet-stream');
  } else {
    name = `${base}-${format.id}.zip`;
    const tree: Record<string, Uint8Array> = {};
    for (const f of files) tree[`${base}-${format.id}/${f.path}`] = f.data;
    download(name, zipSync(tree, { level: 6 }), 'application/zip');
  }
  const problems = result.problems.errors + result.problems.warnings;
  const forge = result.scripted ? ` Forge: ${result.scripted.full} fully scripted, ${result.scripted.textOnly} text only.` : '';
  return {
    message: `Exported ${format.title} as ${name}. ${problems} problem${problems === 1 ? '' : 's'} in the set (${result.problems.errors} errors).${forge}${result.warnings.length ? ` ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}.` : ''}`,
    kind: result.warnings.length ? 'warning' : 'info',
    warnings: [...result.summary, ...result.warnings],
  };
}
