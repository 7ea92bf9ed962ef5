/** An object that becomes a colour, a type or a creature: Forge's Animate. */
import type { Ref, Step } from '../../language/effects/types.js';
import { colorWords, type ForgeEffect, type Params, type StepContext } from './stepContext.js';
import { objectParams, targetParams } from './stepParams.js';
import { NotScriptable } from './valid.js';

/**
 * As Forge's scripts of them: "becomes white (colorless) until end of turn": `Colors$ White | OverwriteColors$ True`
 * (`Colors$ Colorless` for none; no overwrite "in addition to its other colors"); "becomes a Coward": `Types$ Coward |
 * RemoveCreatureTypes$ True`; "becomes a Swamp": `Types$ Swamp | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True`
 * (305.7); "becomes an artifact in addition to its other types": `Types$ Artifact`.
 */
export function becomeEffect(step: Extract<Step, { do: 'becomeColor' | 'becomeType' }>, ctx: StepContext): ForgeEffect {
  const p: Params = [];
  const zone = step.what.ref === 'target' ? step.what.filter.zone : undefined;
  if (zone && zone !== 'stack' && zone !== 'battlefield') throw new NotScriptable(`a card in a ${zone} that becomes a colour or a type (not written yet)`);
  if (spellTargeted(step.what)) spellOrPermanent(step.what, ctx, p);
  else targetParams('Animate', step.what, ctx, p);
  if (step.do === 'becomeType') {
    p.push(['Types', step.type]);
    if (step.kind === 'Creature') p.push(['RemoveCreatureTypes', 'True']);
    if (step.kind === 'Land') p.push(['RemoveLandTypes', 'True'], ['RemoveIntrinsicAbilities', 'True']);
    // For good: `Permanent$ True` (Forge's one script of a land that becomes a Swamp with no duration).
    if (step.duration === 'permanent') p.push(['Permanent', 'True']);
  } else {
    p.push(['Colors', step.colors.length === 0 ? 'Colorless' : step.colors.map((l) => colorWords[l]).join(',')]);
    if (!step.addition) p.push(['OverwriteColors', 'True']);
    if (step.duration === 'permanent') p.push(['Permanent', 'True']);
  }
  return { api: 'Animate', params: p };
}

/** True for a target that may be a spell. */
function spellTargeted(what: Ref): boolean {
  return what.ref === 'target' && (what.filter.zone === 'stack' || what.filter.alts.some((a) => a.noun === 'Spell' || a.noun === 'Card'));
}

/**
 * "Target spell or permanent becomes red": `ValidTgts$ Card | TgtZone$ Stack,Battlefield`, as all 4 of Forge's scripts
 * of it. A spell alone, or of a kind, is not written (its one script spells it `Card.inZoneStack`). The target is
 * declared, so a later "it" is that target (`Defined$ Targeted`), as of any other target.
 */
function spellOrPermanent(what: Ref, ctx: StepContext, p: Params): void {
  if (what.ref !== 'target' || !spellOrPermanentPair(what) || !oneTarget(what) || Object.keys(what.filter).length !== 1) throw new NotScriptable('a spell that becomes a colour, other than "target spell or permanent"');
  if (ctx.declared.has(what.id)) {
    p.push(['Defined', 'Targeted']);
    return;
  }
  ctx.declared.add(what.id);
  p.push(['ValidTgts', 'Card'], ['TgtZone', 'Stack,Battlefield']);
}

/** True for "spell or permanent" as said, with no condition on either. */
function spellOrPermanentPair(what: Ref & { ref: 'target' }): boolean {
  const alts = what.filter.alts;
  const bare = alts.every((a) => a.props.length === 0 && Object.keys(a).length === 2);
  return bare && alts.length === 2 && alts[0].noun === 'Spell' && alts[1].noun === 'Permanent';
}

/** The keys a target of exactly one object may have, with nothing more said of it. */
const oneTargetKeys = new Set(['ref', 'filter', 'min', 'max', 'id', 'another']);

/** True for exactly one target ("target …", not "up to one", not "another"). */
function oneTarget(what: Ref & { ref: 'target' }): boolean {
  return what.min === 1 && what.max === 1 && !what.another && Object.keys(what).every((k) => oneTargetKeys.has(k));
}

/**
 * "… becomes the color of your choice until end of turn": the Animate after Forge's ChooseColor (`Colors$ ChosenColor |
 * OverwriteColors$ True`, as all 7 of its scripts of it). A spell among the targets is not written.
 */
export function chosenColorAnimate(step: Extract<Step, { do: 'becomeChosenColor' }>, ctx: StepContext): ForgeEffect {
  if (step.what.ref === 'target' && step.what.filter.alts.some((a) => a.noun === 'Spell' || a.noun === 'Card')) throw new NotScriptable('a spell becoming a colour');
  const p: Params = [];
  objectParams(step.what, ctx, p);
  p.push(['Colors', 'ChosenColor'], ['OverwriteColors', 'True']);
  return { api: 'Animate', params: p };
}

/** "~ becomes a 3/3 Elemental creature with haste until end of turn": Forge's Animate with a P/T. */
export function animateEffect(step: Extract<Step, { do: 'animate' }>, ctx: StepContext): ForgeEffect {
  const p: Params = [];
  // Forge's Animate adds the types and keywords until end of turn (`Permanent$ True`: for good).
  if (step.duration !== 'turn' && step.duration !== 'permanent') {
    const what = step.only ? `a base ${step.only} set` : step.types.length + step.subtypes.length === 0 ? 'a base power and toughness set' : 'an object that becomes a creature';
    throw new NotScriptable(`${what} other than until end of turn or for good`);
  }
  targetParams('Animate', step.what, ctx, p);
  // "has base power 0": that one only (`Power$ 0`, as Forge's scripts of it).
  if (step.only !== 'toughness') p.push(['Power', String(step.power)]);
  if (step.only !== 'power') p.push(['Toughness', String(step.toughness)]);
  if (step.types.length + step.subtypes.length > 0) p.push(['Types', [...step.types, ...step.subtypes].join(',')]);
  if (step.colors.length > 0) p.push(['Colors', step.colors.map((l) => colorWords[l]).join(',')]);
  // Forge adds the colours unless told to overwrite them (of a colourless card itself the same).
  if (step.replacesColors) p.push(['OverwriteColors', 'True']);
  if (step.replacesCreatureTypes) p.push(['RemoveCreatureTypes', 'True']);
  if (step.replacesTypes) p.push(['RemoveCardTypes', 'True']);
  if (step.keywords.length > 0) p.push(['Keywords', step.keywords.join(' & ')]);
  if (step.losesAbilities) p.push(['RemoveAllAbilities', 'True']);
  if (step.duration === 'permanent') p.push(['Permanent', 'True']);
  return { api: 'Animate', params: p };
}
