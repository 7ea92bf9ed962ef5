/**
 * The conditions of one step as Forge's scripts write them on its effect: a spell's kicker (`Condition$ Kicked`), what you
 * control (`ConditionPresent$ Wizard.YouCtrl | ConditionCompare$ GE1`), counters on the card itself or on the enchanted
 * creature (`ConditionPresent$ Card.Self+counters_EQ0_DEPLETION`, `ConditionCheckSVar$` of `Enchanted$CardCounters.P1P1`),
 * the game's state (`ConditionPlayerTurn$ True`, `Condition$ Threshold`, a count: `ConditionCheckSVar$ X`).
 */
import type { Step, StepState } from '../../language/effects/types.js';
import { forgeCounter } from './counters.js';
import { insteadParams } from './insteadConditions.js';
import { colorWords, type Params, type StepContext } from './stepContext.js';
import { namesTarget, targetsIn } from './stepParams.js';
import { isMetalcraft, yoursParams } from './staticConditions.js';
import { NotScriptable, validOf } from './valid.js';

/** The parameters of a step's conditions; `first`: the step is the ability's first; `before`: the ability's steps before it. */
export function stepConditionParams(s: Step, first: boolean, ctx: StepContext, before: Step[] = []): Params {
  const p: Params = [];
  if (s.ifKicked) {
    // A spell's own kicker (Forge's `Condition$ Kicked`, as its scripts write it); a target the step would choose only
    // when kicked is not written (Forge's scripts count such targets instead: `TargetMin$ X` of `Count$Kicked.1.0`).
    if (!ctx.inSpell) throw new NotScriptable('"if ~ was kicked" outside a spell');
    const kicked = kickedCondition(s, ctx);
    // Of one of two kicker costs, a target a step before chose ("it deals X damage to that creature's controller") is chosen
    // either way, as Forge's one script of it (`Defined$ TargetedController | Condition$ Kicked 1`); of a plain kicker, a step
    // on a target is not written yet (measured, Forge's one such script differs around it).
    if (namesTarget(s) && !(kicked !== 'Kicked' && targetsChosenBefore(s, before))) throw new NotScriptable('a target chosen only if the spell was kicked');
    p.push(['Condition', kicked]);
  }
  if (s.ifCountersOn) {
    // "Then if it has three or more +1/+1 counters on it": of the enchanted creature, a count of them (all 3 of Forge's
    // scripts of it: `Enchanted$CardCounters.P1P1`); of another object, not written.
    if (s.ifCountersOn.what.ref !== 'enchanted') throw new NotScriptable('a condition on the counters of an object other than the enchanted creature');
    p.push(['ConditionCheckSVar', ctx.svar('EnchantedCounters', `Enchanted$CardCounters.${forgeCounter(s.ifCountersOn.counter)}`)], ['ConditionSVarCompare', `GE${s.ifCountersOn.atLeast}`]);
  }
  // "If there are no depletion counters on ~, sacrifice it.": the card itself without such counters, as Forge's scripts
  // of it (`ConditionPresent$ Card.Self+counters_EQ0_DEPLETION`, 6 of 6).
  // "Put a +1/+1 counter on equipped creature if it's blue.": the equipped creature of that colour, as all 4 of Forge's scripts
  // of it write it (`ConditionDefined$ Equipped | ConditionPresent$ Creature.Blue | ConditionCompare$ EQ1`).
  if (s.ifItsColor) {
    if (s.ifItsColor.what.ref !== 'equipped') throw new NotScriptable('"if it\'s <colour>" of an object other than the equipped creature');
    p.push(['ConditionDefined', 'Equipped'], ['ConditionPresent', `Creature.${colorWords[s.ifItsColor.color]}`], ['ConditionCompare', 'EQ1']);
  }
  // "If you can't, sacrifice ~.": nothing sacrificed by the step before (it remembers what it sacrificed), as 3 of Forge's 5
  // scripts of it write it (`ConditionCheckSVar$ X | ConditionSVarCompare$ LT1` of `Remembered$Amount`; 2 write EQ0).
  if (s.ifNoneSacrificed) p.push(['ConditionCheckSVar', ctx.svar('X', 'Remembered$Amount')], ['ConditionSVarCompare', 'LT1']);
  if (s.ifThatIs) p.push(...thatIsParams(s, before));
  if (s.ifNoCountersOnSelf) p.push(['ConditionPresent', `Card.Self+counters_EQ0_${forgeCounter(s.ifNoCountersOnSelf)}`]);
  // "Metalcraft — If you control three or more artifacts, exile that creature." on a spell: the engine's own metalcraft test
  // (`Condition$ Metalcraft`), as Forge's one script of it on a spell's step (a trigger's step counts them, GE3).
  if (s.ifYouControl && ctx.inSpell && isMetalcraft(s.ifYouControl)) p.push(['Condition', 'Metalcraft']);
  else if (s.ifYouControl) {
    // "If you control a Wizard, draw a card.": Forge's `ConditionPresent$ Wizard.YouCtrl | ConditionCompare$ GE1`, as its
    // scripts of it write it (EQ0 for "no", GE3 for "three or more").
    // A trigger's first step whose condition is said after it ("draw a card if you control a creature with …"): both of
    // Forge's scripts of it with "a" leave GE1 unsaid, whose the creature is first (`Creature.YouCtrl+powerGE5`).
    const trailingOne = ctx.inTrigger && first && s.ifYouControl.compare === 'GE' && s.ifYouControl.count === 1;
    const yoursFirst = { ...s.ifYouControl.youControl, alts: s.ifYouControl.youControl.alts.map((a) => ({ ...a, props: [...a.props.filter((x) => x.is === 'controller'), ...a.props.filter((x) => x.is !== 'controller')] })) };
    // Whose the creature is before its power (`Creature.YouCtrl+powerGE4`), as all 8 of Forge's scripts with both write it.
    const stat = s.ifYouControl.youControl.alts.some((a) => a.props.some((x) => x.is === 'stat'));
    p.push(['ConditionPresent', validOf(trailingOne || stat ? yoursFirst : s.ifYouControl.youControl)]);
    if (!trailingOne) p.push(['ConditionCompare', `${s.ifYouControl.compare}${s.ifYouControl.count}`]);
  }
  if (s.ifState) p.push(...stateParams(s.ifState, ctx));
  if (s.instead) p.push(...insteadParams(s.instead, ctx));
  return p;
}

/**
 * A spell's addendum as all 7 of Forge's scripts of it (its main phases, and the spell cast rather than copied:
 * `ConditionDefined$ Self | ConditionPresent$ Card.wasCast`); your graveyard, hand or life as a static ability's "as long
 * as" writes it, on the step (`Condition$ Threshold`, as Forge's 3 scripts of a threshold step; `ConditionCheckSVar$ X |
 * ConditionSVarCompare$ GE2` of spell mastery's count, as all of Forge's scripts of it).
 */
function stateParams(a: StepState, ctx: StepContext): Params {
  if ('castFromGraveyard' in a) throw new NotScriptable('"if this spell was cast from a graveyard" on a step (not written yet)');
  if ('castInMainPhase' in a) {
    if (!ctx.inSpell) throw new NotScriptable('"if you cast this spell during your main phase" outside a spell');
    return [['ConditionPlayerTurn', 'True'], ['ConditionPhases', 'Main1,Main2'], ['ConditionDefined', 'Self'], ['ConditionPresent', 'Card.wasCast']];
  }
  // "If you revealed a Dragon card or controlled a Dragon as you cast this spell, …": Forge's `Presence$ Dragon` on the
  // step (as its scripts of such a step write it).
  if ('presence' in a) {
    if (!ctx.inSpell) throw new NotScriptable('"if you revealed … as you cast this spell" outside a spell');
    return [['Presence', a.presence]];
  }
  // "If it's your turn, scry 2.": Forge's scripts of it write `ConditionPlayerTurn$ True` (3 of 3), but measured, the form
  // adds 1 equivalent and 1 wrong ability (the other step of its second card, a token, spelled otherwise): not written yet.
  if ('turn' in a) throw new NotScriptable('"if it\'s your turn" on a step (not written yet)');
  if (!('yours' in a)) throw new NotScriptable('this condition on a step (not written yet)');
  return yoursParams(a, ctx).map(([key, value]): [string, string] => {
    // Forge's engine tests of a step's `Condition$` (Hellbent and fateful hour are not among them).
    if (key === 'Condition' && !['Threshold', 'Delirium'].includes(value)) throw new NotScriptable(`"${value}" as a step's condition`);
    return [key === 'CheckSVar' ? 'ConditionCheckSVar' : key === 'SVarCompare' ? 'ConditionSVarCompare' : key, value];
  });
}

/**
 * "If this spell was kicked with its {2}{R} kicker": which of the keyword's two costs (`Kicked 1`, as Forge's one script of
 * it); of a single kicker cost, plain `Kicked` (that cost is the only one).
 */
function kickedCondition(s: Step, ctx: StepContext): string {
  if (!s.ifKickedWith) return 'Kicked';
  if (!ctx.kickers) throw new NotScriptable('"kicked with its … kicker" of a card without one Kicker keyword (none, or two on lines of their own): not written yet');
  const which = ctx.kickers.findIndex((k) => k.join(' ') === s.ifKickedWith!.join(' ')) + 1;
  if (which === 0) throw new NotScriptable('"kicked with its … kicker" of a cost the card\'s Kicker keyword does not have');
  return ctx.kickers.length > 1 ? `Kicked ${which}` : 'Kicked';
}

/** True if every target the step names (by its id) is one a step before it named too. */
function targetsChosenBefore(s: Step, before: Step[]): boolean {
  const earlier = targetsIn(before);
  return [...targetsIn(s).keys()].every((id) => earlier.has(id));
}

/** Steps that take their object away from the battlefield (or from the stack): what they act on is a new object after (400.7). */
const removing = new Set<Step['do']>(['destroy', 'exile', 'sacrifice', 'bounce', 'putOnLibrary', 'shuffleIntoLibrary', 'flicker', 'return', 'counter']);

/**
 * "Destroy target land. If that land was a snow land, …": the target of that kind, as Forge's scripts of a target's type
 * or supertype write it (`ConditionDefined$ Targeted | ConditionPresent$ Land.Snow | ConditionCompare$ EQ1`, 4 of 4);
 * "If that permanent was a Nissa planeswalker": without the compare, as both of Forge's scripts of it.
 */
function thatIsParams(s: Step, before: Step[]): Params {
  const that = s.ifThatIs!;
  // Forge's `Targeted` is the targets of the nearest ability of the chain that targets, the step's own first: written only
  // when that is the step that chose this target, and no other.
  const chosen = new Set<number>();
  const chooses = [...before, s].map((step) => [...targetsIn(step).keys()].filter((id) => !chosen.has(id) && (chosen.add(id), true)));
  const nearest = chooses.filter((ids) => ids.length > 0).pop() ?? [];
  if (that.what.ref !== 'target' || nearest.length !== 1 || nearest[0] !== that.what.id) throw new NotScriptable('"if that … is …" after (or of a step choosing) another target (Forge\'s `Targeted` would name that one)');
  // "If that creature was a Human" (of a creature that died): Forge's scripts count its last known information instead
  // (`TargetedLKI$Valid Creature.Human`, 2 of 3 of them): not written yet.
  if (that.was && that.is.alts[0].noun === 'Creature') throw new NotScriptable('"if that creature was …" (Forge\'s scripts count its last known information): not written yet');
  // "Destroy target creature. If that creature is a Spirit, …": the target has left (a new object, 400.7), what it is now
  // is not what the text asks (its last known information, 608.2h): not written.
  const what = that.what;
  const removed = before.some((b) => removing.has(b.do) && 'what' in b && b.what.ref === 'target' && b.what.id === what.id);
  if (removed && !that.was) throw new NotScriptable('"if that … is …" of a target a step before took away (its last known information): not written');
  return [['ConditionDefined', 'Targeted'], ['ConditionPresent', validOf(that.is)], ...(that.permanent ? [] : [['ConditionCompare', 'EQ1'] as [string, string]])];
}
