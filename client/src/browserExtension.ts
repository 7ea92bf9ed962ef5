/**
 * The cardtext web extension (VS Code for the Web: vscode.dev, github.dev): the same language
 * server, bundled for the browser (dist/browser/server.js), in a Web Worker, and the commands every
 * platform has. Card images and the real-card download need the desktop (a local browser, a cache
 * folder on disk); docs/web.md lists what the web build leaves out.
 */
import { Uri, type ExtensionContext } from 'vscode';
import { LanguageClient } from 'vscode-languageclient/browser';
import { clientOptions, registerFeatures } from './features.js';

/** The worker the client starts (the project compiles without the DOM's types). */
declare const Worker: new (url: string) => object;

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const worker = new Worker(Uri.joinPath(context.extensionUri, 'dist', 'browser', 'server.js').toString(true));
  client = new LanguageClient('cardtext', 'cardtext', clientOptions(), worker as never);
  registerFeatures(context, () => client, client.outputChannel);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
