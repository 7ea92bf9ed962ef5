/**
 * A brace symbol as an icon: the mana-font classes (`ms ms-cost ms-w`) for the game's symbols, a
 * lettered disc for a set's own `@mana` symbols, and for a symbol nothing defines (`{V}` without
 * `@mana {V}`) an error glyph — a red disc with a question mark, the symbol named in its title —
 * so a printed proxy shows the mistake instead of passing it off as text.
 */
import type { Declarations } from '../language/model/symbols.js';
import { classifySymbol } from '../language/model/symbols.js';
import { esc } from './escape.js';

/** mana-font's class for the symbols that are not mana (107.5 onwards). */
const otherIcons: Record<string, string> = {
  T: 'tap', Q: 'untap', E: 'e', CHAOS: 'chaos', PW: 'planeswalker', TK: 'tk', P: 'paw', H: 'h', '½': '1-2', '∞': 'infinity',
};
/** Generic amounts mana-font draws. */
const genericIcons = new Set([...Array.from({ length: 21 }, (_, i) => String(i)), '100', '1000000']);

/** The mana-font class suffix for a symbol body, or undefined when the font has no glyph for it. */
export function manaFontClass(body: string, declarations?: Declarations): string | undefined {
  const info = classifySymbol(body, declarations);
  switch (info.cls) {
    case 'custom': case 'unknown': return undefined;
    case 'generic': return genericIcons.has(String(Number(body))) ? String(Number(body)) : undefined;
    case 'half': return body === '½' ? '1-2' : body.slice(1).toLowerCase();
    case 'hybrid': case 'monocoloredHybrid': case 'colorlessHybrid': case 'phyrexian': case 'hybridPhyrexian':
      return body.replace(/\//g, '').toLowerCase();
    case 'colored': case 'colorless': case 'variable': case 'snow': return body.toLowerCase();
    default: return otherIcons[body];
  }
}

/** A CSS class suffix safe for any symbol body (letters and digits only). */
function customClass(body: string): string {
  return body.replace(/[^A-Z0-9]/gi, '_');
}

/** The markup of one symbol, given its upper-cased body and its text as written. */
export function symbolHtml(body: string, text: string, declarations?: Declarations): string {
  if (declarations?.manaSymbols.has(body)) {
    return `<span class="sym sym-custom sym-custom-${customClass(body)}" title="${esc(`${text} ${declarations.manaSymbols.get(body) ?? ''}`.trim())}">${esc(body)}</span>`;
  }
  const icon = manaFontClass(body, declarations);
  if (icon !== undefined) {
    const half = classifySymbol(body).cls === 'half' && body !== '½';
    const i = `<i class="ms ms-cost ms-${icon}" aria-label="${esc(text)}"></i>`;
    return half ? `<span class="ms-half">${i}</span>` : i;
  }
  // A large generic amount the font lacks still reads as a disc with its number.
  if (/^\d+$/.test(body)) return `<span class="sym sym-generic">${esc(body)}</span>`;
  if (classifySymbol(body, declarations).cls === 'unknown') {
    return `<span class="sym sym-error" title="${esc(`${text}: no such symbol (declare it with @mana)`)}" aria-label="${esc(text)}">?</span>`;
  }
  return `<span class="sym-unknown">${esc(text)}</span>`;
}

/** A colour value for a declared name: a single CSS colour keyword (letters only) or a hex colour. */
function cssColor(name: string): string | undefined {
  const n = name.trim().toLowerCase();
  if (/^[a-z]{3,24}$/.test(n)) return n;
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(n)) return n;
  // "deep purple": the last word names the hue.
  const last = n.split(/\s+/).pop() ?? '';
  return /^[a-z]{3,24}$/.test(last) ? last : undefined;
}

/**
 * The stylesheet rules colouring a set's custom symbols: each disc in its declared colour. The
 * values are letters-only colour keywords or hex colours, so no declared name can inject CSS; an
 * unknown keyword is an invalid declaration that the browser ignores (the disc stays grey).
 */
export function customSymbolCss(declarations: Declarations): string {
  const rules: string[] = [];
  for (const [body, name] of declarations.manaSymbols) {
    const color = cssColor(name);
    if (color) rules.push(`.sym-custom-${customClass(body)}{background-color:${color}}`);
  }
  return rules.join('\n');
}
