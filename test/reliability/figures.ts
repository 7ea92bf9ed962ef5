/**
 * Figures the reliability suite measures, printed as they come and again together at the end,
 * so the CI log holds them as measured (they are what docs/reliability.md and reports quote).
 */
import { readFileSync } from 'node:fs';

const all: [string, unknown][] = [];

/** Prints and keeps one test's figures. */
export function record(name: string, figures: unknown): void {
  all.push([name, figures]);
  console.log(`    figures: ${name}: ${JSON.stringify(figures)}`);
}

/** Peak resident memory of a process (Linux: VmHWM), in MB; undefined where /proc is missing. */
export function peakMemoryMb(pid: number): number | undefined {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

if (typeof suiteTeardown === 'function') {
  suiteTeardown(() => {
    if (all.length === 0) return;
    console.log('\n  reliability figures (as measured):');
    for (const [name, figures] of all) console.log(`    ${name}: ${JSON.stringify(figures)}`);
  });
}
