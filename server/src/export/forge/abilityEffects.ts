/**
 * The Forge effects of an ability's steps: one effect per step, merged where Forge writes one (gaining control and
 * untapping), split where it writes two (an impulse exile and its play, a flicker and its return), each with its
 * conditions, and the `Cleanup` that forgets cards an effect remembered.
 */
import { damageMapEffects } from './damageMap.js';
import type { Step } from '../../language/effects/types.js';
import { flickerReturn } from './flicker.js';
import { checkIfYouDo } from './ifYouDo.js';
import { clearRemembered, impulsePlay } from './impulse.js';
import { revealedIfEffects, revealedSharingEffects, revealedToHand } from './peekReveal.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { merged } from './mergedSteps.js';
import { splitInsteadNumbers } from './insteadNumbers.js';
import { stepConditionParams } from './stepConditions.js';
import { objectParams } from './stepParams.js';
import { forgeStep } from './steps.js';
import { chosenColorAnimate } from './becomeColor.js';
import { sourceShieldEffects } from './sourceShield.js';
import { clashEffect } from './clash.js';
import { afterFlipInOutcomes, coinFlipEffect } from './coinFlip.js';
import { checkChosenTypeSteps, chosenTypeAnimate } from './chosenType.js';
import { returnWhenSelfLeaves } from './untilLeaves.js';
import { otherSearched } from './zoneSteps.js';
import { NotScriptable } from './valid.js';
import { amountsCounting, checkPaidAmounts } from './paidAmounts.js';
import { fightOfTwoTargets } from './twoTargetFight.js';
import { anotherTargetBite } from './anotherTargetBite.js';
import { becomeAuraEffects } from './becomeAura.js';

/** Steps whose Forge effect makes the card remember cards until the ability's last step (a `Cleanup` forgets them). */
const rememberingSteps = new Set<Step['do']>(['impulse', 'revealAny', 'peekToHand', 'revealTopIf', 'revealSharingType', 'tapAny', 'sacrificeAny']);
const remembers = (s: Step): boolean => rememberingSteps.has(s.do) || (s.do === 'discard' && (!!s.ofDrawn || !!s.counted));

/** The Forge effects of an ability's steps (merged where Forge writes one effect), with their conditions. */
export function effectsOf(steps: Step[], ctx: StepContext): ForgeEffect[] {
  steps = afterFlipInOutcomes(steps);
  // The card remembers every card an ability exiles (or reveals) this way until its last step: a second such step would
  // mix its cards with the first's (play them for its own duration, count them).
  const remembering = steps.filter(remembers);
  if (remembering.length > 1) {
    throw new NotScriptable(remembering.every((s) => s.do === 'impulse') ? 'exiling the top cards of your library to play them twice in one ability' : 'cards exiled or revealed twice in one ability (Forge would remember them together)');
  }
  // "~ gets +1/+1 until end of turn for each creature tapped this way": Forge's one script of it names no card (and its
  // attack trigger a zone), not as the export writes a pump of the card itself: not written yet.
  if (steps.some((s) => s.do === 'tapAny') && steps.some((s) => s.do === 'pump' && s.what.ref === 'self')) throw new NotScriptable('the card itself pumped for each permanent tapped this way (not written yet)');
  // "If you can't, …": the sacrifice remembers what it sacrificed (the count the condition reads) until the last step.
  const cant = steps.some((s) => s.ifNoneSacrificed);
  if (cant && remembering.length > 0) throw new NotScriptable('cards remembered twice in one ability (Forge would remember them together)');
  // "Counter target spell. … where X is that spell's mana value": the counter remembers the mana value of what it
  // countered (`RememberCounteredCMC$ True`), counted as `Count$RememberedNumber` and forgotten after the last step (2 of
  // 2 of Forge's scripts of it; its one script of "its mana value" after a counter counts `Targeted$CardManaCost`).
  const counteredIds = new Set(checkPaidAmounts(steps).flatMap((a) => (a.countered && a.of.ref === 'target' ? [a.of.id] : [])));
  const countered = steps.flatMap((s) => (s.do === 'counter' && s.what.ref === 'target' && counteredIds.has(s.what.id) ? [{ step: s, id: s.what.id }] : []))[0];
  if (countered && (cant || remembering.length > 0)) throw new NotScriptable('cards remembered twice in one ability (Forge would remember them together)');
  // "Counter target spell unless its controller pays {3}. … that spell's mana value": paid, the spell is not countered
  // and Forge remembers nothing (its amount 0), where the words still name the spell: not written.
  if (countered?.step.unless) throw new NotScriptable('"that spell\'s mana value" after a counter its controller may pay to stop');
  if (countered) ctx.counteredValue = countered.id;
  const effects = stepEffects(steps, ctx);
  return remembering.length > 0 || cant || countered ? [...effects, clearRemembered] : effects;
}

function stepEffects(steps: Step[], ctx: StepContext): ForgeEffect[] {
  return merged(splitInsteadNumbers(steps)).flatMap((s, i, all) => {
    // After the card itself is sacrificed, Forge's one script of an extra turn names you (`Defined$ You`): not written.
    if (s.do === 'extraTurn' && all.slice(0, i).some((x) => x.do === 'sacrifice' && x.what.ref === 'self')) throw new NotScriptable('an extra turn after the card itself is sacrificed (not written yet)');
    // The shield's source is chosen by its first effect and used by the next: a condition, cost or delay on the step is not written.
    if (s.do === 'preventNextFromSource' && Object.keys(s).some((k) => !['do', 'colors', 'type', 'chosenColor', 'toYou', 'to'].includes(k))) throw new NotScriptable('a shield against a chosen source, done only sometimes');
    if (s.do === 'chooseType') checkChosenTypeSteps(all);
    // "… loses half their life, rounded up. … the life lost this way": Forge's one script of it starts `AFLifeLost` at the
    // halved total where its 11 others of the life lost start it at 0 (LoseLife sets it): not written.
    if (s.do === 'loseLife' && 'halfUp' in s.amount && amountsCounting(all.slice(i + 1), 'lifeLostThisWay').length > 0) throw new NotScriptable('the life lost this way after half a life total (not written yet)');
    // "Return target nonland permanent you control and target …": Forge's scripts order such a target's words otherwise
    // (`Permanent.YouCtrl+nonLand`, 3 of 3) than the export's `nonLand+YouCtrl`; of two bounced targets, only plain kinds
    // ("target creature and target land") are written (measured: 1 equivalent, 1 wrong with conditions).
    if (s.do === 'bounce' && s.pair && s.what.ref === 'target' && s.what.filter.alts.some((a) => a.props.some((p) => p.is !== 'type'))) throw new NotScriptable('two targets returned to their owners\' hands, with conditions (not written yet)');
    // (A trigger's "you may flip a coin" is its `OptionalDecider$`, left as an undefined key.)
    if (s.do === 'flipCoin' && Object.entries(s).every(([k, v]) => v === undefined || ['do', 'win', 'lose'].includes(k))) return [coinFlipEffect(s, ctx, effectsOf)];
    if (s.do === 'clash' && Object.keys(s).every((k) => ['do', 'win'].includes(k))) return [clashEffect(s, ctx, effectsOf)];
    if (s.do === 'revealTopIf' && Object.keys(s).every((k) => ['do', 'filter', 'then'].includes(k))) return revealedIfEffects(s, ctx, effectsOf);
    // (Its "you may" is the trigger's, left as an undefined key.)
    if (s.do === 'revealSharingType' && Object.entries(s).every(([k, v]) => v === undefined || ['do', 'then'].includes(k))) return revealedSharingEffects(s, ctx, effectsOf);
    ctx.top = i === 0 && (((!ctx.inTrigger || !!ctx.paid) && !ctx.inSub) || !!ctx.inMode);
    const whole = fightOfTwoTargets(s, ctx) ?? anotherTargetBite(s, ctx) ?? becomeAuraEffects(s, ctx);
    if (whole) return whole;
    const e = forgeStep(s, ctx);
    if (s.untap) e.params.push(['Untap', 'True']);
    if (s.haste) e.params.push(['AddKWs', s.haste.join(' & ')]);
    if (s.hidden) e.params.push(['HiddenKeywords', s.hidden.join(' & ')]);
    if (s.do === 'damage' && s.noPrevention) e.params.push(['NoPrevention', 'True']);
    // "If that creature would die this turn, exile it instead": Forge's `ReplaceDyingDefined$ Targeted` (4 of 4 of its
    // scripts of one target creature).
    if (s.exileIfDies) e.params.push(['ReplaceDyingDefined', 'Targeted']);
    // "If a creature dealt damage this way would die this turn, exile it instead": the card remembers what the damage
    // was dealt to (`RememberDamaged$ True | ReplaceDyingDefined$ Remembered`, then a Cleanup: 5 of 5 of Forge's scripts).
    if (s.exileDamagedIfDies) {
      if (i !== all.length - 1 || all.some(remembers)) throw new NotScriptable('a creature dealt damage this way exiled if it would die, before other steps');
      e.params.push(['RememberDamaged', 'True'], ['ReplaceDyingDefined', 'Remembered']);
    }
    // "You may search your library and/or graveyard for a card named …": the search's own `Optional$` (namedSearch.ts).
    if (s.optional && s.do !== 'tapOrUntap' && s.do !== 'searchLibraryAndGraveyard') throw new NotScriptable('"you may" inside an effect');
    // "You may draw a card. If you do, discard a card.": written when Forge's chain says it without a condition.
    if (s.ifYouDo) checkIfYouDo(all, i, ctx);
    e.params.push(...stepConditionParams(s, i === 0, ctx, all.slice(0, i)));
    if (s.do === 'sacrifice' && all[i + 1]?.ifNoneSacrificed) e.params.push(['RememberSacrificed', 'True']);
    // "Draw three cards, then discard one of them": the draw remembers what it drew (`RememberDrawn$ True`).
    const next = all[i + 1];
    if (s.do === 'draw' && next?.do === 'discard' && next.ofDrawn) e.params.push(['RememberDrawn', 'True']);
    if (s.do === 'discard' && s.ofDrawn && all[i - 1]?.do !== 'draw') throw new NotScriptable('"one of them" of cards not drawn by the step before');
    if (s.do === 'counter' && s.what.ref === 'target' && ctx.counteredValue === s.what.id) e.params.push(['RememberCounteredCMC', 'True']);
    const mapped = s.do === 'damage' ? damageMapEffects(e, i, all) : undefined;
    if (mapped) return mapped;
    if (s.do === 'impulse') return [e, impulsePlay(s, ctx)];
    if (s.do === 'peekToHand') return [e, revealedToHand(s)];
    if (s.do === 'search' && s.other) return [e, otherSearched(e)];
    if (s.do === 'tapAny') return [e, { api: 'Tap', params: [['Defined', 'Remembered']] }];
    if (s.do === 'shuffleIntoLibrary' && s.owner) {
      if (i !== 0 || e.params.some(([k]) => k.startsWith('Condition'))) throw new NotScriptable("a player's target cards shuffled after another step or only sometimes");
      const player: Params = [];
      objectParams(s.owner, ctx, player);
      return [{ api: 'Pump', params: player }, e];
    }
    if (s.do === 'attachEquipment') {
      // What it is attached to: a target of its own (`ValidTgts$`), or the card itself (`Defined$ Self`).
      const onto: Params = [['Object', 'ParentTarget']];
      if (s.to.ref === 'self') onto.push(['Defined', 'Self']);
      else objectParams(s.to, ctx, onto);
      return [e, { api: 'Attach', params: onto }];
    }
    if (s.do === 'becomeChosenColor') return [e, chosenColorAnimate(s, ctx)];
    if (s.do === 'becomeChosenType') return [e, chosenTypeAnimate(s, ctx)];
    if (s.do === 'preventNextFromSource') return [e, ...sourceShieldEffects(s, ctx)];
    if (s.do === 'flicker') return [e, ...flickerReturn(ctx)];
    if (s.do === 'exile' && s.until) {
      // Exiled "until ~ leaves the battlefield": a triggered ability of the card on the battlefield (610.3c).
      if (!ctx.inTrigger || e.api !== 'ChangeZone') throw new NotScriptable('exiling until the card leaves, outside its triggered ability');
      e.params.push(['ConditionPresent', 'Card.Self']);
      return [e, returnWhenSelfLeaves(ctx)];
    }
    if (s.exileDamagedIfDies) return [e, clearRemembered];
    // "A creature dealt damage this way can't be regenerated this turn": the target given Forge's hidden keyword (2 of 2
    // of its scripts of it name it `Targeted`).
    if (s.noRegenerateDamaged) return [e, { api: 'Pump', params: [['Defined', 'Targeted'], ['KW', "HIDDEN CARDNAME can't be regenerated."]] }];
    return [e];
  });
}
