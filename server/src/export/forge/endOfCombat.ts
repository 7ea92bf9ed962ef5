/**
 * "Destroy that creature at end of combat" (511.2: "at end of combat" abilities trigger as the end of combat step begins):
 * Forge's delayed trigger at EndCombat, for any player's combat (`ValidPlayer$ Player`, 30 of 34 of its scripts of it),
 * remembering the trigger's object ("that creature") as the ability resolves (`RememberObjects$ TriggeredAttacker`, named
 * `DelayTriggerRemembered` in the delayed step).
 */
import type { Step } from '../../language/effects/types.js';
import { describeStep } from '../../language/effects/describe.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { namesTarget } from './stepParams.js';
import { NotScriptable } from './valid.js';
import { renderParams } from './writer.js';

/** The delayed trigger of a step done at end of combat; `write` writes the step itself (steps.ts's writer). */
export function endOfCombatStep(step: Step, ctx: StepContext, write: (step: Step, ctx: StepContext) => ForgeEffect): ForgeEffect {
  const now: Step = { ...step, delayed: undefined };
  if (now.optional || now.unless || namesTarget(now)) throw new NotScriptable('a step at end of combat with a target or a choice');
  // Only a trigger's own ability remembers its object; elsewhere "that creature" would be unknown by then.
  const remembers = JSON.stringify(now).includes('"ref":"triggered"');
  // "Destroy ~ at end of combat" (of the card itself): the same delayed trigger, remembering nothing (all 5 of Forge's
  // scripts of destroying or sacrificing it). Its counters there: Forge's one script of it leaves `ValidPlayer$` out,
  // not written yet.
  if (!remembers && now.do === 'counters') throw new NotScriptable('counters put on the card itself at end of combat (not written yet)');
  if (remembers && (!ctx.inTrigger || !ctx.triggered)) throw new NotScriptable('a step at end of combat of an object the delayed trigger cannot remember');
  const counted: string[] = [];
  const inner = write(now, { ...ctx, triggered: 'DelayTriggerRemembered', top: false, inSub: true, svar: (base, value) => (counted.push(value), ctx.svar(base, value)) });
  const said = [renderParams(inner.params), ...counted].join(' | ').replace(/DelayTriggerRemembered/g, '');
  // What else the ability knew as it resolved (its player, X, the defending player) is not remembered: not written.
  if (/Triggered|Defending|xPaid|XChoice|ChosenX|Sacrificed|TriggerCount|AFLifeLost|Remembered|Imprinted|Targeted|LKI/.test(said)) {
    throw new NotScriptable('a step at end of combat of what the ability knew as it resolved');
  }
  const execute = ctx.svar('DBDelayed', `DB$ ${inner.api} | ${renderParams(inner.params)}`);
  const text = describeStep(now);
  return {
    api: 'DelayedTrigger',
    params: [
      ['Mode', 'Phase'], ['Phase', 'EndCombat'], ['ValidPlayer', 'Player'], ['Execute', execute],
      ...(remembers ? [['RememberObjects', ctx.triggered!] as [string, string]] : []),
      ['TriggerDescription', `${text.charAt(0).toUpperCase()}${text.slice(1)} at end of combat.`],
    ],
  };
}
