/**
 * Reading amounts a step's words name: a count before a noun (`three`, `X`), `the number of …`, `equal to …`
 * (a power, a life total, a count), `its power` and the other amounts of an object, and `the number of … counters on ~`.
 */
import { readCounterKind } from './counters.js';
import { readFilter, readNumber } from './filters.js';
import { type ReadContext, isKind } from './refs.js';
import type { Amount, Ref } from './types.js';
import type { Cursor } from './words.js';

/** An amount before a noun: `a`, `two`, `X`, `that many`. */
export function readCount(c: Cursor): Amount | undefined {
  if (c.take('x')) return { x: true };
  const n = readNumber(c, true);
  return n === undefined ? undefined : { n };
}

/** Whether the text before the cursor names each of several players ("to each opponent"; not "each opponent's upkeep"). */
function afterEachPlayer(c: Cursor): boolean {
  const word = c.w[c.i];
  return !!word && /\beach (?:other )?(?:opponent|player)s?\b(?!')/i.test(word.source.slice(0, word.at));
}

/**
 * After `the number of`: `cards in your hand`, `cards in their hand` / `in that player's hand` (a trigger's player),
 * `<filter>` (`Elves you control`, `untapped lands they control`, `Swamps that player controls`); undefined otherwise.
 */
export function readNumberOf(c: Cursor, ctx: ReadContext): Amount | undefined {
  const at = c.mark();
  if (c.take('cards in your hand')) return { count: 'cardsInHand', player: { ref: 'you' } };
  // After "each opponent" / "each player" in the sentence, "their hand" is each one's own: not the trigger's player.
  if (ctx.thatPlayer && !afterEachPlayer(c) && (c.take('cards in their hand') || c.take("cards in that player's hand"))) return { count: 'cardsInHand', player: ctx.thatPlayer };
  const filter = readFilter(c);
  if (!filter) return c.reset(at), undefined;
  if (!filter.zone && ctx.thatPlayer?.ref === 'triggered' && ctx.thatPlayer.what === 'player' && (c.take('they control') || c.take('that player controls'))) {
    if (filter.alts.some((a) => a.props.some((p) => p.is === 'controller' || p.is === 'owner'))) return c.reset(at), undefined;
    for (const alt of filter.alts) alt.props.push({ is: 'controller', who: 'thatPlayer' });
  }
  // "the number of Elves on the battlefield": every such permanent, whoever controls it (what a count without a
  // controller already counts).
  if (!filter.zone && !filter.alts.some((a) => a.props.some((p) => p.is === 'controller')) && c.take('on the battlefield')) return { count: 'objects', filter, onBattlefield: true };
  return { count: 'objects', filter };
}

/** The object of a trigger's event on another object ("Whenever a creature enters …"), when the effect names it. */
function triggeredObject(ctx: ReadContext): Ref | undefined {
  return ctx.triggerSubject?.ref === 'triggered' && ctx.triggerSubject.what === 'object' ? ctx.triggerSubject : ctx.zoneChanged;
}

/**
 * An amount defined after the fact: `equal to the number of Elves you control`, `equal to its
 * power`, `for each creature you control` (the caller decides which form it allows).
 */
export function readEqualTo(c: Cursor, ctx: ReadContext): Amount | undefined {
  const at = c.mark();
  if (!c.take('equal to')) return undefined;
  // "Each opponent loses 1 life. You gain life equal to the life lost this way." (the reader checks a loss came before).
  if (c.take('the life lost this way')) return { count: 'lifeLostThisWay' };
  if (c.take('the damage dealt this way')) return { count: 'damageDealtThisWay' };
  const amount = readAmountOf(c, ctx);
  if (!amount) c.reset(at);
  return amount;
}

/**
 * What an amount is, after `equal to` or `where X is`: `the number of Elves you control`, `its power`, `that
 * creature's toughness`, `~'s power`, `its converted mana cost` ("it" and "that creature" an object the ability's
 * steps named); undefined otherwise.
 */
export function readAmountOf(c: Cursor, ctx: ReadContext): Amount | undefined {
  const at = c.mark();
  // "2 plus the number of cards named ~ in all graveyards": a number added to a count of objects.
  const plus = readNumber(c);
  if (plus !== undefined) {
    const counted = c.take('plus') ? readAmountOf(c, ctx) : undefined;
    if (counted && 'count' in counted && counted.count === 'objects' && !counted.plus) return { ...counted, plus };
    return c.reset(at), undefined;
  }
  if (c.take('the number of basic land types among lands you control')) return { count: 'domain' };
  if (c.take('the number of creatures that died this turn')) return { count: 'creaturesDied' };
  if (c.take("the life you've lost this turn") || c.take('the life you have lost this turn')) return { count: 'lifeYouLostThisTurn' };
  // "where X is the number of colors of mana spent to cast this spell" (converge): of the spell itself only.
  if (c.take('the number of colors of mana spent to cast') && (c.take('this spell') || c.take('~'))) return { count: 'colorsSpent' };
  if (ctx.revealed && c.take('the number of cards revealed this way')) return { count: 'revealedThisWay' };
  if (c.take('the number of experience counters you have')) return { count: 'yourCounters', counter: 'experience' };
  if (c.take('the number of')) {
    const amount = readCountersOn(c, ctx, true) ?? readNumberOf(c, ctx);
    // "the number of cards in their hand minus 4": so many fewer.
    if (amount && 'count' in amount && amount.count === 'cardsInHand' && c.at('minus')) {
      const m = c.mark();
      c.next();
      const minus = readNumber(c);
      if (minus !== undefined) return { ...amount, minus };
      c.reset(m);
    }
    if (amount) return amount;
  } else if ((c.at("that creature's power|toughness") || c.at('its power|toughness')) && (ctx.it ?? triggeredObject(ctx))) {
    // "you gain life equal to that creature's power" in a trigger on another creature: the object of its event.
    const that = c.next() === 'that';
    if (that) c.next();
    const count = c.next() as 'power' | 'toughness';
    return { count, of: (that ? ctx.thatCreature : undefined) ?? ctx.it ?? triggeredObject(ctx)! };
  } else if (c.at('the power|toughness of the creature that died') && triggeredObject(ctx) && ctx.creatureDied) {
    // "Whenever a creature you control dies, … where X is the power of the creature that died": the trigger's object.
    c.next();
    const count = c.next() as 'power' | 'toughness';
    c.take('of the creature that died');
    return { count, of: triggeredObject(ctx)! };
  } else if (c.take("~'s power")) {
    return { count: 'power', of: { ref: 'self' } };
  } else if (c.takeAny("its converted mana cost", "its mana value", "that creature's converted mana cost", "that creature's mana value") && ctx.it) {
    return { count: 'manaValue', of: ctx.it };
  } else if (c.at("that|the artifact's|enchantment's|land's|permanent's") && ctx.it?.ref === 'target' && isKind(ctx.it.filter, c.peek(1).replace(/'s$/, '')) && !(ctx.sacrificed && isKind(ctx.sacrificed, c.peek(1).replace(/'s$/, '')))) {
    // "Destroy target artifact. … where X is that (the) artifact's converted mana cost": of the target of that kind (not
    // when the cost sacrificed one of that kind too: either is "the artifact").
    c.next();
    const kind = c.next().replace(/'s$/, '');
    if (c.takeAny('converted mana cost', 'mana value')) return { count: 'manaValue', of: ctx.it, byKind: kind };
  } else if (ctx.thatSpell && c.takeAny("that spell's converted mana cost", "that spell's mana value")) {
    return { count: 'manaValue', of: ctx.thatSpell };
  } else if (ctx.it?.ref === 'target' && ctx.it.filter.zone === 'stack' && ctx.it.max === 1 && ctx.it.filter.alts.every((a) => a.noun === 'Spell') && c.takeAny("that spell's converted mana cost", "that spell's mana value")) {
    // "Counter target spell. Create an X/X green Ooze creature token, where X is that spell's mana value": the target spell
    // (`countered` when a step before countered it, not when it was returned or copied).
    return ctx.it === ctx.counteredSpell ? { count: 'manaValue', of: ctx.it, countered: true } : { count: 'manaValue', of: ctx.it };
  } else if (c.take('your life total')) {
    return { count: 'lifeTotal', player: { ref: 'you' } };
  } else if (c.take('your devotion to')) {
    // "your devotion to black", "your devotion to white and black" (700.5a).
    const colors: string[] = [];
    do {
      const color = ['white', 'blue', 'black', 'red', 'green'].find((w) => c.take(w));
      if (!color) return c.reset(at), undefined;
      colors.push(color[0].toUpperCase() + color.slice(1));
    } while (colors.length < 2 && c.take('and'));
    return { count: 'devotion', colors };
  } else if (c.take('the greatest')) {
    const stat = c.take('power') ? 'greatestPower' : c.take('toughness') ? 'greatestToughness' : undefined;
    const filter = stat && c.take('among') ? readFilter(c) : undefined;
    if (stat && filter?.plural && !filter.zone) return { count: stat, filter };
  } else if (ctx.sacrificed && c.take('the sacrificed') && isKind(ctx.sacrificed, c.peek().replace(/'s$/, ''))) {
    // "the sacrificed creature's power": of the one object the cost sacrificed, of that kind.
    c.next();
    const count = readStat(c);
    if (count) return { count, of: { ref: 'sacrificed' } };
  } else if (!ctx.paidCard && ctx.it?.ref === 'target' && ctx.it.max === 1 && ctx.it.filter.zone === 'graveyard' && c.take("the exiled card's")) {
    // "Exile target creature card from a graveyard, then … where X is the exiled card's toughness": the target card.
    const count = readStat(c);
    if (count) return { count, of: ctx.it, exiledCard: true };
  } else if (ctx.paidCard && c.take(`the ${ctx.paidCard} card's`)) {
    // "equal to the discarded card's mana value": of the one card the cost discarded (exiled).
    const count = readStat(c);
    if (count) return { count, of: { ref: 'paid', how: ctx.paidCard } };
  }
  c.reset(at);
  return undefined;
}

/** `power`, `toughness` or `mana value` (`converted mana cost`) after an object's name ("the sacrificed creature's"). */
function readStat(c: Cursor): 'power' | 'toughness' | 'manaValue' | undefined {
  return c.take('power') ? 'power' : c.take('toughness') ? 'toughness' : c.takeAny('converted mana cost', 'mana value') ? 'manaValue' : undefined;
}

/**
 * `+1/+1 counters on ~` (after "the number of"; `plural`), `age counter on it` (after "for each"): counters of one kind on
 * the card itself or on the object "it" names; undefined otherwise.
 */
export function readCountersOn(c: Cursor, ctx: ReadContext, plural: boolean): Extract<Amount, { count: 'counters' }> | undefined {
  const at = c.mark();
  const counter = readCounterKind(c);
  if (!counter || !c.take(plural ? 'counters on' : 'counter on')) return c.reset(at), undefined;
  if (c.take('~') || c.takeAny(...ctx.selfNouns.map((n) => `this ${n}`))) return { count: 'counters', counter, of: { ref: 'self' } };
  if (ctx.it && c.take('it')) return { count: 'counters', counter, of: ctx.it };
  return c.reset(at), undefined;
}
