/**
 * The server's hover and completion markdown as safe HTML: markdown-it with raw HTML off (it is
 * escaped), no images (nothing is fetched), `command:` links (the rule references) drawn as plain
 * text, and only http(s) links kept as links, opening in a new tab without a referrer.
 */
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

md.renderer.rules.image = (tokens: any, idx: number) => md.utils.escapeHtml(tokens[idx].content || tokens[idx].attrGet('alt') || '');
const linkOpen = md.renderer.rules.link_open ?? ((tokens: any, idx: number, options: any, _env: any, self: any) => self.renderToken(tokens, idx, options));
const kept: boolean[] = [];
md.renderer.rules.link_open = (tokens: any, idx: number, options: any, env: any, self: any) => {
  const href = tokens[idx].attrGet('href') ?? '';
  const web = /^https?:\/\//i.test(href);
  kept.push(web);
  if (!web) return `<span class="md-ref" title="${md.utils.escapeHtml(ruleOf(href))}">`;
  tokens[idx].attrSet('target', '_blank');
  tokens[idx].attrSet('rel', 'noopener noreferrer');
  return linkOpen(tokens, idx, options, env, self);
};
md.renderer.rules.link_close = (tokens: any, idx: number, options: any, _env: any, self: any) => (kept.pop() ? self.renderToken(tokens, idx, options) : '</span>');

/** `command:cardtext.showRule?["605.1a"]` → "Rule 605.1a". */
function ruleOf(href: string): string {
  const m = /^command:cardtext\.showRule\?(.*)$/.exec(href);
  if (!m) return '';
  try {
    const args = JSON.parse(decodeURIComponent(m[1])) as unknown[];
    return typeof args[0] === 'string' ? `Comprehensive Rules ${args[0]}` : '';
  } catch {
    return '';
  }
}

/** Renders markdown to an element (the HTML is markdown-it's, with every text escaped). */
export function markdownElement(markdown: string, className: string): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  kept.length = 0;
  el.innerHTML = md.render(markdown);
  return el;
}
