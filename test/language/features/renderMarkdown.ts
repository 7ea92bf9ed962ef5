/**
 * Markdown rendered the way editors render it, to assert what a hover really shows: marked (the
 * renderer VS Code uses; GitHub-flavoured, with autolinks, raw HTML passed through unsanitised) and
 * markdown-it (CommonMark, raw HTML allowed). Both are devDependencies.
 */
import { createRequire } from 'node:module';
import { Marked } from 'marked';

const require = createRequire(import.meta.url);
const MarkdownIt = require('markdown-it') as new (options: { html: boolean; linkify: boolean }) => { render(source: string): string };

const gfm = new Marked({ gfm: true, async: false });
const commonmark = new MarkdownIt({ html: true, linkify: false });

/** The HTML each renderer makes of `markdown`. */
export function renderings(markdown: string): { renderer: string; html: string }[] {
  return [
    { renderer: 'marked (GFM, as VS Code)', html: gfm.parse(markdown) as string },
    { renderer: 'markdown-it (CommonMark)', html: commonmark.render(markdown) },
  ];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text a reader sees in rendered HTML: tags removed, entities decoded, white space collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The hovers' Markdown as a reader sees it (marked, as in VS Code). */
export function renderedText(markdown: string): string {
  return visibleText(renderings(markdown)[0].html);
}

/** Every HTML tag name in rendered HTML (lower case), e.g. `a`, `img`, `script`. */
export function tagNames(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1].toLowerCase());
}

/** The `href` of every link in rendered HTML. */
export function linkTargets(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]);
}
