/**
 * Acceptance tests from the seed pages themselves (CARDTEXT_SEEDS, else seeds/ beside the corpus):
 * with the corpus rules and rulings loaded, hovering each seed card's name shows exactly that page's
 * rulings, and hovering the symbols and phrases the pages explain shows those rules' text.
 */
import * as assert from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardToText } from '../../server/src/language/importer.js';
import { normalize, seedCards, seedHoverTests, seedRuleNumbers } from '../language/features/seedHovers.js';
import { corpusCard, corpusKnowledge, seedsDir } from './corpus.js';

interface Seed { file: string; rules: string[]; rulings: string[] }

let cache: Seed[] | undefined;

/** The seed pages: the rule paragraphs they open with, then their card's rulings. */
function seeds(): Seed[] {
  cache ??= readdirSync(seedsDir()).filter((f) => f.endsWith('.txt')).sort().map((file) => {
    const paragraphs = readFileSync(join(seedsDir(), file), 'utf8').split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p && p !== 'Search');
    return { file, rules: paragraphs.slice(0, seedRuleNumbers.length), rulings: paragraphs.slice(seedRuleNumbers.length) };
  });
  return cache;
}

suite('seed pages (acceptance)', function () {
  this.timeout(20000);
  const pages: Record<string, string> = {
    'Deal Broker': '000_32b9073a838b09fd.txt',
    'Bane Alley Broker': '001_33cea9554c0c334e.txt',
    'Agent of Treachery': '003_ec3c1319ae7386b5.txt',
  };

  seedHoverTests({
    rulingsFrom: 'its seed page',
    knowledge: corpusKnowledge,
    cardText: (name) => cardToText(corpusCard(name)),
    rulings: (name) => seeds().find((s) => s.file === pages[name])!.rulings,
    rule: (number) => seeds()[0].rules[seedRuleNumbers.indexOf(number)],
  });

  test('the seed pages open with the official text of the rules the hovers quote', () => {
    assert.deepStrictEqual(Object.keys(pages), seedCards);
    for (const seed of seeds()) assert.strictEqual(seed.rules.length, seedRuleNumbers.length, seed.file);
    const official = corpusKnowledge();
    seeds()[0].rules.forEach((paragraph, i) => assert.strictEqual(normalize(official.rule(seedRuleNumbers[i]) ?? ''), normalize(paragraph), seedRuleNumbers[i]));
  });
});
