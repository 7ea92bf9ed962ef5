/**
 * Acceptance tests from the pages this feature was specified from (../shared/seeds/): with the
 * corpus rules and rulings loaded, hovering each seed card's name shows exactly that page's
 * rulings, and hovering the symbols and phrases the pages explain shows those rules' text.
 */
import * as assert from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { doHover } from '../../../server/src/language/features/hover.js';
import { realCard, repoRoot } from '../../helpers.js';
import { corpusKnowledge, cursor, open } from './featureHelpers.js';
import { renderedText } from './renderMarkdown.js';

const seedsDir = join(repoRoot(), '..', 'shared', 'seeds');
/** The general rules each seed page opens with, in order (they are the official texts of these rules). */
const ruleNumbers = ['106.5', '106.7', '106.12', '106.12a', '106.12b', '107.3m', '107.5', '107.6'];
const normalize = (s: string) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

interface Seed { file: string; rules: string[]; rulings: string[] }

function seeds(): Seed[] {
  return readdirSync(seedsDir).filter((f) => f.endsWith('.txt')).sort().map((file) => {
    const paragraphs = readFileSync(join(seedsDir, file), 'utf8').split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p && p !== 'Search');
    return { file, rules: paragraphs.slice(0, ruleNumbers.length), rulings: paragraphs.slice(ruleNumbers.length) };
  });
}

function hoverAt(marked: string): string {
  const { text, position } = cursor(marked);
  const { doc, workspace, diagnostics } = open(text);
  return doHover(doc, position, corpusKnowledge(), diagnostics, workspace)?.contents ?? '';
}

/** The ruling texts a hover lists (`- *date* text` lines), as the reader sees them (Markdown rendered). */
function listedRulings(hover: string): string[] {
  return hover.split('\n').filter((l) => /^- \*\d{4}-\d\d-\d\d\* /.test(l)).map((l) => normalize(renderedText(l.replace(/^- \*\d{4}-\d\d-\d\d\* /, '').replace(/ _\(\w+\)_$/, ''))));
}

suite('seed pages (acceptance)', function () {
  this.timeout(20000);
  const cases: [string, string][] = [
    ['000_32b9073a838b09fd.txt', 'Deal Broker'],
    ['001_33cea9554c0c334e.txt', 'Bane Alley Broker'],
    ['003_ec3c1319ae7386b5.txt', 'Agent of Treachery'],
  ];

  for (const [file, name] of cases) {
    test(`hovering ${name}'s name shows exactly the rulings of its seed page`, () => {
      const seed = seeds().find((s) => s.file === file)!;
      const text = realCard(name);
      const marked = text.replace(name, `${name.slice(0, 2)}|${name.slice(2)}`);
      const hover = hoverAt(marked);
      assert.deepStrictEqual(listedRulings(hover).sort(), seed.rulings.map(normalize).sort());
      const dates = [...hover.matchAll(/^- \*(\d{4}-\d\d-\d\d)\*/gm)].map((m) => m[1]);
      assert.deepStrictEqual(dates, [...dates].sort().reverse(), 'newest first');
    });
  }

  test('the seed pages open with the official text of the rules the hovers quote', () => {
    for (const seed of seeds()) assert.strictEqual(seed.rules.length, ruleNumbers.length, seed.file);
    const official = corpusKnowledge();
    seeds()[0].rules.forEach((paragraph, i) => assert.strictEqual(normalize(official.rule(ruleNumbers[i]) ?? ''), normalize(paragraph), ruleNumbers[i]));
  });

  const rule = (i: number) => normalize(seeds()[0].rules[i]);
  const hovers: [string, string, number[]][] = [
    ['mana of an undefined type (Add {E})', 'Relic {2}\nArtifact\n{T}: Add {|E}.', [0]],
    ['"could produce"', 'Reflecting Pool\nLand\n{T}: Add one mana of any type that a land you control could pro|duce.', [1]],
    ['"tapped for mana"', 'Sprawl {G}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for ma|na, its controller adds an additional {G}.', [2, 3, 4]],
    ['X in an enters-the-battlefield ability', 'Hydra {X}{G}\nCreature — Hydra\nWhen this creature enters, put |X +1/+1 counters on it.\n0/0', [5]],
    ['{T} in an activation cost', 'Elf {G}\nCreature — Elf\n{|T}: Add {G}.\n1/1', [6]],
    ['{Q} in an activation cost', 'Pili-Pala {2}\nArtifact Creature — Scarecrow\n{2}, {|Q}: Add one mana of any color.\n1/1', [7]],
  ];
  for (const [what, marked, indexes] of hovers) {
    test(`hovering ${what} quotes the rule the seed pages explain`, () => {
      const hover = normalize(renderedText(hoverAt(marked).replace(/ … \[more\]\([^)]*\)/g, '')));
      for (const i of indexes) {
        const official = rule(i);
        const cut = official.slice(0, 200);
        assert.ok(hover.includes(cut), `${ruleNumbers[i]} not quoted in:\n${hover}`);
      }
    });
  }
});
