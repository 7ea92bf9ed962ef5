/**
 * Parameters shared by many of Forge's effects: what a step acts on (`ValidTgts$` on a target's first use, `Defined$`
 * after and for named objects and players, `ValidCards$` of an "each"), P/T changes, tokens.
 */
import type { Amount, Ref, TokenSpec } from '../../language/effects/types.js';
import { amountOf } from './amountOf.js';
import { colorWords, type Params, type StepContext } from './stepContext.js';
import { predefinedTokenAbilities } from './predefinedTokens.js';
import { tokenAbilities } from './tokenAbilities.js';
import { definedOf, isPlayerFilter, NotScriptable, validOf } from './valid.js';

/**
 * Target parameters (`ValidTgts$`, `TargetMin$`/`TargetMax$`) for a reference's first use; `Defined$` after.
 * `defenderCtrl`: what defending player controls is Forge's `DefenderCtrl` in the target (the card itself attacks).
 */
export function objectParams(ref: Ref, ctx: StepContext, params: Params, defenderCtrl = false): void {
  if (ref.ref === 'target') {
    if (ctx.declared.has(ref.id)) {
      params.push(['Defined', 'Targeted']);
      return;
    }
    if (params.some(([k]) => k === 'ValidTgts')) throw new NotScriptable('two targets in one step');
    ctx.declared.add(ref.id);
    params.push(['ValidTgts', validOf(ref.filter, false, { bareInZone: true, thatPlayerCtrl: ctx.activePlayer ? 'ActivePlayerCtrl' : undefined, defenderCtrl })]);
    // "up to X target …": at most that amount (`TargetMax$` its count: all 4 of Forge's scripts of it). In a mode, not
    // written yet: measured, its one modal ability differs from Forge's script in another mode's words.
    if (ref.upTo && ctx.inMode) throw new NotScriptable('up to X targets in a mode (not written yet)');
    // "−X: … up to X target creatures", "Remove X counters: … up to X targets": Forge chooses targets before the cost is
    // paid, so an X chosen as it is paid (`ChosenX`) is not set yet when `TargetMax$` is read.
    if (ref.upTo && 'x' in ref.upTo && (!ctx.xPaid || ctx.loyaltyX)) throw new NotScriptable('up to X targets where X is not paid in mana');
    if (ref.upTo) params.push(['TargetMin', '0'], ['TargetMax', amountOf(ref.upTo, ctx)]);
    else if (ref.x) xTargets(ref, ctx, params);
    else if (ref.max === Infinity) {
      // "any number of target creatures": at most every object the target could be, counted as Forge's scripts count it
      // (`Count$Valid Creature`, `Count$TypeInYourYard.Creature` for a graveyard's).
      if (ref.filter.zone && ref.filter.zone !== 'battlefield' && ref.filter.zone !== 'graveyard') throw new NotScriptable('any number of targets');
      // "Any number of target players (opponents) each …": every player (`PlayerCountPlayers$Amount`, 5 of 5 scripts).
      if (isPlayerFilter(ref.filter) && ref.filter.alts.every((a) => a.props.length === 0)) {
        params.push(['TargetMin', String(ref.min)], ['TargetMax', ctx.svar('MaxTgts', 'PlayerCountPlayers$Amount')]);
        return;
      }
      params.push(['TargetMin', String(ref.min)], ['TargetMax', amountOf({ count: 'objects', filter: ref.filter }, ctx)]);
    } else if (ref.min !== 1 || ref.max !== 1) {
      params.push(['TargetMin', String(ref.min)], ['TargetMax', String(ref.max)]);
    }
    // Targets all in one player's graveyard: as all 4 of Forge's scripts of "… from a single graveyard".
    if (ref.filter.zoneOwner === 'single') params.push(['TargetsFromSingleZone', 'True']);
    if (ref.filter.zone && ref.filter.zone !== 'battlefield' && ref.filter.zone !== 'graveyard' && ref.filter.zone !== 'stack') params.push(['TgtZone', ref.filter.zone[0].toUpperCase() + ref.filter.zone.slice(1)]);
    return;
  }
  if (ref.ref === 'defending' && ctx.defending) params.push(['Defined', ctx.defending]);
  else if (ref.ref === 'you' && ctx.you) params.push(['Defined', ctx.you]);
  else params.push(['Defined', definedOf(ref, ref.ref === 'triggered' && ref.what === 'player' ? ctx.triggeredPlayer : ctx.triggered)]);
}

/**
 * "X target creatures" (X paid in mana): Forge's scripts, 26 of 26, choose 0 to every object the target could be
 * (`TargetMax$ MaxTgts`, counted as any number of targets is) and read X as the number chosen (`SVar:X:Targeted$Amount`).
 */
function xTargets(ref: Ref & { ref: 'target' }, ctx: StepContext, params: Params): void {
  if (!ctx.xPaid || ctx.loyaltyX || !ctx.xTargeted) throw new NotScriptable('X targets where X is not paid in mana');
  // A mode's X targets: Forge's one such script writes each mode as an ability of its own, not a `Charm`.
  if (ctx.inMode) throw new NotScriptable('X targets in a mode');
  // Cards in a graveyard: Forge's scripts name them `…YouOwn` there; not written yet.
  if (ref.filter.zone && ref.filter.zone !== 'battlefield') throw new NotScriptable('X targets not on the battlefield');
  if (ctx.svar('X', 'Targeted$Amount') !== 'X') throw new NotScriptable('X targets and another X');
  ctx.xTargeted.done = true;
  params.push(['TargetMin', '0'], ['TargetMax', amountOf({ count: 'objects', filter: ref.filter }, { ...ctx, svar: (_base, value) => ctx.svar('MaxTgts', value) })]);
}

/**
 * Whether Forge's scripts leave `Defined$ Self` out (the card itself is the default): on an activated ability's own
 * line for zone changes, counters, tapping and P/T pumps, and zone changes in its sub-abilities; in triggers only
 * where the trigger's execute is paid for (`AB$ … | Cost$`), and there not for untapping or pumping; in a mode of a modal
 * ability as on an ability's own line.
 */
function selfImplied(api: string, ctx: StepContext, pt = false): boolean {
  if (ctx.inTrigger && !ctx.paid && !ctx.inMode) return false;
  // A trigger's "you may pay {cost}. If you do, untap ~ / ~ gets +1/+1": Forge's scripts name the card there.
  if (ctx.inTrigger && (api === 'Untap' || api === 'Pump')) return false;
  if (api === 'ChangeZone') return true;
  if (!ctx.top) return false;
  return ['PutCounter', 'Untap', 'Tap', 'Protection'].includes(api) || (api === 'Pump' && pt);
}

/** `objectParams`, but nothing for the card itself where Forge's scripts imply it. */
export function targetParams(api: string, ref: Ref, ctx: StepContext, params: Params, pt = false): void {
  if (ref.ref === 'self' && selfImplied(api, ctx, pt)) return;
  objectParams(ref, ctx, params);
}

/** A player a step acts on; "you" left out where Forge defaults to the ability's controller (`writeYou` false). */
export function playerParams(who: Ref, ctx: StepContext, params: Params, writeYou = true): void {
  if (who.ref === 'you' && !writeYou && !ctx.you) return;
  objectParams(who, ctx, params);
}

/**
 * A token's parameters (`TokenAmount$`, `TokenName$`, `TokenTypes$`, colours, P/T, keywords): a creature token, or a
 * predefined token (111.10) with its ability (`TokenAbilities$`); `owner`: the player who creates it, if not you.
 */
export function tokenParams(amount: Amount, token: TokenSpec, ctx: StepContext, tapped: boolean | undefined, attacking?: boolean, owner?: string, size?: Amount): Params {
  if (token.predefined && token.power === undefined) {
    const params: Params = [
      ['TokenAmount', amountOf(amount, ctx)], ['TokenName', token.name], ['TokenTypes', [...token.types, ...token.subtypes].join(',')],
      ['TokenOwner', owner ?? ctx.you ?? 'You'], ['TokenColors', 'Colorless'], ['TokenAbilities', predefinedTokenAbilities(token, ctx)],
    ];
    if (tapped) params.push(['TokenTapped', 'True']);
    return params;
  }
  if (token.power === undefined || !token.types.includes('Creature')) throw new NotScriptable('a token that is not a plain creature');
  if (token.supertypes.length > 0 || token.power === '*' || token.toughness === '*') throw new NotScriptable('a token of variable size');
  // An X/X token: its size counted as the step resolves, `TokenPower$ X | TokenToughness$ X` with X's SVar (all of
  // Forge's scripts of it); with no "where X is", X is the cost's X (107.3).
  const sized = token.power === 'X' && token.toughness === 'X' ? amountOf(size ?? { x: true }, ctx) : undefined;
  if (!sized && (token.power === 'X' || token.toughness === 'X')) throw new NotScriptable('a token of variable size');
  const params: Params = [
    ['TokenAmount', amountOf(amount, ctx)],
    ['TokenName', token.name],
    ['TokenTypes', [...token.types, ...token.subtypes].join(',')],
    ['TokenOwner', owner ?? ctx.you ?? 'You'],
    ['TokenColors', token.colors.length > 0 ? token.colors.map((c) => colorWords[c]).join(',') : 'Colorless'],
    ['TokenPower', sized ?? token.power],
    ['TokenToughness', sized ?? token.toughness!],
  ];
  if (token.keywords.length > 0) params.push(['TokenKeywords', token.keywords.join('<>')]);
  if (tapped) params.push(['TokenTapped', 'True']);
  if (attacking) params.push(['TokenAttacking', 'True']);
  if (token.abilities) params.push(['TokenAbilities', tokenAbilities(token, ctx)]);
  return params;
}

/** True if a step (or any part of it) names a target (`ref: 'target'`), at any depth. */
export function namesTarget(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(namesTarget);
  if (!value || typeof value !== 'object') return false;
  if ((value as { ref?: string }).ref === 'target') return true;
  return Object.values(value).some(namesTarget);
}

/** The targets named anywhere in a value (each target once, by its id), in the order they are named. */
export function targetsIn(value: unknown, out = new Map<number, Extract<Ref, { ref: 'target' }>>()): Map<number, Extract<Ref, { ref: 'target' }>> {
  if (Array.isArray(value)) value.forEach((v) => targetsIn(v, out));
  else if (value && typeof value === 'object') {
    const r = value as Ref;
    if (r.ref === 'target') out.set(r.id, r);
    Object.values(value).forEach((v) => targetsIn(v, out));
  }
  return out;
}

/** True if an object of the step is "other"/"another" something (a property `other` anywhere in its filters). */
export function saysOther(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(saysOther);
  if (!value || typeof value !== 'object') return false;
  if ((value as { is?: string }).is === 'other') return true;
  // "each other player": other than the ability's controller, not than an object named before.
  if ((value as { noun?: string }).noun === 'Player') return false;
  return Object.values(value).some(saysOther);
}

/**
 * Objects of an `each`/`all` reference: cards on the battlefield only. `ctx`: the step's context, where what the
 * trigger's player controls has a word of Forge's (`ValidCards$ Creature.DefenderCtrl` of the player the card itself
 * dealt combat damage to, as Forge's scripts of it write it, 2 of 2). What defending player controls where the card
 * itself attacks: not written yet (see `StepContext.defenderCtrl`).
 */
export function allValid(ref: Ref, ctx?: StepContext): string | undefined {
  if (ref.ref !== 'each' || isPlayerFilter(ref.filter)) return undefined;
  if (ref.filter.alts.some((a) => a.noun === 'Player' || a.noun === 'Opponent')) throw new NotScriptable('every object and every player at once');
  return validOf(ref.filter, false, { thatPlayerCtrl: ctx?.thatPlayerCtrl });
}
