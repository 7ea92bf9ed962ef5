/**
 * Writing one face's script: top-level lines (`A:`, `T:`, `S:`, `K:`) and the SVars they use, with names that never
 * collide; an effect chain written as its first effect plus `SubAbility$` SVars.
 */
import type { ForgeEffect, Params } from './stepContext.js';

/** A value as Forge reads it between `|` separators (no `|` inside, no line breaks). */
export function clean(text: string): string {
  return text.replace(/\|/g, '/').replace(/[\r\n]+/g, ' ').trim();
}

export function renderParams(params: Params): string {
  return params.map(([k, v]) => `${k}$ ${v}`).join(' | ');
}

/**
 * The values of an SVar X that are the X of a cost (mana paid, chosen, or the number of targets of "X target
 * creatures", stepParams.ts). Forge announces a cost's X only when the card's SVar X is `Count$xPaid` and otherwise
 * works X out from the SVar X, so on a face that pays X no other amount may be named X. (The X of "mana value X" read
 * from a target, `Targeted$CardManaCost`, is defined as X on purpose by abilities.ts, not through `svar`.)
 */
const costX = new Set(['Count$xPaid', 'XChoice', 'Targeted$Amount']);

/** The lines and SVars of one face's script. */
export class FaceWriter {
  readonly lines: string[] = [];
  private svars = new Map<string, string>();
  private readonly pending: [string, string][] = [];
  private snapshot = new Map<string, string>();

  /** `paysX`: a cost of the face has X (its mana cost, an ability's cost, a keyword's). */
  constructor(readonly faceName: string, private readonly paysX = false) {}

  /** Adds an SVar holding `value` (reusing one that holds the same value) and returns its name. */
  svar(base: string, value: string): string {
    const notX = this.paysX && base === 'X' && !costX.has(value);
    for (const [name, held] of this.svars) if (held === value && name.replace(/\d+$/, '') === base && !(notX && name === 'X')) return name;
    let name = notX ? `${base}2` : base;
    for (let n = notX ? 3 : 2; this.svars.has(name); n++) name = `${base}${n}`;
    this.svars.set(name, value);
    this.pending.push([name, value]);
    return name;
  }

  /** The value an SVar of this face holds, if it has one. */
  valueOf(name: string): string | undefined {
    return this.svars.get(name);
  }

  /** True if the face has an SVar of this name. */
  has(name: string): boolean {
    return this.svars.has(name);
  }

  /** A new, unused SVar name (for an ability that its own chain refers to). */
  reserve(base: string): string {
    let name = base;
    for (let n = 2; this.svars.has(name); n++) name = `${base}${n}`;
    this.svars.set(name, '');
    return name;
  }

  define(name: string, value: string): void {
    this.svars.set(name, value);
    this.pending.push([name, value]);
  }

  /**
   * An effect chain: the first effect's text (`<kind>$ <API> | … | SubAbility$ DBx`) and one `DB$` SVar per further
   * effect. `head` goes first on the first effect (`Cost$`, `Planeswalker$`).
   */
  chain(effects: ForgeEffect[], kind: 'SP' | 'AB' | 'DB', head: Params, tail: Params): string {
    const names = effects.slice(1).map((e) => this.reserve(`DB${e.api}`));
    effects.slice(1).forEach((e, i) => {
      const params: Params = [...e.params];
      if (names[i + 1]) params.push(['SubAbility', names[i + 1]]);
      this.define(names[i], `DB$ ${e.api} | ${renderParams(params)}`.replace(/ \| $/, ''));
    });
    const first = effects[0];
    const params: Params = [...head, ...first.params];
    if (names[0]) params.push(['SubAbility', names[0]]);
    params.push(...tail);
    return `${kind}$ ${first.api}${params.length > 0 ? ` | ${renderParams(params)}` : ''}`;
  }

  /** Gives an SVar added since the last `takeSVars` another value; false if it was added before (another ability's). */
  redefinePending(name: string, value: string): boolean {
    const entry = this.pending.find(([n]) => n === name);
    if (!entry) return false;
    entry[1] = value;
    this.svars.set(name, value);
    return true;
  }

  /** The SVar lines written since the last call, in the order they were made; they are kept. */
  takeSVars(): string[] {
    const out = this.pending.map(([n, v]) => `SVar:${n}:${v}`);
    this.pending.length = 0;
    this.snapshot = new Map(this.svars);
    return out;
  }

  /** Undoes the SVars added and names reserved since the last `takeSVars` (an ability that turned out not scriptable). */
  dropPending(): void {
    this.svars = new Map(this.snapshot);
    this.pending.length = 0;
  }
}
