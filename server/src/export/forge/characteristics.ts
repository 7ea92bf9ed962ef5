/**
 * The characteristic-changing effects of language/effects/characteristics.ts as Forge's `S:Mode$ Continuous` parameters,
 * as all of Forge's scripts of each write them: `SetPower$ 0 | SetToughness$ 2` (a base P/T), `AddType$ Island |
 * RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True` (a land that becomes a basic land type), `RemoveKeyword$ Flying |
 * AddHiddenKeyword$ CARDNAME can't have or gain Flying`, `SetMaxHandSize$ Unlimited`.
 */
import type { Continuous } from '../../language/effects/types.js';
import type { Params } from './stepContext.js';
import { NotScriptable } from './valid.js';

/** The parameters of a continuous effect's changed characteristics (none when it changes none). */
export function characteristicParams(c: Continuous): Params {
  const p: Params = [];
  if (c.basePT) p.push(['SetPower', String(c.basePT.power)], ['SetToughness', String(c.basePT.toughness)]);
  // A land that becomes a creature: `AddType$ Creature & Ooze`, as all 3 of Forge's scripts of "… It's still a land.".
  if (c.landCreature) p.push(['AddType', ['Creature', ...c.landCreature].join(' & ')]);
  if (c.landType) p.push(['AddType', c.landType.join(' & ')], ['RemoveLandTypes', 'True'], ['RemoveIntrinsicAbilities', 'True']);
  // The chosen basic land type: `AddType$ ChosenType` with the land types replaced, as Forge's one script of it.
  if (c.chosenLandType) p.push(['AddType', 'ChosenType'], ['RemoveLandTypes', 'True'], ['RemoveIntrinsicAbilities', 'True']);
  if (c.addedLandType) p.push(['AddType', c.addedLandType]);
  // The creature type chosen as the card entered: `AddType$ ChosenType`, as Forge's one script of it.
  if (c.addedType) p.push(['AddType', typeof c.addedType === 'string' ? c.addedType : 'ChosenType']);
  if (c.losesKeyword) {
    if (c.rules.length > 0) throw new NotScriptable('a keyword lost with other restrictions');
    p.push(['RemoveKeyword', c.losesKeyword], ['AddHiddenKeyword', `CARDNAME can't have or gain ${c.losesKeyword}`]);
  }
  if (c.loses) p.push(['RemoveKeyword', c.loses.join(' & ')]);
  if (c.noMaxHandSize) p.push(['SetMaxHandSize', 'Unlimited']);
  // "… and is black": `SetColor$ Black`, as all 4 of Forge's scripts of it.
  if (c.setColor) p.push(['SetColor', ({ W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green', colorless: 'Colorless' } as const)[c.setColor]]);
  return p;
}

/** True when the effect changes a characteristic this module writes. */
export function changesCharacteristics(c: Continuous): boolean {
  return !!(c.basePT || c.landCreature || c.landType || c.chosenLandType || c.addedLandType || c.addedType || c.losesKeyword || c.loses || c.noMaxHandSize || c.setColor);
}
