/**
 * Effects a card's rules text has, found by their templates ("counter target spell", "destroy
 * target creature", "draw two cards"…) and its keyword abilities: what the colour-pie table is
 * built from and matched against, and what "removal" means for the colour-pair view. Read on the
 * text as written, lower-cased, reminder text left out; an effect granted inside quotes counts
 * too (the card still does it). Pure.
 */
import type { CardModel } from '../language/model/cardModel.js';

export interface Effect {
  id: string;
  /** How the colour pie and the overview name it. */
  label: string;
  pattern: RegExp;
  /** Takes a creature away for good or for long (destroy, exile, damage, shrink, edicts, Pacifism). */
  removal?: boolean;
}

const n = '(?:\\d+|x|a|an|one|two|three|four|five|six|seven)';
/** Words that narrow what is targeted, hyphens and lists included ("nonartifact, nonblack", "non-Zombie", "red"). */
// ("or" is never a word of its own here: it can be read one way only, so a long "or or or …" can't make it backtrack.)
const adj = "(?:(?!or )[a-z'-]+,? (?:or )?)*";

export const effects: readonly Effect[] = [
  { id: 'counterspell', label: 'counters spells', pattern: new RegExp(`\\bcounter target ${adj}spell\\b`) },
  { id: 'draw', label: 'draws cards', pattern: new RegExp(`\\b(?:you )?draws? ${n} cards?\\b|\\bdraw a card\\b`) },
  { id: 'destroy-creature', label: 'destroys creatures', pattern: new RegExp(`\\bdestroy (?:target|all|each|up to \\w+ target) ${adj}creatures?\\b(?! with flying)`), removal: true },
  { id: 'destroy-flier', label: 'destroys creatures with flying', pattern: /\bdestroy (?:target|all|each) creatures? with flying\b/, removal: true },
  { id: 'exile-creature', label: 'exiles creatures', pattern: new RegExp(`\\bexile (?:target|all|each) ${adj}creatures?\\b(?! cards?)`), removal: true },
  { id: 'damage', label: 'deals direct damage', pattern: /\bdeals? (?:\d+|x) damage to (?:any target|target creature|target player|target opponent|each creature|each opponent|target creature or planeswalker)\b(?! with flying)/, removal: true },
  { id: 'damage-fliers', label: 'deals damage to creatures with flying', pattern: /\bdeals? (?:\d+|x) damage to (?:target|each) creature with flying\b/, removal: true },
  { id: 'shrink', label: 'gives -N/-N', pattern: /\b(?:target|all|each) (?:[a-z]+ )*creatures? (?:gets?|get) -(?:\d+|x)\/-(?:\d+|x)\b/, removal: true },
  { id: 'edict', label: 'makes players sacrifice creatures', pattern: /\b(?:target player|target opponent|each opponent|each player) sacrifices (?:a|an|two) (?:[a-z]+ )*creature\b/, removal: true },
  { id: 'pacifism', label: 'stops a creature attacking and blocking', pattern: /\benchanted creature can't attack or block\b/, removal: true },
  { id: 'destroy-artifact-enchantment', label: 'destroys artifacts or enchantments', pattern: /\bdestroy target (?:artifact|enchantment|artifact or enchantment|noncreature artifact)\b/ },
  { id: 'land-destruction', label: 'destroys lands', pattern: /\bdestroy target (?:nonbasic )?land\b|\bdestroy all lands\b/ },
  { id: 'bounce', label: 'returns permanents to their owners\' hands', pattern: /\breturn target (?:[a-z]+ )*(?:creature|permanent)s? to (?:its|their) owner's hands?\b/ },
  { id: 'tap-down', label: 'taps creatures', pattern: /\btap (?:target|up to \w+ target|all) (?:[a-z]+ )*creatures?\b/ },
  { id: 'steal', label: 'gains control of others\' permanents', pattern: /\bgain control of target\b/ },
  { id: 'gain-life', label: 'gains life', pattern: /\byou gain (?:\d+|x) life\b/ },
  { id: 'ramp', label: 'searches for lands', pattern: /\bsearch your library for (?:up to \w+ )?(?:a |two )?basic land cards?\b/ },
  { id: 'tutor', label: 'searches for any card', pattern: /\bsearch your library for an? card\b/ },
  { id: 'discard', label: 'makes opponents discard', pattern: /\b(?:target player|target opponent|each opponent|each player) discards?\b/ },
  { id: 'reanimate', label: 'returns creatures from graveyards to the battlefield', pattern: /\breturn target creature card from (?:a|your|an opponent's) graveyard to the battlefield\b/ },
  { id: 'regrowth', label: 'returns cards from the graveyard to the hand', pattern: /\breturn (?:target|up to \w+ target) (?:[a-z]+ )*cards? from your graveyard to your hand\b/ },
  { id: 'counters', label: 'puts +1/+1 counters', pattern: /\bput (?:a|an|one|two|three|x|\d+) \+1\/\+1 counters? on\b/ },
  { id: 'pump', label: 'pumps creatures', pattern: /\btarget creature gets \+\d+\/\+\d+\b/ },
  { id: 'tokens', label: 'creates creature tokens', pattern: /\bcreate (?:a|an|one|two|three|four|x|\d+) (?:tapped )?\d+\/\d+ [a-z ,]*creature tokens?\b/ },
  { id: 'extra-turn', label: 'takes extra turns', pattern: /\btake an extra turn\b/ },
  { id: 'fight', label: 'makes creatures fight', pattern: /\bfights? (?:target|another|up to)\b/ },
];

/** Keyword abilities whose colours the pie also tracks. */
export const pieKeywords = ['Flying', 'First Strike', 'Deathtouch', 'Lifelink', 'Vigilance', 'Haste', 'Trample', 'Reach', 'Hexproof', 'Flash', 'Menace', 'Defender', 'Indestructible'] as const;

/** A card's rules text as effects are read from it: lower-cased, reminder text out, one line. */
export function effectText(model: CardModel): string {
  return model.card.faces.flatMap((f) => f.abilities.flatMap((a) => [a.text, ...a.modes.map((m) => m.text)])).join('\n').replace(/\([^)]*\)/g, ' ').toLowerCase().replace(/[’]/g, "'").replace(/[−–]/g, '-');
}

/** The effects (ids) of a card, and its tracked keywords (as `keyword:Flying`). */
export function effectsOf(model: CardModel): string[] {
  const text = effectText(model);
  const found = effects.filter((e) => e.pattern.test(text)).map((e) => e.id);
  for (const k of pieKeywords) if (model.keywords.includes(k)) found.push(`keyword:${k}`);
  return found;
}

/** True if the card is removal (see Effect.removal). */
export function isRemoval(model: CardModel): boolean {
  const text = effectText(model);
  return effects.some((e) => e.removal && e.pattern.test(text));
}

/** The name of an effect id (`keyword:Flying` → "has flying"). */
export function effectLabel(id: string): string {
  if (id.startsWith('keyword:')) return `has ${id.slice(8).toLowerCase()}`;
  return effects.find((e) => e.id === id)?.label ?? id;
}
