/**
 * When an instant or sorcery may be cast, from its line "Cast this spell only …" (601.3): whose turn, which part of it,
 * or what you control as it is cast.
 */
import { readYouControl } from './triggers.js';
import type { CastTiming } from './types.js';
import { Cursor, Unread, words } from './words.js';

const castPhases: [string, NonNullable<CastTiming['during']>][] = [
  ['during combat before blockers are declared', 'combatBeforeBlockers'], ['during combat after blockers are declared', 'combatAfterBlockers'],
  ['during combat', 'combat'], ['during the declare attackers step', 'declareAttackers'], ['during the declare blockers step', 'declareBlockers'],
  ['before attackers are declared', 'beforeAttackers'], ['before blockers are declared', 'beforeBlockers'],
];

/**
 * `during combat`, `during your turn`, `during the declare blockers step on an opponent's turn`, `if you control two or
 * more Vampires`: when a spell may be cast (the words after "Cast this spell only").
 */
export function readCastTiming(text: string): CastTiming {
  const c = new Cursor(words(text));
  const out: CastTiming = {};
  const turn = (): void => {
    if (c.takeAny("during an opponent's turn", "on an opponent's turn")) out.turn = 'opponents';
    else if (c.takeAny('during your turn', 'on your turn')) out.turn = 'yours';
  };
  // "only if you control two or more Vampires" (as the spell is cast, 601.3).
  if (c.at('if you control')) {
    c.next();
    const you = readYouControl(c);
    if (!you || !c.done) throw new Unread(text, 'not read: when the spell may be cast');
    return { ifYouControl: you };
  }
  turn();
  if (out.turn) c.take('and only');
  const phase = castPhases.find(([words]) => c.take(words));
  if (phase) out.during = phase[1];
  if (out.during === 'declareAttackers' && !out.turn && c.take("and only if you've been attacked this step")) out.attackedThisStep = true;
  if (!out.turn) turn();
  if (!c.done || (!out.turn && !out.during)) throw new Unread(text, 'not read: when the spell may be cast');
  return out;
}
