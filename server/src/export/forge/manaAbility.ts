/**
 * A mana ability as Forge's `A:AB$ Mana` lines (one per colour of a choice), or `A:AB$ ManaReflected` for mana of a
 * colour or type other lands could produce.
 */
import type { AbilityEffect } from '../../language/effects/types.js';
import { effectsOf } from './abilityEffects.js';
import { type FaceInfo, stepContext } from './abilities.js';
import { costOf } from './costs.js';
import { forgeProduced, forgeProducedLines, forgeReflected } from './mana.js';
import { onlyIfParams } from './staticConditions.js';
import { amountOf } from './amountOf.js';
import { type Params } from './stepContext.js';
import { NotScriptable } from './valid.js';
import { type FaceWriter, renderParams } from './writer.js';

/** The lines of a mana ability (`effect.kind === 'mana'`); `desc` its description. */
export function manaAbilityLines(effect: AbilityEffect, face: FaceInfo, w: FaceWriter, desc: string): string[] {
  const [mana, ...rest] = effect.steps!;
  if (effect.restrictions?.sorcerySpeed || effect.restrictions?.during || effect.restrictions?.anyPlayer) throw new NotScriptable('a mana ability with restrictions');
  const restricted = !!(effect.restrictions?.onlyIf || effect.restrictions?.oncePerTurn || effect.restrictions?.timesPerTurn);
  if (mana?.do !== 'mana') throw new NotScriptable('the mana this ability adds');
  const cost = costOf(effect.cost!, face.declarations);
  const limited = effect.restrictions?.oncePerTurn || effect.restrictions?.timesPerTurn;
  // "Activate only if you control a Swamp" (`IsPresent$ Swamp.YouCtrl`), "… only once each turn" (`ActivationLimit$ 1`),
  // on each line, as all of Forge's scripts of a mana ability with them write it.
  const limits: Params = effect.restrictions?.onlyIf ? onlyIfParams(effect.restrictions.onlyIf, w) : [];
  if (limited) limits.push(['ActivationLimit', String(effect.restrictions!.timesPerTurn ?? 1)]);
  // "Exile ~ from your hand: Add {R}.": the ability works in the hand.
  if (effect.restrictions?.zone === 'hand') limits.push(['ActivationZone', 'Hand']);
  else if (effect.restrictions?.zone) throw new NotScriptable('a mana ability in a zone other than the hand');
  const limit = limits.length ? ` | ${renderParams(limits)}` : '';
  // "Add one mana of any color that a land you control could produce." (106.7): Forge's `ManaReflected`.
  const reflected = !rest.length && !mana.times && !mana.x && !restricted ? forgeReflected(mana.produced) : undefined;
  if (reflected) return [`A:AB$ ManaReflected | Cost$ ${cost} | ${reflected}${limit} | SpellDescription$ ${desc}`];
  let produced = forgeProducedLines(rest.length || mana.times || mana.x || restricted ? mana.produced : effect.ability.ability.effect.text, !!mana.x);
  if (!produced) throw new NotScriptable('the mana this ability adds');
  // A limit on how often it is activated is of the one ability: a choice of colours is then one line, Forge's `Combo`
  // of one mana (2 of 2 of its scripts of a choice that must be one ability).
  const combo = limited && produced.length > 1 && !rest.length ? forgeProduced(mana.produced) : undefined;
  if (combo?.startsWith('Produced$ Combo ')) produced = [`${combo} | Amount$ 1`];
  // A limit on how often it is activated is of the one ability: on a line for each colour it would be a limit each.
  if (limited && produced.length > 1) throw new NotScriptable('a limit on how often a mana ability of a choice of colours is activated');
  const ctx = stepContext(w, false, undefined, undefined, face.declarations);
  ctx.costSacrificed = effect.cost!.some((p) => p.pay === 'sacrifice');
  // "Add {B} for each Swamp you control": `Amount$ X` with the count.
  if (mana.times) return [`A:AB$ Mana | Cost$ ${cost} | ${produced[0]} | Amount$ ${amountOf(mana.times, { ...ctx, countsValid: true })}${limit} | SpellDescription$ ${desc}`];
  // "Add X mana of any one color, where X is …": `Amount$ X` with what X is; X alone is chosen as the cost removes X
  // counters (`Amount$ ChosenX`, `SVar:X:XChoice`, as Forge's scripts of storage lands write it), or paid.
  if (mana.x) {
    if (rest.length || produced.length !== 1) throw new NotScriptable('the mana this ability adds');
    const chosen = 'x' in mana.x && effect.cost!.some((p) => p.pay === 'removeCounters' && p.amount === 'X');
    // Measured: Forge's one script of X chosen so in any combination of colours spells the colours `Combo W U B R G`,
    // its scripts of a counted X `Combo Any`: not written yet.
    if (chosen && produced[0].startsWith('Produced$ Combo Any')) throw new NotScriptable('X mana in any combination of colors, X chosen with the cost (not written yet)');
    const paid = 'x' in mana.x && effect.cost!.some((p) => p.pay === 'mana' && p.symbols.includes('X'));
    const x = amountOf(mana.x, { ...ctx, countsValid: true, loyaltyX: chosen, xPaid: paid, manaAmount: true });
    // "then add an additional {B} for each …": `Number$1/Plus.ChosenX` (Forge's 4 of 4 scripts of it).
    const amount = mana.plus ? ctx.svar('Y', `Number$${mana.plus}/Plus.${x}`) : x;
    return [`A:AB$ Mana | Cost$ ${cost} | ${produced[0]} | Amount$ ${amount}${limit} | SpellDescription$ ${desc}`];
  }
  // What else it does ("~ deals 1 damage to you"): one sub-ability, shared by the line of each colour.
  let sub = '';
  if (rest.length) {
    const name = w.reserve('DBEffect');
    ctx.inSub = true;
    w.define(name, w.chain(effectsOf(rest, ctx), 'DB', [], []));
    sub = ` | SubAbility$ ${name}`;
  }
  return produced.map((p) => `A:AB$ Mana | Cost$ ${cost} | ${p}${limit}${sub} | SpellDescription$ ${desc}`);
}
