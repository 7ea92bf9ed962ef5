/**
 * Reading who or what a step acts on: targets (`target creature`, `up to two target creatures`,
 * `any target`), `each`/`all` phrases, `~`, `it`, players (`you`, `each opponent`, `its
 * controller`) and amounts (`three`, `X`, `the number of Elves you control`).
 */
import { subtypesByType } from '../data/rulesData.js';
import { readCounterKind } from './counters.js';
import { readFilter, readNumber, simpleFilter } from './filters.js';
import type { Amount, Filter, Ref, Step } from './types.js';
import type { Cursor } from './words.js';

/** What the reader keeps while it reads one ability: its targets so far and what `it` means. */
export interface ReadContext {
  /**
   * Numbers the targets of the card's abilities (one counter per card: a spell's lines share their targets' ids);
   * `spellIt`: the target a spell's line named last, which "that creature" on its next line may name (one spell ability);
   * `spellSteps`: that line's steps, which "… instead if …" on the next line may change.
   */
  ids: { next: number; spellIt?: Ref; spellSteps?: Step[] };
  /** The object `it`, `that creature` or `its` refer to. */
  it?: Ref;
  /** The player `that player` refers to. */
  thatPlayer?: Ref;
  /** "Whenever ~ deals combat damage to a creature, destroy that creature": the creature `that creature` is. */
  thatCreature?: Ref;
  /** In a triggered ability: what the trigger's subject was (`that creature` may be it). */
  triggerSubject?: Ref;
  /** True when the trigger's subject is on the battlefield as the ability resolves (it entered, attacked or blocked). */
  subjectOnBattlefield?: boolean;
  /** "When enchanted creature dies, return that card to the battlefield": the card that died, in its graveyard. */
  thatCard?: Ref;
  /** "Whenever you cast a spell, … where X is that spell's mana value": the spell cast. */
  thatSpell?: Ref;
  /** "Whenever ~ is dealt damage, it deals that much damage …": the amount `that much` is. */
  thatMuch?: Amount;
  /** "Whenever ~ becomes blocked, it gets +1/+1 … for each creature blocking it": the attacker that became blocked. */
  blockedAttacker?: Ref;
  /** What the ability's cost sacrificed, when it sacrificed one object (`the sacrificed creature's power`). */
  sacrificed?: Filter;
  /** The card's own type words (`creature` for `this creature`). */
  selfNouns: string[];
  /** The kinds of object a trigger's event names ("Whenever a land enters …": lands), for "that land's controller". */
  triggerFilter?: Filter;
  /** True after a step that reveals cards from the hand ("the number of cards revealed this way" counts them). */
  revealed?: boolean;
  /** In a trigger on a land (permanent) tapped for mana: "that land" ("that permanent"), whose produced mana "one mana of
   * any type that land produced" is. */
  tapped?: 'land' | 'permanent';
  /** True when the card itself has no colour ("~ becomes a green creature" then adds its only colour). */
  selfColorless?: boolean;
}

const anyTarget = (): Filter => ({ alts: [{ noun: 'Creature', props: [] }, { noun: 'Player', props: [] }, { noun: 'Planeswalker', props: [] }] });

/** `target …`, `another target …`, `up to N target …`, `N target …`, `any target`. */
export function readTarget(c: Cursor, ctx: ReadContext): Ref | undefined {
  const at = c.mark();
  let min = 1;
  let max = 1;
  let another = false;
  let x = false;
  if (c.take('any target')) return { ref: 'target', filter: anyTarget(), min, max, id: ctx.ids.next++ };
  if (c.take('up to')) {
    const n = readNumber(c, true);
    if (n === undefined) return c.reset(at), undefined;
    min = 0;
    max = n;
  } else if (c.take('any number of')) {
    min = 0;
    max = Infinity;
  } else if (c.take('x')) {
    // "X target creatures": as many targets as X (601.2b–c: X is announced, then that many targets chosen).
    min = 0;
    max = Infinity;
    x = true;
  } else {
    const n = readNumber(c);
    if (n !== undefined) min = max = n;
  }
  if (c.take('another')) another = true;
  else if (c.take('other') && max > 1) another = true;
  if (!c.take('target')) return c.reset(at), undefined;
  if (x && (c.at('player or planeswalker') || c.at('opponent or planeswalker'))) return c.reset(at), undefined;
  if (c.take('player or planeswalker')) return { ref: 'target', filter: { alts: [{ noun: 'Player', props: [] }, { noun: 'Planeswalker', props: [] }] }, min, max, id: ctx.ids.next++ };
  if (c.take('opponent or planeswalker')) return { ref: 'target', filter: { alts: [{ noun: 'Opponent', props: [] }, { noun: 'Planeswalker', props: [] }] }, min, max, id: ctx.ids.next++ };
  const filter = readFilter(c);
  if (!filter) return c.reset(at), undefined;
  if (another) for (const alt of filter.alts) alt.props.unshift({ is: 'other' });
  // "target artifact that player controls": the trigger's player ("Whenever ~ deals combat damage to a player").
  if (!filter.zone && ctx.thatPlayer?.ref === 'triggered' && ctx.thatPlayer.what === 'player' && !filter.alts.some((a) => a.props.some((p) => p.is === 'controller')) && c.take('that player controls')) {
    for (const alt of filter.alts) alt.props.push({ is: 'controller', who: 'thatPlayer' });
  }
  return { ref: 'target', filter, min, max, id: ctx.ids.next++, another, ...(x ? { x } : {}) };
}

/**
 * `one, two, or three targets`, `one or two target creatures`, `any number of targets` after "… damage divided as you
 * choose among" (601.2d: each target is dealt at least 1, so there are at most as many targets as damage).
 */
export function readDividedTargets(c: Cursor, ctx: ReadContext, damage: number): Ref | undefined {
  const at = c.mark();
  const max = c.take('one , two , or three') ? 3 : c.take('one or two') ? 2 : c.take('any number of') ? damage : undefined;
  if (max === undefined) return undefined;
  let filter: Filter | undefined;
  if (c.take('targets')) filter = anyTarget();
  else if (c.take('target')) {
    filter = readFilter(c);
    if (!filter?.plural || filter.zone) return c.reset(at), undefined;
  }
  if (!filter) return c.reset(at), undefined;
  const target: Ref = { ref: 'target', filter, min: 1, max: Math.min(max, damage), id: ctx.ids.next++, divided: true };
  ctx.it = target;
  return target;
}

const permanentNouns = new Set(['Permanent', 'Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Battle']);

/**
 * True if every object a filter allows is of the kind a word names (`creature(s)`, `land`, `artifact`, `enchantment`,
 * `permanent(s)`: any permanent), so "that creature" may name that target.
 */
export function isKind(filter: Filter, word: string): boolean {
  const kind = word.replace(/s$/, '');
  const type = kind.charAt(0).toUpperCase() + kind.slice(1);
  // A subtype names objects of its card type (`target Plains or Island` … `that land`, 205.3).
  const subtypes: readonly string[] = subtypesByType[type as keyof typeof subtypesByType] ?? [];
  const named = (t: string) => t === type || subtypes.includes(t);
  if (filter.zone) return false;
  return filter.alts.every((a) => (kind === 'permanent' ? permanentNouns.has(a.noun) : named(a.noun) || a.props.some((p) => p.is === 'type' && !p.not && named(p.type))));
}

/** `~`, `this creature`, `it` (as a reference back), `that creature`, `enchanted creature`, `equipped creature`. */
export function readObjectRef(c: Cursor, ctx: ReadContext): Ref | undefined {
  if (c.take('~')) return { ref: 'self' };
  if (c.take('enchanted creature') || c.take('enchanted permanent') || c.take('enchanted land') || c.take('enchanted artifact')) return { ref: 'enchanted' };
  if (c.take('equipped creature')) return { ref: 'equipped' };
  if (c.at('it|them') && (ctx.it || ctx.triggerSubject)) {
    c.next();
    return ctx.it ?? ctx.triggerSubject;
  }
  if (ctx.thatCreature && c.take('that creature')) return (ctx.it = ctx.thatCreature);
  // `Tap target creature. That creature (Those creatures) doesn't untap …`: the target an earlier step named, when it is
  // of the kind the words name (never a target land for "that creature").
  if ((c.at('that creature|permanent|land') || c.at('those creatures|permanents')) && ctx.it?.ref === 'target' && !ctx.triggerSubject && isKind(ctx.it.filter, c.peek(1))) {
    c.i += 2;
    return ctx.it;
  }
  // `Counter target spell … counter that spell instead`: the target spell an earlier step named.
  // `~ deals 2 damage to any target. … 4 damage to that permanent or player instead`: the one target of any kind.
  if (c.at('that permanent or player') && ctx.it?.ref === 'target' && ctx.it.max === 1 && !ctx.it.divided && !ctx.triggerSubject && JSON.stringify(ctx.it.filter) === JSON.stringify(anyTarget())) return (c.i += 4), ctx.it;
  if (c.at('that spell') && ctx.it?.ref === 'target' && !ctx.triggerSubject && ctx.it.filter.zone === 'stack' && ctx.it.filter.alts.every((a) => a.noun === 'Spell')) return (c.i += 2), ctx.it;
  // "each of up to two target creatures", "each of two target creatures": each target is dealt (gets) the whole of it.
  const before = c.mark();
  const eachOf = c.take('each of');
  const target = readTarget(c, ctx);
  if (target && (!eachOf || (target.ref === 'target' && target.max > 1))) {
    ctx.it = target;
    return target;
  }
  c.reset(before);
  const at = c.mark();
  if (c.takeAny('each', 'all')) {
    const filter = readFilter(c);
    if (filter && !filter.zone) {
      // `Destroy all creatures and lands.`, `all artifacts, creatures, and enchantments.`: every object of each kind, when
      // the sentence ends there (a condition after the last kind could be said of it alone or of all of them).
      const joint = c.mark();
      if (filter.plural && (c.take(', and') || c.take('and'))) {
        const more = readFilter(c);
        const plain = (f: typeof filter) => f.alts.every((a) => a.props.every((p) => p.is === 'color' || p.is === 'type' || p.is === 'supertype' || p.is === 'state'));
        // A word before the first kind could be said of both (`all white creatures and artifacts`): the first kind is bare.
        if (more && more.plural && !more.zone && filter.alts.every((a) => a.props.length === 0) && plain(more) && (c.done || c.peek() === '.')) return { ref: 'each', filter: { ...filter, alts: [...filter.alts, ...more.alts] } };
        c.reset(joint);
      }
      return { ref: 'each', filter };
    }
    c.reset(at);
  }
  return undefined;
}

/** A player: `you`, `target player`, `each opponent`, `its controller`, `that player`, `defending player`. */
export function readPlayer(c: Cursor, ctx: ReadContext): Ref | undefined {
  if (c.take('you')) return { ref: 'you' };
  if (c.take('each other player')) return { ref: 'each', filter: { alts: [{ noun: 'Player', props: [{ is: 'other' }] }] } };
  if (c.take('each player')) return { ref: 'each', filter: simpleFilter('Player') };
  if (c.take('each opponent')) return { ref: 'each', filter: simpleFilter('Opponent') };
  if (c.take('defending player')) return { ref: 'defending' };
  if (c.take('that player') && ctx.thatPlayer) return ctx.thatPlayer;
  // "if that player has no cards in hand, they lose 2 life", "unless they pay {2}": that player again.
  if (ctx.thatPlayer && c.take('they')) return ctx.thatPlayer;
  const at = c.mark();
  // "target player or planeswalker" is one target of two kinds (read by readTarget), not a player.
  if (c.at('target player|opponent or planeswalker')) return undefined;
  if (c.take('target player')) return (ctx.thatPlayer = { ref: 'target', filter: simpleFilter('Player'), min: 1, max: 1, id: ctx.ids.next++ });
  if (c.take('target opponent')) return (ctx.thatPlayer = { ref: 'target', filter: simpleFilter('Opponent'), min: 1, max: 1, id: ctx.ids.next++ });
  if (c.takeAny("its controller", "its owner", "that creature's controller", "that permanent's controller", "that artifact's controller", "that land's controller", "that enchantment's controller", "its owner's", "their controller", "their owner")) {
    const word = c.w[c.i - 1].t;
    // "that creature's controller": the creature a step named, or else the object of the trigger ("Whenever a creature
    // dies, that creature's controller …").
    const thatCreature = c.w[c.i - 3]?.t === 'that' && c.w[c.i - 2]?.t === "creature's";
    // "Whenever enchanted creature attacks, its controller loses 3 life": with nothing else named yet, the enchanted
    // (equipped) object of the trigger's event.
    const attached = ctx.triggerSubject?.ref === 'enchanted' || ctx.triggerSubject?.ref === 'equipped' ? { ref: 'triggered' as const, what: 'object' as const } : undefined;
    // "that artifact's (land's, enchantment's) controller": of a target an earlier step named, or else of the object of
    // the trigger when only objects of that kind trigger it ("Whenever a land enters, … that land's controller").
    const kind = /^(artifact|land|enchantment)'s$/.exec(c.w[c.i - 2]?.t ?? '')?.[1];
    const ofTrigger = kind && !ctx.it && ctx.triggerSubject?.ref === 'triggered' && ctx.triggerFilter && isKind(ctx.triggerFilter, kind) ? ctx.triggerSubject : undefined;
    const of = ofTrigger ?? (thatCreature && ctx.thatCreature ? ctx.thatCreature : thatCreature && ctx.triggerSubject?.ref === 'triggered' ? ctx.triggerSubject : ctx.it ?? (word === 'controller' ? attached : undefined));
    if (!of) return c.reset(at), undefined;
    if (kind && !ofTrigger && (of.ref !== 'target' || !isKind(of.filter, kind))) return c.reset(at), undefined;
    const player: Ref = { ref: word.startsWith('owner') ? 'owner' : 'controller', of };
    // "~ deals 3 damage to that creature's controller unless that player pays {3}": the player just named.
    ctx.thatPlayer ??= player;
    return player;
  }
  return undefined;
}

/** An amount before a noun: `a`, `two`, `X`, `that many`. */
export function readCount(c: Cursor): Amount | undefined {
  if (c.take('x')) return { x: true };
  const n = readNumber(c, true);
  return n === undefined ? undefined : { n };
}

/**
 * After `the number of`: `cards in your hand`, `cards in their hand` / `in that player's hand` (a trigger's player),
 * `<filter>` (`Elves you control`, `untapped lands they control`, `Swamps that player controls`); undefined otherwise.
 */
export function readNumberOf(c: Cursor, ctx: ReadContext): Amount | undefined {
  const at = c.mark();
  if (c.take('cards in your hand')) return { count: 'cardsInHand', player: { ref: 'you' } };
  if (ctx.thatPlayer && (c.take('cards in their hand') || c.take("cards in that player's hand"))) return { count: 'cardsInHand', player: ctx.thatPlayer };
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
  return ctx.triggerSubject?.ref === 'triggered' && ctx.triggerSubject.what === 'object' ? ctx.triggerSubject : undefined;
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
  if (c.take('the number of')) {
    const amount = readCountersOn(c, ctx, true) ?? readNumberOf(c, ctx);
    if (amount) return amount;
  } else if ((c.at("that creature's power|toughness") || c.at('its power|toughness')) && (ctx.it ?? triggeredObject(ctx))) {
    // "you gain life equal to that creature's power" in a trigger on another creature: the object of its event.
    const that = c.next() === 'that';
    if (that) c.next();
    const count = c.next() as 'power' | 'toughness';
    return { count, of: (that ? ctx.thatCreature : undefined) ?? ctx.it ?? triggeredObject(ctx)! };
  } else if (c.take("~'s power")) {
    return { count: 'power', of: { ref: 'self' } };
  } else if (c.takeAny("its converted mana cost", "its mana value", "that creature's converted mana cost", "that creature's mana value") && ctx.it) {
    return { count: 'manaValue', of: ctx.it };
  } else if (c.at("that artifact's|enchantment's|land's|permanent's") && ctx.it?.ref === 'target' && isKind(ctx.it.filter, c.peek(1).replace(/'s$/, ''))) {
    // "Destroy target artifact. … where X is that artifact's converted mana cost": of the target of that kind.
    c.next();
    c.next();
    if (c.takeAny('converted mana cost', 'mana value')) return { count: 'manaValue', of: ctx.it };
  } else if (ctx.thatSpell && c.takeAny("that spell's converted mana cost", "that spell's mana value")) {
    return { count: 'manaValue', of: ctx.thatSpell };
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
    const count = c.take('power') ? 'power' : c.take('toughness') ? 'toughness' : c.takeAny('converted mana cost', 'mana value') ? 'manaValue' : undefined;
    if (count) return { count, of: { ref: 'sacrificed' } };
  }
  c.reset(at);
  return undefined;
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
