/**
 * The steps of the effect model that act on players, as Forge's own scripts write them: drawing, discarding and milling,
 * life, skipped steps, poison and energy, looking at and ordering cards of a library or hand, extra turns, the monarch,
 * winning and losing the game, and mana a step adds. Undefined for every other step (steps.ts writes those).
 */
import { isConditional } from '../../language/effects/stepConditionKeys.js';
import type { Step } from '../../language/effects/types.js';
import { forgeProduced } from './mana.js';
import { amountOf } from './amountOf.js';
import { type ForgeEffect, type Params, type StepContext } from './stepContext.js';
import { objectParams, playerParams } from './stepParams.js';
import { kindsWith, NotScriptable, validOf } from './valid.js';

/** One player step as one Forge effect, or undefined when the step is not one of this module's. */
export function writePlayerStep(step: Step, ctx: StepContext): ForgeEffect | undefined {
  const p: Params = [];
  switch (step.do) {
    case 'draw':
      // "Draw cards equal to the greatest power among creatures you control / the sacrificed creature's power / its power":
      // read exactly, not written yet. Measured, its 3 abilities in the corpus would all differ from Forge's scripts: the
      // card's own power in a trigger spelled two ways (`Count$CardPower`, `TriggeredCard$CardPower`), a discard after it
      // without `Defined$ You` (which 54 of Forge's 61 such discards write), and a loyalty cost the comparator reads with
      // an SVar inside it.
      if ('count' in step.amount && ['power', 'toughness', 'manaValue', 'greatestPower', 'greatestToughness'].includes(step.amount.count)) {
        throw new NotScriptable('drawing cards equal to a power, toughness or mana value (not written yet)');
      }
      playerParams(step.who, ctx, p);
      p.push(['NumCards', amountOf(step.amount, ctx)]);
      return { api: 'Draw', params: p };
    case 'discard':
      playerParams(step.who, ctx, p);
      // "If you have two or more cards in hand, discard all the cards in your hand, then draw that many cards": Forge checks
      // the sentence's condition again on the draw, after the hand is gone, and would draw nothing. Not written.
      if (step.counted && (isConditional(step) || step.instead)) throw new NotScriptable('discarding your hand and drawing that many cards under a condition (Forge would check it again after the discard)');
      if (step.how === 'hand') p.push(['Mode', 'Hand']);
      else if (step.how === 'reveal') {
        p.push(['NumCards', amountOf(step.amount, ctx)], ['Mode', 'RevealYouChoose']);
        // "reveals three cards from their hand": Forge's RevealNumber$ (all 5 of its scripts of it); X of them revealed,
        // any card chosen is spelt out (`DiscardValid$ Card`), as both of its scripts of an X do.
        if (step.revealed) p.push(['RevealNumber', amountOf(step.revealed, ctx)]);
        if (step.revealed && 'x' in step.revealed && !step.filter) p.push(['DiscardValid', 'Card']);
        if (step.filter) p.push(['DiscardValid', validOf(step.filter)]);
      }
      else p.push(['NumCards', amountOf(step.amount, ctx)], ['Mode', step.how === 'random' ? 'Random' : 'TgtChoose']);
      // Its cards counted by the draw after it ("then draw that many cards"): remembered (`Remembered$Amount`), as
      // Forge's scripts of it.
      if (step.counted) p.push(['RememberDiscarded', 'True']);
      // "…, then discard one of them": one of the cards the draw before remembered (both of Forge's scripts of it).
      if (step.ofDrawn) p.push(['DiscardValid', 'Card.IsRemembered']);
      return { api: 'Discard', params: p };
    case 'wholeGraveyard':
      // Forge's ChangeZoneAll of every card there, as all of its scripts of each. Shuffled into the library: `Card.YouOwn`
      // of yours (4 of 4), a target's or each player's `Card` named by `Defined$` / `ValidTgts$`. Exiled: `Card`, of a
      // target (`ValidTgts$ Player`) or of all graveyards (no player named).
      // Cards of some kinds from every graveyard (each player's own, to the battlefield under their owners' control): the
      // kinds alone, no player named (Forge's 4 of 4 scripts returning them, 3 of 3 exiling them).
      // Of your own graveyard to your hand: the kinds you own (`Enchantment.YouOwn`, Forge's 2 of 2 scripts of it).
      if (step.filter && step.to === 'hand' && step.who.ref === 'you') {
        // "… all instant and sorcery cards from your graveyard to your hand": read exactly, not written yet. Forge's one
        // script of it (`Instant.YouOwn,Sorcery.YouOwn`) names its activation's condition `Card.Artifact+YouCtrl`, as 3 of
        // its 14 scripts of such a condition (11 the type first): measured, +0 equivalent and +1 wrong.
        if (step.filter.alts.length > 1) throw new NotScriptable('cards of two kinds returned from your graveyard to your hand (not written yet)');
        return { api: 'ChangeZoneAll', params: [['ChangeType', kindsWith(validOf(step.filter, false, { bareInZone: true }), 'YouOwn')], ['Origin', 'Graveyard'], ['Destination', 'Hand']] };
      }
      // Exiled from your own graveyard: the kinds you control (`Creature.YouCtrl`, as Forge's one script of it).
      if (step.filter && step.to === 'exile' && step.who.ref === 'you') {
        return { api: 'ChangeZoneAll', params: [['ChangeType', kindsWith(validOf(step.filter, false, { bareInZone: true }), 'YouCtrl')], ['Origin', 'Graveyard'], ['Destination', 'Exile']] };
      }
      // Of a target player's graveyard into their library: the kinds alone, the player targeted (Forge's one script of it).
      if (step.filter && step.to === 'library' && step.who.ref === 'target') {
        objectParams(step.who, ctx, p);
        return { api: 'ChangeZoneAll', params: [...p, ['ChangeType', validOf(step.filter, false, { bareInZone: true })], ['Origin', 'Graveyard'], ['Destination', 'Library'], ['Shuffle', 'True']] };
      }
      if (step.filter) {
        if (step.who.ref !== 'each') throw new NotScriptable("cards of a kind from one player's graveyard (not written yet)");
        if (step.to === 'hand' || step.to === 'library') throw new NotScriptable('cards of a kind moved from every graveyard to a hand or library');
        return { api: 'ChangeZoneAll', params: [['ChangeType', validOf(step.filter, false, { bareInZone: true })], ['Origin', 'Graveyard'], ['Destination', step.to === 'exile' ? 'Exile' : 'Battlefield']] };
      }
      if (step.to === 'battlefield' || step.to === 'hand') throw new NotScriptable('a whole graveyard returned to the battlefield or a hand');
      if (step.to === 'exile') {
        if (step.who.ref === 'target') objectParams(step.who, ctx, p);
        else if (step.who.ref !== 'each') throw new NotScriptable("exiling another player's graveyard");
        return { api: 'ChangeZoneAll', params: [...p, ['Origin', 'Graveyard'], ['Destination', 'Exile'], ['ChangeType', 'Card']] };
      }
      if (step.who.ref !== 'you') playerParams(step.who, ctx, p);
      p.push(['ChangeType', step.who.ref === 'you' ? 'Card.YouOwn' : 'Card'], ['Origin', 'Graveyard'], ['Destination', 'Library'], ['Shuffle', 'True']);
      return { api: 'ChangeZoneAll', params: p };
    case 'wholeLibrary':
      // Forge's ChangeZoneAll of the cards you own there (`Card.YouOwn`, both of its scripts of it), face down with
      // `ExileFaceDown$ True`.
      if (step.who.ref !== 'you') throw new NotScriptable("exiling another player's library");
      return { api: 'ChangeZoneAll', params: [['ChangeType', 'Card.YouOwn'], ['Origin', 'Library'], ['Destination', 'Exile'], ...(step.faceDown ? [['ExileFaceDown', 'True'] as [string, string]] : [])] };
    case 'mill':
      // The trigger's player ("that player exiles the top ten cards of their library", "defending player exiles …"):
      // measured, Forge's 2 scripts of it differ from the export on their trigger lines (`TriggerZones$`,
      // `TriggeredDefendingPlayer`): not written.
      if (step.to === 'exile' && (step.who.ref === 'triggered' || step.who.ref === 'defending')) throw new NotScriptable("the trigger's player exiling the top cards of their library (not written yet)");
      playerParams(step.who, ctx, p);
      p.push(['NumCards', amountOf(step.amount, ctx)]);
      // Into exile: Forge's Mill with `Destination$ Exile`, as all of its scripts of the top cards exiled and nothing more.
      if (step.to === 'exile') p.push(['Destination', 'Exile']);
      return { api: 'Mill', params: p };
    case 'gainLife':
    case 'loseLife':
      // "you lose N life" after the card itself died: the trigger's controller, Forge's default, unnamed (2 of 2 of its
      // scripts of it; its gains of life name `TriggeredCardController`).
      if (!(step.do === 'loseLife' && step.who.ref === 'you' && ctx.you === 'TriggeredCardController')) playerParams(step.who, ctx, p, step.do === 'loseLife');
      // A loss of life "for each <type> you control" is `Count$Valid` in Forge's scripts (2 of 2), not `TypeYouCtrl`.
      p.push(['LifeAmount', amountOf(step.do === 'loseLife' && 'count' in step.amount && step.amount.count === 'objects' ? { ...step.amount, forEach: undefined } : step.amount, ctx)]);
      return { api: step.do === 'gainLife' ? 'GainLife' : 'LoseLife', params: p };
    case 'skipNext':
      // A keyword the player has until the step is skipped (all 7 of Forge's scripts of it: `Pump | KW$ Skip your next
      // … | Permanent$ True`). Of the player dealt damage: not written yet — Forge's 2 scripts of it write `TriggerZones$`
      // on the combat damage trigger, which its other such triggers leave out (measured: 2 written otherwise).
      if (step.who.ref === 'triggered' && ctx.triggeredPlayer === 'TriggeredTarget') throw new NotScriptable('skipping a step, of the player dealt damage (not written yet)');
      playerParams(step.who, ctx, p);
      return { api: 'Pump', params: [...p, ['KW', `Skip your next ${step.step === 'combat' ? 'combat phase' : `${step.step} step`}.`], ['Permanent', 'True']] };
    case 'poison':
      // Forge's Poison effect (all of its scripts of poison counters put on a player by an effect).
      playerParams(step.who, ctx, p);
      return { api: 'Poison', params: [...p, ['Num', amountOf(step.amount, ctx)]] };
    // Experience counters on you (Forge's `PutCounter | Defined$ You | CounterType$ Experience`, all of its scripts of it).
    case 'experience':
      return { api: 'PutCounter', params: [['Defined', 'You'], ['CounterType', 'Experience'], ['CounterNum', amountOf(step.amount, ctx)]] };
    case 'energy':
      return { api: 'PutCounter', params: [['Defined', 'You'], ['CounterType', 'ENERGY'], ['CounterNum', amountOf(step.amount, ctx)]] };
    case 'scry':
      return { api: 'Scry', params: [['ScryNum', amountOf(step.amount, ctx)]] };
    case 'surveil':
      return { api: 'Surveil', params: [['Amount', amountOf(step.amount, ctx)]] };
    case 'rearrange':
      // Forge's scripts name the player whose library it is (`Defined$ You`, 9 of 9).
      return { api: 'RearrangeTopOfLibrary', params: [['Defined', 'You'], ['NumCards', amountOf(step.amount, ctx)]] };
    case 'peek':
      // Of a target player's library: in a trigger, Forge's RearrangeTopOfLibrary of that one card (2 of 2 of its scripts
      // of it); its one activated ability of it is a Dig that moves nothing, spelled otherwise than the one above: not written.
      if (step.who && step.reveal) {
        // "Target player reveals the top card of their library.": a Dig of that player's library that moves nothing (its
        // one script of it, an activated ability). In a trigger, not written yet.
        if (ctx.inTrigger || step.who.ref !== 'target') throw new NotScriptable("a player revealing the top card of their library in a trigger (not written yet)");
        playerParams(step.who, ctx, p);
        return { api: 'Dig', params: [...p, ['DigNum', amountOf(step.amount, ctx)], ['NoMove', 'True'], ['Reveal', 'True']] };
      }
      if (step.who) {
        if (!ctx.inTrigger) throw new NotScriptable("looking at the top card of a target player's library outside a trigger (not written yet)");
        playerParams(step.who, ctx, p);
        return { api: 'RearrangeTopOfLibrary', params: [...p, ['NumCards', amountOf(step.amount, ctx)]] };
      }
      // Forge's Dig that moves nothing (`NoMove$ True`), as its 4 scripts of it write it.
      return { api: 'Dig', params: [['DigNum', amountOf(step.amount, ctx)], ['DestinationZone', 'Library'], ['LibraryPosition', '0'], ['LibraryPosition2', '0'], ['NoMove', 'True']] };
    case 'exileOwnCards':
      // "Target player exiles a card from their graveyard": the target chooses among their own cards, hidden from the
      // others (all 4 of Forge's scripts of it: `ChangeZone | Origin$ Graveyard | Destination$ Exile | DefinedPlayer$
      // Targeted | Chooser$ Targeted | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True | Hidden$ True`). From their hand,
      // not written yet: Forge's scripts of it spell it three ways (with and without `DefinedPlayer$`, `Hidden$`, `Reveal$`).
      if (step.from !== 'graveyard') throw new NotScriptable('a player exiling cards from their hand (not written yet: Forge spells it three ways)');
      if (step.who.ref !== 'target') throw new NotScriptable('a player other than a target exiling cards from their graveyard');
      objectParams(step.who, ctx, p);
      if (p.some(([k, v]) => k === 'Defined' && v === 'Targeted')) throw new NotScriptable('a player targeted by an earlier step exiling cards from their graveyard');
      p.push(['DefinedPlayer', 'Targeted'], ['Chooser', 'Targeted'], ['Origin', 'Graveyard'], ['Destination', 'Exile'], ['ChangeType', 'Card'], ['ChangeNum', amountOf(step.amount, ctx)], ['Mandatory', 'True'], ['Hidden', 'True']);
      return { api: 'ChangeZone', params: p };
    case 'lookAtHand':
      // Looked at or revealed, Forge's RevealHand of that player (all of its scripts of either alone; none writes the
      // `Look$ True` newer Forge has for a hand only you see).
      playerParams(step.who, ctx, p);
      return { api: 'RevealHand', params: p };
    case 'fromRevealedHand': {
      // Forge's ChangeZone from that player's hand to exile or a place in their library (`LibraryPosition$`, 0 the top),
      // you choosing (`DefinedPlayer$` the player, `Chooser$ You`), `Mandatory$ True` ("you choose": a card of the kind
      // must be chosen if there is one; without it Forge's hidden ChangeZone lets the chooser take none). Also in a
      // trigger, where Forge's scripts of it leave it out (measured: -1 equivalent, +1 wrong, Lifebane Zombie).
      // Of the player a combat damage trigger names: not written yet (measured, Forge's one script of it writes
      // `TriggerZones$` on that trigger, which its other such triggers leave out).
      if (step.who.ref === 'triggered') throw new NotScriptable("exiling a card chosen from the hand of the trigger's player (not written yet)");
      playerParams(step.who, ctx, p);
      const params: Params = p.map(([k, v]) => (k === 'Defined' ? ['DefinedPlayer', v] : [k, v]));
      if (params.some(([k]) => k === 'ValidTgts')) params.push(['DefinedPlayer', 'Targeted']);
      params.push(['Origin', step.orGraveyard ? 'Hand,Graveyard' : 'Hand'], ['Destination', step.libraryPosition === undefined ? 'Exile' : 'Library'], ['Chooser', 'You'], ['ChangeType', step.filter ? validOf(step.filter) : 'Card'], ['ChangeNum', '1']);
      if (step.libraryPosition !== undefined) params.push(['LibraryPosition', String(step.libraryPosition)]);
      params.push(['Mandatory', 'True']);
      return { api: 'ChangeZone', params };
    }
    case 'extraTurn':
      playerParams(step.who, ctx, p, false);
      p.push(['NumTurns', '1']);
      return { api: 'AddTurn', params: p };
    case 'monarch':
      return { api: 'BecomeMonarch', params: [['Defined', ctx.you ?? 'You']] };
    case 'winGame':
    case 'loseGame':
      // Forge's scripts write `You` here even when the card itself died ("When ~ dies, you lose the game").
      if (step.who.ref === 'you') p.push(['Defined', 'You']);
      else playerParams(step.who, ctx, p);
      return { api: step.do === 'winGame' ? 'WinsGame' : 'LosesGame', params: p };
    case 'mana': {
      // "that player adds one mana of any type that land produced": Forge's ManaReflected of the triggered land's
      // produced mana (all 6 of its scripts of it).
      if (step.ofTappedLand) {
        if (!ctx.tappedForMana || !step.who) throw new NotScriptable('mana of a type a land produced, outside its trigger');
        p.push(['ColorOrType', 'Type'], ['Valid', 'Defined.Triggered'], ['ReflectProperty', 'Produced']);
        playerParams(step.who, ctx, p);
        return { api: 'ManaReflected', params: p };
      }
      // "Add {G}{G}{G}." as a step of a spell or another ability (a mana ability is written on its own).
      const produced = step.amount === 1 ? forgeProduced(step.produced) : undefined;
      if (!produced) throw new NotScriptable('mana added other than as one colour');
      for (const part of produced.split(' | ')) {
        const [k, v] = part.split('$ ');
        p.push([k, v]);
      }
      if (step.times) {
        if (p.some(([k]) => k === 'Amount')) throw new NotScriptable('mana of several symbols for each object');
        p.push(['Amount', amountOf(step.times, ctx)]);
      }
      // Of a trigger on a land tapped for mana, Forge's scripts write the amount out (`Amount$ 1`, 4 of 4).
      if (ctx.tappedForMana && !p.some(([k]) => k === 'Amount')) p.push(['Amount', '1']);
      if (step.who) playerParams(step.who, ctx, p);
      return { api: 'Mana', params: p };
    }
    default:
      return undefined;
  }
}

