/**
 * Rules for players that a static ability states (`Skip your draw step.`, `Your opponents can't gain life.`), which
 * Forge's scripts give the players as a keyword (`Affected$ You | AddKeyword$ Skip your draw step.`).
 */
import { untapKinds } from './filterWords.js';
import type { Continuous, Ref } from './types.js';
import type { Cursor } from './words.js';

/** Whose rule a sentence is. */
type Who = 'you' | 'players' | 'opponents';

/** The sentence, whose rule it is, and the keyword, as every one of Forge's scripts of it writes it (the longest first). */
const playerSentences: [string, Who, string][] = ([
  ['skip your draw step', 'you', 'Skip your draw step.'],
  ["players can't gain life", 'players', "You can't gain life."],
  ["your opponents can't gain life", 'opponents', "You can't gain life."],
  ["players can't draw cards", 'players', "You can't draw cards."],
  ["you can't draw cards", 'you', "You can't draw cards."],
  ['players skip their upkeep steps', 'players', 'Skip your upkeep step.'],
  // Forge's keyword of it has no period (its one script of it).
  ["you can't get poison counters", 'you', "You can't get poison counters"],
  ['your opponents play with their hands revealed', 'opponents', 'Play with your hand revealed.'],
  ['players play with their hands revealed', 'players', 'Play with your hand revealed.'],
  ["you don't lose the game for having 0 or less life", 'you', "You don't lose the game for having 0 or less life."],
  ["you can't lose the game", 'you', "You can't lose the game."],
  ["you can't win the game", 'you', "You can't win the game."],
  ["your opponents can't lose the game", 'opponents', "You can't lose the game."],
  ["your life total can't change", 'you', "Your life total can't change."],
  ["your opponents can't search libraries", 'opponents', 'CantSearchLibrary'],
  ["players can't search libraries", 'players', 'CantSearchLibrary'],
  ["each player can't draw more than one card each turn", 'players', "You can't draw more than one card each turn."],
  ["each opponent can't draw more than one card each turn", 'opponents', "You can't draw more than one card each turn."],
  // 305.2: more land plays (Forge: one more as `AdjustLandPlays:1`, any number as its own sentence).
  ['you may play an additional land on each of your turns', 'you', 'AdjustLandPlays:1'],
  ['you may play any number of lands on each of your turns', 'you', 'You may play any number of additional lands on each of your turns.'],
  // 120.3/614.1: Forge's engine keyword of it (its one script of each).
  ['damage that would reduce your life total to less than 1 reduces it to 1 instead', 'you', 'DamageLifeThreshold:1'],
  // 500.7/614.10: an extra turn skipped (Forge's two scripts of it, one for each player and one for opponents).
  ['if a player would begin an extra turn , that player skips that turn instead', 'players', 'If you would begin an extra turn, skip that turn instead.'],
  ['if an opponent would begin an extra turn , that player skips that turn instead', 'opponents', 'If you would begin an extra turn, skip that turn instead.'],
] as [string, Who, string][]).sort((a, b) => b[0].length - a[0].length);

/** The number words of an untap limit (Forge's `UntapAdjust:Kind:N`). */
const untapNumbers: Record<string, number> = { one: 1, two: 2, three: 3 };

/**
 * 502.3: "Players can't untap more than one artifact during their untap steps", "Your opponents can't untap more than two
 * permanents during their untap steps": Forge's engine keyword `UntapAdjust:Artifact:1` (its three scripts of it).
 */
function readUntapLimit(c: Cursor): [string, Who, string] | undefined {
  const at = c.mark();
  const who: Who | undefined = c.take('players') ? 'players' : c.take('your opponents') ? 'opponents' : undefined;
  if (!who || !c.take("can't untap more than")) return c.reset(at), undefined;
  const n = untapNumbers[c.next()];
  const noun = c.next();
  const kind = untapKinds[noun];
  // "one artifact", "two artifacts": the noun agrees with the number.
  const agrees = (n === 1) === !noun.endsWith('s');
  if (n === undefined || !kind || !agrees || !c.take('during their untap steps')) return c.reset(at), undefined;
  return ['', who, `UntapAdjust:${kind}:${n}`];
}

/** The players a rule is for. */
function playersOf(who: Who): Ref {
  if (who === 'you') return { ref: 'you' };
  return { ref: 'each', filter: { alts: [{ noun: who === 'players' ? 'Player' : 'Opponent', props: [] }], plural: true } };
}

/**
 * The whole ability as rules for players, one or more joined by "and" (`You can't win the game and your opponents can't
 * lose the game.`): each one its own continuous effect. Undefined (the cursor where it was) unless all of it is.
 */
export function readPlayerRules(c: Cursor): Continuous[] | undefined {
  const at = c.mark();
  const rules: Continuous[] = [];
  do {
    const rule = playerSentences.find(([phrase]) => c.take(phrase)) ?? readUntapLimit(c);
    if (!rule) return c.reset(at), undefined;
    rules.push({ affected: playersOf(rule[1]), keywords: [rule[2]], rules: [] });
  } while (c.take('and'));
  c.take('.');
  if (!c.done) return c.reset(at), undefined;
  return rules;
}
