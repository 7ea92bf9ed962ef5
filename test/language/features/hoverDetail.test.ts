/**
 * The hover at a diagnostic adds its detail — the why and how its one-row message leaves out —
 * as text (escaped), and only for the diagnostics at the cursor.
 */
import * as assert from 'node:assert';
import { doHover } from '../../../server/src/language/features/hover.js';
import { builtInKnowledge, cursor, open } from './featureHelpers.js';
import { renderedText, renderings, tagNames } from './renderMarkdown.js';

function hover(marked: string): { markdown: string; detail: (code: string) => string | undefined } {
  const { text, position } = cursor(marked);
  const { doc, workspace, diagnostics } = open(text);
  const markdown = doHover(doc, position, builtInKnowledge(), diagnostics, workspace)?.contents ?? '';
  return { markdown, detail: (code) => diagnostics.find((d) => d.code === code)?.detail };
}

suite('hover: the detail of the diagnostic at the cursor', () => {
  test('hovering a missing power/toughness shows how to add one', () => {
    const h = hover('Briar Witch {1}{G}\nCreature — Human |Warlock\nReach');
    assert.match(h.detail('missing-power-toughness') ?? '', /add a line such as "2\/2"/);
    assert.ok(renderedText(h.markdown).includes(h.detail('missing-power-toughness')!), h.markdown);
  });

  test('the detail is escaped: user text in it reads as written and makes no Markdown', () => {
    const h = hover('Odd Relic {2}\nArtifact\n{T}: Draw a card and pay {|*K*}.');
    const detail = h.detail('unknown-symbol')!;
    assert.match(detail, /\{\*K\*\}/);
    assert.ok(renderedText(h.markdown).includes(detail), h.markdown);
    for (const { renderer, html } of renderings(h.markdown)) assert.ok(!tagNames(html).includes('em'), `${renderer}: the asterisks make no emphasis`);
  });

  test('a diagnostic elsewhere on the card adds nothing to this hover', () => {
    const h = hover('Br|iar Witch {1}{G}\nCreature — Human Warlock\nReach');
    assert.ok(h.detail('missing-power-toughness'));
    assert.ok(!h.markdown.includes('add a line such as'), h.markdown);
  });
});
