/**
 * "{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste for as long as ~ remains tapped." (611.2b: the effect ends
 * once the card untaps or leaves the battlefield) as Forge's scripts of it write it: the ability only remembers what it
 * changes (`RememberTargets$ True`, or `RememberAllPumped$ True` of all creatures), a static ability of the card changes
 * what it remembers, and the card's untapping forgets it (all 6 of Forge's scripts of such a pump).
 */
import type { AbilityEffect, Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params } from './stepContext.js';
import { skipUntap } from '../../language/effects/objectSteps.js';
import { NotScriptable } from './valid.js';
import { type FaceWriter, renderParams } from './writer.js';

/**
 * The pump that lasts while the card remains tapped, when it is the ability's one step or follows the tapping of its own
 * target ("Tap target creature. It doesn't untap … for as long as ~ remains tapped."); undefined when there is none.
 */
function tappedPump(effect: AbilityEffect): { pump: Extract<Step, { do: 'pump' }>; tap?: Step } | undefined {
  const steps = effect.steps ?? [];
  const pump = steps.find((s) => s.do === 'pump' && s.duration === 'whileSelfTapped');
  if (!pump || pump.do !== 'pump') return undefined;
  const [tap] = steps;
  const tapped = steps.length === 2 && tap.do === 'tap' && tap.what.ref === 'target' && pump.what.ref === 'target' && tap.what.id === pump.what.id;
  if (steps.length !== 1 && !tapped) throw new NotScriptable('"for as long as ~ remains tapped" with other steps');
  return { pump, tap: tapped ? tap : undefined };
}

/**
 * "Tap target creature. It doesn't untap during its controller's untap step for as long as ~ remains tapped.": the tap
 * remembers what it tapped (`RememberTapped$ True | AlwaysRemember$ True`, all 7 of Forge's scripts of it). What the static
 * ability affects, its scripts name by the target's kind: `Creature.IsRemembered` for a creature (2 of 3), `Card` for a
 * target of several kinds (its one script); of a land (`Land` 1, `Card` 1) and an artifact (its one script says
 * `Creature`) they disagree, and those are not written yet.
 */
function untapsNot(tap: Step, pump: Extract<Step, { do: 'pump' }>, effects: (steps: Step[]) => ForgeEffect[]): { effect: ForgeEffect; change: Params } {
  if (pump.power || pump.toughness || pump.keywords.length > 0 || pump.rules?.length !== 1 || pump.rules[0] !== skipUntap || pump.what.ref !== 'target') throw new NotScriptable('this change of a tapped target for as long as ~ remains tapped');
  const nouns = new Set(pump.what.filter.alts.map((a) => a.noun));
  const affected = nouns.size > 1 ? 'Card' : nouns.has('Creature') ? 'Creature' : undefined;
  if (!affected) throw new NotScriptable('a land or an artifact that doesn\'t untap for as long as ~ remains tapped (Forge\'s scripts name it two ways; not written yet)');
  const [written] = effects([tap]);
  return {
    effect: { api: written.api, params: [...written.params, ['RememberTapped', 'True'], ['AlwaysRemember', 'True']] },
    change: [['Mode', 'Continuous'], ['Affected', `${affected}.IsRemembered`], ['AddHiddenKeyword', skipUntap]],
  };
}

/**
 * The ability's effect as Forge writes it (the pump's changes left to the static ability) and the lines after it (the
 * static ability, the untap trigger); undefined when the ability has no such pump. `effects`: the step written as any
 * pump until end of turn.
 */
export function remainsTapped(effect: AbilityEffect, w: FaceWriter, effects: (steps: Step[]) => ForgeEffect[]): { effect: ForgeEffect; lines: string[] } | undefined {
  const found = tappedPump(effect);
  if (!found) return undefined;
  const { pump, tap } = found;
  // 611.2b: the effect lasts only while the card is tapped, so the ability must tap it ({T}); else it would hold its
  // object until the card next untaps.
  const ability = effect.ability.ability;
  if (!('cost' in ability) || !ability.cost?.parts.some((p) => p.partKind === 'tap')) throw new NotScriptable('"for as long as ~ remains tapped" of an ability that does not tap ~');
  // What the card remembers is the face's: any other activated or triggered ability might remember or forget objects too
  // (an exile, a payment, a chosen source) and mix them with these; only keywords and static abilities may stand beside it.
  const others = effect.ability.face.face.abilities.filter((a) => a !== ability);
  if (others.some((a) => a.abilityKind !== 'keyword' && a.abilityKind !== 'static')) throw new NotScriptable('"for as long as ~ remains tapped" beside another activated or triggered ability (what each remembers would mix)');
  const forget = (): string => w.svar('ClearRemembered', 'DB$ Cleanup | ClearRemembered$ True');
  const untap = (): string => `T:${renderParams([['Mode', 'Untaps'], ['ValidCard', 'Card.Self'], ['TriggerZones', 'Battlefield'], ['Execute', forget()], ['Static', 'True']])}`;
  if (tap) {
    const held = untapsNot(tap, pump, effects);
    return { effect: held.effect, lines: [`S:${renderParams(held.change)}`, untap()] };
  }
  if (pump.rules?.length || pump.prevent || pump.forEach || typeof (pump.power ?? 0) !== 'number' || typeof (pump.toughness ?? 0) !== 'number') throw new NotScriptable('this change for as long as ~ remains tapped');
  const what = pump.what;
  const filter = what.ref === 'target' && what.max === 1 && what.min === 1 ? what.filter : what.ref === 'each' ? what.filter : undefined;
  if (!filter || !filter.alts.every((a) => a.noun === 'Creature') || filter.zone) throw new NotScriptable('what changes for as long as ~ remains tapped');
  const [written] = effects([{ ...pump, duration: 'turn' }]);
  const params: Params = written.params.filter(([k]) => k !== 'NumAtt' && k !== 'NumDef' && k !== 'KW');
  params.push(what.ref === 'target' ? ['RememberTargets', 'True'] : ['RememberAllPumped', 'True']);
  const change: Params = [['Mode', 'Continuous'], ['Affected', 'Creature.IsRemembered']];
  if (pump.power) change.push(['AddPower', String(pump.power)]);
  if (pump.toughness) change.push(['AddToughness', String(pump.toughness)]);
  if (pump.keywords.length > 0) change.push(['AddKeyword', pump.keywords.join(' & ')]);
  return { effect: { api: written.api, params }, lines: [`S:${renderParams(change)}`, untap()] };
}
