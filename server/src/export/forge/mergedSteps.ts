/**
 * Steps of the effect model that Forge's scripts write as one effect: a pump with a damage shield or a blocking
 * requirement, an animation with one, gaining control with untapping and haste (Threaten).
 */
import { mustBeBlocked, mustBeBlockedIfAble } from '../../language/effects/objectSteps.js';
import { isConditional } from '../../language/effects/stepConditionKeys.js';
import type { Ref, Step } from '../../language/effects/types.js';

/** A step with what Forge writes into its one effect: `GainControl`'s `Untap$ True` and `AddKWs$`, `Animate`'s `HiddenKeywords$`. */
export type ControlStep = Step & { untap?: boolean; haste?: string[]; hidden?: string[]; atEndStep?: 'Destroy' | 'Exile' | 'Sacrifice' };

/**
 * Steps Forge writes as one. A pump and then a damage shield (or the blockers' requirement) on the same object: one
 * `Pump`; an animation and then "it must be blocked this turn if able": one `Animate`. Threaten: gain control until end
 * of turn and untap it — in either order ("Untap target creature and gain control of it", 7 of 7 such
 * scripts of Forge's) — and it gains haste: one `GainControl` with `Untap$`/`AddKWs$`. The model's steps are left as
 * they are (copies carry the flags).
 */
export function merged(steps: Step[]): ControlStep[] {
  // "it" and "that creature" name the target again: the same target, though perhaps not the same object of the model.
  const same = (a: Ref, b: Ref) => a === b || (a.ref === 'target' && b.ref === 'target' && a.id === b.id);
  // Steps folded into one must say nothing of their own that the other would lose or take on ("you may", "unless …", a
  // condition: "If that creature is a Spirit, untap it." after gaining control would untap it always).
  const plain = (x: Step) => !x.optional && !x.unless && !isConditional(x) && !x.instead;
  const out: ControlStep[] = [];
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    const next = plain(s) ? steps[i + 1] : undefined;
    // "~ gets +3/+0 until end of turn. Destroy ~ at the beginning of the next end step.": one Pump of the card itself, with
    // what becomes of it then (`AtEOT$ Destroy`, as Forge's scripts of it).
    if (s.do === 'pump' && s.what.ref === 'self' && s.duration === 'turn' && next && plain(next) && next.delayed === 'nextEndStep'
      && (next.do === 'destroy' || next.do === 'exile' || next.do === 'sacrifice') && next.what.ref === 'self') {
      out.push({ ...s, atEndStep: next.do === 'destroy' ? 'Destroy' : next.do === 'exile' ? 'Exile' : 'Sacrifice' });
      i++;
      continue;
    }
    // "Target creature gains flying until end of turn. Prevent all damage that would be dealt to it this turn.": one Pump.
    if (s.do === 'pump' && next?.do === 'pump' && !s.prevent && next.prevent && plain(next) && same(next.what, s.what) && next.duration === s.duration
      && next.power === undefined && next.toughness === undefined && next.keywords.length === 0 && !next.rules?.length) {
      out.push({ ...s, prevent: next.prevent });
      i++;
      continue;
    }
    // "Target creature gets +3/+3 until end of turn. All creatures able to block it this turn do so." (or "It must be
    // blocked this turn if able."): one Pump with the blockers' requirement among its keywords (as Forge's scripts of it).
    if (s.do === 'pump' && next?.do === 'pump' && !s.prevent && !s.rules?.length && plain(next) && same(next.what, s.what) && next.duration === 'turn' && s.duration === 'turn'
      && next.power === undefined && next.toughness === undefined && next.keywords.length === 0 && !next.prevent && next.rules?.length === 1 && (next.rules[0] === mustBeBlocked || next.rules[0] === mustBeBlockedIfAble)) {
      out.push({ ...s, rules: next.rules });
      i++;
      continue;
    }
    // "… becomes a 4/4 Elemental creature with haste until end of turn. It must be blocked this turn if able.": one Animate
    // with the requirement among its hidden keywords (as Forge's script of it); so "~ has base power and toughness 3/3
    // until end of turn and can't be blocked this turn" (`HiddenKeywords$ Unblockable`, Forge's one script of it).
    if (s.do === 'animate' && next?.do === 'pump' && s.duration === 'turn' && plain(next) && same(next.what, s.what) && next.duration === 'turn'
      && next.power === undefined && next.toughness === undefined && next.keywords.length === 0 && !next.prevent && next.rules?.length === 1
      && (next.rules[0] === mustBeBlockedIfAble || (s.types.length === 0 && s.what.ref === 'self' && next.rules[0] === 'Unblockable'))) {
      out.push({ ...s, hidden: next.rules });
      i++;
      continue;
    }
    let control: (Extract<Step, { do: 'gainControl' }> & ControlStep) | undefined;
    if (s.do === 'gainControl' && next?.do === 'untap' && plain(next) && same(next.what, s.what)) control = { ...s, untap: true };
    else if (s.do === 'untap' && next?.do === 'gainControl' && plain(next) && same(next.what, s.what)) control = { ...next, untap: true };
    if (!control) {
      out.push(s);
      continue;
    }
    i++;
    const haste = steps[i + 1];
    // Forge's AddKWs$ last as long as the control: merged only for control until end of turn, and only a pump of keywords
    // (a shield, a restriction or a P/T change would be dropped).
    if (haste?.do === 'pump' && same(haste.what, control.what) && haste.power === undefined && haste.toughness === undefined && haste.duration === 'turn'
      && control.duration === 'turn' && haste.keywords.length > 0 && !haste.rules?.length && !haste.prevent && plain(haste)) {
      control.haste = haste.keywords;
      i++;
    }
    out.push(control);
  }
  return out;
}
