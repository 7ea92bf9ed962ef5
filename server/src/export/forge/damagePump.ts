/**
 * Damage and P/T-and-keyword changes as Forge's effects: `DealDamage` (to targets, from another source, divided) or
 * `DamageAll`; `Pump` / `PumpAll` (with keywords, hidden restrictions, a damage shield, a duration) or `Protection`.
 */
import type { Ref, Step } from '../../language/effects/types.js';
import { attacksDespiteDefender, mustBeBlocked, mustBeBlockedIfAble, skipNextUntap } from '../../language/effects/objectSteps.js';
import { cantBlockSelf } from '../../language/effects/turnRestrictions.js';
import { switchedRule } from '../../language/effects/keywordActions.js';
import { amountOf } from './amountOf.js';
import { type ForgeEffect, type Params, type StepContext } from './stepContext.js';
import { allValid, objectParams, targetParams } from './stepParams.js';
import { definedOf, isPlayerFilter, NotScriptable, validOf } from './valid.js';
import { byCastSpellValue, ptParams } from './ptAmounts.js';
import { isRestrictionOfAll, restrictionOfAllEffect, rulesOfAll } from './restrictionEffect.js';
import type { ControlStep } from './mergedSteps.js';

/** "~ deals 3 damage to any target", "… to each creature and each player", "Target creature deals damage to itself …". */
export function writeDamage(step: Extract<Step, { do: 'damage' }>, ctx: StepContext): ForgeEffect {
  const p: Params = [];
  const players = step.to.ref === 'each' && !isPlayerFilter(step.to.filter) ? step.to.filter.alts.filter((a) => a.noun === 'Player' || a.noun === 'Opponent') : [];
  if (players.length > 0 && step.to.ref === 'each') {
    // "each creature and each player": Forge's DamageAll deals to both at once.
    if (step.source.ref !== 'self') throw new NotScriptable('damage to each object from another source');
    const cards = { ...step.to.filter, alts: step.to.filter.alts.filter((a) => !players.includes(a)) };
    return { api: 'DamageAll', params: [['ValidCards', validOf(cards)], ['ValidPlayers', players.map((a) => (a.noun === 'Opponent' ? 'Player.Opponent' : 'Player')).join(',')], ['NumDmg', amountOf(step.amount, ctx)]] };
  }
  const all = allValid(step.to, ctx);
  if (all) {
    if (step.source.ref !== 'self') throw new NotScriptable('damage to each object from another source');
    return { api: 'DamageAll', params: [['ValidCards', all], ['NumDmg', amountOf(step.amount, ctx)]] };
  }
  // "Target creature deals damage to itself equal to its power": the step's own target is the source (`DamageSource$
  // Targeted`, as all 5 of Forge's scripts of it).
  if (step.source.ref === 'target' && step.to === step.source) {
    objectParams(step.to, ctx, p);
    p.push(['DamageSource', 'Targeted'], ['NumDmg', amountOf(step.amount, ctx)]);
    return { api: 'DealDamage', params: p };
  }
  // A target as the source must be an earlier step's (Forge's `Targeted` would be this step's own target).
  if (step.source.ref === 'target' && !ctx.declared.has(step.source.id)) throw new NotScriptable('a target that deals damage (Forge names it only after an earlier step targets it)');
  if (step.to.ref === 'target' && step.to.divided && step.to.max === Infinity) dividedAmongAny(step.to, ctx, p);
  // Damage from the card itself to a target defending player controls, where it attacks: `Creature.DefenderCtrl`, no
  // trigger zone (2 of 2 of Forge's scripts of it; its other steps of such a target: see `StepContext.defenderCtrl`).
  else objectParams(step.to, ctx, p, !!ctx.defenderTarget && step.source.ref === 'self');
  if (step.source.ref === 'target' && p.some(([k]) => k === 'ValidTgts')) throw new NotScriptable('a target that deals damage to another target');
  p.push(['NumDmg', amountOf(step.amount, ctx)]);
  if (step.to.ref === 'target' && step.to.divided) p.push(['DividedAsYouChoose', amountOf(step.amount, ctx)]);
  if (step.source.ref !== 'self') p.push(['DamageSource', definedOf(step.source, ctx.triggered)]);
  return { api: 'DealDamage', params: p };
}

/**
 * "X damage divided as you choose among any number of targets (target attacking creatures)", X paid in mana: Forge's
 * scripts of it (3 of 3) choose at least one target unless X is 0 (`TargetMin$ X/LimitMax.1`) and at most every
 * object the target could be, each player counted for "any target" (`PlayerCountPlayers$Amount/Plus.` the creatures
 * and planeswalkers).
 */
function dividedAmongAny(to: Ref & { ref: 'target' }, ctx: StepContext, p: Params): void {
  if (!ctx.xPaid || ctx.loyaltyX) throw new NotScriptable('X damage divided where X is not paid in mana');
  objectParams({ ...to, min: 1, max: 1 }, ctx, p);
  const min = ctx.svar('Min', `SVar$${amountOf({ x: true }, ctx)}/LimitMax.1`);
  const players = to.filter.alts.filter((a) => a.noun === 'Player' || a.noun === 'Opponent');
  const objects = { ...to.filter, alts: to.filter.alts.filter((a) => !players.includes(a)) };
  let max: string;
  if (players.length === 0) max = amountOf({ count: 'objects', filter: to.filter }, ctx);
  else {
    const anyTarget = players.length === 1 && players[0].noun === 'Player' && to.filter.alts.every((a) => a.props.length === 0) && objects.alts.map((a) => a.noun).join() === 'Creature,Planeswalker';
    if (!anyTarget) throw new NotScriptable('X damage divided among players and objects other than any target');
    max = ctx.svar('MaxTgts', `PlayerCountPlayers$Amount/Plus.${ctx.svar('NumCreatures', 'Count$Valid Creature,Planeswalker')}`);
  }
  p.push(['TargetMin', min], ['TargetMax', max]);
}

/** "Target creature gets +2/+2 and gains flying until end of turn", "Creatures you control get +1/+0", protection. */
export function writePump(step: Extract<Step, { do: 'pump' }>, ctx: StepContext): ForgeEffect {
  const written = writePumpOnly(step, ctx);
  // What becomes of the card itself at the beginning of the next end step, on its Pump (`AtEOT$ Destroy`).
  const atEndStep = (step as ControlStep).atEndStep;
  if (!atEndStep) return written;
  if (written.api !== 'Pump') throw new NotScriptable('the card itself destroyed, exiled or sacrificed at the beginning of the next end step after a change other than a pump (not written yet)');
  return { ...written, params: [...written.params, ['AtEOT', atEndStep]] };
}

/**
 * A pump step alone (no end-step fate): `Protection`, the can't-block-~ keyword, a restriction Effect, or a `Pump` /
 * `PumpAll` with its P/T change, keywords, hidden rules, shield and duration.
 */
function writePumpOnly(step: Extract<Step, { do: 'pump' }>, ctx: StepContext): ForgeEffect {
  const p: Params = [];
  // Forge's scripts of creatures that share a creature type with the enchanted one write the change unsigned (4 of 4).
  const sharing = step.what.ref === 'each' && step.what.filter.alts.some((a) => a.props.some((x) => x.is === 'sharesTypeWithEnchanted'));
  const all = sharing ? sharingValid(step, ctx) : allValid(step.what, ctx);
  // Gaining protection from a colour until end of turn is Forge's Protection effect (`Gains$ red`).
  const protection = step.keywords.map((k) => /^Protection from (white|blue|black|red|green|the color of your choice)$/.exec(k)?.[1]);
  if (!all && step.keywords.length > 0 && protection.every((x) => x) && !step.power && !step.toughness && !step.rules?.length && step.duration === 'turn') {
    targetParams('Protection', step.what, ctx, p);
    if (protection.includes('the color of your choice')) {
      if (protection.length > 1) throw new NotScriptable('protection from a chosen colour and others');
      p.push(['Choices', 'AnyColor'], ['Gains', 'Choice']);
    } else p.push(['Gains', protection.join(',')]);
    return { api: 'Protection', params: p };
  }
  // "Target creature can't block ~ this turn": the hidden keyword naming the card, which Forge's scripts (3 of 3) give
  // with `DefinedKW$ CardUIDSource | UntilHostLeavesPlayOrEOT$ True`. Alone only, of a target.
  if (step.rules?.includes(cantBlockSelf)) return cantBlockSelfPump(step, ctx);
  if (step.of) return targetPlayersObjectsPump(step, ctx);
  // Restrictions on every object of a kind ("Monocolored creatures can't block this turn") are an Effect with a static
  // ability in Forge's scripts (restrictionEffect.ts).
  if (!sharing && isRestrictionOfAll(step, ctx)) return restrictionOfAllEffect(step, ctx);
  // A switch of power and toughness is a keyword of each (Forge's one script of it: `PumpAll | KW$ HIDDEN …`).
  if (!sharing && rulesOfAll(step, ctx)) throw new NotScriptable('a restriction on every object of a kind');
  // "… deals 4 damage to target creature. It can't be regenerated this turn.": Forge's one script of it names the
  // parent's target (`Defined$ ParentTarget`), not `Targeted`: not written yet.
  if (step.rules?.includes("CARDNAME can't be regenerated.") && step.what.ref === 'target' && ctx.declared.has(step.what.id)) throw new NotScriptable('"it can\'t be regenerated" of a target named before (not written yet)');
  // Forge's scripts leave `Defined$ Self` out of an activated P/T pump of the card itself (the default), and
  // write it when it gains keywords and in triggers, where a pump of the card itself has no plus sign.
  const castValue = byCastSpellValue(step) && ctx.inTrigger && step.keywords.length === 0 && !step.rules?.length && !step.prevent;
  const selfInTrigger = step.what.ref === 'self' && ctx.inTrigger && !castValue;
  // So do its scripts of "{2}{G}: All creatures able to block ~ this turn do so." and "… ~ must be blocked this turn if
  // able." (2 of 2), of "Switch ~'s power and toughness until end of turn." (5 of 5) and of "~ can attack this turn as
  // though it didn't have defender." (5 of 5).
  const lure = step.rules?.length === 1 && [mustBeBlocked, mustBeBlockedIfAble, switchedRule, attacksDespiteDefender].includes(step.rules[0]) && !step.power && !step.toughness && step.keywords.length === 0;
  if (all) p.push(['ValidCards', all]);
  // A P/T change with a rule of the turn (Forge's hidden keyword) is still a P/T pump: "~ gets +4/-4 until end of turn and
  // can attack this turn as though it didn't have defender" (1 of 1).
  else if (!castValue) targetParams('Pump', step.what, ctx, p, lure || (!!(step.power || step.toughness) && step.keywords.length === 0 && !step.prevent));
  // "gets +X/+X until end of turn, where X is …" and "… +1/+0 for each other attacking Goblin": a counted change.
  const pt = ptParams(step, ctx, selfInTrigger || sharing);
  if (pt.power) p.push(['NumAtt', pt.power]);
  if (pt.toughness) p.push(['NumDef', pt.toughness]);
  const keywords = [...step.keywords, ...(step.rules ?? []).map((r) => `HIDDEN ${r}`)];
  // A damage shield is one of Forge's keywords, which it has until end of turn.
  if (step.prevent) keywords.push(`Prevent all ${step.prevent.combat ? 'combat ' : ''}damage that would be dealt ${{ to: 'to', by: 'by', toAndBy: 'to and dealt by' }[step.prevent.dealt]} CARDNAME.`);
  if (keywords.length > 0) p.push(['KW', keywords.join(' & ')]);
  // Forge's scripts give the "next untap step" keyword with `Permanent$ True` (it wears off as it applies).
  if (step.duration === 'permanent' && step.rules?.includes(skipNextUntap)) p.push(['Permanent', 'True']);
  else if (step.duration === 'permanent') p.push(['Duration', 'Permanent']);
  // Detain's "until your next turn" (`UntilYourNextTurn$ True`, as all 6 of Forge's scripts of it). Measured, 3 of the 6
  // triggers it would write differ from Forge's scripts in the trigger's own older spelling (`ValidCard$
  // Creature.Self`, `TriggerZones$`): written outside triggers only.
  else if (step.duration === 'untilYourNextTurn' && step.rules?.length === 2 && !step.power && !step.toughness && step.keywords.length === 0) {
    if (ctx.inTrigger) throw new NotScriptable('detain in a triggered ability (not written yet)');
    p.push(['UntilYourNextTurn', 'True']);
  }
  // "Until your next turn, prevent all damage target permanent would deal": the shield keyword until then (2 of 2).
  else if (step.duration === 'untilYourNextTurn' && step.prevent && !step.rules?.length && !step.power && !step.toughness && step.keywords.length === 0) {
    if (ctx.inTrigger) throw new NotScriptable('a shield until your next turn in a triggered ability (not written yet)');
    p.push(['UntilYourNextTurn', 'True']);
  }
  // Keywords "until your next upkeep": Forge's `UntilYourNextUpkeep$ True` (both of its scripts of a pump of it). Of a
  // single Pump only: the engine's PumpAllEffect does not read the key (its pump would end with the turn). Not of
  // protection, which Forge gives by its Protection effect, not as a keyword.
  else if (step.duration === 'untilYourNextUpkeep' && !all && step.keywords.length > 0 && !step.keywords.some((k) => /^Protection\b/i.test(k)) && !step.rules?.length && !step.power && !step.toughness && !step.prevent) p.push(['UntilYourNextUpkeep', 'True']);
  else if (step.duration !== 'turn') throw new NotScriptable('a pump that lasts other than until end of turn');
  return { api: all ? 'PumpAll' : 'Pump', params: p };
}

/**
 * The `ValidCards$` of "enchanted creature and other creatures that share a creature type with it": Forge's engine checks
 * `sharesCreatureTypeWith Enchanted` only when the ability's own cost sacrificed the card (its 4 scripts of it:
 * `AB$ PumpAll | Cost$ Sac<1/CARDNAME>`); otherwise every creature would match. A plain change until end of turn only.
 */
function sharingValid(step: Extract<Step, { do: 'pump' }>, ctx: StepContext): string {
  const plain = !step.rules?.length && !step.prevent && !step.forEach && !step.x && !step.of && step.duration === 'turn' && typeof (step.power ?? 0) === 'number' && typeof (step.toughness ?? 0) === 'number';
  if (!ctx.selfSacrificed || ctx.inTrigger || !ctx.top || !plain || step.what.ref !== 'each') throw new NotScriptable('creatures that share a creature type with the enchanted creature other than pumped by sacrificing the card (Forge checks it only then)');
  return validOf(step.what.filter, false, { enchantedSacrificed: true });
}

/** A target that can't block the card this turn, as Forge's scripts of it write it. */
function cantBlockSelfPump(step: Extract<Step, { do: 'pump' }>, ctx: StepContext): ForgeEffect {
  const only = step.rules?.length === 1 && !step.power && !step.toughness && step.keywords.length === 0 && !step.prevent && !step.x && !step.forEach && !step.of && step.duration === 'turn';
  if (!only || step.what.ref !== 'target' || ctx.declared.has(step.what.id)) throw new NotScriptable('"can\'t block ~ this turn" other than of a target alone (not written yet)');
  const p: Params = [];
  targetParams('Pump', step.what, ctx, p);
  p.push(['KW', `HIDDEN ${cantBlockSelf}`], ['DefinedKW', 'CardUIDSource'], ['UntilHostLeavesPlayOrEOT', 'True']);
  return { api: 'Pump', params: p };
}

/**
 * "Creatures (Lands) target player controls don't untap during their next untap step": a `PumpAll` targeting the player
 * (`ValidTgts$ Player | ValidCards$ Creature.TargetedPlayerCtrl`) with the hidden keyword for good (2 of 2 of Forge's
 * scripts of it). Another change of what a target player controls is not written yet: Forge's scripts of "creatures target
 * player controls get -1/-1" leave the controller out (`ValidCards$ Creature`).
 */
function targetPlayersObjectsPump(step: Extract<Step, { do: 'pump' }>, ctx: StepContext): ForgeEffect {
  const only = step.rules?.length === 1 && step.rules[0] === skipNextUntap && step.duration === 'permanent' && !step.power && !step.toughness && step.keywords.length === 0 && !step.prevent && !step.x && !step.forEach;
  if (!only || step.of?.ref !== 'target' || ctx.declared.has(step.of.id)) throw new NotScriptable('a change of every object a target player controls, other than skipping its next untap (not written yet)');
  const p: Params = [];
  objectParams(step.of, ctx, p);
  p.push(['ValidCards', allValid(step.what, ctx)!], ['KW', `HIDDEN ${skipNextUntap}`], ['Permanent', 'True']);
  return { api: 'PumpAll', params: p };
}
