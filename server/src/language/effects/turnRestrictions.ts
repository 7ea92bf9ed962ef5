/**
 * What an object can't do (or must do) this turn — "can't block this turn", "must be blocked this turn if able" — and the
 * hidden keyword Forge grants for each; read alone or after a pump ("… until end of turn and can't be blocked this turn").
 */
import type { Duration } from './types.js';
import type { Cursor } from './words.js';

/** The hidden keyword Forge gives a creature that must be blocked this turn if able (509.1c; 8 of 8 of its scripts). */
export const mustBeBlockedIfAble = 'CARDNAME must be blocked if able.';

/** The hidden keyword Forge gives a permanent that doesn't untap during its controller's next untap step. */
export const skipNextUntap = "This card doesn't untap during your next untap step.";
/** The hidden keyword Forge gives a permanent that doesn't untap during its controller's untap step (while it applies). */
export const skipUntap = "CARDNAME doesn't untap during your untap step.";

/** The hidden keyword Forge gives a creature that can attack this turn as though it didn't have defender. */
export const attacksDespiteDefender = "CARDNAME can attack as though it didn't have defender.";

/** The hidden keyword Forge gives a creature that can't block the card this turn ("can't block ~ this turn"). */
export const cantBlockSelf = 'CantBlockCardUIDSource';

/** What an object can't do (or must do) this turn, and the hidden keyword Forge grants for it. */
const turnRestrictions: [string, string][] = [
  ["can't block this turn", "CARDNAME can't block."],
  // 509.1b: it can't block this card (the one whose ability it is) this turn.
  ["can't block ~ this turn", cantBlockSelf],
  ["can't be blocked this turn", 'Unblockable'],
  ["can't attack or block this turn", "CARDNAME can't attack or block."],
  ["can't attack this turn", "CARDNAME can't attack."],
  ['attacks this turn if able', 'CARDNAME attacks each combat if able.'],
  ['blocks this turn if able', 'CARDNAME blocks each combat if able.'],
  ['must be blocked this turn if able', mustBeBlockedIfAble],
  // 701.19c: it can't be regenerated this turn (Forge: a hidden keyword, as all 3 of its scripts of it).
  ["can't be regenerated this turn", "CARDNAME can't be regenerated."],
  // 510.1a: it deals no combat damage this turn (Forge: a hidden keyword, as all 12 of its scripts of it).
  ['assigns no combat damage this turn', 'CARDNAME assigns no combat damage'],
  // 702.3b: it can attack as though it didn't have defender (Forge: a hidden keyword, as all 7 of its scripts of it).
  ["can attack this turn as though it didn't have defender", attacksDespiteDefender],
  // 509.1a: it may block one more attacker this turn (Forge: a hidden keyword, as all 3 of its scripts of it).
  ['can block an additional creature this turn', 'CARDNAME can block an additional creature each combat.'],
];

/** One of the restrictions (requirements) an object has this turn (`can't block this turn`), as Forge's hidden keyword. */
export function readTurnRestriction(c: Cursor, plural: boolean): string | undefined {
  for (const [phrase, rule] of turnRestrictions) {
    const words = plural ? phrase.replace(/^attacks/, 'attack').replace(/^blocks/, 'block').replace(/^assigns/, 'assign') : phrase;
    if (c.take(words)) return rule;
  }
  return undefined;
}

/**
 * "… until end of turn and must be blocked this turn if able", "… gains shroud until end of turn and can't be blocked this
 * turn", "… gets -2/-0 until end of turn and attacks this turn if able": a restriction or requirement with the pump, for the
 * same turn (one Pump in Forge, the rule a hidden keyword).
 */
export function restrictionToo(c: Cursor, duration: Duration, plural: boolean): { rules?: string[] } {
  if (duration !== 'turn' || !c.at('and')) return {};
  const at = c.mark();
  c.next();
  const rule = readTurnRestriction(c, plural);
  // A condition after it ("… and can't be blocked this turn if you control a Wizard") could be said of the restriction alone.
  if (rule && !c.at('if')) return { rules: [rule] };
  c.reset(at);
  return {};
}
