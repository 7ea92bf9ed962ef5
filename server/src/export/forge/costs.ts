/**
 * Forge's costs (`Cost$ 2 R T Sac<1/Creature.Other/another creature>`) from the effect model's cost parts: an activated
 * ability's, a keyword's (`K:Buyback:Sac<1/Land>`), a trigger's paid as it resolves.
 */
import type { CostPart, Filter } from '../../language/effects/types.js';
import type { Declarations } from '../../language/model/symbols.js';
import { symbolClass } from '../text.js';
import { describeFilter } from '../../language/effects/describeWords.js';
import { forgeCounter } from './counters.js';
import { NotScriptable, validOf } from './valid.js';

/** Forge's form of a mana cost: symbols without braces, separated by spaces (`1 W W`, `WU`), or `no cost`. */
export function forgeCost(cost: string[], hasCost: boolean): string {
  return hasCost ? cost.map(forgeShard).join(' ') : 'no cost';
}

/** A mana symbol as Forge writes it in a cost: `W/U` → `WU`, `R/P` → `PR`, `2/W` → `2W`. */
export function forgeShard(body: string): string {
  const phyrexian = /^([WUBRG])\/P$/.exec(body);
  if (phyrexian) return `P${phyrexian[1]}`;
  return body.replace('/', '');
}

/** A mana symbol Forge has a shard for (numbers, X, WUBRGCS, hybrids and Phyrexian). */
export function forgeSymbol(body: string, declarations: Declarations): boolean {
  const cls = symbolClass(body, declarations);
  return !['custom', 'unknown', 'half', 'tap', 'untap', 'energy', 'chaos', 'planeswalker', 'ticket', 'pawprint', 'phyrexianAny'].includes(cls);
}

/** Forge's shards for mana symbols (`2 R R`), or NotScriptable for a symbol Forge does not have. */
export function manaCost(symbols: string[], declarations: Declarations): string {
  if (!symbols.every((b) => forgeSymbol(b, declarations))) throw new NotScriptable('a mana symbol Forge does not have');
  return symbols.map(forgeShard).join(' ');
}

/** The objects of a cost part: Forge's costs list alternatives with `;` (`Sac<1/Artifact;Creature>`), not `,`. */
function costValid(filter: Parameters<typeof validOf>[0]): string {
  return validOf(filter).split(',').join(';');
}

/** Forge's cost (`Cost$` of an activated or loyalty ability, a keyword's cost) from the model's cost parts. */
export function costOf(parts: CostPart[], declarations: Declarations): string {
  const out: string[] = [];
  for (const part of parts) {
    switch (part.pay) {
      case 'mana': out.push(manaCost(part.symbols, declarations)); break;
      case 'tap': out.push('T'); break;
      case 'untap': out.push('Untap'); break;
      case 'life': out.push(`PayLife<${part.amount}>`); break;
      // An opponent you choose gains the life (Forge's `GainLife<3/Player.Opponent>`, its one script of it).
      case 'opponentGainsLife': out.push(`GainLife<${part.amount}/Player.Opponent>`); break;
      // The card deals the damage to whoever pays (Forge's `DamageYou<5>`, all of its scripts of an "unless … has ~ deal").
      case 'damageYou': out.push(`DamageYou<${part.amount}>`); break;
      case 'energy': out.push(`PayEnergy<${part.amount}>`); break;
      case 'sacrifice':
        if (part.what.ref === 'self') out.push('Sac<1/CARDNAME>');
        else if (part.what.ref === 'chosen') out.push(`Sac<${part.amount}/${described(part.what.filter, part.words)}>`);
        else throw new NotScriptable('a sacrifice cost Forge cannot say');
        break;
      case 'discard':
        if (part.hand) out.push('Discard<1/Hand>');
        else if (part.self) out.push('Discard<1/CARDNAME>');
        else if (part.random) out.push(`Discard<${part.amount}/Random>`);
        else out.push(`Discard<${part.amount}/${costValid({ ...part.filter, zone: 'hand' })}>`);
        break;
      // Counters put on the card itself, or on a permanent of a kind with the text's own words (as Forge's scripts of it:
      // `AddCounter<1/M1M1/Creature.YouCtrl/a creature you control>`).
      case 'addCounters': out.push(`AddCounter<${part.amount}/${forgeCounter(part.counter)}${part.on ? `/${validOf(part.on)}/a ${describeFilter(part.on)}` : ''}>`); break;
      case 'removeCounters': out.push(`SubCounter<${part.amount}/${forgeCounter(part.counter)}>`); break;
      case 'return': out.push(`Return<${part.amount}/${described(part.filter, part.words)}>`); break;
      case 'tapUntapped': {
        // Forge taps the permanents of the ability's controller: "you control" is left out.
        const alts = part.filter.alts.map((a) => ({ ...a, props: a.props.filter((p) => !(p.is === 'controller' && p.who === 'you')) }));
        if (alts.some((a, i) => a.props.length !== part.filter.alts[i].props.length - 1)) throw new NotScriptable('tapping permanents you do not control');
        out.push(`tapXType<${part.amount}/${costValid({ alts })}>`);
        break;
      }
      case 'loyalty':
        if (part.amount === 'X') out.push('SubCounter<X/LOYALTY>');
        else out.push(part.amount >= 0 ? `AddCounter<${part.amount}/LOYALTY>` : `SubCounter<${-part.amount}/LOYALTY>`);
        break;
      case 'millTop':
        // Forge's mill cost (2 of 2 of its scripts of it).
        out.push(`Mill<${part.amount}>`);
        break;
      case 'exileTop':
        // Forge's cost of the library's top cards (6 of 6 of its scripts of it).
        out.push(`ExileFromTop<${part.amount}/Card>`);
        break;
      case 'exile':
        if (part.what.ref === 'self') out.push(`${{ graveyard: 'ExileFromGrave', hand: 'ExileFromHand', none: 'Exile' }[part.from ?? 'none']}<1/CARDNAME>`);
        // Cards of your graveyard: Forge exiles them from the activator's graveyard, whose owner it does not name, and
        // names "an Elf card" by its type (`ExileFromGrave<1/Elf>`, `<2/Creature.Other>`), as a sacrifice cost's "an Elf".
        else if (part.what.ref === 'chosen') {
          const alts = part.what.filter.alts.map((a) => {
            const type = a.noun === 'Card' ? a.props.find((p) => p.is === 'type' && !p.not) : undefined;
            return type?.is === 'type' ? { noun: type.type, props: a.props.filter((p) => p !== type) } : a;
          });
          out.push(`ExileFromGrave<${part.amount}/${costValid({ alts })}>`);
        }
        else throw new NotScriptable('an exile cost Forge cannot say');
        break;
    }
  }
  if (out.length === 0) throw new NotScriptable('an empty cost');
  return out.join(' ');
}

/**
 * The objects of a sacrifice or return cost, described as Forge's scripts describe those with conditions
 * (`Creature.Other/another creature`, `Island.untapped/untapped Island`), except a bare colour or type
 * (`Creature.Black`, `Goblin`) or the creature type chosen as the card entered (`Creature.ChosenType`, Forge's one script of
 * it): the words are the card's own.
 */
function described(filter: Filter, text: string | undefined): string {
  // "a creature other than ~" as Forge's scripts word "another creature" (the prompt would show a bare "~").
  const words = text?.replace(/^(?:an? )?(.+) other than ~$/, 'another $1');
  const valid = costValid(filter);
  const props = filter.alts.length === 1 ? filter.alts[0].props : [];
  const several = filter.alts.length > 1;
  const withWords = words && (several || (props.length > 0 && !(props.length === 1 && (props[0].is === 'color' || props[0].is === 'type' || props[0].is === 'chosenType') && !('not' in props[0] && props[0].not)) && valid.includes('.')));
  return withWords ? `${valid}/${words}` : valid;
}
