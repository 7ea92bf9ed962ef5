/**
 * "Enchanted creature has protection from black. This effect doesn't remove ~." (702.16c) as Forge's scripts write it:
 * the protection keyword's long form, its quality as a valid and the Aura itself excepted
 * (`Protection:Card.Black:Protection from black:Card.CardUID_HostCardUID`, all 3 of Forge's scripts of a colour or a card
 * type so).
 */
import { NotScriptable } from './valid.js';
import { wordTable } from '../../language/effects/wordTable.js';

const colors: Record<string, string> = wordTable({ white: 'White', blue: 'Blue', black: 'Black', red: 'Red', green: 'Green' });

/**
 * "has protection from the chosen color" (the colour chosen as the permanent entered): the keyword's long form, as all 5 of
 * Forge's scripts of it (an Aura's with the Aura itself excepted, above).
 */
export const chosenColorProtection = 'Protection:Card.ChosenColor:Protection from ChosenColor';

/**
 * "have protection from creatures of the chosen type" (the creature type chosen as the permanent entered): the keyword's
 * long form of creatures, as Forge's one script of it.
 */
export const chosenTypeProtection = 'Protection:Creature.ChosenType:Protection from ChosenType';

/** One `Protection from <colour>` keyword with the source it does not remove. */
export function protectionKeepingSource(keyword: string): string {
  if (keyword === 'Protection from the chosen color') return `${chosenColorProtection}:Card.CardUID_HostCardUID`;
  const quality = /^Protection from (\w+)$/.exec(keyword)?.[1];
  const valid = quality && colors[quality] ? `Card.${colors[quality]}` : undefined;
  if (!valid) throw new NotScriptable('protection that does not remove the Aura, from other than a colour');
  return `Protection:${valid}:${keyword}:Card.CardUID_HostCardUID`;
}
