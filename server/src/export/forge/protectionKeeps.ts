/**
 * "Enchanted creature has protection from black. This effect doesn't remove ~." (702.16c) as Forge's scripts write it:
 * the protection keyword's long form, its quality as a valid and the Aura itself excepted
 * (`Protection:Card.Black:Protection from black:Card.CardUID_HostCardUID`, all 3 of Forge's scripts of a colour or a card
 * type so).
 */
import { NotScriptable } from './valid.js';

const colors: Record<string, string> = { white: 'White', blue: 'Blue', black: 'Black', red: 'Red', green: 'Green' };

/** One `Protection from <colour>` keyword with the source it does not remove. */
export function protectionKeepingSource(keyword: string): string {
  const quality = /^Protection from (\w+)$/.exec(keyword)?.[1];
  const valid = quality && colors[quality] ? `Card.${colors[quality]}` : undefined;
  if (!valid) throw new NotScriptable('protection that does not remove the Aura, from other than a colour');
  return `Protection:${valid}:${keyword}:Card.CardUID_HostCardUID`;
}
