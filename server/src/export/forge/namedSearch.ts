/**
 * "Search your library and/or graveyard for a card named Mu Yanling, reveal it, and put it into your hand. If you
 * search your library this way, shuffle it." as Forge's scripts write it: one ChangeZone from both zones.
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { NotScriptable } from './valid.js';

/**
 * Forge's `ChangeZone | Origin$ Library,Graveyard | Destination$ Hand | ChangeType$ Card.namedAjani; Valiant Protector |
 * ChangeNum$ 1` (a comma of the name as `;`), the library shuffled by Forge when it was searched (9 of its 9 scripts of
 * one named card). "You may search …": `Optional$ True`, in a spell (4 of 4; none without "you may", 2 of 2) and in an
 * optional enters trigger, after its `OptionalDecider$` (3 of 3). In other triggers: not written yet (no script of it).
 */
export function namedSearchEffect(step: Extract<Step, { do: 'searchLibraryAndGraveyard' }>, ctx: StepContext): ForgeEffect {
  const [only] = step.filter.alts;
  const named = step.filter.alts.length === 1 && only.noun === 'Card' && only.props.length === 1 ? only.props[0] : undefined;
  if (named?.is !== 'named') throw new NotScriptable('a search of your library and graveyard for other cards');
  if (ctx.inTrigger && !ctx.selfEntered) throw new NotScriptable('a search of your library and graveyard in a trigger other than the card entering (not written yet)');
  const params: [string, string][] = [['Origin', 'Library,Graveyard'], ['Destination', 'Hand'], ['ChangeType', `Card.named${named.name.replace(/,/g, ';')}`], ['ChangeNum', '1']];
  if (step.optional || (ctx.inTrigger && ctx.optional && !step.ifYouDo)) params.push(['Optional', 'True']);
  return { api: 'ChangeZone', params };
}
