/**
 * A warm-up for a language server that has just started: one small document of every kind of card,
 * parsed and checked once, so the regular expressions are compiled and the parser and checks have
 * run before the user's first file opens (the first open otherwise pays ~15 ms of first-run cost
 * on top of its own work). The sample is ours; nothing of it is kept.
 */
import { parseDocument } from './document.js';
import { validateDocument } from './validation.js';

const sample = [
  '@mana {P} purple',
  '',
  'Hollow Scout {1}{G}',
  'Creature — Elf Scout',
  'Reach, vigilance',
  'When this creature enters, put two +1/+1 counters on target creature. Scry 2.',
  '{T}, Sacrifice this creature: Add {G} or {P}.',
  '2/2',
  '',
  'Ember Volley {X}{R}',
  'Instant',
  'Ember Volley deals X damage to any target. Draw two cards, then discard a card.',
  '',
  'Veyla, Tide Oracle {2}{U}',
  'Legendary Planeswalker — Veyla',
  '+1: Create a 1/1 blue Bird creature token with flying.',
  '−2: Return target creature to its owner\'s hand.',
  'Loyalty: 3',
  '',
  'Marrow Vault {3}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+1.',
  'Equip {2} (Attach to target creature you control. Equip only as a sorcery.)',
].join('\n');

/** Parses and checks the sample once; returns how many diagnostics it had (so the work is not optimised away). */
export function warmUp(): number {
  return validateDocument(parseDocument(sample)).length;
}
