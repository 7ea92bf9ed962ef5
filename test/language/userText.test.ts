/**
 * The one helper module through which user text reaches messages (`echo`: short, one line) and
 * Markdown (`escapeMarkdown`: inert, and reading exactly as written once rendered).
 */
import * as assert from 'node:assert';
import { echo, echoLimit, escapeMarkdown, markdownEcho } from '../../server/src/language/userText.js';
import { validate } from '../helpers.js';
import { linkTargets, renderings, tagNames, visibleText } from './features/renderMarkdown.js';

/** Text that Markdown or HTML renderers would turn into something else. */
const hostile = [
  '[x](command:workbench.action.terminal.new)',
  '![t](https://attacker.example/t.png)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<https://attacker.example>',
  'https://attacker.example/path?q=1',
  'www.attacker.example',
  'mail@attacker.example',
  '**bold** __bold__ *it* _it_ ~~gone~~',
  '`code` ``more code``',
  '# heading',
  '## heading ##',
  '1. first',
  '3) third',
  '- item',
  '+ item',
  '* item',
  '> quote',
  '---',
  '===',
  '| a | b |',
  '&lt;b&gt; &amp; &#60;i&#62; &copy;',
  'back\\slash\\',
  '$(alert) theme icon',
  '[ref]: https://attacker.example',
  '[^1] footnote',
  'Urza’s “Tower” {T}: Add {C}. (It’s 50% off!) a+b=c; x/y',
];

suite('user text in messages and Markdown', () => {
  test('echo keeps short text as it is and cuts long text at the limit with "…"', () => {
    assert.strictEqual(echo('Goblin Guide'), 'Goblin Guide');
    const cut = echo('x'.repeat(100_000));
    assert.strictEqual(cut.length, echoLimit);
    assert.ok(cut.endsWith('…'));
    assert.strictEqual(echo('abcdef', 4), 'abc…');
  });

  test('echo cuts between words: a word the limit would split is left out whole, and the cut ends in "…"', () => {
    assert.strictEqual(echo('another creature you control enters', 30), 'another creature you control…');
    assert.strictEqual(echo('Whenever a creature, an artifact', 26), 'Whenever a creature, an…');
    assert.strictEqual(echo('Whenever a creature, an artifact', 21), 'Whenever a creature…', 'no comma before the ellipsis');
    // One long word is still cut inside (leaving it out would leave almost nothing).
    assert.strictEqual(echo('Supercalifragilistic words', 10), 'Supercali…');
    for (let max = 10; max <= 40; max++) {
      const cut = echo('the quick brown fox jumps over the lazy dog again and again', max);
      assert.ok(cut.length <= max, `${max}: ${cut}`);
      assert.ok('the quick brown fox jumps over the lazy dog again and again '.startsWith(`${cut.slice(0, -1)} `), `${max}: "${cut}" ends on a whole word`);
    }
  });

  test('echo puts text on one line and never splits an emoji', () => {
    assert.strictEqual(echo('one\r\ntwo\nthree\u2028four'), 'one two three four');
    const emoji = echo(`${'a'.repeat(78)}😀😀😀`);
    assert.ok(!/[\uD800-\uDBFF]…$/.test(emoji), emoji);
    assert.strictEqual(emoji, `${'a'.repeat(78)}…`);
  });

  for (const text of hostile) {
    test(`escaped, ${JSON.stringify(text)} renders as exactly that text and nothing else`, () => {
      for (const { renderer, html } of renderings(`Text: ${escapeMarkdown(text)}`)) {
        assert.deepStrictEqual(tagNames(html), ['p', 'p'], `${renderer}: ${html}`);
        assert.deepStrictEqual(linkTargets(html), [], renderer);
        assert.strictEqual(visibleText(html), `Text: ${text}`, renderer);
      }
    });

    test(`escaped, ${JSON.stringify(text)} stays text at the start of a line and of a list item`, () => {
      for (const markdown of [escapeMarkdown(text), `- ${escapeMarkdown(text)}`]) {
        for (const { renderer, html } of renderings(markdown)) {
          assert.deepStrictEqual(tagNames(html).filter((t) => !['p', 'ul', 'li'].includes(t)), [], `${renderer}: ${html}`);
          assert.strictEqual(visibleText(html), text, renderer);
        }
      }
    });
  }

  test('line breaks in escaped text become spaces, so the text cannot start a block of its own', () => {
    const html = renderings(`- ${escapeMarkdown('first\n\n# second\n---\n    code')}`);
    for (const { renderer, html: h } of html) {
      assert.deepStrictEqual(tagNames(h), ['ul', 'li', 'li', 'ul'], `${renderer}: ${h}`);
      assert.strictEqual(visibleText(h), 'first # second --- code');
    }
  });

  test('markdownEcho cuts and escapes', () => {
    assert.strictEqual(markdownEcho(`[${'x'.repeat(200)}](command:evil)`), `\\[${'x'.repeat(78)}…`);
  });

  test('diagnostics repeat at most a short piece of any long user text', () => {
    const long = 'Zorblax'.repeat(300); // 2,100 characters: under the line cap, so the parser reads all of it
    const text = [
      `${long}\nCreature ${long} — Goblin ${long}\n{${long}}\n${'\u0001'.repeat(3_000)}\n2/2`,
      `${long}\nCreature — Goblin\n2/2`,
      `Relic {2}\nArtifact\n+${'9'.repeat(3_000)}: Draw a card.\n${'9'.repeat(3_000)}/1`,
      `Dasher {R}\nInstant\nDeal 1 damage --- ${long} choose one -\n`,
    ].join('\n\n');
    const result = validate(`@${long}\n@mana {${long}}\n\n${text}`);
    const codes = new Set(result.map((d) => d.code));
    for (const code of ['invalid-directive', 'unknown-type', 'unknown-subtype', 'unknown-symbol', 'syntax-error', 'duplicate-card-name', 'unexpected-power-toughness', 'loyalty-ability-on-non-planeswalker', 'dash-style']) {
      assert.ok(codes.has(code as never), `${code} among ${[...codes].join(', ')}`);
    }
    for (const d of result) {
      assert.ok(d.message.length < 600, `${d.code}: ${d.message.length} characters: ${d.message.slice(0, 200)}`);
      for (const fix of d.fixes ?? []) assert.ok(fix.title.length < 200, fix.title.slice(0, 200));
      for (const r of d.related ?? []) assert.ok(r.message.length < 200);
    }
  });
});
