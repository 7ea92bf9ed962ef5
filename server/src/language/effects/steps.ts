/**
 * Reading an effect's sentences into steps: `~ deals 3 damage to any target.`, `Draw two cards,
 * then discard a card.`, `Target creature gets +2/+2 until end of turn.`, `Destroy target
 * creature. It can't be regenerated.` Every word must be read: a sentence with a phrase the
 * reader does not know makes the whole effect unknown.
 */
import { subtypesByType } from '../data/rulesData.js';
import { readCostText } from './costs.js';
import { readCounterKind } from './counters.js';
import { colorLetters, filterKeywords, readFilter, readNumber, simpleFilter, subtypeOf } from './filters.js';
import { type ReadContext, readAmountOf, readCount, readDividedTargets, readEqualTo, readObjectRef, readPlayer } from './refs.js';
import type { Amount, ColorLetter, Duration, Filter, Ref, Step, TokenSpec } from './types.js';
import { readYouControl } from './triggers.js';
import { Cursor, type Word } from './words.js';

/** What stopped the reader. */
export class Unread extends Error {
  constructor(readonly at: string, reason: string) {
    super(reason);
  }
}

/** A keyword list after `gain`/`gains`/`has`/`with`: `flying`, `first strike and trample`. */
export function readKeywords(c: Cursor): string[] | undefined {
  const out: string[] = [];
  for (;;) {
    const two = `${c.peek()} ${c.peek(1)}`;
    if (filterKeywords[two]) {
      out.push(filterKeywords[two]);
      c.i += 2;
    } else if (filterKeywords[c.peek()]) out.push(filterKeywords[c.next()]);
    else if (c.take('protection from the color of your choice')) out.push('Protection from the color of your choice');
    else if (c.peek() === 'protection' && c.peek(1) === 'from' && colorLetters[c.peek(2)]) {
      out.push(`Protection from ${c.peek(2)}`);
      c.i += 3;
    } else return out.length > 0 ? undefined : undefined;
    if (c.take(',')) {
      c.take('and');
      continue;
    }
    if (c.take('and') && (filterKeywords[c.peek()] || filterKeywords[`${c.peek()} ${c.peek(1)}`] || c.at('protection from'))) continue;
    if (c.w[c.i - 1]?.t === 'and') c.i--;
    return out;
  }
}

function need<T>(value: T | undefined, c: Cursor, what: string): T {
  if (value === undefined) throw new Unread(c.rest(), `not read: ${what}`);
  return value;
}

/** `+2/+2`, `-1/-0`, `+X/+0`: a P/T change. */
function readPT(c: Cursor): { power: number | 'X' | '-X'; toughness: number | 'X' | '-X' } | undefined {
  const m = /^([+-])(\d+|x)\/([+-])(\d+|x)$/.exec(c.peek());
  if (!m) return undefined;
  c.next();
  const part = (sign: string, v: string): number | 'X' | '-X' => (v === 'x' ? (sign === '-' ? '-X' : 'X') : Number(sign + v));
  return { power: part(m[1], m[2]), toughness: part(m[3], m[4]) };
}

function readDuration(c: Cursor): Duration | undefined {
  if (c.take('until end of turn') || c.take('this turn')) return 'turn';
  if (c.take('until your next turn')) return 'untilYourNextTurn';
  if (c.take('for as long as you control ~')) return 'whileControlled';
  return undefined;
}

/** A token: `a 1/1 white Soldier creature token with flying`, `two Treasure tokens`. */
function readToken(c: Cursor): { amount: Amount; token: TokenSpec; tapped: boolean } | undefined {
  const at = c.mark();
  const amount = readCount(c);
  if (!amount) return undefined;
  const tapped = c.take('tapped');
  const token: TokenSpec = { name: '', colors: [], types: [], subtypes: [], supertypes: [], keywords: [] };
  if (c.take('legendary')) token.supertypes.push('Legendary');
  const pt = /^(\d+|x|\*)\/(\d+|x|\*)$/.exec(c.peek());
  if (pt) {
    c.next();
    token.power = pt[1].toUpperCase();
    token.toughness = pt[2].toUpperCase();
  }
  for (;;) {
    if (colorLetters[c.peek()]) token.colors.push(colorLetters[c.next()] as ColorLetter);
    else if (c.peek() === 'and' && colorLetters[c.peek(1)]) c.next();
    else if (c.peek() === ',' && colorLetters[c.peek(1)]) c.next();
    else break;
  }
  const colorless = c.take('colorless');
  for (;;) {
    const sub = subtypeOf(c.raw());
    if (sub && !['token', 'tokens'].includes(c.peek())) {
      token.subtypes.push(sub);
      c.next();
    } else if (['artifact', 'creature', 'enchantment', 'land'].includes(c.peek())) token.types.push(c.next().replace(/^./, (x) => x.toUpperCase()));
    else break;
  }
  if (!c.takeAny('token', 'tokens') || token.types.length + token.subtypes.length === 0 || (colorless && token.colors.length > 0)) return c.reset(at), undefined;
  if (c.take('with')) {
    const keywords = readKeywords(c);
    if (!keywords) return c.reset(at), undefined;
    token.keywords = keywords;
  }
  if (c.at('named')) return c.reset(at), undefined;
  token.name = token.subtypes.join(' ');
  return { amount, token, tapped };
}

function damageSteps(c: Cursor, ctx: ReadContext, source: Ref): Step[] {
  let amount: Amount | undefined = c.take('x') ? { x: true as const } : ctx.thatMuch && c.take('that much') ? ctx.thatMuch : readCount(c);
  if (!amount && c.take('damage')) {
    // "deals damage equal to its power to …"
    amount = need(readEqualTo(c, ctx), c, 'an amount of damage');
  } else {
    need(amount, c, 'an amount of damage');
    if (!c.take('damage')) throw new Unread(c.rest(), 'not read: damage');
  }
  if (c.take('divided as you choose among')) {
    // A fixed amount only: the most targets there can be is the damage.
    const to = amount && 'n' in amount ? readDividedTargets(c, ctx, amount.n) : undefined;
    return [{ do: 'damage', amount: amount!, to: need(to, c, 'the targets the damage is divided among'), source }];
  }
  if (c.take('to')) {
    let to = need(readPlayer(c, ctx) ?? readObjectRef(c, ctx), c, 'what is dealt damage');
    // "to each creature and each player": one event for both (Forge: one DamageAll).
    if (to.ref === 'each' && !to.filter.alts.some((a) => a.noun === 'Player' || a.noun === 'Opponent') && c.at('and each player|opponent')) {
      c.i += 2;
      to = { ref: 'each', filter: { ...to.filter, alts: [...to.filter.alts, { noun: c.next() === 'player' ? 'Player' : 'Opponent', props: [] }] } };
    }
    const steps: Step[] = [{ do: 'damage', amount: amount!, to, source }];
    if (c.at('and') && (/^\d+$/.test(c.peek(1)) || readCountAhead(c, 1))) {
      c.next();
      steps.push(...damageSteps(c, ctx, source));
    }
    return steps;
  }
  throw new Unread(c.rest(), 'not read: where the damage goes');
}

/** "Prevent all (combat) damage that would be dealt to / by / to and dealt by <object> this turn" (615.1a). */
function readPreventAll(c: Cursor, ctx: ReadContext): Step | undefined {
  const at = c.mark();
  if (!c.take('prevent all')) return undefined;
  const combat = c.take('combat');
  const dealt = !c.take('damage that would be dealt') ? undefined : c.take('to and dealt by') ? 'toAndBy' : c.take('by') ? 'by' : c.take('to') ? 'to' : undefined;
  const what = dealt && readObjectRef(c, ctx);
  // Of objects only: Forge's shield is a keyword of a card, which a player given it ignores (a player's shield is an Effect).
  const player = what && (what.ref === 'target' || what.ref === 'each') && what.filter.alts.some((a) => a.noun === 'Player' || a.noun === 'Opponent');
  if (!dealt || !what || player || !['target', 'self', 'enchanted', 'equipped', 'triggered'].includes(what.ref) || (what.ref === 'triggered' && what.what !== 'object') || !c.take('this turn')) return c.reset(at), undefined;
  return { do: 'pump', what, keywords: [], duration: 'turn', prevent: { combat, dealt } };
}

function readCountAhead(c: Cursor, k: number): boolean {
  const at = c.mark();
  c.i += k;
  const ok = readCount(c) !== undefined && c.peek() === 'damage';
  c.reset(at);
  return ok;
}

/** `3 life`, `X life`, `life equal to its power`, `1 life for each creature you control`. */
function readLife(c: Cursor, ctx: ReadContext): Amount {
  if (c.take('life')) return need(readEqualTo(c, ctx), c, 'how much life');
  if (ctx.thatMuch && c.take('that much life')) return ctx.thatMuch;
  const amount = need(readCount(c), c, 'an amount of life');
  if (!c.take('life')) throw new Unread(c.rest(), 'not read: life');
  return readForEach(c, amount) ?? amount;
}

/** `for each creature you control` after an amount of one: the number of those objects. */
export function readForEach(c: Cursor, per: Amount): Amount | undefined {
  const at = c.mark();
  if (!c.take('for each')) return undefined;
  const filter = readFilter(c);
  if (!filter || filter.zone || !('n' in per) || per.n !== 1) {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: what is counted');
  }
  return { count: 'objects', filter };
}

/** `a card`, `two cards`, `X cards`; `that many cards` where a trigger defines "that many" (`thatMany`). */
function readCards(c: Cursor, thatMany?: Amount): Amount {
  if (thatMany && c.take('that many cards')) return thatMany;
  const amount = need(readCount(c), c, 'a number of cards');
  if (!c.takeAny('cards', 'card')) throw new Unread(c.rest(), 'not read: cards');
  return amount;
}

/**
 * `Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.` (701.19): what is
 * found, how many, where it goes; `reveal it` is read (Forge reveals what a player finds for their hand).
 */
function readSearch(c: Cursor, ctx: ReadContext): Step[] {
  let amount: Amount = { n: 1 };
  let upTo = false;
  if (c.take('up to')) {
    upTo = true;
    amount = need(readCount(c), c, 'how many cards');
  } else if (!c.takeAny('a', 'an')) amount = need(readCount(c), c, 'how many cards');
  const filter = need(readFilter(c), c, 'what is searched for');
  if (!filter.alts.every((a) => a.noun === 'Card' || (a.props.length === 0 && /^[A-Z]/.test(a.noun)))) throw new Unread(c.rest(), 'not read: the cards searched for');
  c.take(',');
  const reveal = c.take('reveal it') || c.take('reveal them') || c.take('reveal that card') || c.take('reveal those cards');
  c.take(',');
  c.take('and');
  if (!c.take('put it') && !c.take('put them') && !c.take('put that card') && !c.take('put those cards')) throw new Unread(c.rest(), 'not read: where the cards go');
  let to: 'hand' | 'battlefield';
  let tapped = false;
  if (c.take('into your hand')) to = 'hand';
  else if (c.take('onto the battlefield')) {
    to = 'battlefield';
    tapped = c.take('tapped');
  } else throw new Unread(c.rest(), 'not read: where the cards go');
  if (!(c.take(', then shuffle your library') || c.take(', then shuffle') || c.take('. then shuffle your library') || c.take('. then shuffle'))) throw new Unread(c.rest(), 'not read: the shuffle');
  void ctx;
  return [{ do: 'search', who: { ref: 'you' }, filter: { ...filter, zone: 'library' }, amount, upTo, to, tapped: tapped || undefined, reveal: reveal || undefined }];
}

/** `the top N cards of your library into your graveyard` after `put`/`puts` (the older words for mill, 701.13). */
function readMillWords(c: Cursor): Amount | undefined {
  const at = c.mark();
  if (!c.take('the top')) return undefined;
  const amount = c.take('card') ? { n: 1 } : readCount(c);
  if (amount && (c.w[c.i - 1].t === 'card' || c.takeAny('cards', 'card')) && c.takeAny('of your library into your graveyard', 'of their library into their graveyard', 'of his or her library into his or her graveyard')) return amount;
  c.reset(at);
  return undefined;
}

/**
 * After a targeted player: `reveals their hand. You choose a [nonland] card from it. That player discards that card.`
 * The card chosen is one card of any kind the words name; anything else (an X in the filter, more cards) stays unread.
 */
function readRevealYouChoose(c: Cursor, who: Ref): Step[] {
  const at = c.mark();
  c.take('reveals their hand . you choose');
  const one = c.takeAny('a', 'an');
  const filter = one ? readFilter(c) : undefined;
  if (!filter || filter.plural || filter.zone || !c.take('from it . that player discards that card')) {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: which card of the revealed hand is discarded');
  }
  if (filter.alts.some((a) => a.props.some((p) => p.is === 'stat' && p.value === 'X') || a.noun === 'Player' || a.noun === 'Opponent')) {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: an X in the card chosen from the revealed hand');
  }
  const any = filter.alts.length === 1 && filter.alts[0].noun === 'Card' && filter.alts[0].props.length === 0;
  return [{ do: 'discard', who, amount: { n: 1 }, how: 'reveal', ...(any ? {} : { filter: { ...filter, zone: 'hand' as const } }) }];
}

/** A verb phrase whose subject is a player (`you`, `target player`, `each opponent`). */
function playerVerb(c: Cursor, ctx: ReadContext, who: Ref, third: boolean): Step[] | undefined {
  const v = (base: string) => c.take(third ? (base.endsWith('h') ? `${base}es` : `${base}s`) : base);
  if (v('draw')) {
    if (c.take('an additional card')) return [{ do: 'draw', who, amount: { n: 1 } }];
    return [{ do: 'draw', who, amount: readCards(c, ctx.thatMuch) }];
  }
  if (v('gain')) {
    if (c.at('control of')) return undefined;
    return [{ do: 'gainLife', who, amount: readLife(c, ctx) }];
  }
  // 104.3a, 104.2b: a player loses or wins the game by an effect.
  if (c.take(third ? 'wins the game' : 'win the game')) return [{ do: 'winGame', who }];
  if (c.take(third ? 'loses the game' : 'lose the game')) return [{ do: 'loseGame', who }];
  if (v('lose')) return [{ do: 'loseLife', who, amount: readLife(c, ctx) }];
  if (v('discard')) {
    if (c.take('their hand') || c.take('your hand')) return [{ do: 'discard', who, amount: { n: 0 }, how: 'hand' }];
    const amount = readCards(c, ctx.thatMuch);
    const how = c.take('at random') ? 'random' : 'choice';
    return [{ do: 'discard', who, amount, how }];
  }
  if (third && who.ref === 'target' && c.at('reveals their hand . you choose')) return readRevealYouChoose(c, who);
  if (v('mill')) return [{ do: 'mill', who, amount: readCards(c, ctx.thatMuch) }];
  if (c.at(third ? 'puts the top' : 'put the top')) {
    c.next();
    const amount = readMillWords(c);
    if (amount) return [{ do: 'mill', who, amount }];
    c.i--;
    return undefined;
  }
  if (v('sacrifice')) {
    if (c.take('~')) {
      // "Sacrifice ~ and it deals 3 damage …": "it" is the card from here on.
      ctx.it = { ref: 'self' };
      return [{ do: 'sacrifice', who, what: { ref: 'self' } }];
    }
    // "When ~ enters the battlefield, sacrifice it unless …": the card itself.
    if (who.ref === 'you' && ctx.it?.ref === 'self' && c.take('it')) return [{ do: 'sacrifice', who, what: { ref: 'self' } }];
    const amount = need(readCount(c), c, 'how many to sacrifice');
    const filter = need(readFilter(c), c, 'what is sacrificed');
    return [{ do: 'sacrifice', who, what: { ref: 'chosen', filter, amount, by: who } }];
  }
  if (!third && who.ref === 'you') return imperative(c, ctx);
  return undefined;
}

/** A verb phrase said to the ability's controller: `Draw a card`, `Destroy target creature`. */
/**
 * After `Look at the top`: `N cards of your library. Put one of them into your hand and the rest on the bottom of your
 * library in any order.` / `… the rest into your graveyard.` / `N cards of your library. You may reveal a creature card
 * from among them and put it into your hand. Put the rest on the bottom of your library in a random order.`
 */
function readDig(c: Cursor, ctx: ReadContext): Step[] {
  const look = need(readCount(c), c, 'how many cards are looked at');
  if (!c.take('cards of your library .')) throw new Unread(c.rest(), 'not read: whose cards are looked at');
  let take: number | undefined;
  let filter: Filter | undefined;
  let rest: 'bottom' | 'bottomRandom' | 'graveyard' | undefined;
  const restOf = (): typeof rest => (c.take('on the bottom of your library in any order') ? 'bottom' : c.take('on the bottom of your library in a random order') ? 'bottomRandom' : c.take('into your graveyard') ? 'graveyard' : undefined);
  if (c.take('put')) {
    take = readNumber(c, true);
    if (take === undefined || !c.take(`of them into your hand and the rest`)) throw new Unread(c.rest(), 'not read: where the cards go');
    rest = restOf();
  } else if (c.take('you may reveal')) {
    const at = c.mark();
    take = readNumber(c, true);
    filter = readFilter(c) ?? undefined;
    if (take !== 1 || !filter || filter.plural || !c.take('from among them and put it into your hand . put the rest')) {
      c.reset(at);
      throw new Unread(c.rest(), 'not read: which card may be revealed');
    }
    rest = restOf();
  }
  if (take === undefined || !rest) throw new Unread(c.rest(), 'not read: where the cards go');
  ctx.it = undefined;
  return [{ do: 'dig', look, take, ...(filter ? { filter: { ...filter, zone: 'library' as const }, mayReveal: true } : {}), rest }];
}

function imperative(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const you: Ref = { ref: 'you' };
  if (c.at('draw|discard|mill|sacrifice') || c.at('put the top') || (c.at('gain|lose') && !c.at('gain control'))) return playerVerb(c, ctx, you, false);
  if (c.take('destroy')) {
    const what = need(readObjectRef(c, ctx), c, 'what is destroyed');
    ctx.it = what;
    if (c.take('. it can\'t be regenerated') || c.take('. they can\'t be regenerated')) return [{ do: 'destroy', what, noRegenerate: true }];
    return [{ do: 'destroy', what }];
  }
  if (c.take('exile')) {
    const what = need(readObjectRef(c, ctx), c, 'what is exiled');
    ctx.it = what;
    if (what.ref === 'target' && c.take('until ~ leaves the battlefield')) return [{ do: 'exile', what, until: 'selfLeaves' }];
    return [{ do: 'exile', what }];
  }
  // "Add {G}{G}{G}." (a spell's or ability's step): mana of one colour, the symbols as printed.
  if (c.at('add') && /^\{[wubrgc]\}$/.test(c.peek(1))) {
    const at = c.mark();
    c.next();
    const symbols: string[] = [];
    while (/^\{[wubrgc]\}$/.test(c.peek())) symbols.push(c.next().toUpperCase());
    if (new Set(symbols).size === 1 && (c.done || c.peek() === '.')) return [{ do: 'mana', produced: `Add ${symbols.join('')}.`, amount: 1 }];
    c.reset(at);
    return undefined;
  }
  // "attach ~ to it" (701.3): the card itself moved onto an object (an Equipment's or Aura's trigger).
  if (c.take('attach ~ to')) {
    // Only an Aura or an Equipment is attached; a creature (or a noncreature Equipment creature) is not (701.3b, 301.5c).
    if (ctx.selfNouns.includes('creature') || !ctx.selfNouns.some((n) => n === 'artifact' || n === 'enchantment')) throw new Unread(c.rest(), 'not read: attaching a card that cannot be attached');
    return [{ do: 'attach', to: need(readObjectRef(c, ctx), c, 'what it is attached to') }];
  }
  if (c.take('tap')) return [{ do: 'tap', what: need(readObjectRef(c, ctx), c, 'what is tapped') }];
  if (c.take('untap')) return [{ do: 'untap', what: need(readObjectRef(c, ctx), c, 'what is untapped') }];
  if (c.take('counter')) return [{ do: 'counter', what: need(readObjectRef(c, ctx), c, 'what is countered') }];
  if (c.take('prevent all combat damage that would be dealt this turn')) return [{ do: 'preventCombatDamage' }];
  const shield = readPreventAll(c, ctx);
  if (shield) return [shield];
  if (c.take('prevent the next')) {
    const amount = need(readCount(c), c, 'how much damage is prevented');
    if (!c.take('damage that would be dealt to')) throw new Unread(c.rest(), 'not read: what damage is prevented');
    const to = need(readPlayer(c, ctx) ?? readObjectRef(c, ctx), c, 'what the damage would be dealt to');
    if (!c.take('this turn')) throw new Unread(c.rest(), 'not read: how long the prevention lasts');
    return [{ do: 'preventNext', amount, to }];
  }
  if (c.take('look at the top')) return readDig(c, ctx);
  if (c.take('regenerate')) return [{ do: 'regenerate', what: need(readObjectRef(c, ctx), c, 'what regenerates') }];
  if (c.take('transform ~')) return [{ do: 'transform' }];
  if (c.at('monstrosity|adapt') && /^\d+$/.test(c.peek(1))) {
    const action = c.next() as 'monstrosity' | 'adapt';
    return [{ do: action, amount: Number(c.next()) }];
  }
  if (c.take('scry')) return [{ do: 'scry', amount: need(readCount(c), c, 'how many') }];
  if (c.take('surveil')) return [{ do: 'surveil', amount: need(readCount(c), c, 'how many') }];
  if (c.take('create')) {
    const t = need(readToken(c), c, 'a token');
    return [{ do: 'token', amount: t.amount, token: t.token, tapped: t.tapped || undefined }];
  }
  if (c.take('return')) {
    // "Return a land you control to its owner's hand": you choose it as the step resolves (no target).
    const chosenAt = c.mark();
    const n = c.at('a|an|one|two|three') ? readNumber(c, true) : undefined;
    const chosen = n !== undefined ? readFilter(c) : undefined;
    if (n !== undefined && chosen && !chosen.zone && chosen.alts.every((a) => a.props.some((p) => p.is === 'controller' && p.who === 'you'))
      && c.takeAny("to its owner's hand", "to their owner's hand", "to their owners' hands")) {
      return [{ do: 'bounce', what: { ref: 'chosen', filter: chosen, amount: { n }, by: { ref: 'you' } } }];
    }
    c.reset(chosenAt);
    // "When enchanted creature dies, return that card to the battlefield (under your control)": the card that died. It
    // is a new object there: "it" afterwards is not read (Forge would have to remember the returned card).
    if (ctx.thatCard && c.take('that card to the battlefield')) {
      const tapped = c.take('tapped');
      const yours = c.take('under your control');
      if (!yours) c.take("under its owner's control");
      const what = ctx.thatCard;
      ctx.it = ctx.triggerSubject = ctx.thatCard = undefined;
      return [{ do: 'return', what, to: 'battlefield', tapped: tapped || undefined, underYourControl: yours || undefined }];
    }
    const what = need(readObjectRef(c, ctx), c, 'what is returned');
    // `Return ~ from your graveyard to the battlefield/your hand` (an ability of the card in the graveyard).
    if (what.ref === 'self' && c.take('from your graveyard')) {
      if (c.take('to the battlefield')) {
        const tapped = c.take('tapped');
        return [{ do: 'return', what, to: 'battlefield', tapped: tapped || undefined }];
      }
      if (c.take('to your hand')) return [{ do: 'return', what, to: 'hand' }];
      throw new Unread(c.rest(), 'not read: where it returns');
    }
    ctx.it = what;
    const inZone = what.ref === 'target' && what.filter.zone;
    if (!inZone && c.takeAny("to its owner's hand", "to their owners' hands", "to its owners' hand")) return [{ do: 'bounce', what }];
    if (inZone && c.takeAny('to your hand', "to its owner's hand", "to their owner's hand")) return [{ do: 'return', what, to: 'hand' }];
    if (inZone && c.take('to the battlefield')) {
      const tapped = c.take('tapped');
      const yours = c.take('under your control');
      return [{ do: 'return', what, to: 'battlefield', tapped: tapped || undefined, underYourControl: yours || undefined }];
    }
    throw new Unread(c.rest(), 'not read: where it returns');
  }
  if (c.take('put')) {
    const at = c.mark();
    const amount = readCount(c);
    const counter = amount ? readCounterKind(c) : undefined;
    if (amount && counter) {
      c.next();
      if (!c.take('on')) throw new Unread(c.rest(), 'not read: where the counters go');
      const what = need(readObjectRef(c, ctx), c, 'what gets counters');
      return [{ do: 'counters', what, counter, amount }];
    }
    c.reset(at);
    const what = readObjectRef(c, ctx);
    if (what && c.takeAny("on top of its owner's library", "on top of their owner's library")) return [{ do: 'putOnLibrary', what, position: 'top' }];
    if (what && c.takeAny("on the bottom of its owner's library", "on the bottom of their owner's library")) return [{ do: 'putOnLibrary', what, position: 'bottom' }];
    return undefined;
  }
  // "Remove a -1/-1 counter from ~", "remove two time counters from it": a number of counters of one named kind.
  if (c.take('remove')) {
    const amount = readCount(c);
    const counter = amount ? readCounterKind(c) : undefined;
    if (!amount || !counter) return undefined;
    c.next();
    if (!c.take('from')) throw new Unread(c.rest(), 'not read: where the counters are removed from');
    const what = need(readObjectRef(c, ctx), c, 'what loses counters');
    return [{ do: 'removeCounters', what, counter, amount }];
  }
  if (c.take('search your library for')) return readSearch(c, ctx);
  if (c.take('you become the monarch')) return [{ do: 'monarch' }];
  if (c.take('you get')) {
    let n = 0;
    while (c.peek() === '{e}') {
      c.next();
      n++;
    }
    if (n === 0) return undefined;
    return [{ do: 'energy', amount: { n } }];
  }
  if (c.take('gain control of')) {
    const what = need(readObjectRef(c, ctx), c, 'what you gain control of');
    const duration = readDuration(c) ?? 'permanent';
    return [{ do: 'gainControl', what, duration }];
  }
  return undefined;
}

/** A verb phrase whose subject is an object (`target creature gets …`, `~ deals …`, `it fights …`). */
/** `lead`: a duration the sentence began with (`Until end of turn, …`); then only a P/T change or keywords are read. */
function objectVerb(c: Cursor, ctx: ReadContext, what: Ref, lead?: Duration): Step[] | undefined {
  const plural = (what.ref === 'each' && !!what.filter.plural) || (what.ref === 'target' && what.max > 1);
  if (!lead && c.takeAny('deals', 'deal')) return damageSteps(c, ctx, what);
  if (plural) c.take('each');
  if (c.takeAny('gets', 'get')) {
    const pt = need(readPT(c), c, 'a P/T change');
    let keywords: string[] = [];
    if (c.take('and gains') || c.take('and gain')) keywords = need(readKeywords(c), c, 'keywords');
    // "gets +1/+1 for each Forest you control until end of turn" / "… until end of turn for each other attacking Elf".
    let forEach = keywords.length === 0 ? readForEach(c, { n: 1 }) : undefined;
    const duration = lead ?? need(readDuration(c), c, 'how long');
    forEach ??= keywords.length === 0 && !lead ? readForEach(c, { n: 1 }) : undefined;
    if (forEach && (typeof pt.power !== 'number' || typeof pt.toughness !== 'number')) throw new Unread(c.rest(), 'not read: an X for each object');
    return [{ do: 'pump', what, ...pt, keywords, duration, ...(forEach ? { forEach } : {}) }];
  }
  if (c.takeAny('gains', 'gain')) {
    const keywords = need(readKeywords(c), c, 'keywords');
    const duration = lead ?? need(readDuration(c), c, 'how long');
    return [{ do: 'pump', what, keywords, duration }];
  }
  if (c.takeAny('becomes', 'become')) return [need(readAnimate(c, ctx, what, lead), c, 'what it becomes')];
  if (lead) return undefined;
  if (c.takeAny('fights', 'fight')) return [{ do: 'fight', what, other: need(readObjectRef(c, ctx), c, 'what it fights') }];
  // `Target creature can't block this turn`: a restriction until end of turn (Forge: a hidden keyword granted).
  for (const [phrase, rule] of turnRestrictions) {
    const words = plural ? phrase.replace(/^attacks/, 'attack').replace(/^blocks/, 'block') : phrase;
    if (c.take(words)) return [{ do: 'pump', what, keywords: [], rules: [rule], duration: 'turn' }];
  }
  // `It doesn't untap during its controller's next untap step`, `Those creatures don't untap during their controller's
  // (controllers') next untap step(s)`: lasts until that untap step has passed (Forge: a hidden keyword for good).
  if (plural ? c.take("don't untap during their controller's next untap step") || c.take("don't untap during their controllers' next untap steps") : c.take("doesn't untap during its controller's next untap step")) {
    return [{ do: 'pump', what, keywords: [], rules: [skipNextUntap], duration: 'permanent' }];
  }
  return undefined;
}

/**
 * "becomes a 3/3 green Elemental creature with trample until end of turn. It's still a land." (205.1a-b): a P/T, colours,
 * types and keywords it gains. Read only where it keeps its other types — the text says so ("still a land", "in
 * addition to its other types") or, for the card itself, its own types are among the new ones (an artifact that
 * becomes an artifact creature): Forge's Animate adds types, and taking a type away it would need said otherwise.
 */
function readAnimate(c: Cursor, ctx: ReadContext, what: Ref, lead?: Duration): Step | undefined {
  const at = c.mark();
  const pt = c.takeAny('a', 'an') ? /^(\d+)\/(\d+)$/.exec(c.peek()) : null;
  if (!pt) return c.reset(at), undefined;
  c.next();
  const colors: ColorLetter[] = [];
  while (colorLetters[c.peek()] || (c.peek() === 'and' && colorLetters[c.peek(1)])) {
    if (c.next() === 'and') continue;
    colors.push(colorLetters[c.peek(-1)]);
  }
  const types: string[] = [];
  const subtypes: string[] = [];
  for (;;) {
    const sub = subtypeOf(c.raw());
    if (sub && types.length === 0) {
      subtypes.push(sub);
      c.next();
    } else if (['artifact', 'creature', 'enchantment'].includes(c.peek())) types.push(c.next().replace(/^./, (x) => x.toUpperCase()));
    else break;
  }
  if (types[types.length - 1] !== 'Creature') return c.reset(at), undefined;
  let keywords: string[] = [];
  if (c.take('with')) {
    const read = readKeywords(c);
    if (!read) return c.reset(at), undefined;
    keywords = read;
  }
  const still = () => (c.take("that's still a") || c.take("that's still an")) && !!c.takeAny('land', 'planeswalker', 'artifact', 'enchantment');
  const inAddition = c.take('in addition to its other types');
  let keeps = inAddition || still();
  const duration = lead ?? readDuration(c) ?? 'permanent';
  if (!keeps) keeps = still() || ((c.take(". it's still a") || c.take(". it's still an")) && !!c.takeAny('land', 'planeswalker', 'artifact', 'enchantment'));
  if (!keeps && what.ref === 'self') keeps = ctx.selfNouns.every((n) => types.some((t) => t.toLowerCase() === n));
  if (!keeps) return c.reset(at), undefined;
  // A land has no mana cost (202.1), so it is colourless but for an effect: "target land becomes a green creature" adds
  // its only colour, as for the colourless card itself.
  const lands = what.ref === 'target' && what.filter.alts.every((a) => a.noun === 'Land' || subtypesByType.Land.includes(a.noun));
  const replacesColors = colors.length > 0 && !(what.ref === 'self' && ctx.selfColorless) && !lands ? true : undefined;
  // "becomes a 4/4 Dragon creature": its new creature types replace those it has (205.1a), unless "in addition to its
  // other types"; a land or a noncreature card itself has none.
  const hasCreatureTypes = what.ref === 'self' ? ctx.selfNouns.some((n) => ['creature', 'kindred', 'tribal'].includes(n)) : !lands;
  const replacesCreatureTypes = subtypes.length > 0 && !inAddition && hasCreatureTypes ? true : undefined;
  return { do: 'animate', what, power: Number(pt[1]), toughness: Number(pt[2]), colors, types, subtypes, keywords, duration, replacesColors, replacesCreatureTypes };
}


/** The hidden keyword Forge gives a permanent that doesn't untap during its controller's next untap step. */
export const skipNextUntap = "This card doesn't untap during your next untap step.";

/** What an object can't do (or must do) this turn, and the hidden keyword Forge grants for it. */
const turnRestrictions: [string, string][] = [
  ["can't block this turn", "CARDNAME can't block."],
  ["can't be blocked this turn", 'Unblockable'],
  ["can't attack or block this turn", "CARDNAME can't attack or block."],
  ["can't attack this turn", "CARDNAME can't attack."],
  ['attacks this turn if able', 'CARDNAME attacks each combat if able.'],
  ['blocks this turn if able', 'CARDNAME blocks each combat if able.'],
];

/**
 * `unless you pay {2}{B}`, `unless you sacrifice another creature`, `unless its controller pays {1}`: a cost that stops
 * the step, and who may pay it.
 */
function readUnless(c: Cursor, ctx: ReadContext): Step['unless'] {
  const at = c.mark();
  if (!c.take('unless')) return undefined;
  const payer = readPlayer(c, ctx);
  if (!payer) return c.reset(at), undefined;
  if (c.takeAny('pay', 'pays')) {
    const symbols: string[] = [];
    while (/^\{[^}]+\}$/.test(c.peek())) symbols.push(c.next().slice(1, -1).toUpperCase());
    if (symbols.length > 0) return { cost: [{ pay: 'mana', symbols }], payer };
    const life = readNumber(c);
    if (life !== undefined && c.take('life')) return { cost: [{ pay: 'life', amount: life }], payer };
  } else if (payer.ref === 'you' && c.at('discard|return')) {
    // `unless you discard two cards`, `unless you return a Forest you control to its owner's hand`: read as a cost.
    let end = c.i;
    while (end < c.w.length && c.w[end].t !== '.') end++;
    const first = c.w[c.i];
    const text = first.source.slice(first.at, end < c.w.length ? c.w[end].at : undefined).trim();
    try {
      const cost = readCostText(text);
      c.i = end;
      return { cost, payer };
    } catch (error) {
      if (!(error instanceof Unread)) throw error;
    }
  } else if (c.takeAny('sacrifice', 'sacrifices')) {
    const another = c.take('another');
    const n = another ? 1 : readNumber(c, true);
    const filter = readFilter(c);
    if (n !== undefined && filter && !filter.zone) {
      if (another) filter.alts.forEach((a) => a.props.unshift({ is: 'other' }));
      return { cost: [{ pay: 'sacrifice', what: { ref: 'chosen', filter, amount: { n }, by: payer }, amount: n }], payer };
    }
  }
  c.reset(at);
  throw new Unread(c.rest(), 'not read: the cost after "unless"');
}

/**
 * One clause: `you may` + a verb phrase, with or without a subject, and an `unless` cost. `said` keeps the player the
 * clause names as its subject (other than you), for a next clause that leaves it out (`that player loses 1 life and
 * discards a card`).
 */
function readClause(c: Cursor, ctx: ReadContext, said: { subject?: Ref } = {}): Step[] {
  const steps = readPlainClause(c, ctx, said);
  const unless = readUnless(c, ctx);
  if (unless) steps[steps.length - 1].unless = unless;
  // "Draw a card at the beginning of the next turn's upkeep." (603.7a): the clause is done later, by a delayed trigger.
  const at = c.mark();
  if (c.take("at the beginning of the next turn's upkeep")) {
    if (c.done || c.peek() === '.') for (const s of steps) s.delayed = 'nextTurnUpkeep';
    else c.reset(at);
  }
  return steps;
}

/** `Until end of turn, target creature gets +2/+2`, `Until end of turn, creatures you control gain trample`. */
function readUntilEndOfTurn(c: Cursor, ctx: ReadContext): Step[] {
  const at = c.mark();
  const subject = readObjectRef(c, ctx);
  const steps = subject ? objectVerb(c, ctx, subject, 'turn') : undefined;
  if (steps) return steps;
  c.reset(at);
  const filter = readFilter(c);
  const each = filter && !filter.zone && filter.plural && filter.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent') ? objectVerb(c, ctx, { ref: 'each', filter }, 'turn') : undefined;
  if (each) return each;
  c.reset(at);
  throw new Unread(c.rest(), 'not read: what happens until end of turn');
}

function readPlainClause(c: Cursor, ctx: ReadContext, said: { subject?: Ref }): Step[] {
  if (c.take('until end of turn ,')) return readUntilEndOfTurn(c, ctx);
  const at = c.mark();
  let optional = false;
  // `…, then discards a card`: the verb (third person) of the player the clause before named.
  const elided = said.subject ? playerVerb(c, ctx, said.subject, true) : undefined;
  if (elided) return elided;
  c.reset(at);
  said.subject = undefined;
  const subjectPlayer = readPlayer(c, ctx);
  if (subjectPlayer) {
    if (subjectPlayer.ref === 'you' && c.take('may')) optional = true;
    // "you may put a creature card from your hand onto the battlefield": choosing no card is the step's own choice.
    const fromHand = optional ? readPutFromHand(c) : undefined;
    if (fromHand) {
      // "It" afterwards is the card put onto the battlefield, which Forge would have to remember: not read.
      ctx.it = ctx.triggerSubject = undefined;
      return [fromHand];
    }
    // "you may have it fight target creature", "you may have target player discard a card": the object or player does it.
    if (optional && c.take('have')) {
      const haveAt = c.mark();
      const player = readPlayer(c, ctx);
      const byPlayer = player && player.ref !== 'you' ? playerVerb(c, ctx, player, false) : undefined;
      if (byPlayer) return mark(byPlayer, true);
      c.reset(haveAt);
      const object = readObjectRef(c, ctx);
      const byObject = object && object.ref !== 'each' ? objectVerb(c, ctx, object) : undefined;
      if (byObject) return mark(byObject, true);
      c.reset(at);
      throw new Unread(c.rest(), 'not read: what you may have done');
    }
    // "they lose 2 life": a player named "they" takes the verb's plain form.
    const third = subjectPlayer.ref !== 'you' && c.w[c.i - 1]?.t !== 'they';
    const steps = playerVerb(c, ctx, subjectPlayer, third);
    if (steps) {
      if (subjectPlayer.ref !== 'you' && !optional) said.subject = subjectPlayer;
      return mark(steps, optional);
    }
    c.reset(at);
  }
  const imperativeSteps = imperative(c, ctx);
  if (imperativeSteps) return imperativeSteps;
  c.reset(at);
  const subject = readObjectRef(c, ctx);
  if (subject) {
    const steps = objectVerb(c, ctx, subject);
    if (steps) return steps;
  }
  c.reset(at);
  // `Creatures you control get +1/+1 until end of turn`: a plural noun phrase with no determiner means each of them.
  const filter = readFilter(c);
  if (filter && !filter.zone && filter.plural && filter.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent')) {
    const steps = objectVerb(c, ctx, { ref: 'each', filter });
    if (steps) return steps;
  }
  c.reset(at);
  throw new Unread(c.rest(), 'not read: what happens');
}

/** `put a(n) <kind> card from your hand onto the battlefield (tapped)`, the sentence ending there. */
function readPutFromHand(c: Cursor): Step | undefined {
  const at = c.mark();
  const filter = c.take('put') && c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (!filter || filter.zone !== 'hand' || filter.zoneOwner !== 'you' || filter.plural || !c.take('onto the battlefield')) return c.reset(at), undefined;
  const tapped = c.take('tapped');
  if (!c.done && c.peek() !== '.') return c.reset(at), undefined;
  return { do: 'putFromHand', filter, tapped: tapped || undefined };
}

function mark(steps: Step[], optional: boolean): Step[] {
  if (optional) for (const s of steps) s.optional = true;
  return steps;
}

/**
 * `…, where X is the number of Zombies you control.`: the words without the clause, and the clause's own words
 * (read after the steps, whose objects "it" and "that creature" in it name); undefined when there is no such clause.
 */
function whereX(w: Word[]): { words: Word[]; clause: Word[] } | undefined {
  const at = w.findIndex((x, i) => x.t === ',' && w[i + 1]?.t === 'where' && w[i + 2]?.t === 'x' && w[i + 3]?.t === 'is');
  if (at < 0) return undefined;
  let end = at + 4;
  while (end < w.length && w[end].t !== '.') end++;
  return { words: [...w.slice(0, at), ...w.slice(end)], clause: w.slice(at + 1, end) };
}

/** The amount a `where X is …` clause (its words from `where`) says; a clause the reader cannot read throws. */
function readWhereX(clause: Word[], ctx: ReadContext): Amount {
  const c = new Cursor(clause.slice(3));
  const amount = readAmountOf(c, ctx);
  if (!amount || !c.done) throw new Unread(clause[0].source.slice(clause[0].at), 'not read: what X is');
  return amount;
}

/** Puts `amount` for every X amount of the steps; throws if an X is left elsewhere (a P/T change, a comparison). */
function defineX(steps: Step[], amount: Amount): void {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === 'X' || node === '-X') throw new Unread('X', 'not read: an X the "where X is" clause does not define');
    if (!node || typeof node !== 'object') return node;
    const o = node as Record<string, unknown>;
    if (o.x === true && Object.keys(o).length === 1) return structuredClone(amount);
    // "gets +X/+X": the P/T change keeps its sign, the amount is what X is.
    if (o.do === 'pump' && (typeof o.power === 'string' || typeof o.toughness === 'string')) {
      o.x = structuredClone(amount);
      return o;
    }
    for (const k of Object.keys(o)) o[k] = visit(o[k]);
    return o;
  };
  visit(steps);
}

/** Reads a whole effect: sentences of clauses joined by `, then`, `and`, `.`; an X defined by `, where X is …`. */
export function readSteps(w: Word[], ctx: ReadContext): Step[] {
  const where = whereX(w);
  if (where) {
    const steps = readSteps(where.words, ctx);
    defineX(steps, readWhereX(where.clause, ctx));
    return steps;
  }
  const c = new Cursor(w);
  const steps: Step[] = [];
  const said: { subject?: Ref } = {};
  let sentence: Step[] = [];
  let ifYouDo = false;
  let ifKicked = false;
  let ifYouControl: Step['ifYouControl'];
  while (!c.done) {
    const from = c.w[c.i];
    const clause = readClause(c, ctx, said);
    // "Draw a card and gain 1 life at the beginning of the next turn's upkeep": the delay would be of both clauses.
    if (sentence.length > 0 && clause.some((s) => s.delayed)) throw new Unread(from.source.slice(from.at).trim(), 'not read: a delay said of more than one clause');
    if (ifYouDo) for (const s of clause) s.ifYouDo = true;
    if (ifKicked) for (const s of clause) s.ifKicked = true;
    if (ifYouControl) for (const s of clause) s.ifYouControl = ifYouControl;
    steps.push(...clause);
    sentence.push(...clause);
    if (c.done) break;
    // A new sentence names its subject again.
    if (c.take('.')) {
      said.subject = undefined;
      ifYouDo = false;
      // "If this spell was kicked, draw two cards." (702.33d) — a sentence of more than the first. "It" after it is the
      // spell dealing damage, which the reader would take for the object named before: not read.
      ifKicked = c.take('if ~ was kicked ,') || c.take('if this spell was kicked ,');
      if (ifKicked && c.at('it')) throw new Unread(c.rest(), 'not read: "it" after "if this spell was kicked"');
      // "If you control a Wizard, draw a card." / "If you control no artifacts, discard a card.": a later sentence's steps
      // only if you control such objects as they resolve.
      ifYouControl = undefined;
      const at = c.mark();
      if (!ifKicked && c.take('if')) {
        ifYouControl = readYouControl(c);
        if (!ifYouControl || !c.take(',')) {
          ifYouControl = undefined;
          c.reset(at);
        }
      }
      // "You may draw a card. If you do, discard a card.": the rest of the effect only if the player drew, which a
      // player who chose to draw always did (another "you may" could be chosen and still not be done).
      if (c.at('if you do ,')) {
        if (!sentence.every((s) => s.optional && s.do === 'draw')) throw new Unread(c.rest(), 'not read: what "if you do" depends on');
        c.take('if you do ,');
        ifYouDo = true;
      }
      sentence = [];
      continue;
    }
    if (c.take(', then') || c.take('then') || c.take(', and') || c.take('and')) continue;
    throw new Unread(c.rest(), 'not read: the rest of the sentence');
  }
  if (steps.length === 0) throw new Unread('', 'no effect');
  // "the life lost this way" counts the loss of the step just before: nothing else. A loss or a gain done later, at the
  // next upkeep, is not the same moment ("Each opponent loses 1 life at the beginning of the next turn's upkeep. You gain
  // life equal to the life lost this way." gains nothing as the spell resolves): not read.
  steps.forEach((s, i) => {
    if (!JSON.stringify(s).includes('"lifeLostThisWay"')) return;
    const before = steps[i - 1];
    if (before?.do !== 'loseLife') throw new Unread('the life lost this way', 'not read: "the life lost this way" with no loss just before');
    if (before.delayed || s.delayed) throw new Unread('the life lost this way', 'not read: "the life lost this way" with a loss or gain done later');
    // A loss that may not happen (a cost paid to stop it, a condition the gain does not share) would leave the count of
    // an earlier loss (Forge's `AFLifeLost` keeps the last one): not read.
    const conditional = before.unless || before.optional || before.ifYouDo || (before.ifKicked && !s.ifKicked)
      || (before.ifYouControl && JSON.stringify(before.ifYouControl) !== JSON.stringify(s.ifYouControl));
    if (conditional) throw new Unread('the life lost this way', 'not read: "the life lost this way" after a loss that may not happen');
  });
  return steps;
}

export { simpleFilter };
