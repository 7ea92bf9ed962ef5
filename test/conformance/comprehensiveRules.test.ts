/** The rules-file suite of the unit tests, run on the corpus's full Comprehensive Rules. */
import { readFileSync } from 'node:fs';
import { rulesFileSuite } from '../language/knowledge/rulesFileSuite.js';
import { corpusPath } from './corpus.js';

suite('comprehensive rules parser', () => {
  // As published (January 16, 2026): 9 sections, 146 rule headings, 3,114 rules and subrules (3,269
  // numbered entries in all) and 725 glossary terms.
  rulesFileSuite('on the corpus rules file', () => readFileSync(corpusPath('comprehensive-rules.txt'), 'utf8'), {
    sections: 9, headings: 146, numbered: 3114, glossary: 725,
  });
});
