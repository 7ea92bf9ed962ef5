/**
 * The cardtext web extension (VS Code for the Web: vscode.dev, github.dev): the same language
 * server, bundled for the browser (dist/browser/server.js), in a Web Worker, and the commands every
 * platform has. Card images and the real-card download need the desktop (a local browser, a cache
 * folder on disk); docs/web.md lists what the web build leaves out.
 */
import { Uri, workspace, type ExtensionContext } from 'vscode';
import { LanguageClient } from 'vscode-languageclient/browser';
import { clientOptions, registerFeatures } from './features.js';

/** The browser's Worker, Blob and URL, as far as this file uses them (the project compiles without the DOM's types). */
declare const Worker: new (url: string) => object;
declare const Blob: new (parts: Uint8Array[], options: { type: string }) => object;
declare const URL: { createObjectURL(blob: object): string };

/**
 * Starts the server's worker. On vscode.dev the extension's files have an https: address a worker
 * can start from; an extension installed on a remote (code-server, Codespaces) has a vscode-remote:
 * one, from which VS Code refuses to start workers, so its bytes are read through the editor's file
 * system and started from a blob: address.
 */
async function startWorker(extensionUri: Uri): Promise<object> {
  const script = Uri.joinPath(extensionUri, 'dist', 'browser', 'server.js');
  if (script.scheme === 'https' || script.scheme === 'http') return new Worker(script.toString(true));
  const bytes = await workspace.fs.readFile(script);
  return new Worker(URL.createObjectURL(new Blob([bytes], { type: 'text/javascript' })));
}

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const worker = await startWorker(context.extensionUri);
  client = new LanguageClient('cardtext', 'cardtext', clientOptions(), worker as never);
  registerFeatures(context, () => client, client.outputChannel);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
