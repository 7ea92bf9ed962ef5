/**
 * Limits on the spells players cast that a static ability states: "Each player can't cast more than one spell each
 * turn", "You can't cast more than one spell each turn" (101.2: a "can't" of the game's players).
 */
import { readFilter } from './filters.js';
import type { Continuous, Ref } from './types.js';
import type { Cursor } from './words.js';

/** Whose limit the sentence states. */
const casters: [string, Ref][] = [
  ['each player', { ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } }],
  ['each opponent', { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }], plural: true } }],
  ['you', { ref: 'you' }],
];

/** Cards, whatever they are (what a lock on a chosen name applies to). */
const anyCards: Ref = { ref: 'each', filter: { alts: [{ noun: 'Card', props: [] }], plural: true } };

/**
 * "Spells with the chosen name can't be cast.", "Activated abilities of sources with the chosen name can't be activated
 * [unless they're mana abilities]." (the name chosen as the card entered, 614.12): the whole ability; undefined (the
 * cursor where it was) otherwise.
 */
export function readChosenNameLock(c: Cursor): Continuous | undefined {
  const at = c.mark();
  let lock: Continuous['chosenNameLock'];
  if (c.take("spells with the chosen name can't be cast")) lock = 'cast';
  else if (c.take("activated abilities of sources with the chosen name can't be activated")) lock = c.take("unless they're mana abilities") ? 'activateNonMana' : 'activate';
  if (lock && (c.take('.'), c.done)) return { affected: anyCards, keywords: [], rules: [], chosenNameLock: lock };
  c.reset(at);
  return undefined;
}

/** The whole ability as a limit on spells cast each turn; undefined (the cursor where it was) otherwise. */
export function readCastLimit(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const who = casters.find(([words]) => c.take(words));
  if (who && c.take("can't cast more than one spell each turn") && (c.take('.'), c.done)) return { affected: who[1], keywords: [], rules: [], castLimit: 1 };
  c.reset(at);
  return undefined;
}

/** "Players can't play lands." (305.1): no player may play a land; undefined (the cursor where it was) otherwise. */
export function readCantPlayLands(c: Cursor): Continuous | undefined {
  const at = c.mark();
  if (c.take("players can't play lands") && (c.take('.'), c.done)) return { affected: { ref: 'each', filter: { alts: [{ noun: 'Player', props: [] }], plural: true } }, keywords: [], rules: [], cantPlayLands: true };
  c.reset(at);
  return undefined;
}

/** Who can't cast the spells: you, your opponents, the enchanted creature's controller. */
const cantCasters: [string, Ref][] = [
  ['you', { ref: 'you' }],
  ['your opponents', { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }], plural: true } }],
  ['each opponent', { ref: 'each', filter: { alts: [{ noun: 'Opponent', props: [] }], plural: true } }],
  ["enchanted creature's controller", { ref: 'enchanted' }],
];

/**
 * "You can't cast noncreature spells.", "Your opponents can't cast spells during your turn.", "Enchanted creature's
 * controller can't cast creature spells." (101.2): the spells of a kind, of card types only, those players can't cast;
 * undefined (the cursor where it was) otherwise.
 */
export function readCantCast(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const who = cantCasters.find(([words]) => c.take(words));
  const spells = who && c.take("can't cast") ? readFilter(c) : undefined;
  const typesOnly = spells?.alts.length === 1 && spells.alts[0].props.every((p) => p.is === 'type');
  if (who && spells && spells.zone === 'stack' && spells.plural && typesOnly) {
    const duringYourTurn = c.take('during your turn');
    if ((c.take('.'), c.done)) return { affected: who[1], keywords: [], rules: [], cantCast: { spells, ...(duringYourTurn ? { duringYourTurn } : {}) } };
  }
  c.reset(at);
  return undefined;
}
