/**
 * Conditions on the game's state that a static ability's "as long as" and an activated ability's "Activate only if"
 * read (611.3a): you control objects of a kind, whose turn it is, your graveyard, hand and life, a state, type or
 * keyword of the card itself or of the creature it is attached to, and (stateConditions.ts) the game around the card.
 */
import { readCounterKind } from './counters.js';
import { filterKeywords, readFilter, readNumber } from './filters.js';
import { singularSubtype } from './filterWords.js';
import { readYouControl } from './triggers.js';
import { readMoreCondition } from './moreConditions.js';
import { readGameAroundCard } from './stateConditions.js';
import type { Property, SelfState, StaticCondition } from './types.js';
import type { Cursor } from './words.js';
import { colorLetters } from './filterWords.js';

/** States of the card itself that a static ability's "as long as ~ is …" reads. */
const selfStates: SelfState[] = ['equipped', 'enchanted', 'tapped', 'untapped', 'attacking', 'blocking', 'monstrous'];


/** What the creature an Aura or Equipment is attached to is: `blue`, `legendary`, `a Human`. */
export function readQuality(c: Cursor): Property[] | undefined {
  const color = colorLetters[c.peek()];
  if (color) return c.next(), [{ is: 'color', color }];
  if (c.take('legendary')) return [{ is: 'supertype', type: 'Legendary' }];
  const at = c.mark();
  if (c.takeAny('a', 'an')) {
    const f = readFilter(c);
    const [alt] = f?.alts ?? [];
    if (f && !f.zone && !f.plural && f.alts.length === 1 && alt.props.length === 0 && /^[A-Z]/.test(alt.noun) && !['Creature', 'Permanent', 'Card', 'Spell', 'Player', 'Opponent'].includes(alt.noun)) {
      return [{ is: 'type', type: alt.noun }];
    }
  }
  c.reset(at);
  return undefined;
}

/**
 * Your graveyard, hand or life as a condition: `seven or more cards are in your graveyard`, `there are seven or more
 * cards in your graveyard`, `there are four or more card types among cards in your graveyard`, `there are two or more
 * instant and/or sorcery cards in your graveyard`, `you have no cards in
 * hand`, `you have seven or more cards in hand`, `you have 5 or less life`, `you have 30 or more life`.
 */
function readYours(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (c.take('you have no cards in hand')) return { yours: 'handCards', compare: 'EQ', count: 0 };
  if (c.take('you have')) {
    // "you have exactly seven cards in hand".
    if (c.take('exactly')) {
      const exactly = readNumber(c);
      if (exactly !== undefined && c.take('cards in hand')) return { yours: 'handCards', compare: 'EQ', count: exactly };
      return c.reset(at), undefined;
    }
    const n = readNumber(c);
    const compare = c.take('or more') ? 'GE' : c.takeAny('or less', 'or fewer') ? 'LE' : undefined;
    if (n !== undefined && compare && c.take('life')) return { yours: 'life', compare, count: n };
    if (n !== undefined && compare && c.take('cards in hand')) return { yours: 'handCards', compare, count: n };
    return c.reset(at), undefined;
  }
  const there = c.take('there are');
  const n = readNumber(c);
  if (n !== undefined && c.take('or more')) {
    if (there && c.take('card types among cards in your graveyard')) return { yours: 'graveyardCardTypes', compare: 'GE', count: n };
    // Spell mastery's "instant and/or sorcery cards" (the slash is not a word).
    if (there && c.take('instant and or sorcery cards in your graveyard')) return { yours: 'graveyardInstantsSorceries', compare: 'GE', count: n };
    if (there ? c.take('cards in your graveyard') : c.take('cards are in your graveyard')) return { yours: 'graveyardCards', compare: 'GE', count: n };
  }
  c.reset(at);
  return undefined;
}

/** The condition after `as long as`: `you control an artifact`, `it's your turn`, `it's not your turn`, `~ is equipped`. */
export function readAsLongAs(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (!c.take('as long as')) return undefined;
  const condition = readStateCondition(c);
  if (!condition) c.reset(at);
  return condition;
}

/**
 * `if you control an untapped land` after a restriction of the card itself (`~ can't block if …`): the restriction holds
 * while you control such objects, as "as long as" says it. Undefined (the cursor where it was) otherwise.
 */
export function readIfYouControl(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (!c.take('if')) return undefined;
  const you = c.at('you control') ? readYouControl(c) : undefined;
  if (!you) c.reset(at);
  return you;
}

/**
 * A condition on the game's state, as after `as long as` or `Activate only if`: `you control an artifact`, `it's your
 * turn`, `seven or more cards are in your graveyard`, `~ is attacking`, `it's a Wall` / `~ is a creature` (a type of the
 * card itself), `it has defender`, `equipped creature has defender`, and the game around the card (stateConditions.ts:
 * `equipped creature is tapped`, `two or more creatures are blocking it`, `any player controls a black permanent`, an
 * opponent's card in exile, life against starting life). Undefined (the cursor where it was) if unknown.
 */
export function readStateCondition(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  const around = readGameAroundCard(c);
  if (around) return around;
  if (c.take("it's your turn") || c.take('it is your turn')) return { turn: 'yours' };
  if (c.take("it's not your turn") || c.take('it is not your turn')) return { turn: 'notYours' };
  // "enchanted creature is blue", "equipped creature has defender": a quality or a keyword of the creature it is attached to.
  if (c.at('enchanted|equipped creature is|has')) {
    const to = c.next() === 'enchanted' ? 'enchanted' : 'equipped';
    c.next();
    const has = c.next() === 'has';
    const keyword = has ? filterKeywords[c.peek()] : undefined;
    const attachedIs: Property[] | undefined = has ? (keyword ? (c.next(), [{ is: 'keyword', keyword }]) : undefined) : readQuality(c);
    return attachedIs ? { attachedIs, to } : (c.reset(at), undefined);
  }
  if (c.take('defending player controls')) {
    const f = c.takeAny('a', 'an') ? readFilter(c) : undefined;
    if (f && !f.zone && !f.plural && f.alts.every((a) => !a.props.some((p) => p.is === 'controller' || p.is === 'other'))) return { defenderControls: f };
    c.reset(at);
    return undefined;
  }
  const more = readMoreCondition(c);
  if (more) return more;
  const you = readYouControl(c);
  if (you) return you;
  const yours = readYours(c);
  if (yours) return yours;
  // "~ has a +1/+1 counter on it", "it has three or more divinity counters on it" (122.1).
  const hasAt = c.mark();
  const hasByName = c.take('~ has');
  if (hasByName || c.take('it has')) {
    // "it has defender": a keyword of the card itself (one word, then nothing but the condition's end).
    const keyword = filterKeywords[c.peek()];
    if (keyword && ['', ',', '.'].includes(c.peek(1))) return c.next(), { selfHas: keyword, ...(hasByName ? { byName: true } : {}) };
    const one = !!c.takeAny('a', 'an');
    const n = one ? 1 : readNumber(c);
    const counter = n !== undefined && (one || c.take('or more')) ? readCounterKind(c) : undefined;
    if (n !== undefined && counter && c.take(one ? 'counter on it' : 'counters on it')) return { selfCounters: { counter, count: n }, ...(hasByName ? { byName: true } : {}) };
    c.reset(hasAt);
  }
  const byName = c.take('~ is');
  if (byName || c.take("it's") || c.take('it is')) {
    const state = selfStates.find((st) => c.take(st));
    // "~ is untapped" names the card itself; "it's untapped" may be said of what it affects (read only of the card itself).
    if (state) return byName ? { selfIs: state, byName } : { selfIs: state };
    // "~ is a creature", "it's a Wall": a type the card itself has (it may lose or gain it).
    // One subtype in its singular (not "it's a Walls").
    const article = c.takeAny('a', 'an');
    const type = !article ? undefined : c.take('creature') ? 'Creature' : singularSubtype(c);
    if (type) return byName ? { selfType: type, byName } : { selfType: type };
  }
  c.reset(at);
  return undefined;
}

