/**
 * "Export Set…": asks which format, asks where to save, has the language server export the
 * active `.cards` file, and saves what it returns. The server does all the work.
 */
import { commands, type ExtensionContext, Uri, window, workspace } from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';

interface FormatInfo { id: string; title: string; output: 'file' | 'folder'; extension: string; description: string }
type Result =
  | { ok: true; output: 'file' | 'folder'; files: { path: string; text?: string; base64?: string }[]; warnings: string[]; summary: string[];
    problems: { errors: number; warnings: number }; scripted?: { full: number; textOnly: number; partly: number } }
  | { ok: false; message: string };

const bytes = (f: { text?: string; base64?: string }) => (f.base64 !== undefined ? Buffer.from(f.base64, 'base64') : Buffer.from(f.text ?? '', 'utf8'));

/** Registers `cardtext.exportSet`. */
export function registerExportSet(context: ExtensionContext, client: () => LanguageClient | undefined): void {
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
    if (!result.ok) {
      void window.showErrorMessage(`cardtext: ${result.message}`);
      return;
    }
    try {
      if (result.output === 'folder') {
        await workspace.fs.createDirectory(target);
        for (const f of result.files) await workspace.fs.writeFile(Uri.joinPath(target, f.path), bytes(f));
      } else await workspace.fs.writeFile(target, bytes(result.files[0]));
    } catch (error) {
      void window.showErrorMessage(`cardtext: cannot write ${target.fsPath}: ${(error as Error).message}`);
      return;
    }
    const problems = result.problems.errors + result.problems.warnings;
    const forge = result.scripted ? ` Forge: ${result.scripted.full} fully scripted, ${result.scripted.textOnly} text only.` : '';
    const message = `Exported ${format.title} to ${target.fsPath}. ${problems} problem${problems === 1 ? '' : 's'} in the set (${result.problems.errors} errors).${forge}`;
    const choice = await window.showInformationMessage(message, ...(result.warnings.length ? ['Show warnings'] : []));
    if (choice === 'Show warnings') {
      const doc = await workspace.openTextDocument({ language: 'markdown', content: `# ${format.title} export\n\n${[...result.summary, '', ...result.warnings.map((w) => `- ${w}`)].join('\n')}\n` });
      await window.showTextDocument(doc, { preview: true });
    }
  }));
}
