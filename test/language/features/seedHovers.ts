/**
 * The hovers the seed pages (the acceptance pages hover was specified from) ask for, written once:
 * npm test runs them on the fixture files (rulings and rule texts from test/fixtures), npm run
 * conformance on the corpus, with the expected rulings and rule texts read from the seed pages.
 */
import * as assert from 'node:assert';
import { doHover } from '../../../server/src/language/features/hover.js';
import type { Knowledge } from '../../../server/src/language/features/knowledge.js';
import { cursor, open } from './featureHelpers.js';
import { renderedText } from './renderMarkdown.js';

/** The cards of the three seed pages, in page order. */
export const seedCards = ['Deal Broker', 'Bane Alley Broker', 'Agent of Treachery'];
/** The general rules each seed page opens with, in order (they are the official texts of these rules). */
export const seedRuleNumbers = ['106.5', '106.7', '106.12', '106.12a', '106.12b', '107.3m', '107.5', '107.6'];

/** Quotes and white space made uniform, for comparing texts from different sources. */
export const normalize = (s: string) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

/** Where the expectations come from. */
export interface SeedSources {
  /** Where the expected rulings come from, for the test titles ("its seed page"). */
  rulingsFrom: string;
  knowledge(): Knowledge;
  /** A real card's `.cards` text. */
  cardText(name: string): string;
  /** The ruling texts a card's hover must list. */
  rulings(name: string): string[];
  /** The text of a rule, as the hover must quote it. */
  rule(number: string): string;
}

function hoverAt(marked: string, knowledge: Knowledge): string {
  const { text, position } = cursor(marked);
  const { doc, workspace, diagnostics } = open(text);
  return doHover(doc, position, knowledge, diagnostics, workspace)?.contents ?? '';
}

/** The ruling texts a hover lists (`- *date* text` lines), as the reader sees them (Markdown rendered). */
function listedRulings(hover: string): string[] {
  return hover.split('\n').filter((l) => /^- \*\d{4}-\d\d-\d\d\* /.test(l)).map((l) => normalize(renderedText(l.replace(/^- \*\d{4}-\d\d-\d\d\* /, '').replace(/ _\(\w+\)_$/, ''))));
}

/** Defines the hover tests of the seed pages. */
export function seedHoverTests(sources: SeedSources): void {
  for (const name of seedCards) {
    test(`hovering ${name}'s name shows exactly the rulings of ${sources.rulingsFrom}`, () => {
      const text = sources.cardText(name);
      const marked = text.replace(name, `${name.slice(0, 2)}|${name.slice(2)}`);
      const hover = hoverAt(marked, sources.knowledge());
      const expected = sources.rulings(name).map(normalize);
      assert.ok(expected.length > 0, `no rulings expected for ${name}`);
      assert.deepStrictEqual(listedRulings(hover).sort(), expected.sort());
      const dates = [...hover.matchAll(/^- \*(\d{4}-\d\d-\d\d)\*/gm)].map((m) => m[1]);
      assert.deepStrictEqual(dates, [...dates].sort().reverse(), 'newest first');
    });
  }

  const hovers: [string, string, string[]][] = [
    ['mana of an undefined type (Add {E})', 'Relic {2}\nArtifact\n{T}: Add {|E}.', ['106.5']],
    ['"could produce"', 'Reflecting Pool\nLand\n{T}: Add one mana of any type that a land you control could pro|duce.', ['106.7']],
    ['"tapped for mana"', 'Sprawl {G}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for ma|na, its controller adds an additional {G}.', ['106.12', '106.12a', '106.12b']],
    ['X in an enters-the-battlefield ability', 'Hydra {X}{G}\nCreature — Hydra\nWhen this creature enters, put |X +1/+1 counters on it.\n0/0', ['107.3m']],
    ['{T} in an activation cost', 'Elf {G}\nCreature — Elf\n{|T}: Add {G}.\n1/1', ['107.5']],
    ['{Q} in an activation cost', 'Pili-Pala {2}\nArtifact Creature — Scarecrow\n{2}, {|Q}: Add one mana of any color.\n1/1', ['107.6']],
  ];
  for (const [what, marked, numbers] of hovers) {
    test(`hovering ${what} quotes the rule the seed pages explain`, () => {
      const hover = normalize(renderedText(hoverAt(marked, sources.knowledge()).replace(/ … \[more\]\([^)]*\)/g, '')));
      for (const number of numbers) {
        const official = normalize(sources.rule(number));
        assert.ok(official.length > 0, `no text for rule ${number}`);
        assert.ok(hover.includes(official.slice(0, 200)), `${number} not quoted in:\n${hover}`);
      }
    });
  }
}
