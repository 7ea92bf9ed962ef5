/**
 * A rule a player has for the rest of the turn ("Target player can't play lands this turn", "Your opponents can't cast
 * spells this turn", "You may play an additional land this turn") in Forge's words, as its scripts of each write it: an
 * effect in the command zone named after the card (`Name$ <card> Effect`), holding a static of the rule — `CantPlayLand`
 * or `CantBeCast` of the target it remembers (`RememberObjects$ Targeted | Player$ / Caster$ Player.IsRemembered`) or of
 * the opponents (`Caster$ Opponent`), or one more land to play (`Affected$ You | AddKeyword$ AdjustLandPlays:1`); and
 * the rules of the game for the turn ("Damage can't be prevented this turn": `GlobalRule$`; entering tapped: `ETBTapped`).
 */
import { describeStep } from '../../language/effects/describe.js';
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { objectParams } from './stepParams.js';
import { NotScriptable } from './valid.js';

/** The effect of a `playerTurnRule` step: only as an ability's own (first) effect, as Forge's scripts name it. */
export function playerTurnRuleEffect(step: Extract<Step, { do: 'playerTurnRule' | 'gameTurnRule' }>, ctx: StepContext): ForgeEffect {
  // In a sub-ability or a mode, Forge's scripts of an additional land spell it two ways (with and without a name): not
  // written; nor are the others, of which it has no such script.
  if (!ctx.top || ctx.inMode || !ctx.faceName) throw new NotScriptable(`a player's rule for the turn in ${ctx.inTrigger ? 'a triggered ability' : 'a sub-ability or a mode'} (not written yet)`);
  const text = describeStep(step);
  const desc = `Description$ ${text[0].toUpperCase()}${text.slice(1)}.`;
  // Of searching libraries, Forge's one script of it leaves the effect's name out.
  const p: Params = step.do === 'playerTurnRule' && step.rule === 'cantSearch' ? [] : [['Name', `${ctx.faceName} Effect`]];
  let stat: string;
  // Damage that can't be prevented is Forge's rule of the game (`GlobalRule$`); permanents entering tapped its `ETBTapped`.
  if (step.do === 'gameTurnRule') {
    stat = step.rule === 'noPrevention'
      ? `Mode$ Continuous | GlobalRule$ Damage can't be prevented. | EffectZone$ Command | ${desc}`
      : `Mode$ ETBTapped | ValidCard$ Permanent | EffectZone$ Command | ${desc}`;
  } else if (step.rule === 'cantSearch') stat = `Mode$ Continuous | Affected$ Player | AddKeyword$ CantSearchLibrary | EffectZone$ Command | ${desc}`;
  else if (step.rule === 'extraLand') stat = `Mode$ Continuous | Affected$ You | AddKeyword$ AdjustLandPlays:1 | EffectZone$ Command | ${desc}`;
  else {
    let player: string;
    if (step.who.ref === 'target' && step.who.filter.alts.length === 1 && step.who.filter.alts[0].noun === 'Player') {
      objectParams(step.who, ctx, p);
      p.push(['RememberObjects', 'Targeted']);
      player = 'Player.IsRemembered';
    } else if (step.who.ref === 'each' && step.who.filter.alts[0]?.noun === 'Opponent' && step.rule === 'cantCast') player = 'Opponent';
    else throw new NotScriptable("a player's rule for the turn, of a player other than a target player or your opponents");
    stat = step.rule === 'cantPlayLands'
      ? `Mode$ CantPlayLand | Player$ ${player} | EffectZone$ Command | ${desc}`
      : `Mode$ CantBeCast | Caster$ ${player} | ValidCard$ ${step.kind ?? 'Card'} | EffectZone$ Command | ${desc}`;
  }
  p.push(['StaticAbilities', ctx.svar('STRule', stat)]);
  return { api: 'Effect', params: p };
}
