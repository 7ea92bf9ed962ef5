/**
 * Triggers at a step or phase (503–514): "At the beginning of your upkeep", "At the beginning of combat on your turn",
 * "At the beginning of combat on each opponent's turn", "At the beginning of the end step of enchanted creature's controller",
 * "At end of combat"; and the intervening "if"
 * such a trigger has of the combat just fought (603.4).
 */
import type { Condition, Trigger } from './types.js';
import { Cursor, Unread } from './words.js';

const phases: [string, Trigger['phase']][] = [
  ['upkeep', 'upkeep'], ['draw step', 'draw'], ['end step', 'end'], ['combat', 'combat'], ['precombat main phase', 'precombatMain'], ['end of combat', 'endCombat'],
];

/** After `At`: the step or phase and whose it is; undefined when it names none the reader knows. */
export function readPhaseTrigger(c: Cursor): Trigger | undefined {
  // "At end of combat" (511.2: at the beginning of the end of combat step), of every combat, anyone's.
  if (c.take('end of combat')) return { event: 'phase', subject: { ref: 'you' }, phase: 'endCombat', whose: 'each' };
  if (!c.take('the beginning of')) throw new Unread(c.rest(), 'not read: when it triggers');
  let whose: Trigger['whose'];
  // A Curse's "enchanted player's upkeep" (the player the Aura is attached to).
  if (c.take("enchanted player's")) whose = 'enchantedPlayer';
  // "the chosen player's upkeep": of the player the card chose as it entered (the export checks it chose one).
  else if (c.take("the chosen player's")) whose = 'chosenPlayer';
  else if (c.take('your')) whose = 'you';
  else if (c.take('each opponent\'s')) whose = 'opponent';
  else if (c.take('each player\'s')) whose = 'player';
  else if (c.take('each')) whose = 'each';
  const the = !whose && c.at('the');
  if (the) {
    c.next();
    whose = 'each';
  }
  for (const [words, phase] of phases) {
    if (!c.take(words)) continue;
    const trigger: Trigger = { event: 'phase', subject: { ref: 'you' }, phase, whose };
    if (phase === 'combat' && c.take('on your turn')) trigger.whose = 'you';
    else if (phase === 'combat' && !whose && c.take("on each opponent's turn")) trigger.whose = 'opponent';
    // "the upkeep of enchanted creature's controller": the step of the enchanted permanent's controller.
    else if (the && c.take('of enchanted') && c.takeAny("creature's controller", "permanent's controller", "artifact's controller", "enchantment's controller", "land's controller")) {
      trigger.whose = 'enchantedController';
    }
    return trigger;
  }
  return undefined;
}

/**
 * After `if`: `~ attacked or blocked this combat` (the card itself was an attacking or a blocking creature in it, 506.4);
 * `you lost life last turn` (any life, in the turn before this one).
 */
export function readPhaseCondition(c: Cursor): Condition | undefined {
  if (c.take('~ attacked or blocked this combat')) return { selfAttackedOrBlocked: 'combat' };
  if (c.take('you lost life last turn')) return { lifeLostLastTurn: true };
  return undefined;
}
