/**
 * "As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}." (601.2f: an additional
 * cost with a choice of two; the Lorwyn "reveal or pay" spells and their kin): the subtype of the card revealed and the
 * generic mana paid instead.
 */
import { subtypeOf } from './filters.js';
import type { KeywordEffect } from './types.js';

/** The "reveal a <subtype> card from your hand or pay {N}" additional cost of a line, as a keyword; undefined if not one. */
export function readRevealOrPay(text: string): KeywordEffect | undefined {
  const m = /^As an additional cost to cast (?:this spell|~), reveal an? ([A-Z][\w'-]*) card from your hand or pay \{(\d+)\}\.$/.exec(text.trim());
  const subtype = m ? subtypeOf(m[1]) : undefined;
  return m && subtype ? { name: 'Reveal or pay', parameter: subtype, mana: [m[2]] } : undefined;
}
