/**
 * New World Order: commons are where a game's board complexity is kept low (Mark Rosewater's
 * "New World Order", Making Magic, 2011: at most about a fifth of a set's commons should be
 * red-flagged). These are red-flag heuristics for that, each explained: what a card does that
 * makes the board harder to read. They are heuristics on the text, not a judgment: a red-flagged
 * common is told why, and the designer decides. Pure.
 */
import type { CardModel } from '../language/model/cardModel.js';
import { effectText } from './effects.js';

export interface RedFlag {
  id: string;
  /** Why it is a flag, in one line. */
  why: string;
  pattern?: RegExp;
}

export const redFlags: readonly RedFlag[] = [
  { id: 'affects-others', why: 'it changes other permanents on the battlefield, so players must track its effect on cards other than itself',
    pattern: /\b(?:other )?(?:creatures|permanents|artifacts|lands) you control (?:get|have|gain)\b|\b(?:each|all) (?:other )?(?:creatures?|permanents?|nonland permanents?)\b|\bother (?:creatures|permanents)\b/ },
  { id: 'watches-others', why: 'it triggers on what other cards or players do, so it must be remembered while others act',
    pattern: /\bwhenever (?:another|an opponent|a player|one or more|each|a (?:creature|land|spell|permanent|card)|an? (?:artifact|enchantment|instant|sorcery|creature|land|nontoken) [a-z ]*?(?:you control|an opponent controls|enters|dies|is put))/ },
  { id: 'decision-on-resolution', why: 'it asks for choices while it resolves (modes, "any number of", "up to"), which slows the game and hides the right play',
    pattern: /\bchoose (?:one|two|three|one or more|one or both|any number)\b|•|\bany number of\b|\bup to (?:one|two|three|four|\w+) (?:other )?(?:target )?(?:creatures?|cards?|permanents?|players?)\b/ },
  { id: 'hidden-cards', why: 'it makes a player look through or choose among cards (searching, looking at the top of a library)',
    pattern: /\blook at the top (?:\w+ )?cards?\b|\breveal the top\b|\bsearch (?:your|target player's|their) library for (?!a basic land|up to \w+ basic land)/ },
  { id: 'stack', why: 'it works on the stack (counters or copies spells), which new players read least well',
    pattern: /\bcounter target\b|\bcopy target\b|\bchange the target\b/ },
  { id: 'memory', why: 'it needs memory of what happened earlier in the turn or the game',
    pattern: /\bthis turn\b[^.]*\b(?:if|for each)\b|\b(?:if|for each)\b[^.]*\bthis turn\b|\buntil your next turn\b|\bthe next time\b/ },
  { id: 'wordy', why: 'its text is long (more than five lines or 60 words of rules text), so it takes long to read across a table' },
];

/** The red flags of a card's text (see `redFlags`), in that order. */
export function redFlagsOf(model: CardModel): RedFlag[] {
  const text = effectText(model);
  const found = redFlags.filter((f) => f.pattern && f.pattern.test(text));
  const lines = model.card.faces.reduce((n, f) => n + f.abilities.length, 0);
  const words = text.split(/\s+/).filter(Boolean).length;
  if (lines > 5 || words > 60) found.push(redFlags.find((f) => f.id === 'wordy')!);
  return found;
}
