/**
 * An instant's or sorcery's alternative cost while you control an object of a kind (118.9) as Forge's scripts of it write
 * it: a second spell ability, the same effect for the other cost while such an object is present (`A:SP$ Pump | Cost$
 * PayLife<2> | … | IsPresent$ Swamp.YouCtrl`), as 7 of Forge's 9 scripts of "If you control a <land type>, you may … rather
 * than pay". (The other 2, an Aura and a spell cast only during combat, write `SVar:AltCost:`; an Aura's line is not read
 * as a spell's, and a spell with a casting restriction is not written.)
 */
import type { AbilityEffect } from '../../language/effects/types.js';
import type { Declarations } from '../../language/model/symbols.js';
import { costOf } from './costs.js';
import type { ForgeEffect } from './stepContext.js';
import { validOf } from './valid.js';
import type { FaceWriter } from './writer.js';

/** The `A:SP$` line of a spell's alternative cost: the spell's own effects (`steps`), for the other cost. */
export function altCostLine(effect: AbilityEffect, steps: ForgeEffect[], declarations: Declarations, w: FaceWriter, desc: string): string {
  const alt = effect.altCost!;
  return `A:${w.chain(steps, 'SP', [['Cost', costOf(alt.cost, declarations)]], [['IsPresent', validOf(alt.ifYouControl.youControl)], ['SpellDescription', desc]])}`;
}
