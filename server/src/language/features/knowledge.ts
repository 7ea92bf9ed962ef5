/**
 * What hover knows: the built-in reference (ships with the product), the official rules text when
 * a rules file is loaded, and card rulings. The LSP shell and the CLI fill it from settings/files.
 */
import type { SymbolClass } from '../model/symbols.js';
import type { ReferenceEntry, RuleReference } from '../knowledge/reference.js';
import type { Ruling as IndexedRuling } from '../knowledge/rulings.js';
import type { ComparedCard } from '../precedent/normalize.js';
import type { Precedent } from '../precedent/similarIndex.js';

/** One entry of the built-in reference: rule numbers and a short explanation in our own words. */
export type Entry = ReferenceEntry;

/** A ruling as hover shows it (`source` is who published it, or where it came from). */
export type Ruling = Pick<IndexedRuling, 'date' | 'text' | 'source'>;

export interface Knowledge {
  symbol(cls: SymbolClass): Entry | undefined;
  concept(id: string): Entry | undefined;
  keyword(name: string): Entry | undefined;
  code(code: string): Entry | undefined;
  /** The official text of a rule, when a Comprehensive Rules file is loaded. */
  rule(number: string): string | undefined;
  /** The built-in reference's entries (check codes' aside) for a rule number, or for its nearest parent rule. */
  ruleReference(number: string): RuleReference | undefined;
  /** Rulings of a card by name (loaded rulings files), newest first. */
  rulings(name: string): Ruling[];
  /** A real card of the installed real-card data, by name or face name (for names in rules text). */
  realCard?(name: string): ComparedCard | undefined;
  /** The real cards nearest to a card, best first; undefined when no real cards are loaded. */
  precedent?(card: ComparedCard, limit?: number): Precedent[] | undefined;
}
