/**
 * "Flip a coin. If you win the flip, … If you lose the flip, …" in Forge's words: `FlipACoin` with the won flip's effects
 * in `WinSubAbility$` and the lost flip's in `LoseSubAbility$` (each a chain of `DB$` SVars), as all 8 of its spells' and
 * activated abilities' flips without targets write it.
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { namesTarget } from './stepParams.js';
import { NotScriptable } from './valid.js';
import { renderParams } from './writer.js';

type Flip = Extract<Step, { do: 'flipCoin' }>;

/** The effect of a `flipCoin` step; `effectsOf` writes each outcome's steps. */
export function coinFlipEffect(step: Flip, ctx: StepContext, effectsOf: (steps: Step[], ctx: StepContext) => ForgeEffect[]): ForgeEffect {
  // A triggered flip with only a won outcome: Forge's scripts of it name the flipper (`Defined$ You`, 2 of 2), those with a
  // lost outcome never do (6 of 6). Measured, the former: no equivalent gained, 2 wrong. Not written yet.
  if (ctx.inTrigger && !step.lose) throw new NotScriptable('a coin flip in a triggered ability (not written yet)');
  // Forge's scripts of a flip with a target choose it on the FlipACoin line (3 of 3), the outcome naming it `Targeted`:
  // measured, the 2 such abilities this would write (of the corpus's cards) differ from Forge's in the outcome's own
  // spelling (a pump of the target unsigned, `NumAtt$ 1`): 0 equivalent, 2 wrong. Not written yet.
  if (namesTarget(step)) throw new NotScriptable('a coin flip with a target (not written yet)');
  // A trigger's "you may flip a coin" makes the flip optional, not its outcomes: once flipped, a won flip's search finds a
  // card if one is there (701.23b), as with no "you may".
  const outcomeCtx: StepContext = { ...ctx, optional: undefined };
  const outcome = (steps: Step[]): string => outcomeChain(steps, outcomeCtx, (st, c) => effectsOf(st, c).map(hostBounced));
  const params: [string, string][] = [];
  if (step.win.length) params.push(['WinSubAbility', outcome(step.win)]);
  if (step.lose?.length) params.push(['LoseSubAbility', outcome(step.lose)]);
  return { api: 'FlipACoin', params };
}

/**
 * A flip's outcome returning the card itself to its owner's hand: Forge's scripts of it leave the card unnamed (2 of 2;
 * a `ChangeZone` without `Defined$` moves its host), where its other self-bounces name it half the time (14 of 30).
 */
function hostBounced(e: ForgeEffect): ForgeEffect {
  const is = (k: string, v: string): boolean => e.params.some(([pk, pv]) => pk === k && pv === v);
  if (e.api !== 'ChangeZone' || !is('Defined', 'Self') || !is('Origin', 'Battlefield') || !is('Destination', 'Hand') || e.params.length !== 3) return e;
  return { ...e, params: e.params.filter(([k]) => k !== 'Defined') };
}

/**
 * An outcome's steps (a won flip's or clash's) as a chain of `DB$` SVars, each naming the next as its sub-ability: the
 * name of its first SVar.
 */
export function outcomeChain(steps: Step[], ctx: StepContext, effectsOf: (steps: Step[], ctx: StepContext) => ForgeEffect[]): string {
  const effects = effectsOf(steps, { ...ctx, inSub: true, inMode: false, top: false });
  // The chain from its last effect back, each SVar naming the next one as its sub-ability.
  let next: string | undefined;
  for (const e of [...effects].reverse()) {
    const params = renderParams([...e.params, ...(next ? [['SubAbility', next] as [string, string]] : [])]);
    next = ctx.svar(`DB${e.api}`, `DB$ ${e.api}${params ? ` | ${params}` : ''}`);
  }
  return next!;
}

/**
 * The steps after a coin flip happen whatever the flip: Forge's scripts of it put them at the end of both outcomes (2 of 2,
 * `WinSubAbility$ Pump > Draw`, `LoseSubAbility$ Draw`). Steps with no flip come back as they were.
 */
export function afterFlipInOutcomes(steps: Step[]): Step[] {
  const at = steps.findIndex((s) => s.do === 'flipCoin');
  if (at < 0 || at === steps.length - 1) return steps;
  const flip = steps[at] as Flip;
  const after = steps.slice(at + 1);
  return [...steps.slice(0, at), { ...flip, win: [...flip.win, ...after], lose: [...(flip.lose ?? []), ...after] }];
}
