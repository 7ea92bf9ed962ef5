/**
 * A trigger of the effect model as Forge's `T:Mode$ …` parameters (one line, or two for "~ or another creature"),
 * with the words Forge uses for the trigger's object and player in the effect (`TriggeredCard`, `TriggeredPlayer`).
 */
import type { Trigger } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import { blockByParams, enchantedAttacksOrBlocks } from './blockTriggers.js';
import { castLines } from './castTriggers.js';
import { conditionParams } from './triggerConditions.js';
import { forgeCounter } from './counters.js';
import { cycledLines, drawnLines, sacrificedLines } from './playerActionTriggers.js';
import { becomesTargetLines, heroicLines, keywordActionLines } from './targetActionTriggers.js';
import { theCardConditionLines } from './theCardConditions.js';
import { NotScriptable, validOf } from './valid.js';
import { wordTable } from '../../language/effects/wordTable.js';

const phaseNames: Record<string, string> = wordTable({ upkeep: 'Upkeep', draw: 'Draw', end: 'End of Turn', combat: 'BeginCombat', precombatMain: 'Main1', endCombat: 'EndCombat' });

/**
 * A trigger's lines, and Forge's words for its object and player in the effect (`lineTriggered`: the object's, line by
 * line, where two lines name it two ways).
 */
export interface TriggerLines { lines: Params[]; triggered?: string; triggeredPlayer?: string; lineTriggered?: string[] }

/** Forge's `ValidCard$` for a trigger's subject, and whether it is the card itself. */
function validCard(t: Trigger): { valid: string; self: boolean } {
  const s = t.subject;
  if (s.ref === 'self') return { valid: 'Card.Self', self: true };
  if (s.ref === 'enchanted') return { valid: 'Card.AttachedBy', self: false };
  if (s.ref === 'equipped') return { valid: 'Card.EquippedBy', self: false };
  if (s.ref === 'each') return { valid: validOf(s.filter), self: false };
  throw new NotScriptable('what the trigger watches');
}

/** Forge's property of a kicked card (`kicked`), of "kicked with its {1}{G} kicker" only when that is its one kicker cost. */
function kickedProperty(cost: string[] | undefined, kickers: string[][] | undefined): string {
  if (cost && (kickers?.length !== 1 || kickers[0].join(' ') !== cost.join(' '))) throw new NotScriptable('"kicked with its … kicker" of a cost the card\'s Kicker keyword does not have');
  return 'kicked';
}

/**
 * The trigger's lines' parameters (with its intervening "if", its SVars added by `svar`) and the names of its object and
 * player; `kickers`, the card's kicker costs (of "if it was kicked with its {1}{G} kicker").
 */
export function triggerParams(t: Trigger, svar: (base: string, value: string) => string, kickers?: string[][]): TriggerLines {
  const base = eventParams(t);
  const condition = conditionParams(t, svar);
  // Battalion (the card itself and at least N other creatures attack): Forge's count of the other attacking creatures as
  // attackers are declared, on the battlefield (6 of Forge's 7 scripts of it; 1 checks `IsPresent$` the same creatures).
  if (t.withOthers !== undefined) {
    if (t.subject.ref !== 'self' || t.orSelf) throw new NotScriptable('attacking with other creatures of another object');
    condition.push(['TriggerZones', 'Battlefield'], ['CheckSVar', svar('BattalionTest', 'Count$Valid Creature.attacking+Other')], ['NoResolvingCheck', 'True'], ['SVarCompare', `GE${t.withOthers}`]);
  }
  if (t.event === 'cast' && t.nth === 2) condition.push(['CheckSVar', svar('YouCastThisTurn', 'Count$ThisTurnCast_Card.YouCtrl')], ['SVarCompare', 'EQ2']);
  if (t.condition && 'castFromHand' in t.condition) {
    // "When ~ enters the battlefield, if you cast it from your hand": the card itself, cast from the hand
    // (`Card.wasCastFromHand+Self`, from no zone in particular, as 4 of Forge's 5 scripts of it).
    if (t.event !== 'enters' || t.subject.ref !== 'self' || t.orSelf || t.orAttacks) throw new NotScriptable('"if you cast it from your hand" of another event');
    return { ...base, lines: base.lines.map((l) => l.filter(([k]) => k !== 'Origin').map(([k, v]): [string, string] => (k === 'ValidCard' ? [k, 'Card.wasCastFromHand+Self'] : [k, v]))) };
  }
  const ofTheCard = theCardConditionLines(t, base, condition);
  if (ofTheCard) return ofTheCard;
  if (t.condition && ('kicked' in t.condition || 'costPaid' in t.condition)) {
    // "When ~ enters the battlefield, if it was kicked": the card itself, kicked (`Card.Self+kicked`).
    if (t.event !== 'enters' || t.subject.ref !== 'self' || t.orSelf) throw new NotScriptable('"if it was kicked" or "if its … cost was paid" of another event');
    const c = t.condition;
    // "if its surge cost was paid": read exactly, not written yet. Forge's scripts name the card `Card.Self+surged`
    // (`+madness`, `+spectacle`; prowl `+prowled` from `Origin$ Stack`), 5 of 5; measured, 3 equivalent and 2 written
    // otherwise, both by their effects' spellings (a pump of all `NumAtt$ 1`, as 25 of Forge's 163 PumpAll scripts; a search
    // of the target opponent's library with `DefinedPlayer$`/`Chooser$`, as 1 of its 10).
    if ('costPaid' in c) throw new NotScriptable(`"if its ${c.costPaid} cost was paid" (not written yet)`);
    // "… kicked with its {1}{G} kicker": read exactly, not written yet. Forge's scripts name one of the two costs by its
    // place in the card's Kicker keyword (`Card.Self+kicked 2`, 4 of 4); measured, 2 equivalent and 2 written otherwise
    // (a script whose Kicker keyword lists the costs in the reverse of the printed order, so its numbers are swapped).
    if (c.with && kickers && kickers.length > 1) throw new NotScriptable('"if it was kicked with its … kicker" of a card with two kicker costs (not written yet)');
    const property = kickedProperty(c.with, kickers);
    return { ...base, lines: base.lines.map((l) => l.map(([k, v]): [string, string] => (k === 'ValidCard' ? [k, `${v}+${property}`] : [k, v]))) };
  }
  // A condition's own parameter stands for the event's (`TriggerZones$ Graveyard` of a card in your graveyard).
  return { ...base, lines: base.lines.map((l) => [...l.filter(([k]) => !condition.some(([key]) => key === k)), ...condition]) };
}

function eventParams(t: Trigger): TriggerLines {
  // Forge's per-object modes (Attacks, ChangesZone…) would trigger once for each of the group.
  if (t.oneOrMore) throw new NotScriptable('a trigger on one or more objects at once (Forge triggers once for each)');
  // Read exactly, but not written yet: measured against Forge's own scripts, the abilities these forms would add came out
  // wrong too often where Forge's scripts spell the same thing two ways (docs/export.md).
  // "When you cycle ~ or it dies": Forge's Cycled and a ChangesZone of the card itself dying (4 of 4 of its scripts).
  if (t.event === 'cycle' && t.orDies) {
    return { lines: [[['Mode', 'Cycled'], ['ValidCard', 'Card.Self']], [['Mode', 'ChangesZone'], ['Origin', 'Battlefield'], ['Destination', 'Graveyard'], ['ValidCard', 'Card.Self']]], triggered: 'TriggeredCard' };
  }
  if (t.orDies) throw new NotScriptable('"enters the battlefield or dies" (not written yet)');
  // "When ~ enters the battlefield or leaves the battlefield": read exactly, not written yet. Forge's scripts write a
  // ChangesZone of each, the leaving one with `TriggerController$` in 1 of 3; measured, 2 equivalent and 3 written
  // otherwise (that spelling, a condition checked as it resolves, a target of your graveyard spelled otherwise).
  if (t.orLeaves) throw new NotScriptable('"enters or leaves the battlefield" (not written yet)');
  // "When ~ enters the battlefield or is turned face up": read exactly, not written yet. Forge's scripts write a
  // ChangesZone and a TurnFaceUp (2 of 2); measured, 2 equivalent and 2 written otherwise (a target's conditions in
  // the order the fewer of its scripts use, `Creature.YouCtrl+Other`), above the share a new form may add.
  if (t.orTurnedFaceUp) throw new NotScriptable('"enters the battlefield or is turned face up" (not written yet)');
  if (t.targetsSelf) return heroicLines(t);
  // "When you cast this spell": the card itself cast, a trigger from the stack — no trigger zone (18 of Forge's 20
  // scripts of it; 2 more are its own static bookkeeping).
  if (t.event === 'cast' && t.subject.ref === 'self') return { lines: [[['Mode', 'SpellCast'], ['ValidCard', 'Card.Self']]], triggered: 'TriggeredCard' };
  if (t.by) return blockByParams(t);
  if (t.subject.ref === 'enchanted' && t.orSelf && t.event !== 'attacks') throw new NotScriptable('"~ or enchanted creature" of this event (not written yet)');
  // Two events of the card itself ("enters the battlefield or attacks", "attacks or blocks"): one line for each, sharing
  // the effect (which names the card itself, not an object of either event).
  if (t.orAttacks || t.event === 'attacksOrBlocks' || t.event === 'blocksOrBlocked') {
    if (t.subject.ref === 'enchanted' && !t.orSelf && !t.orAttacks && t.event === 'attacksOrBlocks') return enchantedAttacksOrBlocks(t, (e) => eventParams(e).lines[0]);
    if (t.subject.ref !== 'self' || t.orSelf) throw new NotScriptable('two events of another object');
    // "blocks or becomes blocked": Forge's Blocks and AttackerBlocked (2 of 2 of its scripts of it).
    const [first, second]: Trigger['event'][] = t.orAttacks ? [t.event, 'attacks'] : t.event === 'blocksOrBlocked' ? ['blocks', 'becomesBlocked'] : ['attacks', 'blocks'];
    const one = eventParams({ ...t, event: first, orAttacks: undefined });
    return { lines: [...one.lines, ...eventParams({ ...t, event: second, orAttacks: undefined }).lines] };
  }
  const zones = (self: boolean): Params => (self ? [] : [['TriggerZones', 'Battlefield']]);
  const withSelf = (make: (valid: string, self: boolean) => Params): Params[] => {
    const { valid, self } = validCard(t);
    return t.orSelf ? [make('Card.Self', true), make(valid, false)] : [make(valid, self)];
  };
  switch (t.event) {
    case 'enters':
      return { lines: withSelf((v, self) => [['Mode', 'ChangesZone'], ['Origin', 'Any'], ['Destination', 'Battlefield'], ['ValidCard', v], ...zones(self)]), triggered: 'TriggeredCard' };
    case 'dies':
      return {
        // "When ~ dies": `TriggerController$ TriggeredCardController` (152 of Forge's 171 scripts); the card's own half of
        // "Whenever ~ or another creature dies" leaves it out (9 of its 14).
        lines: withSelf((v, self) => self
          ? [['Mode', 'ChangesZone'], ['Origin', 'Battlefield'], ['Destination', 'Graveyard'], ['ValidCard', v], ...(t.orSelf ? [] : [['TriggerController', 'TriggeredCardController'] as [string, string]])]
          : [['Mode', 'ChangesZone'], ['Origin', 'Battlefield'], ['Destination', 'Graveyard'], ['ValidCard', v], ...(v === 'Card.AttachedBy' ? [] : zones(false))]),
        triggered: 'TriggeredCard',
      };
    case 'taps':
    case 'untaps': {
      // "Whenever ~ becomes untapped" (inspired) and "Whenever a Forest an opponent controls becomes tapped": Forge's Untaps /
      // Taps, on the battlefield (24 of 24 and 6 of 6 of Forge's scripts). The enchanted permanent's tapping: `Card.AttachedBy`,
      // on the battlefield (7 of Forge's 10 scripts of it; measured, +6 equivalent, +1 written otherwise). Read exactly, not
      // written yet: the card's own tapping, which Forge's scripts spell two ways (`TriggerZones$` in 2 of 7; measured, +4
      // equivalent, +1 written otherwise); another permanent's untapping, measured 1 wrong.
      const taps = t.event === 'taps';
      const own = t.subject.ref === 'self' && !t.orSelf;
      if (taps && t.subject.ref === 'enchanted') return { lines: [[['Mode', 'Taps'], ['ValidCard', 'Card.AttachedBy'], ['TriggerZones', 'Battlefield']]], triggered: 'TriggeredCard' };
      if (taps ? t.subject.ref !== 'each' || t.orSelf : !own) {
        const tapping = t.subject.ref === 'equipped' ? "the equipped creature's tapping" : t.orSelf ? "the card's own tapping or another permanent's" : "the card's own tapping";
        throw new NotScriptable(taps ? `${tapping} (not written yet)` : "another permanent's untapping (not written yet)");
      }
      const v = validCard(t).valid;
      // Only permanents become tapped: "a permanent" is Forge's Taps with no `ValidCard$` (as its script of it writes).
      return { lines: [[['Mode', taps ? 'Taps' : 'Untaps'], ...(v === 'Permanent' ? [] : [['ValidCard', v] as [string, string]]), ['TriggerZones', 'Battlefield']]], triggered: 'TriggeredCard' };
    }
    case 'putIntoGraveyard':
      // "When ~ is put into your graveyard from your library": the card itself from the library, no trigger zone (2 of 2
      // of Forge's scripts of it).
      if (t.subject.ref === 'self' && !t.orSelf && t.from === 'library') return { lines: [[['Mode', 'ChangesZone'], ['Origin', 'Library'], ['Destination', 'Graveyard'], ['ValidCard', 'Card.Self']]], triggered: 'TriggeredCard' };
      // "When ~ is put into a graveyard from anywhere": read exactly, not written yet. Forge's scripts spell the card itself
      // two ways (`Creature.Self` 6 of 8, `Card.Self` 2 of 8): measured, either spelling would add 4 equivalent and 2
      // wrong abilities (or 2 and 4), above the 3% a new form may add.
      if (t.subject.ref === 'self' || t.orSelf) throw new NotScriptable('the card itself put into a graveyard from anywhere (not written yet)');
      // "Whenever a land card is put into your graveyard from your library": Forge's one script of it names the cards
      // `Land.YouCtrl`; not written.
      if (t.from === 'library') throw new NotScriptable('a card put into your graveyard from your library (not written yet)');
      // "Whenever a card is put into an opponent's graveyard from anywhere": Forge's ChangesZone from any zone (3 of 3).
      return { lines: [[['Mode', 'ChangesZone'], ['Origin', 'Any'], ['Destination', 'Graveyard'], ['ValidCard', validCard(t).valid], ['TriggerZones', 'Battlefield']]], triggered: 'TriggeredCard' };
    case 'leaves':
      // Of the enchanted permanent, as when it dies: no trigger zone (2 of 2 of Forge's scripts of it).
      return { lines: withSelf((v, self) => [['Mode', 'ChangesZone'], ['Origin', 'Battlefield'], ['Destination', 'Any'], ['ValidCard', v], ...(self ? [['TriggerController', 'TriggeredCardController'] as [string, string]] : v === 'Card.AttachedBy' ? [] : zones(false))]), triggered: 'TriggeredCard' };
    case 'attacks': {
      // A bestow card's "Whenever ~ or enchanted creature attacks": one line naming both, no trigger zone (2 of 2 of
      // Forge's scripts of it).
      if (t.subject.ref === 'enchanted' && t.orSelf && !t.alone && !t.attacked) return { lines: [[['Mode', 'Attacks'], ['ValidCard', 'Card.Self,Creature.EnchantedBy']]], triggered: 'TriggeredAttacker' };
      const alone: Params = t.alone ? [['Alone', 'True']] : [];
      // "attacks you (or a planeswalker you control)": Forge's `Attacked$` (all 7 of its scripts of it).
      if (t.attacked) alone.push(['Attacked', t.attacked === 'you' ? 'You' : 'You,Planeswalker.YouCtrl']);
      return { lines: withSelf((v, self) => [['Mode', 'Attacks'], ['ValidCard', v], ...alone, ...(v === 'Card.EquippedBy' ? [] : zones(self))]), triggered: 'TriggeredAttacker' };
    }
    case 'blocks':
      return { lines: withSelf((v, self) => [['Mode', 'Blocks'], ['ValidCard', v], ...zones(self)]), triggered: 'TriggeredBlocker' };
    case 'becomesBlocked':
      return { lines: withSelf((v, self) => [['Mode', 'AttackerBlocked'], ['ValidCard', v], ...zones(self)]), triggered: 'TriggeredAttacker' };
    case 'damageToPlayer':
      return { lines: withSelf((v) => [['Mode', 'DamageDone'], ['ValidSource', v], ['ValidTarget', 'Player'], ['TriggerZones', 'Battlefield']]), triggered: 'TriggeredSource', triggeredPlayer: 'TriggeredTarget' };
    case 'countersPut': {
      // Forge's CounterAddedOnce: once for the counters of one kind put on one object at one time (3 of 3 of its scripts
      // of "one or more … counters are put on"); counters you put name you as their source (`ValidSource$ Card.YouCtrl`).
      const p: Params = [['Mode', 'CounterAddedOnce'], ['ValidCard', validCard(t).valid]];
      if (t.byYou) p.push(['ValidSource', 'Card.YouCtrl']);
      p.push(['TriggerZones', 'Battlefield'], ['CounterType', forgeCounter(t.counter!)]);
      return { lines: [p], triggered: 'TriggeredCard' };
    }
    case 'sacrificed':
      if (t.subject.ref === 'each') return sacrificedLines(t.subject.filter);
      // "When you sacrifice ~": as all 3 of Forge's scripts of it.
      return { lines: [[['Mode', 'Sacrificed'], ['ValidPlayer', 'You'], ['ValidCard', 'Card.Self']]], triggered: 'TriggeredCard' };
    case 'cycle':
      // "When you cycle ~": the card, cycled from its owner's hand.
      if (t.subject.ref !== 'self') return cycledLines(t.subject);
      return { lines: [[['Mode', 'Cycled'], ['ValidCard', 'Card.Self']]], triggered: 'TriggeredCard' };
    case 'drawCard': return drawnLines(t.subject);
    case 'gainLife':
      if (t.subject.ref !== 'you') throw new NotScriptable('who gains life');
      return { lines: [[['Mode', 'LifeGained'], ['ValidPlayer', 'You'], ['TriggerZones', 'Battlefield']]], triggeredPlayer: 'TriggeredPlayer' };
    case 'turnedFaceUp':
      // Forge's scripts name the battlefield here too, the card itself included (a face-down card has no abilities).
      return { lines: withSelf((v) => [['Mode', 'TurnFaceUp'], ['ValidCard', v], ['TriggerZones', 'Battlefield']]), triggered: 'TriggeredCard' };
    case 'becomesTarget':
      return becomesTargetLines(t, withSelf);
    case 'combatDamageToCreature':
      // The trigger's object is the creature dealt damage of the card's own damage ("destroy that creature"), the source
      // of another creature's ("Whenever a creature you control deals combat damage to a creature, it …").
      return { lines: withSelf((v) => [['Mode', 'DamageDone'], ['ValidSource', v], ['ValidTarget', 'Creature'], ['CombatDamage', 'True'], ['TriggerZones', 'Battlefield']]), triggered: t.subject.ref === 'self' && !t.orSelf ? 'TriggeredTarget' : 'TriggeredSource' };
    case 'dealtDamage': {
      // Forge's "is dealt damage" triggers once for all the damage dealt at one time (DamageDoneOnce), as the rule does;
      // "you're dealt damage" of you (`ValidTarget$ You`).
      const combat: Params = t.combat ? [['CombatDamage', 'True']] : [];
      // Of combat damage to you, read exactly, not written yet: measured, Forge's one script of it sacrifices the card
      // itself as `SacValid$ Self` (ours `Defined$ Self`, as most of its scripts).
      if (t.subject.ref === 'you' && t.combat) throw new NotScriptable('"you\'re dealt combat damage" (not written yet)');
      if (t.subject.ref === 'you') return { lines: [[['Mode', 'DamageDoneOnce'], ['ValidTarget', 'You'], ...combat, ['TriggerZones', 'Battlefield']]] };
      return { lines: withSelf((v) => [['Mode', 'DamageDoneOnce'], ['ValidTarget', v], ...combat, ['TriggerZones', 'Battlefield']]), triggered: 'TriggeredTarget' };
    }
    case 'attacksUnblocked':
      return { lines: withSelf((v, self) => [['Mode', 'AttackerUnblocked'], ['ValidCard', v], ...zones(self)]), triggered: 'TriggeredAttacker' };
    case 'combatDamageToPlayer':
      return { lines: withSelf((v, self) => [['Mode', 'DamageDone'], ['ValidSource', v], ['ValidTarget', 'Player'], ['CombatDamage', 'True'], ...zones(self)]), triggered: 'TriggeredSource', triggeredPlayer: 'TriggeredTarget' };
    case 'phase': {
      const phase = phaseNames[t.phase ?? ''];
      if (!phase) throw new NotScriptable('this step or phase');
      const p: Params = [['Mode', 'Phase'], ['Phase', phase]];
      // The first main phase of the turn (505.1a), not an additional one: `PreCombatMain$ True` (all 7 of Forge's scripts).
      if (t.phase === 'precombatMain') p.push(['PreCombatMain', 'True']);
      if (t.whose === 'you') p.push(['ValidPlayer', 'You']);
      else if (t.whose === 'opponent') p.push(['ValidPlayer', 'Opponent']);
      else if (t.whose === 'player') p.push(['ValidPlayer', 'Player']);
      else if (t.whose === 'enchantedController') p.push(['ValidPlayer', 'EnchantedController']);
      else if (t.whose === 'enchantedPlayer') p.push(['ValidPlayer', 'Player.EnchantedBy']);
      else if (t.whose === 'chosenPlayer') p.push(['ValidPlayer', 'Player.Chosen']);
      else if (t.whose === undefined) throw new NotScriptable('whose step it is');
      // Of the card's own combat, Forge's scripts name any player's (`ValidPlayer$ Player`, all 4 of its scripts of it).
      if (t.condition && 'selfAttackedOrBlocked' in t.condition) p.push(['ValidPlayer', 'Player']);
      // A werewolf's "each upkeep" trigger names no player (its condition does the work).
      if (t.condition && 'spellsLastTurn' in t.condition) p.splice(2);
      p.push(['TriggerZones', 'Battlefield']);
      return { lines: [p], triggeredPlayer: 'TriggeredPlayer' };
    }
    case 'cast':
      return castLines(t);
    case 'damageToCreature':
    case 'damageToOpponent':
      // Of the card's own damage to a creature, Forge's scripts name the battlefield (`TriggerZones$`, 3 of 4): measured,
      // +3 equivalent, +1 written otherwise (the one without). To an opponent they name it in 4 of 7: measured with the
      // other, 4 equivalent and 3 wrong, so not written yet.
      if (t.orSelf) throw new NotScriptable('damage dealt by the card or another object, one trigger (not written yet)');
      if (t.subject.ref === 'self' && t.event === 'damageToOpponent') throw new NotScriptable("the card's own damage to an opponent (not written yet)");
      if (t.event === 'damageToOpponent') return { lines: withSelf((v) => [['Mode', 'DamageDone'], ['ValidSource', v], ['ValidTarget', 'Opponent'], ['TriggerZones', 'Battlefield']]), triggeredPlayer: 'TriggeredTarget' };
      return { lines: withSelf((v) => [['Mode', 'DamageDone'], ['ValidSource', v], ['ValidTarget', 'Creature'], ['TriggerZones', 'Battlefield']]), triggered: t.subject.ref === 'self' && !t.orSelf ? 'TriggeredTarget' : 'TriggeredSource' };
    case 'dealsDamage':
      // Forge's DamageDealtOnce: once for all the damage the source deals at one time. Of a spell (a source on the stack),
      // Forge's scripts use another mode: not written.
      if (t.subject.ref === 'each' && t.subject.filter.alts.some((a) => a.noun === 'Spell' || a.noun === 'Instant' || a.noun === 'Sorcery')) throw new NotScriptable('damage dealt by a spell');
      return { lines: withSelf((v) => [['Mode', 'DamageDealtOnce'], ['ValidSource', v], ['TriggerZones', 'Battlefield']]), triggered: 'TriggeredSource' };
    case 'dealsCombatDamage':
      // Once for all the combat damage the source deals at one time; of the card itself with no trigger zone (2 of Forge's
      // 3 scripts of it), of another creature on the battlefield (2 of 2).
      return { lines: withSelf((v, self) => [['Mode', 'DamageDealtOnce'], ['CombatDamage', 'True'], ['ValidSource', v], ...zones(self)]), triggered: 'TriggeredSource' };
    case 'damageToYou':
    case 'combatDamageToYou': {
      const combat: Params = t.event === 'combatDamageToYou' ? [['CombatDamage', 'True']] : [];
      return { lines: withSelf((v) => [['Mode', 'DamageDone'], ['ValidSource', v], ['ValidTarget', 'You'], ...combat, ['TriggerZones', 'Battlefield']]), triggered: 'TriggeredSource' };
    }
    case 'state':
      // A state trigger (603.8): Forge checks it always; "you control no Islands" as a present-card count.
      if (!t.state || t.state.compare !== 'EQ' || t.state.count !== 0) throw new NotScriptable('this state trigger');
      return { lines: [[['Mode', 'Always'], ['IsPresent', validOf(t.state.youControl)], ['PresentCompare', 'EQ0'], ['TriggerZones', 'Battlefield']]] };
    case 'discard':
      // "When a spell or ability an opponent controls causes you to discard ~": of the card itself, from no zone in
      // particular, "that player" the cause's controller (as all 3 of Forge's scripts of it).
      if (t.byOpponent && t.subject.ref === 'self') return { lines: [[['Mode', 'Discarded'], ['ValidCard', 'Card.Self'], ['ValidCause', 'Card.OppCtrl']]], triggered: 'TriggeredCard', triggeredPlayer: 'TriggeredCauseController' };
      if (t.subject.ref !== 'each') throw new NotScriptable('what is discarded');
      // "Whenever you cycle or discard a card": read exactly, not written yet. Forge's scripts name the card
      // `Card.YouCtrl` (6 of 9) or `Card.YouOwn` (3 of 9); measured, `YouOwn` would add 2 equivalent and 7 wrong
      // abilities (the other spelling, and these triggers' pumps and "you may pay" spelled otherwise).
      if (t.subject.filter.alts.some((a) => a.props.some((p) => p.is === 'owner' && p.who === 'you'))) throw new NotScriptable('a card you cycle or discard (not written yet)');
      // "Whenever an opponent discards a card": Forge's Discarded of a card an opponent owns (5 of Forge's 6 scripts of
      // it); "that player" is the discarded card's controller (`TriggeredCardController`, as its scripts of it name them).
      return { lines: [[['Mode', 'Discarded'], ['ValidCard', validCard(t).valid], ['TriggerZones', 'Battlefield']]], triggered: 'TriggeredCard', triggeredPlayer: 'TriggeredCardController' };
    case 'tapsForMana':
      // Forge's TapsForMana: of the enchanted land with no trigger zone (3 of its 4 scripts of it), of any other kind on
      // the battlefield (all of them); the player who tapped it is `TriggeredPlayer`.
      if (t.orSelf || (t.subject.ref !== 'enchanted' && t.subject.ref !== 'each')) throw new NotScriptable('what is tapped for mana');
      return { lines: [[['Mode', 'TapsForMana'], ['ValidCard', validCard(t).valid], ...zones(t.subject.ref === 'enchanted')]], triggered: 'TriggeredCard', triggeredPlayer: 'TriggeredPlayer' };
    case 'exploits':
      // 702.110b: the creature the card sacrificed for its exploit ability, as all 8 of Forge's scripts of it.
      return { lines: [[['Mode', 'Exploited'], ['ValidCard', 'Creature'], ['ValidSource', 'Card.Self'], ['TriggerZones', 'Battlefield']]], triggered: 'TriggeredCard' };
    case 'planarChaos':
      return { lines: [[['Mode', 'PlanarDice'], ['Result', 'Chaos'], ['TriggerZones', 'Command']]] };
    default: {
      const action = keywordActionLines(t);
      if (action) return action;
      throw new NotScriptable(`a trigger Forge's export does not write yet (${t.event})`);
    }
  }
}
