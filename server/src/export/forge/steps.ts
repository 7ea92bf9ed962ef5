/**
 * Each step of the effect model as one Forge effect (`DB$ <API>` and its parameters), the way Forge's own scripts
 * write it: `Draw | NumCards$ 2`, `DealDamage | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 3`,
 * `PumpAll | ValidCards$ Creature.YouCtrl | NumAtt$ +1`. What Forge cannot say exactly throws `NotScriptable`.
 */
import type { Step } from '../../language/effects/types.js';
import { describeStep } from '../../language/effects/describe.js';
import { amountOf } from './amountOf.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { allValid, namesTarget, objectParams, playerParams, saysOther, targetParams } from './stepParams.js';
import { colorNames, definedOf, NotScriptable, validOf } from './valid.js';
import type { Filter } from '../../language/effects/objectTypes.js';
import { impulseExile } from './impulse.js';
import { peekAndReveal } from './peekReveal.js';
import { preventAllEffect } from './prevention.js';
import { untapSkipsEffect } from './untapSkips.js';
import { playerTurnRuleEffect } from './playerTurnRules.js';
import { emblemEffect } from './emblems.js';
import { chooseSource } from './sourceShield.js';
import { becomeChosenTypeChoice, typeChoice } from './chosenType.js';
import { renderParams } from './writer.js';
import { animateEffect, becomeEffect } from './becomeColor.js';
import { writeZoneStep } from './zoneSteps.js';
import { writePlayerStep } from './playerEffects.js';
import { writeCounterTokenStep } from './counterTokenSteps.js';
import { eachPaysEffect } from './eachPays.js';
import { endOfCombatStep } from './endOfCombat.js';
import { countedUnlessCost } from './unlessCounts.js';
import { writeDamage, writePump } from './damagePump.js';
import { otherHandToTop } from './handToTop.js';
import { checkFighters } from './twoTargets.js';
import { anotherFighter } from './twoTargetFight.js';
import { gainControlEffect } from './gainControl.js';
import { anyNumberEffect } from './anyNumberEffects.js';

/** One step as one Forge effect (and what it moves off the battlefield, for the steps after it). */
export function forgeStep(step: Step, ctx: StepContext): ForgeEffect {
  // A spell is not on the battlefield: its "other creatures" and "another target creature" are other than an object the
  // text named before (Zombies, the first target), which Forge's `Other` (other than this card) does not say.
  if (ctx.inSpell && saysOther(step)) throw new NotScriptable('"other" objects in a spell (other than what it named before)');
  // The controller of a target already put into its owner's library: Forge's scripts name that player two ways
  // (`TargetedController` in 2, `RememberLKI$ True` then `RememberedController` in 1). Not written.
  for (const [id, how] of ctx.gone) if (how === 'putOnLibrary' && namesPlayerOf(step, id)) throw new NotScriptable("the controller of a target put into its owner's library (Forge's scripts name that player two ways)");
  const effect = writeStep(step, ctx);
  const moved = step.do === 'destroy' || step.do === 'exile' || step.do === 'flicker' || step.do === 'bounce' || step.do === 'putOnLibrary' ? step.what : undefined;
  if (moved?.ref === 'target') ctx.gone.set(moved.id, step.do);
  return effect;
}

/** Whether a step names the controller or owner of target `id` anywhere in it. */
function namesPlayerOf(value: unknown, id: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as { ref?: unknown; of?: { ref?: unknown; id?: unknown } };
  if ((o.ref === 'controller' || o.ref === 'owner') && o.of?.ref === 'target' && o.of.id === id) return true;
  return Object.values(value).some((v) => namesPlayerOf(v, id));
}

function writeStep(step: Step, ctx: StepContext): ForgeEffect {
  if (step.delayed === 'endOfCombat') return endOfCombatStep(step, ctx, writeOwnStep);
  // Forge writes it on the pump before it (`AtEOT$`, mergedSteps.ts); alone, not yet.
  if (step.delayed === 'nextEndStep') throw new NotScriptable('the card itself destroyed, exiled or sacrificed at the beginning of the next end step, other than after its pump (not written yet)');
  if (step.delayed) return delayedStep(step, ctx);
  const effect = writeOwnStep(step, ctx);
  if (step.unless?.each) return eachPaysEffect(step, effect, ctx);
  if (step.unless) {
    if (!ctx.cost) throw new NotScriptable('a cost after "unless"');
    // "unless its controller pays {1} for each card revealed this way" ("{X}, where X is …"): Forge's cost is the count.
    const unlessCost = step.unless.times ? countedUnlessCost(step.unless.times, ctx) : ctx.cost(step.unless.cost);
    // An X in the cost is the X paid for the spell (Forge reads it through the SVar X; without it X would be 0).
    if (!step.unless.times && /(^| )X( |$)/.test(unlessCost)) {
      if (!ctx.xPaid || ctx.loyaltyX) throw new NotScriptable('an X that no cost pays');
      ctx.svar('X', 'Count$xPaid');
    }
    effect.params.push(['UnlessCost', unlessCost]);
    const payer = step.unless.payer;
    // Countering a spell unless its controller pays: Forge's default payer is the targeted spell's controller.
    const spellController = step.do === 'counter' && payer.ref === 'controller' && payer.of === step.what;
    const thatPlayer = payer.ref === 'triggered' && payer.what === 'player';
    if (thatPlayer && !ctx.triggeredPayer) throw new NotScriptable('who pays the "unless" cost');
    // "unless any player pays": Forge's `UnlessPayer$ Player` (4 of 4 of its scripts of it) asks each player in turn.
    if (step.unless.any) effect.params.push(['UnlessPayer', 'Player']);
    else if (!spellController) effect.params.push(['UnlessPayer', payer.ref === 'you' ? 'You' : thatPlayer ? ctx.triggeredPayer! : definedOf(payer, ctx.triggered)]);
  }
  return effect;
}

/**
 * "Draw a card at the beginning of the next turn's upkeep." (603.7a): a delayed trigger at whichever player's upkeep comes
 * next, that does the step once — written as all of Forge's scripts of it write it (`Mode$ Phase | Phase$ Upkeep |
 * ValidPlayer$ Player`, the step in its `Execute$`). A step that targets or may be declined is not written: its choices
 * would be made when the trigger resolves, not as the spell resolves.
 */
function delayedStep(step: Step, ctx: StepContext): ForgeEffect {
  const now: Step = { ...step, delayed: undefined };
  if (now.optional || now.unless || namesTarget(now)) throw new NotScriptable('a delayed step with a target or a choice');
  // What the ability knew as it resolved (the trigger's object or player, defending player, the X paid, the sacrificed
  // object, the damage or the life lost) is gone when the delayed trigger resolves: Forge's scripts remember it
  // (`RememberObjects$`, `DelayTriggerRemembered`), which this does not write. Such a step is not written.
  const counted: string[] = [];
  const inner = writeOwnStep(now, { ...ctx, top: false, inSub: true, svar: (base, value) => (counted.push(value), ctx.svar(base, value)) });
  const said = [renderParams(inner.params), ...counted].join(' | ');
  if (/Triggered|Defending|xPaid|XChoice|ChosenX|Sacrificed|TriggerCount|AFLifeLost|Remembered|Imprinted|Targeted|LKI/.test(said)) {
    throw new NotScriptable('a delayed step of what the ability knew as it resolved (its trigger, X, the defending player)');
  }
  const execute = ctx.svar('DBDelayed', `DB$ ${inner.api} | ${renderParams(inner.params)}`);
  const text = describeStep(now);
  return {
    api: 'DelayedTrigger',
    params: [['Mode', 'Phase'], ['Phase', 'Upkeep'], ['ValidPlayer', 'Player'], ['Execute', execute], ['TriggerDescription', `${text.charAt(0).toUpperCase()}${text.slice(1)}.`]],
  };
}

function writeOwnStep(step: Step, ctx: StepContext): ForgeEffect {
  // Zone changes and the steps of players are written by their own modules.
  const written = writeZoneStep(step, ctx) ?? writePlayerStep(step, ctx) ?? writeCounterTokenStep(step, ctx);
  if (written) return written;
  const p: Params = [];
  switch (step.do) {
    case 'damage': return writeDamage(step, ctx);
    case 'tap':
    case 'untap': {
      const all = allValid(step.what, ctx);
      const api = step.do === 'tap' ? 'Tap' : 'Untap';
      if (all) return { api: `${api}All`, params: [['ValidCards', all]] };
      // "Untap up to four lands": the player chooses them as it resolves (`UntapUpTo$`, as all 4 of Forge's scripts of it).
      const w = step.what;
      if (step.do === 'untap' && w.ref === 'chosen' && w.upTo && w.by.ref === 'you' && 'n' in w.amount) return { api, params: [['UntapUpTo', 'True'], ['UntapType', validOf(w.filter)], ['Amount', String(w.amount.n)]] };
      targetParams(api, step.what, ctx, p);
      return { api, params: p };
    }
    // 506.4: Forge's RemoveFromCombat of the object (its scripts of a target and of "it" after another step of it).
    case 'removeFromCombat':
      objectParams(step.what, ctx, p);
      return { api: 'RemoveFromCombat', params: p };
    case 'goad':
      // Forge's Goad effect of its target (all of its scripts of goad).
      objectParams(step.what, ctx, p);
      return { api: 'Goad', params: p };
    case 'tapOrUntap':
      // Forge's TapOrUntap asks its controller which (the "you may" of the words is that choice: 12 of 12 of its scripts).
      objectParams(step.what, ctx, p);
      return { api: 'TapOrUntap', params: p };
    case 'pump': return writePump(step, ctx);
    // "~ loses flying until end of turn": Forge's Debuff, which names the card itself (3 of its 4 scripts of it). Of a target
    // it chooses itself, not written yet — measured, both such cards came out wrong for their other words (a modal spell, a
    // count of lands).
    case 'loseKeywords':
      // Every object of a kind: AnimateAll with RemoveKeywords$, as all 3 of Forge's scripts of "All creatures lose …".
      if (allValid(step.what, ctx)) return { api: 'AnimateAll', params: [['ValidCards', allValid(step.what, ctx)!], ['RemoveKeywords', step.keywords.join(' & ')]] };
      if (step.what.ref === 'target' && !ctx.declared.has(step.what.id)) throw new NotScriptable('a target that loses keywords, chosen by that step (not written yet)');
      objectParams(step.what, ctx, p);
      return { api: 'Debuff', params: [...p, ['Keywords', step.keywords.join(' & ')]] };
    case 'impulse':
      return impulseExile(step, ctx);
    case 'peekToHand':
      return peekAndReveal(step);
    case 'becomeColor': case 'becomeType': return becomeEffect(step, ctx);
    case 'becomeChosenColor':
      // The colour is chosen first (`ChooseColor | Defined$ You`), then the object becomes it (`chosenColorAnimate`).
      if (step.duration !== 'turn') throw new NotScriptable('a chosen colour for another duration');
      return { api: 'ChooseColor', params: [['Defined', 'You']] };
    case 'copySpell':
      // "Copy that spell" after a cast trigger: the spell's ability on the stack (`TriggeredSpellAbility`, all 5 of Forge's
      // scripts of a cast trigger's copy).
      if (step.what.ref === 'triggered' && step.what.what === 'spell') {
        if (!ctx.inTrigger) throw new NotScriptable('a copy of "that spell" outside a trigger');
        return { api: 'CopySpellAbility', params: [['Defined', 'TriggeredSpellAbility']] };
      }
      // `TargetType$ Spell`, as 7 of Forge's 10 scripts of "Copy target instant or sorcery spell" (3 abilities leave it unsaid).
      // A triggered ability: `TargetType$ Triggered` of its source (Forge's one script of it).
      p.push(['TargetType', step.ability ? 'Triggered' : 'Spell']);
      objectParams(step.what, ctx, p);
      // "…, except that the copy is red": its colour instead of the spell's (Forge's one script of it).
      if (step.color) p.push(['CopyIsColor', colorNames[step.color]], ['OverwriteColors', 'True']);
      // "The controller of target … spell copies it": that player controls the copy (Forge's one script of it).
      if (step.byController) p.push(['Controller', 'TargetedController']);
      return { api: 'CopySpellAbility', params: p };
    case 'counter':
      if (step.what.ref !== 'target') throw new NotScriptable('countering a spell that is not targeted');
      // A spell an earlier step targeted ("counter that spell instead") is `Defined$ Targeted` alone, as Forge's script of it.
      objectParams(step.what, ctx, p);
      if (!p.some(([k]) => k === 'Defined')) p.unshift(['TargetType', step.triggered ? 'Activated,Triggered' : step.ability ? 'Activated' : 'Spell']);
      if (step.targeting) p.push(['TargetValidTargeting', targetingValid(step.targeting)]);
      // Where the countered card goes instead of its owner's graveyard, as all of Forge's scripts of it name it.
      if (step.to) p.push(['Destination', step.to === 'exile' ? 'Exile' : step.to === 'libraryTop' ? 'TopOfLibrary' : 'BottomOfLibrary']);
      return { api: 'Counter', params: p };
    case 'sacrifice': {
      // "At the beginning of the end step, sacrifice ~" (a haste creature's drawback): `SacValid$ Self` in Forge's scripts.
      // So too "If there are no depletion counters on ~, sacrifice it." outside a trigger (Forge's scripts of it: all 5 mana
      // abilities; its one trigger says `Defined$ Self`).
      if (step.what.ref === 'self') return { api: 'Sacrifice', params: [ctx.endStep || (step.ifNoCountersOnSelf && !ctx.inTrigger) || step.ifCountersOn ? ['SacValid', 'Self'] : ['Defined', 'Self']] };
      if (step.what.ref !== 'chosen') throw new NotScriptable('sacrificing a targeted object');
      playerParams(step.who, ctx, p);
      p.push(['SacValid', validOf(step.what.filter)]);
      const n = amountOf(step.what.amount, ctx);
      if (n !== '1') p.push(['Amount', n]);
      return { api: 'Sacrifice', params: p };
    }
    case 'monstrosity':
    case 'adapt':
      throw new NotScriptable(`${step.do} other than as an ability of its own`);
    case 'transform':
      return { api: 'SetState', params: [['Defined', 'Self'], ['Mode', 'Transform']] };
    case 'attachEquipment':
      // "Attach target Equipment you control to target creature you control": Forge's scripts target the Equipment with an
      // empty Pump, then attach the parent's target (`Attach | Object$ ParentTarget`, all 4 of its scripts of it).
      if (step.what.ref !== 'target') throw new NotScriptable('attaching an Equipment that is not a target');
      objectParams(step.what, ctx, p);
      return { api: 'Pump', params: p };
    case 'attach':
      // Forge's Attach moves the card itself (its default object) onto what `Defined$` names: here the trigger's object.
      if (step.to.ref !== 'triggered' || step.to.what !== 'object' || !ctx.triggered) throw new NotScriptable('attaching the card to anything but the object of its trigger');
      return { api: 'Attach', params: [['Defined', ctx.triggered]] };
    case 'preventCombatDamage':
      return { api: 'Fog', params: [] };
    case 'preventAll':
      return preventAllEffect(step, ctx);
    case 'playerTurnRule': case 'gameTurnRule': return playerTurnRuleEffect(step, ctx);
    case 'skipNextUntapAll': return untapSkipsEffect(step, ctx);
    case 'emblem':
      return emblemEffect(step, ctx);
    case 'chooseType':
      return typeChoice(step.kind);
    case 'becomeChosenType':
      return becomeChosenTypeChoice(step);
    case 'phaseOut':
      // Forge's `Phases` of one object (6 of its 6 such scripts name it: `Defined$ Self`, `Defined$ Enchanted`, `ValidTgts$`).
      objectParams(step.what, ctx, p);
      return { api: 'Phases', params: p };
    case 'handToTop':
      if (step.who) return otherHandToTop(step.who, ctx);
      // On the bottom: any kind of card, counted (2 of 2 of Forge's scripts of it).
      if (step.bottom) return { api: 'ChangeZone', params: [['Origin', 'Hand'], ['Destination', 'Library'], ['LibraryPosition', '-1'], ['ChangeNum', String(step.amount ?? 1)], ['Mandatory', 'True']] };
      // As Forge's 3 scripts of it: a mandatory ChangeZone of one card of the hand.
      return { api: 'ChangeZone', params: [['Origin', 'Hand'], ['Destination', 'Library'], ['ChangeType', 'Card'], ['ChangeNum', '1'], ['Mandatory', 'True']] };
    case 'tapAny': case 'sacrificeAny': case 'revealAny': return anyNumberEffect(step, ctx);
    case 'flipCoin':
      // Written whole by the ability's steps (`coinFlipEffect`); here only as a delayed or conditional step.
      throw new NotScriptable('a coin flip done later or only sometimes');
    case 'preventNextFromSource':
      return chooseSource(step);
    case 'preventNext':
      if (step.to.ref === 'each') throw new NotScriptable('a prevention shield on each object');
      objectParams(step.to, ctx, p);
      p.push(['Amount', amountOf(step.amount, ctx)]);
      if (step.to.ref === 'target' && step.to.divided) p.push(['DividedAsYouChoose', amountOf(step.amount, ctx)]);
      if (step.combat) p.push(['CombatDamage', 'True']);
      return { api: 'PreventDamage', params: p };
    case 'regenerate':
      // `Regenerate ~`: the card itself is Forge's default, left out on an activated ability (a trigger's names it).
      if (step.what.ref !== 'self' || (ctx.inTrigger && !ctx.paid)) objectParams(step.what, ctx, p);
      return { api: 'Regenerate', params: p };
    case 'explore':
      // "~ explores": the card itself is Forge's default; "it" of a creature that just entered is its copy as it entered
      // (`TriggeredCardLKICopy`, as Forge's script of it); "target creature you control explores" targets it.
      if (step.what.ref === 'self') return { api: 'Explore', params: p };
      if (step.what.ref === 'triggered' && step.what.what === 'object' && ctx.triggered === 'TriggeredCard' && ctx.entered) p.push(['Defined', 'TriggeredCardLKICopy']);
      else if (step.what.ref === 'target') objectParams(step.what, ctx, p);
      else throw new NotScriptable('exploring other than the card itself, a target or a creature that entered');
      return { api: 'Explore', params: p };
    case 'fight':
      checkFighters(step.what, step.other, ctx);
      // The card that just entered fights as it entered: Forge's scripts name it TriggeredCardLKICopy there.
      if (step.what.ref === 'self' && ctx.selfEntered) p.push(['Defined', 'TriggeredCardLKICopy']);
      else objectParams(step.what, ctx, p);
      if (!anotherFighter(step.what, step.other, ctx, p)) objectParams(step.other, ctx, p);
      // "It fights target creature": with a target of its own, `Targeted` would be that new target; the earlier
      // one is the parent's (`ParentTarget`).
      if (p.some(([k]) => k === 'ValidTgts')) {
        const at = p.findIndex(([k, v]) => k === 'Defined' && v === 'Targeted');
        if (at >= 0) p[at] = ['Defined', 'ParentTarget'];
      }
      return { api: 'Fight', params: p };
    case 'animate': return animateEffect(step, ctx);
    // "Manifest the top card of your library.": as all of Forge's scripts of it that do nothing more with the card.
    case 'manifest': return { api: 'Manifest', params: [['Amount', String(step.amount)], ['Defined', 'TopOfLibrary']] };
    case 'gainControl': return gainControlEffect(step, ctx, p);
    default:
      throw new NotScriptable(`a step Forge's export does not write yet (${(step as Step).do})`);
  }
}

/**
 * "Counter target spell that targets a permanent you control": the permanent it targets (`+inZoneBattlefield`, as all 6
 * of Forge's scripts of a permanent or a creature/enchantment with no controller), or the card itself (`Card.Self`).
 */
function targetingValid(targeting: Filter | 'self'): string {
  if (targeting === 'self') return 'Card.Self';
  const valid = validOf(targeting);
  // A type alone, or "a permanent you control"; "a creature you control": Forge's two scripts spell it two ways (with and
  // without the zone), and more qualities are not written.
  if (!/^[A-Za-z]+$/.test(valid) && valid !== 'Permanent.YouCtrl') throw new NotScriptable('what a countered spell targets, with a quality (Forge\'s scripts spell it two ways)');
  return `${valid}${valid.includes('.') ? '+' : '.'}inZoneBattlefield`;
}
