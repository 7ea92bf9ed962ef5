/**
 * "Import Set…" (the desktop; the palette, or the explorer's menu on a set file): the user picks a set made elsewhere — a Magic Set Editor `.mse-set`
 * (or the `set` file of a set saved as a folder), a Card Conjurer save, a CSV or TSV sheet,
 * Scryfall JSON — and the language server imports it (`cardtext/importSet`, the importers of
 * `cardtext import`). The `.cards` file and its art folder are written beside the source through
 * the CLI's writers (the file atomically, the pictures through the owned-folder writer, which
 * replaces only files cardtext wrote there), the file is opened, and the summary of what was dropped
 * is shown.
 */
import { basename, dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { commands, type ExtensionContext, ProgressLocation, Uri, window, workspace } from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { writeOwnedFolder } from '../../server/src/files/outputFolder.js';
import { writeFileAtomic } from '../../server/src/files/writeFile.js';
import { fetchFiles, type Result } from './exportSet.js';

/** The `.cards` name an import writes beside its source (the server names its file the same way). */
function importedName(path: string): string {
  const file = basename(path) === 'set' ? basename(dirname(path)) : basename(path);
  return file.replace(/\.(mse-set|cardconjurer|csv|tsv|json|txt|zip)$/i, '') || 'set';
}

/** Registers `cardtext.importSet`. */
export function registerImportSet(context: ExtensionContext, client: () => LanguageClient | undefined): void {
  // From the explorer's context menu the command gets the file (or `.mse-set` folder) right-clicked; from the palette, nothing.
  context.subscriptions.push(commands.registerCommand('cardtext.importSet', async (clicked?: unknown) => {
    const lc = client();
    if (!lc) return;
    const picked = clicked instanceof Uri ? [clicked] : await window.showOpenDialog({
      canSelectFiles: true, canSelectFolders: false, canSelectMany: false, openLabel: 'Import',
      title: 'Import a set: a Magic Set Editor .mse-set (or the "set" file of a set saved as a folder), a Card Conjurer save, a CSV or TSV sheet',
      filters: { 'Card sets': ['mse-set', 'cardconjurer', 'csv', 'tsv', 'json', 'txt'], 'All files': ['*'] },
    });
    const source = picked?.[0];
    if (!source) return;
    if (source.scheme !== 'file') {
      void window.showErrorMessage('cardtext: Import Set… reads files on this machine only.');
      return;
    }
    const folder = basename(source.fsPath) === 'set' ? dirname(dirname(source.fsPath)) : dirname(source.fsPath);
    let target = Uri.file(join(folder, `${importedName(source.fsPath)}.cards`));
    if (existsSync(target.fsPath)) {
      const choice = await window.showWarningMessage(`${basename(target.fsPath)} is already there.`, { modal: true }, 'Replace it', 'Choose another file');
      if (choice === 'Choose another file') {
        const other = await window.showSaveDialog({ defaultUri: target, filters: { 'Card files': ['cards'] }, saveLabel: 'Import into' });
        if (!other) return;
        target = other;
      } else if (choice !== 'Replace it') return;
    }
    const name = basename(target.fsPath).replace(/\.cards$/i, '');
    const artFolder = `${name}-art`;
    let result: Result;
    try {
      result = await window.withProgress({ location: ProgressLocation.Notification, title: `cardtext: importing ${basename(source.fsPath)}`, cancellable: true },
        (_progress, token) => lc.sendRequest<Result>('cardtext/importSet', { path: source.fsPath, artFolder }, token));
    } catch (error) {
      // Cancel (the progress notification's button) is the user's own choice, not an error.
      if ((error as { code?: number }).code === -32800) void window.showInformationMessage('cardtext: the import was cancelled; nothing was written.');
      else void window.showErrorMessage(`cardtext: the set was not imported: ${(error as Error).message}`);
      return;
    }
    if (!result.ok) {
      void window.showErrorMessage(`cardtext: ${result.message}; nothing was written.`);
      return;
    }
    let files: { path: string; content: Uint8Array }[];
    try {
      files = await fetchFiles(lc, result);
    } catch (error) {
      void window.showErrorMessage(`cardtext: the imported set could not be fetched: ${(error as Error).message}`);
      return;
    }
    const [cards, ...pictures] = files;
    const dir = dirname(target.fsPath);
    // The pictures first: a failure leaves no .cards file naming pictures that are not there.
    if (pictures.length > 0) {
      const art = pictures.map((p) => ({ path: p.path.slice(artFolder.length + 1), content: p.content }));
      const options = { owner: `import:${basename(target.fsPath)}`, inputs: [source.fsPath] };
      let written = writeOwnedFolder(join(dir, artFolder), art, options);
      if (!written.ok && written.files?.length) {
        const replace = await window.showWarningMessage(`cardtext: ${written.message}`, { modal: true }, 'Replace them');
        if (replace !== 'Replace them') return;
        written = writeOwnedFolder(join(dir, artFolder), art, { ...options, force: true });
      }
      if (!written.ok) {
        void window.showErrorMessage(`cardtext: cannot write the pictures into ${artFolder}: ${written.message}; nothing was imported.`);
        return;
      }
    }
    const written = writeFileAtomic(target.fsPath, cards.content, [source.fsPath], { force: true });
    if (!written.ok) {
      void window.showErrorMessage(`cardtext: cannot write ${target.fsPath}: ${written.message}`);
      return;
    }
    await window.showTextDocument(await workspace.openTextDocument(target));
    const dropped = result.warnings.length;
    const choice = await window.showInformationMessage(`Imported ${result.summary.join('; ')} into ${basename(target.fsPath)}${pictures.length ? ` (pictures in ${artFolder}/)` : ''}.${dropped ? ` ${dropped} note${dropped === 1 ? '' : 's'} on what was dropped or changed.` : ''}`, ...(dropped ? ['Show summary'] : []));
    if (choice === 'Show summary') {
      const doc = await workspace.openTextDocument({ language: 'markdown', content: `# Import of ${basename(source.fsPath)}\n\n${result.summary.join('\n')}\n\n${result.warnings.map((w) => `- ${w}`).join('\n')}\n` });
      await window.showTextDocument(doc, { preview: true });
    }
  }));
}
