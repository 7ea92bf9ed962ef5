/**
 * Steps whose subject is an object: `~ deals 3 damage to any target`, `target creature gets +2/+2 until end of turn`,
 * `it fights target creature`, `~ becomes a 3/3 creature`, `target creature can't block this turn`, the lure of blockers
 * (damage shields: preventAll.ts).
 */
import { subtypesByType } from '../data/rulesData.js';
import { colorLetters, subtypeOf } from './filters.js';
import { readCount, readEqualTo } from './amountReaders.js';
import { type ReadContext, readDividedTargets, readEachOfUpTo, readObjectRef, readPlayer } from './refs.js';
import { readBecomeChosenType } from './chosenType.js';
import { readBecomeColorOrType } from './becomeColor.js';
import { readBaseStats, selfBaseStatsAnd } from './baseStats.js';
import { readTurnRestriction, restrictionToo, skipNextUntap, skipUntap } from './turnRestrictions.js';
import { readDuration, readForEach, readKeywords, readPT } from './stepPhrases.js';
import type { Amount, ColorLetter, Duration, Ref, Step } from './types.js';
import { Cursor, need, Unread } from './words.js';

/** Forge's hidden keywords of the turn's restrictions, named where the steps are read. */
export { attacksDespiteDefender, mustBeBlockedIfAble, skipNextUntap, skipUntap } from './turnRestrictions.js';

/**
 * `N damage to <object or player> (and M damage to …)`, `damage equal to …`, `N damage divided as you choose among …`.
 * `chained`: after "and" (the damage of the sentence is not this step's alone); `player`: a target player dealt damage
 * before it in the sentence ("… to target player and 1 damage to each creature that player controls").
 */
function damageSteps(c: Cursor, ctx: ReadContext, source: Ref, chained = false, player?: Ref): Step[] {
  let amount: Amount | undefined = c.take('x') ? { x: true as const } : ctx.thatMuch && c.take('that much') ? ctx.thatMuch : readCount(c);
  if (!amount && c.take('damage')) {
    // "deals damage to target creature equal to the number of lands you control": the amount after what is dealt damage.
    if (c.at('to')) return damageThenAmount(c, ctx, source);
    // "deals damage equal to its power to …". "~ deals damage equal to the number of charge counters on it": with no
    // object named before (nor by the trigger's event), "it" is the card dealing the damage, the sentence's subject.
    const noOther = !ctx.it && !ctx.triggerSubject && !ctx.zoneChanged && !ctx.thatCard && !ctx.thatSpell && !ctx.thatCreature;
    amount = need(readEqualTo(c, noOther && source.ref === 'self' && c.at('equal to the number of') ? { ...ctx, it: source } : ctx), c, 'an amount of damage');
  } else {
    need(amount, c, 'an amount of damage');
    if (!c.take('damage')) throw new Unread(c.rest(), 'not read: damage');
  }
  if (c.take('divided as you choose among')) {
    // A fixed amount or X: the most targets there can be is the damage.
    const to = amount && 'n' in amount ? readDividedTargets(c, ctx, amount.n) : amount && 'x' in amount ? readDividedTargets(c, ctx, Infinity) : undefined;
    return [{ do: 'damage', amount: amount!, to: need(to, c, 'the targets the damage is divided among'), source }];
  }
  if (c.take('to')) {
    // "~ deals 1 damage to target creature blocking it": "it" is the card dealing the damage — only where nothing
    // else is "it" yet (no earlier object, no other trigger subject: "whenever a creature you control becomes blocked").
    const itIsSelf = (!ctx.it || ctx.it.ref === 'self') && (!ctx.triggerSubject || ctx.triggerSubject.ref === 'self');
    let to = need(readEachOfUpTo(c, ctx) ?? readPlayer(c, ctx) ?? readObjectRef(c, ctx), c, 'what is dealt damage');
    // Not after the card left the battlefield ("When ~ dies, it deals 2 damage to target creature it's blocking"): it is
    // then out of combat (506.4), and Forge's `blockingSource` / `blockedBySource` name no creature.
    if (itIsSelf && !ctx.selfLeft && source.ref === 'self' && to.ref === 'target' && to.filter.alts.every((a) => a.noun === 'Creature')) {
      const rel = c.take('blocking it') ? 'blockingSelf' as const : c.take("it's blocking") ? 'blockedBySelf' as const : undefined;
      if (rel) to = { ...to, filter: { ...to.filter, alts: to.filter.alts.map((a) => ({ ...a, props: [...a.props, { is: rel }] })) } };
    }
    if (player && to.ref === 'each' && !to.filter.zone && to.filter.alts.every((a) => a.noun === 'Creature' && a.props.length === 0) && c.take('that player controls')) {
      to = { ref: 'each', filter: { ...to.filter, alts: to.filter.alts.map((a) => ({ ...a, props: [{ is: 'controller', who: 'target' }] })) } };
    }
    // "to each creature and each player": one event for both (Forge: one DamageAll).
    if (to.ref === 'each' && !to.filter.alts.some((a) => a.noun === 'Player' || a.noun === 'Opponent') && c.at('and each player|opponent')) {
      c.i += 2;
      to = { ref: 'each', filter: { ...to.filter, alts: [...to.filter.alts, { noun: c.next() === 'player' ? 'Player' : 'Opponent', props: [] }] } };
    } else if (to.ref === 'each' && !to.filter.zone && to.filter.alts.every((a) => a.noun === 'Creature') && c.take('and each planeswalker')) {
      // "to each creature (without flying) and each planeswalker": one event, the creature's words of the creature only.
      to = { ref: 'each', filter: { ...to.filter, alts: [...to.filter.alts, { noun: 'Planeswalker', props: [] }] } };
    }
    const steps: Step[] = [{ do: 'damage', amount: amount!, to, source }];
    // "to target player or planeswalker and each creature that player or that planeswalker's controller controls": the
    // same damage, at once, to the target and to each creature of its player (Forge: DamageAll after it, 5 of 5).
    const walker = to.ref === 'target' && to.max === 1 && ['Player,Planeswalker', 'Opponent,Planeswalker'].includes(to.filter.alts.map((a) => a.noun).join());
    if (walker && c.take("and each creature that player or that planeswalker's controller controls")) {
      return [...steps, { do: 'damage', amount: amount!, to: { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'controller', who: 'targetOrController' }] }] } }, source }];
    }
    if (c.at('and') && (/^\d+$/.test(c.peek(1)) || readCountAhead(c, 1))) {
      c.next();
      const targetPlayer = to.ref === 'target' && to.max === 1 && to.filter.alts.length === 1 && to.filter.alts[0].noun === 'Player' && to.filter.alts[0].props.length === 0;
      steps.push(...damageSteps(c, ctx, source, true, targetPlayer ? to : undefined));
    } else if (!chained && (c.take("and the damage can't be prevented") || c.take(". the damage can't be prevented"))) {
      // "… and the damage can't be prevented", "… . The damage can't be prevented.": of this one step's damage (615.12).
      if (!c.done && c.peek() !== '.') throw new Unread(c.rest(), "not read: the rest of the sentence after \"the damage can't be prevented\"");
      steps[0] = { do: 'damage', amount: amount!, to, source, noPrevention: true };
    }
    return steps;
  }
  throw new Unread(c.rest(), 'not read: where the damage goes');
}

/**
 * After `deals damage`: `to <one object or player> equal to <amount>` ending the sentence. An amount of the object dealt
 * damage itself ("to target creature equal to its power": whose power?) stays unread. So does, for now, the number of
 * cards in your hand: Forge's scripts of this sentence count it two ways (`Count$CardsInYourHand` 2, `Count$InYourHand`
 * 1). A count of permanents you control is marked as said after the target (Forge's scripts of this sentence count
 * subtypes their own way).
 */
function damageThenAmount(c: Cursor, ctx: ReadContext, source: Ref): Step[] {
  c.take('to');
  // "Target creature deals damage to itself equal to its power": the one target is the source, dealt damage by its power.
  if (source.ref === 'target' && source.max === 1 && c.at('itself equal to its power')) {
    c.take('itself');
    const power = readEqualTo(c, { ...ctx, it: source });
    if (power && c.atSentenceEnd) return [{ do: 'damage', amount: power, to: source, source }];
    throw new Unread(c.rest(), 'not read: the damage a creature deals to itself');
  }
  const to = need(readPlayer(c, ctx) ?? readObjectRef(c, ctx), c, 'what is dealt damage');
  const at = c.mark();
  const amount = need(readEqualTo(c, ctx), c, 'an amount of damage');
  if ('of' in amount && amount.of === to) throw new Unread(c.rest(), 'not read: an amount of what is dealt damage');
  if ('count' in amount && amount.count === 'cardsInHand' && amount.player.ref === 'you') {
    c.reset(at);
    throw new Unread(c.rest(), 'not read yet: damage equal to the number of cards in your hand after its target');
  }
  if (!c.done && c.peek() !== '.') throw new Unread(c.rest(), 'not read: words after the amount of damage');
  const yours = 'count' in amount && amount.count === 'objects' && amount.filter.alts.some((a) => a.props.some((p) => p.is === 'controller' && p.who === 'you'));
  return [{ do: 'damage', amount: yours ? { ...amount, afterTarget: true } : amount, to, source }];
}

/**
 * "All creatures able to block target creature this turn do so." (509.1c): a requirement on blockers, which Forge gives
 * the attacker as its keyword (`KW$ HIDDEN All creatures able to block CARDNAME do so.`, 6 of 6 of its scripts of it).
 */
export function readMustBeBlocked(c: Cursor, ctx: ReadContext): Step | undefined {
  const at = c.mark();
  if (!c.take('all creatures able to block')) return undefined;
  const what = readObjectRef(c, ctx);
  if (!what || !['target', 'self', 'enchanted', 'equipped'].includes(what.ref) || !c.take('this turn do so')) return c.reset(at), undefined;
  return { do: 'pump', what, keywords: [], rules: [mustBeBlocked], duration: 'turn' };
}

/** The rule of a creature that all creatures able to block it must block (Forge's keyword, as a static ability says it too). */
export const mustBeBlocked = 'All creatures able to block CARDNAME do so.';

function readCountAhead(c: Cursor, k: number): boolean {
  const at = c.mark();
  c.i += k;
  const ok = readCount(c) !== undefined && c.peek() === 'damage';
  c.reset(at);
  return ok;
}

/**
 * A verb phrase whose subject is an object (`target creature gets …`, `~ deals …`, `it fights …`). `lead`: a duration the
 * sentence began with (`Until end of turn, …`); then only a P/T change or keywords are read.
 */
export function objectVerb(c: Cursor, ctx: ReadContext, what: Ref, lead?: Duration): Step[] | undefined {
  const plural = (what.ref === 'each' && !!what.filter.plural) || (what.ref === 'target' && what.max > 1);
  if (!lead && c.takeAny('deals', 'deal')) return damageSteps(c, ctx, what);
  if (plural) c.take('each');
  if (c.takeAny('gets', 'get')) {
    // "That creature gets an additional +4/+4 until end of turn": a change of its own, added to the one the text gave the
    // same object before (613.4c); of other objects ("Zombie creatures you control get an additional …") not read yet.
    // "Target creature gets an additional …" (a target this sentence names) has no earlier change: not read.
    const sentence = c.w.slice(0, c.i).map((w) => w.t);
    const named = sentence.slice(sentence.lastIndexOf('.') + 1).includes('target');
    if (what === ctx.it && what.ref === 'target' && !named) c.take('an additional');
    const pt = need(readPT(c), c, 'a P/T change');
    let keywords: string[] = [];
    if (c.take('and gains') || c.take('and gain')) keywords = need(readKeywords(c), c, 'keywords');
    // "gets +2/+2 and has haste for as long as ~ remains tapped": keywords it has for that long (of that duration only).
    const has = !lead && keywords.length === 0 && c.take('and has');
    if (has) keywords = need(readKeywords(c), c, 'keywords');
    // "gets +1/+1 for each Forest you control until end of turn" / "… until end of turn for each other attacking Elf".
    let forEach = keywords.length === 0 ? readForEach(c, ctx, { n: 1 }) : undefined;
    const duration = lead ?? need(readDuration(c), c, 'how long');
    if (has && duration !== 'whileSelfTapped') throw new Unread(c.rest(), 'not read: "and has" for this duration');
    forEach ??= keywords.length === 0 && !lead ? readForEach(c, ctx, { n: 1 }) : undefined;
    if (forEach && (typeof pt.power !== 'number' || typeof pt.toughness !== 'number')) throw new Unread(c.rest(), 'not read: an X for each object');
    return andDeals(c, ctx, what, lead, [{ do: 'pump', what, ...pt, keywords, duration, ...(forEach ? { forEach } : {}), ...restrictionToo(c, duration, plural) }]);
  }
  if (c.takeAny('gains', 'gain')) {
    const keywords = need(readKeywords(c), c, 'keywords');
    const duration = lead ?? need(readDuration(c), c, 'how long');
    return andDeals(c, ctx, what, lead, [{ do: 'pump', what, keywords, duration, ...restrictionToo(c, duration, plural) }]);
  }
  const typed = readBecomeChosenType(c, what, lead);
  if (typed) return [typed];
  if (!lead && c.take('becomes the color of your choice')) return [{ do: 'becomeChosenColor', what, duration: need(readDuration(c), c, 'how long') }];
  const recolored = readBecomeColorOrType(c, what, lead);
  if (recolored) return [recolored];
  if (c.takeAny('becomes', 'become')) return [need(readAnimate(c, ctx, what, lead), c, 'what it becomes')];
  const base = readBaseStats(c, what, lead, ctx.selfNouns.includes('creature'));
  if (base?.do === 'animate' && what.ref === 'self' && !lead && base.duration === 'turn') return selfBaseStatsAnd(c, base);
  if (base) return [base];
  if (lead) return undefined;
  const loses = readLoses(c, what, plural);
  if (loses) return [loses];
  if (c.takeAny('fights', 'fight')) return [{ do: 'fight', what, other: need(readObjectRef(c, ctx), c, 'what it fights') }];
  if (!plural && c.takeAny('explores', 'explore')) return [{ do: 'explore', what }];
  if (!plural && c.take('phases out')) return [{ do: 'phaseOut', what }];
  // `Target creature can't block this turn`: a restriction until end of turn (Forge: a hidden keyword granted).
  const rule = readTurnRestriction(c, plural);
  if (rule) return [{ do: 'pump', what, keywords: [], rules: [rule], duration: 'turn' }];
  // `It doesn't untap during its controller's next untap step`, `Those creatures don't untap during their controller's
  // (controllers') next untap step(s)`: lasts until that untap step has passed (Forge: a hidden keyword for good).
  if (plural ? c.take("don't untap during their controller's next untap step") || c.take("don't untap during their controllers' next untap steps") : c.take("doesn't untap during its controller's next untap step")) {
    return [{ do: 'pump', what, keywords: [], rules: [skipNextUntap], duration: 'permanent' }];
  }
  // "It doesn't untap during its controller's untap step for as long as ~ remains tapped" (611.2b): while the card is tapped.
  if (!plural && c.at("doesn't untap during its controller's untap step for as long as ~ remains tapped")) {
    c.take("doesn't untap during its controller's untap step");
    return [{ do: 'pump', what, keywords: [], rules: [skipUntap], duration: need(readDuration(c), c, 'how long') }];
  }
  // "~ doesn't untap during your next untap step": the card's, whose controller activated or controls the ability.
  if (!plural && what.ref === 'self' && c.take("doesn't untap during your next untap step")) return [{ do: 'pump', what, keywords: [], rules: [skipNextUntap], duration: 'permanent' }];
  return undefined;
}

/**
 * "~ loses flying until end of turn", "target creature loses first strike until end of turn", "all creatures lose flying
 * until end of turn" (every object of a kind only): keywords only, for the turn.
 */
function readLoses(c: Cursor, what: Ref, plural: boolean): Step | undefined {
  const at = c.mark();
  const keywords = c.take(plural ? 'lose' : 'loses') && (!plural || what.ref === 'each') ? readKeywords(c) : undefined;
  if (keywords && readDuration(c) === 'turn') return { do: 'loseKeywords', what, keywords, duration: 'turn' };
  return c.reset(at), undefined;
}

/**
 * "~ gets +2/+0 until end of turn and deals 1 damage to you": the same object deals the damage after its pump. Only to you:
 * damage to a target Forge's scripts write first, the pump after it (1 of 1).
 */
function andDeals(c: Cursor, ctx: ReadContext, what: Ref, lead: Duration | undefined, pump: Step[]): Step[] {
  if (lead || what.ref === 'each' || (what.ref === 'target' && what.max > 1) || !c.at('and deals')) return pump;
  const at = c.mark();
  c.i += 2;
  const damage = damageSteps(c, ctx, what);
  // A condition after it ("… and deals 1 damage to you if …") could be said of the damage alone: not read.
  if (damage.length !== 1 || damage[0].do !== 'damage' || damage[0].to.ref !== 'you' || c.at('if')) return c.reset(at), pump;
  return [...pump, ...damage];
}




/**
 * "becomes a 3/3 green Elemental creature with trample until end of turn. It's still a land." (205.1a-b): a P/T, colours,
 * types and keywords it gains. Read where it keeps its other types — the text says so ("still a land", "in addition
 * to its other types") or, for the card itself, its own types are among the new ones (an artifact that becomes an
 * artifact creature) — and where a noncreature card with no subtype or supertype becomes one for good (its new card
 * types replace its own: `replacesTypes`, Forge's `RemoveCardTypes$`).
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
  // "~ becomes a 3/3 Knight creature" of a noncreature card with no other type words (an enchantment of the Opal kind):
  // its new card types replace its own (205.1a), for good where no duration is said.
  const replacesTypes = !keeps && what.ref === 'self' && !inAddition && ctx.selfNouns.length > 0 && !ctx.selfNouns.includes('creature') && !ctx.selfTyped && duration === 'permanent';
  if (!keeps && !replacesTypes) return c.reset(at), undefined;
  // A land has no mana cost (202.1), so it is colourless but for an effect: "target land becomes a green creature" adds
  // its only colour, as for the colourless card itself.
  const lands = what.ref === 'target' && what.filter.alts.every((a) => a.noun === 'Land' || subtypesByType.Land.includes(a.noun));
  const replacesColors = colors.length > 0 && !(what.ref === 'self' && ctx.selfColorless) && !lands ? true : undefined;
  // "becomes a 4/4 Dragon creature": its new creature types replace those it has (205.1a), unless "in addition to its
  // other types"; a land or a noncreature card itself has none.
  const hasCreatureTypes = what.ref === 'self' ? ctx.selfNouns.some((n) => ['creature', 'kindred', 'tribal'].includes(n)) : !lands;
  const replacesCreatureTypes = subtypes.length > 0 && !inAddition && hasCreatureTypes ? true : undefined;
  return { do: 'animate', what, power: Number(pt[1]), toughness: Number(pt[2]), colors, types, subtypes, keywords, duration, replacesColors, replacesCreatureTypes, ...(replacesTypes ? { replacesTypes } : {}) };
}
