/**
 * Modal abilities (700.2) as Forge's `Charm`: each mode a sub-ability named in `Choices$` (in printed order), how many
 * are chosen in `CharmNum$` / `MinCharmNum$`. A spell is `A:SP$ Charm`, an activated ability `A:AB$ Charm | Cost$ …`,
 * a triggered ability executes `DB$ Charm` (its SVar `TrigCharm`), as Forge's scripts of each write them.
 */
import type { AbilityEffect } from '../../language/effects/types.js';
import { effectsOf } from './abilityEffects.js';
import type { Params, StepContext } from './stepContext.js';
import { namesTarget } from './stepParams.js';
import { clean, type FaceWriter, renderParams } from './writer.js';

/** Each mode's text, its reminder text left out and the face's name as CARDNAME: how Forge offers the choice. */
function modeTexts(effect: AbilityEffect, faceName: string): string[] {
  return effect.ability.ability.modes.map((m) => {
    const text = m.text.replace(/\s*\([^()]*\)/g, '');
    return clean(faceName ? text.split(faceName).join('CARDNAME') : text);
  });
}

/**
 * The `Choices$`, `CharmNum$` and `MinCharmNum$` of a modal ability; each mode is written as its own sub-ability (its
 * text its `SpellDescription$`, which Forge lists the choices by), with a fresh step context from `context` (a mode's
 * targets are its own). `oneCounted`: write `CharmNum$ 1` for "choose one" (Forge reads an absent `CharmNum$` as 1;
 * its scripts write it for most spells, not for most triggers).
 */
export function charmParams(effect: AbilityEffect, faceName: string, w: FaceWriter, context: () => StepContext, oneCounted: boolean): Params {
  const modes = effect.modes!;
  const texts = modeTexts(effect, faceName);
  const choices = modes.choices.map((steps, i) => {
    const ctx = context();
    ctx.inSub = true;
    ctx.inMode = true;
    if (modes.max > 1 && modes.choices.some((other, j) => j !== i && namesTarget(other))) ctx.otherModeTargets = true;
    const name = w.reserve('DBChoice');
    w.define(name, w.chain(effectsOf(steps, ctx), 'DB', [], texts[i] ? [['SpellDescription', texts[i]]] : []));
    return name;
  });
  const p: Params = [['Choices', choices.join(',')]];
  if (modes.max !== 1 || oneCounted) p.push(['CharmNum', String(modes.max)]);
  if (modes.min !== modes.max) p.push(['MinCharmNum', String(modes.min)]);
  return p;
}

/**
 * A triggered ability's modes: the SVar it executes, `DB$ Charm | Choices$ …` (Forge's name for it: `TrigCharm`).
 * Forge's scripts count the "choose one" of a beginning-of-step trigger (`CharmNum$ 1`, 5 of 5); other modal triggers
 * leave it out (9 of 11).
 */
export function triggeredCharm(effect: AbilityEffect, faceName: string, w: FaceWriter, context: () => StepContext): string {
  const name = w.reserve('TrigCharm');
  w.define(name, `DB$ Charm | ${renderParams(charmParams(effect, faceName, w, context, effect.trigger!.event === 'phase'))}`);
  return name;
}

