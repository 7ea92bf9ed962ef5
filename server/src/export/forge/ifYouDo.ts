/**
 * "If you do, …" after a trigger's "you may" step: when Forge's chain may say it without a condition. A trigger whose
 * first step is optional is asked first (`OptionalDecider$`); the steps after "if you do" are then the chain's own when
 * the optional step is always done once chosen — damage dealt to or life lost by the ability's only target (were that
 * target gone, the ability would do nothing at all, 608.2b). Forge's scripts of it write the chain so (`DB$ DealDamage | ValidTgts$
 * Creature | … | SubAbility$ DBPump`, 6 of the 6 of a permanent or player as the target). So too a draw: "you may draw a
 * card. If you do, discard a card" is `OptionalDecider$ You` and `DB$ Draw | SubAbility$ DBDiscard` in all 10 of Forge's
 * scripts of a trigger's "you may draw … If you do" (no condition, no card remembered).
 */
import type { Step, Trigger } from '../../language/effects/types.js';
import type { StepContext } from './stepContext.js';
import { namesTarget, targetsIn } from './stepParams.js';
import { NotScriptable } from './valid.js';

/** Throws unless step `i` of `all` ("if you do, …") can be written as a plain sub-ability of the trigger's chain. */
export function checkIfYouDo(all: Step[], i: number, ctx: StepContext): void {
  const [first] = all;
  const chained = i > 0 && !first.ifYouDo && all.slice(1, i + 1).every((s) => s.ifYouDo);
  // A card in a graveyard exiled or returned "if you do": Forge's scripts remember it and check (2 of 2), not written.
  const only = [...targetsIn(all).values()];
  const oneTarget = only.length === 1 && only[0].min === 1 && only[0].max === 1 && !only[0].filter.zone && namesTarget(first);
  // Only a step that is done whenever it is chosen and its target is legal: damage dealt, life lost. Tapping an untapped
  // target, untapping a tapped one or destroying an indestructible one may be chosen and not done (701.26, 702.12b).
  const alwaysDone = first.do === 'damage' || first.do === 'loseLife';
  // A draw is done whenever it is chosen (of a trigger whose own spelling is Forge's one way: see checkDrawIfYouDo).
  const drawn = first.do === 'draw';
  // Every step after the optional one is "if you do": Forge's `OptionalDecider$` asks once for the whole chain.
  const allAfter = all.slice(1).every((s) => s.ifYouDo);
  if (ctx.inTrigger && ctx.optional && chained && allAfter && ((oneTarget && alwaysDone) || drawn)) return;
  throw new NotScriptable('"if you do" after a "you may" step (not written yet)');
}

/**
 * Throws for a trigger's "you may draw … If you do, …" whose trigger Forge's scripts of it spell otherwise than ours: of
 * the card itself dying or leaving the battlefield, in any words ("When ~ dies", "~ or another creature dies", "enters or
 * leaves", "When you sacrifice ~": who decides, Forge's scripts say two ways: `TriggeredCardController` in 15 of 31,
 * `You` in 16), of the equipped or enchanted creature (`Creature.EquippedBy`, `Creature.AttachedBy`, `Card.AttachedBy`,
 * `Card.EquippedBy` in Forge's 8 scripts of an equipped creature's combat damage).
 */
export function checkDrawIfYouDo(trigger: Trigger, steps: Step[]): void {
  if (steps[0]?.do !== 'draw' || !steps[0].optional || !steps[1]?.ifYouDo) return;
  const self = selfLeaves(trigger);
  const attached = trigger.subject.ref === 'equipped' || trigger.subject.ref === 'enchanted';
  if (self || attached) throw new NotScriptable('"if you do" after "you may draw" of the card itself leaving the battlefield or of an equipped or enchanted creature (not written yet: Forge spells the trigger several ways)');
}

/** Whether the trigger's event may be the card itself leaving the battlefield (dying, sacrificed, or any other way). */
function selfLeaves(t: Trigger): boolean {
  if (t.orDies || t.orLeaves) return true;
  const itself = t.subject.ref === 'self' || t.orSelf === true;
  return itself && (t.event === 'dies' || t.event === 'leaves' || t.event === 'sacrificed');
}
