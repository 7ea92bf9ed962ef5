/**
 * "~ enters the battlefield tapped unless …" (614.1c–d) as Forge's replacement lines.
 */
import type { TappedUnless } from '../../language/effects/types.js';
import { validOf } from './valid.js';
import type { FaceWriter } from './writer.js';

/**
 * "Enters the battlefield tapped unless …" as Forge's scripts write it: a replacement keyword running a `Tap` of the card
 * as it enters (`K:ETBReplacement:Other:DBTap`, `DB$ Tap | ETB$ True | Defined$ Self`), with the payment that stops it
 * (`UnlessCost$ PayLife<2>` / `Reveal<1/Forest,Plains/Forest or Plains>`, `UnlessPayer$ You`) or what you control
 * (`ConditionPresent$ Mountain.YouCtrl,Plains.YouCtrl | ConditionCompare$ EQ0`).
 */
export function tappedUnlessLine(t: TappedUnless, w: FaceWriter, desc: string): string {
  if ('controlCount' in t) {
    // As all 4 of Forge's scripts of it: a `Moved` replacement that taps the card unless the count (of the battlefield as
    // it was, without the card) says otherwise, then moves it. "Other" lands are those the count sees.
    const filter = { ...t.controlCount, alts: t.controlCount.alts.map((a) => ({ ...a, props: a.props.filter((p) => p.is !== 'other') })) };
    const count = w.svar('ETBCheckSVar', `Count$LastStateBattlefield ${validOf({ ...filter, alts: filter.alts.map((a) => ({ ...a, props: [...a.props, { is: 'controller' as const, who: 'you' as const }] })) })}`);
    const move = w.svar('MoveToPlay', 'DB$ ChangeZone | Hidden$ True | Origin$ All | Destination$ Battlefield | Defined$ ReplacedCard');
    const compare = t.compare === 'GE' ? `LE${t.count - 1}` : `GT${t.count}`;
    const tap = w.svar('LandTapped', `DB$ Tap | Defined$ Self | ETB$ True | ConditionCheckSVar$ ${count} | ConditionSVarCompare$ ${compare} | SubAbility$ ${move}`);
    return `R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield | ReplaceWith$ ${tap} | Description$ ${desc}`;
  }
  if ('control' in t) {
    return `K:ETBReplacement:Other:${w.svar('LandTapped', `DB$ Tap | Defined$ Self | ETB$ True | ConditionPresent$ ${t.control.map((n) => `${n}.YouCtrl`).join(',')} | ConditionCompare$ EQ0`)}`;
  }
  const cost = 'payLife' in t ? `PayLife<${t.payLife}>` : `Reveal<1/${t.reveal.join(',')}${t.reveal.length > 1 ? `/${t.reveal.join(' or ')}` : ''}>`;
  return `K:ETBReplacement:Other:${w.svar('DBTap', `DB$ Tap | ETB$ True | Defined$ Self | UnlessCost$ ${cost} | UnlessPayer$ You`)}`;
}

