/**
 * Every diagnostic code, in one place: its default severity, the rule it rests on, and a
 * one-line summary (used by hover, completion docs, the README and `cardtext explain`).
 */

export type Severity = 'error' | 'warning' | 'info' | 'hint';

export interface CodeInfo {
  severity: Severity;
  rule: string;
  summary: string;
}

export const codes = {
  undefinedManaType: 'undefined-mana-type',
  illegalCostSymbol: 'illegal-cost-symbol',
  unknownSymbol: 'unknown-symbol',
  symbolCase: 'symbol-case',
  undefinedX: 'undefined-x',
  genericManaProduced: 'generic-mana-produced',
  manaCostOrder: 'mana-cost-order',
  unknownType: 'unknown-type',
  obsoleteType: 'obsolete-type',
  obsoleteSubtype: 'obsolete-subtype',
  missingCardType: 'missing-card-type',
  subtypeMismatch: 'subtype-mismatch',
  unknownSubtype: 'unknown-subtype',
  newSubtype: 'new-subtype',
  missingPowerToughness: 'missing-power-toughness',
  unexpectedPowerToughness: 'unexpected-power-toughness',
  missingLoyalty: 'missing-loyalty',
  unexpectedLoyalty: 'unexpected-loyalty',
  missingDefense: 'missing-defense',
  loyaltyAbilityOnNonPlaneswalker: 'loyalty-ability-on-non-planeswalker',
  dashStyle: 'dash-style',
  duplicateCardName: 'duplicate-card-name',
  syntaxError: 'syntax-error',
  invalidDirective: 'invalid-directive',
  undefinedToken: 'undefined-token',
  invalidRulingDate: 'invalid-ruling-date',
  missingBlankLine: 'missing-blank-line',
  duplicateStats: 'duplicate-stats',
  modeBullet: 'mode-bullet',
  sagaChapter: 'saga-chapter',
  unknownKeyword: 'unknown-keyword',
  checkFailed: 'check-failed',
  wordingEnters: 'wording-enters',
  wordingManaValue: 'wording-mana-value',
  wordingMainPhase: 'wording-main-phase',
  wordingCreateToken: 'wording-create-token',
  wordingSelfReference: 'wording-self-reference',
  wordingNumber: 'wording-number',
  wordingSymbolNumber: 'wording-symbol-number',
  wordingCountersOnIt: 'wording-counters-on-it',
  wordingTrigger: 'wording-trigger',
  wordingKeywordLine: 'wording-keyword-line',
  wordingAgreement: 'wording-agreement',
  wordingReminderText: 'wording-reminder-text',
  newWorldOrder: 'new-world-order',
  colorPieBend: 'color-pie-bend',
  unfillableCollation: 'unfillable-collation',
  skeletonSlot: 'skeleton-slot',
} as const;

export type Code = (typeof codes)[keyof typeof codes];

export const codeInfo: Record<Code, CodeInfo> = {
  'undefined-mana-type': { severity: 'error', rule: '106.5', summary: 'An ability would add mana of a type that does not exist, so it adds no mana at all.' },
  'illegal-cost-symbol': { severity: 'error', rule: '107.5', summary: 'A symbol stands in a cost where the rules do not allow it ({T} in a mana cost, {T} twice, {T} in a spell\'s or keyword\'s cost).' },
  'unknown-symbol': { severity: 'error', rule: '107.4', summary: 'A brace group is not a symbol of the game and the file does not declare it.' },
  'symbol-case': { severity: 'warning', rule: '107.4', summary: 'Symbols are written in capitals: {t} should be {T}.' },
  'undefined-x': { severity: 'warning', rule: '107.3', summary: 'X appears in rules text but nothing defines its value, so its controller may pick any number.' },
  'generic-mana-produced': { severity: 'warning', rule: '106.10', summary: 'Adding a generic symbol adds colorless mana; Oracle text writes it with {C}.' },
  'mana-cost-order': { severity: 'warning', rule: '202.1', summary: 'Mana symbols are not in the order cards print them (generic first, then colors in the wheel\'s order).' },
  'unknown-type': { severity: 'error', rule: '205.2a', summary: 'A word before the dash of the type line is neither a card type nor a supertype.' },
  'obsolete-type': { severity: 'info', rule: '308.3', summary: 'The type line uses a type the rules have renamed (Tribal is now Kindred).' },
  'obsolete-subtype': { severity: 'info', rule: '205.3f', summary: 'The type line uses a creature type that Oracle updates replaced (Hound is now Dog).' },
  'missing-card-type': { severity: 'error', rule: '205.2a', summary: 'The type line has no card type.' },
  'subtype-mismatch': { severity: 'error', rule: '205.3d', summary: 'A subtype belongs to a card type this card does not have.' },
  'unknown-subtype': { severity: 'warning', rule: '205.3', summary: 'A subtype is not in the rules\' lists for this card\'s types and is close to one of them or of the set\'s own (a typo), or is no word.' },
  'new-subtype': { severity: 'info', rule: '205.3', summary: 'A subtype only this card uses, close to no subtype of the rules or the set: a word the card invents (declare it with @subtype).' },
  'missing-power-toughness': { severity: 'error', rule: '208.1', summary: 'A creature needs a power/toughness line.' },
  'unexpected-power-toughness': { severity: 'warning', rule: '208.3', summary: 'A noncreature has power/toughness and nothing (no Crew, no Vehicle type, no text that animates it) makes it a creature.' },
  'missing-loyalty': { severity: 'error', rule: '209.1', summary: 'A planeswalker needs a loyalty number.' },
  'unexpected-loyalty': { severity: 'warning', rule: '306.5', summary: 'Loyalty is a characteristic only planeswalkers have.' },
  'missing-defense': { severity: 'error', rule: '310.4', summary: 'A battle needs a defense number.' },
  'loyalty-ability-on-non-planeswalker': { severity: 'warning', rule: '606.2', summary: 'A loyalty ability on a card that is not a planeswalker has no loyalty to pay with.' },
  'dash-style': { severity: 'warning', rule: '205.3b', summary: 'Card text uses the long dash "—" here, not a hyphen.' },
  'duplicate-card-name': { severity: 'warning', rule: '', summary: 'Two cards in the file have the same name.' },
  'syntax-error': { severity: 'error', rule: '', summary: 'The card\'s text does not follow the .cards format.' },
  'invalid-directive': { severity: 'error', rule: '', summary: 'A file directive (@mana, @keyword, @subtype, @type, @supertype, @set, @released) is malformed, repeated or misplaced.' },
  'undefined-token': { severity: 'info', rule: '111.4', summary: 'A card creates a token that no token card of the file defines, so exports can\'t link the card to it.' },
  'invalid-ruling-date': { severity: 'warning', rule: '', summary: 'A Ruling: line does not start with a real date written YYYY-MM-DD.' },
  'missing-blank-line': { severity: 'error', rule: '', summary: 'Two cards run together: the next card\'s name and type line are read as rules text because no blank line separates the cards.' },
  'duplicate-stats': { severity: 'error', rule: '208.1', summary: 'A card face has two power/toughness lines (or two loyalty, defense, hand or life lines).' },
  'mode-bullet': { severity: 'warning', rule: '700.2', summary: 'A mode of a modal ability starts with "*" or "-" instead of the bullet "•".' },
  'saga-chapter': { severity: 'warning', rule: '714.2', summary: 'Saga chapters are out of order, missing, beyond the final chapter the reminder text states, or on a card that is not a Saga.' },
  'unknown-keyword': { severity: 'warning', rule: '702.1', summary: 'A line reads as a keyword, but its word is a misspelling of a keyword ability (Flyng, Tramlpe, Firststrike), so the card does not have it.' },
  'check-failed': { severity: 'error', rule: '', summary: 'A check failed on this card; the card\'s other checks still ran.' },
  'wording-enters': { severity: 'info', rule: '603.6a', summary: 'Wording: today\'s cards say "enters", not "enters the battlefield" (from Bloomburrow, 2024); a profile before that wants the long form.' },
  'wording-mana-value': { severity: 'info', rule: '202.3', summary: 'Wording: "converted mana cost" is "mana value" from Strixhaven (2021); a profile before that wants the old term.' },
  'wording-main-phase': { severity: 'info', rule: '505.1', summary: 'Wording: "precombat/postcombat main phase" is "first/second main phase" from Bloomburrow (2024).' },
  'wording-create-token': { severity: 'info', rule: '111.2', summary: 'Wording: tokens are created ("create a 1/1 …"), not put onto the battlefield (from Amonkhet, 2017).' },
  'wording-self-reference': { severity: 'info', rule: '201.5', summary: 'Wording: a permanent calls itself "this creature", "this artifact"… and a legendary card uses its short name (from 2025); a profile before that wants the card\'s name.' },
  'wording-number': { severity: 'info', rule: '107.1', summary: 'Wording: Oracle writes damage, life, P/T changes and keyword numbers as digits ("deals 3 damage") and counts of cards, counters, tokens and targets as words ("draw two cards").' },
  'wording-symbol-number': { severity: 'info', rule: '107.3', summary: 'Wording: a mana symbol such as {X} stands for mana; as a number of counters, damage or a keyword\'s number it is written plain X.' },
  'wording-counters-on-it': { severity: 'info', rule: '122.6', summary: 'Wording: a permanent "enters with … counters on it"; without "on it" the sentence reads unfinished.' },
  'wording-trigger': { severity: 'info', rule: '603.1', summary: 'Wording: a triggered ability starts with When, Whenever or At ("Whenever …, … This ability triggers only once each turn.").' },
  'wording-keyword-line': { severity: 'info', rule: '702.1', summary: 'Wording: a keyword line lists its keywords separated by commas, only the first capitalised, with no period ("Flying, vigilance").' },
  'wording-agreement': { severity: 'info', rule: '', summary: 'Wording: the verb agrees with its subject in the common templates ("Creatures you control get", "Each creature you control gets").' },
  'wording-reminder-text': { severity: 'info', rule: '207.2a', summary: 'Wording: a keyword\'s reminder text says something else than the keyword does (another number, cost or keyword).' },
  'new-world-order': { severity: 'info', rule: '', summary: 'Design: a common is red-flagged for board complexity under New World Order (it changes other permanents, watches others, asks for choices on resolution, hides cards, works on the stack, needs memory, or is long).' },
  'color-pie-bend': { severity: 'info', rule: '', summary: 'Design: the card does something that, among real mono-coloured cards, none of its colours does (a colour-pie bend), naming the colours that do.' },
  'unfillable-collation': { severity: 'warning', rule: '', summary: 'Design: a pack of the @collation can need more cards of a rarity than the set has, so it can\'t be filled without repeating a card.' },
  'skeleton-slot': { severity: 'warning', rule: '', summary: 'Design: a card\'s Slot: names a slot the @skeleton does not plan, one another card fills, or one of another colour or rarity.' },
};

/** The codes of the templating checks: wording notes that follow the file's profile, never rules errors. */
export const wordingCodes: readonly Code[] = (Object.keys(codeInfo) as Code[]).filter((c) => c.startsWith('wording-'));
