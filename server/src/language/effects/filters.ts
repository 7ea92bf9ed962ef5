/**
 * Reading what a noun phrase accepts: `nonblack creature`, `artifact or enchantment`, `creature
 * you don't control with flying`, `creature card in your graveyard`. Conditions are kept in the
 * order the text gives them. A phrase the reader does not know is not read (undefined). Its words: filterWords.ts.
 */
import { subtypesByType } from '../data/rulesData.js';
import { colorLetters, invariantPlural, nouns, states, subtypeOf, supertypeWords, typeAdjectives } from './filterWords.js';
import type { Alternative, Filter, Property } from './types.js';
import type { Cursor } from './words.js';
import { readSuffixes } from './filterSuffixes.js';

export { colorLetters, filterKeywords, readNumber, subtypeOf, withSetSubtypes } from './filterWords.js';

/**
 * `blue, black, or red spell`, `white, blue or black creature`: three or more colours listed with commas, one object of
 * any of them (the cursor moved past the list); undefined (the cursor unmoved) otherwise. (A cast trigger's own reading
 * of its spell does not take the list without the serial comma: "Whenever you cast a white, blue or black spell" is not
 * read.)
 */
function colorList(c: Cursor): string[] | undefined {
  const colors: string[] = [];
  let k = 0;
  while (colorLetters[c.peek(k)] && c.peek(k + 1) === ',') {
    colors.push(colorLetters[c.peek(k)]);
    k += 2;
  }
  if (colors.length === 0) return undefined;
  const or = (at: number): number => (c.peek(at) === 'or' ? 1 : c.peek(at) === 'and' && c.peek(at + 1) === 'or' ? 2 : 0);
  // Without the serial comma, the next-to-last colour stands before "or".
  if (colorLetters[c.peek(k)] && or(k + 1)) colors.push(colorLetters[c.peek(k++)]);
  const skip = or(k);
  if (!skip || !colorLetters[c.peek(k + skip)] || colors.length < 2) return undefined;
  colors.push(colorLetters[c.peek(k + skip)]);
  c.i += k + skip + 1;
  return colors;
}

/** Adjectives before a noun: colours, `non-` words, supertypes, states, `other`, subtypes, type adjectives. */
function readAdjectives(c: Cursor, props: Property[], alternatives: Property[][]): void {
  const start = props.length;
  let listed = false;
  for (;;) {
    // `nonartifact, nonblack creature`, `noncreature, nonland card`: negated adjectives listed with commas all hold.
    const last = props.length > start ? props[props.length - 1] : undefined;
    const negated = last && (('not' in last && last.not) || (last.is === 'state' && last.state === 'nontoken'));
    if (negated && c.peek() === ',' && /^non./.test(c.peek(1))) {
      c.next();
      listed = true;
      continue;
    }
    const w = c.peek();
    // `red or green spell`, `white or black creature`, `blue and/or black creatures` (the slash is not a word): one
    // object of either colour.
    const andOr = c.peek(1) === 'and' && c.peek(2) === 'or' ? 1 : 0;
    const colorsListed = colorList(c);
    if (colorsListed) {
      alternatives.push(colorsListed.map((color) => ({ is: 'color', color }) as Property));
    } else if (colorLetters[w] && c.peek(1 + andOr) === 'or' && colorLetters[c.peek(2 + andOr)]) {
      alternatives.push([{ is: 'color', color: colorLetters[w] }, { is: 'color', color: colorLetters[c.peek(2 + andOr)] }]);
      c.i += 3 + andOr;
    } else if (colorLetters[w]) {
      props.push({ is: 'color', color: colorLetters[w] });
      c.next();
    } else if (w.startsWith('non') && colorLetters[w.slice(3).replace(/^-/, '')]) {
      props.push({ is: 'color', color: colorLetters[w.slice(3).replace(/^-/, '')], not: true });
      c.next();
    } else if (w === 'colorless' || w === 'multicolored' || w === 'monocolored') {
      props.push({ is: w });
      c.next();
    } else if (w.startsWith('non') && nouns[w.slice(3).replace(/^-/, '')] && typeAdjectives.has(nouns[w.slice(3).replace(/^-/, '')])) {
      props.push({ is: 'type', type: nouns[w.slice(3).replace(/^-/, '')], not: true });
      c.next();
    } else if (w.startsWith('non') && supertypeWords[w.slice(3).replace(/^-/, '')]) {
      props.push({ is: 'supertype', type: supertypeWords[w.slice(3).replace(/^-/, '')], not: true });
      c.next();
    } else if (w.startsWith('non-') && subtypeOf(c.raw().slice(4))) {
      props.push({ is: 'type', type: subtypeOf(c.raw().slice(4))!, not: true });
      c.next();
    } else if (w === 'nontoken') {
      props.push({ is: 'state', state: 'nontoken' });
      c.next();
    } else if (w === 'historic') {
      props.push({ is: 'historic' });
      c.next();
    } else if (supertypeWords[w]) {
      props.push({ is: 'supertype', type: supertypeWords[w] });
      c.next();
    } else if (states[w] && c.peek(1) === 'or' && states[c.peek(2)]) {
      alternatives.push([{ is: 'state', state: states[w] }, { is: 'state', state: states[c.peek(2)] }]);
      c.i += 3;
    } else if (w === 'enchanted' && c.peek(-1) === 'target' && start === props.length && nouns[c.peek(1)]) {
      // "target enchanted creature": a creature an Aura is attached to (after "target" never the Aura's own creature).
      props.push({ is: 'state', state: 'enchanted' });
      c.next();
    } else if (states[w]) {
      props.push({ is: 'state', state: states[w] });
      c.next();
    } else if (w === 'other') {
      props.push({ is: 'other' });
      c.next();
    } else if (w === 'token' && (nouns[c.peek(1)] || subtypeOf(c.raw(1)))) {
      props.push({ is: 'state', state: 'token' });
      c.next();
    } else break;
  }
  // Forge's scripts mostly name a listed colour first, then card types, then the rest (`Creature.nonBlack+nonArtifact`,
  // `Card.nonLand+nonLegendary`).
  if (listed) {
    const rank = (p: Property) => (p.is === 'color' ? 0 : p.is === 'type' ? 1 : 2);
    props.splice(start, props.length - start, ...props.slice(start).sort((a, b) => rank(a) - rank(b)));
  }
}

/** Alternatives that name spells (read by `readFilter` into the filter's zone). */
const spells = new WeakSet<Alternative>();

/** One noun with the adjectives right before it, and type adjectives (`artifact creature`, `Goblin creature`). */
function readNounGroup(c: Cursor): { alt: Alternative; states: Property[][]; plural: boolean; invariant?: boolean } | undefined {
  const at = c.mark();
  const props: Property[] = [];
  const stateAlternatives: Property[][] = [];
  readAdjectives(c, props, stateAlternatives);
  const typed: string[] = [];
  for (;;) {
    const w = c.peek();
    const noun = nouns[w];
    const sub = subtypeOf(c.raw());
    const next = nouns[c.peek(1)];
    // A type word followed by another noun is an adjective (`artifact creature`, `creature card`).
    if (noun && typeAdjectives.has(noun) && next && next !== 'Player' && next !== 'Opponent' && !(c.peek(1) === 'spell' && false)) {
      typed.push(noun);
      c.next();
    } else if (sub && (next || subtypeOf(c.raw(1)))) {
      typed.push(sub);
      c.next();
    } else if (noun) {
      let plural = /s$/.test(c.next());
      const alt: Alternative = { noun, props: [] };
      // "permanent card", "Rebel permanent card" (110.4b: a card with a permanent type), as Forge names it: `Permanent.Rebel`.
      if (noun === 'Permanent' && !plural && (c.peek() === 'card' || c.peek() === 'cards')) {
        plural = c.next() === 'cards';
        if (!typed.every((t) => !typeAdjectives.has(t))) return c.reset(at), undefined;
        alt.props.push(...props, ...typed.map((t): Property => ({ is: 'type', type: t })));
        return { alt, states: stateAlternatives, plural };
      }
      // `creature tokens`, `artifact token` (111.1): a token of that card type.
      if (!plural && typed.length === 0 && typeAdjectives.has(noun) && (c.peek() === 'token' || c.peek() === 'tokens')) {
        plural = c.next() === 'tokens';
        props.push({ is: 'state', state: 'token' });
      }
      // Forge writes the type adjectives after the noun (`Creature.Artifact`, `Card.Creature`).
      // A spell is a card on the stack: its zone says so (`creature spell`).
      if (noun === 'Spell') spells.add(alt);
      if (noun === 'Card' || noun === 'Spell' || noun === 'Permanent') {
        if (typed.length === 1) {
          alt.noun = noun === 'Permanent' ? typed[0] : noun === 'Spell' ? typed[0] : 'Card';
          if (noun === 'Card') alt.props.push({ is: 'type', type: typed[0] });
        } else if (typed.length > 1 && noun === 'Card' && typed.every((t) => typeAdjectives.has(t))) {
          // "artifact creature card", "enchantment creature card": a card of each of the card types.
          for (const t of typed) alt.props.push({ is: 'type', type: t });
        } else if (typed.length > 1 && noun === 'Card' && typeAdjectives.has(typed[typed.length - 1]) && typed.slice(0, -1).every((t) => !typeAdjectives.has(t))) {
          // "Dragon creature card": a card of the card type with the subtypes, as "Dragon creature" (Forge: `Creature.Dragon`).
          alt.noun = typed[typed.length - 1];
          for (const t of typed.slice(0, -1)) alt.props.push({ is: 'type', type: t });
        } else if (typed.length > 1) {
          c.reset(at);
          return undefined;
        }
      } else for (const t of typed) alt.props.push({ is: 'type', type: t });
      alt.props.unshift(...props);
      return { alt, states: stateAlternatives, plural };
    } else if (sub) {
      const plural = c.next() !== sub.toLowerCase();
      // The word as its singular: one object, or for a subtype whose plural is the same word (Merfolk, Kithkin, a set's
      // Grovekin) maybe all of them — `readFilter` tells which by the determiner before it.
      return { alt: { noun: sub, props: [...props, ...typed.map((t): Property => ({ is: 'type', type: t }))] }, states: stateAlternatives, plural, invariant: !plural && invariantPlural(sub) };
    } else {
      c.reset(at);
      return undefined;
    }
  }
}

/**
 * Reads a filter: noun groups joined by `or`/`and/or`/commas, then conditions after the last noun
 * that apply to every alternative (`artifact or creature an opponent controls`).
 */
export function readFilter(c: Cursor): Filter | undefined {
  const at = c.mark();
  const groups: { alt: Alternative; states: Property[][]; plural: boolean; invariant?: boolean }[] = [];
  for (;;) {
    const group = readNounGroup(c);
    if (!group) break;
    groups.push(group);
    const joint = c.mark();
    // "artifacts and/or enchantments", "creatures and/or planeswalkers" (the slash is not a word): card types alone.
    if (c.at('and or') && bareType(group)) {
      c.i += 2;
      const next = readNounGroup(c);
      c.reset(joint);
      if (next && bareType(next)) {
        c.i += 2;
        continue;
      }
      break;
    }
    if (c.take(', or') || c.take('or') || (c.peek() === ',' && (c.next(), true))) {
      if (!readNounGroupAhead(c)) {
        c.reset(joint);
        break;
      }
      continue;
    }
    break;
  }
  if (groups.length === 0) {
    c.reset(at);
    return undefined;
  }
  // "Elf or Soldier creature", "Cleric or Wizard creature": the card type named after the last subtype is every
  // listed subtype's (each names a creature, not any Elf card).
  const lastAlt = groups[groups.length - 1].alt;
  const typeWord = lastAlt.props[0];
  if (groups.length > 1 && typeWord?.is === 'type' && !typeWord.not && subtypesByType[lastAlt.noun as keyof typeof subtypesByType]?.includes(typeWord.type)) {
    for (const g of groups.slice(0, -1)) {
      if (g.alt.props.length === 0 && subtypesByType[lastAlt.noun as keyof typeof subtypesByType].includes(g.alt.noun)) g.alt = { noun: lastAlt.noun, props: [{ is: 'type', type: g.alt.noun }] };
    }
  }
  // "a red instant or sorcery spell", "white or blue instant or sorcery spell": a colour (or supertype) said once before
  // a list of card types is every listed type's.
  const [head, ...rest] = groups;
  const said = head.alt.props.filter((p) => p.is === 'color' || p.is === 'supertype');
  const colorChoice = head.states.filter((alts) => alts.every((p) => p.is === 'color'));
  if (rest.length > 0 && (said.length > 0 || colorChoice.length > 0) && rest.every((g) => g.alt.props.length === 0 && g.states.length === 0 && typeAdjectives.has(g.alt.noun))) {
    for (const g of rest) {
      g.alt = { ...g.alt, props: said.map((p) => ({ ...p })) };
      g.states = colorChoice.map((alts) => alts.map((p) => ({ ...p })));
    }
  }
  // A subtype in its singular form with no singular determiner before the phrase ("Other Merfolk you control get
  // +1/+1", "Kithkin you control have …") names every such object: English needs "a", "another", "each", "target"…
  // before one Merfolk. Not before "and"/"or": there the word is an adjective of a noun to come ("Aura and Equipment
  // spells").
  const singular = ['a', 'an', 'another', 'each', 'target', 'one', 'that', 'this', 'enchanted', 'equipped', 'every', 'any'];
  const saysOne = singular.includes(c.w[at - 1]?.t ?? '') || c.w.slice(at, c.i).some((w) => w.t === 'another') || ['and', 'or', ','].includes(c.peek());
  for (const g of groups) if (g.invariant && !saysOne) g.plural = true;
  const filter: Filter = { alts: [] };
  if (groups.every((g) => g.plural)) filter.plural = true;
  // "instant or sorcery spell", "instant and sorcery spells": card types listed (in the singular) before the noun "spell"
  // are spells too ("creatures and sorcery spells" are not).
  if (groups.length > 1 && spells.has(groups[groups.length - 1].alt) && groups.slice(0, -1).every((g) => typeAdjectives.has(g.alt.noun) && !g.plural)) {
    for (const g of groups.slice(0, -1)) spells.add(g.alt);
  }
  if (groups.every((g) => spells.has(g.alt))) filter.zone = 'stack';
  // "target creature spell or permanent", "artifact spell or creature": the zone is the whole filter's, so a typed spell
  // beside a permanent would lose its being a spell; not read ("spell or permanent" keeps its noun `Spell`; "Spirit or
  // Arcane spell" names spells only).
  else if (groups.some((g) => spells.has(g.alt) && g.alt.noun !== 'Spell') && groups.some((g) => !spells.has(g.alt) && (g.alt.noun === 'Permanent' || typeAdjectives.has(g.alt.noun)))) return c.reset(at), undefined;
  const shared: Property[] = [];
  readSuffixes(c, filter, shared);
  // A keyword after a list of nouns belongs to the last one (`artifact, enchantment, or creature with flying`: a
  // creature with flying); whose the objects are and their numbers belong to all (`artifact or creature an opponent controls`).
  const last = groups[groups.length - 1];
  // "(another / other (target)) creature other than ~" says "other" twice: not read.
  const back = (k: number): string | undefined => c.w[at - k]?.t;
  const other = (t: string | undefined): boolean => t === 'another' || t === 'other';
  const another = other(back(1)) || (back(1) === 'target' && other(back(2)));
  for (const g of groups) {
    if (g.states.length > 1 || (shared.some((p) => p.is === 'other') && (another || g.alt.props.some((p) => p.is === 'other')))) {
      c.reset(at);
      return undefined;
    }
    const alternatives = g.states[0] ?? [undefined];
    for (const s of alternatives) {
      // A colour stands where the text says it, before the rest (`Creature.White+YouCtrl`); a state after.
      const props = !s ? [...g.alt.props] : s.is === 'color' ? [s, ...g.alt.props] : [...g.alt.props, s];
      filter.alts.push({ noun: g.alt.noun, props: [...props, ...shared.filter((p) => p.is !== 'keyword' || g === last)] });
    }
  }
  return filter;
}

/** A noun group of a card type alone, plural (`artifacts`, `planeswalkers`). */
function bareType(group: { alt: Alternative; states: Property[][]; plural: boolean }): boolean {
  return group.plural && group.alt.props.length === 0 && group.states.length === 0 && typeAdjectives.has(group.alt.noun);
}

function readNounGroupAhead(c: Cursor): boolean {
  const at = c.mark();
  const ok = readNounGroup(c) !== undefined;
  c.reset(at);
  return ok;
}

/** A filter of one noun and no conditions (`Creature`). */
export function simpleFilter(noun: string, ...props: Property[]): Filter {
  return { alts: [{ noun, props }] };
}
