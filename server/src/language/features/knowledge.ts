/**
 * What hover knows: the built-in reference (ships with the product), the official rules text when
 * a rules file is loaded, and card rulings. The LSP shell and the CLI fill it from settings/files.
 */
import type { SymbolClass } from '../model/symbols.js';

/** One entry of the built-in reference: rule numbers and a short explanation in our own words. */
export interface Entry {
  id: string;
  title: string;
  rules: string[];
  text: string;
}

export interface Ruling {
  date: string;
  text: string;
  source: string;
}

export interface Knowledge {
  symbol(cls: SymbolClass): Entry | undefined;
  concept(id: string): Entry | undefined;
  keyword(name: string): Entry | undefined;
  code(code: string): Entry | undefined;
  /** The official text of a rule, when a Comprehensive Rules file is loaded. */
  rule(number: string): string | undefined;
  /** Rulings of a card by name (loaded rulings files), newest first. */
  rulings(name: string): Ruling[];
}
