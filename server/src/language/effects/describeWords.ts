/**
 * The effect model's objects in words: an object's conditions (`nonblack`, `with flying`, `you control`), a kind of object
 * (`creature card in your graveyard`, plurals), who or what a step acts on (`target creature an opponent controls`) and
 * amounts (`the number of Elves you control`), for the descriptions of describe.ts.
 */
import { counterText } from './counters.js';
import { describeStepState } from './describeConditions.js';
import { describeCondition } from './describeTriggers.js';
import type { Alternative, Amount, Filter, KeywordEffect, Property, Ref, Step } from './types.js';
import { wordTable } from './wordTable.js';

/** Colour words by the model's colour letters. */
export const colorNames: Record<string, string> = wordTable({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' });
const number = (n: number): string => (n === Infinity ? 'any number of' : String(n));

function property(p: Property): string {
  switch (p.is) {
    case 'color': return `${p.not ? 'non' : ''}${colorNames[p.color]}`;
    case 'colorless': case 'multicolored': case 'monocolored': return `${p.not ? 'non' : ''}${p.is}`;
    case 'type': case 'supertype': return `${p.not ? 'non' : ''}${cardWords.has(p.type) ? p.type.toLowerCase() : p.type}`;
    case 'controller': return p.who === 'you' ? 'you control' : p.who === 'opponent' ? 'an opponent controls' : p.who === 'notYou' ? "you don't control" : p.who === 'thatPlayer' ? 'that player controls' : p.who === 'defending' ? 'the defending player controls' : p.who === 'targetOrController' ? "that player or that planeswalker's controller controls" : 'the target player controls';
    case 'owner': return p.who === 'you' ? 'you own' : 'an opponent owns';
    case 'other': return 'other';
    case 'state': return p.state;
    case 'keyword': return `${p.not ? 'without' : 'with'} ${p.keyword.toLowerCase()}`;
    case 'stat': return `with ${p.stat === 'manaValue' ? 'mana value' : p.stat} ${p.cmp === 'EQ' ? '' : `${{ LE: '≤', GE: '≥', LT: '<', GT: '>' }[p.cmp]} `}${p.value}`;
    case 'counter': return `with a ${counterText(p.counter)} counter`;
    case 'anyCounter': return 'with a counter on it';
    case 'attachedTo': return `attached to a ${p.noun.toLowerCase()}${p.yours ? ' you control' : ''}`;
    case 'historic': return 'historic';
    case 'chosenType': return 'of the chosen type';
    case 'chosenColor': return 'of the chosen color';
    case 'damagedBySelf': return 'dealt damage by this card (~) this turn';
    case 'blockingSelf': return 'blocking this card (~)';
    case 'sharesTypeWithEnchanted': return 'that shares a creature type with the enchanted creature (it among them)';
    case 'blockedBySelf': return 'this card (~) is blocking';
    case 'attachedToSelf': return 'attached to this card (~)';
    case 'damagedThisTurn': return 'that was dealt damage this turn';
    case 'namedSelf': return 'named ~';
    case 'named': return `named ${p.name}`;
    case 'greatestPower': return 'with the greatest power among creatures on the battlefield';
    case 'dealtDamageThisTurn': return 'that dealt damage this turn';
    case 'dealtDamageToYouThisTurn': return 'that dealt damage to you this turn';
    case 'enteredThisTurn': return 'that entered the battlefield this turn';
  }
}

const before = new Set(['color', 'colorless', 'multicolored', 'monocolored', 'type', 'supertype', 'other', 'state', 'historic']);

/** Card types and the game's other nouns are written in lower case; subtypes keep their capital (`Goblin`). */
const cardWords = new Set(['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Instant', 'Sorcery', 'Battle', 'Permanent', 'Card', 'Spell', 'Player', 'Opponent', 'Legendary', 'Basic', 'Snow']);

const irregularPlurals: Record<string, string> = wordTable({ Elf: 'Elves', Wolf: 'Wolves', Dwarf: 'Dwarves', Werewolf: 'Werewolves', Mouse: 'Mice', Ox: 'Oxen', Fungus: 'Fungi', Homunculus: 'Homunculi', Octopus: 'Octopi' });

/** A noun in the plural (`creatures`, `Elves`, `sorceries`; `Merfolk`, `Kithkin` as they are). */
function pluralOf(noun: string): string {
  if (irregularPlurals[noun]) return irregularPlurals[noun];
  if (/(?:folk|kin|born|Djinn|Sheep|Fish|Samurai)$/.test(noun)) return noun;
  if (/(?:s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

function alternative(a: Alternative, plural = false): string {
  const pre = a.props.filter((p) => before.has(p.is)).map(property);
  const post = a.props.filter((p) => !before.has(p.is)).map(property);
  const noun = cardWords.has(a.noun) ? a.noun.toLowerCase() : a.noun;
  return [...pre, plural ? pluralOf(noun) : noun, ...post].join(' ');
}

/** A filter in words: `nonblack creature`, `artifact or enchantment`, `creature card in your graveyard`. */
export function describeFilter(f: Filter, plural = false): string {
  // A spell is on the stack by definition: "target spell", not "target spell in a stack".
  const zone = f.zone && f.zone !== 'battlefield' && f.zone !== 'stack' ? ` in ${f.zoneOwner === 'you' ? 'your' : f.zoneOwner === 'opponent' ? "an opponent's" : f.zoneOwner === 'single' ? 'a single' : f.zoneOwner === 'chosenPlayer' ? "the chosen player's" : 'a'} ${f.zone}` : '';
  // Spells of card types, their conditions said once: "instant or sorcery spell you control".
  const post = (a: Alternative) => a.props.filter((p) => !before.has(p.is)).map(property).join(' ');
  if (f.zone === 'stack' && f.alts.every((a) => a.noun !== 'Spell' && post(a) === post(f.alts[0]))) {
    const types = f.alts.map((a) => alternative({ ...a, props: a.props.filter((p) => before.has(p.is)) })).join(' or ');
    return [types, plural ? 'spells' : 'spell', post(f.alts[0])].filter(Boolean).join(' ');
  }
  return f.alts.map((a) => alternative(a, plural)).join(' or ') + zone;
}

/** Cards of a filter in words, the noun `card` last: `Rebel permanent card with mana value ≤ 3`, `basic land cards`. */
export function describeCards(f: Filter, plural = false): string {
  const cards = f.alts.map((a): Alternative => (a.noun === 'Card' ? a : { noun: 'Card', props: [...a.props.filter((p) => before.has(p.is)), { is: 'type', type: a.noun }, ...a.props.filter((p) => !before.has(p.is))] }));
  return describeFilter({ ...f, alts: cards }, plural);
}

/** ", the damage divided as you choose" after the targets of a step that divides its damage among them; else nothing. */
export function dividedWords(r: Ref): string {
  return r.ref === 'target' && r.divided ? ', the damage divided as you choose' : '';
}

/** A reference in words: `target creature`, `up to two target creatures`, `each opponent`, `this card`. */
export function describeRef(r: Ref): string {
  // "… on another target creature": a target other than those chosen before it (115.3).
  if (r.ref === 'target' && r.unique) {
    const words = describeRef({ ...r, unique: false });
    return words.startsWith('target ') ? `another ${words}` : words.replace(/\btarget\b/, 'other target');
  }
  switch (r.ref) {
    case 'target': {
      const anyTarget = r.filter.alts.length === 3 && ['Creature', 'Player', 'Planeswalker'].every((n) => r.filter.alts.some((a) => a.noun === n && a.props.length === 0));
      const what = anyTarget ? 'any target' : `target ${describeFilter(r.filter)}`;
      // Divided damage or counters: what is divided is said by the step (`dividedWords`), not each time the targets are named.
      if (r.divided) return `${r.max === Infinity ? 'any number of' : r.max === 2 ? 'one or two' : `one to ${number(r.max)}`} targets${anyTarget ? '' : ` (${describeFilter(r.filter)})`}`;
      if (r.min === 1 && r.max === 1) return what;
      if (r.upTo) return `up to ${describeAmount(r.upTo)} ${anyTarget ? 'targets' : `target ${describeFilter(r.filter, true)}`}`;
      if (r.x) return `X ${anyTarget ? 'targets' : `target ${describeFilter(r.filter, true)}`}`;
      // "each of" keeps the verb singular, as for one target ("each of any number of target opponents discards their hand").
      if (r.max === Infinity) return `each of any number of ${anyTarget ? 'targets' : `target ${describeFilter(r.filter, true)}`}`;
      return `${r.min === 0 ? 'up to ' : ''}${number(r.max)} ${anyTarget ? 'targets' : `target ${describeFilter(r.filter, r.max > 1)}`}`;
    }
    case 'self': return 'this card (~)';
    case 'each': return `each ${describeFilter(r.filter)}`;
    case 'you': return 'you';
    case 'enchanted': return 'the enchanted permanent';
    case 'equipped': return 'the equipped creature';
    case 'triggered': return r.what === 'player' ? 'that player' : r.what === 'spell' ? 'that spell (the spell cast)' : 'that object (of the trigger)';
    case 'controller': return `the controller of ${describeRef(r.of)}`;
    case 'owner': return `the owner of ${describeRef(r.of)}`;
    case 'chosen': return `${r.upTo ? 'up to ' : ''}${describeAmount(r.amount)} ${describeFilter(r.filter, !('n' in r.amount && r.amount.n === 1))} (chosen by ${describeRef(r.by)})`;
    case 'defending': return 'the defending player';
    case 'chosenPlayer': return 'the player chosen as this card entered';
    case 'sacrificed': return 'the object sacrificed to pay the cost';
    case 'paid': return `the card ${r.how} to pay the cost`;
  }
}

export function describeAmount(a: Amount): string {
  if ('n' in a) return String(a.n);
  if ('x' in a) return 'X (chosen as it is paid)';
  switch (a.count) {
    case 'objects': {
      // "the number of instant cards in your graveyard", "… of creatures you control": the plural on the noun.
      return `${a.plus ? `${a.plus} plus ` : ''}${a.each ? `${a.each} times ` : ''}the number of ${describeFilter(a.filter, true)}${a.onBattlefield ? ' on the battlefield' : ''}`;
    }
    case 'domain': return 'the number of basic land types among lands you control';
    case 'colorsSpent': return 'the number of colors of mana spent to cast it';
    case 'creaturesDied': return `the number of ${a.subtype ? `${a.subtype} permanents` : 'creatures'} that died this turn`;
    case 'lifeYouLostThisTurn': return "the life you've lost this turn";
    case 'yourCounters': return `the number of ${a.counter} counters you have`;
    case 'timesKicked': return `${a.each ? `${a.each} times ` : ''}the number of times it was kicked`;
    case 'counters': return `${a.each ? `${a.each} times ` : ''}the number of ${counterText(a.counter)} counters on ${describeRef(a.of)}`;
    case 'power': case 'toughness': return `the ${a.count} of ${describeRef(a.of)}`;
    case 'manaValue': return `the mana value of ${describeRef(a.of)}`;
    case 'cardsInHand': return `the number of cards in ${handOf(a.player)}${a.minus ? ` minus ${a.minus}` : ''}`;
    case 'eventDamage': return 'that much (the damage dealt)';
    case 'blockers': return `the number of creatures blocking ${describeRef(a.of)}`;
    case 'lifeLostThisWay': return 'the life lost this way';
    case 'damageDealtThisWay': return 'the damage dealt this way';
    case 'revealedThisWay': return 'the number of cards revealed this way';
    case 'sacrificedThisWay': return 'the number of permanents sacrificed this way';
    case 'discardedThisWay': return 'the number of cards discarded this way';
    case 'tappedThisWay': return `${a.each ? `${a.each} times ` : ''}the number of creatures tapped this way`;
    case 'lifeTotal': {
      const total = a.player.ref === 'you' ? 'your life total' : `${describeRef(a.player)}'s life total`;
      return a.halfUp ? `half ${total}, rounded up` : total;
    }
    case 'devotion': return `your devotion to ${a.colors.join(' and ').toLowerCase()}`;
    case 'greatestPower': case 'greatestToughness': return `the greatest ${a.count === 'greatestPower' ? 'power' : 'toughness'} among ${describeFilter(a.filter, true)}`;
    case 'ifElse': {
      const c = a.condition;
      const said = 'kicked' in c ? `this spell was kicked${c.with ? ` with its ${c.with.map((b) => `{${b}}`).join('')} kicker` : ''}` : 'revolt' in c || 'creatureDied' in c || 'attacked' in c ? describeCondition(c) : describeStepState(c);
      return `${a.then} if ${said}, otherwise ${a.else}`;
    }
    default: return `the ${a.count} of ${describeRef(a.of)}`;
  }
}

/** "you control 3 or more artifact(s)": how many objects of a kind you control (the filter's own "you control" said once). */
export function youControl(compare: 'GE' | 'EQ' | 'LE', count: number, filter: Filter): string {
  const objects = describeFilter({ ...filter, alts: filter.alts.map((a) => ({ ...a, props: a.props.filter((p) => !(p.is === 'controller' && p.who === 'you')) })) });
  if (compare === 'LE') return `you control ${count} or fewer ${objects}(s)`;
  return `you control ${compare === 'EQ' && count === 0 ? `no ${objects}(s)` : count === 1 ? withArticle(objects) : `${count} or more ${objects}(s)`}`;
}

/** Whose hand, as said: `your hand`, `target opponent's hand`. */
export function handOf(player: Ref): string {
  return player.ref === 'you' ? 'your hand' : player.ref === 'chosenPlayer' ? 'the hand of the player chosen as this card entered' : `${describeRef(player)}'s hand`;
}

/**
 * A mana step: "add {G} for each Forest you control", "add X mana of any one color, where X is the number of Allies you
 * control", "add an amount of {G} equal to your devotion to green" (with its "Spend this mana only …" rule after).
 */
export function describeMana(s: Extract<Step, { do: 'mana' }>): string {
  const [, head, rule] = /^(.*?)\.?(?:\s+(Spend this mana only [^.]+\.))?$/s.exec(s.produced) ?? [undefined, s.produced];
  const what = s.x ? ('x' in s.x ? `${head}${/\bX\b/.test(head ?? '') ? '' : s.plus ? ` X + ${s.plus} times` : ' X times'} (X chosen as the cost is paid)` : `${head}${/^Add an amount\b/.test(head ?? '') ? ' equal to' : ', where X is'} ${describeAmount(s.x)}`) : head;
  const times = s.times ? ('count' in s.times && s.times.count === 'objects' ? ` for each ${describeFilter(s.times.filter)}` : ` times ${describeAmount(s.times)}`) : '';
  return (s.who ? `${describeRef(s.who)} ` : '') + (what ?? '').replace(/^Add\b/, s.who ? 'adds' : 'add') + times + (rule ? `. ${rule.replace(/\.$/, '')}` : '');
}

/** A keyword that is a cost to cast the spell (reveal or pay, presence, strive), in words; undefined for another keyword. */
export function describeCastKeyword(k: KeywordEffect): string | undefined {
  const mana = (k.mana ?? []).map((s) => `{${s}}`).join('');
  if (k.name === 'Reveal or pay') return `additional cost: reveal ${withArticle(`${k.parameter} card`)} from your hand or pay ${mana}`;
  if (k.name === 'Presence') return `optional additional cost: you may reveal ${withArticle(`${k.parameter} card`)} from your hand${k.checked ? ` (its other text checks whether you revealed one or controlled ${withArticle(k.parameter ?? '')} as you cast it)` : ''}`;
  if (k.name === 'Strive') return `static: this spell costs ${mana} more to cast for each target beyond the first (strive)`;
  return undefined;
}

/** Ward in words (702.21a): the trigger the keyword stands for, with its cost (`{2}`, `Pay 2 life`). */
export function describeWard(k: KeywordEffect): string | undefined {
  if (k.name !== 'Ward' || k.mana?.some((s) => !s.trim())) return undefined;
  const cost = k.mana ? k.mana.map((s) => `{${s}}`).join('') : k.costText ? `the cost "${k.costText.replace(/\.$/, '')}"` : undefined;
  if (!cost) return undefined;
  return `keyword Ward: whenever this permanent (~) becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays ${cost} (702.21a)`;
}

/** A noun phrase with its indefinite article, `a` or `an` by its first letter (`an Elf card`, `a Wurm`; `another Spirit`). */
export function withArticle(phrase: string): string {
  if (/^other\b/i.test(phrase)) return `an${phrase}`;
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** `f` without its controller conditions, which the sentence around it says ("you control …", "that player controls …"). */
export function withoutController(f: Filter): Filter {
  return { ...f, alts: f.alts.map((a) => ({ ...a, props: a.props.filter((p) => p.is !== 'controller') })) };
}
