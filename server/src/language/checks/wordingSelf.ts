/**
 * How a card refers to itself (201.5). From the Aetherdrift Oracle update (February 2025) a
 * permanent's abilities say "this creature", "this artifact", "this Equipment"… (an ability that
 * works from the graveyard or hand says "this card", a cost reduction "this spell"), and a legendary
 * card uses its short name, the part before the comma (201.5c). The name stays where Oracle keeps
 * it: instants and sorceries, characteristic-defining abilities ("~'s power is equal to …", 604.3),
 * "has flash", "named ~", "transforms into ~", and an ability that asks "if it was a creature".
 * A profile dated before the update wants the name where a trigger reads "When this creature …".
 */
import type { Ability } from '../ast.js';
import type { FaceModel } from '../model/cardModel.js';
import { applies, checksWording, wordingChanges } from '../templating/profile.js';
import { atSentenceStart, oneEdit, spanRange, wordingText, type WordingText } from '../templating/wordingText.js';
import { codeInfo, codes } from './codes.js';
import { echo } from '../userText.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';

/** Subtypes a permanent names itself by instead of its card type ("this Equipment", "this Saga"). */
const ownNouns = ['Equipment', 'Vehicle', 'Spacecraft', 'Fortification', 'Aura', 'Saga', 'Case', 'Class', 'Room'];

/** "this <noun>" as a permanent of these types calls itself on the battlefield. */
export function selfNoun(face: FaceModel): string {
  const sub = face.subtypes.find((s) => ownNouns.includes(s));
  if (face.types.includes('Creature')) return 'creature';
  if (sub) return sub;
  for (const type of ['Land', 'Artifact', 'Enchantment', 'Battle', 'Planeswalker']) if (face.types.includes(type)) return type.toLowerCase();
  return 'permanent';
}

const isLetter = (ch: string | undefined) => ch !== undefined && /[\p{L}'’]/u.test(ch);

/** Where each of `forms` stands in the text as a whole word (indexOf, not a regex per card: this runs for every ability). */
function occurrences(text: string, forms: string[]): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = [];
  for (const form of forms) {
    if (form === '') continue;
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + form.length)) {
      if (!isLetter(text[at - 1]) && !/[\p{L}]/u.test(text[at + form.length] ?? ' ')) out.push({ index: at, text: form });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Where the name stays in today's wording, judged from the words around it. */
function keepsName(text: string, at: number, end: number): boolean {
  const before = text.slice(Math.max(0, at - 20), at);
  const after = text.slice(end, end + 40);
  if (/\b(?:named|name is|names|into)\s+$/i.test(before)) return true;
  if (/^'s (?:power|toughness)(?: and toughness)? (?:is|are)\b/.test(after) || /^ is (?:every|all|the chosen|colorless)\b/.test(after) || /^ has flash\b/.test(after)) return true;
  const sentence = sentenceAround(text, at);
  return /\bif it was an? \w+/.test(sentence);
}

/**
 * The name stands for the spell being cast: "an additional cost to cast ~", "~ costs {1} less",
 * "~ can't be countered" — "this spell" in Oracle text well before 2019. ("Spent to cast ~" and
 * "you may cast ~ as though it had flash" kept the name until the 2025 update.)
 */
function asSpell(text: string, at: number, end: number): boolean {
  return /\badditional cost to cast\s+$/i.test(text.slice(Math.max(0, at - 30), at)) || /^ (?:costs|can't be countered)\b/.test(text.slice(end, end + 24));
}

function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('. ', at) + 1, 0);
  const end = text.indexOf('.', at);
  return text.slice(start, end < 0 ? text.length : end);
}

/** "this card" where the ability works from a hidden zone, "this spell" for a spell's cost or countering, else "this <noun>". */
function replacementFor(text: string, at: number, end: number, face: FaceModel): string {
  const after = text.slice(end, end + 30);
  // The card in a hidden zone: "return ~ from your graveyard", "discard ~", "when you cycle ~", "if ~ is in your hand".
  const hidden = /^ (?:from|is in|in) (?:your|a|its owner's) (?:graveyard|hand|library)\b|^ from exile\b/.test(after) || /\b(?:[Dd]iscard|[Rr]eveal|[Ee]xile|cycle)\s+$/.test(text.slice(0, at));
  let noun = hidden ? 'card' : face.isInstantOrSorcery ? 'spell' : selfNoun(face);
  if (asSpell(text, at, end)) noun = hidden && !/^ costs\b/.test(after) ? 'card' : 'spell';
  const phrase = `this ${noun}`;
  return atSentenceStart(text, at) ? 'T' + phrase.slice(1) : phrase;
}

/**
 * The card's name where the profile wants "this …": with the update (`current`), every reference a
 * permanent's text makes to itself; before it, only where the name stands for the spell.
 */
function checkNamed(w: WordingText, face: FaceModel, current: boolean, accept: Accept): void {
  const name = face.face.name.text.trim();
  const legendary = face.supertypes.includes('Legendary');
  const since = wordingChanges.thisObject.since;
  if (legendary && current) {
    const comma = name.indexOf(',');
    if (comma <= 0) return;
    const short = name.slice(0, comma).trim();
    for (const m of occurrences(w.text, [name])) {
      if (keepsName(w.text, m.index, m.index + m.text.length)) continue;
      accept(codeInfo[codes.wordingSelfReference].severity, codes.wordingSelfReference, `a legendary card calls itself by its short name: "${echo(short, 40)}" (201.5c)`, spanRange(w, m.index, m.text.length), {
        detail: `Since ${since} a legendary card's text uses the part of its name before the comma; it means the full name (201.5c).`,
        fixes: [oneEdit(`Write "${echo(short, 40)}"`, w, m.index, m.text.length, short)],
      });
    }
    return;
  }
  for (const m of occurrences(w.text, [name, '~', 'CARDNAME'])) {
    const end = m.index + m.text.length;
    // Before the update only a name standing for the spell is reported: that cheap test goes first.
    const spell = asSpell(w.text, m.index, end);
    if (!spell && (!current || legendary || face.isInstantOrSorcery)) continue;
    if (keepsName(w.text, m.index, end)) continue;
    const replacement = replacementFor(w.text, m.index, end, face);
    const written = m.text === '~' || m.text === 'CARDNAME' ? 'the card\'s name' : `"${echo(m.text, 30)}"`;
    accept(codeInfo[codes.wordingSelfReference].severity, codes.wordingSelfReference, `today's cards say "${replacement}", not ${written} (201.5)`, spanRange(w, m.index, m.text.length), {
      detail: `Since ${since} a permanent's text refers to itself as "this creature", "this artifact", "this Equipment"… ("this card" where the ability works from the graveyard or hand). The name stays in characteristic-defining abilities and "named …" (201.5).`,
      fixes: [oneEdit(`Write "${replacement}"`, w, m.index, m.text.length, replacement)],
    });
  }
}

/** Before the update, a card's trigger names it: "When this creature enters" is newer wording (except "transforms into"). */
function checkBefore(w: WordingText, face: FaceModel, ability: Ability, accept: Accept): void {
  if (ability.abilityKind !== 'triggered') return;
  // After an ability word and its dash, if any: "Landfall — Whenever this creature …".
  const m = /^(?:[^—]*—\s*)?(?:When|Whenever) (this (?:creature|artifact|enchantment|land|permanent|Equipment|Vehicle|Aura|Saga)) ([^,]*)/d.exec(w.text);
  // A trigger on transforming names the face it becomes, so the card is "this creature" there (Huntmaster of the Fells).
  if (!m || /\btransforms?\b/.test(m[2])) return;
  const name = face.face.name.text.trim();
  const short = face.supertypes.includes('Legendary') && name.includes(',') ? name.slice(0, name.indexOf(',')).trim() : name;
  const at = m.indices![1][0];
  accept(codeInfo[codes.wordingSelfReference].severity, codes.wordingSelfReference, `"${m[1]}" is newer wording: cards of this profile's date use their name (201.5)`, spanRange(w, at, m[1].length), {
    detail: `The file's templating profile is dated before ${wordingChanges.thisObject.since}, when cards began to call themselves "this creature", "this artifact"…; before it, a card's abilities used its name.`,
    fixes: short ? [oneEdit(`Write "${echo(short, 40)}"`, w, at, m[1].length, short)] : [],
  });
}

function checkSelfReference(ability: Ability, ctx: CheckContext, accept: Accept): void {
  const profile = ctx.declarations.templating;
  if (!checksWording(profile) || ctx.model.isToken || ctx.model.isEmblem) return;
  const face = ctx.abilityModel?.face ?? ctx.face;
  // Quoted abilities belong to other objects and reminder text speaks of the rule, not the card.
  const w = wordingText(ability, { reminders: true, quotes: true });
  if (!w) return;
  const current = applies(profile, 'thisObject');
  checkNamed(w, face, current, accept);
  if (!current && face.isPermanent) checkBefore(w, face, ability, accept);
}

registerChecks({ Ability: [checkSelfReference] });
