/**
 * A triggered ability in Forge's words: its `T:` line(s) from the trigger (triggers.ts), the effect it executes (an SVar
 * chain, an activated ability `AB$ … | Cost$` when it is paid for as it resolves, Forge's Charm for a modal one) and the
 * parameters Forge's scripts give a trigger in each context (`TriggerZones$`, `OptionalDecider$`, `TriggerController$`).
 */
import { allSteps } from '../../language/effects/read.js';
import type { AbilityEffect, Ref, Step, Trigger } from '../../language/effects/types.js';
import { onBattlefieldEvents } from '../../language/effects/triggerContext.js';
import { effectsOf } from './abilityEffects.js';
import { type FaceInfo, paysX, stepContext } from './abilities.js';
import { attacksOrBlocksStepsScriptable, blockPairStepsScriptable } from './blockTriggers.js';
import { costOf } from './costs.js';
import { eachOfPairTrigger } from './eachOfPair.js';
import { checkMostControlSteps } from './mostControl.js';
import { checkDrawIfYouDo } from './ifYouDo.js';
import { triggeredCharm } from './modal.js';
import type { Params, StepContext } from './stepContext.js';
import { triggerParams } from './triggers.js';
import { NotScriptable } from './valid.js';
import { type FaceWriter, renderParams } from './writer.js';

/**
 * "At the beginning of your upkeep, sacrifice ~ unless you pay {cost}." is Forge's `K:UpkeepCost:<cost>` keyword.
 */
function upkeepCost(effect: Pick<AbilityEffect, 'trigger' | 'steps'>, face: FaceInfo): string | undefined {
  const t = effect.trigger!;
  if (!effect.steps) return undefined;
  const [step, ...rest] = effect.steps;
  if (t.event !== 'phase' || t.phase !== 'upkeep' || t.whose !== 'you' || t.condition || rest.length > 0) return undefined;
  if (step?.do !== 'sacrifice' || step.what.ref !== 'self' || step.optional || step.unless?.payer.ref !== 'you') return undefined;
  // "… unless you pay {1} for each +1/+1 counter on it": a payment counted as it resolves, not the keyword's fixed cost.
  if (step.unless.times || step.unless.each) return undefined;
  return `K:UpkeepCost:${costOf(step.unless.cost, face.declarations)}`;
}

/**
 * "you may pay {2}{R}. When you do, …" (603.12): the execute is paid for as it resolves and then triggers the steps,
 * whose targets are chosen then (Forge's `AB$ ImmediateTrigger | Cost$ … | Execute$ …`, both of its scripts of it).
 */
function reflexiveTrigger(name: string, effects: ReturnType<typeof effectsOf>, cost: string, w: FaceWriter, desc: string): string {
  const steps = w.reserve('TrigReflexive');
  w.define(steps, w.chain(effects, 'DB', [], []));
  const said = /When you do, .*$/s.exec(desc)?.[0] ?? desc;
  w.define(name, `AB$ ImmediateTrigger | ${renderParams([['Cost', cost], ['Execute', steps], ['TriggerDescription', said]])}`);
  return name;
}

/**
 * A triggered ability in quotes that a static ability grants (grantedAbilities.ts): its trigger and steps only — no
 * ability of the card's own (so no ability word), no modes, nothing paid as it resolves.
 */
export interface GrantedTriggerEffect {
  trigger: Trigger;
  steps: Step[];
  ability?: undefined;
  modes?: undefined;
  payToDo?: undefined;
  reflexive?: undefined;
}

/** The lines of a triggered ability (its SVars added to the writer); `desc`, its text as Forge's description. */
export function triggeredLines(effect: AbilityEffect | GrantedTriggerEffect, face: FaceInfo, w: FaceWriter, desc: string): string[] {
  const upkeep = upkeepCost(effect, face);
  if (upkeep) return [upkeep];
  // Forge's scripts mark ability-word conditions (metalcraft, threshold…) with their own flags: not written here
  // (but delirium, revolt, morbid and raid, read as their own conditions: written as Forge writes them, or not yet).
  const own = effect.trigger!.condition && ['delirium', 'revolt', 'creatureDied', 'attacked'].some((k) => k in effect.trigger!.condition!);
  const abilityWord = effect.ability?.ability.abilityWord;
  if (effect.trigger!.condition && !own && abilityWord) throw new NotScriptable(`the condition of ${abilityWord.text}`);
  // What the steps say, of each mode too.
  const said = JSON.stringify([effect.steps ?? [], effect.modes?.choices ?? []]);
  // "Whenever a player casts a spell, … that player": the caster, Forge's `TriggeredActivator` (13 of Forge's 24 scripts, four
  // other ways). Of "an opponent casts", not written yet: measured, its triggers are written otherwise (no `ValidCard$`,
  // `Player.Opponent`); nor mana the caster adds (Forge's one script of it says `Amount$ 1`).
  if (effect.trigger!.event === 'cast' && said.includes('"what":"player"') && (effect.trigger!.whose !== 'each' || said.includes('"do":"mana"'))) throw new NotScriptable('"that player" (the spell\'s caster) in a cast trigger of an opponent\'s spell, or adding mana (not written yet)');
  // A target "with mana value X" whose X is paid as the trigger resolves: targets are chosen first (603.3d), so X would be
  // unknown (Forge's scripts read it from the target); not written.
  if (/"cmp":"EQ","value":"X"/.test(said)) throw new NotScriptable('a target "with mana value X" whose X the trigger pays (Forge chooses targets before it is paid)');
  // Battalion's "~ gets +2/+2": Forge's scripts spell the card's own P/T change two ways (`Defined$ Self | NumAtt$ 2` in 1
  // of 3, no `Defined$` and `NumAtt$ +2` in 2): not written yet.
  const ownPT = allSteps(effect).some((st) => st.do === 'pump' && st.what.ref === 'self' && (st.power !== undefined || st.toughness !== undefined));
  if (effect.trigger!.withOthers !== undefined && ownPT) {
    throw new NotScriptable("battalion's P/T change of the card itself (not written yet: Forge spells it two ways)");
  }
  // Heroic's effects that Forge's scripts spell two ways: the card's own P/T change (`NumAtt$ 2` in 25 of the 34 pumps of
  // the card itself its triggers name by numbers, `+2` in 9; heroic's one is signed), a counter on it (`Defined$ Self` in
  // 4 of its 5 heroic scripts of it, none in 1), a payment as it resolves (`OptionalDecider$` in 10 of the 19 cast
  // triggers with one): measured, each would add a wrong; not written yet.
  if (effect.trigger!.targetsSelf && (effect.payToDo || ownPT || allSteps(effect).some((st) => st.do === 'counters' && st.what.ref === 'self'))) {
    throw new NotScriptable("heroic's P/T change of the card itself, a counter on it or a payment (not written yet: Forge spells them two ways)");
  }
  // "When you cast this spell, take an extra turn" / "…, return target creature card from your graveyard": measured, Forge's
  // scripts of them in such a trigger spell them otherwise than ours (`Defined$ You`, 1 of 1; the card's owner `YouOwn`
  // in 1 of 2): not written yet.
  if (effect.trigger!.event === 'cast' && effect.trigger!.subject.ref === 'self' && allSteps(effect).some((st) => st.do === 'extraTurn' || (st.do === 'return' && st.what.ref === 'target'))) {
    throw new NotScriptable('an extra turn or a card returned from a graveyard when the card itself is cast (not written yet: Forge spells them two ways)');
  }
  const allModeSteps = [...(effect.steps ?? []), ...(effect.modes?.choices.flat() ?? [])];
  blockPairStepsScriptable(effect.trigger!, allModeSteps);
  attacksOrBlocksStepsScriptable(effect.trigger!, allModeSteps);
  checkMostControlSteps(effect.trigger, allModeSteps);
  // "When enchanted creature dies, return that card to its owner's hand": read exactly, not written yet — one of Forge's 4
  // scripts of it makes the return an ability costing {0} (`AB$ ChangeZone | Cost$ 0`); measured, 3 equivalent and 1 wrong.
  const attached = effect.trigger!.subject.ref === 'enchanted' || effect.trigger!.subject.ref === 'equipped';
  if (attached && allSteps(effect).some((st) => st.do === 'return' && st.to === 'hand' && st.what.ref === 'triggered')) throw new NotScriptable('the enchanted permanent\'s card returned to its owner\'s hand (not written yet)');
  const t = triggerParams(effect.trigger!, (base, value) => w.svar(base, value), face.kickers);
  // "If you control a blue permanent and a black permanent, … instead" of "if you control a blue or black permanent":
  // the trigger checks the count of the two kinds its steps compare (see eachOfPair.ts).
  const eachOf = eachOfPairTrigger(effect, (base, value) => w.svar(base, value));
  if (eachOf) t.lines = t.lines.map((line) => [...line.filter(([k]) => k !== 'IsPresent' && k !== 'PresentCompare'), ...eachOf]);
  const steps = [...(effect.steps ?? [])];
  const optional = steps[0]?.optional;
  // "You may tap target creature. Draw a card.": Forge's `OptionalDecider$` asks once for the whole chain, so a step done
  // either way after the optional one would be skipped with it.
  if (optional && steps.some((s) => !s.optional && !s.ifYouDo)) throw new NotScriptable('a step done whether or not the "you may" step before it is chosen (Forge would skip both)');
  checkDrawIfYouDo(effect.trigger!, steps);
  // "you may sacrifice it at end of combat": the choice is the delayed ability's, made as it resolves (603.7), not the trigger's.
  if (optional && steps[0].delayed) throw new NotScriptable('a "you may" of a delayed step (chosen as it resolves)');
  // "that creature's controller may draw a card": that player decides (`OptionalDecider$ TriggeredCardController`).
  const decider = optional ? otherDecider(steps[0].optionalBy, t.triggered) : undefined;
  if (optional) steps[0] = { ...steps[0], optional: undefined, optionalBy: undefined };
  // "You may pay {cost}. If you do, …": Forge's execute is an ability with that cost (AB$ … | Cost$), offered as it resolves.
  const pay = effect.payToDo;
  if (pay && optional) throw new NotScriptable('"you may" after "if you do"');
  // "You may sacrifice a creature / discard a card / return a land. If you do, …": read exactly, not written yet. Most
  // of Forge's scripts make the action the execute's cost (`AB$ … | Cost$ Sac<1/Creature>`: a sacrifice 16 of 18, with
  // `OptionalDecider$` in 3 of the 16; a discard 6 of 13, the other 7 `DB$ Discard | RememberDiscarded$` checked two
  // ways). Measured at 9a54e90, the form adds 4 equivalent and 13 wrong abilities without `OptionalDecider$` (3 and 14
  // with it): the trigger's own spellings (`TriggerZones$`, an Aura's trigger), a leftover cleanup, the discard's forms.
  // Of a card in your graveyard, "you may discard a card. If you do, return ~ …": the discard the execute's cost
  // (`Cost$ Discard<1/Card>`, with `OptionalDecider$ You`), as Forge's script of such an upkeep trigger.
  const cond = effect.trigger!.condition;
  const graveyardDiscard = !!cond && 'selfInYourGraveyard' in cond && pay?.length === 1 && pay[0].pay === 'discard'
    && steps.length === 1 && (steps[0].do === 'bounce' || steps[0].do === 'return') && steps[0].what.ref === 'self';
  if (!graveyardDiscard && pay?.some((c) => c.pay !== 'mana' && c.pay !== 'life' && c.pay !== 'energy')) throw new NotScriptable('"if you do" after "you may sacrifice, discard or return" (not written yet)');
  // The context of the trigger's steps (made again for each mode of a modal trigger: a mode's targets are its own).
  const triggerContext = (triggered = t.triggered): StepContext => {
    const ctx = stepContext(w, !!pay?.some((p) => p.pay === 'mana' && paysX(p.symbols)), triggered ?? '', t.triggeredPlayer, face.declarations);
    ctx.lastCounterTrigger = face.lastCounterTrigger;
    // When another creature attacks, Forge's scripts name its defending player through the trigger.
    if (effect.trigger!.event === 'attacks' && effect.trigger!.subject.ref !== 'self') ctx.defending = 'TriggeredDefendingPlayer';
    ctx.activePlayer = effect.trigger!.event === 'phase' && effect.trigger!.whose !== 'you';
    ctx.defenderCtrl = (effect.trigger!.event === 'attacks' || effect.trigger!.event === 'attacksUnblocked') && effect.trigger!.subject.ref === 'self';
    ctx.defenderTarget = ctx.defenderCtrl && steps.length === 1 && !effect.modes;
    // The player the card itself dealt combat damage to is its defending player: what that player controls, counted, is
    // Forge's `DefenderCtrl` (as both of its scripts of it count it), and so are all such objects (`ValidCards$`,
    // `AllValid$`: 2 of 2; its `GainControl` of them is not written). Of a target that player controls, not written yet — measured again, `DefenderCtrl` there (12
    // of Forge's 13 such scripts; `TargetsWithDefinedController$ TriggeredTarget` in 1) adds 3 equivalent and 3 wrong
    // abilities (that other spelling, the triggers' own two-way `TriggerZones$`; one leaves out "you may").
    // A target that player controls, of the equipped creature's combat damage (`DefenderCtrl`, 2 of Forge's 2 scripts with an
    // enchanted creature's) or of damage dealt otherwise (`TargetsWithDefinedController$ TriggeredTarget`, 3 of 3): not
    // written yet — measured, +0 equivalent and +2 wrong (the triggers' own spellings: `Creature.EquippedBy` 4 of 5,
    // `ValidTarget$ Player.Opponent` 1 of 17).
    if (effect.trigger!.event === 'combatDamageToPlayer' && effect.trigger!.subject.ref === 'self') ctx.thatPlayerCtrl = 'DefenderCtrl';
    ctx.atStep = effect.trigger!.event === 'phase';
    ctx.eachOfPair = !!eachOf;
    ctx.selfOnBattlefield = selfStays(effect.trigger!);
    // "At the beginning of your upkeep, if ~ is in your graveyard (the command zone), exile ~": the card itself there as
    // the trigger resolves, Forge's `Defined$ Self | Origin$ Graveyard` (as its scripts of such a trigger name it).
    const where = effect.trigger!.condition;
    if (where && ('selfInYourGraveyard' in where || 'selfInCommandZone' in where)) {
      ctx.selfZone = 'selfInYourGraveyard' in where ? 'Graveyard' : 'Command';
      ctx.selfZoneDefined = 'Self';
      ctx.selfOnBattlefield = false;
    }
    const own = effect.trigger!.subject.ref === 'self';
    const offEvent = effect.trigger!.event === 'cast' || effect.trigger!.event === 'cycle' || effect.trigger!.event === 'discard' || effect.trigger!.event === 'putIntoGraveyard';
    ctx.selfOffBattlefield = (own && offEvent) || !!face.commandZone || ctx.selfZoneDefined === 'Self';
    // At the enchanted permanent's controller's step, Forge's scripts name that player by the trigger's own word.
    if (effect.trigger!.event === 'phase' && effect.trigger!.whose === 'enchantedController') ctx.triggeredPayer = 'EnchantedController';
    ctx.optional = optional;
    ctx.paid = !!pay;
    ctx.selfEntered = effect.trigger!.event === 'enters' && effect.trigger!.subject.ref === 'self' && !effect.trigger!.orSelf && !effect.trigger!.orAttacks && !effect.trigger!.orTurnedFaceUp && !effect.trigger!.orLeaves;
    ctx.entered = effect.trigger!.event === 'enters';
    // An Aura's or Equipment's trigger on the creature it is attached to dying or leaving: the card returned is left unsaid.
    const ofAttachedCreature = (effect.trigger!.event === 'dies' || effect.trigger!.event === 'leaves') && (effect.trigger!.subject.ref === 'enchanted' || effect.trigger!.subject.ref === 'equipped');
    ctx.namesReturnedSelf = !ctx.entered && !ofAttachedCreature;
    // An Aura is put into its owner's graveyard as the creature it enchanted leaves (704.5m), before the trigger is put on
    // the stack: "return ~ to its owner's hand" would then move it from the graveyard, which the bounce does not say.
    if (ofAttachedCreature && effect.trigger!.subject.ref === 'enchanted' && steps.some((s) => s.do === 'bounce' && s.what.ref === 'self')) {
      throw new NotScriptable('an Aura returning itself after the creature it enchanted left (it is in the graveyard by then, 704.5m; not written yet)');
    }
    ctx.tappedForMana = effect.trigger!.event === 'tapsForMana';
    // "At the beginning of the end step" (each player's), unconditional (a haste creature's drawback): not "your end
    // step" nor "if no creatures are on the battlefield", which Forge's scripts write otherwise.
    ctx.endStep = effect.trigger!.event === 'phase' && effect.trigger!.phase === 'end' && effect.trigger!.whose === 'each' && !effect.trigger!.condition;
    // When the card itself died, Forge's scripts name its controller (as it last existed) where the text says "you".
    if (effect.trigger!.event === 'dies' && effect.trigger!.subject.ref !== 'self') {
      ctx.selfPresent = true;
      ctx.triggeredZone = 'Graveyard';
    }
    // "When ~ is put into your graveyard from your library": the card is in the graveyard as the trigger resolves
    // (Forge's scripts of it: `Origin$ Graveyard`), as when it died.
    if (effect.trigger!.event === 'putIntoGraveyard' && effect.trigger!.subject.ref === 'self' && effect.trigger!.from === 'library') ctx.selfZone = 'Graveyard';
    if (effect.trigger!.event === 'dies' && effect.trigger!.subject.ref === 'self') {
      ctx.selfZone = 'Graveyard';
      // An ability paid for as it resolves is its payer's: "you" is Forge's default there (and where the trigger leaves
      // its controller to the default, as of "if 4 or more damage was dealt to it this turn").
      const cond = effect.trigger!.condition;
      if (!pay && !(cond && 'damagedThisTurn' in cond)) ctx.you = 'TriggeredCardController';
    }
    return ctx;
  };
  const writeExecute = (triggered?: string): string => {
    if (effect.modes) return triggeredCharm(effect, face.name, w, () => triggerContext(triggered));
    const execute = w.reserve('TrigEffect');
    if (effect.reflexive) return reflexiveTrigger(execute, effectsOf(steps, triggerContext(triggered)), costOf(pay!, face.declarations), w, desc);
    w.define(execute, w.chain(effectsOf(steps, triggerContext(triggered)), pay ? 'AB' : 'DB', pay ? [['Cost', costOf(pay, face.declarations)]] : [], []));
    return execute;
  };
  // Two lines naming the trigger's object two ways ("blocks or becomes blocked by"): an execute for each, where it is named.
  const perLine = t.lineTriggered && said.includes('"ref":"triggered"') ? t.lineTriggered.map((name) => writeExecute(name)) : undefined;
  const shared = perLine ? undefined : writeExecute();
  return t.lines.map((params, line) => {
    const execute = perLine?.[line] ?? shared!;
    // From the command zone (a plane or vanguard); from the graveyard when it returns the card itself from there.
    // Not when the enchanted or equipped permanent dies or leaves: the card is still on the battlefield as that
    // happens (it is put into the graveyard afterwards, 704.5m), and Forge checks the trigger's zone then.
    const ofAttached = (effect.trigger!.event === 'dies' || effect.trigger!.event === 'leaves') && (effect.trigger!.subject.ref === 'enchanted' || effect.trigger!.subject.ref === 'equipped');
    const fromGraveyard = !ofAttached && allSteps(effect).some((st) => st.do === 'return' && st.what.ref === 'self');
    const zone = face.commandZone ? 'Command' : fromGraveyard ? 'Graveyard' : undefined;
    const p: Params = zone ? [...params.filter(([k]) => k !== 'TriggerZones'), ['TriggerZones', zone]] : [...params];
    // Forge's scripts of "whenever ~ deals combat damage to a player, put a counter on it" name the battlefield; so do
    // those whose first step puts counters on one object, gets energy or untaps (16 of 17 PutCounter, 2 of 2 Untap; its
    // one PutCounterAll, Draw, Discard and ChangeZone mostly not).
    const first = steps[0];
    const damageFirst = (first?.do === 'counters' && first.what.ref !== 'each') || first?.do === 'energy' || first?.do === 'untap';
    const selfCounters = effect.trigger!.event === 'combatDamageToPlayer' && effect.trigger!.subject.ref === 'self' && (damageFirst || allSteps(effect).some((st) => st.do === 'counters' && st.what.ref === 'self'));
    if (selfCounters && !p.some(([k]) => k === 'TriggerZones')) p.push(['TriggerZones', 'Battlefield']);
    // Forge's scripts of "whenever ~ attacks, put a counter on …" (or bolster) name the card `Creature.Self` (8 of the 9
    // not paid for; the 4 paid with energy `Card.Self`).
    const attackCounters = effect.trigger!.event === 'attacks' && effect.trigger!.subject.ref === 'self' && !effect.trigger!.orSelf && !pay && (steps[0]?.do === 'counters' || steps[0]?.do === 'bolster');
    // Of "whenever ~ attacks, creatures you control gain <keywords> …" and "…, return …", Forge's scripts name the
    // battlefield (6 of 6 and 9 of 13; a P/T change of them not, 6 of 8); of its other steps mostly not (116 of 176 in all).
    const attackZone = effect.trigger!.event === 'attacks' && effect.trigger!.subject.ref === 'self' && !effect.trigger!.orSelf && effect.trigger!.withOthers === undefined && !pay
      && ((first?.do === 'pump' && first.what.ref === 'each' && first.power === undefined && first.toughness === undefined) || first?.do === 'return' || first?.do === 'bounce');
    if (attackZone && !p.some(([k]) => k === 'TriggerZones')) p.push(['TriggerZones', 'Battlefield']);
    if (attackCounters) p.forEach((kv, i) => { if (kv[0] === 'ValidCard' && kv[1] === 'Card.Self') p[i] = ['ValidCard', 'Creature.Self']; });
    // A card that died (or left) is no longer anyone's: its controller as it last existed decides "you may".
    const gone = (effect.trigger!.event === 'dies' || effect.trigger!.event === 'leaves') && effect.trigger!.subject.ref === 'self';
    // A payment of mana or life offered as it resolves: Forge's scripts mostly let its controller decide first (an
    // energy payment they leave to the payment itself); either way the ability does nothing unless it is paid.
    // Of a trigger on tapping or untapping, Forge's scripts leave the decision to the payment too (5 of 5).
    const tapping = effect.trigger!.event === 'taps' || effect.trigger!.event === 'untaps';
    // A plane's "you may search your library …": Forge's scripts leave the choice to the search, which may find nothing
    // (3 of 3; a "you may" of a plane's other steps is asked first, 9 of 10).
    const planeSearch = face.commandZone && optional && steps.length === 1 && steps[0].do === 'search';
    // Of another object entering or dying, a payment for a step on that object (or for returning the card itself from the
    // graveyard): Forge's scripts leave the decision to the payment (8 of 9 of its scripts of it).
    const event = effect.trigger!.event;
    const payForObject = (event === 'enters' || event === 'dies') && effect.trigger!.subject.ref === 'each' && !effect.trigger!.orSelf && (fromGraveyard || said.includes('"ref":"triggered","what":"object"'));
    if ((optional && !planeSearch) || (pay && !pay.every((c) => c.pay === 'energy') && !tapping && !payForObject)) p.push(['OptionalDecider', decider ?? (gone ? 'TriggeredCardController' : 'You')]);
    // A trigger whose creature explores: Forge's scripts have the explored card's controller control it (5 of 5).
    if (allSteps(effect).some((st) => st.do === 'explore') && !p.some(([k]) => k === 'TriggerController')) p.push(['TriggerController', 'TriggeredCardController']);
    // "discard a card if you don't control an Ogre": the condition of the trigger's first step (said after it, never an
    // intervening "if"), which Forge's scripts of it check as it resolves (`CheckOnResolve$ True`, 6 of 6).
    if (steps[0]?.ifYouControl || steps[0]?.ifItsColor) p.push(['CheckOnResolve', 'True']);
    // 605.1b: a trigger on a permanent tapped for mana that adds mana is a mana ability, resolved at once (Forge's
    // `Static$ True`, 14 of its 15 scripts of it).
    if (effect.trigger!.event === 'tapsForMana' && allSteps(effect).some((st) => st.do === 'mana')) p.push(['Static', 'True']);
    p.push(['Execute', execute], ['TriggerDescription', desc]);
    return `T:${renderParams(p)}`;
  });
}

/**
 * Events of the card itself on the battlefield (the reader's list and more), after which it is there as the ability
 * resolves unless something removed it meanwhile — lethal damage in the damage events (704.5g); the rules then count
 * what it last had (608.2h), Forge's `Count$CardCounters` what it has, as Forge's own scripts of these triggers write it.
 */
const battlefieldEvents = new Set<string>([
  ...onBattlefieldEvents, 'enters', 'combatDamageToCreature', 'dealtDamage', 'dealsDamage', 'dealsCombatDamage', 'turnedFaceUp', 'becomesTarget', 'exerted',
]);

/** True when the trigger is of the card itself on the battlefield (not leaving it): what it has is counted there. */
function selfStays(t: Trigger): boolean {
  return t.subject.ref === 'self' && !t.orSelf && !t.orDies && !t.orLeaves && battlefieldEvents.has(t.event);
}

/** The Forge player who decides another player's "may": the trigger's object's controller, or nobody else yet. */
function otherDecider(by: Ref | undefined, triggered: string | undefined): string | undefined {
  if (!by) return undefined;
  if (by.ref === 'controller' && by.of.ref === 'triggered' && by.of.what === 'object' && triggered === 'TriggeredCard') return 'TriggeredCardController';
  throw new NotScriptable('"may" of another player (not written yet)');
}
