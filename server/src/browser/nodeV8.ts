/**
 * `node:v8`'s `getHeapStatistics` for the browser build (esbuild maps `node:v8` to this file), so
 * the memory limits of `files/inputPlan.ts` hold in a browser too: Chromium reports its heap in
 * `performance.memory`; elsewhere a 2 GB heap is assumed (what a browser tab's worker gets at
 * least on a 64-bit desktop), and the size limits of `files/sizes.ts` still apply.
 */

interface HeapMemory { jsHeapSizeLimit: number; usedJSHeapSize: number }

/** The heap's limit and what is in use, in bytes, in the names `node:v8` gives them. */
export function getHeapStatistics(): { heap_size_limit: number; used_heap_size: number } {
  const memory = (globalThis.performance as { memory?: HeapMemory } | undefined)?.memory;
  if (memory && memory.jsHeapSizeLimit > 0) return { heap_size_limit: memory.jsHeapSizeLimit, used_heap_size: memory.usedJSHeapSize };
  return { heap_size_limit: 2 * 1024 * 1024 * 1024, used_heap_size: 0 };
}
