/**
 * Amounts of a step as Forge writes them: a number, or an SVar that counts (`Count$…`, `TriggerCount$…`, `Remembered$…`).
 */
import type { Alternative, Amount, Ref } from '../../language/effects/types.js';
import { forgeCounter } from './counters.js';
import type { StepContext } from './stepContext.js';
import { kindsWith, NotScriptable, validOf } from './valid.js';

/**
 * Whose power, toughness or mana value Forge counts, by the object the amount names: `Targeted` (`TargetedLKI` when
 * `lki`), the card itself as `self` says, `Sacrificed`, the card a cost discarded or exiled ("the discarded card's mana
 * value": `Discarded` / `Exiled`, all 4 of Forge's scripts of a cost's card), the trigger's object; undefined otherwise.
 */
function countedObject(of: Ref, lki: boolean, self: string, triggered: string | undefined): string | undefined {
  switch (of.ref) {
    case 'target': return lki ? 'TargetedLKI' : 'Targeted';
    case 'self': return self;
    case 'sacrificed': return 'Sacrificed';
    case 'paid': return of.how === 'discarded' ? 'Discarded' : 'Exiled';
    case 'triggered': return triggered;
    default: return undefined;
  }
}

/** An amount as a number or the name of an SVar that counts it. */
export function amountOf(a: Amount, ctx: StepContext): string {
  if ('n' in a) return String(a.n);
  if ('x' in a) {
    // A planeswalker's −X, or "remove X counters": its X is chosen as the cost is paid (Forge: `SubCounter<X/LOYALTY>`
    // with X an `XChoice`, read as `ChosenX`).
    if (ctx.loyaltyX) {
      ctx.svar('X', 'XChoice');
      return 'ChosenX';
    }
    if (!ctx.xPaid) throw new NotScriptable('an X that no cost pays');
    if (ctx.xTargeted?.done) return 'X';
    return ctx.svar('X', 'Count$xPaid');
  }
  // "2 life for each Gate you control": the count times two (Forge's `/Times.2`). Of "other" objects, not written yet:
  // measured, its one ability differed from Forge's script (`StrictlyOther`, and its trigger's `Origin$`).
  if (a.count === 'objects' && a.each && a.filter.alts.some((alt) => alt.props.some((p) => p.is === 'other'))) throw new NotScriptable('"other" objects counted more than once each (not written yet)');
  // "2 plus the number of …": the count plus two (Forge's `/Plus.2`).
  if (a.count === 'objects' && a.plus) return amountOf({ ...a, plus: undefined }, { ...ctx, svar: (base, value) => ctx.svar(base, `${value}/Plus.${a.plus}`) });
  if ((a.count === 'objects' || a.count === 'counters' || a.count === 'timesKicked') && a.each) return amountOf({ ...a, each: undefined }, { ...ctx, svar: (base, value) => ctx.svar(base, `${value}/Times.${a.each}`) });
  switch (a.count) {
    case 'objects': {
      // Cards of one type in your graveyard: Forge's own count for them.
      const alt = a.filter.alts[0];
      const type = alt?.props[0];
      if (a.filter.zone === 'graveyard' && a.filter.zoneOwner === 'you' && a.filter.alts.length === 1 && alt.noun === 'Card' && alt.props.length === 1 && type?.is === 'type' && !type.not) {
        return ctx.svar('X', `Count$TypeInYourYard.${type.type}`);
      }
      // Cards named ~ in all graveyards (in yours): Forge's count of the cards of a name (5 of its 7 scripts of it: the
      // other two also count cards that "count as" it; in yours, 1 of 1); a name's commas are semicolons in Forge's words.
      if (alt?.props.some((p) => p.is === 'namedSelf')) {
        const only = a.filter.alts.length === 1 && alt.noun === 'Card' && alt.props.length === 1 && a.filter.zone === 'graveyard';
        if (!only || !ctx.faceName || (a.filter.zoneOwner !== 'any' && a.filter.zoneOwner !== 'you')) throw new NotScriptable('cards named ~ counted (not written yet)');
        const name = ctx.faceName.replace(/,/g, ';');
        return ctx.svar('X', a.filter.zoneOwner === 'any' ? `Count$NamedInAllYards.${name}` : `Count$ValidGraveyard Card.YouOwn+named${name}`);
      }
      // Cards of one type in all graveyards: Forge's own count of them (6 of 6 of its scripts).
      if (a.filter.zone === 'graveyard' && a.filter.zoneOwner === 'any' && a.filter.alts.length === 1 && alt.noun === 'Card' && alt.props.length === 1 && type?.is === 'type' && !type.not) {
        return ctx.svar('X', `Count$TypeInAllYards.${type.type}`);
      }
      // Every card in your graveyard: Forge's own count of them.
      if (a.filter.zone === 'graveyard' && a.filter.zoneOwner === 'you' && a.filter.alts.length === 1 && alt.noun === 'Card' && alt.props.length === 0) return ctx.svar('X', 'Count$InYourYard');
      // Cards of a kind in the graveyard of the player the card chose as it entered: `Count$ValidGraveyard
      // Creature.Green+ChosenCtrl`, as Forge's one script of it.
      if (a.filter.zone === 'graveyard' && a.filter.zoneOwner === 'chosenPlayer' && a.filter.alts.length === 1) {
        return ctx.svar('X', `Count$ValidGraveyard ${kindsWith(validOf({ ...a.filter, zoneOwner: undefined }), 'ChosenCtrl')}`);
      }
      if (a.filter.zone) throw new NotScriptable('a count of cards in a zone');
      // "for each Island you control" in a spell or an activated ability: Forge's `Count$TypeYouCtrl` of one card type or
      // subtype (its draws, life and P/T changes: 11 of 12 such scripts; triggers count `Valid`).
      if (a.forEach && !ctx.inTrigger && !ctx.countsValid && a.filter.alts.length === 1 && alt.noun !== 'Permanent' && alt.props.length === 1 && type?.is === 'controller' && type.who === 'you') {
        return ctx.svar('X', `Count$TypeYouCtrl.${alt.noun}`);
      }
      // "deals damage to target creature equal to the number of Mountains (snow permanents) you control" in a spell or
      // an activated ability: Forge's scripts of this sentence count a subtype or a supertype as `Count$TypeYouCtrl` (5
      // of 5). In a triggered ability they count a subtype two ways (`TypeYouCtrl.Shrine`, `Valid Goblin.YouCtrl`), and
      // in a spell a card type alone as `Count$Valid Land.YouCtrl` (2 of 3; the other `TypeYouCtrl.Land`), written below.
      const subtype = a.afterTarget && a.filter.alts.length === 1 ? typeYouControl(alt) : undefined;
      if (subtype && ctx.inTrigger) throw new NotScriptable('damage equal to the number of permanents of a subtype you control in a triggered ability (Forge\'s scripts spell it two ways)');
      if (subtype) return ctx.svar('X', `Count$TypeYouCtrl.${subtype}`);
      // "where X is the number of Elves on the battlefield" in a spell's or ability's step: Forge's own count of one
      // card type or subtype on the battlefield (7 of the 11 such scripts; statics, mana abilities and triggers count
      // `Valid Elf`).
      // "for each creature on the battlefield" (a card type, not a subtype) is `Count$Valid Creature` (2 of 2).
      const cardType = a.forEach && ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'].includes(alt.noun);
      if (a.onBattlefield && !cardType && !ctx.countsValid && !ctx.inTrigger && a.filter.alts.length === 1 && alt.props.length === 0 && alt.noun !== 'Permanent') return ctx.svar('X', `Count$TypeOnBattlefield.${alt.noun}`);
      // Forge's `Count$Valid` counts cards only: "for each opponent" would count none.
      if (a.filter.alts.some((alt) => alt.noun === 'Player' || alt.noun === 'Opponent')) throw new NotScriptable('a count of players');
      // "they control" of the player whose step it is: Forge's `ActivePlayerCtrl`; of another trigger's player, not written.
      if (a.filter.alts.some((alt) => alt.props.some((p) => p.is === 'controller' && p.who === 'thatPlayer')) && !ctx.activePlayer && !ctx.thatPlayerCtrl) {
        throw new NotScriptable('what "that player" controls');
      }
      // Forge's scripts name a counted object's keywords before whose it is (`Creature.withDefender+YouCtrl`).
      return ctx.svar('X', `Count$Valid ${validOf(a.filter, true, { counted: true, thatPlayerCtrl: ctx.activePlayer ? 'ActivePlayerCtrl' : ctx.thatPlayerCtrl, defenderCtrl: ctx.defenderCtrl })}`);
    }
    case 'power':
    case 'toughness':
    case 'manaValue': {
      const prop = a.count === 'power' ? 'CardPower' : a.count === 'toughness' ? 'CardToughness' : 'CardManaCost';
      // A target that an earlier step destroyed, exiled or returned is counted as it last existed (`TargetedLKI`).
      // The card itself after it died is counted as it last existed on the battlefield (its counters and pumps).
      // So is the card sacrificed to pay for the ability (`Sacrificed$`).
      const self = ctx.selfZone === 'Graveyard' && ctx.triggered ? ctx.triggered : ctx.selfSacrificed ? 'Sacrificed' : 'Count';
      // "equal to the sacrificed creature's power": Forge counts it as `Sacrificed$CardPower` (all of its scripts). Measured
      // alone, 7 equivalent and 2 wrong: a blue creature sacrificed, whose cost Forge describes (`Sac<1/Creature.Blue/blue
      // creature>`, a cost's spelling), and counters on the card itself, left out in steps.ts. In a mana ability's amount
      // too (1 equivalent, no wrong). Forge's `Sacrificed$` counts what a cost sacrificed only: an object sacrificed by a
      // step ("you may sacrifice a creature. If you do, … the sacrificed creature's power") is not written.
      if (a.of.ref === 'sacrificed' && !ctx.costSacrificed) throw new NotScriptable('an amount of an object sacrificed by a step, not a cost');
      // The mana value of the spell whose casting triggered the ability: Forge's `TriggerCount$CastSACMC` (4 of 4).
      if (a.of.ref === 'triggered' && a.of.what === 'spell') {
        if (a.count !== 'manaValue' || !ctx.inTrigger) throw new NotScriptable("a spell's power or toughness");
        return ctx.svar('X', 'TriggerCount$CastSACMC');
      }
      if (a.count === 'manaValue' && a.countered && a.of.ref === 'target' && a.of.id === ctx.counteredValue) return ctx.svar('X', 'Count$RememberedNumber');
      // A card's mana value is the same in every zone: Forge's scripts count it as `Targeted$CardManaCost` after the target
      // was destroyed or moved too (13 of 13 such scripts).
      // A target card in a graveyard has no battlefield state to remember: `Targeted$` after it was exiled (2 of 2 of Forge's scripts).
      const lki = a.of.ref === 'target' && ctx.gone.has(a.of.id) && a.count !== 'manaValue' && a.of.filter.zone !== 'graveyard';
      const of = countedObject(a.of, lki, self, ctx.triggered);
      if (!of) throw new NotScriptable('an amount Forge cannot count');
      return ctx.svar('X', of === 'Count' ? `Count$${prop}` : `${of}$${prop}`);
    }
    case 'counters': {
      // Counters on the card itself: Forge's `Count$CardCounters.<kind>` (after it was sacrificed to pay the cost too, as
      // all of Forge's scripts of it count them); after it died, as it last existed (`TriggeredCard$`).
      if (a.of.ref !== 'self') throw new NotScriptable('counters on another object (not written yet)');
      // In a triggered ability, not written yet: measured, 7 equivalent and 6 wrong abilities (the trigger's own spelling
      // around it: `Origin$` of an enchanted creature's death, `PresentCompare$`, `TriggeredCard$` after it left), above
      // the 3% a new form may add. After the card itself died, as it last existed (`TriggeredCard$CardCounters`, 3 of 3
      // of Forge's scripts of it; measured, 3 equivalent, 0 wrong).
      // At the beginning of a step, or after the card itself entered, attacked, dealt damage…, the card is on the
      // battlefield as it triggered: its counters as any ability counts them (measured, 4 equivalent, 0 wrong).
      if (ctx.inTrigger && !ctx.atStep && !ctx.selfOnBattlefield && !(ctx.selfZone === 'Graveyard' && ctx.triggered)) throw new NotScriptable('counters on the card in a triggered ability (not written yet)');
      const of = ctx.selfZone === 'Graveyard' && ctx.triggered ? ctx.triggered : 'Count';
      return ctx.svar('X', `${of}$CardCounters.${forgeCounter(a.counter)}`);
    }
    case 'colorsSpent':
      // Forge's count of the colours of mana spent on the spell (all of its scripts of converge).
      return ctx.svar('X', 'Count$Converge');
    case 'creaturesDied':
      // Forge's count of the creatures put into a graveyard from the battlefield this turn (6 of its 9 scripts of it;
      // the others count only yours).
      // Of one subtype: that subtype among the cards put there (`Card.Zubera`, 2 of 2 of its scripts of it).
      return ctx.svar('X', `Count$ThisTurnEntered_Graveyard_from_Battlefield_${a.subtype ? `Card.${a.subtype}` : 'Creature'}`);
    case 'yourCounters':
      // Forge's count of a kind of counters you have (`Count$YourCountersExperience`, all of its scripts of them).
      return ctx.svar('X', 'Count$YourCountersExperience');
    case 'lifeYouLostThisTurn':
      return ctx.svar('X', 'Count$LifeYouLostThisTurn');
    case 'domain':
      // Forge's count of basic land types among lands you control (all of its scripts of domain).
      return ctx.svar('X', 'Count$Domain');
    case 'timesKicked':
      // Forge's count of the kicker costs paid (all of its scripts of multikicker).
      return ctx.svar('X', 'Count$TimesKicked');
    case 'blockers':
      // The creatures blocking the trigger's attacker: Forge's count of them as the trigger's (4 of 4 of its scripts).
      if (!ctx.inTrigger) throw new NotScriptable('the creatures blocking an attacker outside a trigger');
      return ctx.svar('X', 'TriggerCount$NumBlockers');
    case 'eventDamage':
      // The damage of the trigger's event (Forge's `DamageDone` / `DamageDoneOnce`).
      if (!ctx.inTrigger) throw new NotScriptable('"that much" outside a trigger');
      return ctx.svar('X', 'TriggerCount$DamageAmount');
    case 'lifeLostThisWay':
      // Forge's LoseLife sets the SVar `AFLifeLost` of its host to the life it made players lose (all of Forge's scripts of it).
      return ctx.svar('AFLifeLost', 'Number$0');
    case 'damageDealtThisWay':
      // Forge's count of the damage the card dealt this turn (2 of 2 of its scripts of it): in a spell, what it dealt
      // as it resolved; a permanent may have dealt damage before.
      if (!ctx.inSpell) throw new NotScriptable('"the damage dealt this way" of a permanent (Forge counts all it dealt this turn)');
      return ctx.svar('X', 'Count$TotalDamageDoneByThisTurn');
    case 'revealedThisWay': case 'sacrificedThisWay': case 'discardedThisWay':
      // The cards the ability remembered as it revealed (sacrificed) them.
      return ctx.svar('X', 'Remembered$Amount');
    case 'tappedThisWay': {
      // "4 life for each creature tapped this way": the remembered count, times so much (`SVar$Y/Times.4`, 2 of 2 scripts).
      const n = ctx.svar('Y', 'Remembered$Amount');
      return a.each ? ctx.svar('Z', `SVar$${n}/Times.${a.each}`) : n;
    }
    case 'cardsInHand':
      // "… minus 4" (`/Minus.4`): of the chosen player's hand only, as Forge's one script of it.
      if (a.minus) {
        if (a.player.ref !== 'chosenPlayer') throw new NotScriptable('a count of a hand minus a number');
        return ctx.svar('X', `Count$InChosenHand/Minus.${a.minus}`);
      }
      if (a.player.ref === 'you') return ctx.svar('X', 'Count$InYourHand');
      // The hand of the player the card chose as it entered (`ChoosePlayer`): `Count$InChosenHand`, as Forge's scripts of it.
      if (a.player.ref === 'chosenPlayer') return ctx.svar('X', 'Count$InChosenHand');
      // The hand of the player whose step it is.
      if (a.player.ref === 'triggered' && ctx.activePlayer) return ctx.svar('X', 'TriggeredPlayer$CardsInHand');
      // The hand of a target player ("… to target player equal to the number of cards in that player's hand"): Forge's
      // `TargetedPlayer$CardsInHand` (5 of its 6 scripts of it).
      if (a.player.ref === 'target') return ctx.svar('X', 'TargetedPlayer$CardsInHand');
      throw new NotScriptable("a count of another player's hand");
    case 'lifeTotal':
      // Half a life total, rounded up: Forge's `/HalfUp` of the player's total, as all 8 of its scripts of it, `Count$YourLifeTotal`
      // of yours, `TriggeredPlayer$LifeTotal` (`TriggeredTarget$`) of the trigger's player, `Count$TargetedLifeTotal` of a target.
      if (a.halfUp) {
        if (a.player.ref === 'you') return ctx.svar('X', 'Count$YourLifeTotal/HalfUp');
        if (a.player.ref === 'target') return ctx.svar('X', 'Count$TargetedLifeTotal/HalfUp');
        if (a.player.ref === 'triggered' && a.player.what === 'player' && (ctx.triggeredPlayer === 'TriggeredPlayer' || ctx.triggeredPlayer === 'TriggeredTarget')) return ctx.svar('X', `${ctx.triggeredPlayer}$LifeTotal/HalfUp`);
        throw new NotScriptable("half another player's life total");
      }
      // Read exactly, not written yet: Forge counts it as `Count$YourLifeTotal` (16 scripts), but measured, it would
      // write 1 equivalent and 1 wrong ability (the comparator reads Forge's `SubCounter<9/LOYALTY>` with an SVar Y in
      // it), above the 3% a new form may add.
      throw new NotScriptable('a life total (not written yet)');
    case 'devotion':
      // Forge's count of one colour, or of two (`DevotionDual.White.Black`).
      return ctx.svar('X', a.colors.length === 1 ? `Count$Devotion.${a.colors[0]}` : `Count$DevotionDual.${a.colors.join('.')}`);
    case 'greatestPower':
    case 'greatestToughness':
      if (a.filter.alts.some((alt) => alt.noun === 'Player' || alt.noun === 'Opponent')) throw new NotScriptable('a greatest power among players');
      return ctx.svar('X', `Count$${a.count === 'greatestPower' ? 'GreatestPower' : 'GreatestToughness'}_${validOf(a.filter, true, { counted: true })}`);
    case 'ifElse': {
      // Forge's own counts of a condition, one number or the other (`Count$Kicked.5.2`, `Count$IfCastInOwnMainPhase.4.2`,
      // `Count$Threshold.5.3`, `Count$Morbid.13.1`, `Count$Delirium.3.2`), as all of its scripts of each "… instead" with
      // another number write it. Metalcraft's (`Count$Metalcraft.4.2`): its one script signs the P/T change otherwise.
      const c = a.condition;
      // What you control: Forge's `Count$Compare Y GE1.10.5` (Y `Count$Valid Creature.powerGE4+YouCtrl`, 3 of its 4 scripts;
      // one compares EQ0 with the numbers swapped). Measured without metalcraft: +1 equivalent, +1 wrong, raising the
      // wrong share: not written yet.
      const yours = 'yours' in c && c.compare === 'GE' ? { graveyardCards: c.count === 7 && 'Threshold', graveyardCardTypes: c.count === 4 && 'Delirium' }[c.yours as string]
        // Fateful hour (5 or less life): `Count$FatefulHour.5.2`.
        : 'yours' in c && c.yours === 'life' && c.compare === 'LE' && c.count === 5 ? 'FatefulHour' : undefined;
      const name = 'kicked' in c ? 'Kicked' : 'castInMainPhase' in c ? 'IfCastInOwnMainPhase' : 'castFromGraveyard' in c ? 'wasCastFromGraveyard' : 'creatureDied' in c ? 'Morbid' : yours || undefined;
      if (!name || (['Kicked', 'IfCastInOwnMainPhase', 'wasCastFromGraveyard'].includes(name) && !ctx.inSpell)) throw new NotScriptable('a number that depends on this condition (not written yet)');
      // "kicked with its {1}{R} kicker, … instead": Forge's count is of either kicker, so only of a card with that one cost.
      if ('kicked' in c && c.with && (ctx.kickers?.length !== 1 || ctx.kickers[0].join(' ') !== c.with.join(' '))) throw new NotScriptable('"kicked with its … kicker, … instead" of a card with another kicker cost (Forge\'s count is of either: not written yet)');
      return ctx.svar('X', `Count$${name}.${a.then}.${a.else}`);
    }
    default: throw new NotScriptable('an amount Forge cannot count');
  }
}

const notSubtypes = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Permanent', 'Card', 'Spell', 'Instant', 'Sorcery', 'Player', 'Opponent'];

/**
 * The subtype ("Mountains you control") or supertype ("snow permanents you control") of a count of permanents you
 * control that names one and nothing else; undefined otherwise.
 */
function typeYouControl(alt: Alternative): string | undefined {
  const rest = alt.props.filter((p) => !(p.is === 'controller' && p.who === 'you'));
  if (rest.length === alt.props.length) return undefined;
  if (rest.length === 0) return notSubtypes.includes(alt.noun) ? undefined : alt.noun;
  const only = rest[0];
  return rest.length === 1 && alt.noun === 'Permanent' && only.is === 'supertype' && !only.not ? only.type : undefined;
}
