/**
 * The Licids' "~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature.
 * You may pay {R} to end this effect.": as all 7 of Forge's scripts of it, an `Animate` of the card itself for good
 * (`Permanent$`) that removes the ability and the card's types (`RemoveThisAbility$`, `RemoveCardTypes$`,
 * `RemoveEnchantmentTypes$`), makes it an Aura with enchant creature (and the Aura's spell ability, `SP$ Attach`), ended
 * by `RevertCost$`, then an `Attach` to the target.
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { objectParams } from './stepParams.js';
import { NotScriptable } from './valid.js';

/** The Forge effects of a `becomeAura` step (see the file's comment); undefined for any other step. */
export function becomeAuraEffects(step: Step, ctx: StepContext): ForgeEffect[] | undefined {
  if (step.do !== 'becomeAura') return undefined;
  if (ctx.inTrigger || ctx.inSpell || !ctx.top || !ctx.cost) throw new NotScriptable('a card that becomes an Aura other than by its own activated ability');
  if (Object.keys(step).some((k) => !['do', 'onto', 'revertCost'].includes(k))) throw new NotScriptable('a card that becomes an Aura, done only sometimes');
  if (step.onto.ref !== 'target') throw new NotScriptable('a card that becomes an Aura attached to other than a target');
  const attach: Params = [];
  objectParams(step.onto, ctx, attach);
  const aura = ctx.svar('SPAttach', 'SP$ Attach | Cost$ 0 | ValidTgts$ Creature');
  const animate: Params = [
    ['Defined', 'Self'], ['RemoveThisAbility', 'True'], ['Permanent', 'True'], ['RevertCost', ctx.cost([{ pay: 'mana', symbols: step.revertCost }])],
    ['Keywords', 'Enchant creature'], ['Abilities', aura], ['Types', 'Enchantment,Aura'], ['RemoveCardTypes', 'True'], ['RemoveEnchantmentTypes', 'True'],
  ];
  return [{ api: 'Animate', params: animate }, { api: 'Attach', params: attach }];
}
