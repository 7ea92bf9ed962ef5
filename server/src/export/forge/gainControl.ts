/**
 * "Gain control of …" as Forge's `GainControl`: whose it becomes (the player who controls the most of a kind) and for
 * how long (`LoseControl$`). What Forge cannot say exactly throws `NotScriptable`.
 */
import type { Step } from '../../language/effects/types.js';
import { mostControllingPlayer } from './mostControl.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { objectParams } from './stepParams.js';
import { isPlayerFilter, NotScriptable } from './valid.js';

/** A `gainControl` step as Forge's `GainControl`, its parameters added to `p` (the step's own, already begun). */
export function gainControlEffect(step: Extract<Step, { do: 'gainControl' }>, ctx: StepContext, p: Params): ForgeEffect {
  // "Gain control of all artifacts that player controls": Forge's `AllValid$`, which its scripts spell two ways (with
  // `NewController$ You` in 2 of them, without in 3): not written yet.
  if (step.what.ref === 'each' && !isPlayerFilter(step.what.filter)) throw new NotScriptable('gaining control of every object of a kind (not written yet: Forge\'s scripts of it spell it two ways, with and without NewController$ You)');
  objectParams(step.what, ctx, p);
  if (step.toMost) p.push(['NewController', mostControllingPlayer(step.toMost, ctx)]);
  if (step.duration === 'turn') p.push(['LoseControl', 'EOT']);
  // Control lost once the card untaps, leaves the battlefield or changes controller, as all 5 of Forge's scripts of it.
  // A card untapped as the effect would begin makes it do nothing (611.2b), as in Forge (its GainControl returns early
  // with `Untap` and the card untapped). Written only where {T} is the ability's cost, the only kind Forge's scripts have.
  else if (step.duration === 'whileControlledAndTapped') {
    if (!ctx.costTapped) throw new NotScriptable('control for as long as the card remains tapped, outside an ability that taps it');
    p.push(['LoseControl', 'Untap,LeavesPlay,LoseControl']);
  }
  // "… for as long as you control ~" in a triggered ability: control lost once the card leaves the battlefield or
  // changes controller (`LeavesPlay,LoseControl`, as Forge's scripts of such triggers: 2 of 4; the other 2,
  // `LoseControl,LeavesPlay`, an unblocked attacker's and an end of combat's gain of every blocker, are not written).
  // Of an activated ability, not written yet: its scripts list the two conditions two ways (2 of 3 as above); measured,
  // +1 equivalent and +2 wrong (that order, a target's `Vampire` spelled `Creature.Vampire`). Of a trigger that does
  // not trigger from the battlefield (a cast trigger: the spell is yours on the stack), not written: Forge's
  // GainControl does nothing while the card is off the battlefield.
  else if (step.duration === 'whileControlled') {
    if (ctx.inSpell) throw new NotScriptable('control for as long as you control the card, in a spell (not written yet)');
    if (!ctx.inTrigger) throw new NotScriptable('control for as long as you control the card, in an activated ability (not written yet: Forge lists its conditions two ways)');
    if (ctx.selfOffBattlefield) throw new NotScriptable('control for as long as you control the card, in a trigger of the card off the battlefield (Forge\'s GainControl does nothing there)');
    p.push(['LoseControl', 'LeavesPlay,LoseControl']);
  }
  // "… for as long as ~ remains on the battlefield": control lost once the card leaves it (`LeavesPlay`, as both of
  // Forge's scripts of it). A spell is never on the battlefield: not written.
  else if (step.duration === 'untilLeaves') {
    if (ctx.inSpell) throw new NotScriptable('control for as long as a spell remains on the battlefield');
    p.push(['LoseControl', 'LeavesPlay']);
  }
  else if (step.duration !== 'permanent') throw new NotScriptable('control for another duration');
  return { api: 'GainControl', params: p };
}
