/**
 * Test helpers for rendered HTML: a strict scan of every tag and attribute (only the elements and
 * attributes the renderer is meant to write, never an event handler, inline style or script),
 * and look-ups of elements by class.
 */
import * as assert from 'node:assert';

const allowedTags = new Set([
  'article', 'div', 'span', 'i', 'b', 'p', 'small', 'br', 'img', 'ul', 'li', 'header', 'section', 'h1', 'h2', 'table', 'thead', 'tbody',
  'tr', 'th', 'td', 'button', 'code', 'svg', 'rect', 'text', 'line', 'title',
]);
const allowedAttributes = /^(class|title|id|alt|src|role|hidden|type|aria-label|viewBox|x|y|x1|x2|y1|y2|width|height|data-[a-z-]+)$/;

export interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
}

/** Every tag of an HTML fragment, in order; fails on any tag or attribute outside the allowed sets. */
export function scanTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>\/]+(?:="[^"]*")?)*)\s*\/?>/g;
  let last = 0;
  for (let m = tagPattern.exec(html); m; m = tagPattern.exec(html)) {
    assert.ok(!html.slice(last, m.index).includes('<'), `a stray "<" in text: ${JSON.stringify(html.slice(last, m.index).slice(0, 80))}`);
    last = tagPattern.lastIndex;
    const attributes = new Map<string, string>();
    for (const a of m[3].matchAll(/\s+([^\s=>\/]+)(?:="([^"]*)")?/g)) attributes.set(a[1], a[2] ?? '');
    const tag = { name: m[2].toLowerCase(), closing: m[1] === '/', attributes };
    assert.ok(allowedTags.has(tag.name), `unexpected <${tag.name}> in the rendered HTML`);
    for (const name of attributes.keys()) assert.match(name, allowedAttributes, `unexpected attribute ${name} on <${tag.name}>`);
    tags.push(tag);
  }
  assert.ok(!html.slice(last).includes('<'), 'a stray "<" at the end');
  return tags;
}

/** The text of an HTML fragment with tags removed and the renderer's entities decoded. */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&#96;/g, '`').replace(/&amp;/g, '&');
}

/** The inner HTML of each element whose class list holds `cls` (elements of the same tag nested inside are balanced). */
export function byClass(html: string, cls: string): string[] {
  const out: string[] = [];
  const open = /<([a-z0-9]+)\s[^>]*class="([^"]*)"[^>]*>/g;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    if (!m[2].split(/\s+/).includes(cls)) continue;
    const name = m[1];
    if (name === 'img' || name === 'br') {
      out.push('');
      continue;
    }
    const tagRe = new RegExp(`<(/?)${name}(?=[\\s>])[^>]*>`, 'g');
    tagRe.lastIndex = open.lastIndex;
    let depth = 1;
    let end = html.length;
    for (let t = tagRe.exec(html); t; t = tagRe.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index;
        break;
      }
    }
    out.push(html.slice(open.lastIndex, end));
  }
  return out;
}

/** The one element with class `cls` (fails if there are none or several). */
export function oneByClass(html: string, cls: string): string {
  const found = byClass(html, cls);
  assert.strictEqual(found.length, 1, `expected one .${cls}, found ${found.length}`);
  return found[0];
}

/** The class list of the first element with class `cls`. */
export function classesOf(html: string, cls: string): string[] {
  for (const m of html.matchAll(/class="([^"]*)"/g)) {
    const list = m[1].split(/\s+/);
    if (list.includes(cls)) return list;
  }
  assert.fail(`no element with class ${cls}`);
}
