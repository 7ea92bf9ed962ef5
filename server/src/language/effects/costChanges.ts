/**
 * Static abilities that change what spells cost (601.2f): `Artifact spells you cast cost {1} less to cast.`, `Instant
 * and sorcery spells cost {2} more to cast.`, `Treefolk spells and Shaman spells you cast cost {1} less to cast.`, and a
 * card's own `This spell costs {1} less to cast if you control a Wizard.` / `… for each artifact you control.`
 */
import { readFilter } from './filters.js';
import { readThisTurn } from './moreConditions.js';
import { readYouControl } from './triggers.js';
import type { Amount, CostChange, Filter } from './types.js';
import type { Cursor } from './words.js';

/** `{2}`: generic mana only (a coloured change is not read). */
function readGeneric(c: Cursor): number | undefined {
  const m = /^\{(\d+)\}$/.exec(c.peek());
  if (!m) return undefined;
  c.next();
  return Number(m[1]);
}

/** `less to cast` / `more to cast`: whether the cost goes up. */
function readDirection(c: Cursor): boolean | undefined {
  if (c.take('less to cast')) return false;
  if (c.take('more to cast')) return true;
  return undefined;
}

/** A kind of spell: `Artifact spells`, `Instant and sorcery spells`, `Treefolk spells and Shaman spells`, `Spells`. */
function readSpells(c: Cursor): Filter | undefined {
  const at = c.mark();
  const alts: Filter['alts'] = [];
  for (;;) {
    const f = readFilter(c);
    if (!f) return c.reset(at), undefined;
    // `Instant and sorcery spells`: a bare card type before "and", the noun "spells" after the last one.
    const bare = !f.zone && !f.plural && f.alts.length === 1 && f.alts[0].props.length === 0;
    if (!bare && (f.zone !== 'stack' || !f.plural)) return c.reset(at), undefined;
    alts.push(...f.alts);
    if (!bare) break;
    if (!c.take('and')) return c.reset(at), undefined;
  }
  // `Treefolk spells and Shaman spells`, `Red creature spells and green creature spells`.
  while (c.at('and')) {
    const and = c.mark();
    c.next();
    const f = readFilter(c);
    if (!f || f.zone !== 'stack') {
      c.reset(and);
      break;
    }
    alts.push(...f.alts);
  }
  return { alts, zone: 'stack', plural: true };
}

/** What `for each` counts in a cost change: objects on the battlefield (`artifact you control`, `creature on the battlefield`). */
function readCounted(c: Cursor): Amount | undefined {
  const f = readFilter(c);
  // "for each creature card in your graveyard": cards of one kind in your graveyard.
  if (f && f.zone === 'graveyard' && f.zoneOwner === 'you' && !f.plural) return { count: 'objects', filter: f };
  if (!f || f.zone || f.plural) return undefined;
  // "for each creature on the battlefield": everyone's (the words name no controller).
  if (!f.alts.some((a) => a.props.some((p) => p.is === 'controller')) && c.take('on the battlefield')) return { count: 'objects', filter: f, onBattlefield: true };
  return { count: 'objects', filter: f };
}

/** Reads a cost-changing static ability, all of it; undefined (the cursor where it was) if it is not one. */
export function readCostChange(c: Cursor): CostChange | undefined {
  const at = c.mark();
  if (c.take('~ costs')) {
    const amount = readGeneric(c);
    const more = readDirection(c);
    if (amount === undefined || more === undefined) return c.reset(at), undefined;
    const change: CostChange = { more, spells: 'self', amount };
    if (c.take('for each')) {
      const counted = readCounted(c);
      if (!counted) return c.reset(at), undefined;
      change.forEach = counted;
    } else if (c.take('if')) {
      // What happened this turn (morbid, raid); revolt's "a permanent you controlled left" is not read here.
      const thisTurn = readThisTurn(c);
      const condition = thisTurn && !('revolt' in thisTurn) ? thisTurn : thisTurn ? undefined : readYouControl(c);
      if (!condition) return c.reset(at), undefined;
      change.condition = condition;
    }
    c.take('.');
    return c.done ? change : (c.reset(at), undefined);
  }
  const spells = readSpells(c);
  if (!spells) return c.reset(at), undefined;
  const caster = c.take('you cast') ? 'you' : c.take('your opponents cast') ? 'opponents' : undefined;
  // "Creature spells you cast of the chosen type": the chosen type said after the caster, of every kind of spell named.
  if (caster && !spells.alts.some((a) => a.props.some((p) => p.is === 'chosenType')) && c.take('of the chosen type')) for (const alt of spells.alts) alt.props.push({ is: 'chosenType' });
  // `Spells your opponents cast that target ~ cost {2} more to cast.`
  const bare = spells.alts.length === 1 && spells.alts[0].noun === 'Spell' && spells.alts[0].props.length === 0;
  const target = !bare ? undefined : c.take('that target ~') ? 'self' : c.take('that target enchanted player') ? 'enchantedPlayer' : undefined;
  if (!c.take('cost')) return c.reset(at), undefined;
  // `White spells you cast cost {W} more to cast`: one coloured mana more (a coloured reduction is not read).
  const colored = /^\{([wubrg])\}$/.exec(c.peek());
  if (colored) c.next();
  const amount = colored ? 1 : readGeneric(c);
  const more = readDirection(c);
  c.take('.');
  if (amount === undefined || more === undefined || !c.done || (colored && !more)) return c.reset(at), undefined;
  return { more, spells, ...(caster ? { caster } : {}), amount, ...(colored ? { color: colored[1].toUpperCase() } : {}), ...(target ? { target } : {}) };
}
