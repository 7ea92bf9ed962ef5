/**
 * The restrictions and self-sentences a static ability states of one object, in the rules' words and Forge's (the hidden
 * keyword each is written as): `can't block`, `attacks each combat if able`, `can't be blocked by more than one creature`.
 */
import { mustBeBlocked } from './objectSteps.js';

/** Restrictions on one object, in Forge's and the rules' words: what `can't`/`doesn't` it states (` & ` between two). */
export const restrictions: [string, string][] = [
  ["can't attack or block", "CARDNAME can't attack or block."],
  // 702.122: crewing taps untapped creatures; two restrictions, each a hidden keyword of its own in Forge's one script of it.
  ["can't attack , block , or crew vehicles", "CARDNAME can't attack or block. & CARDNAME can't crew Vehicles."],
  ["can't block", "CARDNAME can't block."],
  ["can't attack", "CARDNAME can't attack."],
  ["can't be blocked", 'Unblockable'],
  ["doesn't untap during its controller's untap step", "CARDNAME doesn't untap during your untap step."],
  ["doesn't untap during your untap step", "CARDNAME doesn't untap during your untap step."],
  // Said of many objects (`Lands don't untap during their controllers' untap steps`): each one's own untap step.
  ["don't untap during their controllers' untap steps", "CARDNAME doesn't untap during your untap step."],
  ['attacks each combat if able', 'CARDNAME attacks each combat if able.'],
  ['attack each combat if able', 'CARDNAME attacks each combat if able.'],
  ["can block only creatures with flying", 'CARDNAME can block only creatures with flying.'],
  ["can't be countered", "CARDNAME can't be countered."],
  ['can block an additional creature each combat', 'CARDNAME can block an additional creature each combat.'],
  ['can block any number of creatures', 'CARDNAME can block any number of creatures.'],
  ["can't attack or block alone", "CARDNAME can't attack or block alone."],
  ["can't attack alone", "CARDNAME can't attack alone."],
  ["can't block alone", "CARDNAME can't block alone."],
  ['blocks each combat if able', 'CARDNAME blocks each combat if able.'],
  ["can attack as though it didn't have defender", "CARDNAME can attack as though it didn't have defender."],
  ['can attack as though it had haste', 'CARDNAME can attack as though it had haste.'],
  // 510.1c: Forge's keyword has no full stop.
  ['assigns combat damage equal to its toughness rather than its power', 'CARDNAME assigns combat damage equal to its toughness rather than its power'],
  ["can't be blocked by more than one creature", 'CantBeBlockedByAmount GT1'],
  ["can't be blocked except by three or more creatures", 'CantBeBlockedByAmount LT3'],
];

/** The restrictions, the longest phrase first. */
export const byLength = [...restrictions].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);

/** Whole sentences about the card itself that Forge writes as one keyword line (the sentence with CARDNAME). */
export const selfSentences: [string, string][] = [
  ['you may choose not to untap ~ during your untap step', 'You may choose not to untap CARDNAME during your untap step.'],
  ['all creatures able to block ~ do so', mustBeBlocked],
  ["creatures with power less than ~'s power can't block it", "Creatures with power less than CARDNAME's power can't block it."],
  ['this spell can\'t be countered', "CARDNAME can't be countered."],
  ["you may have ~ assign its combat damage as though it weren't blocked", "You may have CARDNAME assign its combat damage as though it weren't blocked."],
  // 701.15: a regeneration shield that is always there (Forge's keyword of it, both of its scripts).
  ['if ~ would be destroyed , regenerate it', 'If CARDNAME would be destroyed, regenerate it.'],
];
