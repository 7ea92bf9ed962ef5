/**
 * Acceptance tests from the seed pages hover was specified from, on the fixture files: with the rules
 * excerpt and the Scryfall rulings of test/fixtures loaded, hovering each seed card's name lists
 * exactly that card's rulings, and hovering the symbols and phrases the pages explain quotes those
 * rules from the rules file. npm run conformance runs the same tests against the seed pages themselves.
 */
import { readFileSync } from 'node:fs';
import { getRule, isParseError, parseComprehensiveRules } from '../../../server/src/language/knowledge/comprehensiveRules.js';
import { fixtureCard, fixturePath, realCard } from '../../helpers.js';
import { fixtureKnowledge } from './featureHelpers.js';
import { seedHoverTests } from './seedHovers.js';

interface ScryfallRuling { oracle_id: string; comment: string }

suite('seed pages (acceptance, on the fixture files)', function () {
  this.timeout(20000);
  const rulings = () => JSON.parse(readFileSync(fixturePath('rulings.json'), 'utf8')) as ScryfallRuling[];
  const rules = () => {
    const parsed = parseComprehensiveRules(readFileSync(fixturePath('comprehensive-rules.txt'), 'utf8'));
    if (isParseError(parsed)) throw new Error(parsed.error);
    return parsed;
  };
  seedHoverTests({
    rulingsFrom: 'the rulings file',
    knowledge: fixtureKnowledge,
    cardText: realCard,
    rulings: (name) => rulings().filter((r) => r.oracle_id === fixtureCard(name).oracle_id).map((r) => r.comment),
    rule: (number) => getRule(rules(), number)?.text ?? '',
  });
});
