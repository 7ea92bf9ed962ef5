/**
 * Power/toughness, loyalty and defense belong to the card types that have them (208.1, 209.1,
 * 306.5, 310.4), and loyalty abilities to planeswalkers (606.2).
 */
import type { Ability, Face } from '../ast.js';
import type { Declarations } from '../model/symbols.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, type Fix, registerChecks } from './registry.js';
import { echo } from '../userText.js';

/** Artifacts printed with power/toughness they only use as creatures (301.7a Vehicles, Spacecraft with station). */
const printedPTSubtypes = new Set(['Vehicle', 'Spacecraft']);

/**
 * A fix that adds a stats line at the end of the face: `plain` as text, `snippet` with its numbers
 * as placeholders for editors that take snippets (the designer types over them).
 */
function addLineFix(face: Face, title: string, plain: string, snippet: string): Fix[] {
  const end = face.range.end;
  const range = { start: end, end };
  return [{ title, edits: [{ range, newText: `\n${plain}`, snippet: `\n${snippet}` }] }];
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * A sentence by which the card itself becomes a creature (208.3: a noncreature card may print the
 * power and toughness it has when it is one, as Vehicles do): "This land becomes a 4/4 Elemental
 * creature", "return it to the battlefield. It's a 4/4 Spirit creature", "~ is a 2/2 creature as
 * long as…", "put it onto the battlefield as a Spirit creature", "it enters as a 3/3 creature", in its
 * text or its keyword's reminder text.
 */
const animation = /\b(?:becomes?|become|it's|it is|is|are|return(?:s|ed)? [^.]*? as|onto the battlefield as|enters?(?: the battlefield)? as)\b(?: still)?(?: an?| \d+\/\d+| an? \d+\/\d+| an? [\w\s/’'-]*?)? (?:[\w’'-]+ )*?creatures?\b/i;
const selfSubject = /\b(?:this (?:card|land|artifact|enchantment|permanent|spell|aura|equipment|vehicle)|~|it|it's|enchanted \w+|equipped \w+)\b/i;

function becomesCreature(face: Face, spell: boolean, declarations: Declarations): boolean {
  const names = [face.name.text, face.name.text.split(',')[0]].filter((n) => n.length > 1);
  const namesSelf = (sentence: string) => selfSubject.test(sentence) || names.some((n) => sentence.includes(n));
  // An instant or sorcery is a creature only if it returns itself as one: its ability must name the
  // card itself ("Return this card … It's a 4/4 …"); "it" alone is another object (a returned card).
  const namesCard = (text: string) => /\b(?:this card|~)|\bthis spell\b/i.test(text) || names.some((n) => text.includes(n));
  // The card's abilities, and the reminder text `@keyword` declares for a keyword the card has.
  const texts = face.abilities.map((a) => a.text);
  for (const a of face.abilities) {
    const declared = a.abilityKind === 'keyword' ? declarations.keywordReminders?.get(a.keyword.toLowerCase()) : undefined;
    if (declared) texts.push(declared);
  }
  return texts.some((text) => (!spell || namesCard(text)) && text.split(/(?<=[.;])\s+/).some((sentence) => animation.test(sentence) && namesSelf(sentence) && !/\btarget\b[^.]*\bbecomes?\b/i.test(sentence)));
}

function checkStats(face: Face, ctx: CheckContext, accept: Accept): void {
  const fm = ctx.face;
  if (fm.types.length === 0) return;
  const pt = face.stats.filter((s) => s.statKind === 'powerToughness' && !s.levelBand);
  const loyalty = face.stats.filter((s) => s.statKind === 'loyalty' && s.value?.trim());
  const defense = face.stats.filter((s) => s.statKind === 'defense' && s.value?.trim());
  const anchor = face.typeLine?.range ?? face.name.range;
  const isCreature = fm.types.includes('Creature');
  const kind = fm.types.join(' ').toLowerCase();
  if (isCreature && pt.length === 0) {
    accept('error', codes.missingPowerToughness, 'no power/toughness — a creature needs one (208.1)', anchor, {
      detail: 'A creature card has a power and toughness: add a line such as "2/2" at the end of the card.',
      fixes: addLineFix(face, 'Add a power/toughness line', '0/0', '${1:0}/${2:0}'),
    });
  }
  const ptAllowed = isCreature || fm.subtypes.some((s) => printedPTSubtypes.has(s)) || face.abilities.some((a) => a.abilityKind === 'keyword' && (a.keyword === 'Crew' || a.keyword === 'Station'))
    || becomesCreature(face, fm.isInstantOrSorcery, ctx.declarations)
    // A card type the set invents says what its cards are; the rules can't tell whether they have P/T.
    || fm.types.some((t) => ctx.declarations.cardTypes?.has(t.toLowerCase()));
  if (!ptAllowed) {
    for (const s of pt) {
      accept('warning', codes.unexpectedPowerToughness, `"${echo(`${s.power}/${s.toughness}`, 20)}" on ${article(kind)} ${kind} — nothing makes it a creature, so it has no power/toughness (208.3)`, s.range,
        { detail: `This card is ${article(kind)} ${kind} and nothing in its text makes it a creature, so its power and toughness would never be used. If it is meant to be a creature, add "Creature" to its type line; if its text animates it, say so ("This land becomes a 4/4 Elemental creature…").` });
    }
  }
  // A planeswalker that transforms into another planeswalker keeps its loyalty counters, so that back
  // face may print no loyalty (Garruk Relentless); every other planeswalker face prints one.
  const index = ctx.model.faces.indexOf(fm);
  const keepsCounters = index > 0 && ctx.model.faces[index - 1].types.includes('Planeswalker');
  if (fm.types.includes('Planeswalker') && loyalty.length === 0 && !keepsCounters) {
    accept('error', codes.missingLoyalty, 'no loyalty — a planeswalker needs one (209.1)', anchor, {
      detail: 'A planeswalker card has a loyalty number: add a line such as "Loyalty: 3" at the end of the card.',
      fixes: addLineFix(face, 'Add a loyalty line', 'Loyalty: 0', 'Loyalty: ${1:0}'),
    });
  }
  if (!fm.types.includes('Planeswalker')) {
    for (const s of loyalty) {
      accept('warning', codes.unexpectedLoyalty, `loyalty on ${article(kind)} ${kind} — only planeswalkers have it (306.5)`, s.range,
        { detail: `Loyalty is a characteristic only planeswalkers have; this ${kind} would ignore it.` });
    }
  }
  if (fm.types.includes('Battle') && defense.length === 0) {
    accept('error', codes.missingDefense, 'no defense — a battle needs one (310.4)', anchor, {
      detail: 'A battle has a defense number: add a line such as "Defense: 5" at the end of the card.',
      fixes: addLineFix(face, 'Add a defense line', 'Defense: 0', 'Defense: ${1:0}'),
    });
  }
}

function checkLoyaltyAbility(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (ability.abilityKind !== 'loyalty' || ability.granted || ctx.face.types.includes('Planeswalker')) return;
  const kind = ctx.face.types.join(' ').toLowerCase() || 'card';
  accept('warning', codes.loyaltyAbilityOnNonPlaneswalker, `"${echo(ability.loyaltyCost.text, 20)}:" is a loyalty ability on ${article(kind)} ${kind}, not a planeswalker (606.2)`,
    ability.loyaltyCost.range,
    { detail: `Loyalty abilities are normally only planeswalkers'; on this ${kind} there are no loyalty counters to pay it with unless something puts them there.` });
}

registerChecks({ Face: [checkStats], Ability: [checkLoyaltyAbility] });
