/**
 * An optional measurement of how long the server's event loop is ever blocked, for the
 * reliability suite (set `CARDTEXT_MEASURE_BLOCKING=1`). A timer ticks every 5 ms; a late tick
 * means the loop was busy, and the main thread's CPU time since the previous tick (Linux /proc,
 * in 10 ms steps) says how much work that was — a figure that, unlike wall time, does not grow
 * when other processes share the CPU or when the garbage collector works on other threads. The
 * figures go to stderr when the server exits, and at each `$/cardtext/blockingPhase` notification.
 */
import { readFileSync } from 'node:fs';

export interface BlockingFigures {
  /** Ticks observed. */
  ticks: number;
  /** Longest gap between two ticks (wall clock, ms). */
  maxGapMs: number;
  /** Most main-thread CPU time between two ticks (ms): the longest blocking work. */
  maxBusyCpuMs: number;
}

/** CPU time of the main thread in ms (Linux /proc, 10 ms resolution), else of the whole process. */
function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the file, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}

/**
 * Starts the monitor. `phase()` writes the figures since the previous phase to stderr (a line
 * `cardtext-blocking: {…}`) and starts a new one; the last phase is written when the server exits.
 */
export function startBlockingMonitor(everyMs = 5): { phase(): void } {
  let figures: BlockingFigures = { ticks: 0, maxGapMs: 0, maxBusyCpuMs: 0 };
  let lastWall = performance.now();
  let lastCpu = mainThreadCpuMs();
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = mainThreadCpuMs();
    figures.ticks++;
    figures.maxGapMs = Math.max(figures.maxGapMs, wall - lastWall - everyMs);
    figures.maxBusyCpuMs = Math.max(figures.maxBusyCpuMs, cpu - lastCpu);
    lastWall = wall;
    lastCpu = cpu;
  }, everyMs);
  timer.unref();
  const phase = () => {
    const done = { ticks: figures.ticks, maxGapMs: Math.round(figures.maxGapMs), maxBusyCpuMs: Math.round(figures.maxBusyCpuMs) };
    process.stderr.write(`cardtext-blocking: ${JSON.stringify(done)}\n`);
    figures = { ticks: 0, maxGapMs: 0, maxBusyCpuMs: 0 };
  };
  process.on('exit', phase);
  return { phase };
}
