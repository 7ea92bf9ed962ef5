/**
 * The cardtext VS Code extension on the desktop (and in a remote or code-server workspace host):
 * starts the bundled language server in a Node process and adds the commands. Everything else
 * (diagnostics, hover, completion, fixes…) comes from the server. The web extension
 * (`browserExtension.ts`) shares the commands in `features.ts`.
 */
import * as path from 'node:path';
import { commands, type ExtensionContext } from 'vscode';
import { LanguageClient, TransportKind, type ServerOptions } from 'vscode-languageclient/node';
import { clientOptions, registerFeatures } from './features.js';
import { registerExportImages } from './exportImages.js';
import { saveToDisk } from './localSave.js';
import { offerRealCards, registerRealCards } from './realCards.js';
import { registerImportSet } from './importSet.js';

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
  };
  // The server keeps its result cache here, so a large file reopened after a restart shows its diagnostics at once.
  const options = clientOptions({ initializationOptions: { cacheFolder: (context.storageUri ?? context.globalStorageUri).fsPath } });
  client = new LanguageClient('cardtext', 'cardtext', serverOptions, options);
  registerFeatures(context, () => client, client.outputChannel, { disk: saveToDisk, restart: async () => client?.restart() });
  registerExportImages(context, () => client, saveToDisk);
  registerImportSet(context, () => client);
  // The commands that need this machine (card images, the real-card download) show in the palette only here, not in VS Code for the Web.
  void commands.executeCommand('setContext', 'cardtext.desktop', true);
  registerRealCards(context, () => client);
  offerRealCards(context, client);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
