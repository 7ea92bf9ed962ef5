/**
 * The intervening "if" of a triggered ability (603.4): what is checked as it triggers and again as it resolves — the
 * cards in a hand, life, what a player controls, what is on the battlefield, the card itself so (tapped, enchanted,
 * monstrous), what happened this turn.
 */
import { readThisTurn } from './moreConditions.js';
import { readWhatItWas } from './whatDied.js';
import { readPhaseCondition } from './phaseTriggers.js';
import { readPresenceCondition } from './revealOrPay.js';
import { readFilter, readNumber } from './filters.js';
import { readYouControl } from './triggers.js';
import type { Condition } from './types.js';
import type { Cursor } from './words.js';

/**
 * After `you have` / `that player has`: `no cards in hand`, `two or fewer cards in hand`, `seven or
 * more cards in hand`, `200 or more cards in your library`, `5 or less life`, `50 or more life`; undefined otherwise.
 */
function readHandOrLife(c: Cursor, who: 'you' | 'thatPlayer'): Condition | undefined {
  if (c.take('no cards in hand')) return { cardsInHand: who, compare: 'EQ', count: 0 };
  const n = readNumber(c);
  if (n === undefined) return undefined;
  const compare = c.take('or more') ? 'GE' : c.takeAny('or fewer', 'or less') ? 'LE' : undefined;
  if (!compare) return undefined;
  if (c.take('cards in hand')) return { cardsInHand: who, compare, count: n };
  if (who === 'you' && compare === 'GE' && c.take('cards in your library')) return { cardsInLibrary: 'you', compare, count: n };
  // "if you have four or more creature cards in your graveyard": cards of one kind there.
  const cards = who === 'you' && compare === 'GE' && !c.at('life') ? readFilter(c) : undefined;
  if (cards) return cards.zone === 'graveyard' && cards.zoneOwner === 'you' && cards.plural && cards.alts.length === 1 ? { graveyardAtLeast: cards, count: n } : undefined;
  if (c.take('life')) return { life: who, compare, count: n };
  return undefined;
}

/** After `a player controls more`: `creatures than each other player` (one kind, on the battlefield); undefined otherwise. */
function readPlayerControlsMost(c: Cursor): Condition | undefined {
  const filter = readFilter(c);
  if (!filter || filter.zone || !filter.plural || filter.alts.length !== 1 || filter.alts[0].props.some((p) => p.is === 'controller') || !c.take('than each other player')) return undefined;
  return { playerControlsMost: filter };
}

/** `a planeswalker entered the battlefield under your control this turn` (one kind); undefined (cursor unmoved) otherwise. */
function readEnteredThisTurn(c: Cursor): Condition | undefined {
  const at = c.mark();
  const filter = c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (!filter || filter.zone || filter.plural || filter.alts.length !== 1 || filter.alts[0].props.length > 0 || !c.take('entered the battlefield under your control this turn')) return c.reset(at), undefined;
  return { enteredUnderYourControl: filter };
}

/** `there are four or more basic land types among lands that player controls` (domain); undefined (cursor unmoved) otherwise. */
function readThatPlayerDomain(c: Cursor): Condition | undefined {
  const at = c.mark();
  const n = c.take('there are') ? readNumber(c) : undefined;
  if (n === undefined || !c.take('or more basic land types among lands that player controls')) return c.reset(at), undefined;
  return { thatPlayerDomain: n };
}

/** After `that player controls`: `a Plains`, `a nonblack, nonland permanent` (one kind, on the battlefield); undefined otherwise. */
function readThatPlayerControls(c: Cursor): Condition | undefined {
  const filter = c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (!filter || filter.zone || filter.plural || filter.alts.length !== 1 || filter.alts[0].props.some((p) => p.is === 'controller' || p.is === 'other')) return undefined;
  filter.alts[0].props.push({ is: 'controller', who: 'thatPlayer' });
  return { thatPlayerControls: filter };
}

/** After `defending player controls no`: `Walls`, `black nontoken permanents` (one kind); undefined otherwise. */
function readDefenderControlsNo(c: Cursor): Condition | undefined {
  const filter = readFilter(c);
  if (!filter || filter.zone || !filter.plural || filter.alts.length !== 1 || filter.alts[0].props.some((p) => p.is === 'controller' || p.is === 'other')) return undefined;
  filter.alts[0].props.push({ is: 'controller', who: 'defending' });
  return { defenderControlsNo: filter };
}

/**
 * `no creatures are on the battlefield`, `there are no Zombies on the battlefield`, `there are seven or more lands on the
 * battlefield` (anyone's), `there are fewer than six creature cards in your graveyard`; undefined otherwise.
 */
function readOnBattlefield(c: Cursor): Condition | undefined {
  const there = c.take('there are');
  if (there && c.take('fewer than')) {
    const fewerThan = readNumber(c);
    const cards = fewerThan !== undefined ? readFilter(c) : undefined;
    if (!cards || cards.zone !== 'graveyard' || cards.zoneOwner !== 'you' || !cards.plural || cards.alts.length !== 1) return undefined;
    return { inYourGraveyard: cards, fewerThan: fewerThan! };
  }
  const atLeast = there && !c.at('no') ? readNumber(c) : 0;
  if (atLeast === undefined || (atLeast > 0 && !c.take('or more'))) return undefined;
  c.take('no');
  const filter = readFilter(c);
  if (!filter || filter.zone || !filter.plural || filter.alts.length !== 1) return undefined;
  if (!c.take(there ? 'on the battlefield' : 'are on the battlefield')) return undefined;
  return atLeast > 0 ? { onBattlefield: filter, atLeast } : { noneOnBattlefield: filter };
}

/** After "if it was kicked with its": `{1}{G} kicker` (702.33d, one of the card's two kicker costs), that cost's symbols. */
function readKickerCost(c: Cursor): Condition | undefined {
  const symbols: string[] = [];
  while (!c.done && /^\{[^}]+\}$/.test(c.peek())) symbols.push(c.next().slice(1, -1).toUpperCase());
  return symbols.length > 0 && c.take('kicker') ? { kicked: true, with: symbols } : undefined;
}

/** The alternative costs "if its … cost was paid" names (702.66 madness, 702.76 prowl, 702.117 surge, 702.137 spectacle). */
const paidCosts = ['madness', 'prowl', 'surge', 'spectacle'] as const;

/** After "if its": `surge cost was paid` (of the card itself entering: the spell was cast for that cost). */
function readCostPaid(c: Cursor): Condition | undefined {
  const cost = paidCosts.find((k) => c.at(k));
  if (!cost) return undefined;
  c.next();
  return c.take('cost was paid') ? { costPaid: cost } : undefined;
}

/**
 * An intervening "if" at the start of a triggered ability's effect (603.4), up to its comma: `if you control an
 * Island`, `if you control three or more creatures`, `if you control no Swamps`, a werewolf's spell counts, `if ~ is
 * untapped`, `if that player has two or fewer cards in hand`, `if you have 5 or less life`, `if you're the monarch`,
 * `if no creatures are on the battlefield`, `if there are seven or more lands on the battlefield`. The cursor stops after the comma; undefined (cursor unmoved) when the
 * condition is not one the reader knows. `itSelf`: "it" is the card itself (the trigger's only subject), so "if it's
 * enchanted" is read of it; of another subject "it" is the object of the event, not the card.
 */
export function readCondition(c: Cursor, itSelf = false): Condition | undefined {
  const at = c.mark();
  if (!c.take('if')) return undefined;
  let condition: Condition | undefined;
  if (c.take('no spells were cast last turn')) condition = { spellsLastTurn: 'none' };
  else if (c.take('a player cast two or more spells last turn')) condition = { spellsLastTurn: 'twoOrMore' };
  else if (c.take('it was kicked with its') || c.take('~ was kicked with its')) condition = readKickerCost(c);
  else if (c.take('it was kicked') || c.take('~ was kicked')) condition = { kicked: true };
  else if (c.take('its')) condition = readCostPaid(c);
  else if (c.take("tribute wasn't paid") || c.take('tribute was not paid')) condition = { tributeNotPaid: true };
  else if (c.at('you revealed')) condition = readPresenceCondition(c);
  else if (c.take('there are four or more card types among cards in your graveyard')) condition = { delirium: true };
  else if ((condition = readThatPlayerDomain(c))) { /* "if there are four or more basic land types among lands that player controls" */ }
  else if (c.at('no') || c.at('there are')) condition = readOnBattlefield(c);
  else if (c.take("you're the monarch") || c.take('you are the monarch')) condition = { monarch: 'you' };
  else if (c.take('an opponent is the monarch')) condition = { monarch: 'opponent' };
  else if (c.take('you control a desert or there is a desert card in your graveyard')) condition = { desert: true };
  else if ((condition = readThisTurn(c) ?? readPhaseCondition(c))) { /* revolt, morbid, raid; attacked or blocked this combat, life lost last turn */ }
  else if (c.take('you cast it from your hand') || c.take('you cast ~ from your hand')) condition = { castFromHand: true };
  else if ((condition = readWhatItWas(c))) { /* "if it was a Human", "if 4 or more damage was dealt to it this turn" */ }
  else if (c.take('~ is untapped')) condition = { selfTapped: false };
  // "if you gained life this turn": any life at all (1 or more).
  else if (c.take('you gained life this turn')) condition = { lifeGainedThisTurn: 1 };
  else if (c.take('you gained')) {
    const n = readNumber(c);
    if (n !== undefined && c.take('or more life this turn')) condition = { lifeGainedThisTurn: n };
  }
  else if (c.take('~ is tapped')) condition = { selfTapped: true };
  else if (c.take('~ dealt damage to an opponent this turn')) condition = { selfDealtDamageToOpponent: true };
  else if (c.take('a +1/+1 counter was put on a permanent under your control this turn')) condition = { counterPutOnYoursThisTurn: 'P1P1' };
  else if (c.take("you didn't lose life this turn") || c.take('you did not lose life this turn')) condition = { noLifeLostThisTurn: true };
  else if (c.take('you drew')) {
    const n = readNumber(c);
    if (n !== undefined && c.take('or more cards this turn')) condition = { drewThisTurn: n };
  }
  else if ((condition = readEnteredThisTurn(c))) { /* "if a planeswalker entered the battlefield under your control this turn" */ }
  else if (c.take('~ is in your graveyard')) condition = { selfInYourGraveyard: true };
  else if (c.take('~ is in the command zone')) condition = { selfInCommandZone: true };
  else if (c.take('~ is an enchantment')) condition = { selfIs: 'Enchantment' };
  else if (c.take('~ is enchanted') || (itSelf && c.take("it's enchanted"))) condition = { selfIs: 'enchanted' };
  else if (c.take('~ is monstrous') || (itSelf && c.take("it's monstrous"))) condition = { selfIs: 'monstrous' };
  else if (c.take('~ is renowned') || (itSelf && c.take("it's renowned"))) condition = { selfIs: 'renowned' };
  else if (c.take('defending player controls no')) condition = readDefenderControlsNo(c);
  else if (c.take('you have')) condition = readHandOrLife(c, 'you');
  else if (c.take('that player has')) condition = readHandOrLife(c, 'thatPlayer');
  else if (c.take('that player controls')) condition = readThatPlayerControls(c);
  else if (c.take('a player controls more')) condition = readPlayerControlsMost(c);
  else condition = readYouControl(c);
  if (!condition || !c.take(',')) return c.reset(at), undefined;
  return condition;
}
