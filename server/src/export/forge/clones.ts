/**
 * "You may have ~ enter the battlefield as a copy of any creature on the battlefield" as Forge's scripts write it: the
 * replacement keyword `K:ETBReplacement:Copy:DBCopy:Optional` running `DB$ Clone | Choices$ Creature.Other`, with the
 * copy's exceptions as the Clone effect's own parameters (`SetPower$`/`SetToughness$`, `AddKeywords$`, `AddTypes$`) —
 * as all 7 of Forge's scripts of these forms write them.
 */
import type { AbilityEffect } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';
import { type FaceWriter, renderParams } from './writer.js';

type Clone = NonNullable<NonNullable<AbilityEffect['replacement']>['clone']>;

/** The replacement keyword line (its SVar added to the face). */
export function cloneLine(clone: Clone, w: FaceWriter): string {
  // Of two kinds ("any artifact or creature"), Forge's one script of it lists them in another order than the text's.
  if (clone.filter.alts.length > 1) throw new NotScriptable('a copy of one of two kinds (not written yet)');
  // "any creature on the battlefield": another than the card itself, which is not on the battlefield yet.
  const p: Params = [['Choices', `${validOf(clone.filter)}.Other`]];
  if (clone.power !== undefined) p.push(['SetPower', String(clone.power)], ['SetToughness', String(clone.toughness)]);
  if (clone.keywords) p.push(['AddKeywords', clone.keywords.join(' & ')]);
  if (clone.addTypes) p.push(['AddTypes', clone.addTypes.join(' & ')]);
  return `K:ETBReplacement:Copy:${w.svar('DBCopy', `DB$ Clone | ${renderParams(p)}`)}:Optional`;
}
