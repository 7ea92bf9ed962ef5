/**
 * Set metadata from the file's directives: `@set CODE Long Name`, `@released YYYY-MM-DD`,
 * `@symbol PATH` and `@back PATH`. Exports (Cockatrice, Forge, MSE…) need a set code, a name and a
 * release date; the renderer draws the set symbol, and the card back behind printed cards.
 */
import type { Directive } from './ast.js';
import { echo } from './userText.js';
import { isLocalArtPath } from './localPath.js';

/** The set a file describes, as far as its directives say. */
export interface SetInfo {
  /** 2–5 letters or digits, upper-cased (`VHL`). */
  code?: string;
  /** The long name (`Violet Hollow`). */
  name?: string;
  /** `YYYY-MM-DD`. */
  released?: string;
  /** The set symbol's image, as written (relative to the file that declares it). */
  symbol?: string;
  /** The card back's image, as written (relative to the file that declares it). */
  back?: string;
}

/** Image files a set symbol may be (a browser draws them; the shape's alpha is what is coloured). */
export const symbolExtensions = ['.svg', '.png', '.webp', '.gif'];
/** Image files a card back may be (a browser draws them, covering the card). */
export const backExtensions = ['.png', '.jpg', '.jpeg', '.webp', '.svg', '.gif', '.avif', '.bmp'];

const codePattern = /^[A-Za-z0-9]{2,5}$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True if `text` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const m = datePattern.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Splits `@set` into its code (first word) and long name (the rest, as written). */
function splitSet(value: string): { code: string; name: string } {
  const m = /^(\S*)\s*(.*)$/.exec(value.trim())!;
  return { code: m[1], name: m[2].trim() };
}

/** Why an `@set` or `@released` directive is malformed, or undefined. */
export function setDirectiveProblem(d: Directive, usage: string): string | undefined {
  if (d.name === 'set') {
    const { code, name } = splitSet(d.value);
    if (!code) return `"@set" needs a set code and a name, like "${usage}"`;
    if (!codePattern.test(code)) return `"${echo(code, 30)}" is not a set code: use 2 to 5 letters or digits, like "${usage}"`;
    if (!name) return `"@set ${code}" needs the set's long name after the code, like "${usage}"`;
  } else if (d.name === 'released') {
    const value = d.value.trim();
    if (!isIsoDate(value)) return `"${echo(value, 30)}" is not a date: write the release date as YYYY-MM-DD, like "${usage}"`;
  } else if (d.name === 'symbol') {
    const value = d.value.trim();
    if (!value) return `"@symbol" needs the path of the set symbol's image, like "${usage}"`;
    if (!isLocalArtPath(value)) return `"${echo(value, 40)}" is not a file path: the set symbol is an image file beside the set (no address is ever loaded), like "${usage}"`;
    const ext = /\.[^./\\]+$/.exec(value)?.[0].toLowerCase();
    // JPEG and BMP have no transparency: the whole rectangle would be coloured.
    if (!ext || !symbolExtensions.includes(ext)) return `"${echo(value, 40)}" is not an image with a transparent ground (${symbolExtensions.join(', ')}): the rarity colour fills the symbol's shape, like "${usage}"`;
  } else if (d.name === 'back') {
    const value = d.value.trim();
    if (!value) return `"@back" needs the path of the card back's image, like "${usage}"`;
    if (!isLocalArtPath(value)) return `"${echo(value, 40)}" is an address: @back takes an image file beside the set`;
    const ext = /\.[^./\\]+$/.exec(value)?.[0].toLowerCase();
    if (!ext || !backExtensions.includes(ext)) return `"${echo(value, 40)}" is not an image file (PNG, JPEG, WebP, SVG…), like "${usage}"`;
  }
  return undefined;
}

/** The set metadata of a file: the first valid `@set` and `@released` directives. */
export function setInfoOf(directives: Directive[]): SetInfo {
  const info: SetInfo = {};
  for (const d of directives) {
    if (d.name === 'set' && info.code === undefined && !setDirectiveProblem(d, '')) {
      const { code, name } = splitSet(d.value);
      info.code = code.toUpperCase();
      info.name = name;
    } else if (d.name === 'released' && info.released === undefined && isIsoDate(d.value.trim())) {
      info.released = d.value.trim();
    } else if (d.name === 'symbol' && info.symbol === undefined && !setDirectiveProblem(d, '')) {
      info.symbol = d.value.trim();
    } else if (d.name === 'back' && info.back === undefined && !setDirectiveProblem(d, '')) {
      info.back = d.value.trim();
    }
  }
  return info;
}

/** Directives that repeat an `@set`, `@released`, `@symbol`, `@back` or `@templating` already given (only the first counts). */
export function repeatedSetDirectives(directives: Directive[]): Directive[] {
  const seen = new Set<string>();
  const out: Directive[] = [];
  for (const d of directives) {
    if (d.name !== 'set' && d.name !== 'released' && d.name !== 'symbol' && d.name !== 'back' && d.name !== 'templating') continue;
    if (seen.has(d.name)) out.push(d);
    seen.add(d.name);
  }
  return out;
}
