/**
 * Where a file bundled beside the language server is: beside dist/server.js when bundled (esbuild
 * defines `import.meta.url` away there, and `__dirname` is the bundle's folder), else beside the
 * compiled module under out/ (the tests run the ES modules).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __dirname: string | undefined;

/** The path of `name` (a bundled entry such as `exportWorker.js`) beside the running server. */
export function bundledFile(name: string): string {
  if (typeof __dirname === 'string') return join(__dirname, name);
  return fileURLToPath(new URL(`./${name}`, import.meta.url));
}
