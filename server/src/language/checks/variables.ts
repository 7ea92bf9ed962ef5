/**
 * X must be defined (107.3): by a cost with X (mana cost, activation cost, additional cost,
 * keyword cost, loyalty cost) or by the text (`where X is …`). Otherwise 107.3f lets the
 * controller choose any value, which is almost never what a designer means.
 */
import type { Ability, Cost, Face } from '../ast.js';
import type { CardModel } from '../model/cardModel.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';

function costHasX(cost: Cost | undefined): boolean {
  return !!cost?.parts.some((p) => p.symbols.some((s) => /^[XY]$/.test(s.body)) || /\bX\b/.test(p.text));
}

/** True if this ability's own cost uses X. */
function abilityCostHasX(ability: Ability): boolean {
  if ('cost' in ability && costHasX(ability.cost)) return true;
  if (ability.abilityKind === 'loyalty' && /X/.test(ability.loyaltyCost.text)) return true;
  if (ability.abilityKind === 'keyword' && /^X$/i.test(ability.parameter ?? '')) return true;
  return /\bas an additional cost to cast [^.]*\bX\b/i.test(ability.text);
}

const xCostCache = new WeakMap<CardModel, boolean>();

/** True if any cost printed on the card uses X (mana costs and every printed ability's cost). */
function cardHasXCost(model: CardModel): boolean {
  let result = xCostCache.get(model);
  if (result === undefined) {
    const faces: Face[] = model.card.faces;
    result = faces.some((f) => f.manaCost?.symbols.some((s) => /^[XY]$/.test(s.body)) || f.abilities.some(abilityCostHasX));
    xCostCache.set(model, result);
  }
  return result;
}

function checkAbilityX(ability: Ability, ctx: CheckContext, accept: Accept, inherited = false): void {
  const group = [ability, ...ability.modes];
  const refs = group.flatMap((a) => a.effect.xReferences).filter((x) => x.context !== 'reminder');
  const defined = inherited || abilityCostHasX(ability) || group.some((a) => a.effect.definesX);
  if (refs.length > 0 && !defined) {
    accept('warning', codes.undefinedX,
      `Nothing defines X here: the card has no X in any cost and the text never says "where X is …". By 107.3f the player would choose any value for X when ${ability.abilityKind === 'activated' || ability.abilityKind === 'loyalty' ? 'activating' : 'using'} it. Put {X} in a cost or add "where X is …".`,
      refs[0].range, { related: refs.slice(1).map((r) => ({ message: 'the same undefined X', range: r.range })) });
  }
  for (const a of group) for (const quote of a.effect.quotes) if (quote.ability) checkAbilityX(quote.ability, ctx, accept, defined);
}

function checkUndefinedX(ability: Ability, ctx: CheckContext, accept: Accept): void {
  // Run once per printed top-level ability; modes and quoted abilities are handled with it.
  if (ability.granted || !ctx.face.face.abilities.includes(ability)) return;
  if (cardHasXCost(ctx.model)) return;
  checkAbilityX(ability, ctx, accept);
}

registerChecks({ Ability: [checkUndefinedX] });
