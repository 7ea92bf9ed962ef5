/**
 * `cardtext knowledge update [--source URL]` downloads Scryfall's cards and rulings into the shared
 * cache folder (realCards/update.ts), with a progress bar on a terminal and plain lines otherwise;
 * `cardtext knowledge status` says what is installed, from where, and how old it is.
 */
import { knowledgeFolderOr } from '../realCards/cacheFolder.js';
import { formatMb } from '../realCards/download.js';
import { loadIndex } from '../realCards/loadIndex.js';
import { defaultListing, knowledgeStatus, UpdateError, updateKnowledge } from '../realCards/update.js';
import { type CliIO, parseArgs, UsageError } from './args.js';

/** The time limit on the server's silences, from `--timeout SECONDS` (default 30 s). */
function timeoutOf(value: string | true | string[] | undefined): number | undefined {
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (typeof value !== 'string' || !Number.isFinite(seconds) || seconds <= 0 || seconds > 3600) throw new UsageError(`--timeout takes seconds between 1 and 3600, not "${String(value)}"`);
  return seconds * 1000;
}

/** A progress reporter: a redrawn bar on a terminal, a line per tenth of each file otherwise. */
function progress(io: CliIO, tty: boolean): Parameters<typeof updateKnowledge>[0]['onProgress'] {
  let lastDraw = 0;
  let lastTenth = -1;
  let lastFile = '';
  return (event) => {
    if (event.phase !== 'download') {
      if (tty && lastFile) io.stderr('\n');
      lastFile = '';
      const what = event.phase === 'listing' ? 'reading the bulk-data listing' : event.phase === 'convert' ? `converting ${event.file}` : 'writing the index';
      io.stderr(`cardtext: ${what}\n`);
      return;
    }
    const { file = '', bytes = 0, total } = event;
    if (file !== lastFile) {
      if (tty && lastFile) io.stderr('\n');
      lastFile = file;
      lastTenth = -1;
    }
    const share = total ? Math.min(1, bytes / total) : undefined;
    if (tty) {
      const now = Date.now();
      if (now - lastDraw < 100 && share !== 1) return;
      lastDraw = now;
      const width = 30;
      const bar = share === undefined ? '' : `[${'#'.repeat(Math.round(share * width)).padEnd(width, '.')}] ${Math.floor(share * 100)}% `;
      const line = `cardtext: ${file} ${bar}${formatMb(bytes)}${total ? ` of ${formatMb(total)}` : ''}`;
      // Redrawn in place: a carriage return and "erase line", which only the raw writer passes.
      if (io.stderrRaw) io.stderrRaw(`\r\x1b[K${line}`);
      else io.stderr(`${line}\n`);
      return;
    }
    const tenth = share === undefined ? Math.floor(bytes / (10 * 1024 * 1024)) : Math.floor(share * 10);
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    io.stderr(`cardtext: ${file}: ${formatMb(bytes)}${total ? ` of ${formatMb(total)} (${Math.floor((share ?? 0) * 100)}%)` : ''}\n`);
  };
}

function age(days: number): string {
  if (days < 1 / 24) return 'less than an hour old';
  if (days < 1) return `${Math.round(days * 24)} hour${Math.round(days * 24) === 1 ? '' : 's'} old`;
  return `${Math.floor(days)} day${Math.floor(days) === 1 ? '' : 's'} old`;
}

/** `cardtext knowledge update|status`; resolves to the exit code (0 done, 2 failed or bad usage). */
export async function knowledgeCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  const knowledge = knowledgeFolderOr();
  if ('problem' in knowledge) {
    io.stderr(`cardtext: ${knowledge.problem}\n`);
    return 2;
  }
  const { folder } = knowledge;
  if (sub === 'status') {
    parseArgs(rest, {});
    const status = knowledgeStatus(folder);
    if (!status.installed) {
      io.stdout(status.reason
        ? `The real-card index in ${folder} is not usable: ${status.reason}.\nRun \`cardtext knowledge update\` to download it again.\n`
        : `No real-card data is installed (looked in ${folder}).\nRun \`cardtext knowledge update\` to download Scryfall's cards and rulings.\n`);
      return status.reason ? 2 : 0;
    }
    const m = status.manifest;
    const checked = loadIndex(folder);
    const dated = m.sources.map((s) => `${s.type} of ${s.updatedAt || 'an unknown date'} (${formatMb(s.bytes)} downloaded)`).join(', ');
    io.stdout(`Real-card data: ${m.cards} cards and ${m.rulings} rulings, downloaded ${m.createdAt} (${age(status.ageDays)}).\n`
      + `From ${m.listing}: ${dated}.\nIndex: ${folder} (${formatMb(m.bytes)}).\n`
      + (checked.ok ? 'It reads back whole (size and checksum match).\n' : `But it does not read back: ${checked.missing ? 'its files are missing' : checked.problem}\n`)
      + (status.ageDays > 30 ? 'It is over a month old: `cardtext knowledge update` brings newer rulings.\n' : ''));
    return checked.ok ? 0 : 2;
  }
  if (sub === 'update') {
    const { options, positionals } = parseArgs(rest, { '--source': 'value', '--timeout': 'value' });
    if (positionals.length > 0) throw new UsageError(`knowledge update takes no paths (got "${positionals[0]}"); --source URL names another listing`);
    const listing = (options['--source'] as string | undefined) ?? defaultListing;
    const started = Date.now();
    try {
      const result = await updateKnowledge({ folder, listing, idleMs: timeoutOf(options['--timeout']), onProgress: progress(io, process.stderr.isTTY === true) });
      const resumed = result.resumed.length > 0 ? ` (resumed ${result.resumed.join(' and ')})` : '';
      io.stderr(`cardtext: installed ${result.cards} cards and ${result.rulings} rulings in ${folder}: ${formatMb(result.downloaded)} downloaded${resumed}, index ${formatMb(result.indexBytes)}, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      return 0;
    } catch (error) {
      const message = error instanceof UpdateError ? error.message : `the update failed: ${(error as Error).message}`;
      const kept = knowledgeStatus(folder);
      io.stderr(`\ncardtext: ${message}\ncardtext: ${kept.installed ? `the installed data (${kept.manifest.cards} cards, ${age(kept.ageDays)}) is unchanged` : 'nothing was installed'}\n`);
      return 2;
    }
  }
  throw new UsageError(sub === undefined ? 'knowledge needs "update" or "status"' : `unknown knowledge command "${sub}" (update or status)`);
}
