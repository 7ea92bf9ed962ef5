/**
 * The Scryfall reader moved to `import/scryfall.ts`, beside the other import formats (the
 * registry in `import/registry.ts`); this module keeps the old path working for scripts and tests
 * that import it.
 */
export * from '../import/scryfall.js';
