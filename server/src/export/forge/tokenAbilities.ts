/**
 * A token's activated ability in quotes ("It has "Sacrifice this creature: Add {C}.""), written as Forge's scripts write it:
 * `TokenAbilities$` naming an SVar that holds the ability. Only the mana ability paid by sacrificing the token: Forge's 13
 * scripts of it all write `AB$ Mana | Cost$ Sac<1/CARDNAME> | Produced$ C | Amount$ 1`; and "{T}: Add {G}." (`Cost$ T`, no
 * `Amount$`, 2 of 2). Another ability of one effect that names no SVar ("Sacrifice this creature: This creature deals 1
 * damage to any target.") is compiled as an activated ability's; any other is not written yet.
 */
import { asHolder } from '../../language/effects/granted.js';
import type { GrantedAbility, TokenSpec } from '../../language/effects/types.js';
import { effectsOf } from './abilityEffects.js';
import { forgeProducedLines } from './mana.js';
import type { StepContext } from './stepContext.js';
import { NotScriptable } from './valid.js';
import { clean } from './writer.js';

/** The `TokenAbilities$` value (the SVars holding the token's abilities). */
export function tokenAbilities(token: TokenSpec, ctx: StepContext): string {
  return token.abilities!.map((g) => {
    if (g.trigger) throw new NotScriptable('a triggered ability in quotes a token has (not written yet)');
    const [first] = g.steps;
    const selfSacrifice = g.cost.length === 1 && g.cost[0].pay === 'sacrifice' && g.cost[0].what.ref === 'self';
    const tap = g.cost.length === 1 && g.cost[0].pay === 'tap';
    if (first.do !== 'mana') return otherAbility(g, ctx);
    if (!(selfSacrifice || tap) || g.steps.length !== 1 || first.amount !== 1 || first.times || first.x || first.optional) {
      throw new NotScriptable('an ability in quotes a token has (only "Sacrifice this creature: Add …" and "{T}: Add …" are written yet)');
    }
    const effect = g.text.slice(g.text.indexOf(':') + 1).trim();
    const produced = forgeProducedLines(effect, false);
    // One mana of one symbol, as all of Forge's scripts of it ("Add {C}{C}" says its own `Amount$`: not written yet).
    // "the chosen color" would be the token's own choice, which it never made (Forge's `Produced$ Chosen` reads its host).
    if (!produced || produced.length !== 1 || produced[0].startsWith('Produced$ Chosen') || /\bAmount\$/.test(produced[0]) || !/\bProduced\$ \S+(?: \||$)/.test(produced[0])) throw new NotScriptable('the mana an ability in quotes adds');
    // "{T}: Add {G}." on a token: `Cost$ T` without `Amount$`, as Forge's 2 scripts of it (a card's own mana ability too).
    if (tap) return ctx.svar('ABMana', `AB$ Mana | Cost$ T | ${produced[0]} | SpellDescription$ ${clean(effect)}`);
    return ctx.svar('ABMana', `AB$ Mana | Cost$ Sac<1/CARDNAME> | ${produced[0]} | Amount$ 1 | SpellDescription$ ${clean(effect)}`);
  }).join(',');
}

/** A token's ability in quotes other than a mana ability: one effect, compiled as an activated ability's (the token its `Self`). */
function otherAbility(g: GrantedAbility, ctx: StepContext): string {
  if (!ctx.cost || g.cost.some((p) => (p.pay === 'mana' && p.symbols.includes('X')) || ('amount' in p && p.amount === 'X'))) throw new NotScriptable('an ability in quotes a token has (its cost)');
  const sub: StepContext = {
    cost: ctx.cost, xPaid: false, inTrigger: false, top: false, inSpell: false, declared: new Set(), gone: new Map(), xTargeted: { done: false },
    // An SVar the effect names (a count, a sub-ability) would be the card's, not the token's: not written.
    svar: () => { throw new NotScriptable('an ability in quotes a token has that names an SVar (not written yet)'); },
    selfSacrificed: g.cost.some((p) => p.pay === 'sacrifice' && p.what.ref === 'self'), costSacrificed: g.cost.some((p) => p.pay === 'sacrifice'),
  };
  const effects = effectsOf(g.steps, sub);
  if (effects.length !== 1) throw new NotScriptable('an ability in quotes a token has of more than one step (not written yet)');
  const [e] = effects;
  const desc = clean(asHolder(g.text.slice(g.text.indexOf(':') + 1), 'CARDNAME').trim());
  return ctx.svar(`AB${e.api}`, [`AB$ ${e.api}`, `Cost$ ${ctx.cost(g.cost)}`, ...e.params.map(([k, v]) => `${k}$ ${v}`), `SpellDescription$ ${desc}`].join(' | '));
}
