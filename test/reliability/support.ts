/**
 * What the reliability suite's large tests share: 10,000 cards (real ones from the corpus when it
 * is there — `CARDTEXT_CORPUS` or ../shared/corpus — else synthesised), and a probe that keeps
 * asking for a hover while the server works, to measure how long any message waits.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardToText, type ScryfallCard } from '../../server/src/language/importer.js';
import { prng, repoRoot } from '../helpers.js';
import type { LspClient } from '../lsp/lspClient.js';
import { peakMemoryMb } from './figures.js';

/** The bound the load test holds the server to: peak resident memory, in MB, with one 10,000-card file open. */
export const peakMemoryBoundMb = 512;
/** The same with the workspace index full (10 MB of card text, about 50,000 cards) as well. */
export const fullIndexMemoryBoundMb = 1024;
/**
 * The longest stretch of work the server may do without answering a message, in main-thread CPU
 * time (wall time on a shared CI machine includes waiting for the CPU); the design target is ~50 ms.
 */
export const maxBlockingCpuMs = 100;
/** The same while a message of megabytes arrives (decoding it is one JSON.parse). */
export const maxOpenBlockingCpuMs = 250;

/** The corpus folder, if present. */
export function corpusFolder(): string | undefined {
  const dir = process.env.CARDTEXT_CORPUS ?? join(repoRoot(), '..', 'shared', 'corpus');
  return existsSync(join(dir, 'cards.json')) ? dir : undefined;
}

const types = ['Creature — Elf Druid', 'Creature — Goblin Warrior', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Artifact Creature — Golem', 'Legendary Creature — Human Wizard', 'Land'];
const costs = ['{G}', '{1}{R}', '{2}{U}{U}', '{W}', '{3}', '{B}{B}', '{X}{R}', '{4}{G}{G}', '{1}{W}{U}'];
const abilities = [
  'Flying', 'Trample', 'Vigilance, haste', '{T}: Add {G}.', 'When this creature enters, draw a card.',
  'Whenever another creature you control dies, you gain 1 life.', '{2}, {T}: Tap target creature.',
  'Target creature gets +2/+2 until end of turn.', 'Counter target spell unless its controller pays {2}.',
  'Destroy target artifact or enchantment.', '{1}{B}, Sacrifice a creature: Draw a card.', 'Ward {2}',
  'At the beginning of your upkeep, scry 1.', 'This spell deals X damage to any target.',
];

/** 10,000 synthesised cards of the usual shapes (deterministic). */
function synthesisedCards(count: number): string[] {
  const random = prng(10000);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const type = pick(types);
    const lines = [`Synth ${pick(['Ember', 'Moss', 'Tide', 'Dusk', 'Dawn'])} ${pick(['Walker', 'Seer', 'Relic', 'Bloom', 'Hound'])} ${i}${type === 'Land' ? '' : ` ${pick(costs)}`}`, type];
    for (let k = 1 + Math.floor(random() * 3); k > 0; k--) lines.push(pick(abilities));
    if (/Creature/.test(type)) lines.push(`${1 + Math.floor(random() * 5)}/${1 + Math.floor(random() * 5)}`);
    return lines.join('\n');
  });
}

/** 10,000 cards as `.cards` text: the corpus's first 10,000 through the importer, or synthesised ones. */
export function tenThousandCards(): { text: string; cards: string[]; source: string } {
  const dir = corpusFolder();
  if (dir) {
    const json = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8')) as ScryfallCard[];
    const cards = json.slice(0, 10000).map((c) => cardToText(c));
    if (cards.length === 10000) return { text: cards.join('\n\n'), cards, source: 'corpus' };
  }
  const cards = synthesisedCards(10000);
  return { text: cards.join('\n\n'), cards, source: 'synthesised' };
}

/** Hover latencies measured while something else goes on. */
export interface ProbeFigures {
  probes: number;
  maxMs: number;
  medianMs: number;
}

/**
 * Sends a hover on `uri` every `everyMs` (without waiting for answers) until stopped; the slowest
 * answer is the longest any message waited behind the server's work.
 */
export function startProbe(client: LspClient, uri: string, position: { line: number; character: number }, everyMs = 20): { stop(): Promise<ProbeFigures> } {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    const started = performance.now();
    try {
      pending.push(client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position }).then(() => {
        latencies.push(performance.now() - started);
      }, () => undefined));
    } catch {
      clearInterval(timer); // the connection is gone (a failed test closed it)
    }
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      const sorted = [...latencies].sort((a, b) => a - b);
      return { probes: sorted.length, maxMs: Math.round(sorted[sorted.length - 1] ?? 0), medianMs: Math.round((sorted[sorted.length >> 1] ?? 0) * 10) / 10 };
    },
  };
}

/** A finished command with its peak resident memory (sampled every 50 ms) and its time. */
export interface MeasuredRun { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; peakMb: number; ms: number }

/** Runs `node dist/cli.js ARGV` and samples its peak memory; killed after `timeoutMs`. */
export function runMeasured(argv: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {}): Promise<MeasuredRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(repoRoot(), 'dist', 'cli.js'), ...argv], { cwd: options.cwd ?? repoRoot(), env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peakMb = 0;
    child.stdout.on('data', (d) => { if (stdout.length < 1e6) stdout += String(d); });
    child.stderr.on('data', (d) => { if (stderr.length < 1e6) stderr += String(d); });
    const sample = setInterval(() => { peakMb = Math.max(peakMb, peakMemoryMb(child.pid!) ?? 0); }, 50);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120000);
    child.on('error', reject);
    child.on('exit', () => { peakMb = Math.max(peakMb, peakMemoryMb(child.pid!) ?? 0); });
    child.on('close', (code, signal) => {
      clearInterval(sample);
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, peakMb, ms: Math.round(performance.now() - started) });
    });
  });
}
