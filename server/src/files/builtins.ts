/**
 * Node built-ins that a run may not need, loaded when first used instead of at start: loading
 * node:crypto takes ~7 ms and node:child_process ~3 ms, a part of a small lint's time, and a lint
 * without `--cache` never hashes, nor spawns unless a file is too large to lint in its own process.
 * The language server's start does not need node:http and node:https (the real-card download),
 * node:zlib (its gzip, PNG images) or node:child_process either: together ~6 ms of its start.
 */
import { createRequire } from 'node:module';

/** Loads a built-in now: Node ≥ 20.16 has process.getBuiltinModule; before it, `require` (bundles) or createRequire (ESM; any absolute path resolves a built-in). */
function load<T>(id: string): T {
  const get = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  if (get) return get(id) as T;
  return (typeof require === 'function' ? require : createRequire(process.execPath))(id) as T;
}

let crypto: typeof import('node:crypto') | undefined;
let childProcess: typeof import('node:child_process') | undefined;
let http: typeof import('node:http') | undefined;
let https: typeof import('node:https') | undefined;
let zlib: typeof import('node:zlib') | undefined;

/** node:crypto, loaded on first use. */
export const nodeCrypto = (): typeof import('node:crypto') => (crypto ??= load<typeof import('node:crypto')>('node:crypto'));

/** node:child_process, loaded on first use. */
export const nodeChildProcess = (): typeof import('node:child_process') => (childProcess ??= load<typeof import('node:child_process')>('node:child_process'));

/** node:http, loaded on first use. */
export const nodeHttp = (): typeof import('node:http') => (http ??= load<typeof import('node:http')>('node:http'));

/** node:https, loaded on first use. */
export const nodeHttps = (): typeof import('node:https') => (https ??= load<typeof import('node:https')>('node:https'));

/** node:zlib, loaded on first use. */
export const nodeZlib = (): typeof import('node:zlib') => (zlib ??= load<typeof import('node:zlib')>('node:zlib'));
