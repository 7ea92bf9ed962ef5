/**
 * The conditions of one step as Forge's scripts write them on its effect: a spell's kicker (`Condition$ Kicked`), what you
 * control (`ConditionPresent$ Wizard.YouCtrl | ConditionCompare$ GE1`), counters on the card itself or on the enchanted
 * creature (`ConditionPresent$ Card.Self+counters_EQ0_DEPLETION`, `ConditionCheckSVar$` of `Enchanted$CardCounters.P1P1`).
 */
import type { Step } from '../../language/effects/types.js';
import { forgeCounter } from './counters.js';
import type { Params, StepContext } from './stepContext.js';
import { namesTarget } from './stepParams.js';
import { NotScriptable, validOf } from './valid.js';

/** The parameters of a step's conditions; `first`: the step is the ability's first. */
export function stepConditionParams(s: Step, first: boolean, ctx: StepContext): Params {
  const p: Params = [];
  if (s.ifKicked) {
    // A spell's own kicker (Forge's `Condition$ Kicked`, as its scripts write it); a target the step would choose only
    // when kicked is not written (Forge's scripts count such targets instead: `TargetMin$ X` of `Count$Kicked.1.0`).
    if (!ctx.inSpell) throw new NotScriptable('"if ~ was kicked" outside a spell');
    if (namesTarget(s)) throw new NotScriptable('a target chosen only if the spell was kicked');
    p.push(['Condition', 'Kicked']);
  }
  if (s.ifCountersOn) {
    // "Then if it has three or more +1/+1 counters on it": of the enchanted creature, a count of them (all 3 of Forge's
    // scripts of it: `Enchanted$CardCounters.P1P1`); of another object, not written.
    if (s.ifCountersOn.what.ref !== 'enchanted') throw new NotScriptable('a condition on the counters of an object other than the enchanted creature');
    p.push(['ConditionCheckSVar', ctx.svar('EnchantedCounters', `Enchanted$CardCounters.${forgeCounter(s.ifCountersOn.counter)}`)], ['ConditionSVarCompare', `GE${s.ifCountersOn.atLeast}`]);
  }
  // "If there are no depletion counters on ~, sacrifice it.": the card itself without such counters, as Forge's scripts
  // of it (`ConditionPresent$ Card.Self+counters_EQ0_DEPLETION`, 6 of 6).
  if (s.ifNoCountersOnSelf) p.push(['ConditionPresent', `Card.Self+counters_EQ0_${forgeCounter(s.ifNoCountersOnSelf)}`]);
  if (s.ifYouControl) {
    // "If you control a Wizard, draw a card.": Forge's `ConditionPresent$ Wizard.YouCtrl | ConditionCompare$ GE1`, as its
    // scripts of it write it (EQ0 for "no", GE3 for "three or more").
    // A trigger's first step whose condition is said after it ("draw a card if you control a creature with …"): both of
    // Forge's scripts of it with "a" leave GE1 unsaid, whose the creature is first (`Creature.YouCtrl+powerGE5`).
    const trailingOne = ctx.inTrigger && first && s.ifYouControl.compare === 'GE' && s.ifYouControl.count === 1;
    const yoursFirst = { ...s.ifYouControl.youControl, alts: s.ifYouControl.youControl.alts.map((a) => ({ ...a, props: [...a.props.filter((x) => x.is === 'controller'), ...a.props.filter((x) => x.is !== 'controller')] })) };
    if (trailingOne) p.push(['ConditionPresent', validOf(yoursFirst)]);
    else p.push(['ConditionPresent', validOf(s.ifYouControl.youControl)], ['ConditionCompare', `${s.ifYouControl.compare}${s.ifYouControl.count}`]);
  }
  return p;
}
