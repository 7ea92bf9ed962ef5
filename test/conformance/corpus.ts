/**
 * The real-card corpus for the conformance tests (`npm run conformance`, never `npm test`): the
 * folder comes from CARDTEXT_CORPUS (set by scripts/conformance.mjs from `--corpus DIR`), else
 * `../shared/corpus` beside the repository; the seed pages from CARDTEXT_SEEDS, else `seeds/` beside
 * the corpus folder.
 */
import { join, resolve } from 'node:path';
import type { Knowledge } from '../../server/src/language/features/knowledge.js';
import { cardFile, type CorpusCard, repoRoot } from '../helpers.js';
import { folderKnowledge } from '../language/features/featureHelpers.js';

/** The corpus folder (cards.json, rulings.json, comprehensive-rules.txt). */
export function corpusDir(): string {
  return resolve(process.env.CARDTEXT_CORPUS || join(repoRoot(), '..', 'shared', 'corpus'));
}

/** The folder of seed pages (the acceptance pages the hover features were specified from). */
export function seedsDir(): string {
  return resolve(process.env.CARDTEXT_SEEDS || join(corpusDir(), '..', 'seeds'));
}

/** A file of the corpus folder. */
export function corpusPath(name: string): string {
  return join(corpusDir(), name);
}

/** Every card of the corpus's cards.json, loaded once. */
export function corpus(): CorpusCard[] {
  return cardFile(corpusPath('cards.json')).cards;
}

/** The corpus card with exactly this name. */
export function corpusCard(name: string): CorpusCard {
  return cardFile(corpusPath('cards.json')).card(name);
}

/** The built-in reference plus the corpus rules file and rulings (joined to names by the corpus cards). */
export function corpusKnowledge(): Knowledge {
  return folderKnowledge(corpusDir());
}
