/**
 * "Export Card Images…": the PNG images of the card under the cursor or of every card in the
 * file, drawn by the language server (`cardtext/renderImages`, with the machine's own browser) and
 * saved into a folder the user picks, through the same writers as "Export Set…".
 */
import { commands, type ExtensionContext, ProgressLocation, window } from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { type DiskSave, type Result, saveAnswer } from './exportSet.js';

/** Registers `cardtext.exportImages`. */
export function registerExportImages(context: ExtensionContext, client: () => LanguageClient | undefined, disk: DiskSave): void {
  context.subscriptions.push(commands.registerCommand('cardtext.exportImages', async () => {
    const editor = window.activeTextEditor;
    const lc = client();
    if (!editor || editor.document.languageId !== 'cardtext' || !lc) {
      void window.showWarningMessage('Open a .cards file to export its card images.');
      return;
    }
    const line = editor.selection.active.line;
    const which = await window.showQuickPick([
      { label: 'The card under the cursor', line: line as number | undefined },
      { label: 'Every card in the file', line: undefined },
    ], { placeHolder: 'Export the images of…' });
    if (!which) return;
    const size = await window.showQuickPick([
      { label: '300 dpi', description: '744 × 1039 px, for Cockatrice, Forge and sharing', dpi: 300, bleed: false },
      { label: '300 dpi with bleed', description: '819 × 1114 px: 1/8 inch more on each side, as print shops ask', dpi: 300, bleed: true },
      { label: '600 dpi', description: '1488 × 2079 px', dpi: 600, bleed: false },
    ], { placeHolder: 'Image size' });
    if (!size) return;
    const base = editor.document.uri.path.replace(/\.cards$/, '');
    const target = await window.showSaveDialog({ defaultUri: editor.document.uri.with({ path: `${base}-images` }), saveLabel: 'Export images into this folder' });
    if (!target) return;
    const params = { uri: editor.document.uri.toString(), line: which.line, dpi: size.dpi, bleed: size.bleed };
    let result: Result;
    try {
      result = await window.withProgress({ location: ProgressLocation.Notification, title: 'cardtext: drawing the card images', cancellable: true },
        (_progress, token) => lc.sendRequest<Result>('cardtext/renderImages', params, token));
    } catch (error) {
      void window.showErrorMessage(`cardtext: the images were not drawn: ${(error as Error).message}`);
      return;
    }
    if (!(await saveAnswer(lc, target, result, 'the images', disk)) || !result.ok) return;
    void window.showInformationMessage(`Exported ${result.summary.join('; ')} to ${target.fsPath}.${result.warnings.length ? ` ${result.warnings.join(' ')}` : ''}`);
  }));
}
