/**
 * A permanent's replacement effects (614.1c–d, 615) as Forge's scripts write them: entering tapped (and with counters),
 * entering tapped unless…, a clone's copy, prevention of damage, a choice made as it enters, entering with counters.
 */
import type { AbilityEffect, Amount } from '../../language/effects/types.js';
import type { FaceInfo } from './abilities.js';
import { cloneLine } from './clones.js';
import { forgeCounter } from './counters.js';
import type { Params } from './stepContext.js';
import { countSVar } from './statics.js';
import { tappedUnlessLine } from './tappedUnless.js';
import { NotScriptable, validOf } from './valid.js';
import { type FaceWriter, renderParams } from './writer.js';

/** Damage to the card itself prevented and replaced by the sub-ability `svar` (`PreventionEffect$ True`). */
const selfPrevention = (svar: string, desc: string) =>
  `R:Event$ DamageDone | ActiveZones$ Battlefield | ValidTarget$ Card.Self | ReplaceWith$ ${svar} | PreventionEffect$ True | Description$ ${desc}`;

/** The lines of a replacement effect of the card, or NotScriptable. */
export function replacementLines(effect: AbilityEffect, face: FaceInfo, w: FaceWriter, desc: string): string[] {
  const r = effect.replacement!;
  // Tapped and with counters: Forge's scripts of it (7 of 7) tap it as it enters, then put the counters on it.
  if (r.entersTapped && r.counters) {
    const counters = w.svar('DBAddCounter', `DB$ PutCounter | Defined$ Self | ETB$ True | CounterType$ ${forgeCounter(r.counters.counter)} | CounterNum$ ${r.counters.amount}`);
    return [`K:ETBReplacement:Other:${w.svar('LandTapped', `DB$ Tap | Defined$ Self | ETB$ True | SubAbility$ ${counters}`)}`];
  }
  if (r.entersTapped) return ['K:CARDNAME enters the battlefield tapped.'];
  if (r.clone) return [cloneLine(r.clone, w)];
  if (r.tappedUnless) return [tappedUnlessLine(r.tappedUnless, w, desc)];
  if (r.prevent?.to === 'self') {
    // As all of Forge's scripts of it: the damage replaced by removing the counter (`PreventionEffect$ True`).
    return [selfPrevention(w.svar('DBRemoveCounters', `DB$ RemoveCounter | Defined$ Self | CounterType$ ${forgeCounter(r.prevent.removeCounter)} | CounterNum$ 1`), desc)];
  }
  if (r.prevent?.to === 'perDamage') {
    // As Forge's 3 of 3 scripts of it: the damage replaced by counters on the object it would have been dealt to
    // (`Defined$ ReplacedTarget`), as many as the damage (`ReplaceCount$DamageAmount`).
    const { counter, action } = r.prevent;
    const amount = w.svar('X', 'ReplaceCount$DamageAmount');
    return [selfPrevention(w.svar('DBCounters', `DB$ ${action === 'put' ? 'PutCounter' : 'RemoveCounter'} | Defined$ ReplacedTarget | CounterType$ ${forgeCounter(counter)} | CounterNum$ ${amount}`), desc)];
  }
  if (r.prevent?.to === 'selfBy') {
    // As 3 of Forge's 4 scripts of damage to the card by a group of creatures: `ValidTarget$ Creature.Self`, no zone named.
    if (!face.types.includes('Creature')) throw new NotScriptable('a prevention of damage to a noncreature card by a group');
    const p: Params = [['Event', 'DamageDone'], ['Prevent', 'True'], ['ValidSource', validOf(r.prevent.by)], ['ValidTarget', 'Creature.Self']];
    if (r.prevent.combat) p.push(['IsCombat', 'True']);
    return [`R:${renderParams(p)} | Description$ ${desc}`];
  }
  if (r.prevent?.to === 'enchanted') {
    // An Aura's, as Forge's scripts of it (2 of 2): `ValidTarget$ Creature.EnchantedBy`, the sources as a valid.
    if (!face.subtypes.includes('Aura')) throw new NotScriptable('a prevention of damage to "enchanted creature" on a card that is no Aura');
    const p: Params = [['Event', 'DamageDone'], ['ActiveZones', 'Battlefield'], ['Prevent', 'True'], ['ValidTarget', 'Creature.EnchantedBy'], ['ValidSource', validOf(r.prevent.by)]];
    return [`R:${renderParams(p)} | Description$ ${desc}`];
  }
  if (r.prevent?.to === 'others') {
    if (face.commandZone) throw new NotScriptable('a prevention effect of a card in the command zone');
    // As Forge's scripts of noncombat damage to other objects (2 of 2): `ValidTarget$` names them, `IsCombat$ False`.
    const to = r.prevent.what.ref === 'equipped' ? 'Card.EquippedBy' : validOf(r.prevent.what.filter);
    return [`R:${renderParams([['Event', 'DamageDone'], ['ActiveZones', 'Battlefield'], ['Prevent', 'True'], ['ValidTarget', to], ['IsCombat', 'False']])} | Description$ ${desc}`];
  }
  if (r.prevent) {
    // A plane's or vanguard's prevention works from the command zone, which `ActiveZones$ Battlefield` would never see.
    if (face.commandZone) throw new NotScriptable('a prevention effect of a card in the command zone');
    // As Forge's scripts of a permanent's prevention write it: a `DamageDone` replacement that prevents (`Prevent$ True`).
    const p: Params = [['Event', 'DamageDone'], ['ActiveZones', 'Battlefield'], ['Prevent', 'True'], ['ValidTarget', 'You']];
    if (r.prevent.combat !== undefined) p.push(['IsCombat', r.prevent.combat ? 'True' : 'False']);
    return [`R:${renderParams(p)} | Description$ ${desc}`];
  }
  if (r.choose) {
    // Forge's replacement keyword runs an SVar as the card enters: the choice its other abilities read.
    // As Forge's scripts of each write it (a card name: `NameCard`, 2 of 2; a nonland one with `ValidCards$`, 3 of 3).
    const effect = {
      color: 'DB$ ChooseColor | Defined$ You', creatureType: 'DB$ ChooseType | Defined$ You | Type$ Creature',
      // A basic land type: its one script of it names no chooser (the controller, the engine's default).
      basicLandType: 'DB$ ChooseType | Type$ Basic Land', opponent: 'DB$ ChoosePlayer | Defined$ You | Choices$ Player.Opponent',
      player: 'DB$ ChoosePlayer | Defined$ You | Choices$ Player', cardName: 'DB$ NameCard | Defined$ You',
      nonlandCardName: 'DB$ NameCard | Defined$ You | ValidCards$ Card.nonLand | ValidDesc$ nonland', number: 'DB$ ChooseNumber | Defined$ You',
    }[r.choose];
    return [`K:ETBReplacement:Other:${w.svar('ChooseOnEntering', effect)}`];
  }
  if (r.counters?.forEach) return [forEachCountersLine(r.counters.counter, r.counters.forEach, w, desc)];
  if (r.counters?.amount === 'X') {
    if (!face.cost.includes('X')) throw new NotScriptable('an X that no cost pays');
    w.svar('X', 'Count$xPaid');
  }
  if (r.counters?.ifKicked) {
    // Forge's kicked check: an SVar that counts 1 when the card was kicked.
    const kicked = w.svar('WasKicked', 'Count$Kicked.1.0');
    return [`K:etbCounter:${forgeCounter(r.counters.counter)}:${r.counters.amount}:CheckSVar$ ${kicked}:${desc}`];
  }
  if (r.counters?.ifThisTurn) {
    // As Forge's scripts of each: morbid counts the creatures that died (`Count$Morbid.1.0`, 2 of 2), raid the attackers
    // declared (`Count$AttackersDeclared`, 3 of 3), revolt is the engine's own test (`Revolt$ True`, 2 of 3), presence too
    // (`Presence$ Dragon`, its one script of it).
    const c = r.counters.ifThisTurn;
    const check = 'presence' in c ? `Presence$ ${c.presence}` : 'revolt' in c ? 'Revolt$ True' : 'creatureDied' in c ? `CheckSVar$ ${w.svar('Morbid', 'Count$Morbid.1.0')}` : `CheckSVar$ ${w.svar('RaidTest', 'Count$AttackersDeclared')}`;
    // "this spell" in a permanent's text is the card itself, which Forge's descriptions call CARDNAME.
    return [`K:etbCounter:${forgeCounter(r.counters.counter)}:${r.counters.amount}:${check}:${desc.replace(/\bas you cast this spell\b/, 'as you cast CARDNAME')}`];
  }
  if (r.counters) return [`K:etbCounter:${forgeCounter(r.counters.counter)}:${r.counters.amount}`];
  throw new NotScriptable('a replacement effect');
}

/**
 * "~ enters the battlefield with a +1/+1 counter on it for each Gate you control" (614.1c): Forge's `K:etbCounter` with the
 * count in an SVar and its condition field `no Condition` (12 of its 15 scripts of a counted amount; the other 3 `no
 * condition`), the description after it. Measured on Forge's scripts of it: the creatures that died this turn, the
 * colours spent (converge) and a count of permanents (`Count$Valid Gate.YouCtrl`) as written here.
 */
function forEachCountersLine(counter: string, each: Amount, w: FaceWriter, desc: string): string {
  const kind = 'count' in each ? each.count : undefined;
  // Cards in your graveyard: Forge's scripts count them as they last were (`Count$LastStateGraveyard`), and their
  // descriptions of it differ from the card's text two ways (its name for CARDNAME, an ability word's dash as "-").
  if (kind === 'objects' && 'filter' in each && each.filter.zone) throw new NotScriptable('counters for each card in a zone as it enters (Forge\'s scripts spell it several ways)');
  // "other" permanents: Forge counts them as they last were (`Count$LastStateBattlefield`), whose order of conditions and
  // description its scripts of it spell several ways.
  if (kind === 'objects' && 'filter' in each && each.filter.alts.some((a) => a.props.some((p) => p.is === 'other'))) throw new NotScriptable('counters for each other permanent as it enters (Forge\'s scripts spell it several ways)');
  // Multikicker's: its scripts (2 of 2) write the condition field `no condition`, unlike the other counted amounts.
  if (kind !== 'objects' && kind !== 'creaturesDied' && kind !== 'colorsSpent') throw new NotScriptable('counters for each of this count as it enters (not written yet)');
  return `K:etbCounter:${forgeCounter(counter)}:${countSVar(each, w, '')}:no Condition:${desc}`;
}
