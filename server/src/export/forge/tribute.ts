/**
 * Tribute (702.104) as Forge writes it: the keyword line `K:Tribute:N`, and the card's "When ~ enters the battlefield,
 * if tribute wasn't paid, …" as the effect Forge's keyword runs, the SVar of the fixed name `TrigNotTribute` (Forge's
 * keyword builds that trigger itself; all of its scripts of tribute write no `T:` line for it).
 */
import type { AbilityEffect } from '../../language/effects/types.js';
import type { FaceInfo } from './abilities.js';
import { abilityLines } from './abilities.js';
import { NotScriptable } from './valid.js';
import { clean, type FaceWriter } from './writer.js';

/** True for a triggered ability whose intervening "if" is "if tribute wasn't paid". */
export function isNotTributeTrigger(e: AbilityEffect): boolean {
  return !!e.trigger?.condition && 'tributeNotPaid' in e.trigger.condition;
}

/**
 * The lines of a Tribute keyword (`effect`) and of the card's one "if tribute wasn't paid" trigger among `effects`: the
 * keyword and the trigger's effect named `TrigNotTribute` (its SVars with it). NotScriptable without exactly one such
 * trigger of the card itself entering, with more than one Tribute keyword, or when the trigger needs more than its effect
 * (a "you may" asked first, a zone).
 */
export function tributeLines(effect: AbilityEffect, effects: AbilityEffect[], face: FaceInfo, w: FaceWriter): string[] {
  const amount = effect.keyword?.parameter;
  if (!amount || !/^\d+$/.test(amount) || effect.keyword?.mana || effect.keyword?.costText) throw new NotScriptable(`Tribute ${amount ?? ''}`.trim());
  // Forge's keyword names its trigger's effect `TrigNotTribute`, one fixed name: two Tribute keywords would write it twice.
  if (effects.filter((e) => e.keyword?.name === 'Tribute' && !e.fromReminder).length > 1) throw new NotScriptable('more than one Tribute keyword (Forge names the effect of each TrigNotTribute)');
  const triggers = effects.filter(isNotTributeTrigger);
  if (triggers.length !== 1) throw new NotScriptable(`Tribute with ${triggers.length === 0 ? 'no' : 'more than one'} "if tribute wasn't paid" ability`);
  const trigger = triggers[0];
  const t = trigger.trigger!;
  if (t.event !== 'enters' || t.subject.ref !== 'self' || t.orSelf || t.orAttacks || t.orDies || t.orLeaves || t.orTurnedFaceUp) throw new NotScriptable('"if tribute wasn\'t paid" of another event than the card entering');
  if (trigger.unknown) throw new NotScriptable('Tribute whose "if tribute wasn\'t paid" ability cardtext cannot read');
  const lines = abilityLines({ ...trigger, trigger: { ...t, condition: undefined } }, face, w, 'Creature');
  const m = lines.length === 1 ? /^T:Mode\$ ChangesZone \| (?:Origin\$ Any \| )?Destination\$ Battlefield \| ValidCard\$ Card\.Self \| Execute\$ (\w+) \| TriggerDescription\$ [^|]*$/.exec(lines[0]) : null;
  if (!m) throw new NotScriptable('an "if tribute wasn\'t paid" ability Forge\'s TrigNotTribute cannot hold (more than its effect)');
  const svars = w.takeSVars();
  const execute = svars.findIndex((l) => l.startsWith(`SVar:${m[1]}:`));
  if (execute < 0 || svars.some((l) => l.slice(5).includes(m[1]) && !l.startsWith(`SVar:${m[1]}:`))) throw new NotScriptable('an "if tribute wasn\'t paid" ability written otherwise');
  const body = svars[execute].slice(`SVar:${m[1]}:`.length);
  svars[execute] = `SVar:TrigNotTribute:${body} | SpellDescription$ ${clean(trigger.ability.ability.text)}`;
  return [`K:Tribute:${amount}`, ...svars];
}
