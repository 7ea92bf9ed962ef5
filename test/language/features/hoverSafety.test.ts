/**
 * Hostile text in hovers: names, type lines, rulings, rule text and declared mana names may be
 * written as Markdown links, images or HTML. Rendered the way editors render
 * hovers, none of it may become a link, an image, HTML or formatting, and it must still read as
 * written. Only the server's own `cardtext.showRule` links stay links.
 */
import * as assert from 'node:assert';
import { doHover } from '../../../server/src/language/features/hover.js';
import type { Knowledge } from '../../../server/src/language/features/knowledge.js';
import { parseDocument } from '../../../server/src/language/document.js';
import { declarationsFrom } from '../../../server/src/language/declarations.js';
import { emptyDeclarations } from '../../../server/src/language/model/symbols.js';
import { validateDocument } from '../../../server/src/language/validation.js';
import { Workspace } from '../../../server/src/language/workspace.js';
import { builtInKnowledge, cursor, open } from './featureHelpers.js';
import { linkTargets, renderings, tagNames, visibleText } from './renderMarkdown.js';

const command = '[x](command:workbench.action.terminal.new)';
const image = '![t](https://attacker.example/t.png)';
const script = '<script>alert(1)</script>';
const autolinks = 'https://attacker.example/a www.attacker.example mail@attacker.example <https://attacker.example/b>';

/** Tags the hovers' own Markdown makes (paragraphs, bold, italics, lists, rules, code in the built-in reference). */
const ownTags = new Set(['p', 'strong', 'em', 'ul', 'li', 'hr', 'br', 'code']);

/** Asserts that in every renderer the hover has no link but the server's own, no image or HTML of the user's, and shows `texts` as written. */
function assertInert(markdown: string, texts: string[], ownLinks = 0): void {
  assert.ok(markdown.trim(), 'there is a hover');
  for (const { renderer, html } of renderings(markdown)) {
    const foreign = tagNames(html).filter((t) => !ownTags.has(t) && t !== 'a');
    assert.deepStrictEqual(foreign, [], `${renderer}: no user HTML or images in\n${html}`);
    const links = linkTargets(html);
    assert.ok(links.every((l) => l.startsWith('command:cardtext.showRule?')), `${renderer}: only the server's own links in\n${html}`);
    assert.strictEqual(links.length, ownLinks, `${renderer}: ${ownLinks} links of the server's own in\n${html}`);
    const shown = visibleText(html);
    for (const text of texts) assert.ok(shown.includes(text), `${renderer}: "${text}" reads as written in\n${shown}`);
  }
}

function hover(marked: string, knowledge: Knowledge = builtInKnowledge(), others: Record<string, string> = {}): string {
  const { text, position } = cursor(marked);
  const { doc, workspace, diagnostics } = open(text, others);
  return doHover(doc, position, knowledge, diagnostics, workspace)?.contents ?? '';
}

/** The built-in knowledge with a hostile rules file and rulings file loaded. */
function hostileKnowledge(rule: string, rulings: Knowledge['rulings']): Knowledge {
  const base = builtInKnowledge();
  return { ...base, rule: () => rule, rulings };
}

suite('hover shows user text as text', () => {
  test('a card named like a command link, with an image and a script in its rulings, shows them all as text', () => {
    const ruling = `${image} ${script} ${autolinks}`;
    const h = hover(`${command.slice(0, 3)}|${command.slice(3)}\nCreature — Goblin\nRuling: 2024-01-02 ${ruling}\n2/2`);
    assertInert(h, [command, ruling]);
  });

  test('Markdown at the start of a ruling makes no heading, numbered list, quote or rule', () => {
    const rulings = ['# Big news', '1. first', '2) second', '> quoted', '* item', '+ item', '===', '***', '<div>block</div>'];
    const h = hover(`Gob|lin\nCreature — Goblin\n${rulings.map((r, i) => `Ruling: 2024-01-0${i + 1} ${r}`).join('\n')}\n2/2`);
    for (const { renderer, html } of renderings(h)) {
      assert.deepStrictEqual(tagNames(html).filter((t) => /^(h\d|ol|blockquote|pre|code|div)$/.test(t)), [], `${renderer}: ${html}`);
      assert.strictEqual(tagNames(html).filter((t) => t === 'ul').length, 2, `${renderer}: one list, the hover's own: ${html}`);
    }
    assertInert(h, rulings);
  });

  test('a type line with no known type, written as an image, a script and a link, shows as text in the name hover', () => {
    const typeLine = `${image} ${script} ${command}`;
    const h = hover(`Gob|lin\n${typeLine}\n2/2`);
    assertInert(h, [typeLine]);
  });

  test('a symbol written as a fake "Show rule" link makes no link in the diagnostic hover', () => {
    const symbol = '{[see rule](command:cardtext.showRule?%5B%22999.9%22%5D)}';
    const h = hover(`Relic {2}\nArtifact\nWhen this enters, pay ${symbol.slice(0, 4)}|${symbol.slice(4)}.`);
    assert.match(h, /Unknown symbol/);
    assertInert(h, []);
  });

  test('a declared mana name from settings shows as text when hovering its symbol', () => {
    const name = '[purple](https://attacker.example) <img src=x onerror=alert(1)>';
    const base = emptyDeclarations();
    base.manaSymbols.set('P', name);
    const { text, position } = cursor('Grotto\nLand\n{T}: Add {|P}.');
    const doc = parseDocument(text, { uri: 'file:///test/main.cards', baseDeclarations: declarationsFrom([], base) });
    const h = doHover(doc, position, builtInKnowledge(), validateDocument(doc), new Workspace())?.contents ?? '';
    assert.match(h, /Declared by this file/);
    assertInert(h, [name]);
  });

  test('a problem on an unknown directive line shows at most its explanation: short, inert, never the message again', () => {
    // The editor shows the diagnostic's message; the hover adds only its detail.
    const h = hover(`@Ev|${'il'.repeat(50_000)}\n\nGoblin\nCreature — Goblin\n2/2`);
    assert.ok(h.length < 1_000, `hover of ${h.length} characters`);
    assertInert(h, []);
    assert.doesNotMatch(h, /no directive @/, 'the one-row message is not repeated');
  });

  test('rule text from a rules file is quoted as text, and its "more" link is the only link', () => {
    const rule = `${image} ${script} ${command} ${'and much more text '.repeat(30)}`;
    const h = hover('Mind Stone {2}\nArtifact\n{|T}: Add {C}.', hostileKnowledge(rule, () => []));
    assertInert(h, [`${image} ${script} ${command}`], 2);
  });

  test('rulings and their source from a rulings file show as text', () => {
    const rulings = () => [{ date: '2020-01-01', text: `${script} ${image}`, source: `[src](https://attacker.example) ${command}` }];
    const h = hover('Gob|lin Guide {R}\nCreature — Goblin\n2/2', hostileKnowledge('', rulings));
    assertInert(h, [`${script} ${image}`, `[src](https://attacker.example) ${command}`]);
  });

  test('a card name mentioned in another card shows as text', () => {
    const name = 'Twin [Link](https://attacker.example) <b>Bold</b>';
    const h = hover(`Seeker\nSorcery\nSearch for a card named ${name.slice(0, 2)}|${name.slice(2)}.`, builtInKnowledge(), {
      'file:///test/other.cards': `${name}\nCreature — Goblin <i>x</i>\n1/1`,
    });
    assert.match(h, /a card in this workspace/);
    assertInert(h, [name, 'Creature — Goblin <i>x</i>']);
  });

  test('a very long name is cut in hover, and the hover stays short', () => {
    const name = `Long ${'Name '.repeat(20_000)}`.trim();
    const h = hover(`Lo|${name.slice(2)}\nCreature — Goblin\n2/2`);
    assert.ok(h.length < 2_000, `hover of ${h.length} characters`);
    assert.match(h, /Long Name Name/);
    assert.match(h, /…/);
  });
});
