/**
 * An instant's or sorcery's alternative cost while you control an object of a kind (118.9), a line of its own: "If you
 * control a Swamp, you may pay 3 life rather than pay this spell's mana cost." / "If you control a Forest, rather than pay
 * ~'s mana cost, you may sacrifice a creature."
 */
import { readCostText } from './costs.js';
import { readYouControl } from './triggers.js';
import type { AbilityEffect } from './types.js';
import { Cursor, words } from './words.js';

const costFirst = /^If you control (an? [^,]+), you may (.+) rather than pay (?:this spell's|~'s) mana cost\.$/i;
const costLast = /^If you control (an? [^,]+), rather than pay (?:this spell's|~'s) mana cost, you may (.+)\.$/i;

/**
 * The alternative cost of a spell's line (`text`, the card's names as `~`), or undefined when the line is not one; throws
 * Unread when its cost is not read.
 */
export function readAltCost(text: string): AbilityEffect['altCost'] {
  const m = costFirst.exec(text.trim()) ?? costLast.exec(text.trim());
  if (!m) return undefined;
  const c = new Cursor(words(`you control ${m[1]}`));
  const ifYouControl = readYouControl(c);
  if (!ifYouControl || !c.done) return undefined;
  // "have an opponent gain 3 life": a cost of this line only (no activated ability's cost says it).
  const gain = /^have an opponent gain (\d+) life$/i.exec(m[2].trim());
  return { cost: gain ? [{ pay: 'opponentGainsLife', amount: Number(gain[1]) }] : readCostText(m[2]), ifYouControl };
}
