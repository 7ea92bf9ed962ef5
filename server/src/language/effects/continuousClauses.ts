/**
 * What a static ability's continuous effect does, clause by clause (611.3): `gets +1/+1`, `has flying`, `can't block`,
 * `is black`, `is an Island`, and what a clause after "and" adds to the one before it.
 */
import { readUnblockableBy } from './blockers.js';
import { readFilter } from './filters.js';
import { readAddedLandType, readAddedType, readBasePT, readLandCreature, readLandType, readLosesKeyword } from './characteristics.js';
import { colorLetters } from './filters.js';
import { subtypesByType } from '../data/rulesData.js';
import type { ReadContext } from './refs.js';
import { readKeywords } from './stepPhrases.js';
import { readGranted, readGrantedUpkeep } from './granted.js';
import type { Continuous, Ref } from './types.js';
import { controlledByYou } from './staticSubjects.js';
import { readAttached, readCounted, readCounterOnSelf, readWhereX } from './staticCounts.js';
import { byLength } from './staticRestrictions.js';
import type { Cursor } from './words.js';

/** After `has`: keywords (`flying and first strike`) or activated abilities in quotes (`"{B}: Regenerate this creature."`). */
function readHas(c: Cursor, ctx: ReadContext, effect: Continuous): Continuous | undefined {
  const basePT = readBasePT(c);
  if (basePT) return { ...effect, basePT };
  const upkeep = readGrantedUpkeep(c);
  if (upkeep) return { ...effect, upkeep };
  const granted = readGranted(c, ctx);
  if (granted) return { ...effect, granted };
  // "has protection from the chosen color": the colour chosen as the permanent entered (the export checks it chose one).
  if (c.take('protection from the chosen color')) return { ...effect, keywords: ['Protection from the chosen color'] };
  // "have protection from creatures of the chosen type": the creature type chosen as the permanent entered (likewise).
  if (c.take('protection from creatures of the chosen type')) return { ...effect, keywords: ['Protection from creatures of the chosen type'] };
  const before = c.mark();
  const keywords = readKeywords(c);
  // Banding a static grants is left unread (the cursor back before the keywords, so what is not read is "banding"): its
  // one script in Forge orders the affected objects' conditions the other way (`Creature.YouCtrl+Wall`); only a step's
  // banding until end of turn is read.
  if (keywords?.includes('Banding')) return c.reset(before), undefined;
  if (!keywords) return undefined;
  effect.keywords = keywords;
  return effect;
}

/** `gets +1/+1`, `has flying`, `gets +2/+0 and has first strike`, `can't block`. */
export function readContinuous(c: Cursor, affected: Ref, plural: boolean, ctx: ReadContext): Continuous | undefined {
  const effect: Continuous = { affected, keywords: [], rules: [] };
  const verb = (singular: string, many: string) => c.take(plural ? many : singular);
  if (verb('gets', 'get')) {
    // `gets -X/-X, where X is the number of cards in your hand`: as "-1/-1 for each card in your hand".
    const whereX = readWhereX(c, ctx);
    if (whereX) return { ...effect, ...whereX };
    // "gets an additional +1/+0 as long as …": one more P/T change of its own, added to the others (613.4c).
    if (c.at('an additional') && /^[+-]\d+\/[+-]\d+$/.test(c.peek(2))) c.take('an additional');
    const m = /^([+-])(\d+)\/([+-])(\d+)$/.exec(c.peek());
    if (!m) return undefined;
    c.next();
    effect.power = Number(m[1] + m[2]);
    effect.toughness = Number(m[3] + m[4]);
    // `gets +1/+1 for each artifact you control`: so much for each object counted.
    if (c.take('for each')) {
      const counter = readCounterOnSelf(c, affected);
      const counted = counter ? undefined : readAttached(readCounted(c), c, affected);
      if (counter) effect.forEachCounter = counter;
      else if (!counted) return undefined;
      else effect.forEach = counted;
    }
    // `… and has flying`; `… and is black` (105.3: replaces its colours); `… and can't block` is read by the caller.
    const and = c.mark();
    if (c.take('and') && verb('has', 'have')) return readHas(c, ctx, effect);
    c.reset(and);
    if (!plural && c.take('and is') && colorLetters[c.peek()]) return { ...effect, setColor: colorLetters[c.next()] };
    c.reset(and);
    return effect;
  }
  if (verb('has', 'have')) return readHas(c, ctx, effect);
  if (!plural && affected.ref === 'self' && c.take("isn't a creature")) return { ...effect, notCreature: true };
  // `Enchanted creature … can't attack you or a planeswalker you control` (508.1c: a restriction on whom it attacks).
  if ((affected.ref === 'enchanted' || affected.ref === 'equipped') && c.take("can't attack you")) {
    return { ...effect, cantAttackYou: { planeswalkers: c.take('or a planeswalker you control') || c.take('or planeswalkers you control') } };
  }
  // `All creatures are black.` (105.3: the colour replaces their others).
  if (plural && affected.ref === 'each' && c.at('are') && colorLetters[c.peek(1)] && (c.peek(2) === '.' || c.peek(2) === '')) return c.next(), { ...effect, setColor: colorLetters[c.next()] };
  // `All permanents are colorless.` (105.2c); `All nonland permanents are legendary.` (205.4: a supertype added).
  const ends = c.peek(2) === '.' || c.peek(2) === '';
  if (plural && affected.ref === 'each' && ends && c.take('are colorless')) return { ...effect, setColor: 'colorless' };
  if (plural && affected.ref === 'each' && ends && c.take('are legendary')) return { ...effect, addedType: 'Legendary' };
  // `Enchanted land is an Island`, `Creatures your opponents control lose flying and can't have or gain flying`.
  const before = c.mark();
  // "… It's still a land." of an enchanted land (or Forest …) only: not of "Enchanted creature" or "Enchanted permanent".
  const ofLand = c.w[c.i - 1]?.t === 'land' || subtypesByType.Land.includes(c.w[c.i - 1]?.raw ?? '');
  const landCreature = affected.ref === 'enchanted' && ofLand ? readLandCreature(c) : undefined;
  if (landCreature) return { ...effect, ...landCreature };
  c.reset(before);
  const landType = affected.ref === 'enchanted' && c.take('is') ? readLandType(c) : undefined;
  if (landType) return { ...effect, landType };
  c.reset(before);
  // `All Mountains are Plains`, `Nonbasic lands are Mountains` (305.7), of lands only.
  const lands = affected.ref === 'each' && affected.filter.alts.every((a) => a.noun === 'Land' || subtypesByType.Land.includes(a.noun));
  const landTypes = lands && plural && c.take('are') ? readLandType(c, true) : undefined;
  if (landTypes) return { ...effect, landType: landTypes };
  c.reset(before);
  // Only of a land (305.7): "Enchanted creature is the chosen type" names a creature type, which this does not read.
  if (affected.ref === 'enchanted' && c.peek(-1) === 'land' && c.take('is the chosen type') && (c.take('.'), c.done)) return { ...effect, chosenLandType: true };
  c.reset(before);
  // `Each land is a Swamp in addition to its other land types`.
  const added = affected.ref === 'each' && !plural && c.take('is') ? readAddedLandType(c) : undefined;
  if (added) return { ...effect, addedLandType: added };
  c.reset(before);
  const addedType = readAddedType(c, plural);
  if (addedType) return { ...effect, addedType };
  c.reset(before);
  const loses = verb('loses', 'lose') ? readLosesKeyword(c) : undefined;
  if (loses) return { ...effect, losesKeyword: loses };
  c.reset(before);
  // `loses flying` (not "and can't have or gain flying", read above).
  const removed = verb('loses', 'lose') ? readKeywords(c) : undefined;
  if (removed) return { ...effect, loses: removed };
  c.reset(before);
  // `can't be blocked by black creatures`, `… except by Walls` (509.1b).
  if (c.at("can't be blocked by") || c.at("can't be blocked except by")) {
    const at = c.mark();
    c.i += 3;
    const unblockableBy = readUnblockableBy(c);
    if (unblockableBy) return { ...effect, unblockableBy };
    c.reset(at);
  }
  // `~ can't block creatures with power 2 or greater`, `~ can't block Humans` (509.1a): the card itself, one kind of attacker.
  if (affected.ref === 'self' && !plural && c.at("can't block") && c.peek(2) !== '.') {
    const at = c.mark();
    c.i += 2;
    const attackers = readFilter(c);
    if (attackers && attackers.plural && !attackers.zone) return { ...effect, cantBlockOf: attackers };
    c.reset(at);
  }
  // `Creatures with mountainwalk can be blocked as though they didn't have mountainwalk` (702.14: a landwalk ignored).
  if (c.take(plural ? "can be blocked as though they didn't have" : "can be blocked as though it didn't have")) {
    const [walk, more] = readKeywords(c) ?? [];
    if (!walk || more || !walk.endsWith('walk')) return undefined;
    effect.rules.push(`May be blocked as though it doesn't have ${walk}.`);
    return effect;
  }
  // The longest phrase first: `can't be blocked by more than one creature` before `can't be blocked`.
  for (const [words, rule] of byLength) {
    if (!plural && words.startsWith("don't")) continue;
    // "during your untap step" is the untap step of the ability's controller; Forge's keyword is of each object's own
    // controller. Only the card itself or objects you control are the same ("Artifacts don't untap during your untap
    // step" would also stop an opponent's artifacts in their own untap step): others are not read.
    if (words === "doesn't untap during your untap step" && !controlledByYou(affected)) continue;
    const phrase = plural ? words.replace(/^attacks/, 'attack').replace(/^doesn't/, "don't").replace(/ as though it (didn't have|had) /, ' as though they $1 ') : words;
    if (c.take(phrase)) {
      effect.rules.push(...rule.split(' & '));
      return effect;
    }
  }
  return undefined;
}

/** What a clause after "and" may add to the effect before it: lists joined, one of each other kind. */
const mergedLists = ['keywords', 'rules', 'granted', 'loses'] as const;
const mergedOnce = ['unblockableBy', 'cantAttackYou', 'addedType', 'upkeep', 'power', 'toughness'] as const;
/** Every field a clause after "and" may hold. */
const mergedKeys = new Set<string>(['affected', ...mergedLists, ...mergedOnce]);

/**
 * Adds to `effect` what `more` (a clause after "and": `… and has "Cumulative upkeep {1}."`) says; false, leaving the text
 * unread, when it says anything else ("… and are black", "for each …") or says again what the effect already has.
 */
export function mergeMore(effect: Continuous, more: Continuous): boolean {
  if (Object.entries(more).some(([k, v]) => v !== undefined && !mergedKeys.has(k))) return false;
  if (mergedOnce.some((k) => more[k] !== undefined && effect[k] !== undefined)) return false;
  for (const k of mergedOnce) if (more[k] !== undefined) Object.assign(effect, { [k]: more[k] });
  effect.keywords.push(...more.keywords);
  effect.rules.push(...more.rules);
  if (more.granted) effect.granted = [...(effect.granted ?? []), ...more.granted];
  if (more.loses) effect.loses = [...(effect.loses ?? []), ...more.loses];
  return true;
}
