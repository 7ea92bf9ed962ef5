/**
 * What can't target objects (115.4) as Forge's `S:Mode$ CantTarget` line, as all of Forge's scripts of each form write it:
 * the card itself from sources of a colour (`ValidCard$ Card.Self | ValidSource$ Card.Black`, 4 of 4), cards in graveyards
 * (`AffectedZone$ Graveyard`, 3 of 3), spells only (`ValidSA$ Spell`), of colours or a subtype (`ValidSource$
 * Card.Black,Card.Red`, `Aura`), your opponents' (`Activator$ Opponent`) — 4 of 4 — an Aura's creature `Card.EnchantedBy`
 * (its one script).
 */
import type { Continuous } from '../../language/effects/types.js';
import type { FaceInfo } from './abilities.js';
import { colorNames, NotScriptable, validOf } from './valid.js';

/** The line of a continuous effect's `cantTarget`. */
export function cantTargetLine(c: Continuous, face: FaceInfo, desc: string): string {
  const t = c.cantTarget!;
  if (t.spellsOnly || t.sourceColors || t.sourceType || t.opponents) {
    const card = c.affected.ref === 'self' ? 'Card.Self' : c.affected.ref === 'enchanted' ? 'Card.EnchantedBy' : c.affected.ref === 'each' ? validOf(c.affected.filter, true) : undefined;
    if (!card || c.asLongAs || face.commandZone) throw new NotScriptable('what can\'t target these objects');
    const source = t.sourceColors ? t.sourceColors.map((k) => `Card.${colorNames[k]}`).join(',') : t.sourceType;
    return `S:Mode$ CantTarget | ValidCard$ ${card}${source ? ` | ValidSource$ ${source}` : ''}${t.spellsOnly ? ' | ValidSA$ Spell' : ''}${t.opponents ? ' | Activator$ Opponent' : ''} | Description$ ${desc}`;
  }
  if (c.affected.ref === 'self' && t.source) return `S:Mode$ CantTarget | ValidCard$ Card.Self | ValidSource$ ${validOf({ alts: [{ noun: 'Card', props: [t.source] }] })} | Description$ ${desc}`;
  if (c.affected.ref === 'each' && c.affected.filter.zone === 'graveyard' && !t.source) return `S:Mode$ CantTarget | AffectedZone$ Graveyard | Description$ ${desc}`;
  throw new NotScriptable('what can\'t target these objects');
}
