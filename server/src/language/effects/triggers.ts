/**
 * Reading a trigger condition (603.1): `When ~ enters the battlefield`, `Whenever another
 * creature you control dies`, `At the beginning of your upkeep`, `Whenever you cast a noncreature
 * spell`, `Whenever ~ deals combat damage to a player`. An intervening `if` clause (603.4) that
 * the reader does not know leaves the trigger unread.
 */
import { subtypesByType } from '../data/rulesData.js';
import { readAttacked, readBlockTrigger } from './combatTriggers.js';
import { readCountersPut } from './counterTriggers.js';
import { readSpellBothColors } from './castSpells.js';
import { readBecomesTarget } from './becomesTargetTriggers.js';
import { readDiscardTrigger } from './discardTriggers.js';
import { readDrawTrigger } from './drawTriggers.js';
import { readFilter, simpleFilter } from './filters.js';
import { readYouSacrifice } from './sacrificeTriggers.js';
import { readPlayerTapsForMana } from './manaTriggers.js';
import { readPhaseTrigger } from './phaseTriggers.js';
import { type ReadContext, readObjectRef } from './refs.js';
import { readNumber } from './filters.js';
import type { Alternative, Condition, Filter, Ref, Trigger } from './types.js';
import { Cursor, Unread, type Word } from './words.js';

/** The subject of an event: `~`, `~ or another creature`, `a creature you control`, `another creature`. */
function readSubject(c: Cursor, ctx: ReadContext): { subject: Ref; orSelf?: boolean; oneOrMore?: boolean } | undefined {
  const at = c.mark();
  // "Whenever a source of the chosen color deals damage to you": any object of the colour the card chose as it entered
  // (the export checks it chose one).
  if (c.at('a source of the chosen color deals damage to you') && c.take('a source of the chosen color')) {
    return { subject: { ref: 'each', filter: { alts: [{ noun: 'Card', props: [{ is: 'chosenColor' }] }] } } };
  }
  if (c.take('~ or another')) {
    const filter = readFilter(c);
    if (filter) {
      for (const alt of filter.alts) alt.props.unshift({ is: 'other' });
      return { subject: { ref: 'each', filter }, orSelf: true };
    }
    c.reset(at);
  }
  // A bestow card's "~ or enchanted creature": the card itself as a creature, or the creature it enchants (702.103).
  if (c.take('~ or enchanted creature')) return { subject: { ref: 'enchanted' }, orSelf: true };
  if (c.take('enchanted creature') || c.take('enchanted permanent')) return { subject: { ref: 'enchanted' } };
  if (c.take('equipped creature')) return { subject: { ref: 'equipped' } };
  if (c.take('~')) return { subject: { ref: 'self' } };
  const article = c.takeAny('a', 'an', 'another', 'one or more');
  if (article) {
    const filter = readFilter(c);
    if (filter) {
      if (article === 'another') for (const alt of filter.alts) alt.props.unshift({ is: 'other' });
      return { subject: { ref: 'each', filter }, oneOrMore: article === 'one or more' || undefined };
    }
  }
  c.reset(at);
  const ref = readObjectRef(c, ctx);
  return ref ? { subject: ref } : undefined;
}

/** `under your control` after `enters the battlefield`: the filter's controller is you. */
function addController(subject: Ref, who: 'you' | 'opponent'): void {
  // "a Forest you control enters the battlefield under your control": said once already, not added twice.
  if (subject.ref === 'each') for (const alt of subject.filter.alts) if (!alt.props.some((p) => p.is === 'controller' && p.who === who)) alt.props.push({ is: 'controller', who });
}

/** Subtypes a spell may have (creature, kindred, spell, artifact, enchantment and planeswalker types). */
const spellSubtypes = new Set([...subtypesByType.Creature, ...subtypesByType.Instant, ...subtypesByType.Artifact, ...subtypesByType.Enchantment, ...subtypesByType.Planeswalker]);

/** Reads a trigger condition (without `When`/`Whenever`/`At`). */
export function readTrigger(w: Word[], ctx: ReadContext): Trigger {
  const c = new Cursor(w);
  const first = c.next();
  let trigger: Trigger | undefined;
  let oneOrMore = false;
  if (first === 'at') trigger = readPhaseTrigger(c);
  else {
    const cast = c.mark();
    // 901.9b: the chaos symbol of the planar die (Planechase).
    if (c.take('you roll {chaos}')) trigger = { event: 'planarChaos', subject: { ref: 'you' } };
    else if (c.take('you cycle ~')) {
      trigger = { event: 'cycle', subject: { ref: 'self' } };
      // "When you cycle ~ or it dies": cycled from the hand, or put into a graveyard from the battlefield.
      if (c.take('or it dies')) trigger.orDies = true;
    }
    // 701.25a: an Archenemy scheme is set in motion from the command zone.
    else if (c.take('you set this scheme in motion') || c.take('you set ~ in motion')) trigger = { event: 'setInMotion', subject: { ref: 'self' } };
    // 702.110b: "When ~ exploits a creature" (the card sacrificed a creature for its exploit ability).
    else if (c.take('~ exploits a creature')) trigger = { event: 'exploits', subject: { ref: 'self' } };
    else if (c.take('you sacrifice ~')) trigger = { event: 'sacrificed', subject: { ref: 'self' } };
    else if (c.at('you sacrifice') && (trigger = readYouSacrifice(c))) { /* another permanent, a creature, a Clue */ }
    else if (c.take('you gain life')) trigger = { event: 'gainLife', subject: { ref: 'you' } };
    // 701.43: "Whenever you exert a creature" (exerting is done by its controller, so a creature you control).
    else if (c.take('you exert a creature')) trigger = { event: 'exerted', subject: { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'controller', who: 'you' }] }] } } };
    // 701.25: "Whenever you surveil" (once for each surveil, whatever the number of cards).
    else if (c.take('you surveil')) trigger = { event: 'surveil', subject: { ref: 'you' } };
    // "Whenever you're dealt damage": once for all the damage dealt to you at one time.
    else if (c.takeAny("you're dealt damage", 'you are dealt damage')) trigger = { event: 'dealtDamage', subject: { ref: 'you' } };
    else if (c.takeAny("you're dealt combat damage", 'you are dealt combat damage')) trigger = { event: 'dealtDamage', subject: { ref: 'you' }, combat: true };
    // A state trigger (603.8): "When you control no Islands".
    else if (c.at('you control no')) {
      const state = readYouControl(c);
      if (state) trigger = { event: 'state', subject: { ref: 'you' }, state };
    }
    // "When you cast this spell" (the card itself, as it is cast: a trigger from the stack).
    else if (c.take('you cast ~')) trigger = { event: 'cast', subject: { ref: 'self' }, whose: 'you' };
    // "Whenever you cast your second spell each turn": the spell that is the second you cast this turn.
    else if (c.take('you cast your second spell each turn')) trigger = { event: 'cast', subject: { ref: 'you' }, whose: 'you', spell: simpleFilter('Spell'), nth: 2 };
    else if (c.take('you cast') || c.take('a player casts') || c.take('an opponent casts')) {
      const who = c.w[cast].t === 'you' ? 'you' : c.w[cast].t === 'a' ? 'each' : 'opponent';
      const article = c.takeAny('a', 'an');
      let filter: Filter | undefined = article ? readFilter(c) : undefined;
      if (filter) filter = readSpellBothColors(c, filter);
      // "an instant or sorcery spell from your graveyard": the filter read the zone the spell was cast from (601.2a) as
      // where its cards are; only "from your graveyard" of your own spells is a zone this trigger reads, nothing else.
      let fromZone: 'graveyard' | undefined;
      if (filter?.zone && filter.zone !== 'stack') {
        if (who === 'you' && filter.zone === 'graveyard' && filter.zoneOwner === 'you') {
          fromZone = 'graveyard';
          filter = { ...filter, zone: undefined, zoneOwner: undefined };
        } else filter = undefined;
      }
      // A spell of a card type or a subtype (`a Spirit or Arcane spell`, `a Treefolk spell`, `an Aura spell`).
      if (filter && filter.alts.every((a) => a.noun === 'Spell' || ['Instant', 'Sorcery', 'Creature', 'Artifact', 'Enchantment', 'Planeswalker'].includes(a.noun) || spellSubtypes.has(a.noun))) {
        trigger = { event: 'cast', subject: { ref: 'you' }, whose: who, spell: filter };
        // Heroic: "Whenever you cast a spell that targets ~" (any of its targets; "only ~" is not this).
        if (fromZone) trigger.castFrom = fromZone;
        else if (who === 'you' && c.take('that targets ~')) trigger.targetsSelf = true;
        // "Whenever you cast a spell from your graveyard / from exile": where the card was cast from (601.2a).
        else if (who === 'you' && c.take('from your graveyard')) trigger.castFrom = 'graveyard';
        else if (who === 'you' && c.take('from exile')) trigger.castFrom = 'exile';
        // "during your turn" / "during an opponent's turn": whose turn the spell is cast in.
        else if (c.takeAny('during your turn', "during an opponent's turn")) trigger.turn = c.w[c.i - 2].t === 'your' ? 'yours' : 'opponents';
        // "… or a Plains enters the battlefield under your control": a second event, of a permanent of a kind.
        else if (who === 'you' && c.peek() === 'or' && (c.peek(1) === 'a' || c.peek(1) === 'an')) {
          const at = c.mark();
          c.i += 2;
          const entering = readFilter(c);
          if (entering && !entering.zone && c.take('enters the battlefield under your control')) {
            addController({ ref: 'each', filter: entering }, 'you');
            trigger.orEnters = entering;
          } else c.reset(at);
        }
      }
    } else if (!(trigger = readCountersPut(c, (cc) => readSubject(cc, ctx)?.subject) ?? readPlayerTapsForMana(c) ?? readDiscardTrigger(c) ?? readDrawTrigger(c))) {
      const start = c.i;
      const subject = readSubject(c, ctx);
      oneOrMore = !!subject?.oneOrMore;
      if (subject) {
        const s = subject.subject;
        const orSelf = subject.orSelf;
        if (c.take('enters the battlefield') || c.take('enters') || c.take('enter the battlefield')) {
          if (c.take('under your control')) addController(s, 'you');
          else if (c.take("under an opponent's control")) addController(s, 'opponent');
          trigger = { event: 'enters', subject: s, orSelf };
          if (c.take('or attacks')) trigger.orAttacks = true;
          else if (s.ref === 'self' && !orSelf && c.take('or dies')) trigger.orDies = true;
          else if (s.ref === 'self' && !orSelf && c.take('or is turned face up')) trigger.orTurnedFaceUp = true;
          else if (s.ref === 'self' && !orSelf && c.take('or leaves the battlefield')) trigger.orLeaves = true;
        } else if (c.take('dies') || c.take('die') || c.take('is put into a graveyard from the battlefield')) {
          trigger = { event: 'dies', subject: s, orSelf };
        } else if (c.take('is put into your graveyard from the battlefield') || c.take('are put into your graveyard from the battlefield')) {
          if (s.ref === 'each') for (const alt of s.filter.alts) alt.props.push({ is: 'owner', who: 'you' });
          trigger = { event: 'dies', subject: s, orSelf };
        } else if (s.ref === 'each' && !orSelf && c.take("is put into an opponent's graveyard from the battlefield")) {
          // A card goes to its owner's graveyard (404.2): a permanent an opponent owns dies.
          for (const alt of s.filter.alts) alt.props.push({ is: 'owner', who: 'opponent' });
          trigger = { event: 'dies', subject: s };
        } else if ((s.ref === 'enchanted' || s.ref === 'equipped') && c.at('is put into a graveyard') && c.peek(5) === '') {
          // "When enchanted artifact is put into a graveyard": a permanent, so from the battlefield (it dies, 700.4).
          c.i += 5;
          trigger = { event: 'dies', subject: s };
        } else if (c.at('is put into') || c.at('are put into')) {
          trigger = readPutIntoGraveyard(c, s, c.w.slice(start, c.i).some((w) => w.t === 'card' || w.t === 'cards'));
        } else if (c.take('leaves the battlefield')) trigger = { event: 'leaves', subject: s, orSelf };
        else if (c.take('attacks or blocks')) trigger = { event: 'attacksOrBlocks', subject: s, orSelf };
        else if (c.take("attacks and isn't blocked")) trigger = { event: 'attacksUnblocked', subject: s, orSelf };
        else if (c.take('attacks alone')) trigger = { event: 'attacks', subject: s, orSelf, alone: true };
        else if (c.take('attacks') || c.take('attack')) trigger = { event: 'attacks', subject: s, orSelf, ...readAttacked(c) };
        else if (s.ref === 'self' && c.take('and at least')) {
          // Battalion: "Whenever ~ and at least two other creatures attack".
          const n = readNumber(c);
          if (n !== undefined && c.take('other creatures attack')) trigger = { event: 'attacks', subject: s, withOthers: n };
        }
        else if (c.at('blocks') || c.at('block') || c.at('becomes blocked')) trigger = readBlockTrigger(c, s, orSelf);
        else if (c.take('deals combat damage to a player') || c.take('deal combat damage to a player')) trigger = { event: 'combatDamageToPlayer', subject: s, orSelf };
        else if (c.take('deals combat damage to a creature')) trigger = { event: 'combatDamageToCreature', subject: s, orSelf };
        else if (c.take('deals damage to a player') || c.take('deal damage to a player')) trigger = { event: 'damageToPlayer', subject: s, orSelf };
        else if (c.take('deals damage to a creature')) trigger = { event: 'damageToCreature', subject: s, orSelf };
        else if (c.take('deals damage to an opponent')) trigger = { event: 'damageToOpponent', subject: s, orSelf };
        else if (c.take('deals damage to you')) trigger = { event: 'damageToYou', subject: s, orSelf };
        else if (c.take('deals combat damage to you')) trigger = { event: 'combatDamageToYou', subject: s, orSelf };
        else if (c.take('becomes tapped')) trigger = { event: 'taps', subject: s, orSelf };
        else if (c.take('becomes untapped')) trigger = { event: 'untaps', subject: s, orSelf };
        else if (c.take('is tapped for mana')) trigger = { event: 'tapsForMana', subject: s, orSelf };
        // "Whenever ~ deals damage" (anything, combat or not: once for all it deals at one time).
        else if (c.at('deals damage') && c.peek(2) === '' && c.take('deals damage')) trigger = { event: 'dealsDamage', subject: s, orSelf };
        // "Whenever ~ deals combat damage" (to anything: once for all it deals in one combat damage step, 510.2).
        else if (c.at('deals combat damage') && c.peek(3) === '' && c.take('deals combat damage')) trigger = { event: 'dealsCombatDamage', subject: s, orSelf };
        else if (c.take('is turned face up')) trigger = { event: 'turnedFaceUp', subject: s, orSelf };
        // 701.37b: "When ~ becomes monstrous" (its monstrosity ability resolved and it became monstrous).
        else if (s.ref === 'self' && !orSelf && c.take('becomes monstrous')) trigger = { event: 'monstrous', subject: s };
        // 701.28: "When this creature transforms into ~" (a face of a double-faced card, ~ being that face).
        else if (s.ref === 'self' && !orSelf && c.take('transforms into ~')) trigger = { event: 'transformed', subject: s };
        else if ((trigger = readBecomesTarget(c, s, orSelf))) { /* of a spell or ability, of a spell of a kind, an opponent's */ }
        else if (c.take('is dealt damage') || c.take('are dealt damage')) trigger = { event: 'dealtDamage', subject: s, orSelf };
        else if (c.take('is dealt combat damage')) trigger = { event: 'dealtDamage', subject: s, orSelf, combat: true };
      }
    }
  }
  if (!trigger) throw new Unread(c.rest(), 'not read: when it triggers');
  if (oneOrMore) trigger.oneOrMore = true;
  if (!c.done) throw new Unread(c.rest(), 'not read: the rest of the trigger condition');
  return trigger;
}

/**
 * `is put into a graveyard from anywhere`, `… into an opponent's (your, a player's) graveyard from anywhere`, `… into your
 * graveyard from your library`: a card goes to its owner's graveyard (404.2), so "an opponent's graveyard" is a card an
 * opponent owns; a "card" is never a token (108.2). Undefined for other zones and other graveyards.
 */
function readPutIntoGraveyard(c: Cursor, subject: Ref, card: boolean): Trigger | undefined {
  const at = c.mark();
  c.next();
  c.next();
  c.next();
  const owner = c.takeAny('a graveyard', "a player's graveyard") ? 'any' : c.take('your graveyard') ? 'you' : c.take("an opponent's graveyard") ? 'opponent' : undefined;
  const from = c.take('from anywhere') ? 'anywhere' : owner === 'you' && c.take('from your library') ? 'library' : undefined;
  if (!owner || !from || (subject.ref === 'self' && owner === 'opponent') || (subject.ref !== 'self' && subject.ref !== 'each')) return c.reset(at), undefined;
  if (subject.ref === 'each') {
    for (const alt of subject.filter.alts) {
      if (card) alt.props.push({ is: 'state', state: 'nontoken' });
      if (owner !== 'any') alt.props.push({ is: 'owner', who: owner });
    }
  }
  return { event: 'putIntoGraveyard', subject, from };
}

/**
 * `you control an Island`, `you control three or more creatures`, `you control no Swamps`, `you control another Elf`:
 * the condition of an intervening if or of a static ability's "as long as"; undefined (cursor unmoved) otherwise.
 */
export function readYouControl(c: Cursor, fewer = false): Extract<Condition, { youControl: Filter }> | undefined {
  const at = c.mark();
  // "you don't control an Ogre": none (as "you control no Ogres").
  const dont = c.take("you don't control");
  if (!dont && !c.take('you control')) return undefined;
  let compare: 'GE' | 'EQ' | 'LE' = 'GE';
  let count = 1;
  let other = false;
  if (dont) {
    if (!c.takeAny('a', 'an')) return c.reset(at), undefined;
    compare = 'EQ';
    count = 0;
  } else if (c.take('no')) {
    compare = 'EQ';
    count = 0;
  } else if (c.take('another')) other = true;
  else if (!c.takeAny('a', 'an')) {
    const n = readNumber(c);
    // "four or fewer lands" (`fewer`: where the reader's caller writes such a count).
    if (n !== undefined && fewer && c.take('or fewer')) compare = 'LE';
    else if (n === undefined || !c.take('or more')) return c.reset(at), undefined;
    count = n;
  }
  const filter = readFilter(c);
  // "you control a white or black permanent": one kind in either of two colours (of "a"/"an" only).
  const pair = !!filter && compare === 'GE' && count === 1 && !other && isColorPair(filter);
  if (!filter || filter.zone || (filter.alts.length !== 1 && !pair)) return c.reset(at), undefined;
  // "no Thopters other than ~": as "no other Thopters".
  // (Not after an "other" of the filter's own: "no other Bats other than ~" is not read.)
  if (!other && filter.alts.length === 1 && !filter.alts[0].props.some((p) => p.is === 'other') && c.take('other than ~')) other = true;
  if (other) filter.alts[0].props.unshift({ is: 'other' });
  for (const alt of filter.alts) alt.props.push({ is: 'controller', who: 'you' });
  return { youControl: filter, compare, count };
}

/** True for a filter of one noun in either of two colours (`white or black permanent`), perhaps that you control, and nothing else. */
export function isColorPair(filter: Filter): boolean {
  const [a, b] = filter.alts;
  const color = (x: Alternative) => {
    const props = x.props.filter((p) => !(p.is === 'controller' && p.who === 'you'));
    return props.length === 1 && props[0].is === 'color' && !props[0].not ? props[0].color : undefined;
  };
  return filter.alts.length === 2 && a.noun === b.noun && !!color(a) && !!color(b) && color(a) !== color(b);
}
