/**
 * What the words of a triggered ability's effect refer to, from its trigger: `it` (the card itself, or the object of the
 * event), "that player" (the player whose step it is, dealt damage, who discarded), "that creature" (dealt damage),
 * "that card" (that died), "that much" / "that many" (the damage of the event). Throws `Unread` when the effect names
 * one the trigger does not define.
 */
import { Unread } from './words.js';
import { type ReadContext, isKind } from './refs.js';
import type { Trigger } from './types.js';

/** Events whose damage "that much" (or "that many") is. */
const damageEvents = new Set<Trigger['event']>(['dealtDamage', 'dealsDamage', 'dealsCombatDamage', 'damageToCreature', 'damageToOpponent', 'combatDamageToPlayer', 'damageToPlayer', 'damageToYou', 'combatDamageToYou']);

/** Trigger events after which the card that is their subject is still on the battlefield as the trigger resolves. */
export const onBattlefieldEvents = new Set<string>(['attacks', 'attacksUnblocked', 'blocks', 'attacksOrBlocks', 'blocksOrBlocked', 'becomesBlocked', 'combatDamageToPlayer', 'damageToPlayer']);

/** Trigger events after which the card that is their subject has left the battlefield. */
const leftEvents = new Set<Trigger['event']>(['dies', 'leaves', 'putIntoGraveyard', 'sacrificed']);

/** Sets what the effect's words refer to in `context`; `effectText` is named when it cannot be read. */
export function triggerContext(t: Trigger, context: ReadContext, effectText: string): void {
  const subject = t.subject;
  // "Whenever you cast a white spell or a Plains enters the battlefield under your control": the spell or the land, not
  // read where the effect names either.
  if (t.orEnters && /\b(it|its|that)\b/i.test(effectText)) throw new Unread(effectText, 'not read: which object of the two events the effect names');
  // "When enchanted land becomes tapped, destroy it": Forge names the card that became tapped (its controller too).
  // Of a bestow card's "Whenever ~ or enchanted creature attacks", "it" is whichever attacked: the object of the event.
  if ((subject.ref === 'enchanted' || subject.ref === 'equipped') && t.event !== 'taps' && !t.orSelf) context.triggerSubject = subject;
  else if (subject.ref !== 'self' && subject.ref !== 'you') {
    context.triggerSubject = { ref: 'triggered', what: 'object' };
    if (subject.ref === 'each' && !t.orSelf) context.triggerFilter = subject.filter;
    // The subject is still on the battlefield after entering it or a combat event, not after dying or leaving (303.4g).
    context.subjectOnBattlefield = t.event === 'enters' || onBattlefieldEvents.has(t.event) || undefined;
  }
  // "At the beginning of your end step, if ~ dealt damage to an opponent this turn, put a +1/+1 counter on it": the card
  // itself, of a step's trigger only (an event with an object of its own, a creature dying, names that one).
  const selfOfCondition = !!t.condition && ('selfAttackedOrBlocked' in t.condition || ('selfDealtDamageToOpponent' in t.condition && t.event === 'phase'));
  if (t.subject.ref === 'self' || selfOfCondition) context.it = { ref: 'self' };
  if (t.subject.ref === 'self' && (leftEvents.has(t.event) || t.orDies || t.orLeaves)) context.selfLeft = true;
  // "Whenever enchanted land becomes tapped, its controller loses 2 life": the permanent that became tapped.
  else if (t.event === 'taps' && subject.ref === 'enchanted' && !t.orSelf) context.it = { ref: 'triggered', what: 'object' };
  // "Whenever enchanted land is tapped for mana, its controller adds …", "Whenever a player taps a land for mana, … that
  // player": the land tapped, and the player who tapped it. "Whenever a Forest is tapped for mana, its controller …" is
  // not read: Forge's scripts name that player two ways (the land's controller, the player who tapped it; 1 and 1).
  if (t.event === 'tapsForMana' && !t.orSelf) {
    if (subject.ref === 'enchanted') context.it = { ref: 'triggered', what: 'object' };
    context.thatPlayer = { ref: 'triggered', what: 'player' };
    context.tapped = subject.ref !== 'each' ? undefined : isKind(subject.filter, 'land') ? 'land' : isKind(subject.filter, 'permanent') ? 'permanent' : undefined;
  }
  // "At the beginning of each player's upkeep, that player …": the player whose step it is.
  // Of the chosen player's step: that player is the chosen one (Forge's `ChosenPlayer`).
  if (t.event === 'phase' && t.whose !== 'you') context.thatPlayer = t.whose === 'chosenPlayer' ? { ref: 'chosenPlayer' } : { ref: 'triggered', what: 'player' };
  // "At the beginning of the upkeep of enchanted creature's controller, put a counter on that creature": the enchanted one.
  if (t.whose === 'enchantedController') context.thatCreature = { ref: 'enchanted' };
  // "Whenever ~ deals combat damage to a creature, destroy that creature": the creature dealt damage (of the card's
  // own damage only: with another subject, "that creature" could be either; an effect that does not say it is read).
  if (t.event === 'combatDamageToCreature' || t.event === 'damageToCreature') {
    if (t.subject.ref === 'self' && !t.orSelf) context.thatCreature = { ref: 'triggered', what: 'object' };
    else if (/\bthat creature\b/i.test(effectText)) throw new Unread(effectText, 'not read: which creature "that creature" is');
  }
  // "Whenever ~ blocks or becomes blocked by a creature, … that creature": the other creature of the block.
  // (of the card's own blocks only: with another subject, "that creature" could be either).
  if (t.by && !t.byOneOrMore) {
    if (t.subject.ref === 'self' && !t.orSelf) context.thatCreature = { ref: 'triggered', what: 'object' };
    else if (/\bthat creature\b/i.test(effectText)) throw new Unread(effectText, 'not read: which creature "that creature" is');
  }
  // "When enchanted creature (a creature) becomes the target of a spell or ability, destroy that creature": the creature
  // targeted, the object of the event.
  if (t.event === 'becomesTarget' && !t.orSelf && (subject.ref === 'enchanted' || (subject.ref === 'each' && isKind(subject.filter, 'creature')))) context.thatCreature = { ref: 'triggered', what: 'object' };
  // "Whenever ~ deals (combat) damage to a player, that player …": the player dealt damage.
  if (t.event === 'combatDamageToPlayer' || t.event === 'damageToPlayer' || t.event === 'damageToOpponent') context.thatPlayer = { ref: 'triggered', what: 'player' };
  // "Whenever ~ (a Beast) becomes blocked, it gets +1/+1 … for each creature blocking it": the attacker blocked.
  if (t.event === 'becomesBlocked' && !t.by && !t.orSelf) context.blockedAttacker = t.subject.ref === 'self' ? { ref: 'self' } : t.subject.ref === 'each' ? { ref: 'triggered', what: 'object' } : undefined;
  // "Whenever ~ is dealt damage (deals damage to a player), it deals that much damage …": the event's damage.
  if (damageEvents.has(t.event)) context.thatMuch = { count: 'eventDamage' };
  // "Whenever a creature enters the battlefield (dies), its controller …", "… put a +1/+1 counter on that creature": the
  // object of the event, of one kind (not the card itself as well).
  if ((t.event === 'enters' || t.event === 'dies' || t.event === 'leaves') && subject.ref === 'each' && !t.orSelf) {
    context.zoneChanged = { ref: 'triggered', what: 'object' };
    if (t.event === 'enters' && isKind(subject.filter, 'creature')) context.enteredCreature = context.zoneChanged;
    // "Whenever a creature enters the battlefield under an opponent's control, … that player": the opponent controlling it.
    const opponents = subject.filter.alts.every((a) => a.props.some((p) => p.is === 'controller' && p.who === 'opponent'));
    if (t.event === 'enters' && opponents) context.thatPlayer ??= { ref: 'controller', of: context.zoneChanged };
  }
  // "When enchanted creature dies, you gain life equal to its toughness": the creature that died, as it last existed.
  if ((t.event === 'dies' || t.event === 'leaves') && (subject.ref === 'enchanted' || subject.ref === 'equipped') && !t.orSelf) context.zoneChanged = { ref: 'triggered', what: 'object' };
  // "When enchanted creature dies, return that card to the battlefield": the card in its owner's graveyard.
  if (t.event === 'dies' && t.subject.ref !== 'self' && !t.orSelf) context.thatCard = { ref: 'triggered', what: 'object' };
  // "Whenever a creature you control dies, … the power of the creature that died": the event of a creature dying only.
  if (t.event === 'dies' && !t.orSelf && ((subject.ref === 'each' && subject.filter.alts.every((a) => a.noun === 'Creature')) || subject.ref === 'equipped')) context.creatureDied = true;
  // "Whenever an opponent casts a creature spell, ~ deals 1 damage to that player": the player who cast it.
  if (t.event === 'cast' && (t.whose === 'opponent' || t.whose === 'player' || t.whose === 'each')) context.thatPlayer = { ref: 'triggered', what: 'player' };
  // "Whenever you cast a spell, ~ gets +X/+X until end of turn, where X is that spell's mana value": the spell cast.
  if (t.event === 'cast' && t.subject.ref !== 'self') context.thatSpell = { ref: 'triggered', what: 'spell' };
  // "Whenever an opponent discards a card, that player …": the player who discarded it.
  // "When a spell or ability an opponent controls causes you to discard ~, that player …": that opponent.
  if (t.event === 'discard') context.thatPlayer = { ref: 'triggered', what: 'player' };
  // "if that player has …" of a trigger with no such player.
  const cond = t.condition;
  const whose = cond && 'cardsInHand' in cond ? cond.cardsInHand : cond && 'life' in cond ? cond.life : cond && 'thatPlayerControls' in cond ? 'thatPlayer' : undefined;
  if (whose === 'thatPlayer' && !context.thatPlayer) throw new Unread(effectText, 'not read: who "that player" is');
}
