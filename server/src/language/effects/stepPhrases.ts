/**
 * The phrases a step is made of: keywords granted, a P/T change, how long it lasts, a token, an amount of life or
 * cards, "for each …".
 */
import { colorLetters, filterKeywords, readFilter, subtypeOf } from './filters.js';
import { readCount, readCountersOn, readEqualTo } from './amountReaders.js';
import { type ReadContext } from './refs.js';
import { predefinedTokenCards } from '../data/rulesData.js';
import type { Amount, ColorLetter, Duration, Ref, TokenSpec } from './types.js';
import { Cursor, need, Unread } from './words.js';

/** True if a keyword `readKeywords` reads starts at the cursor. */
function keywordAhead(c: Cursor): boolean {
  return !!(filterKeywords[c.peek()] || filterKeywords[`${c.peek()} ${c.peek(1)}`]) || c.at('protection from') || (c.at('annihilator|poisonous') && /^\d+$/.test(c.peek(1))) || c.at('nonbasic landwalk') || c.at('flanking') || c.at('banding');
}

/** A keyword list after `gain`/`gains`/`has`/`with`: `flying`, `first strike and trample`. */
export function readKeywords(c: Cursor): string[] | undefined {
  const out: string[] = [];
  for (;;) {
    const two = `${c.peek()} ${c.peek(1)}`;
    if (filterKeywords[two]) {
      out.push(filterKeywords[two]);
      c.i += 2;
    } else if (filterKeywords[c.peek()]) out.push(filterKeywords[c.next()]);
    else if (c.take('protection from the color of your choice')) out.push('Protection from the color of your choice');
    else if (c.take('protection from all colors')) out.push('Protection from all colors');
    // 702.16: protection from a quality other than a colour, as Forge names the keyword. "protection from creatures" is
    // left unread: Forge's Auras granting it spell it two ways (`Protection from creatures`, `Protection:Creature:…`),
    // measured +1 equivalent, +1 wrong.
    else if (c.take('protection from multicolored')) out.push('Protection from multicolored');
    // Keywords with a number (702.86 annihilator, 702.70 poisonous), as Forge names them (`Annihilator:2`).
    else if (c.at('annihilator|poisonous') && /^\d+$/.test(c.peek(1))) out.push(`${c.next() === 'annihilator' ? 'Annihilator' : 'Poisonous'}:${c.next()}`);
    // 702.14c: landwalk of a land's supertype, as Forge names it.
    else if (c.take('nonbasic landwalk')) out.push('Nonbasic landwalk');
    // 702.25 flanking, given (not a filter's "with flanking": Forge's scripts order `withFlanking` among the other
    // conditions two ways, measured 1 equivalent and 2 written otherwise).
    else if (c.take('flanking')) out.push('Flanking');
    // 702.22 banding, given (Forge's `KW$ Banding`, 3 of 3 of its scripts of it); kept out of the filter words, as
    // flanking is, so "with banding" in a filter stays unread.
    else if (c.take('banding')) out.push('Banding');
    else if (c.peek() === 'protection' && c.peek(1) === 'from' && colorLetters[c.peek(2)]) {
      out.push(`Protection from ${c.peek(2)}`);
      c.i += 3;
      // "protection from black and from red" (702.16: two protection abilities).
      if (c.peek() === 'and' && c.peek(1) === 'from' && colorLetters[c.peek(2)]) {
        out.push(`Protection from ${c.peek(2)}`);
        c.i += 3;
      }
    } else return out.length > 0 ? undefined : undefined;
    // "flying, first strike, and trample"; not "has flying, and can't block" (the comma ends the list there).
    const comma = c.mark();
    if (c.take(',')) {
      c.take('and');
      if (keywordAhead(c)) continue;
      c.reset(comma);
      return out;
    }
    if (c.take('and') && keywordAhead(c)) continue;
    if (c.w[c.i - 1]?.t === 'and') c.i--;
    return out;
  }
}

/** `+2/+2`, `-1/-0`, `+X/+0`: a P/T change. */
export function readPT(c: Cursor): { power: number | 'X' | '-X'; toughness: number | 'X' | '-X' } | undefined {
  const m = /^([+-])(\d+|x)\/([+-])(\d+|x)$/.exec(c.peek());
  if (!m) return undefined;
  c.next();
  const part = (sign: string, v: string): number | 'X' | '-X' => (v === 'x' ? (sign === '-' ? '-X' : 'X') : Number(sign + v));
  return { power: part(m[1], m[2]), toughness: part(m[3], m[4]) };
}

/**
 * `until end of turn`, `this turn`, `until your next turn`, `until your next upkeep` (the older words for "until the
 * beginning of your next upkeep"), `for as long as you control ~`, `for as long as ~ remains tapped`.
 */
export function readDuration(c: Cursor): Duration | undefined {
  if (c.take('until end of turn') || c.take('this turn')) return 'turn';
  if (c.take('until your next turn')) return 'untilYourNextTurn';
  if (c.take('until your next upkeep')) return 'untilYourNextUpkeep';
  if (c.take('for as long as you control ~')) return 'whileControlled';
  if (c.take('for as long as ~ remains tapped')) return 'whileSelfTapped';
  return undefined;
}

/**
 * A predefined noncreature token (111.10: "a Treasure token", "a Clue token") takes its card type and its one ability
 * from the rules' definition; false when the words contradict it (a colour, a P/T, another card type).
 */
function withPredefined(token: TokenSpec): boolean {
  const def = token.subtypes.length === 1 ? predefinedTokenCards.find((t) => t.name === token.subtypes[0]) : undefined;
  const type = def && /^Token (Artifact|Enchantment) — (\w+)$/.exec(def.typeLine);
  if (!def || !type || def.text.includes('\n')) return true;
  if (token.colors.length > 0 || token.power !== undefined || token.keywords.length > 0 || token.types.some((t) => t !== type[1])) return false;
  token.types = [type[1]];
  token.predefined = { rule: def.rule, text: def.text.replace(/’/g, "'") };
  return true;
}

/** The name after "named": capitalised words ("Minor Demon", "Wolves of the Hunt") up to the sentence's end, else ''. */
function readTokenName(c: Cursor): string {
  const words: string[] = [];
  while (/^\p{Lu}/u.test(c.raw()) || (words.length > 0 && ['of', 'the'].includes(c.raw()) && /^\p{Lu}|^the$/u.test(c.raw(1)))) words.push(c.raw()), c.next();
  return c.peek() === '.' || c.done ? words.join(' ') : '';
}

/** The token "investigate" creates (701.16a: a Clue token). */
export function clueToken(): TokenSpec {
  const token: TokenSpec = { name: 'Clue', colors: [], types: [], subtypes: ['Clue'], supertypes: [], keywords: [] };
  withPredefined(token);
  return token;
}

/**
 * A token: `a 1/1 white Soldier creature token with flying`, `two Treasure tokens`; `counted`, an amount the caller read
 * before it ("a number of … equal to …"); `that many 1/1 … tokens` where a trigger defines "that many" (`thatMany`: the
 * damage of its event).
 */
export function readToken(c: Cursor, counted?: Amount, thatMany?: Amount): { amount: Amount; token: TokenSpec; tapped: boolean; attacking?: boolean } | undefined {
  const at = c.mark();
  const amount = counted ?? (thatMany && c.take('that many') ? thatMany : readCount(c));
  if (!amount) return undefined;
  const tapped = c.take('tapped');
  const token: TokenSpec = { name: '', colors: [], types: [], subtypes: [], supertypes: [], keywords: [] };
  if (c.take('legendary')) token.supertypes.push('Legendary');
  const pt = /^(\d+|x|\*)\/(\d+|x|\*)$/.exec(c.peek());
  if (pt) {
    c.next();
    token.power = pt[1].toUpperCase();
    token.toughness = pt[2].toUpperCase();
  }
  for (;;) {
    if (colorLetters[c.peek()]) token.colors.push(colorLetters[c.next()] as ColorLetter);
    else if (c.peek() === 'and' && colorLetters[c.peek(1)]) c.next();
    else if (c.peek() === ',' && colorLetters[c.peek(1)]) c.next();
    else break;
  }
  const colorless = c.take('colorless');
  for (;;) {
    const sub = subtypeOf(c.raw());
    if (sub && !['token', 'tokens'].includes(c.peek())) {
      token.subtypes.push(sub);
      c.next();
    } else if (['artifact', 'creature', 'enchantment', 'land'].includes(c.peek())) token.types.push(c.next().replace(/^./, (x) => x.toUpperCase()));
    else break;
  }
  if (!c.takeAny('token', 'tokens') || token.types.length + token.subtypes.length === 0 || (colorless && token.colors.length > 0)) return c.reset(at), undefined;
  if (c.take('with')) {
    const keywords = readKeywords(c);
    if (!keywords) return c.reset(at), undefined;
    token.keywords = keywords;
  }
  const named = c.take('named') ? readTokenName(c) : undefined;
  if (named === '') return c.reset(at), undefined;
  token.name = named ?? token.subtypes.join(' ');
  if (named) token.named = true;
  if (!withPredefined(token)) return c.reset(at), undefined;
  // "… token that's tapped and attacking" (506.3: put onto the battlefield attacking, never declared as an attacker).
  // The verb agrees with the number of tokens: "a … token that's", "two … tokens that are".
  const one = 'n' in amount && amount.n === 1;
  if (!tapped && c.take(one ? "that's tapped and attacking" : 'that are tapped and attacking')) return { amount, token, tapped: true, attacking: true };
  return { amount, token, tapped };
}

/** `3 life`, `X life`, `life equal to its power`, `1 life for each creature you control` (or creature card in your graveyard). */
export function readLife(c: Cursor, ctx: ReadContext, subject?: Ref): Amount {
  if (c.take('life')) return need(readEqualTo(c, ctx), c, 'how much life');
  if (ctx.thatMuch && c.take('that much life')) return ctx.thatMuch;
  // "you lose half your life, rounded up", "that player loses half their life, rounded up" (107.1a): of the player who loses it.
  if (subject && c.take(`half ${subject.ref === 'you' ? 'your' : 'their'} life , rounded up`)) return { count: 'lifeTotal', player: subject, halfUp: true };
  const amount = need(readCount(c), c, 'an amount of life');
  if (!c.take('life')) throw new Unread(c.rest(), 'not read: life');
  return readForEach(c, ctx, amount, true, subject) ?? amount;
}

/**
 * `for each creature you control` after an amount: the number of those objects (times the amount, `2 life for each …`;
 * the number of cards in your hand after an amount of one only). `inZones`: also cards in your
 * graveyard (`for each creature card in your graveyard`) and in your hand (`for each card in your hand`). `subject`: the
 * player the step is said of (`each player loses 1 life for each …`), where it has one.
 */
export function readForEach(c: Cursor, ctx: ReadContext, per: Amount, inZones = false, subject?: Ref): Amount | undefined {
  const at = c.mark();
  if (!c.take('for each')) return undefined;
  if (inZones && 'n' in per && per.n === 1 && c.take('card in your hand')) return { count: 'cardsInHand', player: { ref: 'you' } };
  // "for each +1/+1 counter on ~", "2 life for each age counter on it".
  const n = 'n' in per ? per.n : 0;
  // "for each basic land type among lands you control" (domain).
  if (n === 1 && c.take('basic land type among lands you control')) return { count: 'domain' };
  if (n === 1 && c.take('creature that died this turn')) return { count: 'creaturesDied' };
  // Only of creatures tapped ("tap any number of untapped artifacts …" then "for each creature tapped this way" would count
  // only the artifact creatures among them).
  if (n >= 1 && ctx.tappedAny?.alts[0].noun === 'Creature' && c.take('creature tapped this way')) return { count: 'tappedThisWay', ...(n > 1 ? { each: n } : {}) };
  const died = n === 1 ? subtypeOf(c.raw()) : undefined;
  if (died && c.peek(1) === 'that' && c.peek(2) === 'died' && c.peek(3) === 'this' && c.peek(4) === 'turn') {
    c.next();
    c.take('that died this turn');
    return { count: 'creaturesDied', subtype: died };
  }
  if (n === 1 && ctx.blockedAttacker && c.take('creature blocking it')) return { count: 'blockers', of: ctx.blockedAttacker };
  // "for each color of mana spent to cast this spell" (converge); "… to cast it" where "it" is the card itself (a
  // permanent's "enters with a +1/+1 counter on it for each …").
  if (n === 1 && c.take('color of mana spent to cast') && (c.take('this spell') || c.take('~') || (ctx.it?.ref === 'self' && c.take('it')))) return { count: 'colorsSpent' };
  // "for each time ~ was kicked" (multikicker, 702.33c).
  if (n >= 1 && (c.take('time ~ was kicked') || c.take('time it was kicked'))) return { count: 'timesKicked', ...(n > 1 ? { each: n } : {}) };
  const counters = n >= 1 ? readCountersOn(c, ctx, false) : undefined;
  if (counters) return { ...counters, forEach: true, ...(n > 1 ? { each: n } : {}) };
  const filter = readFilter(c);
  const zoneOk = !filter?.zone || (inZones && filter.zone === 'graveyard' && filter.zoneOwner === 'you');
  if (!filter || !zoneOk || !('n' in per) || per.n < 1) {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: what is counted');
  }
  // "for each artifact they control" / "that player controls": what the trigger's player controls (as `the number of`),
  // only where the step is said of you or of that player: "each player loses 1 life for each Swamp they control" counts
  // each player's own Swamps (left unread).
  const ofThatPlayer = !subject || subject.ref === 'you' || (subject.ref === 'triggered' && subject.what === 'player');
  if (ofThatPlayer && !filter.zone && ctx.thatPlayer?.ref === 'triggered' && ctx.thatPlayer.what === 'player' && !filter.alts.some((a) => a.props.some((p) => p.is === 'controller' || p.is === 'owner')) && (c.take('they control') || c.take('that player controls'))) {
    for (const alt of filter.alts) alt.props.push({ is: 'controller', who: 'thatPlayer' });
  }
  // "2 life for each Gate you control": so much for each object.
  const each = per.n > 1 ? { each: per.n } : {};
  // "for each Elf on the battlefield": every such permanent, whoever controls it (what a count without a controller counts).
  if (!filter.zone && !filter.alts.some((a) => a.props.some((p) => p.is === 'controller')) && c.take('on the battlefield')) return { count: 'objects', filter, onBattlefield: true, forEach: true, ...each };
  return { count: 'objects', filter, forEach: true, ...each };
}

/** `a card`, `two cards`, `X cards`; `that many cards` where a trigger defines "that many" (`thatMany`). */
export function readCards(c: Cursor, thatMany?: Amount): Amount {
  if (thatMany && c.take('that many cards')) return thatMany;
  const amount = need(readCount(c), c, 'a number of cards');
  if (!c.takeAny('cards', 'card')) throw new Unread(c.rest(), 'not read: cards');
  return amount;
}
