/**
 * The conditions a filter takes after its noun, read by `readFilter` (filters.ts): `you control`, `with flying`,
 * `with power 2 or less`, `with a +1/+1 counter on it`, `in your graveyard`, `attached to a creature`.
 */
import { readCounterKind } from './counters.js';
import { filterKeywords, readComparison } from './filterWords.js';
import type { Filter, Property, Zone } from './types.js';
import type { Cursor } from './words.js';
import { readAttachedTo } from './attachedTo.js';

/** Conditions after the noun: `you control`, `with flying`, `with power 2 or less`, `in your graveyard`… */
export function readSuffixes(c: Cursor, filter: Filter, props: Property[]): void {
  for (;;) {
    if (c.take('you control') || c.take('you controlled')) props.push({ is: 'controller', who: 'you' });
    // "target permanent you both own and control": both (Forge: `YouCtrl+YouOwn`, 4 of its 5 scripts of the two).
    else if (c.take('you both own and control')) props.push({ is: 'controller', who: 'you' }, { is: 'owner', who: 'you' });
    else if (c.take('of the chosen type')) props.push({ is: 'chosenType' });
    else if (c.take('of the chosen color')) props.push({ is: 'chosenColor' });
    // `creatures you control that are enchanted`: an adjective of the noun ("enchanted creatures"), first.
    else if (c.take('that are enchanted') || c.take("that's enchanted")) props.unshift({ is: 'state', state: 'enchanted' });
    else if (c.take('dealt damage by ~ this turn')) props.push({ is: 'damagedBySelf' });
    else if (c.take('blocking ~')) props.push({ is: 'blockingSelf' });
    else if (c.take('~ is blocking')) props.push({ is: 'blockedBySelf' });
    else if (c.take('that was dealt damage this turn') || c.take('that were dealt damage this turn')) props.push({ is: 'damagedThisTurn' });
    else if (c.take('that dealt damage this turn')) props.push({ is: 'dealtDamageThisTurn' });
    else if (c.take('that dealt damage to you this turn')) props.push({ is: 'dealtDamageToYouThisTurn' });
    else if (c.take('that entered the battlefield this turn')) props.push({ is: 'enteredThisTurn' });
    // "that's one or more colors": not colorless (105.2).
    else if (c.take("that's one or more colors")) props.push({ is: 'colorless', not: true });
    else if (c.take('named ~')) props.push({ is: 'namedSelf' });
    // "target permanent other than ~": as "another target permanent" (Forge's `Permanent.Other`; after an "other" of
    // the filter's own, the filter is not read: filters.ts).
    else if (!props.some((p) => p.is === 'other') && c.take('other than ~')) props.unshift({ is: 'other' });
    else if (c.peek() === 'named' && readName(c, props)) continue;
    else if (c.take('with the greatest power among creatures on the battlefield')) props.push({ is: 'greatestPower' });
    // Words after "attached to a creature (you control)" would be the creature's, not the Aura's: none are read.
    else if (c.at('attached to a creature|permanent')) return void props.push(readAttachedTo(c));
    else if (c.take("you don't control")) props.push({ is: 'controller', who: 'notYou' });
    else if (c.take('an opponent controls') || c.take('your opponents control')) props.push({ is: 'controller', who: 'opponent' });
    else if (c.take('defending player controls')) props.push({ is: 'controller', who: 'defending' });
    else if (c.take('you own')) props.push({ is: 'owner', who: 'you' });
    else if (c.take('an opponent owns')) props.push({ is: 'owner', who: 'opponent' });
    else if (c.at('with|without') && filterKeywords[c.peek(1)]) {
      const not = c.next() === 'without';
      props.push({ is: 'keyword', keyword: filterKeywords[c.next()], not });
    } else if (c.at('with|without') && filterKeywords[`${c.peek(1)} ${c.peek(2)}`]) {
      const not = c.next() === 'without';
      props.push({ is: 'keyword', keyword: filterKeywords[`${c.next()} ${c.next()}`], not });
    } else if (c.at('with power|toughness')) {
      const at = c.mark();
      c.next();
      const stat = c.next() as 'power' | 'toughness';
      const cmp = readComparison(c);
      if (!cmp) return c.reset(at);
      props.push({ is: 'stat', stat, ...cmp });
    } else if (c.at('with converted mana cost') || c.at('with mana value')) {
      const at = c.mark();
      c.i += c.at('with converted') ? 4 : 3;
      const cmp = readComparison(c);
      if (!cmp) return c.reset(at);
      props.push({ is: 'stat', stat: 'manaValue', ...cmp });
    } else if (c.peek() === 'with' && readWithCounter(c, props)) continue;
    else if (!filter.zone && readZone(c, filter)) continue;
    else return;
  }
}

/** Words inside a card's name that are not capitalized: `Prince of Thralls`, `Heart of Kiran`. */
const nameJoints = new Set(['of', 'the', 'from', 'to', 'in', 'on']);

/**
 * `named Prince of Thralls`: another card's name, its capitalized words (and ONE joint word such as `of` or `the`
 * between two of them), up to a comma, a full stop or a lower-case word. Two joint words in a row (`named Tree of the
 * Ages`) end the name at the first, and the rest is left unread. A name followed by `or` or by a comma (`named Ajani,
 * Inspiring Leader`, `named A or B`) is not read: where the name ends is unsure.
 */
function readName(c: Cursor, props: Property[]): boolean {
  const at = c.mark();
  c.next();
  const name: string[] = [];
  const capital = (k: number): boolean => /^\p{Lu}/u.test(c.raw(k));
  while (capital(0) || (name.length > 0 && nameJoints.has(c.raw(0)) && capital(1))) name.push(c.raw(0)), c.next();
  if (name.length === 0 || c.peek() === ',' || c.peek() === 'or') return c.reset(at), false;
  props.push({ is: 'named', name: name.join(' ') });
  return true;
}

/** `with a fuse counter on it`, `with +1/+1 counters on them`: an object with a counter of a kind on it. */
function readWithCounter(c: Cursor, props: Property[]): boolean {
  const at = c.mark();
  c.next();
  const one = c.takeAny('a', 'an');
  if (one && c.take('counter on it')) return props.push({ is: 'anyCounter' }), true;
  // "creatures with counters on them": of any kind.
  if (!one && c.take('counters on them')) return props.push({ is: 'anyCounter' }), true;
  const counter = readCounterKind(c);
  if (counter && (one ? c.take('counter on it') : c.takeAny('counters on them', 'counters on it'))) {
    props.push({ is: 'counter', counter });
    return true;
  }
  c.reset(at);
  return false;
}

/** `in your graveyard`, `from a graveyard`, `from your hand`: where cards are. */
function readZone(c: Cursor, filter: Filter): boolean {
  // "creature cards in all graveyards": every player's graveyard.
  if (c.take('in all graveyards')) {
    filter.zone = 'graveyard';
    filter.zoneOwner = 'any';
    return true;
  }
  // "up to two target cards from graveyards": each from any graveyard, as "from a graveyard" of one.
  if (filter.plural && c.take('from graveyards')) {
    filter.zone = 'graveyard';
    filter.zoneOwner = 'any';
    return true;
  }
  // "up to three target cards from a single graveyard" (115.3: the targets all in one player's graveyard).
  if (filter.plural && c.take('from a single graveyard')) {
    filter.zone = 'graveyard';
    filter.zoneOwner = 'single';
    return true;
  }
  const at = c.mark();
  if (!c.takeAny('in', 'from')) return false;
  const owner = c.takeAny('your', 'a', "an opponent's", "target player's", "that player's");
  const zone = ({ graveyard: 'graveyard', hand: 'hand', library: 'library' } as Record<string, Zone>)[c.peek()];
  if (!owner || !zone) {
    c.reset(at);
    return false;
  }
  c.next();
  filter.zone = zone;
  filter.zoneOwner = owner === 'your' ? 'you' : owner === 'a' ? 'any' : owner === "an opponent's" ? 'opponent' : 'target';
  return true;
}
