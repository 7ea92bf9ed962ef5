/**
 * Reading who or what a step acts on: targets (`target creature`, `up to two target creatures`,
 * `any target`), `each`/`all` phrases, `~`, `it`, players (`you`, `each opponent`, `its
 * controller`) (amounts: amountReaders.ts).
 */
import { subtypesByType } from '../data/rulesData.js';
import { readFilter, readNumber, simpleFilter } from './filters.js';
import type { Amount, Filter, Ref, Step } from './types.js';
import { Unread, type Cursor } from './words.js';

/** What the reader keeps while it reads one ability: its targets so far and what `it` means. */
export interface ReadContext {
  /**
   * Numbers the targets of the card's abilities (one counter per card: a spell's lines share their targets' ids);
   * `spellIt`: the target a spell's line named last, which "that creature" on its next line may name (one spell ability);
   * `spellSteps`: that line's steps, which "… instead if …" on the next line may change; `spellSacrificed`: what the
   * spell's additional cost sacrifices, when one object ("the sacrificed creature's power" on a later line); `spellPaid`:
   * that it discards or exiles one card ("the exiled card's power").
   */
  ids: { next: number; spellIt?: Ref; spellSteps?: Step[]; spellSacrificed?: Filter; spellPaid?: 'discarded' | 'exiled' };
  /** The object `it`, `that creature` or `its` refer to. */
  it?: Ref;
  /** The cost named another object ("Sacrifice an artifact: …"): `it` is none until the effect names the card itself
   * ("Put a +1/+1 counter on ~. It gains …"), then the card. */
  itOnceSelfNamed?: boolean;
  /** The player `that player` refers to. */
  thatPlayer?: Ref;
  /** "Whenever ~ deals combat damage to a creature, destroy that creature": the creature `that creature` is. */
  thatCreature?: Ref;
  /** In a triggered ability: what the trigger's subject was (`that creature` may be it). */
  triggerSubject?: Ref;
  /** True when the trigger's subject is on the battlefield as the ability resolves (it entered, attacked or blocked). */
  subjectOnBattlefield?: boolean;
  /** In a trigger on the card itself dying, leaving the battlefield or being put into a graveyard: the card is no longer
   * on the battlefield as the ability resolves (nor in combat, 506.4). */
  selfLeft?: boolean;
  /** The spell a step before countered ("Counter target spell. … that spell's mana value"). */
  counteredSpell?: Ref;
  /** True in a trigger on a creature (creatures only) dying: "the creature that died" is the object of its event. */
  creatureDied?: boolean;
  /** "When enchanted creature dies, return that card to the battlefield": the card that died, in its graveyard. */
  thatCard?: Ref;
  /**
   * In a trigger on objects of a kind entering, dying or leaving the battlefield ("Whenever a land enters …"), or on the
   * enchanted (equipped) permanent dying or leaving: that object, which "its controller" names when no other object was
   * named yet (and "its power" of the enchanted one).
   */
  zoneChanged?: Ref;
  /** "Whenever a creature enters the battlefield under your control, put a +1/+1 counter on that creature": the creature that entered. */
  enteredCreature?: Ref;
  /** "Whenever you cast a spell, … where X is that spell's mana value": the spell cast. */
  thatSpell?: Ref;
  /** "Whenever ~ is dealt damage, it deals that much damage …": the amount `that much` is. */
  thatMuch?: Amount;
  /** "Whenever ~ becomes blocked, it gets +1/+1 … for each creature blocking it": the attacker that became blocked. */
  blockedAttacker?: Ref;
  /** What the ability's cost sacrificed, when it sacrificed one object (`the sacrificed creature's power`). */
  sacrificed?: Filter;
  /** The ability's cost discarded or exiled one card (`the discarded card's mana value`, `the exiled card's power`). */
  paidCard?: 'discarded' | 'exiled';
  /** The card's own type words (`creature` for `this creature`). */
  selfNouns: string[];
  /** The kinds of object a trigger's event names ("Whenever a land enters …": lands), for "that land's controller". */
  triggerFilter?: Filter;
  /** True after a step that reveals cards from the hand ("the number of cards revealed this way" counts them). */
  revealed?: boolean;
  /** What a step tapping any number of permanents taps ("for each creature tapped this way" counts them, of creatures). */
  tappedAny?: Filter;
  /** In a trigger on a land (permanent) tapped for mana: "that land" ("that permanent"), whose produced mana "one mana of
   * any type that land produced" is. */
  tapped?: 'land' | 'permanent';
  /** True when the card itself has no colour ("~ becomes a green creature" then adds its only colour). */
  selfColorless?: boolean;
  /** True when the card itself has subtypes or supertypes (`Aura`, `Legendary`): "~ becomes a 3/3 Knight creature" is not read of it. */
  selfTyped?: boolean;
  /** True right after a step of the ability that makes the card itself a creature ("~ becomes a 6/6 … creature"): "him" / "her" is it. */
  selfBecameCreature?: boolean;
  /** True after a step on two targets ("… on target creature and … on another target creature"): "it", "that creature",
   * "those creatures" may name either or both, not read. */
  itAmbiguous?: boolean;
  /** The tokens the last "create" step made ("If this spell was kicked, create twelve of those tokens instead"). */
  lastTokens?: Extract<Step, { do: 'token' }>;
  /** More than one token step was read in this ability ("those tokens" might then be of either or both). */
  severalTokens?: boolean;
  /** In a triggered ability whose trigger names (or implies) a player of its own: "that player" may be that one. */
  triggerNamesPlayer?: boolean;
}

/** True when words name or imply a player: a trigger's ("Whenever an opponent draws", "your upkeep", "~ attacks") or an effect's before "that player". */
export const namesPlayer = (trigger: string): boolean => /\b(?:you|your|players?|opponents?|controllers?|owners?|attacks?|blocks?|damage)\b/i.test(trigger);

const anyTarget = (): Filter => ({ alts: [{ noun: 'Creature', props: [] }, { noun: 'Player', props: [] }, { noun: 'Planeswalker', props: [] }] });

/** `target …`, `another target …`, `up to N target …`, `N target …`, `any target`. */
export function readTarget(c: Cursor, ctx: ReadContext): Ref | undefined {
  const at = c.mark();
  let min = 1;
  let max = 1;
  let another = false;
  let x = false;
  if (c.take('any target')) return { ref: 'target', filter: anyTarget(), min, max, id: ctx.ids.next++ };
  let upToX = false;
  if (c.take('up to')) {
    // "up to X target creatures" (X paid, or said by "where X is …"): 0 to X targets.
    upToX = c.take('x');
    const n = upToX ? Infinity : readNumber(c, true);
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
  if ((x || upToX) && (c.at('player or planeswalker') || c.at('opponent or planeswalker'))) return c.reset(at), undefined;
  if (c.take('player or planeswalker')) return { ref: 'target', filter: { alts: [{ noun: 'Player', props: [] }, { noun: 'Planeswalker', props: [] }] }, min, max, id: ctx.ids.next++ };
  if (c.take('opponent or planeswalker')) return { ref: 'target', filter: { alts: [{ noun: 'Opponent', props: [] }, { noun: 'Planeswalker', props: [] }] }, min, max, id: ctx.ids.next++ };
  const filter = readFilter(c);
  if (!filter) return c.reset(at), undefined;
  if (another) for (const alt of filter.alts) alt.props.unshift({ is: 'other' });
  // "target artifact that player controls": the trigger's player ("Whenever ~ deals combat damage to a player").
  ofThatPlayer(c, ctx, filter);
  return { ref: 'target', filter, min, max, id: ctx.ids.next++, another, ...(x ? { x } : {}), ...(upToX ? { upTo: { x: true as const } } : {}) };
}

/**
 * "… that player controls" after a filter on the battlefield: what the trigger's player controls ("Whenever ~ deals combat
 * damage to a player, destroy target artifact (each creature) that player controls"). True if read (the filter gains it).
 */
function ofThatPlayer(c: Cursor, ctx: ReadContext, filter: Filter): boolean {
  if (filter.zone || ctx.thatPlayer?.ref !== 'triggered' || ctx.thatPlayer.what !== 'player' || filter.alts.some((a) => a.props.some((p) => p.is === 'controller'))) return false;
  if (!c.take('that player controls')) return false;
  for (const alt of filter.alts) alt.props.push({ is: 'controller', who: 'thatPlayer' });
  return true;
}

/**
 * `one, two, or three targets`, `one or two target creatures`, `any number of targets` after "… damage divided as you
 * choose among" (601.2d: each target is dealt at least 1, so there are at most as many targets as damage; `damage`
 * Infinity for X damage).
 */
export function readDividedTargets(c: Cursor, ctx: ReadContext, damage: number): Ref | undefined {
  const at = c.mark();
  // X damage (`damage` Infinity): among any number of targets only, none when X is 0.
  const max = damage === Infinity ? (c.take('any number of') ? damage : undefined) : c.take('one , two , or three') ? 3 : c.take('one or two') ? 2 : c.take('any number of') ? damage : undefined;
  if (max === undefined) return undefined;
  let filter: Filter | undefined;
  if (c.take('targets')) filter = anyTarget();
  else if (c.take('target')) {
    filter = readFilter(c);
    if (!filter?.plural || filter.zone) return c.reset(at), undefined;
  }
  if (!filter) return c.reset(at), undefined;
  const target: Ref = { ref: 'target', filter, min: damage === Infinity ? 0 : 1, max: Math.min(max, damage), id: ctx.ids.next++, divided: true };
  ctx.it = target;
  return target;
}

/**
 * `any number of target players each`, `any number of target opponents each` before a player's verb in its plain form
 * (the sentence's later verbs are theirs too: "… each lose 2 life and sacrifice a creature").
 */
export function readTargetPlayersEach(c: Cursor, ctx: ReadContext): Ref | undefined {
  if (!c.at('any number of target players|opponents each')) return undefined;
  c.take('any number of target');
  const noun = c.next() === 'players' ? 'Player' : 'Opponent';
  c.next();
  return (ctx.thatPlayer = { ref: 'target', filter: { alts: [{ noun, props: [] }], plural: true }, min: 0, max: Infinity, id: ctx.ids.next++ });
}

/**
 * `each of up to two targets`, `each of up to three target creatures` (after "N damage to"): each target chosen is dealt
 * the whole amount, as "up to N target …" says it.
 */
export function readEachOfUpTo(c: Cursor, ctx: ReadContext): Ref | undefined {
  const at = c.mark();
  if (!c.take('each of')) return undefined;
  if (c.peek(3) === 'targets' && c.take('up to')) {
    const n = readNumber(c, true);
    if (n === undefined || !c.take('targets')) return c.reset(at), undefined;
    return { ref: 'target', filter: anyTarget(), min: 0, max: n, id: ctx.ids.next++ };
  }
  const target = c.at('up to') ? readTarget(c, ctx) : undefined;
  if (target?.ref !== 'target' || target.min !== 0 || target.filter.zone) return c.reset(at), undefined;
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
  // A permanent's subtype names a permanent too (`target Forest, green enchantment, or green planeswalker` … `that permanent`).
  const permanentSubtype = (t: string) => [...permanentNouns].some((n) => ((subtypesByType as Record<string, readonly string[]>)[n] ?? []).includes(t));
  return filter.alts.every((a) => (kind === 'permanent' ? permanentNouns.has(a.noun) || permanentSubtype(a.noun) : named(a.noun) || a.props.some((p) => p.is === 'type' && !p.not && named(p.type))));
}

/** `~`, `this creature`, `it` (as a reference back), `that creature`, `enchanted creature`, `equipped creature`. */
export function readObjectRef(c: Cursor, ctx: ReadContext): Ref | undefined {
  if (c.take('~')) {
    if (ctx.itOnceSelfNamed && !ctx.it) ctx.it = { ref: 'self' };
    return { ref: 'self' };
  }
  if (ctx.itAmbiguous && (c.at('it|them|its|their') || c.at('that creature|permanent|player') || c.at('those creatures|permanents') || c.at("that creature's") || c.at("those creatures'"))) {
    throw new Unread(c.rest(), 'not read: "it" or "those" after a step on two targets');
  }
  // "Enchanted creature and other creatures that share a creature type with it": every creature sharing one with it, it too.
  if (c.take('enchanted creature and other creatures that share a creature type with it')) return { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'sharesTypeWithEnchanted' }] }], plural: true } };
  if (c.take('enchanted creature')) return { ref: 'enchanted' };
  if (c.take('enchanted permanent') || c.take('enchanted land') || c.take('enchanted artifact')) return { ref: 'enchanted', permanent: true };
  if (c.take('equipped creature')) return { ref: 'equipped' };
  if (c.at('it|them') && (ctx.it || ctx.triggerSubject)) {
    c.next();
    return ctx.it ?? ctx.triggerSubject;
  }
  if (ctx.thatCreature && c.take('that creature')) return (ctx.it = ctx.thatCreature);
  // Of a trigger on creatures entering, with no other object named yet: the creature that entered, still on the battlefield.
  if (ctx.enteredCreature && !ctx.it && c.take('that creature')) return (ctx.it = ctx.enteredCreature);
  // `Tap target creature. That creature (Those creatures) doesn't untap …`: the target an earlier step named, when it is
  // of the kind the words name (never a target land for "that creature").
  if ((c.at('that creature|permanent|land') || c.at('those creatures|permanents')) && ctx.it?.ref === 'target' && !ctx.triggerSubject && isKind(ctx.it.filter, c.peek(1))) {
    c.next();
    c.next();
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
      // "each creature that player controls", "all artifacts that player controls": the trigger's player's.
      if (ofThatPlayer(c, ctx, filter)) return { ref: 'each', filter };
      // `Destroy all creatures and lands.`, `all artifacts, creatures, and enchantments.`: every object of each kind, when
      // the sentence ends there (a condition after the last kind could be said of it alone or of all of them).
      const joint = c.mark();
      if (filter.plural && (c.take(', and') || c.take('and'))) {
        const more = readFilter(c);
        const plain = (f: typeof filter) => f.alts.every((a) => a.props.every((p) => p.is === 'color' || p.is === 'type' || p.is === 'supertype' || p.is === 'state'));
        // A word before the first kind could be said of both (`all white creatures and artifacts`): the first kind is bare.
        if (more && more.plural && !more.zone && filter.alts.every((a) => a.props.length === 0) && plain(more) && c.atSentenceEnd) return { ref: 'each', filter: { ...filter, alts: [...filter.alts, ...more.alts] } };
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
  // "each other player": other than the ability's controller only where no other player or object was named before
  // ("Target opponent loses 2 life and each other player …", "Whenever a player casts …, each other player …": other
  // than that one — left unread).
  if (c.at('each other player')) {
    const named = ctx.thatPlayer || (ctx.it && ctx.it.ref !== 'self') || (ctx.triggerSubject && ctx.triggerSubject.ref !== 'self');
    return named ? undefined : (c.take('each other player'), { ref: 'each', filter: { alts: [{ noun: 'Player', props: [{ is: 'other' }] }] } });
  }
  if (c.take('each player')) return { ref: 'each', filter: simpleFilter('Player') };
  if (c.take('each opponent')) return { ref: 'each', filter: simpleFilter('Opponent') };
  if (c.take('defending player')) return { ref: 'defending' };
  // "the chosen player": the player the card chose as it entered (the export checks it chose one).
  if (c.take('the chosen player')) return { ref: 'chosenPlayer' };
  if (c.take('that player') && ctx.thatPlayer) return ctx.thatPlayer;
  // "if that player has no cards in hand, they lose 2 life", "unless they pay {2}": that player again.
  if (ctx.thatPlayer && c.take('they')) return ctx.thatPlayer;
  const at = c.mark();
  // "target player or planeswalker" is one target of two kinds (read by readTarget), not a player.
  if (c.at('target player|opponent or planeswalker')) return undefined;
  if (c.take('target player')) return (ctx.thatPlayer = { ref: 'target', filter: simpleFilter('Player'), min: 1, max: 1, id: ctx.ids.next++ });
  if (c.take('target opponent')) return (ctx.thatPlayer = { ref: 'target', filter: simpleFilter('Opponent'), min: 1, max: 1, id: ctx.ids.next++ });
  if (c.takeAny("its controller", "its owner", "that creature's controller", "the creature's controller", "that permanent's controller", "that artifact's controller", "that land's controller", "that enchantment's controller", "its owner's", "their controller", "their owner")) {
    const word = c.w[c.i - 1].t;
    // "that creature's controller": the creature a step named, or else the object of the trigger ("Whenever a creature
    // dies, that creature's controller …").
    // "the creature's controller" is older wording of the same.
    const thatCreature = (c.w[c.i - 3]?.t === 'that' || c.w[c.i - 3]?.t === 'the') && c.w[c.i - 2]?.t === "creature's";
    // "Whenever enchanted creature attacks, its controller loses 3 life": with nothing else named yet, the enchanted
    // (equipped) object of the trigger's event.
    const attached = ctx.triggerSubject?.ref === 'enchanted' || ctx.triggerSubject?.ref === 'equipped' ? { ref: 'triggered' as const, what: 'object' as const } : undefined;
    // "that artifact's (land's, enchantment's) controller": of a target an earlier step named, or else of the object of
    // the trigger when only objects of that kind trigger it ("Whenever a land enters, … that land's controller").
    const kind = /^(artifact|land|enchantment)'s$/.exec(c.w[c.i - 2]?.t ?? '')?.[1];
    const ofTrigger = kind && !ctx.it && ctx.triggerSubject?.ref === 'triggered' && ctx.triggerFilter && isKind(ctx.triggerFilter, kind) ? ctx.triggerSubject : undefined;
    // "Whenever a land enters the battlefield, its controller creates …": the object of the event, with nothing else named.
    const zoneChanged = word === 'controller' && c.w[c.i - 2]?.t === 'its' ? ctx.zoneChanged : undefined;
    // "Whenever a creature dies, tap target creature. That creature's controller …": the target or the creature that
    // died — not read.
    if (thatCreature && !ctx.thatCreature && ctx.triggerSubject?.ref === 'triggered' && ctx.it?.ref === 'target') return c.reset(at), undefined;
    const of = ofTrigger ?? (thatCreature && ctx.thatCreature ? ctx.thatCreature : thatCreature && ctx.triggerSubject?.ref === 'triggered' ? ctx.triggerSubject : ctx.it ?? (word === 'controller' ? attached ?? zoneChanged : undefined));
    if (!of) return c.reset(at), undefined;
    if (kind && !ofTrigger && (of.ref !== 'target' || !isKind(of.filter, kind))) return c.reset(at), undefined;
    const player: Ref = { ref: word.startsWith('owner') ? 'owner' : 'controller', of };
    // "~ deals 3 damage to that creature's controller unless that player pays {3}": the player just named.
    ctx.thatPlayer ??= player;
    return player;
  }
  return undefined;
}
