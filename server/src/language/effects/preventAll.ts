/**
 * "Prevent all (combat) damage …" of an object or of a group (615.1a): a shield the object has this turn, or a prevention
 * effect on every such object or player for the turn.
 */
import { readFilter } from './filters.js';
import { type ReadContext, readObjectRef } from './refs.js';
import type { Filter, Step } from './types.js';
import type { Cursor } from './words.js';

/** True of a step making the card itself a creature ("~ becomes a 6/6 … creature"), after which "him" / "her" is the card. */
export const makesSelfCreature = (s: Step | undefined): boolean => s?.do === 'animate' && s.what.ref === 'self' && s.types.includes('Creature');

/** A "Prevent all …" step: of a group, a Fog ("Prevent all combat damage that would be dealt this turn."), or one object's shield. */
export function readPreventAllStep(c: Cursor, ctx: ReadContext): Step | undefined {
  const group = readPreventAllGroup(c);
  if (group) return group;
  const at = c.mark();
  // "… this turn by target creature" after it is one object's shield (readPreventAll).
  if (c.take('prevent all combat damage that would be dealt this turn')) {
    if (c.atSentenceEnd || !c.at('by|to')) return { do: 'preventCombatDamage' };
    c.reset(at);
  }
  return readPreventAll(c, ctx);
}

/**
 * "Prevent all (combat) damage that would be dealt to / by / to and dealt by <object> this turn" (615.1a), and "Prevent all
 * (combat) damage <object> would deal this turn" (the damage it deals: the same shield as "dealt by").
 */
export function readPreventAll(c: Cursor, ctx: ReadContext): Step | undefined {
  const at = c.mark();
  // "Until your next turn, prevent all damage target permanent would deal." (611.2a: it lasts until your next turn begins).
  const untilYourNextTurn = c.take('until your next turn ,');
  if (!c.take('prevent all')) return c.reset(at), undefined;
  const combat = c.take('combat');
  if (!c.take('damage')) return c.reset(at), undefined;
  const saidDealt = c.take('that would be dealt');
  // "… that would be dealt this turn by target attacking creature": "this turn" said before the object.
  const turnFirst = saidDealt && !untilYourNextTurn && c.take('this turn');
  const dealt = !saidDealt ? 'would deal' : c.take('to and dealt by') ? 'toAndBy' : c.take('by') ? 'by' : c.take('to') ? 'to' : undefined;
  // "… to him this turn" right after "~ becomes a … creature" (the card itself, as in all of the corpus's forms of it);
  // "him" after a player, on a spell, an Aura or in a trigger is not read.
  const what = dealt && (dealt === 'to' && ctx.selfBecameCreature && (c.take('him') || c.take('her')) ? { ref: 'self' as const } : readObjectRef(c, ctx));
  // Of permanents only: Forge's shield is a keyword of a card, which a player given it ignores (a player's shield is an
  // Effect), and a spell's is a static ability of an Effect.
  const player = what && (what.ref === 'target' || what.ref === 'each') && (!!what.filter.zone || what.filter.alts.some((a) => ['Player', 'Opponent', 'Spell', 'Card', 'Source'].includes(a.noun)));
  if (!dealt || !what || player || !['target', 'self', 'enchanted', 'equipped', 'triggered'].includes(what.ref) || (what.ref === 'triggered' && what.what !== 'object')) return c.reset(at), undefined;
  // "… <object> would deal this turn": of a target only (Forge's 5 scripts of it); the card's own in a trigger, Forge's
  // one script of it writes without the `Defined$ Self` its other trigger pumps of the card have: not read yet.
  if (dealt === 'would deal' && what.ref !== 'target') return c.reset(at), undefined;
  if (dealt === 'would deal' && !c.take('would deal')) return c.reset(at), undefined;
  if (!untilYourNextTurn && !turnFirst && !c.take('this turn')) return c.reset(at), undefined;
  return { do: 'pump', what, keywords: [], duration: untilYourNextTurn ? 'untilYourNextTurn' : 'turn', prevent: { combat, dealt: dealt === 'would deal' ? 'by' : dealt } };
}

/** A plural group of permanents or players ("creatures you control", "attacking creatures", "players"): not cards in a
 * zone, spells or "sources" (which are any objects, 609.7). */
function readGroup(c: Cursor): Filter | undefined {
  const f = readFilter(c);
  return f && f.plural && !f.zone && f.alts.every((a) => !['Card', 'Spell', 'Source', 'Opponent'].includes(a.noun)) ? f : undefined;
}

/**
 * "Prevent all (combat) damage that would be dealt (this turn) to creatures you control / to you and creatures you control /
 * to players / by attacking creatures (this turn)" (615.1a): every such object or player, for the turn. "this turn" is
 * said once, before or after the group; "… to you this turn by creatures with flying" names both. "Prevent all damage
 * that creatures would deal (to players) this turn" is the same effect with the sources first.
 */
export function readPreventAllGroup(c: Cursor): Step | undefined {
  const at = c.mark();
  if (!c.take('prevent all')) return undefined;
  const combat = c.take('combat');
  if (!c.take('damage that')) return c.reset(at), undefined;
  const step: Extract<Step, { do: 'preventAll' }> = { do: 'preventAll', combat };
  if (!c.take('would be dealt')) {
    const by = readGroup(c);
    if (!by || by.alts.some((a) => a.noun === 'Player') || !c.take('would deal')) return c.reset(at), undefined;
    step.by = by;
    if (c.take('to') && !readTo(c, step)) return c.reset(at), undefined;
    return c.take('this turn') && c.atSentenceEnd ? step : (c.reset(at), undefined);
  }
  const turnFirst = c.take('this turn');
  if (c.take('to')) {
    if (!readTo(c, step)) return c.reset(at), undefined;
    if (!turnFirst && c.at('this turn by')) {
      c.take('this turn by');
      step.by = readGroup(c);
      if (!step.by || step.by.alts.some((a) => a.noun === 'Player')) return c.reset(at), undefined;
      return c.atSentenceEnd ? step : (c.reset(at), undefined);
    }
  } else if (c.take('by')) {
    step.by = readGroup(c);
    if (!step.by || step.by.alts.some((a) => a.noun === 'Player')) return c.reset(at), undefined;
  } else return c.reset(at), undefined;
  if (turnFirst === c.take('this turn') || !c.atSentenceEnd) return c.reset(at), undefined;
  return step;
}

/** After "to": `you`, `you and <group>`, `<group>` (the players or objects shielded); false if none is read. */
function readTo(c: Cursor, step: Extract<Step, { do: 'preventAll' }>): boolean {
  if (c.take('you')) step.toYou = true;
  if (!step.toYou || c.take('and')) {
    const group = readGroup(c);
    if (!group) return false;
    step.to = group;
  }
  return true;
}
