/**
 * MSE's tagged strings, both ways. In a set file every text value is a tagged string: markup in
 * `<tag>…</tag>` (a tag may carry parameters after colons: `<size:12>`, `<error-spelling:en_us:…>`),
 * and a literal `<` written as the character with code 1.
 *
 * Reading undoes the markup exactly (see {@link untag}); writing ({@link tagText}) escapes `<` and
 * puts symbols in `<sym>`, so what the writer writes the reader reads back unchanged.
 */
import { knownSymbolLetters, mseCodeOf, symbolsFromMse } from './mseFields.js';

/** A parsed tagged string: text, and elements with their children. */
type TagNode = string | { name: string; param: string; children: TagNode[] };

/** Parses a tagged string into nodes; a closing tag with no open tag is ignored, open tags close at the end. */
export function parseTags(tagged: string): TagNode[] {
  const root: TagNode[] = [];
  const stack: { name: string; param: string; children: TagNode[] }[] = [];
  const out = () => (stack.length ? stack[stack.length - 1].children : root);
  const re = /<(\/?)([^<>]*)>/g;
  let last = 0;
  for (let m = re.exec(tagged); m; m = re.exec(tagged)) {
    if (m.index > last) out().push(tagged.slice(last, m.index));
    last = re.lastIndex;
    const [name, ...params] = m[2].split(':');
    const tag = name.trim();
    if (m[1]) {
      const at = stack.map((s) => s.name).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
      continue;
    }
    const node = { name: tag, param: params.join(':'), children: [] as TagNode[] };
    out().push(node);
    stack.push(node);
  }
  if (last < tagged.length) out().push(tagged.slice(last));
  return root;
}

/** What undoing the markup needs to know, and where it reports. */
export interface UntagContext {
  /** The face's name, for an empty `<atom-cardname>`. */
  faceName: string;
  /** A symbol letter the rules do not know was used (a custom mana symbol). */
  customSymbol(letter: string): void;
  /** A tag was removed with its text kept; `formatting` for the known formatting tags. */
  tagDropped(tag: string, formatting: boolean): void;
}

/** The short name of a legendary card, as `<atom-legname>` prints it: the part before a comma. */
function legendName(name: string): string {
  const comma = name.indexOf(',');
  return comma > 0 ? name.slice(0, comma) : name;
}

/** Tags whose text is kept as it is and whose markup means nothing to a `.cards` file. */
const transparent = /^(?:kw-.|nospellcheck|nosym|soft|atom|atom-kwpph|key|i|b|u|i-auto|i-flavor|soft-line|line|li|code|code-kw|code-str|error|error-spelling|word-list-.*|param-.*|param|atom-param|keyword-param.*|sym-off)$/;
/** Formatting that a `.cards` file has no place for: removed, its text kept, counted once. */
const formatting = /^(?:size|color|colour|font|align|margin|line-height|spacing|sub|sup|caps|smallcaps|shadow|stroke|indent|rotate)$/;
/** Text MSE's own scripts insert (a combined editor's separators): not the designer's words. */
const generated = /^(?:prefix|suffix|sep|sep-soft)$/;

function renderSymbols(raw: string, ctx: UntagContext): string {
  return symbolsFromMse(raw.replace(/\u0001/g, '<')).map((s) => {
    if (/^[A-Z]$/.test(s) && !knownSymbolLetters.has(s)) ctx.customSymbol(s);
    return `{${s}}`;
  }).join('');
}

function rawText(nodes: TagNode[]): string {
  return nodes.map((n) => (typeof n === 'string' ? n : rawText(n.children))).join('');
}

function render(nodes: TagNode[], ctx: UntagContext): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node.replace(/\u0001/g, '<');
      continue;
    }
    const name = node.name.toLowerCase();
    if (name === 'sym' || name === 'sym-auto') out += renderSymbols(rawText(node.children), ctx);
    else if (name === 'atom-cardname') out += render(node.children, ctx) || ctx.faceName;
    else if (name === 'atom-legname') out += render(node.children, ctx) || legendName(ctx.faceName);
    else if (name.startsWith('atom-reminder')) {
      const reminder = render(node.children, ctx).trim();
      if (reminder) {
        const wrapped = reminder.startsWith('(') ? reminder : `(${reminder})`;
        out += out === '' || /[\s(]$/.test(out) ? wrapped : ` ${wrapped}`;
      }
    } else if (name === 'bullet') out += render(node.children, ctx) || '•';
    else if (generated.test(name)) continue;
    else if (transparent.test(name)) out += render(node.children, ctx);
    else if (formatting.test(name)) {
      ctx.tagDropped(name, true);
      out += render(node.children, ctx);
    } else {
      ctx.tagDropped(name, false);
      out += render(node.children, ctx);
    }
  }
  return out;
}

/**
 * A tagged string as plain `.cards` text: symbols in braces, `<atom-cardname>` as the name it
 * holds (the face's name when empty), `<atom-legname>` as the short name, reminder atoms in
 * parentheses, keyword, spelling, word-list and parameter tags removed with their text kept,
 * `<bullet>` as `•`; `<soft-line>` and `<line>` keep their line breaks. Any other tag is removed
 * with its text kept and reported through the context.
 */
export function untag(tagged: string, ctx: UntagContext): string {
  return render(parseTags(tagged), ctx);
}

/** The hard line breaks of a tagged string: line breaks not inside `<soft-line>` (a planeswalker's abilities are its paragraphs). */
export function paragraphs(tagged: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  const re = /<(\/?)soft-line[^>]*>|\n/g;
  let last = 0;
  for (let m = re.exec(tagged); m; m = re.exec(tagged)) {
    current += tagged.slice(last, m.index);
    last = re.lastIndex;
    if (m[0] === '\n') {
      if (depth > 0) current += '\n';
      else {
        out.push(current);
        current = '';
      }
      continue;
    }
    current += m[0];
    depth = Math.max(0, depth + (m[1] ? -1 : 1));
  }
  out.push(current + tagged.slice(last));
  return out;
}

/**
 * Splits flavour written in the rules text off it: the last paragraphs, after at least one rules
 * paragraph, each wholly in `<i>…</i>` (or `<i-flavor>`) and not reminder text (which starts with
 * a parenthesis). Returns the rules paragraphs and the flavour paragraphs (still tagged).
 */
export function trailingFlavor(paras: string[]): { rules: string[]; flavor: string[] } {
  const wholly = /^\s*<(i|i-flavor)>([\s\S]*)<\/\1>\s*$/;
  let cut = paras.length;
  while (cut > 1) {
    const p = paras[cut - 1];
    const m = wholly.exec(p);
    if (!m || /<\/?(?:i|i-flavor)>/.test(m[2]) || /^\s*\(/.test(m[2].replace(/<[^>]*>/g, ''))) break;
    cut--;
  }
  // A paragraph of blank lines between the rules and the flavour is no rules paragraph.
  const rules = paras.slice(0, cut);
  if (rules.every((r) => r.trim() === '')) return { rules: paras, flavor: [] };
  return { rules, flavor: paras.slice(cut).map((p) => wholly.exec(p)?.[2] ?? p) };
}

/**
 * Plain text as a tagged string: `<` escaped (as the character with code 1), brace symbols in
 * `<sym>` with MSE's codes (`{B/P}` is `H/B`). `symbol` gets each symbol's body as written and may refuse it (undefined):
 * it is then written as its braces and letters, as text.
 */
export function tagText(text: string, symbol: (body: string) => string | undefined = (b) => mseCodeOf(b.toUpperCase())): string {
  return text.replace(/</g, '\u0001').replace(/\{([^{}]*)\}/g, (whole, body: string) => {
    const code = symbol(body);
    return code === undefined ? whole : `<sym>${code}</sym>`;
  });
}
