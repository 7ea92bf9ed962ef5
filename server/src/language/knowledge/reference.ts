/**
 * The built-in rules reference: short explanations, written for card designers in our own words,
 * of every symbol class, the rules concepts card text most often gets wrong, every keyword ability
 * and action, and every diagnostic code. Each entry cites the Comprehensive Rules numbers it rests
 * on, so hover and `cardtext explain` can link to the full rule. Works offline; no I/O.
 */
import { keywordAbilities, keywordActions } from '../data/rulesData.js';
import { formerKeywords } from '../data/formerNames.js';
import { type Code, codeInfo } from '../checks/codes.js';
import type { SymbolClass } from '../model/symbols.js';
import { keywordAbilityText, keywordActionText } from './keywordText.js';
import { normalizeRuleNumber } from './comprehensiveRules.js';

/** One reference entry. */
export interface ReferenceEntry {
  /** Stable id: `symbol:tap`, `mana-value`, `keyword:kicker`, `code:undefined-x`. */
  id: string;
  title: string;
  /** Comprehensive Rules numbers, most relevant first (may be empty for format-level topics). */
  rules: string[];
  /** 1–4 sentences of Markdown. */
  text: string;
}

const entry = (id: string, title: string, rules: string[], text: string): ReferenceEntry => ({ id, title, rules, text });

const symbols: Record<SymbolClass, ReferenceEntry> = {
  colored: entry('symbol:colored', 'Coloured mana symbol {W} {U} {B} {R} {G}', ['107.4a', '202.2'],
    'One mana of that colour. In a cost it must be paid with exactly that colour, and it makes the card that colour. Write the letters in capitals; blue is U, because B is black.'),
  colorless: entry('symbol:colorless', 'Colourless mana symbol {C}', ['107.4c', '106.1b'],
    'One colourless mana. In a cost, {C} can only be paid with colourless mana — unlike {1}, which any mana pays. When an ability *adds* colourless mana, write `Add {C}`, not `Add {1}`.'),
  generic: entry('symbol:generic', 'Generic mana symbol {0} {1} {2} …', ['107.4b', '106.10', '202.3'],
    'A number in a cost is generic mana: any type of mana pays it, and it adds its number to the mana value. Generic is not a type of mana, so text that adds mana should say {C} instead of a number.'),
  variable: entry('symbol:variable', 'Variable symbol {X}', ['107.3', '107.3a', '202.3e'],
    'A number chosen as the spell is cast or the ability is activated, unless the text defines it. X counts as 0 for mana value everywhere except on the stack. Make sure the text says what X is whenever the controller shouldn\'t simply choose it.'),
  hybrid: entry('symbol:hybrid', 'Hybrid mana symbol {W/U}', ['107.4e', '202.3f', '106.8'],
    'Paid with either of its two colours; the card is both colours and counts 1 toward mana value. Only the ten two-colour pairs exist, written in the colour wheel\'s order ({W/U}, not {U/W}).'),
  monocoloredHybrid: entry('symbol:monocoloredHybrid', 'Monocoloured hybrid symbol {2/W}', ['107.4e', '202.3f'],
    'Paid with one mana of the colour or with two generic mana. It counts 2 toward mana value (the larger half) but makes the card only that colour.'),
  colorlessHybrid: entry('symbol:colorlessHybrid', 'Colourless hybrid symbol {C/W}', ['107.4e'],
    'Paid with one colourless mana or one mana of the colour. It is still a coloured symbol, so the card is that colour; it counts 1 toward mana value.'),
  phyrexian: entry('symbol:phyrexian', 'Phyrexian mana symbol {W/P}', ['107.4f', '202.3g', '106.9'],
    'Paid with one mana of its colour or with 2 life. It counts 1 toward mana value and makes the card that colour even if life was paid.'),
  hybridPhyrexian: entry('symbol:hybridPhyrexian', 'Hybrid Phyrexian symbol {W/U/P}', ['107.4f', '202.3f'],
    'Paid with either of its two colours or with 2 life. The card is both colours; the symbol counts 1 toward mana value.'),
  snow: entry('symbol:snow', 'Snow mana symbol {S}', ['107.4h', '106.11'],
    'In a cost, one mana that must come from a snow source (any type). Cost reductions for generic mana don\'t reduce it. An effect that "adds {S}" adds colourless mana.'),
  phyrexianAny: entry('symbol:phyrexianAny', 'Phyrexian symbol {H}', ['107.4g'],
    'Used only in rules text to mean "any Phyrexian mana symbol" (for example "spells with {H} in their cost"). It never belongs in a mana cost or in an Add instruction.'),
  half: entry('symbol:half', 'Half mana {½} {HW} (joke)', ['100.7'],
    'Half mana appears only on silver-bordered Un-set cards; the Comprehensive Rules don\'t define it. Fine for a joke set, but no real-rules card should use it.'),
  custom: entry('symbol:custom', 'Custom mana symbol (declared with @mana)', ['106.5', '106.1b'],
    'A mana type invented for this set and declared in the file with `@mana`. The real game has only six types of mana, so outside this file an ability adding it would add nothing; keep the declaration next to the cards that use it.'),
  tap: entry('symbol:tap', 'Tap symbol {T}', ['107.5', '302.6'],
    'In an activation cost it means "tap this permanent", so an already tapped permanent can\'t pay it. A creature can\'t pay {T} unless its controller has held it continuously since their turn began (summoning sickness), or it has haste. Use it once per cost, only in activated abilities, never in a mana cost.'),
  untap: entry('symbol:untap', 'Untap symbol {Q}', ['107.6', '302.6'],
    'In an activation cost it means "untap this permanent", so the permanent must be tapped to pay it. Like {T}, a creature is subject to summoning sickness for {Q} abilities.'),
  energy: entry('symbol:energy', 'Energy symbol {E}', ['107.14'],
    'One energy counter on a player. "You get {E}{E}" gives two; paying {E} removes one. It is not mana and has no colour.'),
  chaos: entry('symbol:chaos', 'Chaos symbol {CHAOS}', ['107.12', '901'],
    'A face of the planar die in Planechase; planes write "Whenever chaos ensues" abilities with it. Only planes and Planechase cards should use it.'),
  planeswalker: entry('symbol:planeswalker', 'Planeswalker symbol {PW}', ['107.11', '901'],
    'A face of the planar die in Planechase: rolling it makes the player planeswalk. Not to be confused with loyalty costs like +1 or −2.'),
  ticket: entry('symbol:ticket', 'Ticket symbol {TK}', ['107.17'],
    'One ticket counter, from the Unfinity Attractions. It is not mana.'),
  pawprint: entry('symbol:pawprint', 'Pawprint symbol {P}', ['107.18', '700.2i'],
    'Marks the modes of some modal spells ("Choose up to five {P} worth of modes"): it is not mana, not a cost and not a counter. In a mana cost or after "Add" it means nothing; declare a custom mana type if you meant one.'),
  unknown: entry('symbol:unknown', 'Unknown symbol', ['107.4'],
    'The brace group is not a symbol of the game and the file doesn\'t declare it. Check the spelling (symbols are capital letters, hybrids use a slash like {W/U}) or declare a custom mana type with `@mana`.'),
};

/** The reference entry for a symbol class (every {@link SymbolClass} has one). */
export function symbolReference(cls: SymbolClass): ReferenceEntry {
  return symbols[cls];
}

/** Rules concepts a card designer often needs, in a sensible reading order. */
export const concepts: readonly ReferenceEntry[] = [
  entry('mana-types', 'Types of mana and undefined mana', ['106.1b', '106.1a', '106.5'],
    'Mana has exactly six types: the five colours plus colourless. "Generic" is only a way to pay costs, never a type. If an ability would add mana of a type that doesn\'t exist (an invented symbol the file doesn\'t declare, {P}, {E}), it adds no mana at all.'),
  entry('could-produce', '"Could produce"', ['106.7'],
    'Abilities like "add one mana of any type a land you control could produce" look at what those permanents\' mana abilities would make right now, including replacement effects, but ignore costs. If nothing qualifies, the ability adds no mana — it does not fall back to colourless.'),
  entry('tapped-for-mana', 'Tapping for mana and "is tapped for mana"', ['106.12', '106.12a', '106.12b'],
    'A permanent is "tapped for mana" only when a mana ability with {T} in its cost is activated; tapping it to pay another cost or via convoke doesn\'t count. "Whenever … is tapped for mana" triggers when that ability resolves and actually makes mana, and replacement effects worded that way change the mana it makes. Write such cards so they refer to the mana produced, not the act of tapping.'),
  entry('x', 'X', ['107.3', '107.3a', '107.3f', '107.3i', '107.3m'],
    'X is a number: either the text defines it, or the caster chooses it while casting (for an X in a cost) or at the appropriate time (for an X only in the text). Every X on one object has the same value. An enters-the-battlefield ability of a permanent can use the X that was paid for it as a spell, even though the permanent itself counts X as 0; an X anywhere else with nothing defining it is usually a mistake.'),
  entry('mana-abilities', 'Mana abilities', ['605', '605.1a', '605.1b', '605.3b'],
    'An activated ability is a mana ability if it has no target, could add mana and isn\'t a loyalty ability; a triggered ability is one if it has no target and triggers from a mana ability or mana being added. Mana abilities don\'t use the stack: they resolve at once and can\'t be responded to. Adding a target (or a loyalty cost) turns an "Add" ability into a normal ability that uses the stack.'),
  entry('loyalty-abilities', 'Loyalty abilities', ['606', '606.3', '606.4', '606.6'],
    'An activated ability whose cost is a loyalty symbol (+1, −2, 0). Its controller may activate one loyalty ability per permanent per turn, at sorcery speed, and can\'t pay a minus cost larger than the loyalty it has. Write the minus sign as "−" and give the card a loyalty number; on a non-planeswalker, loyalty abilities have nothing to pay with.'),
  entry('linked-abilities', 'Linked abilities and "exiled with"', ['607', '607.2a'],
    'When one ability does something (exiles cards, makes a choice) and another on the same object refers to it ("the exiled cards", "cards exiled with this creature", "the chosen colour"), the two are linked and see only each other\'s results. A copy or a new object has no memory of what the old one exiled, so make each linked pair self-contained on one card.'),
  entry('owner-controller', 'Owner and controller', ['108.3', '110.2', '111.2'],
    'The owner of a card is who started the game with it; the controller of a permanent is normally whoever put it onto the battlefield, and control can change. A token\'s owner is the player who created it. Say "owner\'s hand/graveyard" for where cards go and "you control" for what a player may use.'),
  entry('face-down', 'Face-down spells and permanents', ['708', '708.2', '708.3'],
    'A face-down object has only the characteristics its rule gives it (usually a nameless, textless 2/2 creature). Because it is turned face down before it enters, its enters abilities don\'t happen, and turning it face up later isn\'t entering. Put face-up triggers ("When this is turned face up") on the card instead.'),
  entry('face-down-exile', 'Cards exiled face down', ['406.3', '406.3a'],
    'Exiled cards are face up unless exiled face down: then no player may look at them except as the instructions allow, and whoever was allowed to look may keep looking until the card leaves exile. A card exiled face down has no characteristics; the effect that exiled it says if it may be played from exile, and it is turned face up just before it is played. This is not a face-down permanent (708): it is not a 2/2 and is never turned face up on the battlefield.'),
  entry('mana-value', 'Mana value', ['202.3', '202.3d', '202.3e', '202.3f', '202.3g'],
    'The total of the mana cost: each coloured, colourless, Phyrexian or snow symbol is 1, numbers count their value, X is 0 except on the stack, and a hybrid symbol counts its larger half ({2/W} is 2). A split card not on the stack adds both halves. Older cards call it "converted mana cost".'),
  entry('color', 'Colour and colour identity', ['202.2', '204', '903.4'],
    'A card is the colours of the symbols in its mana cost, or of its colour indicator when it has one (back faces, cards without a cost). Colour identity for Commander also counts mana symbols in the rules text (not reminder text) and both faces. A land that adds {G} has a green identity even though it is colourless.'),
  entry('summoning-sickness', 'Summoning sickness', ['302.6'],
    'A creature can\'t attack or pay {T} or {Q} costs unless its controller has controlled it continuously since their most recent turn began. Noncreature permanents can tap the turn they arrive; haste removes the restriction.'),
  entry('activated-abilities', 'Activated abilities and costs', ['602.1', '602.1a', '118'],
    'Written `[Cost]: [Effect.]`; everything before the colon is the cost and must be paid in full while activating. Costs are listed with mana first, then {T}/{Q}, then other actions, separated by commas. Restrictions such as "Activate only as a sorcery" follow the effect.'),
  entry('triggered-abilities', 'Triggered abilities and enters-the-battlefield', ['603', '603.6a', '603.6d'],
    'Written `When/Whenever/At [event], [effect].` — "When" for one-off events, "Whenever" for repeatable ones, "At" for the beginning or end of a step. "When this enters" is a triggered ability that uses the stack; "This enters tapped" or "enters with counters" is a static replacement that happens as it enters, not a trigger.'),
  entry('ability-words', 'Ability words', ['207.2c'],
    'An italic word at the start of an ability (Landfall, Raid) that groups similar cards but has no rules meaning: the ability works exactly as if the word were not there. Write it as `Word — ability text` and don\'t expect other cards to be able to refer to it like a keyword.'),
  entry('reminder-text', 'Reminder text', ['207.2', '903.4c'],
    'Italic text in parentheses that explains a keyword or rule; it has no game effect and doesn\'t count for colour identity. Make sure it matches what the rules actually do, and keep the real ability outside the parentheses.'),
  entry('self-reference', 'Self-references', ['201.5'],
    'A card that names itself means only that object, not other cards with the same name. Older cards use the card\'s name; current Oracle text says "this creature", "this spell" and so on — either works, but be consistent within a set.'),
  entry('type-line', 'Type line and subtypes', ['205', '205.3d'],
    'Supertypes, then card types, then a long dash "—" and subtypes: `Legendary Creature — Elf Druid`. Each subtype belongs to one card type (Equipment to artifacts, Aura to enchantments, Elf to creatures and kindred), and a card can\'t have a subtype of a type it doesn\'t have.'),
  entry('power-toughness', 'Power and toughness', ['208', '208.2', '208.3'],
    'Every creature card prints power/toughness (Vehicles and Spacecraft print it too, used only while they are creatures). A star (*) means an ability defines the value, and the card must contain that ability. Other noncreature cards shouldn\'t print it.'),
  entry('loyalty', 'Loyalty', ['209', '306.5'],
    'A planeswalker prints a starting loyalty; it enters with that many loyalty counters, and its loyalty abilities add or remove them. Only planeswalkers have loyalty.'),
  entry('defense', 'Defense', ['310', '310.4'],
    'A battle prints a defense number and enters with that many defense counters; damage removes them and it is defeated at 0. Every battle needs one, and only battles have it.'),
  entry('split-cards', 'Split cards', ['709', '202.3d', '201.4b'],
    'Two half-cards with their own names, costs and text on one card (`Fire // Ice`). You cast one half (or both with fuse); off the stack the card has both names, both colours and the combined mana value.'),
  entry('double-faced-cards', 'Double-faced cards', ['712', '202.3b', '903.4d'],
    'Two faces and no Magic back. A transforming card\'s back face usually has no mana cost, so it needs a colour indicator, and its mana value is that of the front; a modal double-faced card may be cast as either face. Both faces count for colour identity.'),
  entry('additional-costs', 'Additional costs', ['118.8', '118.8d'],
    'Extra costs paid along with the mana cost, such as sacrificing a creature "as an additional cost"; kicker and similar keywords are optional ones. They don\'t change the printed mana cost or mana value. State them in the first line of the text, before the effect.'),
  entry('alternative-costs', 'Alternative costs', ['118.9'],
    'A cost paid instead of the mana cost (flashback, evoke, "You may pay … rather than pay this spell\'s mana cost"). Only one alternative cost can apply to a spell, but additional costs can be added on top.'),
  entry('targets', 'Targets', ['115', '115.1', '115.6'],
    'Only the word "target" makes a spell or ability targeted; targets are chosen when it is put on the stack and checked again as it resolves. If every target has become illegal it does nothing. A target makes a mana ability an ordinary ability and is what hexproof, shroud, ward and protection care about.'),
];

const conceptById = new Map(concepts.map((c) => [c.id, c]));

/** A concept entry by id (`mana-value`, `x`, `summoning-sickness`…, also `concept:x`), or undefined. */
export function conceptReference(id: string): ReferenceEntry | undefined {
  return conceptById.get(id.trim().toLowerCase().replace(/^concept:/, ''));
}

/** Keyword abilities and actions as reference entries, in rule order (abilities first). */
export const keywordReferences: readonly ReferenceEntry[] = [
  ...keywordAbilities.map((k) => entry(`keyword:${k.name.toLowerCase()}`, k.name, [k.rule], keywordAbilityText[k.name] ?? '')),
  ...keywordActions.map((k) => entry(`keyword:${k.name.toLowerCase()}`, k.name, [k.rule], keywordActionText[k.name] ?? '')),
];

const keyOf = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/!/g, '').replace(/\s+/g, ' ').trim();
const keywordByKey = new Map<string, ReferenceEntry>();
for (const e of keywordReferences) keywordByKey.set(keyOf(e.title), e);
const actionKeys = new Set(keywordActions.map((k) => keyOf(k.name)));
const aliases: Record<string, string> = {
  megamorph: 'Morph', multikicker: 'Kicker', daybound: 'Daybound and Nightbound', nightbound: 'Daybound and Nightbound',
  tap: 'Tap and Untap', untap: 'Tap and Untap', infinity: '∞ (Infinity)', '∞': '∞ (Infinity)',
  'double agenda': 'Hidden Agenda', 'choose a background': 'Partner', 'friends forever': 'Partner',
  'bands with other': 'Banding', landwalk: 'Landwalk',
  ...Object.fromEntries(Object.entries(formerKeywords).map(([k, v]) => [k, v])),
};
for (const [alias, name] of Object.entries(aliases)) {
  const target = keywordByKey.get(keyOf(name));
  if (target && !keywordByKey.has(alias)) keywordByKey.set(alias, target);
}

/** Tries a candidate phrase: exact, then the land/type-cycling/offering families. */
function lookupPhrase(phrase: string): ReferenceEntry | undefined {
  const exact = keywordByKey.get(phrase);
  if (exact) return exact;
  const words = phrase.split(' ');
  if (words.length <= 3 && /walk$/.test(words[words.length - 1]) && words[words.length - 1] !== 'planeswalk') return keywordByKey.get('landwalk');
  if (words.length <= 2 && /cycling$/.test(words[words.length - 1])) return keywordByKey.get('cycling');
  if (words.length === 2 && words[1] === 'offering') return keywordByKey.get('offering');
  return undefined;
}

/** Inflected forms of a keyword action's first word: `mills` → mill, `exiled` → exile, `creating` → create. */
function uninflect(word: string): string[] {
  const forms: string[] = [];
  for (const [suffix, add] of [['s', ''], ['es', ''], ['ed', ''], ['d', ''], ['ing', ''], ['ing', 'e'], ['ied', 'y'], ['ies', 'y']] as const) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) forms.push(word.slice(0, -suffix.length) + add);
  }
  return forms;
}

/**
 * The entry for a keyword ability (702.x) or keyword action (701.x), ignoring case and any
 * parameter or reminder text: `flying`, `Kicker {2}{R}`, `Protection from red`, `Forestwalk` →
 * Landwalk, `Swampcycling` → Cycling, `Megamorph` → Morph, `Multikicker` → Kicker, `Totem armor` →
 * Umbra Armor, `mills` → Mill. Undefined if it is not a keyword.
 */
export function keywordReference(name: string): ReferenceEntry | undefined {
  const cleaned = keyOf(name.replace(/\(.*$/s, '').replace(/[—–:]/g, ' '));
  const words = cleaned.split(' ').map((w) => w.replace(/[.,;]+$/, '')).filter((w) => w !== '');
  for (let n = Math.min(words.length, 6); n >= 1; n--) {
    const found = lookupPhrase(words.slice(0, n).join(' '));
    if (found) return found;
  }
  for (let n = Math.min(words.length, 5); n >= 1; n--) {
    for (const first of uninflect(words[0] ?? '')) {
      const phrase = [first, ...words.slice(1, n)].join(' ');
      if (actionKeys.has(phrase)) return keywordByKey.get(phrase);
    }
  }
  return undefined;
}

const codeTexts: Record<Code, string> = {
  'undefined-mana-type': 'The game has six types of mana; an ability that would add any other kind adds nothing at all, so the card silently does less than it says. Write one of {W} {U} {B} {R} {G} {C}, or declare the invented type with `@mana`.',
  'illegal-cost-symbol': '{T} and {Q} mean "tap/untap this permanent" and only make sense in an activated ability\'s cost, once. Remove the symbol from the mana cost or the spell\'s cost, or turn the text into an activated ability (`{T}: …`).',
  'unknown-symbol': 'A brace group that isn\'t a game symbol has no meaning, so nothing can pay or produce it. Fix the spelling (capital letters, a slash for hybrids such as {W/U}), or declare the symbol with `@mana`.',
  'symbol-case': 'Symbols are written in capitals on cards and in Oracle text; lower-case letters read as a different, unknown symbol to other tools. Use the quick fix to upper-case it.',
  'undefined-x': 'If nothing says what X is, its controller may choose any number, which is rarely what the designer meant. Put {X} in a cost, or define it in the text ("where X is the number of cards in your hand").',
  'generic-mana-produced': 'Adding "{2}" adds two colourless mana, and current Oracle text writes that as {C}{C}. Write the produced mana with {C} so readers don\'t mistake it for a cost.',
  'mana-cost-order': 'Mana costs are printed with generic and X first, then coloured symbols in the colour wheel\'s order; out-of-order costs look wrong and are harder to read. Use the quick fix to reorder them.',
  'unknown-type': 'Only card types and supertypes may come before the dash; an unrecognised word there is usually a typo or a subtype on the wrong side. Check the spelling, or move it after the dash.',
  'obsolete-type': 'The rules renamed this type (Tribal became Kindred), so current Oracle text uses the new word. Replace it with the current name.',
  'obsolete-subtype': 'Oracle updates merged some creature types into others (Hound into Dog), so the old word is no longer in the rules\' list. Use the current type.',
  'missing-card-type': 'Every card needs at least one card type (Creature, Instant, Land…), which decides how it is played. Add a card type before the dash.',
  'subtype-mismatch': 'Each subtype belongs to a card type, and an object can\'t have a subtype of a type it lacks (an Equipment must be an artifact). Add the matching card type or remove the subtype.',
  'unknown-subtype': 'The subtype isn\'t in the rules\' lists for this card\'s types and is close to one of them or to one of the set\'s own: most likely a typo. Fix the spelling, or declare it with `@subtype` if the set really invents it.',
  'new-subtype': 'Only this card uses the subtype, and it is close to no subtype of the rules or of the set, so it reads as a word the card invents rather than a typo. Declare it with `@subtype` to make it official; used on a second card, it becomes one of the set\'s own words.',
  'missing-power-toughness': 'A creature without power and toughness can\'t be played correctly. Add a P/T line such as `2/3` (use * only with an ability that defines it).',
  'unexpected-power-toughness': 'Only creatures (and Vehicles or Spacecraft, which become creatures) use power/toughness; on other cards it does nothing. Remove it or make the card a creature.',
  'missing-loyalty': 'A planeswalker enters with loyalty counters equal to its printed loyalty; with none it would die at once. Add a loyalty number.',
  'unexpected-loyalty': 'Loyalty is a characteristic only planeswalkers have; on other cards it does nothing. Remove it or make the card a planeswalker.',
  'missing-defense': 'A battle enters with defense counters equal to its printed defense; without one it is defeated immediately. Add a defense number.',
  'loyalty-ability-on-non-planeswalker': 'Loyalty costs add or remove loyalty counters, which only planeswalkers normally have, so the ability can\'t usually be activated. Make the card a planeswalker, or rewrite the cost (for example with counters of another kind).',
  'dash-style': 'Card text uses the long dash "—" between types and subtypes, after ability words and in costs like `Ward—Pay 3 life`. Replace the hyphen with "—".',
  'duplicate-card-name': 'Two cards with the same name are the same card to the rules (deck limits, "named" effects), and tools can\'t tell them apart. Rename one, or remove the duplicate.',
  'syntax-error': 'The card doesn\'t follow the .cards format, so the rest of it can\'t be checked reliably. See the message for what was expected at that point.',
  'invalid-directive': 'A directive that can\'t be read declares nothing, so cards relying on it get false errors. Check the directive\'s form and that it comes before the cards.',
  'undefined-token': 'A token\'s name is what the creating effect calls it — its subtypes, or the name it gives (111.4). Playtest tools link a card to the tokens it makes by that name, so the set needs a token card of that name (type line `Token Creature — Saproling`). The quick fix appends one built from the card\'s text; predefined tokens such as Treasure and Food (111.10) need none.',
  'shadows-rules-word': 'The set uses this word as its own on two or more cards, so it is no mistake; but the rules have the same word for something else (a subtype of another card type, a keyword action, a keyword one letter away), and a reader will take it as the rules\' one. Declare it with @subtype or @keyword to say it is meant, or rename it.',
  'conflicting-rarity': 'A card has one rarity, shown by the colour of its expansion symbol on every face (206.2); its Rarity: line counts wherever it stands, even after the back face. Two lines that name different rarities leave stats, boosters, images and exports with the first one: keep one Rarity: line.',
  'invalid-ruling-date': 'Rulings are listed newest first by their date, written YYYY-MM-DD as the official rulings are; a ruling without a real date can\'t be placed. Start the ruling with its date, such as `Ruling: 2026-01-20 …`.',
  'missing-blank-line': 'Cards are separated by blank lines. Without one, the next card\'s name and type line become rules text of the card above, and the next card is never checked. Insert a blank line before its name.',
  'duplicate-stats': 'A card prints one power/toughness (or one loyalty or defense); with two lines nobody can tell which is meant. Remove the wrong one; a leveler\'s band P/T goes right after its LEVEL line.',
  'mode-bullet': 'The modes of a "Choose one —" ability are a bulleted list, each starting with "•". A mode typed with "*" or "-" is read as a mode too, but prints wrong. Use the quick fix to write "•".',
  'saga-chapter': 'A Saga gets a lore counter as it enters and after each draw step, and each chapter triggers when the counters reach its number; it is sacrificed after its final chapter, its greatest chapter number. Write the chapters I, II, III… in order, none missing, and make the reminder text name the last one.',
  'unknown-keyword': 'A misspelt keyword is just text: the card silently loses the ability (no flying, no trample). Use the quick fix to write the keyword as the rules spell it, or declare your set\'s own keywords with `@keyword`.',
  'check-failed': 'An internal check crashed on this card; the other checks still ran. Please report the card text so the check can be fixed.',
  'wording-enters': 'A wording note, not a rules error. Since Bloomburrow (2024) Oracle text says "When this creature enters" and "enters tapped"; "enters the battlefield" reads as an older card. With `@templating 2019-07` (or any date before August 2024) the long form is expected instead.',
  'wording-mana-value': 'A wording note. Strixhaven (2021) renamed converted mana cost to mana value (202.3), and every card received errata. With a profile dated before April 2021 the old term is expected.',
  'wording-main-phase': 'A wording note. Since Bloomburrow (2024) cards count main phases: "at the beginning of your first main phase", "second main phase" (505.1, 505.1b).',
  'wording-create-token': 'A wording note. Since Amonkhet (2017) an effect that makes a token says "create": "create a 1/1 white Soldier creature token". "Put … onto the battlefield" is for cards.',
  'wording-self-reference': 'A wording note. Since the Aetherdrift Oracle update (2025) a permanent calls itself "this creature", "this artifact", "this Equipment"… ("this card" where the ability works from the graveyard or hand), and a legendary card uses its short name (201.5c). Instants, sorceries, characteristic-defining abilities and "named …" keep the name.',
  'wording-number': 'A wording note. Oracle writes damage, life and a keyword\'s number in digits ("deals 3 damage", "Scry 2") and counts of cards, counters, tokens and targets in words ("draw two cards", "two +1/+1 counters").',
  'wording-symbol-number': 'A symbol in braces is mana: {X} is X generic mana (107.3, 107.4). As a number of counters, damage or a keyword\'s number, write plain X ("put X +1/+1 counters on it").',
  'wording-counters-on-it': 'A wording note. Counters are put on an object (122.6): "enters with two +1/+1 counters on it". Without "on it" the sentence reads unfinished.',
  'wording-trigger': 'Triggered abilities are written "[When/Whenever/At] [trigger event], [effect]" (603.1). An ability that triggers once a turn says so at the end: "Whenever …, … This ability triggers only once each turn."',
  'wording-keyword-line': 'A keyword line lists its keywords with commas, capitalises only the first and has no period: "Flying, vigilance" (702.1). A keyword with a dash and a cost ("Ward—Pay 3 life.") keeps its period.',
  'wording-agreement': 'The verb agrees with its subject: "Creatures you control get +1/+1", "Each creature you control gets +1/+1", "Spells you cast have cascade".',
  'wording-reminder-text': 'Reminder text (207.2a) restates the keyword\'s rule; this one says the same rule in other words than today\'s cards print (an older wording such as "enters the battlefield", or words today\'s reminder doesn\'t use). Use the current reminder text (the quick fix inserts it).',
  'reminder-text-mismatch': 'Reminder text (207.2a) restates the keyword\'s rule; this one says something else — the opposite, another number or cost, or another keyword\'s rule — so a player who reads it plays the card wrong. Use the current reminder text (the quick fix inserts it).',
  'new-world-order': 'New World Order (Mark Rosewater, 2011) keeps commons simple, because commons are most of what is on the table in draft: only about a fifth of a set\'s commons should be red-flagged. cardtext flags cards that change other permanents, trigger on what others do, ask for choices while resolving, make players look through cards, work on the stack, need memory of the turn, or run long. A note, not a rule: keep the card if the set has room for it.',
  'color-pie-bend': 'Each colour does some things and not others (the colour pie). cardtext counts, among real mono-coloured cards, which colours do each effect; one that none of this card\'s colours does (fewer than 3 % of those cards, or a single one) is a bend. Real sets bend sometimes, for a theme; the note names the colours that do it so the bend is a choice.',
  'unfillable-collation': 'A pack is opened without repeating a card, so a slot needs at least as many different cards of its rarity as a pack can take from it (a 10-common slot needs 10 commons). Add cards of that rarity, shrink the slot, or weight it differently.',
  'skeleton-slot': 'A card\'s `Slot:` names its place in the set\'s plan (`@skeleton`). Name a slot the plan has, one no other card fills, of the card\'s own colour group and rarity; or leave `Slot:` out and the card fills the first empty slot of its colour and rarity.',
};

/** The entry for a diagnostic code: why it matters and how to fix it, with the code's rule. */
export function codeReference(code: Code): ReferenceEntry;
export function codeReference(code: string): ReferenceEntry | undefined;
export function codeReference(code: string): ReferenceEntry | undefined {
  const info = (codeInfo as Record<string, (typeof codeInfo)[Code] | undefined>)[code];
  if (!info) return undefined;
  return entry(`code:${code}`, code, info.rule ? [info.rule] : [], codeTexts[code as Code]);
}

/** What the built-in reference says about a rule number: the entries citing it, or its nearest parent. */
export interface RuleReference {
  /** The rule the entries cite: the number asked for, or the nearest parent (702.9b → 702.9 → 702). */
  number: string;
  /** Concepts first, then symbols, then keywords, then check codes. */
  entries: ReferenceEntry[];
}

/** Every entry of the built-in reference: concepts, symbols, keywords, then check codes. */
export function referenceEntries(): ReferenceEntry[] {
  return [...concepts, ...Object.values(symbols), ...keywordReferences, ...(Object.keys(codeInfo) as Code[]).map((c) => codeReference(c))];
}

let byRule: Map<string, ReferenceEntry[]> | undefined;

function entriesByRule(): Map<string, ReferenceEntry[]> {
  if (byRule) return byRule;
  byRule = new Map();
  for (const e of referenceEntries()) {
    for (const number of e.rules) {
      const list = byRule.get(number) ?? [];
      if (!list.includes(e)) list.push(e);
      byRule.set(number, list);
    }
  }
  return byRule;
}

/** The rule a rule number belongs to: `702.9b` → `702.9`, `702.9` → `702`, `702` → none. */
function parentRule(number: string): string | undefined {
  if (/[a-z]$/.test(number)) return number.slice(0, -1);
  const dot = number.indexOf('.');
  return dot > 0 ? number.slice(0, dot) : undefined;
}

/**
 * The built-in reference's entries for a rule number (`702.9`, `107.5`, `605.1a`, read as by
 * `normalizeRuleNumber`), falling back to the nearest parent rule the reference cites; undefined if
 * none. `codes: false` leaves out the check codes' entries (a hover on a diagnostic, which says
 * what the code's entry would).
 */
export function ruleReference(number: string, options: { codes?: boolean } = {}): RuleReference | undefined {
  const index = entriesByRule();
  for (let n = normalizeRuleNumber(number); n; n = parentRule(n)) {
    const entries = (index.get(n) ?? []).filter((e) => options.codes !== false || !e.id.startsWith('code:'));
    if (entries.length > 0) return { number: n, entries };
  }
  return undefined;
}

/** An entry as plain text (for the CLI and the "Show rule" document): title, rule numbers, text. */
export function entryText(e: Pick<ReferenceEntry, 'title' | 'rules' | 'text'>): string {
  return `${e.title}${e.rules.length ? ` (CR ${e.rules.join(', ')})` : ''}\n\n${e.text}`;
}
