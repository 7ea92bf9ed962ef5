/**
 * Names that older Oracle text still prints but the current rules have replaced. These are not in
 * the Comprehensive Rules' lists (205.3f: "Many cards were printed with subtypes that are now
 * obsolete"), so they are kept here by hand, each with the current name cards now read.
 */

/** Card types: 308.3 says older kindred cards were printed with "tribal". */
export const formerCardTypes: Readonly<Record<string, string>> = { Tribal: 'Kindred' };

/** Creature types folded into others by Oracle updates (cards printed with them now read the new type). */
export const formerCreatureTypes: Readonly<Record<string, string>> = {
  Cephalid: 'Octopus',
  Hound: 'Dog',
  Naga: 'Snake',
  Viashino: 'Lizard',
};

/** Keyword abilities renamed by the rules (702.90 Umbra Armor was "totem armor"). */
export const formerKeywords: Readonly<Record<string, string>> = { 'totem armor': 'Umbra Armor' };
