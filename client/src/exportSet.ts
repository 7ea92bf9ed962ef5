/**
 * "Export Set…": asks which format, asks where to save, has the language server export the
 * active `.cards` file, and saves what it returns. The server does all the work.
 */
import { commands, type ExtensionContext, ProgressLocation, Uri, window, workspace } from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { concatBytes, fromBase64 } from '../../server/src/export/bytes.js';

interface FormatInfo { id: string; title: string; output: 'file' | 'folder'; extension: string; description: string }
export type Result =
  | { ok: true; output: 'file' | 'folder'; owner?: string; files: { path: string; text?: string; base64?: string; size?: number }[];
    transfer?: { id: string; pages: number }; warnings: string[]; summary: string[];
    problems: { errors: number; warnings: number };
    scripted?: { full: number; textOnly: number; partly: number; notPlayable: { card: string; abilities: { text: string; reason: string }[] }[]; notPlayableCount?: number } }
  | { ok: false; message: string };

/** A file of an export as a file system is given it: the lists' text as UTF-8, images from base64. */
const bytes = (f: { text?: string; base64?: string }): Uint8Array => (f.base64 === undefined ? new TextEncoder().encode(f.text ?? '') : fromBase64(f.base64));

/**
 * Saves an export to a folder or file on this machine's disk through the CLI's writers (the
 * desktop extension: `localSave.ts`); answers false after telling the user why not. The web
 * extension has no disk: it saves through the editor's file system.
 */
export type DiskSave = (target: Uri, output: 'file' | 'folder', owner: string, files: { path: string; content: Uint8Array }[]) => Promise<boolean>;

/** Registers `cardtext.exportSet`. */
export function registerExportSet(context: ExtensionContext, client: () => LanguageClient | undefined, disk?: DiskSave): void {
  context.subscriptions.push(commands.registerCommand('cardtext.exportSet', async () => {
    const editor = window.activeTextEditor;
    const lc = client();
    if (!editor || editor.document.languageId !== 'cardtext' || !lc) {
      void window.showWarningMessage('Open a .cards file to export its set.');
      return;
    }
    const formats = await lc.sendRequest<FormatInfo[]>('cardtext/exportFormats');
    const picked = await window.showQuickPick(formats.map((f) => ({ label: f.title, description: f.id, detail: f.description, format: f })), { placeHolder: 'Export the set for…' });
    if (!picked) return;
    const format = picked.format;
    const base = editor.document.uri.path.replace(/\.cards$/, '');
    const target = await window.showSaveDialog({
      defaultUri: editor.document.uri.with({ path: format.output === 'folder' ? `${base}-${format.id}` : `${base}${format.extension}` }),
      saveLabel: 'Export',
      filters: format.output === 'file' ? { [format.title]: [format.extension.slice(1)] } : undefined,
    });
    if (!target) return;
    const result = await lc.sendRequest<Result>('cardtext/exportSet', { uri: editor.document.uri.toString(), format: format.id });
    if (!(await saveAnswer(lc, target, result, 'the export\'s files', disk)) || !result.ok) return;
    const problems = result.problems.errors + result.problems.warnings;
    const scripted = result.scripted;
    // A large set's answer lists the first cards that don't play and counts the rest (the export's forge-playability.txt lists all).
    const notPlayableCount = scripted ? scripted.notPlayableCount ?? scripted.notPlayable.length : 0;
    const forge = scripted ? ` Forge: ${scripted.full} of ${scripted.full + notPlayableCount} cards fully playable.` : '';
    const message = `Exported ${format.title} to ${target.fsPath}. ${problems} problem${problems === 1 ? '' : 's'} in the set (${result.problems.errors} errors).${forge}`;
    const details = result.warnings.length > 0 || (scripted?.notPlayable.length ?? 0) > 0;
    const choice = await window.showInformationMessage(message, ...(details ? ['Show details'] : []));
    if (choice === 'Show details') {
      // Every card that does not play in Forge, with each ability left out and why (the summary names only the first).
      const notPlayable = scripted && scripted.notPlayable.length > 0
        ? ['', `## Not playable in Forge (${notPlayableCount})`, '', ...scripted.notPlayable.map((n) => `- **${n.card}**: ${n.abilities.map((a) => `"${a.text}" (${a.reason})`).join('; ')}`),
          ...(notPlayableCount > scripted.notPlayable.length ? [`- … and ${notPlayableCount - scripted.notPlayable.length} more: forge-playability.txt in the export lists every card`] : [])]
        : [];
      const warnings = result.warnings.length > 0 ? ['', '## Warnings', '', ...result.warnings.map((w) => `- ${w}`)] : [];
      const doc = await workspace.openTextDocument({ language: 'markdown', content: `# ${format.title} export\n\n${[...result.summary.filter((s) => !s.startsWith('  ')), ...notPlayable, ...warnings].join('\n')}\n` });
      await window.showTextDocument(doc, { preview: true });
    }
  }));
}

/**
 * Takes an export-shaped answer (an export, or the card images) to disk: says a refusal, fetches
 * the files, saves them. True when they were saved; every failure has been shown to the user.
 */
export async function saveAnswer(lc: LanguageClient, target: Uri, result: Result, what: string, disk?: DiskSave): Promise<boolean> {
  if (!result.ok) {
    void window.showErrorMessage(`cardtext: ${result.message}`);
    return false;
  }
  let files: { path: string; content: Uint8Array }[];
  try {
    files = await fetchFiles(lc, result);
  } catch (error) {
    void window.showErrorMessage(`cardtext: ${what} could not be fetched: ${(error as Error).message}`);
    return false;
  }
  return save(target, result, files, disk);
}

/** The export's files: in the answer, or (a large export) fetched a page at a time with `cardtext/exportChunk`. */
export async function fetchFiles(lc: LanguageClient, result: Extract<Result, { ok: true }>): Promise<{ path: string; content: Uint8Array }[]> {
  const transfer = result.transfer;
  if (!transfer) return result.files.map((f) => ({ path: f.path, content: bytes(f) }));
  return window.withProgress({ location: ProgressLocation.Notification, title: 'cardtext: fetching the export' }, async (progress) => {
    const parts: Uint8Array[][] = result.files.map(() => []);
    for (let page = 0; page < transfer.pages; page++) {
      const answer = await lc.sendRequest<{ pieces: { file: number; text?: string; base64?: string }[] }>('cardtext/exportChunk', { id: transfer.id, page });
      for (const piece of answer.pieces) parts[piece.file]?.push(bytes(piece));
      progress.report({ increment: 100 / transfer.pages });
    }
    return result.files.map((f, i) => ({ path: f.path, content: concatBytes(parts[i]) }));
  });
}

/**
 * Saves an export. On disk, through the same writers as the CLI (`disk`, the desktop extension).
 * Elsewhere (a remote workspace, vscode.dev), through the editor's file system, which never
 * replaces a file of a folder export that is already there.
 */
async function save(target: Uri, result: Extract<Result, { ok: true }>, files: { path: string; content: Uint8Array }[], disk?: DiskSave): Promise<boolean> {
  const fail = (message: string) => {
    void window.showErrorMessage(`cardtext: cannot write ${target.scheme === 'file' ? target.fsPath : target.toString(true)}: ${message}`);
    return false;
  };
  if (target.scheme === 'file' && disk) return disk(target, result.output, result.owner ?? 'export', files);
  try {
    if (result.output === 'folder') {
      await workspace.fs.createDirectory(target);
      for (const f of files) {
        const uri = Uri.joinPath(target, f.path);
        const exists = await workspace.fs.stat(uri).then(() => true, () => false);
        if (exists) return fail(`${f.path} is already there; choose an empty folder`);
        await workspace.fs.writeFile(uri, f.content);
      }
    } else await workspace.fs.writeFile(target, files[0].content);
    return true;
  } catch (error) {
    return fail((error as Error).message);
  }
}
