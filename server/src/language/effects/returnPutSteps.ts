/**
 * The imperative steps that move an object to a zone after their verb: "Return target creature to its owner's hand",
 * "Return ~ from your graveyard to the battlefield", "Put two +1/+1 counters on ~", "Put target card on top of its
 * owner's library". Read by `imperative` (playerSteps.ts) once it has taken the verb.
 */
import { readCounterKind } from './counters.js';
import { readFilter, readNumber } from './filters.js';
import { readCount } from './amountReaders.js';
import { type ReadContext, namesPlayer, readObjectRef } from './refs.js';
import { readThatCard } from './thatCardSteps.js';
import { readRandomReturn } from './randomReturn.js';
import { readReturnAll } from './graveyardCards.js';
import type { Amount, Ref, Step } from './types.js';
import { Cursor, need, Unread } from './words.js';

/** After "return": what returns and where (`target creature to its owner's hand`, `that card to the battlefield`). */
export function readReturn(c: Cursor, ctx: ReadContext): Step[] | undefined {
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
  const thatCard = readThatCard(c, ctx, 'return') ?? readRandomReturn(c) ?? readReturnAll(c);
  if (thatCard) return thatCard;
  const what = need(readObjectRef(c, ctx), c, 'what is returned');
  // `Return ~ from your graveyard to the battlefield/your hand` (an ability of the card in the graveyard).
  if (what.ref === 'self' && c.take('from your graveyard')) {
    if (c.take('to the battlefield')) {
      const tapped = c.take('tapped');
      // "… attached to that creature": the creature the trigger is about (303.4f), still on the battlefield (one that died
      // or left it cannot be attached to: 303.4g).
      const attachedTo = c.take('attached to that creature') ? need(ctx.triggerSubject?.ref === 'triggered' && ctx.subjectOnBattlefield ? ctx.triggerSubject : undefined, c, 'what it is attached to') : undefined;
      return [{ do: 'return', what, to: 'battlefield', tapped: tapped || undefined, ...(attachedTo ? { attachedTo } : {}) }];
    }
    if (c.take('to your hand')) return [{ do: 'return', what, to: 'hand' }];
    throw new Unread(c.rest(), 'not read: where it returns');
  }
  ctx.it = what;
  const inZone = what.ref === 'target' && what.filter.zone;
  // "… target creatures … to their owner's hand" (an older printing's words): each to its owner's hand.
  // "Return target permanent to its owner's hand. Then that player discards a card.": "that player" is its owner, where
  // no other player was named before (by the effect, or by the trigger: "Whenever an opponent draws a card, …") and the
  // very next clause is "(then) that player …" (a player named in between would be the nearer one).
  const thatPlayerNext = c.at("to its owner's hand .|, that player") || c.at("to its owner's hand .|, then that player");
  if (!inZone && what.ref === 'target' && what.max === 1 && c.at("to its owner's hand")) {
    const playerBefore = ctx.thatPlayer || ctx.triggerNamesPlayer || namesPlayer(c.w.slice(0, c.i).map((w) => w.t).join(' '));
    // After an earlier bounce bound "that player" to its owner, it could be either owner: not read.
    if (ctx.thatPlayer?.ref === 'owner' && ctx.thatPlayer.of.ref === 'target') ctx.thatPlayer = undefined;
    if (!playerBefore && thatPlayerNext) ctx.thatPlayer = { ref: 'owner', of: what };
  }
  if (!inZone && c.takeAny("to its owner's hand", "to their owners' hands", "to its owners' hand", "to their owner's hand")) return [{ do: 'bounce', what }];
  // "Return ~ to your hand": the card goes to its owner's hand whoever controls it (400.3).
  if (what.ref === 'self' && c.take('to your hand')) return [{ do: 'bounce', what }];
  // "Return target creature you own to your hand": its owner's hand is yours.
  const owned = what.ref === 'target' && what.filter.alts.every((a) => a.props.some((p) => p.is === 'owner' && p.who === 'you'));
  if (!inZone && owned && c.take('to your hand')) return [{ do: 'bounce', what }];
  // "Return target creature and target land to their owners' hands": two targets, each bounced.
  const second = !inZone && what.ref === 'target' && what.max === 1 && c.at('and target') ? (c.next(), readObjectRef(c, ctx)) : undefined;
  if (second?.ref === 'target' && second.max === 1 && !second.filter.zone && c.take("to their owners' hands")) {
    ctx.it = undefined;
    return [{ do: 'bounce', what, pair: true }, { do: 'bounce', what: second, pair: true }];
  }
  if (second) throw new Unread(c.rest(), 'not read: where the two targets return');
  if (inZone && c.takeAny('to your hand', "to its owner's hand", "to their owner's hand")) return [{ do: 'return', what, to: 'hand' }];
  if (inZone && c.take('to the battlefield')) {
    const tapped = c.take('tapped');
    const yours = c.take('under your control');
    return [{ do: 'return', what, to: 'battlefield', tapped: tapped || undefined, underYourControl: yours || undefined }];
  }
  throw new Unread(c.rest(), 'not read: where it returns');
}

/** After "put": counters on an object, or an object on top or bottom of a library or onto the battlefield. */
export function readPut(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const at = c.mark();
  const upTo = readUpToCounters(c, ctx);
  if (upTo) return upTo;
  const counters = readCountersOn(c, ctx, true);
  if (counters) {
    const first: Step = { do: 'counters', ...counters };
    return counters.what.ref === 'target' ? [first, ...readMoreCounters(c, ctx)] : [first];
  }
  c.reset(at);
  const thatCard = readThatCard(c, ctx, 'put');
  if (thatCard) return thatCard;
  const what = readObjectRef(c, ctx);
  if (what && c.takeAny("on top of its owner's library", "on top of their owner's library")) return [{ do: 'putOnLibrary', what, position: 'top' }];
  if (what && c.takeAny("on the bottom of its owner's library", "on the bottom of their owner's library")) return [{ do: 'putOnLibrary', what, position: 'bottom' }];
  // "Put all creatures on the bottom of their owners' libraries": every such permanent, each to its owner's library
  // (the order of several there is its owner's choice, 401.4).
  if (what?.ref === 'each' && !what.filter.zone && c.take("on the bottom of their owners' libraries")) return [{ do: 'putOnLibrary', what, position: 'bottom' }];
  // "Put target creature into its owner's library second from the top" (401.4: one card above it).
  const into = c.mark();
  const depth = what && c.take("into its owner's library") ? ['second', 'third'].indexOf(c.next()) + 1 : 0;
  if (what && depth > 0 && c.take('from the top')) return [{ do: 'putOnLibrary', what, position: 'top', depth }];
  c.reset(into);
  // "Put target creature card from your graveyard on top of your library": one target card of your own graveyard.
  const yours = what?.ref === 'target' && what.filter.zone === 'graveyard' && what.filter.zoneOwner === 'you' && ((what.min === 1 && what.max === 1) || what.min === 0);
  if (yours && c.take('on top of your library')) return [{ do: 'putOnLibrary', what, position: 'top' }];
  // "Put up to three target cards from an opponent's graveyard on top of their library in any order" (the order theirs
  // to choose as the cards' owner puts them there, 401.4).
  const theirs = what?.ref === 'target' && what.filter.zone === 'graveyard' && what.filter.zoneOwner === 'opponent';
  if (theirs && c.take('on top of their library')) {
    c.take('in any order');
    return [{ do: 'putOnLibrary', what, position: 'top' }];
  }
  if (yours && c.take('on the bottom of your library')) return [{ do: 'putOnLibrary', what, position: 'bottom' }];
  // "Put target creature card from a graveyard onto the battlefield [under your control]": the card returns from its
  // graveyard to the battlefield, as "return … to the battlefield" says it, under your control whether said or not
  // (110.2a: an object a player puts onto the battlefield enters under that player's control).
  if (what?.ref === 'target' && what.filter.zone === 'graveyard' && c.take('onto the battlefield')) {
    ctx.it = what;
    const tapped = c.take('tapped') || undefined;
    c.take('under your control');
    return [{ do: 'return', what, to: 'battlefield', tapped, underYourControl: true, put: true }];
  }
  return undefined;
}

/**
 * "<amount> <kind> counter(s) on <object>" after "put" (after "put up to"): none, the cursor left where it stopped, when
 * no amount of a kind of counter comes next. `thatMany`: "that many" is the amount of the trigger's event ("put that
 * many +1/+1 counters on ~", the damage dealt).
 */
function readCountersOn(c: Cursor, ctx: ReadContext, thatMany: boolean): { amount: Amount; counter: string; what: Ref } | undefined {
  const amount = thatMany && ctx.thatMuch && c.take('that many') ? ctx.thatMuch : readCount(c);
  const counter = amount ? readCounterKind(c) : undefined;
  if (!amount || !counter) return undefined;
  c.next();
  if (!c.take('on')) throw new Unread(c.rest(), 'not read: where the counters go');
  return { amount, counter, what: need(readObjectRef(c, ctx), c, 'what gets counters') };
}

/**
 * "Put up to X +1/+0 counters on ~. This ability can't cause the total number of +1/+0 counters on ~ to be greater than
 * four.": counters on the card itself, as many as its controller chooses up to the amount, with a cap on the total of
 * that kind the next sentence says (its only reading here). Without that cap, "up to" is not read.
 */
function readUpToCounters(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const at = c.mark();
  if (!c.take('up to')) return undefined;
  const counters = readCountersOn(c, ctx, false);
  if (!counters) return c.reset(at), undefined;
  const { amount, counter, what } = counters;
  if (what.ref !== 'self' || !c.take(". this ability can't cause the total number of")) throw new Unread(c.rest(), 'not read: up to a number of counters, with no cap on their total');
  if (readCounterKind(c) !== counter) throw new Unread(c.rest(), 'not read: a cap on counters of another kind');
  c.next();
  const capped = c.take('on') ? readObjectRef(c, ctx) : undefined;
  if (capped?.ref !== 'self' || !c.take('to be greater than')) throw new Unread(c.rest(), 'not read: a cap on the counters of another object');
  const maxTotal = need(readNumber(c), c, 'the greatest number of counters');
  return [{ do: 'counters', what, counter, amount, upTo: { maxTotal } }];
}

/**
 * "Put two +1/+1 counters on target creature and two +1/+1 counters on another target creature", "… and a +1/+1 counter
 * on up to one target Merfolk": the counters on a second target ("another": not the first, 115.3). None if not so.
 */
function readMoreCounters(c: Cursor, ctx: ReadContext): Step[] {
  const at = c.mark();
  if (!c.take('and')) return [];
  const amount = readCount(c);
  const counter = amount ? readCounterKind(c) : undefined;
  if (amount && counter) {
    c.next();
    const on = c.take('on');
    // "… on up to one other target creature": readTarget takes "other" as a filter only of more than one target.
    const unique = on && (c.take('another') || c.at('up to one other target'));
    const what = on ? readObjectRef(c, ctx) : undefined;
    if (what?.ref === 'target' && !what.another) {
      // "Those creatures (That creature) gain(s) …" after it: both targets or either — Forge's `Targeted` is the last one only.
      ctx.it = undefined;
      ctx.itAmbiguous = true;
      return [{ do: 'counters', what: unique ? { ...what, unique: true } : what, counter, amount }];
    }
  }
  c.reset(at);
  return [];
}
