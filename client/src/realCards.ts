/**
 * Official rulings and real cards in VS Code: the first time the server finds a hover would have
 * used real-card data that is not installed, one offer to download it ("never again" once
 * dismissed); the command "cardtext: Download Official Rulings and Cards" for later. The download
 * runs in the language server (into the cache folder the CLI shares) with a cancellable progress
 * notification; hovers use the data as soon as it is in.
 */
import { commands, type ExtensionContext, ProgressLocation, window } from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';

const dismissedKey = 'cardtext.realCardsOfferDismissed';

interface Status { state: string; folder: string; cards?: number; downloadBytes?: number }
interface Progress { phase: 'listing' | 'download' | 'convert' | 'write'; file?: string; bytes?: number; total?: number }
type Result = { ok: true; cards: number; rulings: number; seconds: number } | { ok: false; message: string };

const mb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024 / 1024))} MB`;

async function download(client: LanguageClient): Promise<void> {
  const result = await window.withProgress({ location: ProgressLocation.Notification, title: 'cardtext: downloading official rulings and cards', cancellable: true }, async (progress, token) => {
    let shown = 0;
    const listener = client.onNotification('cardtext/realCardsProgress', (p: Progress) => {
      if (p.phase !== 'download') {
        progress.report({ message: p.phase === 'listing' ? 'reading the listing' : p.phase === 'convert' ? `converting ${p.file ?? ''}` : 'writing the index' });
        return;
      }
      // Each file is half of the bar.
      const share = p.total ? Math.min(1, (p.bytes ?? 0) / p.total) : 0;
      const at = (p.file === 'rulings' ? 50 : 0) + share * 50;
      progress.report({ message: `${p.file}: ${mb(p.bytes ?? 0)}${p.total ? ` of ${mb(p.total)}` : ''}`, increment: Math.max(0, at - shown) });
      shown = Math.max(shown, at);
    });
    try {
      return await client.sendRequest<Result>('cardtext/downloadRealCards', {}, token);
    } catch (error) {
      return { ok: false as const, message: token.isCancellationRequested ? 'the download was cancelled' : String((error as Error).message ?? error) };
    } finally {
      listener.dispose();
    }
  });
  if (result.ok) void window.showInformationMessage(`cardtext: installed ${result.cards.toLocaleString('en-US')} real cards and ${result.rulings.toLocaleString('en-US')} official rulings in ${result.seconds} s. Hovers show them now.`);
  else void window.showWarningMessage(`cardtext: ${result.message}`);
}

/** Registers the offer and `cardtext.downloadRealCards`; call once the client has started. */
export function registerRealCards(context: ExtensionContext, client: () => LanguageClient | undefined): void {
  context.subscriptions.push(commands.registerCommand('cardtext.downloadRealCards', async () => {
    const lc = client();
    if (!lc) return;
    await download(lc);
  }));
}

/** Listens for the server's "real-card data is missing" and makes the offer, once. */
export function offerRealCards(context: ExtensionContext, lc: LanguageClient): void {
  let offering = false;
  context.subscriptions.push(lc.onNotification('cardtext/realCardsMissing', async () => {
    if (offering || context.globalState.get<boolean>(dismissedKey)) return;
    offering = true;
    const status = await lc.sendRequest<Status>('cardtext/realCardsStatus', { withSize: true }).catch(() => undefined);
    const size = status?.downloadBytes ? ` (about ${mb(status.downloadBytes)})` : '';
    const choice = await window.showInformationMessage(`Download official rulings and cards${size}? Hovers then show the official rulings of real cards and the real cards nearest to yours.`, 'Download', 'No thanks');
    if (choice === 'Download') await download(lc);
    // Dismissed or declined: never again (the command stays for later).
    else await context.globalState.update(dismissedKey, true);
  }));
}
