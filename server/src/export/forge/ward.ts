/**
 * Ward (702.21a) for Forge's 2020 engine, which has no `K:Ward` (the keyword came after it): the triggered ability the
 * keyword stands for, as Forge's scripts of that trigger spell it ("Whenever you become the target of a spell or ability
 * an opponent controls, counter that spell or ability unless its controller pays {1}": `Mode$ BecomesTarget |
 * ValidSource$ Card.OppCtrl`, `DB$ Counter | Defined$ TriggeredSourceSA | UnlessPayer$ TriggeredSourceSAController`).
 */
import type { KeywordEffect } from '../../language/effects/types.js';
import type { Declarations } from '../../language/model/symbols.js';
import { keywordCost } from './keywords.js';
import { NotScriptable } from './valid.js';
import type { FaceWriter } from './writer.js';

/** The `T:` line of a Ward keyword (its counter as an SVar of `w`); NotScriptable for a ward with no cost. */
export function wardLines(k: KeywordEffect, description: string, declarations: Declarations, w: FaceWriter): string[] {
  if (k.parameter || (!k.mana && !k.costText)) throw new NotScriptable(`the keyword Ward${k.parameter ? ` ${k.parameter}` : ''} with no cost`);
  // 702.21b: a ward cost with X says what X is; a bare "Ward {X}" defines none (an `UnlessCost$ X` would pay 0).
  if (k.mana?.some((s) => s.includes('X'))) throw new NotScriptable('the keyword Ward with an X nothing defines');
  const cost = keywordCost(k, declarations);
  const counter = w.svar('TrigWard', `DB$ Counter | Defined$ TriggeredSourceSA | UnlessCost$ ${cost} | UnlessPayer$ TriggeredSourceSAController`);
  return [`T:Mode$ BecomesTarget | ValidTarget$ Card.Self | ValidSource$ Card.OppCtrl | TriggerZones$ Battlefield | Execute$ ${counter} | TriggerDescription$ ${description}`];
}
