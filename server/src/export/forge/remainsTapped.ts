/**
 * "{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste for as long as ~ remains tapped." (611.2b: the effect ends
 * once the card untaps or leaves the battlefield) as Forge's scripts of it write it: the ability only remembers what it
 * changes (`RememberTargets$ True`, or `RememberAllPumped$ True` of all creatures), a static ability of the card changes
 * what it remembers, and the card's untapping forgets it (all 6 of Forge's scripts of such a pump).
 */
import type { AbilityEffect, Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params } from './stepContext.js';
import { NotScriptable } from './valid.js';
import { type FaceWriter, renderParams } from './writer.js';

/** The pump that lasts while the card remains tapped, when it is the ability's one step; undefined otherwise. */
function tappedPump(effect: AbilityEffect): Extract<Step, { do: 'pump' }> | undefined {
  const steps = effect.steps ?? [];
  const pump = steps.find((s) => s.do === 'pump' && s.duration === 'whileSelfTapped');
  if (!pump || pump.do !== 'pump') return undefined;
  if (steps.length !== 1) throw new NotScriptable('"for as long as ~ remains tapped" with other steps');
  return pump;
}

/**
 * The ability's effect as Forge writes it (the pump's changes left to the static ability) and the lines after it (the
 * static ability, the untap trigger); undefined when the ability has no such pump. `effects`: the step written as any
 * pump until end of turn.
 */
export function remainsTapped(effect: AbilityEffect, w: FaceWriter, effects: (steps: Step[]) => ForgeEffect[]): { effect: ForgeEffect; lines: string[] } | undefined {
  const pump = tappedPump(effect);
  if (!pump) return undefined;
  if (pump.rules?.length || pump.prevent || pump.forEach || typeof (pump.power ?? 0) !== 'number' || typeof (pump.toughness ?? 0) !== 'number') throw new NotScriptable('this change for as long as ~ remains tapped');
  const what = pump.what;
  const filter = what.ref === 'target' && what.max === 1 && what.min === 1 ? what.filter : what.ref === 'each' ? what.filter : undefined;
  if (!filter || !filter.alts.every((a) => a.noun === 'Creature') || filter.zone) throw new NotScriptable('what changes for as long as ~ remains tapped');
  // What the card remembers is the face's: another ability that remembers or forgets (an exile, a payment, a second such
  // pump) would mix its objects with these.
  const others = effect.ability.face.face.abilities.filter((a) => a !== effect.ability.ability);
  if (others.some((a) => /remains tapped|\bexile|\bpays?\b|for as long as/i.test(a.text))) throw new NotScriptable('"for as long as ~ remains tapped" beside another ability that remembers objects');
  const [written] = effects([{ ...pump, duration: 'turn' }]);
  const params: Params = written.params.filter(([k]) => k !== 'NumAtt' && k !== 'NumDef' && k !== 'KW');
  params.push(what.ref === 'target' ? ['RememberTargets', 'True'] : ['RememberAllPumped', 'True']);
  const change: Params = [['Mode', 'Continuous'], ['Affected', 'Creature.IsRemembered']];
  if (pump.power) change.push(['AddPower', String(pump.power)]);
  if (pump.toughness) change.push(['AddToughness', String(pump.toughness)]);
  if (pump.keywords.length > 0) change.push(['AddKeyword', pump.keywords.join(' & ')]);
  const forget = w.svar('ClearRemembered', 'DB$ Cleanup | ClearRemembered$ True');
  return {
    effect: { api: written.api, params },
    lines: [`S:${renderParams(change)}`, `T:${renderParams([['Mode', 'Untaps'], ['ValidCard', 'Card.Self'], ['TriggerZones', 'Battlefield'], ['Execute', forget], ['Static', 'True']])}`],
  };
}
