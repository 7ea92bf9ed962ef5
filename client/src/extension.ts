/**
 * The cardtext VS Code extension: starts the bundled language server and adds the "Show rule"
 * command. Everything else (diagnostics, hover, completion, fixes…) comes from the server.
 */
import * as path from 'node:path';
import { commands, window, workspace, type ExtensionContext } from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { registerExportSet } from './exportSet.js';
import { registerExportImages } from './exportImages.js';
import { registerPreview } from './preview.js';
import { registerOverview } from './overview.js';
import { offerRealCards, registerRealCards } from './realCards.js';

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: 'cardtext' }],
    synchronize: { configurationSection: 'cardtext', fileEvents: workspace.createFileSystemWatcher('**/*.cards') },
    // Hovers link to "Show rule" for rules cut short; only that command may run from a hover.
    markdown: { isTrusted: { enabledCommands: ['cardtext.showRule'] } },
    // The server keeps its result cache here, so a large file reopened after a restart shows its diagnostics at once.
    initializationOptions: { cacheFolder: (context.storageUri ?? context.globalStorageUri).fsPath },
  };
  client = new LanguageClient('cardtext', 'cardtext', serverOptions, clientOptions);
  context.subscriptions.push(
    commands.registerCommand('cardtext.showRule', async (number?: string) => {
      const wanted = number ?? (await window.showInputBox({ prompt: 'Comprehensive Rules number', placeHolder: '605.1a' }));
      if (!wanted || !client) return;
      // Without a rules file the server answers from its built-in reference, with a note saying so.
      const result = await client.sendRequest<{ number: string; text: string; note?: string } | { error: string }>('cardtext/rule', { number: wanted });
      if ('error' in result) {
        void window.showWarningMessage(result.error);
        return;
      }
      const note = result.note ? `_${result.note}_\n\n` : '';
      const doc = await workspace.openTextDocument({ language: 'markdown', content: `# Rule ${result.number}\n\n${note}${result.text}\n` });
      await window.showTextDocument(doc, { preview: true });
    }),
    commands.registerCommand('cardtext.restartServer', () => client?.restart()),
    // The server offers the conversion as a source action; the editor previews its one workspace edit.
    commands.registerCommand('cardtext.convertTemplating', () => commands.executeCommand('editor.action.sourceAction', { kind: 'source.convertTemplating', apply: 'first' })),
  );
  registerExportSet(context, () => client);
  registerExportImages(context, () => client);
  registerPreview(context, () => client, client.outputChannel);
  registerOverview(context, () => client);
  registerRealCards(context, () => client);
  offerRealCards(context, client);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
