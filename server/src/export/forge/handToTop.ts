/**
 * "Target opponent puts a card from their hand on top of their library" / "Each player puts …": another player chooses a
 * card of their own hand and puts it on top (Forge: `ChangeZone` from the hand to the library's top, `LibraryPosition$ 0`).
 */
import type { Ref } from '../../language/effects/types.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { objectParams } from './stepParams.js';
import { NotScriptable } from './valid.js';

/** The effect of another player putting a card from their hand on top of their library. */
export function otherHandToTop(who: Ref, ctx: StepContext): ForgeEffect {
  const common: [string, string][] = [['Origin', 'Hand'], ['Destination', 'Library'], ['LibraryPosition', '0'], ['ChangeType', 'Card'], ['ChangeNum', '1'], ['Mandatory', 'True']];
  // Each player, each choosing from their own hand (`DefinedPlayer$ Player`, Forge's one script of it).
  if (who.ref === 'each' && who.filter.alts.length === 1 && who.filter.alts[0].noun === 'Player' && who.filter.alts[0].props.length === 0) return { api: 'ChangeZone', params: [...common, ['DefinedPlayer', 'Player']] };
  if (who.ref === 'target' && who.filter.alts.length === 1 && who.filter.alts[0].noun === 'Opponent' && who.filter.alts[0].props.length === 0) {
    // An opponent targeted earlier in the ability: a hidden-zone ChangeZone reads `Defined$` as cards, so the player is
    // `DefinedPlayer$`, and that player chooses (as Forge's scripts of a named player's hand: Widespread Panic).
    if (ctx.declared.has(who.id)) return { api: 'ChangeZone', params: [['DefinedPlayer', 'Targeted'], ...common, ['Chooser', 'Targeted']] };
    // A fresh target opponent, who chooses (`Chooser$ Opponent`, Forge's one script of it).
    const p: [string, string][] = [];
    objectParams(who, ctx, p);
    return { api: 'ChangeZone', params: [...p, ...common, ['Chooser', 'Opponent']] };
  }
  throw new NotScriptable('another player putting a card from their hand on top of their library (not written yet)');
}
