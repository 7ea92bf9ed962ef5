/**
 * Overload (702.96): the spell cast for its overload cost, every "target" in its text replaced with "each" (702.96b).
 * Forge's scripts write it as a second spell ability of the card — the same effect on every such object, at the overload
 * cost, marked `NonBasicSpell$ True` (as all 8 of them) — and no keyword line.
 */
import type { AbilityEffect, Ref, Step } from '../../language/effects/types.js';
import { abilityLines, type FaceInfo } from './abilities.js';
import { NotScriptable } from './valid.js';
import type { FaceWriter } from './writer.js';

/** A value with every target in it made "each" object of the target's kind; `changed` counts the targets replaced. */
function eachInstead<T>(value: T, changed: { n: number }): T {
  if (Array.isArray(value)) return value.map((v) => eachInstead(v, changed)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = value as unknown as Ref;
  if (ref.ref === 'target') {
    changed.n++;
    return { ref: 'each', filter: { ...ref.filter, plural: undefined } } as T;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, eachInstead(v, changed)])) as T;
}

/** The overloaded spell ability of an instant's or sorcery's `Overload {cost}` keyword, or NotScriptable. */
export function overloadLines(keyword: AbilityEffect, chain: AbilityEffect[], face: FaceInfo, w: FaceWriter, enchantNoun: string): string[] {
  const spells = chain.filter((e) => e.kind === 'spell' && !e.nothing);
  const [spell] = spells;
  const mana = keyword.keyword?.mana;
  if (spells.length !== 1 || spell.unknown || spell.modes || !spell.steps?.length || spell.additionalCost || !mana) throw new NotScriptable('overload of a spell cardtext cannot script');
  const changed = { n: 0 };
  const steps: Step[] = eachInstead(spell.steps, changed);
  if (changed.n === 0) throw new NotScriptable('overload of a spell with no target');
  const lines = abilityLines({ ...spell, steps }, { ...face, cost: mana, hasCost: true }, w, enchantNoun);
  if (lines.length === 0 || !lines[0].startsWith('A:SP$')) throw new NotScriptable('overload of a spell cardtext cannot script');
  // Shown in Forge as its scripts show it: "Overload {2}{R}" and the text with "each" for "target".
  const head = lines[0].replace(/ \| SpellDescription\$ (.*)$/, (_, d: string) => ` | NonBasicSpell$ True | PrecostDesc$ Overload | CostDesc$ ${mana.map((s) => `{${s}}`).join('')} | SpellDescription$ ${d.replace(/\btarget\b/g, 'each').replace(/\bTarget\b/g, 'Each')}`);
  return [head, ...lines.slice(1)];
}
