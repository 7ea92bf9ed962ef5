/**
 * Reading static abilities of permanents: continuous effects (611.3: `Other creatures you control
 * get +1/+1`, `Enchanted creature has flying`, `~ can't block`), and the replacement effects
 * cardtext recognises (614.1c–d: `~ enters the battlefield tapped`, `… with N +1/+1 counters on it`).
 */
import { readMustBlock } from './blockers.js';
import type { ReadContext } from './refs.js';
import { readAsLongAs, readIfYouControl, readQuality, readStateCondition } from './conditions.js';
import { readYouControl } from './triggers.js';
import { readCostChange } from './costChanges.js';
import { readPlayerRules } from './playerRules.js';
import { readWhileCreature } from './moreConditions.js';
import type { AbilityEffect, Continuous, Ref } from './types.js';
import { mustBeBlocked } from './objectSteps.js';
import { readStaticSentence } from './staticSentences.js';
import { readWholeStatic } from './staticWholes.js';
import { readStaticPrevention } from './staticPrevention.js';
import { readAffected, readUpToComma } from './staticSubjects.js';
import { readDefines } from './staticCounts.js';
import { selfSentences } from './staticRestrictions.js';
import { Cursor, Unread, type Word } from './words.js';
import { mergeMore, readContinuous } from './continuousClauses.js';

/** Reads a static ability's text (all of it) into the effect; throws Unread if it can't. */
export function readStatic(w: Word[], ctx: ReadContext, out: AbilityEffect): void {
  const c = new Cursor(w);
  for (const [phrase, rule] of selfSentences) {
    const at = c.mark();
    if (c.take(phrase) && (c.take('.'), c.done)) {
      out.continuous = [{ affected: { ref: 'self' }, keywords: [], rules: [rule] }];
      return;
    }
    c.reset(at);
  }
  const whole = readWholeStatic(c);
  if (whole) {
    out.continuous = [whole];
    return;
  }
  const playerRules = readPlayerRules(c);
  if (playerRules) {
    out.continuous = playerRules;
    return;
  }
  if (readStaticPrevention(c, ctx, out)) return;
  if (readStaticSentence(c, out)) return;
  const costChange = readCostChange(c);
  if (costChange) {
    out.costChange = costChange;
    return;
  }
  const defines = readDefines(c, ctx);
  if (defines) {
    c.take('.');
    if (!c.done) throw new Unread(c.rest(), 'not read: the rest of the ability');
    out.continuous = [{ affected: { ref: 'self' }, keywords: [], rules: [], defines }];
    return;
  }
  // "As long as ~ is paired with another creature, both creatures have reach" / "each of those creatures gets +1/+1" (702.95).
  if (c.take('as long as ~ is paired with another creature ,')) {
    const plural = !!c.take('both creatures');
    if (!plural && !c.take('each of those creatures')) throw new Unread(c.rest(), 'not read: what the paired creatures get');
    const effect = readContinuous(c, { ref: 'self' }, plural, ctx);
    c.take('.');
    if (!effect || effect.forEach || effect.forEachCounter || !c.done) throw new Unread(c.rest(), 'not read: what the paired creatures get');
    out.continuous = [{ ...effect, paired: true }];
    return;
  }
  // `As long as you control an artifact, ~ gets +1/+1` (the condition first, then its comma).
  const before = c.mark();
  // `As long as ~ is in your graveyard and you control a Forest, creatures you control have trample`: it works from there.
  // `As long as ~ is in your graveyard, lands you control have "{T}: Add {G}."`: the card there is the whole condition.
  const graveyardAt = c.take('as long as ~ is in your graveyard');
  const onlyGraveyard = graveyardAt && c.take(',');
  const inGraveyard = onlyGraveyard || (graveyardAt && c.take('and'));
  if (!inGraveyard) c.reset(before);
  let asLongAs = onlyGraveyard ? undefined : inGraveyard ? readUpToComma(c, readStateCondition) : readAsLongAs(c);
  if (inGraveyard && !onlyGraveyard && (!asLongAs || !('youControl' in asLongAs) || !c.at(','))) throw new Unread(c.rest(), 'not read: the condition with the card in your graveyard');
  if (asLongAs && !c.take(',')) {
    c.reset(before);
    asLongAs = undefined;
  }
  // `As long as ~ is equipped, it gets +1/+1`: "it" is the card itself.
  // `As long as enchanted creature is blue, it gets +1/+1`: "it" is the enchanted creature.
  const it: Ref | undefined = asLongAs && ('selfIs' in asLongAs || 'selfCounters' in asLongAs || 'selfType' in asLongAs || 'selfHas' in asLongAs) ? { ref: 'self' } : asLongAs && 'attachedIs' in asLongAs ? (asLongAs.to === 'enchanted' && asLongAs.permanent ? { ref: 'enchanted', permanent: true } : { ref: asLongAs.to }) : undefined;
  // `Threshold — As long as …, all creatures able to block ~ do so` (509.1c, with a condition).
  const mustBlock = asLongAs ? readMustBlock(c, it) : undefined;
  const affected = mustBlock ? { ref: mustBlock, plural: false } : it && c.take('it') ? { ref: it, plural: false } : readAffected(c, ctx);
  if (!affected) throw new Unread(c.rest(), 'not read: what the ability affects');
  const effect = mustBlock ? { affected: mustBlock, keywords: [], rules: [mustBeBlocked] } : readContinuous(c, affected.ref, affected.plural, ctx);
  if (!effect) throw new Unread(c.rest(), 'not read: what the ability does');
  // `… and can't block`, `… and has flying`: more of the same object; `gets +2/+2, has first strike, and …`: a list of them.
  while (c.take('and') || c.take(', and') || (c.at(',') && /^(has|have|gets|get|can't|can|is|are)$/.test(c.peek(1)) && (c.next(), true))) {
    // `Enchanted creature can't attack or block, and its activated abilities can't be activated.`
    if (!affected.plural && affected.ref.ref !== 'each' && c.take("its activated abilities can't be activated")) {
      effect.rules.push("CARDNAME's activated abilities can't be activated.");
      continue;
    }
    // `it gets +1/+1 and all creatures able to block it do so`.
    const must = affected.plural ? undefined : readMustBlock(c, affected.ref);
    if (must && must.ref === affected.ref.ref) {
      effect.rules.push(mustBeBlocked);
      continue;
    }
    if (must) throw new Unread(c.rest(), 'not read: what the ability does');
    const clause = c.mark();
    const more = readContinuous(c, affected.ref, affected.plural, ctx);
    if (!more || !mergeMore(effect, more)) throw new Unread((c.reset(clause), c.rest()), 'not read: what the ability does');
  }
  // `~ can't attack unless you control an artifact`, `… unless you control another Minotaur`: a restriction of the card
  // itself that holds as long as you control none.
  if (!asLongAs && affected.ref.ref === 'self' && effect.rules.length > 0 && effect.power === undefined && effect.keywords.length === 0 && !effect.granted && c.take('unless')) {
    const you = readYouControl(c);
    if (!you || you.compare !== 'GE' || you.count !== 1) throw new Unread(c.rest(), 'not read: the condition after "unless"');
    // Whose it is before its power, as Forge's scripts count it (`Creature.Other+YouCtrl+powerGE4`).
    const [alt] = you.youControl.alts;
    const stat = alt.props.findIndex((p) => p.is === 'stat');
    if (stat >= 0) alt.props = [...alt.props.slice(0, stat), ...alt.props.filter((p) => p.is === 'controller'), ...alt.props.slice(stat).filter((p) => p.is !== 'controller')];
    asLongAs = { ...you, compare: 'EQ', count: 0 };
  }
  // `Enchanted creature gets +2/+2 as long as it's a Human`: "it" is the creature the Aura or Equipment is attached to.
  // `Enchanted creature can't block if it's black`: "if" of a quality, as "as long as" (a static ability's condition).
  const ifIts = !asLongAs && (affected.ref.ref === 'enchanted' || affected.ref.ref === 'equipped') && c.at("if it's") && ['.', ''].includes(c.peek(3));
  if (!asLongAs && (affected.ref.ref === 'enchanted' || affected.ref.ref === 'equipped') && (c.at("as long as it's") || c.at('as long as it is') || ifIts)) {
    const at = c.mark();
    c.i += ifIts ? 2 : c.at("as long as it's") ? 4 : 5;
    // `… as long as it's untapped`: a state of that creature (Forge: `Creature.EnchantedBy+untapped`).
    const state = (['untapped', 'tapped', 'attacking', 'blocking'] as const).find((s) => c.at(s) && ['.', ''].includes(c.peek(1)) && c.take(s));
    const quality = state ? [{ is: 'state' as const, state }] : readQuality(c);
    if (quality) asLongAs = { attachedIs: quality, to: affected.ref.ref };
    else c.reset(at);
  }
  const whileCreature = asLongAs ? undefined : readWhileCreature(c, affected.ref);
  if (whileCreature) effect.affected = whileCreature;
  // `~ has flying as long as it's your turn` (the condition last).
  if (!asLongAs && !whileCreature) asLongAs = readAsLongAs(c);
  // `~ doesn't untap during your untap step if it has a depletion counter on it`: "if" of a state, as "as long as".
  if (!asLongAs && c.at('if it has')) {
    const at = c.mark();
    c.next();
    const state = readStateCondition(c);
    if (state && 'selfCounters' in state) asLongAs = state;
    else c.reset(at);
  }
  // `~ can't block if you control an untapped land`: a restriction of the card itself while you control such objects.
  if (!asLongAs && affected.ref.ref === 'self' && effect.rules.length > 0 && effect.power === undefined && effect.keywords.length === 0 && !effect.granted) asLongAs = readIfYouControl(c);
  // A state of the card itself conditions only what the card itself gets (`~ has first strike as long as it's attacking`).
  // A state of the card itself conditions what other objects get only when the text names the card (`As long as ~ is
  // untapped, Elves you control get +1/+1`): "Enchanted creature has shroud as long as it's untapped" is of the creature.
  if (asLongAs && 'selfIs' in asLongAs && affected.ref.ref !== 'self' && !asLongAs.byName) throw new Unread(c.rest(), 'not read: the state of the card that the ability depends on');
  // Counters on the card itself are read for what the card itself gets (`~ has trample as long as it has a +1/+1 counter on it`).
  // "As long as ~ has five or more quest counters on it, creatures you control get +2/+0": the card named, for other objects.
  if (asLongAs && 'selfCounters' in asLongAs && affected.ref.ref !== 'self' && !asLongAs.byName) throw new Unread(c.rest(), 'not read: the counters the ability depends on');
  // Defending player is the card's own (Forge: `DefenderCtrl`, of the attacking card with the ability).
  if (asLongAs && 'defenderControls' in asLongAs && affected.ref.ref !== 'self') throw new Unread(c.rest(), 'not read: whose defending player it is');
  // A type of the card itself, of what the card itself gets (`~ has defender as long as it's a Wall`).
  if (asLongAs && ('selfType' in asLongAs || 'selfHas' in asLongAs) && affected.ref.ref !== 'self') throw new Unread(c.rest(), 'not read: the type of the card that the ability depends on');
  // "blocking it", "attached to it": the card itself, of what the card itself gets.
  if (asLongAs && ('blockedBy' in asLongAs || 'equipmentAttached' in asLongAs) && affected.ref.ref !== 'self') throw new Unread(c.rest(), 'not read: what "it" is');
  if (asLongAs && 'attachedIs' in asLongAs && affected.ref.ref !== asLongAs.to) throw new Unread(c.rest(), 'not read: which creature the ability is about');
  if (asLongAs) effect.asLongAs = asLongAs;
  if (inGraveyard) {
    if (affected.ref.ref !== 'each') throw new Unread(c.rest(), 'not read: what the card in your graveyard affects');
    effect.inGraveyard = true;
  }
  // A player has only the keywords a player can have (702.11d hexproof, 702.18c shroud, 702.16 protection): "You have
  // flying" is not a rule of the game.
  const player = affected.ref.ref === 'you' || (affected.ref.ref === 'each' && affected.ref.filter.alts.some((a) => a.noun === 'Player' || a.noun === 'Opponent'));
  if (player && (effect.power !== undefined || effect.granted || effect.keywords.some((k) => !/^(Hexproof|Shroud|Protection from \S.*)$/.test(k)))) {
    throw new Unread(c.rest(), 'not read: a quality a player cannot have');
  }
  // `… as long as it's a Human. Otherwise, it gets -2/-2` / `it can't attack or block`: the same creature when it is not.
  if (asLongAs && 'attachedIs' in asLongAs && c.at('. otherwise , it')) {
    c.i += 4;
    const [quality] = asLongAs.attachedIs;
    const negatable = quality.is === 'color' || quality.is === 'type' || quality.is === 'supertype';
    const otherwise = asLongAs.attachedIs.length === 1 && negatable ? readContinuous(c, affected.ref, false, ctx) : undefined;
    c.take('.');
    if (!otherwise || !negatable || otherwise.forEach || otherwise.forEachCounter || otherwise.granted || !c.done) throw new Unread(c.rest(), 'not read: what it gets otherwise');
    otherwise.asLongAs = { attachedIs: [{ ...quality, not: true }], to: asLongAs.to };
    effect.asLongAs = asLongAs;
    out.continuous = [effect, otherwise];
    return;
  }
  // "… has protection from black. This effect doesn't remove ~." (702.16c: the protection does not make the Aura fall off).
  if (affected.ref.ref === 'enchanted' && effect.keywords.length > 0 && effect.keywords.every((k) => k.startsWith('Protection from ')) && c.take(". this effect doesn't remove ~")) effect.protectionKeepsSource = true;
  const more = asLongAs ? [] : readWhileAttachedIs(c, affected.ref, ctx);
  c.take('.');
  if (!c.done) throw new Unread(c.rest(), 'not read: the rest of the ability');
  out.continuous = [effect, ...more];
}

/**
 * `Equipped creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2. As long as it's red, it has
 * trample.`: more of the same enchanted or equipped creature, each while it is of a kind (the sentences after the first).
 */
function readWhileAttachedIs(c: Cursor, affected: Ref, ctx: ReadContext): Continuous[] {
  const more: Continuous[] = [];
  if (affected.ref !== 'equipped' && affected.ref !== 'enchanted') return more;
  while (c.at(". as long as it's")) {
    c.i += 5;
    const quality = readQuality(c);
    const next = quality && c.take(', it') ? readContinuous(c, affected, false, ctx) : undefined;
    if (!quality || !next || next.forEach || next.forEachCounter) throw new Unread(c.rest(), 'not read: what it gets as long as it is of a kind');
    more.push({ ...next, asLongAs: { attachedIs: quality, to: affected.ref } });
  }
  return more;
}
