/**
 * What the desktop and the web extension share: the client's options and the commands that only
 * talk to the language server ("Show rule", the preview, the set overview, "Export Set…", the
 * templating conversion). Each extension adds what only its platform has.
 */
import { commands, window, workspace, type ExtensionContext, type OutputChannel } from 'vscode';
import type { BaseLanguageClient, LanguageClientOptions } from 'vscode-languageclient';
import { type DiskSave, registerExportSet } from './exportSet.js';
import { registerPreview } from './preview.js';
import { registerOverview } from './overview.js';

/** The client's options on every platform; `extra` adds a platform's own (the desktop's result cache). */
export function clientOptions(extra: Partial<LanguageClientOptions> = {}): LanguageClientOptions {
  return {
    documentSelector: [{ language: 'cardtext' }],
    synchronize: { configurationSection: 'cardtext', fileEvents: workspace.createFileSystemWatcher('**/*.cards') },
    // Hovers link to "Show rule" for rules cut short; only that command may run from a hover.
    markdown: { isTrusted: { enabledCommands: ['cardtext.showRule'] } },
    ...extra,
  };
}

/** What differs between the platforms' clients. */
export interface ClientPlatform {
  /** Starts the language server anew ("Restart language server"). */
  restart(): Promise<void>;
  /** Saves an export on this machine's disk (the desktop); absent: through the editor's file system. */
  disk?: DiskSave;
}

/** Registers the commands every platform has. */
export function registerFeatures(context: ExtensionContext, client: () => BaseLanguageClient | undefined, output: OutputChannel, platform: ClientPlatform): void {
  context.subscriptions.push(
    commands.registerCommand('cardtext.showRule', async (number?: string) => {
      const wanted = number ?? (await window.showInputBox({ prompt: 'Comprehensive Rules number', placeHolder: '605.1a' }));
      const lc = client();
      if (!wanted || !lc) return;
      // Without a rules file the server answers from its built-in reference, with a note saying so.
      const result = await lc.sendRequest<{ number: string; text: string; note?: string } | { error: string }>('cardtext/rule', { number: wanted });
      if ('error' in result) {
        void window.showWarningMessage(result.error);
        return;
      }
      const note = result.note ? `_${result.note}_\n\n` : '';
      const doc = await workspace.openTextDocument({ language: 'markdown', content: `# Rule ${result.number}\n\n${note}${result.text}\n` });
      await window.showTextDocument(doc, { preview: true });
    }),
    commands.registerCommand('cardtext.restartServer', () => platform.restart()),
    // The server offers the conversion as a source action; the editor previews its one workspace edit.
    commands.registerCommand('cardtext.convertTemplating', () => commands.executeCommand('editor.action.sourceAction', { kind: 'source.convertTemplating', apply: 'first' })),
  );
  registerExportSet(context, client, platform.disk);
  registerPreview(context, client, output);
  registerOverview(context, client);
}
