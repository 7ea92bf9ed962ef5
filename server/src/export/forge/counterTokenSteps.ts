/**
 * Forge's effects of the steps that put or remove counters or create tokens: "put two +1/+1 counters on ~"
 * (`PutCounter`, `PutCounterAll`), "remove a depletion counter from ~", "create a 1/1 Soldier token", a token copy of a
 * permanent, populate, proliferate, bolster. Written by `writeOwnStep` (steps.ts) before its own cases.
 */
import type { Ref, Step } from '../../language/effects/types.js';
import { forgeCounter } from './counters.js';
import { amountOf } from './amountOf.js';
import { type ForgeEffect, type Params, type StepContext } from './stepContext.js';
import { allValid, objectParams, targetParams, tokenParams } from './stepParams.js';
import { NotScriptable } from './valid.js';

/** The Forge effect of a counters or tokens step; undefined for a step of another kind. */
export function writeCounterTokenStep(step: Step, ctx: StepContext): ForgeEffect | undefined {
  const p: Params = [];
  switch (step.do) {
    case 'counters': {
      const all = allValid(step.what, ctx);
      // Forge's scripts put counters on "each other creature" as StrictlyOther (not this object, whatever zone it is in).
      // Whose they are comes first there (`Creature.YouCtrl+StrictlyOther`, 6 of 8 such lists in Forge's scripts).
      const strictly = (valid: string): string => valid.split(',').map((alt) => alt.replace(/\+?\bOther\b\+?(YouCtrl|OppCtrl)\b/, '+$1+Other').replace(/\.\+/, '.')).map((alt) => alt.replace(/(?<=[.+])Other(?=[+,]|$)/g, 'StrictlyOther')).join(',');
      if (all) return { api: 'PutCounterAll', params: [['ValidCards', strictly(all)], ['CounterType', forgeCounter(step.counter)], ['CounterNum', amountOf(step.amount, ctx)]] };
      // "Put X +1/+1 counters on ~, where X is the sacrificed creature's power": Forge's two scripts of it spell the card
      // two ways (with and without `Defined$ Self`; of a counted number on the card, 5 of 8 with it): not written yet.
      if (step.what.ref === 'self' && 'of' in step.amount && step.amount.of.ref === 'sacrificed') throw new NotScriptable("counters on the card itself by an amount of the sacrificed object (not written yet: Forge spells it two ways)");
      // So of the card the cost discarded or exiled (measured: its one script writes `Defined$ Self`, +1 wrong).
      if (step.what.ref === 'self' && 'of' in step.amount && step.amount.of.ref === 'paid') throw new NotScriptable(`counters on the card itself by an amount of the card its cost ${step.amount.of.how} (not written yet: Forge spells the card two ways)`);
      targetParams('PutCounter', step.what, ctx, p);
      // "… on another target creature": not a target chosen before it (Forge's scripts mark the later step only).
      if (step.what.ref === 'target' && step.what.unique) p.push(['TargetUnique', 'True']);
      p.push(['CounterType', forgeCounter(step.counter)], ['CounterNum', amountOf(step.amount, ctx)]);
      // "Put up to X … counters on ~. This ability can't cause the total number … to be greater than seven.": Forge's
      // scripts of it name the card (`Defined$ Self`, 3 of 3; the model reads the cap only of the card itself).
      if (step.upTo) {
        // targetParams names the card already in a trigger: once only.
        if (!p.some(([k]) => k === 'Defined')) p.push(['Defined', 'Self']);
        p.push(['UpTo', 'True'], ['MaxFromEffect', String(step.upTo.maxTotal)]);
      }
      // "Distribute three +1/+1 counters among one, two, or three target creatures": the division chosen with the targets.
      if (step.what.ref === 'target' && step.what.divided) p.push(['DividedAsYouChoose', amountOf(step.amount, ctx)]);
      // "Whenever another creature dies, put a counter on ~": not when ~ died with it (Forge: only while it is there).
      if (step.what.ref === 'self' && ctx.selfPresent) p.push(['ConditionPresent', 'Card.StrictlySelf']);
      return { api: 'PutCounter', params: p };
    }
    case 'removeCounters':
      // "Remove a depletion counter from ~": Forge's scripts name the card (`RemoveCounter | Defined$ Self | CounterType$
      // … | CounterNum$ 1`, 16 of the removals they write). Of another object, not written yet. A card with an ability
      // "When you remove the last … counter from ~" has it folded into each removal in Forge's scripts: not written.
      if (step.what.ref !== 'self') throw new NotScriptable('removing counters from another object (not written yet)');
      if (ctx.lastCounterTrigger) throw new NotScriptable('removing counters, of a card with an ability of removing the last one');
      // "Remove all vortex counters from ~": read exactly, not written yet. Forge's scripts write `CounterNum$ All`, with an
      // SVar `All` of the count in 3 of the 4 triggers of it the export reads (which the comparison reads as the count) and
      // without in 1: measured, either spelling adds 1 equivalent and 3 written otherwise (a trigger zone, `Cost$ 0`).
      if ('count' in step.amount && step.amount.count === 'counters' && step.amount.counter === step.counter) throw new NotScriptable('removing all counters of a kind (not written yet: Forge spells it two ways)');
      return { api: 'RemoveCounter', params: [['Defined', 'Self'], ['CounterType', forgeCounter(step.counter)], ['CounterNum', amountOf(step.amount, ctx)]] };
    case 'token': {
      // "Exile them at the beginning of the next end step": `AtEOT$ Exile`, and the AI's hint that the tokens leave
      // (`TokenSVars$` naming `SVar:EndOfTurnLeavePlay:True`), as every one of Forge's scripts of it.
      if (!step.who && step.exileAtEndStep) return { api: 'Token', params: [...tokenParams(step.amount, step.token, ctx, step.tapped, step.attacking, undefined, step.size), ['TokenSVars', ctx.svar('EOTExile', 'SVar:EndOfTurnLeavePlay:True')], ['AtEOT', 'Exile']] };
      if (step.exileAtEndStep) throw new NotScriptable("another player's tokens exiled at the next end step");
      if (!step.who) return { api: 'Token', params: tokenParams(step.amount, step.token, ctx, step.tapped, step.attacking, undefined, step.size) };
      if (step.attacking) throw new NotScriptable('a token another player creates');
      if (step.who.ref === 'controller' || step.who.ref === 'owner') return { api: 'Token', params: tokenParams(step.amount, step.token, ctx, step.tapped, false, tokenOwnerOf(step.who.of, ctx), step.size) };
      // "Target opponent creates …": Forge's scripts target the player and name them the tokens' owner (8 of 9 so).
      if (step.who.ref !== 'target') throw new NotScriptable('a token another player creates');
      objectParams(step.who, ctx, p);
      return { api: 'Token', params: [...p, ...tokenParams(step.amount, step.token, ctx, step.tapped, false, 'Targeted', step.size)] };
    }
    case 'copyPermanent':
      // A copy of the card itself (`Defined$ Self`) only in an activated ability, as Forge's scripts of it there (2 of 2, no
      // `NumCopies$`). In a trigger they add `NumCopies$ 1` (3 of 4); measured with it, +1 equivalent and +2 wrong (one
      // without it, one of "equipped creature", which Forge's scripts spell two ways as a damage source): not written.
      if (step.what.ref === 'self' && (ctx.inTrigger || ctx.inSpell)) throw new NotScriptable(`a token that's a copy of the card itself in a ${ctx.inSpell ? 'spell' : 'triggered ability'} (not written yet)`);
      // Of the trigger's object: measured, Forge's one script of it asks "you may pay" first, unlike its 8 other scripts of
      // a payment for a step on an entering object (triggeredAbility.ts): not written yet.
      if (step.what.ref === 'triggered') throw new NotScriptable("a token that's a copy of the trigger's object (not written yet)");
      objectParams(step.what, ctx, p);
      return { api: 'CopyPermanent', params: p };
    case 'populate':
      return { api: 'CopyPermanent', params: [['Choices', 'Creature.token+YouCtrl'], ['NumCopies', '1'], ['Populate', 'True']] };
    // "Proliferate.", as all of Forge's scripts.
    case 'proliferate':
      return { api: 'Proliferate', params: [] };
    // "Bolster 2.": as all of Forge's scripts of it.
    case 'bolster':
      return { api: 'PutCounter', params: [['Bolster', 'True'], ['CounterType', 'P1P1'], ['CounterNum', String(step.amount)]] };
    default:
      return undefined;
  }
}

/**
 * Who creates the tokens of "Its controller (owner) creates …": the controller of a target an earlier step exiled or
 * returned (`TargetedController`, as Forge's scripts of it, an owner's too), or of the trigger's object
 * (`TriggeredCardController`). After a destroy, Forge's scripts name that player two ways (3 remember the destroyed
 * creature, 2 name the target): not written.
 */
function tokenOwnerOf(of: Ref, ctx: StepContext): string {
  if (of.ref === 'triggered' && of.what === 'object' && ctx.triggered === 'TriggeredCard') return 'TriggeredCardController';
  if (of.ref !== 'target' || !ctx.declared.has(of.id)) throw new NotScriptable('a token another player creates');
  if (ctx.gone.get(of.id) === 'destroy') throw new NotScriptable("the tokens of a destroyed creature's controller (Forge's scripts name that player two ways)");
  return 'TargetedController';
}
