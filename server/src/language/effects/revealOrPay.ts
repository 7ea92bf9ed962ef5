/**
 * "As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}." (601.2f: an additional
 * cost with a choice of two; the Lorwyn "reveal or pay" spells and their kin): the subtype of the card revealed and the
 * generic mana paid instead. "…, you may reveal a Dragon card from your hand." (an optional additional cost, which
 * other text of the card checks: "if you revealed a Dragon card or controlled a Dragon as you cast ~"), as the keyword
 * Forge names Presence.
 */
import { subtypeOf } from './filters.js';
import type { KeywordEffect } from './types.js';
import type { Cursor } from './words.js';

/** The "reveal a <subtype> card from your hand or pay {N}" additional cost of a line, as a keyword; undefined if not one. */
export function readRevealOrPay(text: string): KeywordEffect | undefined {
  const m = /^As an additional cost to cast (?:this spell|~), reveal an? ([A-Z][\w'-]*) card from your hand or pay \{(\d+)\}\.$/.exec(text.trim());
  const subtype = m ? subtypeOf(m[1]) : undefined;
  return m && subtype ? { name: 'Reveal or pay', parameter: subtype, mana: [m[2]] } : undefined;
}

/** The optional "you may reveal a <subtype> card from your hand" additional cost of a line, as a keyword; undefined if not one. */
export function readPresence(text: string): KeywordEffect | undefined {
  const m = /^As an additional cost to cast (?:this spell|~), you may reveal an? ([A-Z][\w'-]*) card from your hand\.$/.exec(text.trim());
  const subtype = m ? subtypeOf(m[1]) : undefined;
  return m && subtype ? { name: 'Presence', parameter: subtype } : undefined;
}

/**
 * After `if`: `you revealed a Dragon card or controlled a Dragon as you cast ~` (or "as you cast this spell"), the
 * subtype named twice; undefined (cursor unmoved) otherwise.
 */
export function readPresenceCondition(c: Cursor): { presence: string } | undefined {
  const at = c.mark();
  if (!c.take('you revealed') || !c.takeAny('a', 'an')) return c.reset(at), undefined;
  const subtype = subtypeOf(c.raw());
  c.next();
  if (!subtype || !c.take('card or controlled') || !c.takeAny('a', 'an') || subtypeOf(c.raw()) !== subtype) return c.reset(at), undefined;
  c.next();
  if (!c.take('as you cast ~') && !c.take('as you cast this spell')) return c.reset(at), undefined;
  return { presence: subtype };
}
