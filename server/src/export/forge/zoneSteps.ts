/**
 * Steps that move cards between zones, as Forge's `ChangeZone`/`ChangeZoneAll`, `Destroy`/`DestroyAll` and `Dig` write
 * them: destroying, exiling, bouncing, returning from a graveyard, putting on a library, searching, looking at the top
 * cards, putting a card from the hand onto the battlefield.
 */
import type { Step } from '../../language/effects/types.js';
import { flickerExile } from './flicker.js';
import { amountOf } from './amountOf.js';
import { namedSearchEffect } from './namedSearch.js';
import { targetPlayersAllEffect } from './targetPlayersAll.js';
import { type ForgeEffect, type Params, type StepContext } from './stepContext.js';
import { allValid, objectParams, targetParams } from './stepParams.js';
import { NotScriptable, validOf } from './valid.js';

/** A step that moves cards as one Forge effect; undefined for a step of another kind. */
export function writeZoneStep(step: Step, ctx: StepContext): ForgeEffect | undefined {
  const p: Params = [];
  switch (step.do) {
    case 'destroy': {
      const all = allValid(step.what, ctx);
      if (all) p.push(['ValidCards', all]);
      else objectParams(step.what, ctx, p);
      if (step.noRegenerate) p.push(['NoRegen', 'True']);
      return { api: all ? 'DestroyAll' : 'Destroy', params: p };
    }
    case 'exile':
    case 'bounce': {
      const destination = step.do === 'exile' ? 'Exile' : 'Hand';
      const all = allValid(step.what, ctx);
      if (all) return { api: 'ChangeZoneAll', params: [['ChangeType', all], ['Origin', 'Battlefield'], ['Destination', destination]] };
      if (step.what.ref === 'chosen') {
        // "Return a land you control to its owner's hand": a hidden choice of the ability's controller, which must be made.
        if (step.do !== 'bounce' || step.what.by.ref !== 'you') throw new NotScriptable('moving objects a player chooses');
        const n = amountOf(step.what.amount, ctx);
        return { api: 'ChangeZone', params: [['Origin', 'Battlefield'], ['Destination', 'Hand'], ['ChangeType', validOf(step.what.filter)], ...(n === '1' ? [] : [['ChangeNum', n] as [string, string]]), ['Hidden', 'True'], ['Mandatory', 'True']] };
      }
      if (step.what.ref === 'self' && ctx.selfZone) {
        p.push(['Defined', ctx.selfZoneDefined ?? 'TriggeredCard'], ['Origin', ctx.selfZone], ['Destination', destination]);
        return { api: 'ChangeZone', params: p };
      }
      // The spell itself, from the stack: Forge's scripts name it when it goes to its owner's hand (`Defined$ Self`, 6 of
      // their 7 such lines), and leave it unsaid when it is exiled (20 of 30).
      if (step.what.ref === 'self' && ctx.inSpell) return { api: 'ChangeZone', params: [...(destination === 'Hand' ? [['Defined', 'Self'] as [string, string]] : []), ['Origin', 'Stack'], ['Destination', destination]] };
      const zone = step.what.ref === 'target' ? step.what.filter.zone : step.what.ref === 'triggered' && ctx.triggeredZone ? 'graveyard' : undefined;
      if (zone && zone !== 'graveyard') throw new NotScriptable(`exiling a card from a ${zone}`);
      // A spell among the targets (`target spell or creature`) is on the stack, not the battlefield.
      if (step.what.ref === 'target' && step.what.filter.alts.some((a) => a.noun === 'Spell')) throw new NotScriptable('moving a spell off the stack');
      p.push(['Origin', zone === 'graveyard' ? 'Graveyard' : 'Battlefield'], ['Destination', destination]);
      targetParams('ChangeZone', step.what, ctx, p);
      return { api: 'ChangeZone', params: p };
    }
    case 'flicker':
      return flickerExile(step, ctx);
    case 'return': {
      // The card itself, from its owner's graveyard (an ability activated there).
      if (step.what.ref === 'self') {
        if (ctx.selfZone === 'Command') throw new NotScriptable('returning the card itself from the command zone');
        // "… attached to that creature": the trigger's creature, the card named (`Defined$ Self | … | AttachedTo$
        // TriggeredCard`, 3 of 3 of Forge's scripts of it). Forge's other triggers that return the card name it too (19 of
        // 26), but not those on a permanent entering (5 of 6) nor on the enchanted creature dying (1 of 3): named in
        // every other trigger (a step, a cast, damage, a surveil, another creature dying: 14 of 15), unsaid there.
        if (step.attachedTo) {
          if (step.attachedTo.ref !== 'triggered' || !ctx.triggered) throw new NotScriptable('what the returned Aura is attached to');
          p.push(['Defined', 'Self']);
        } else if (ctx.namesReturnedSelf) p.push(['Defined', 'Self']);
        p.push(['Origin', 'Graveyard'], ['Destination', step.to === 'hand' ? 'Hand' : 'Battlefield']);
        if (step.tapped) p.push(['Tapped', 'True']);
        if (step.attachedTo) p.push(['AttachedTo', ctx.triggered!]);
        return { api: 'ChangeZone', params: p };
      }
      // The card that died, from its graveyard (a dies trigger's object).
      if (step.what.ref === 'triggered' && step.what.what === 'object' && ctx.triggeredZone === 'Graveyard' && ctx.triggered) {
        p.push(['Defined', ctx.triggered], ['Origin', 'Graveyard'], ['Destination', step.to === 'hand' ? 'Hand' : 'Battlefield']);
        if (step.tapped) p.push(['Tapped', 'True']);
        if (step.underYourControl) p.push(['GainControl', 'True']);
        return { api: 'ChangeZone', params: p };
      }
      // "When ~ enters the battlefield, return a Zombie card at random from your graveyard to your hand": Forge's hidden
      // ChangeZone picked at random, one card's number unsaid (2 of 2 of its enters triggers' scripts; its one of a step's
      // trigger says `ChangeNum$ 1`, its spells' choose the card first): in an enters trigger only.
      if (step.atRandom && step.what.ref === 'chosen') {
        if (!ctx.entered || !('n' in step.what.amount) || step.what.amount.n !== 1) throw new NotScriptable('a card returned at random outside an enters trigger (not written yet)');
        p.push(['Origin', 'Graveyard'], ['Destination', 'Hand'], ['ChangeType', validOf(step.what.filter, false, { bareInZone: true })], ['Hidden', 'True'], ['AtRandom', 'True']);
        return { api: 'ChangeZone', params: p };
      }
      if (step.what.ref !== 'target' || step.what.filter.zone !== 'graveyard') throw new NotScriptable('returning a card from elsewhere than a graveyard');
      // "Put target creature card from a graveyard onto the battlefield": Forge's scripts of it in a spell or an activated
      // ability leave the number unsaid (6 of 9); in a trigger they say `ChangeNum$ 1` (2 of 3), and of an opponent's
      // graveyard they name it two ways (`Creature.OppCtrl` 2 of 3, `OppOwn`): those not written yet.
      if (step.put && (ctx.inTrigger || step.what.filter.zoneOwner === 'opponent')) throw new NotScriptable('"put target card from a graveyard onto the battlefield" in a trigger or from an opponent\'s graveyard (not written yet: Forge spells it two ways)');
      p.push(['Origin', 'Graveyard'], ['Destination', step.to === 'hand' ? 'Hand' : 'Battlefield']);
      objectParams(step.what, ctx, p);
      if (step.tapped) p.push(['Tapped', 'True']);
      if (step.underYourControl && step.what.filter.zoneOwner !== 'you') p.push(['GainControl', 'True']);
      return { api: 'ChangeZone', params: p };
    }
    case 'putOnLibrary': {
      // Every permanent of a kind on the bottom of its owner's library: Forge's ChangeZoneAll (its one script of it).
      // Forge lets the caster (DefinedPlayer, You) order all the cards, where 401.4 has each owner order their own:
      // engine behaviour shared by Forge's own script, accepted.
      const every = allValid(step.what, ctx);
      if (every) {
        if (step.position !== 'bottom') throw new NotScriptable("every permanent of a kind put on top of its owner's library");
        return { api: 'ChangeZoneAll', params: [['ChangeType', every], ['Origin', 'Battlefield'], ['Destination', 'Library'], ['LibraryPosition', '-1']] };
      }
      const fromZone = step.what.ref === 'target' && step.what.filter.zone === 'graveyard' ? 'Graveyard' : step.what.ref === 'triggered' && ctx.triggeredZone ? ctx.triggeredZone : undefined;
      if (step.what.ref === 'self' && ctx.selfZone) p.push(['Defined', ctx.selfZoneDefined ?? 'TriggeredCard'], ['Origin', ctx.selfZone]);
      // A spell putting itself on its owner's library as it resolves: from the stack (608.2n: it would go to the graveyard).
      else if (step.what.ref === 'self' && ctx.inSpell) p.push(['Origin', 'Stack']);
      else p.push(['Origin', fromZone ?? 'Battlefield']);
      // A target card of your own graveyard: Forge's scripts leave the top (the default) unsaid in an activated ability (4
      // of 4) and for any number of targets (3 of 3), and say it in a spell for one target (2 of 2) or up to three (1 of 1).
      const yourCard = step.what.ref === 'target' && fromZone === 'Graveyard' && step.what.filter.zoneOwner === 'you';
      if (yourCard && ctx.inTrigger) {
        // When the card itself enters, "you may put target … card from your graveyard on top of your library": Forge's
        // scripts name the graveyard's owner through the trigger (`TargetsWithDefinedController$ TriggeredCardController`,
        // the card's controller, who is "you") and leave the top unsaid (3 of its 4 such scripts; of a card that died, 1
        // of 2, whose "you may" Forge's scripts also ask otherwise). Others stay unwritten.
        if (!ctx.optional || !ctx.selfEntered || step.position !== 'top' || step.depth || step.what.ref !== 'target' || step.what.max !== 1 || step.what.min !== 1) throw new NotScriptable('a card put from your graveyard on your library by a trigger');
        p.push(['Destination', 'Library']);
        targetParams('ChangeZone', { ...step.what, filter: { ...step.what.filter, zoneOwner: undefined } }, ctx, p);
        p.push(['TargetsWithDefinedController', 'TriggeredCardController']);
        return { api: 'ChangeZone', params: p };
      }
      p.push(['Destination', 'Library']);
      const single = step.what.ref === 'target' && step.what.max === 1;
      const anyNumber = step.what.ref === 'target' && step.what.max === Infinity;
      // ("Second from the top" is never the default: its depth is always said.)
      if (!(yourCard && step.position === 'top' && !step.depth && (!ctx.inSpell || anyNumber))) p.push(['LibraryPosition', step.position === 'top' ? String(step.depth ?? 0) : '-1']);
      if (!(step.what.ref === 'self' && ctx.selfZone)) targetParams('ChangeZone', step.what, ctx, p);
      // One target card of your graveyard put on the bottom: Forge's scripts count it (`ChangeNum$ 1`, 2 of 2).
      if (yourCard && step.position === 'bottom' && single) p.push(['ChangeNum', '1']);
      return { api: 'ChangeZone', params: p };
    }
    case 'shuffleIntoLibrary':
      // "Target player shuffles up to three target cards from their graveyard into their library": Forge's scripts of it
      // (3 of 3) target the player with an empty Pump (abilities.ts), then the cards of that player's graveyard
      // (`TargetsWithDefinedController$ ParentTarget`).
      if (step.owner) {
        if (step.what.ref !== 'target') throw new NotScriptable('cards of a player shuffled that are not targets');
        p.push(['Origin', 'Graveyard'], ['Destination', 'Library'], ['Shuffle', 'True']);
        objectParams({ ...step.what, filter: { ...step.what.filter, zone: undefined, zoneOwner: undefined } }, ctx, p);
        p.push(['TargetsWithDefinedController', 'ParentTarget']);
        return { api: 'ChangeZone', params: p };
      }
      // Target cards of your graveyard: Forge's ChangeZone to the library with `Shuffle$ True` (4 of 4 of its scripts of it).
      if (step.what.ref === 'target' && step.what.filter.zone === 'graveyard' && step.what.filter.zoneOwner === 'you') {
        p.push(['Origin', 'Graveyard'], ['Destination', 'Library'], ['Shuffle', 'True']);
        targetParams('ChangeZone', step.what, ctx, p);
        return { api: 'ChangeZone', params: p };
      }
      // A spell shuffling itself into its owner's library as it resolves ("Shuffle ~ into its owner's library"): from the
      // stack (608.2n), `ChangeZone | Origin$ Stack | Destination$ Library | Shuffle$ True` (4 of 4 of Forge's scripts).
      if (step.what.ref === 'self' && ctx.inSpell && !ctx.inTrigger) return { api: 'ChangeZone', params: [['Origin', 'Stack'], ['Destination', 'Library'], ['Shuffle', 'True']] };
      // "Shuffle it into its owner's library": read exactly, not written yet. Forge's scripts of the card itself in its
      // graveyard write `ChangeZone | Defined$ TriggeredCard | Origin$ Graveyard | Destination$ Library | Shuffle$ True` (6 of
      // 6), but of the triggers it follows, "is put into a graveyard from anywhere" is not written and "dies, you may" is
      // spelled otherwise: measured, the step would add 1 wrong ability and no equivalent one.
      throw new NotScriptable('shuffling an object into its library (not written yet)');
    case 'revealTopCard':
      // "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put it into your
      // hand.": a Dig of one card moving every card of the kind (all 4 of Forge's scripts of it: `DigNum$ 1 | Reveal$ True |
      // ChangeNum$ All | ChangeValid$ Land | DestinationZone$ Battlefield | DestinationZone2$ Hand`). In a triggered ability,
      // not written yet: its one script there, after "you may pay {2}{R}. If you do, …", asks for the payment otherwise.
      if (ctx.inTrigger) throw new NotScriptable('revealing the top card and putting it one way or the other in a triggered ability (not written yet)');
      return { api: 'Dig', params: [['DigNum', '1'], ['Reveal', 'True'], ['ChangeNum', 'All'], ['ChangeValid', validOf(step.filter, false, { bareInZone: true })], ['DestinationZone', step.to === 'hand' ? 'Hand' : 'Battlefield'], ['DestinationZone2', step.otherwise === 'hand' ? 'Hand' : 'Graveyard']] };
    case 'dig': {
      // Forge's Dig: the rest go to the library's bottom unless another zone is named; `Optional$` for "you may reveal".
      p.push(['DigNum', amountOf(step.look, ctx)]);
      // One card of two, the other on the bottom: Forge's default count, left unsaid (3 of 3 of its scripts of it).
      const other = step.take === 1 && 'n' in step.look && step.look.n === 2 && !step.filter && !step.reveal && step.rest === 'bottom';
      if (!other) p.push(['ChangeNum', step.take === 'all' ? 'All' : String(step.take)]);
      if (step.reveal) p.push(['Reveal', 'True']);
      if (step.filter) p.push(['ChangeValid', validOf(step.filter, false, { bareInZone: true })]);
      if (step.mayReveal || step.mayTake) p.push(['Optional', 'True']);
      if (step.rest === 'graveyard') p.push(['DestinationZone2', 'Graveyard']);
      if (step.rest === 'bottomRandom') p.push(['RestRandomOrder', 'True']);
      return { api: 'Dig', params: p };
    }
    case 'searchTheirs':
      // "Search target opponent's library for a creature card and put that card onto the battlefield under your control":
      // Forge's ChangeZone from the targeted player's library, the number found unmarked "up to" (5 of 5 of its scripts of a
      // number). A number counted as it resolves: not written yet (its one script of it adds `Shuffle$ True`).
      if (!('n' in step.amount)) throw new NotScriptable("a counted number of cards searched for in another player's library (not written yet)");
      objectParams(step.who, ctx, p);
      p.push(['Origin', 'Library'], ['Destination', step.to === 'exile' ? 'Exile' : step.to === 'graveyard' ? 'Graveyard' : 'Battlefield'], ['ChangeType', validOf(step.filter, false, { bareInZone: true })], ['ChangeNum', String(step.amount.n)]);
      if (step.to === 'battlefield') p.push(['GainControl', 'True']);
      return { api: 'ChangeZone', params: p };
    case 'search': {
      if (step.who.ref !== 'you') throw new NotScriptable("searching another player's library");
      // The older words "… If you do, shuffle your library." of an enters trigger: Forge's scripts of it name the card two
      // ways (`ValidCard$ Creature.Self` 7 of 10, `Card.Self` 3; of the newer words mostly `Card.Self`): measured, 4
      // equivalent and 9 wrong written either way as they are, 7 and 4 as `Creature.Self`; not written yet.
      if (step.shuffleIfYouDo && ctx.entered) throw new NotScriptable('the older "If you do, shuffle your library." of a search in an enters trigger (not written yet: Forge names the card two ways)');
      // Of a subtype ("a Dragon card"), Forge's scripts in the older words spell it two ways (`Dragon`, `Card.Aurochs`): not
      // written yet.
      const cardTypes = ['Card', 'Permanent', 'Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Instant', 'Sorcery'];
      const subtype = step.filter.alts.some((a) => !cardTypes.includes(a.noun) || a.props.some((pr) => pr.is === 'type' && !cardTypes.includes(pr.type)));
      if (step.shuffleIfYouDo && subtype) throw new NotScriptable('the older "If you do, shuffle your library." of a search for a subtype (not written yet: Forge spells it two ways)');
      // Into your graveyard: Forge's one script of it (a spell, up to three cards) says no more; in a trigger, or of any one
      // card (which Forge's scripts mark `Mandatory$` elsewhere), not written yet.
      if (step.to === 'graveyard' && (ctx.inTrigger || !step.upTo)) throw new NotScriptable('a search for cards put into your graveyard in a trigger or of a set number (not written yet)');
      p.push(['Origin', 'Library'], ['Destination', step.to === 'hand' ? 'Hand' : step.to === 'libraryTop' ? 'Library' : step.to === 'graveyard' ? 'Graveyard' : 'Battlefield']);
      // "…, then shuffle and put that card on top": Forge's scripts put it at the library's position 0 (10 of 10).
      if (step.to === 'libraryTop') p.push(['LibraryPosition', '0']);
      // "a card named ~" / "up to three cards named ~": Forge's scripts name the card (`Card.namedSquire`, a comma as
      // `;`: 10 of the 10 searches for the card's own name).
      const [only] = step.filter.alts;
      const named = step.filter.alts.length === 1 && only.noun === 'Card' && only.props.length === 1 && only.props[0].is === 'namedSelf';
      // Of a card that died, Forge's script leaves its "you may" to the search (no `OptionalDecider$`, 1 of 1): not written.
      if (named && (!ctx.faceName || ctx.selfZone === 'Graveyard')) throw new NotScriptable('cards named ~ (not written yet)');
      // "put one onto the battlefield tapped and the other into your hand": Forge's scripts search twice, one card each,
      // the library shuffled after the second (`NoShuffle$ True` on the first; 2 of 2), see `otherSearched`.
      if (step.other && ctx.optional) throw new NotScriptable('a search "you may" make, one card put onto the battlefield and the other into your hand');
      p.push(['ChangeType', named ? `Card.named${ctx.faceName!.replace(/,/g, ';')}` : validOf(step.filter)], ['ChangeNum', step.other ? '1' : amountOf(step.amount, ctx)]);
      if (step.tapped) p.push(['Tapped', 'True']);
      if (step.other) p.push(['NoShuffle', 'True']);
      // Forge's scripts write `ShuffleNonMandatory$` of a search the player may decline (an optional trigger: "you may
      // search …"); Forge reads it only when the player can't search (a "can't search libraries" effect): the library is
      // then not shuffled. Not of a search done "if you do" after the step the player chose, which is not declined
      // (Forge's one script of it, a search after "you may exile it").
      if (ctx.optional && !step.ifYouDo) p.push(['ShuffleNonMandatory', 'True']);
      // Forge's scripts mark a search for any card that must find one ("Search your library for a card") Mandatory; not
      // one the player chose to make ("you may pay 2 life. If you do, search …", 2 of 2 such triggers). A search done "if
      // you do" after the trigger's chosen step is not chosen again: it must find a card (701.23a; no stated quality, 701.23b).
      if ((!ctx.optional || step.ifYouDo) && !ctx.paid && !step.upTo && step.filter.alts.length === 1 && step.filter.alts[0].noun === 'Card' && step.filter.alts[0].props.length === 0) p.push(['Mandatory', 'True']);
      return { api: 'ChangeZone', params: p };
    }
    case 'allOfTargetPlayer':
      return targetPlayersAllEffect(step, ctx);
    case 'searchLibraryAndGraveyard':
      return namedSearchEffect(step, ctx);
    case 'putFromHand': {
      // Forge lets the player choose no card from a hidden zone: the "may" is the effect's own.
      const changeType = validOf({ ...step.filter, zoneOwner: undefined });
      p.push(['Origin', 'Hand'], ['Destination', 'Battlefield'], ['ChangeType', changeType], ['ChangeNum', '1']);
      // "Each player may put …": each player chooses from their own hand (`DefinedPlayer$ Player`, all 4 of Forge's scripts
      // of it, none spelling the choice out).
      if (step.eachPlayer) p.push(['DefinedPlayer', 'Player']);
      // Forge's scripts of a land card from the hand mostly spell the choice out (8 of 12; of other cards, 6 of 38).
      else if (/^Land\b/.test(changeType)) p.push(['Optional', 'You']);
      if (step.tapped) p.push(['Tapped', 'True']);
      return { api: 'ChangeZone', params: p };
    }
    default:
      return undefined;
  }
}

/**
 * The second search of "put one onto the battlefield tapped and the other into your hand": the other card, to the hand,
 * under the first's conditions (Forge resolves a SubAbility even when its parent's condition fails).
 */
export function otherSearched(first: ForgeEffect): ForgeEffect {
  const changeType = first.params.find(([k]) => k === 'ChangeType')![1];
  const conditions = first.params.filter(([k]) => k.startsWith('Condition'));
  return { api: 'ChangeZone', params: [['Origin', 'Library'], ['Destination', 'Hand'], ['ChangeType', changeType], ['ChangeNum', '1'], ...conditions] };
}
