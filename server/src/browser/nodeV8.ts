/**
 * `node:v8`'s `getHeapStatistics` for the browser build (esbuild maps `node:v8` to this file), so
 * the memory limits of `files/inputPlan.ts` hold in a browser too. Chromium reports its heap in
 * `performance.memory` to pages only (Chromium 156 gives a worker none); where there is no report,
 * a free 2 GB heap is assumed (what a worker gets at least on a 64-bit desktop), and the fixed
 * limits still apply: 512 MB of memory for one open file, 20 MB of text (`files/sizes.ts`).
 */

interface HeapMemory { jsHeapSizeLimit: number; usedJSHeapSize: number }

/** The heap's limit and what is in use, in bytes, in the names `node:v8` gives them. */
export function getHeapStatistics(): { heap_size_limit: number; used_heap_size: number } {
  const memory = (globalThis.performance as { memory?: HeapMemory } | undefined)?.memory;
  if (memory && memory.jsHeapSizeLimit > 0) return { heap_size_limit: memory.jsHeapSizeLimit, used_heap_size: memory.usedJSHeapSize };
  return { heap_size_limit: 2 * 1024 * 1024 * 1024, used_heap_size: 0 };
}
