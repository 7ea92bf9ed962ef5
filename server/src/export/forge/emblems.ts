/**
 * "You get an emblem with "…"" (114.1) in Forge's words, as all 20 of Forge's scripts of a loyalty ability giving an
 * emblem write it: an effect in the command zone named after the card (`Name$ Emblem - <card>`, 19 of 20) that lasts the
 * whole game (`Duration$ Permanent`, 20 of 20), holding the emblem's abilities (`StaticAbilities$`, in SVars).
 */
import { describeContinuous } from '../../language/effects/describeContinuous.js';
import type { Continuous, Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';
import { renderParams } from './writer.js';
import { cantCastCaster, cantCastValid } from './staticRules.js';
import { eachAffected } from './staticAffected.js';

/** The parts of a continuous effect an emblem's static is written with; any other makes it unwritten. */
const written = new Set(['affected', 'power', 'toughness', 'keywords', 'rules']);

/** An emblem's continuous effect on objects as a static of the command zone (`EffectZone$ Command | AffectedZone$ Battlefield`). */
function emblemStatic(c: Continuous, desc: string): string {
  if (c.cantCast) return emblemCantCast(c, desc);
  const extra = Object.entries(c).some(([k, v]) => !written.has(k) && v !== undefined);
  // A player's untap limit: of players, no zone (`Affected$ Player.Opponent`, Forge's one script of an emblem of it), its
  // players named as a card's own static names them.
  const untapLimit = c.keywords.length === 1 && c.keywords[0].startsWith('UntapAdjust:') && c.power === undefined && c.toughness === undefined && c.rules.length === 0;
  if (untapLimit && !extra && c.affected.ref === 'each' && c.affected.filter.alts.every((a) => a.noun === 'Player' || a.noun === 'Opponent')) {
    return `Mode$ Continuous | EffectZone$ Command | Affected$ ${eachAffected(c, c.affected.filter)} | AddKeyword$ ${c.keywords[0]} | Description$ ${desc}`;
  }
  if (extra || c.affected.ref !== 'each' || c.affected.filter.zone || c.rules.length > 0) throw new NotScriptable('an emblem\'s ability other than "get +N/+N" or keywords of objects you control');
  if (c.power === undefined && c.keywords.length === 0) throw new NotScriptable('an emblem\'s ability that does nothing Forge can say');
  const p: Params = [['EffectZone', 'Command'], ['Affected', validOf(c.affected.filter, true)], ['AffectedZone', 'Battlefield']];
  if (c.power) p.push(['AddPower', String(c.power)]);
  if (c.toughness) p.push(['AddToughness', String(c.toughness)]);
  if (c.keywords.length > 0) p.push(['AddKeyword', c.keywords.join(' & ')]);
  return `Mode$ Continuous | ${renderParams(p)} | Description$ ${desc}`;
}

/**
 * "Your opponents can't cast noncreature spells": a `CantBeCast` static of the command zone (`Caster$ Opponent`, `You`
 * for yours), as Forge's one script of an emblem of it and its 3 of a card's own (staticRules.ts) write it.
 */
function emblemCantCast(c: Continuous, desc: string): string {
  const extra = Object.entries(c).some(([k, v]) => !['affected', 'keywords', 'rules', 'cantCast'].includes(k) && v !== undefined);
  const caster = cantCastCaster(c.affected);
  if (extra || !caster || c.keywords.length > 0 || c.rules.length > 0 || c.cantCast!.duringYourTurn) throw new NotScriptable('an emblem\'s rule for spells other than "<players> can\'t cast <spells>"');
  return `Mode$ CantBeCast | ValidCard$ ${cantCastValid(c.cantCast!.spells)} | Caster$ ${caster} | EffectZone$ Command | Description$ ${desc}`;
}

/** The effect of an `emblem` step: only as a loyalty ability's own effect (the `A:` line), as Forge's scripts write it. */
export function emblemEffect(step: Extract<Step, { do: 'emblem' }>, ctx: StepContext): ForgeEffect {
  if (!ctx.top || !ctx.faceName) throw new NotScriptable('an emblem given by a sub-ability');
  const statics = step.continuous.map((c) => {
    const text = describeContinuous(c);
    return ctx.svar('STEmblem', emblemStatic(c, `${text[0].toUpperCase()}${text.slice(1)}.`));
  });
  // Forge's scripts mark an emblem that only grants keywords `Stackable$ False` (a second one adds nothing; 11 of the 20,
  // each of them such an emblem or a rule), and one that changes power or toughness not (each adds its own).
  const stackable: Params = step.continuous.every((c) => c.power === undefined && c.toughness === undefined) ? [['Stackable', 'False']] : [];
  return { api: 'Effect', params: [['Name', `Emblem - ${ctx.faceName}`], ['StaticAbilities', statics.join(',')], ...stackable, ['Duration', 'Permanent']] };
}
