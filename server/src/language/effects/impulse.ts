/**
 * Exiling the top cards of your library and playing them for a while ("impulse draw"): `Exile the top card of your
 * library. Until the end of your next turn, you may play that card.`, `… You may play it this turn.` The exiled cards
 * may be played from exile (a land played, a spell cast paying its costs, 601.2) until the time the text names.
 */
import { readTopCards } from './topCards.js';
import type { Step } from './types.js';
import type { Cursor } from './words.js';

type ImpulseDuration = Extract<Step, { do: 'impulse' }>['duration'];

const leads: [string, ImpulseDuration][] = [
  ['until end of turn ,', 'turn'],
  ['until the end of your next turn ,', 'endOfYourNextTurn'],
  ['until your next turn ,', 'untilYourNextTurn'],
  ['until the beginning of your next upkeep ,', 'untilYourNextUpkeep'],
];

/** After `exile`: the top N cards of your library and for how long you may play them; undefined when it is not that. */
export function readImpulse(c: Cursor): Step | undefined {
  const at = c.mark();
  const amount = readTopCards(c);
  const one = amount !== undefined && 'n' in amount && amount.n === 1;
  if (!amount || !c.take('of your library .')) return c.reset(at), undefined;
  // "that card" / "it" of one card, "those cards" / "them" / "cards exiled this way" of more (the words must agree).
  const them = one ? ['that card', 'it'] : ['those cards', 'them', 'cards exiled this way'];
  let duration: ImpulseDuration | undefined;
  for (const [lead, d] of leads) {
    if (c.take(lead) && c.take('you may play') && them.some((t) => c.take(t))) duration = d;
    if (duration) break;
  }
  if (!duration && c.take('you may play') && them.some((t) => c.take(t)) && c.take('this turn')) duration = 'turn';
  if (!duration || !c.atSentenceEnd) return c.reset(at), undefined;
  return { do: 'impulse', amount, duration };
}
