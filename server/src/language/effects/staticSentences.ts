/**
 * Static abilities said in one whole sentence of their own, read before the general "X gets/has …" reader of statics.ts:
 * "can't attack unless (if) defending player controls …" (508.1c), "can't be blocked by …" (509.1b), entering tapped or
 * with counters or unless …, a copy as it enters (707.9), a choice as it enters (614.12), activated abilities that can't be activated (602.5), the blockers'
 * requirement (509.1c), control of the enchanted permanent, spells that can't be countered.
 */
import { readUnblockableBy } from './blockers.js';
import { readChosenNameLock } from './castLimits.js';
import { readClone } from './clones.js';
import { readCounterKind } from './counters.js';
import { readFilter, readNumber } from './filters.js';
import { mustBeBlocked } from './objectSteps.js';
import { readTappedUnless } from './replacements.js';
import { readForEach } from './stepPhrases.js';
import { readThisTurn } from './moreConditions.js';
import { readPresenceCondition } from './revealOrPay.js';
import type { AbilityEffect, Alternative, Continuous, EntryChoice, EntryCondition } from './types.js';
import { type Cursor, Unread } from './words.js';

/** What `As ~ enters the battlefield, choose …` reads (longest first). */
const entryChoices: [string, EntryChoice][] = [
  ['a color', 'color'], ['a creature type', 'creatureType'], ['a basic land type', 'basicLandType'], ['an opponent', 'opponent'], ['a player', 'player'],
  ['a nonland card name', 'nonlandCardName'], ['a card name', 'cardName'], ['a number', 'number'],
];

/** Whole sentences of the card itself, each one fact of its continuous effect (nothing may follow them). */
const selfFacts: [string, Partial<Continuous>][] = [
  // A characteristic-defining ability (604.3, 105.2).
  ['~ is all colors', { allColors: true }],
  // 724, 508.1c.
  ["~ can't attack unless defending player is the monarch", { attacksOnlyIfDefenderIsMonarch: true }],
];

/** The kinds "You control enchanted …" names (longest first), as the Enchant line's filter reads them. */
const controlledKinds: [string, Alternative][] = [
  ['creature', { noun: 'Creature', props: [] }], ['permanent', { noun: 'Permanent', props: [] }], ['land', { noun: 'Land', props: [] }],
  ['artifact creature', { noun: 'Creature', props: [{ is: 'type', type: 'Artifact' }] }], ['artifact', { noun: 'Artifact', props: [] }],
  ['enchantment', { noun: 'Enchantment', props: [] }],
];

/**
 * Reads one of these sentences into `out` (true), or leaves the cursor where it found it (false); throws Unread when the
 * sentence starts as one of them and goes on otherwise.
 */
export function readStaticSentence(c: Cursor, out: AbilityEffect): boolean {
  const lock = readChosenNameLock(c);
  if (lock) return (out.continuous = [lock]), true;
  for (const [phrase, fact] of selfFacts) {
    if (!c.take(phrase)) continue;
    if (!(c.take('.'), c.done)) throw new Unread(c.rest(), 'not read: the rest of the ability');
    out.continuous = [{ affected: { ref: 'self' }, keywords: [], rules: [], ...fact }];
    return true;
  }
  // `~ can't attack unless defending player controls an Island`, `~ can't attack if defending player controls an untapped
  // land` (508.1c: a restriction on attacking).
  const unless = c.take("~ can't attack unless defending player controls");
  if (unless || c.take("~ can't attack if defending player controls")) {
    const filter = c.takeAny('a', 'an') ? readFilter(c) : undefined;
    // "unless defending player controls an Island / a snow land / a blue permanent": a kind, a colour or a supertype.
    const plain = filter?.alts.every((a) => (unless ? a.props.every((p) => p.is === 'color' || p.is === 'supertype') : !a.props.some((p) => p.is === 'controller' || p.is === 'owner' || p.is === 'other')));
    if (filter && !filter.zone && !filter.plural && plain && (c.take('.'), c.done)) {
      out.continuous = [{ affected: { ref: 'self' }, keywords: [], rules: [], ...(unless ? { attacksOnlyIfDefenderControls: filter } : { cantAttackIfDefenderControls: filter }) }];
      return true;
    }
    throw new Unread(c.rest(), 'not read: what defending player controls');
  }
  // `~ can't be blocked by Walls`, `… by creatures with power 2 or less` (509.1b): who can't block it.
  if (c.take("~ can't be blocked by")) {
    const filter = readFilter(c);
    if (filter && filter.plural && !filter.zone && (c.take('.'), c.done)) {
      out.continuous = [{ affected: { ref: 'self' }, keywords: [], rules: [], unblockableBy: filter }];
      return true;
    }
    c.reset(0);
  }
  // `~ can be attached only to a creature with power 3 or greater` (301.5c: what the Equipment may equip).
  if (c.take('~ can be attached only to a')) {
    const filter = readFilter(c);
    if (filter && !filter.plural && !filter.zone && (c.take('.'), c.done)) {
      out.continuous = [{ affected: { ref: 'self' }, keywords: [], rules: [], attachOnlyTo: filter }];
      return true;
    }
    c.reset(0);
  }
  // `~ can't be blocked except by Walls` (509.1b): every creature that is not one can't block it.
  if (c.take("~ can't be blocked")) {
    const filter = c.at('except by') ? readUnblockableBy(c) : undefined;
    if (filter && (c.take('.'), c.done)) {
      out.continuous = [{ affected: { ref: 'self' }, keywords: [], rules: [], unblockableBy: filter }];
      return true;
    }
    c.reset(0);
  }
  const clone = readClone(c);
  if (clone) {
    out.kind = 'replacement';
    out.replacement = { clone };
    return true;
  }
  const tappedUnless = readTappedUnless(c);
  if (tappedUnless) {
    out.kind = 'replacement';
    out.replacement = { tappedUnless };
    return true;
  }
  if (c.take('~ enters the battlefield tapped') || c.take('~ enters tapped')) {
    // "… tapped with two depletion counters on it", "… tapped and with three charge counters on it" (614.1c).
    if (c.take('with') || c.take('and with')) {
      const n = readNumber(c, true);
      const counter = readCounterKind(c);
      if (n !== undefined && counter && c.takeAny('counter', 'counters') && c.take('on it') && (c.take('.'), c.done)) {
        out.kind = 'replacement';
        out.replacement = { entersTapped: true, counters: { counter, amount: n } };
        return true;
      }
      throw new Unread(c.rest(), 'not read: the counters it enters with');
    }
    c.take('.');
    if (!c.done) throw new Unread(c.rest(), 'not read: the rest of the replacement');
    out.kind = 'replacement';
    out.replacement = { entersTapped: true };
    return true;
  }
  // `As ~ enters the battlefield, choose a color` (614.12): the choice, which its other abilities then read.
  if (c.take('as ~ enters the battlefield , choose') || c.take('as ~ enters , choose')) {
    const choice = entryChoices.find(([words]) => c.take(words))?.[1];
    c.take('.');
    if (!choice || !c.done) throw new Unread(c.rest(), 'not read: what is chosen as it enters');
    out.kind = 'replacement';
    out.replacement = { choose: choice };
    return true;
  }
  // "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it." (702.33d)
  const kicked = c.take('if ~ was kicked ,');
  if (c.take('~ enters the battlefield with') || c.take('~ enters with') || (kicked && (c.take('it enters the battlefield with') || c.take('it enters with')))) {
    const n = c.take('x') ? 'X' : readNumber(c, true);
    const counter = readCounterKind(c);
    if (n !== undefined && counter && c.takeAny('counter', 'counters') && c.take('on it')) {
      // "a +1/+1 counter on it for each creature that died this turn" (614.1c: counted as it enters).
      const forEach = n === 1 && !kicked && c.at('for each') ? readForEach(c, { ids: { next: 0 }, selfNouns: [], it: { ref: 'self' } }, { n: 1 }, true) : undefined;
      // "… if a creature died this turn" (morbid), "… if you attacked with a creature this turn" (raid), revolt's.
      const ifThisTurn = kicked || forEach ? undefined : readEntryCondition(c);
      if (c.take('.'), c.done) {
        out.kind = 'replacement';
        out.replacement = { counters: { counter, amount: n, ...(kicked ? { ifKicked: true } : {}), ...(ifThisTurn ? { ifThisTurn } : {}), ...(forEach ? { forEach } : {}) } };
        return true;
      }
    }
    throw new Unread(c.rest(), 'not read: the counters it enters with');
  }
  // `Activated abilities of artifacts can't be activated`, `… of creatures your opponents control …` (602.5).
  if (c.take('activated abilities of')) {
    const filter = readFilter(c);
    if (filter && filter.plural && !filter.zone && filter.alts.every((a) => !['Player', 'Opponent', 'Card', 'Spell'].includes(a.noun)) && c.take("can't be activated") && (c.take('.'), c.done)) {
      out.continuous = [{ affected: { ref: 'each', filter }, keywords: [], rules: ["CARDNAME's activated abilities can't be activated."] }];
      return true;
    }
    throw new Unread(c.rest(), 'not read: whose activated abilities can\'t be activated');
  }
  // `Enchanted creature's activated abilities can't be activated.`
  const whose = c.take("enchanted creature's") || c.take("enchanted permanent's") ? 'enchanted' : c.take("equipped creature's") ? 'equipped' : undefined;
  if (whose) {
    if (c.take("activated abilities can't be activated") && (c.take('.'), c.done)) {
      out.continuous = [{ affected: { ref: whose }, keywords: [], rules: ["CARDNAME's activated abilities can't be activated."] }];
      return true;
    }
    throw new Unread(c.rest(), 'not read: the rest of the ability');
  }
  // `All creatures able to block enchanted creature do so.` (509.1c: a requirement on blockers).
  if (c.take('all creatures able to block')) {
    const to = c.take('enchanted creature') ? 'enchanted' : c.take('equipped creature') ? 'equipped' : undefined;
    if (to && c.take('do so') && (c.take('.'), c.done)) {
      out.continuous = [{ affected: { ref: to }, keywords: [], rules: [mustBeBlocked] }];
      return true;
    }
    throw new Unread(c.rest(), 'not read: which creature must be blocked');
  }
  const controlled = controlledKinds.find(([words]) => c.take(`you control enchanted ${words}`));
  if (controlled) {
    c.take('.');
    if (!c.done) throw new Unread(c.rest(), 'not read: the rest of the ability');
    out.continuous = [{ affected: { ref: 'enchanted' }, keywords: [], rules: [], control: 'you', controlledAs: { alts: [controlled[1]] } }];
    return true;
  }
  // `Creature spells you control can't be countered` (the spells on the stack, 101.2).
  const spellsAt = c.mark();
  const spells = readFilter(c);
  if (spells && spells.zone === 'stack' && spells.plural && c.take("can't be countered")) {
    c.take('.');
    if (!c.done) throw new Unread(c.rest(), 'not read: the rest of the ability');
    out.continuous = [{ affected: { ref: 'each', filter: spells }, keywords: [], rules: ["CARDNAME can't be countered."] }];
    return true;
  }
  c.reset(spellsAt);
  return false;
}

/** `if a creature died this turn` after "enters with … counters on it" (a condition of the replacement, 614.1c). */
function readEntryCondition(c: Cursor): EntryCondition | undefined {
  const at = c.mark();
  const condition = c.take('if') ? readThisTurn(c) ?? readPresenceCondition(c) : undefined;
  if (!condition) c.reset(at);
  return condition;
}
