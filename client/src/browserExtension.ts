/**
 * The cardtext web extension (VS Code for the Web: vscode.dev, github.dev): the same language
 * server, bundled for the browser (dist/browser/server.js), in a Web Worker, and the commands every
 * platform has. Card images and the real-card download need the desktop (a local browser, a cache
 * folder on disk); docs/web.md lists what the web build leaves out.
 */
import { commands, Uri, window, workspace, type ExtensionContext } from 'vscode';
import { LanguageClient } from 'vscode-languageclient/browser';
import { clientOptions, registerFeatures } from './features.js';

/** The browser's Worker, Blob and URL, as far as this file uses them (the project compiles without the DOM's types). */
interface ServerWorker { terminate(): void }
declare const Worker: new (url: string) => ServerWorker;
declare const Blob: new (parts: Uint8Array[], options: { type: string }) => object;
declare const URL: { createObjectURL(blob: object): string };

/**
 * Starts the server's worker. On vscode.dev the extension's files have an https: address a worker
 * can start from; an extension installed on a remote (code-server, Codespaces) has a vscode-remote:
 * one, from which VS Code refuses to start workers, so its bytes are read through the editor's file
 * system and started from a blob: address.
 */
async function startWorker(extensionUri: Uri): Promise<ServerWorker> {
  const script = Uri.joinPath(extensionUri, 'dist', 'browser', 'server.js');
  if (script.scheme === 'https' || script.scheme === 'http') return new Worker(script.toString(true));
  const bytes = await workspace.fs.readFile(script);
  return new Worker(URL.createObjectURL(new Blob([bytes], { type: 'text/javascript' })));
}

let client: LanguageClient | undefined;
let worker: ServerWorker | undefined;

/** Stops the client and ends its worker (a worker's server cannot exit by itself). */
async function stop(): Promise<void> {
  const [lc, w] = [client, worker];
  client = undefined;
  worker = undefined;
  await lc?.stop().catch(() => undefined);
  w?.terminate();
}

/** A fresh worker and a client speaking to it; `output` keeps one output channel across restarts. */
async function start(context: ExtensionContext, output?: LanguageClient['outputChannel']): Promise<LanguageClient> {
  worker = await startWorker(context.extensionUri);
  client = new LanguageClient('cardtext', 'cardtext', clientOptions(output ? { outputChannel: output } : {}), worker as never);
  await client.start();
  return client;
}

export async function activate(context: ExtensionContext): Promise<void> {
  // "Import Set…" is in every palette (it must be there before any .cards file exists); here it says where to import instead.
  context.subscriptions.push(commands.registerCommand('cardtext.importSet', () => window.showInformationMessage(
    'cardtext: Import Set… reads a set\'s files on this machine, which VS Code for the Web cannot. Open the set in the playground ("Open file…" reads .mse-set, Card Conjurer and CSV files; `cardtext serve` starts one) or convert it with `cardtext import SET -o set.cards`, then open the .cards file here.')));
  const first = await start(context);
  const output = first.outputChannel;
  registerFeatures(context, () => client, output, {
    // In a worker, the server's exit does nothing: a restart ends the worker and starts another.
    restart: async () => {
      await stop();
      await start(context, output);
    },
  });
}

export async function deactivate(): Promise<void> {
  await stop();
}
