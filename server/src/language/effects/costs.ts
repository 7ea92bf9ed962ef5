/**
 * Reading an activated ability's cost (602.1): mana, {T}, {Q}, `Pay N life`, `Sacrifice ~`,
 * `Sacrifice a creature`, `Discard a card`, `Remove a +1/+1 counter from ~`, `Exile ~ from your graveyard`, {E}; and a loyalty
 * cost (606.4). A part the reader does not know leaves the ability unread.
 */
import type { ActivatedAbility, CostPart as AstCostPart, CostPartKind, LoyaltyAbility } from '../ast.js';
import { readCounterKind } from './counters.js';
import { readFilter, readNumber } from './filters.js';
import { readTopCards } from './topCards.js';
import type { CostPart, Filter } from './types.js';
import { Cursor, readableText, span, Unread, words } from './words.js';

/** A cost part's text with the card's names (and `this creature`, `CARDNAME`) as `~`. */
function costText(ability: ActivatedAbility, part: AstCostPart, names: string[]): string {
  const [from, to] = span(ability, part.range);
  let text = readableText(ability, from, to);
  for (const name of names) if (name) text = text.split(name).join('~');
  return text.replace(/\bCARDNAME\b|\bthis (?:creature|artifact|enchantment|land|permanent|planeswalker|token)\b/gi, '~');
}

function readPart(ability: ActivatedAbility, part: AstCostPart, names: string[]): CostPart {
  return readPartText(part.partKind, costText(ability, part, names), part.symbols.map((s) => s.body));
}

/**
 * `the top card (N cards) of your library` and `rest` (where they go), the whole cost part: how many (a number, not X);
 * undefined otherwise.
 */
function topOfYourLibrary(c: Cursor, rest: string): number | undefined {
  const amount = readTopCards(c);
  return amount && 'n' in amount && c.take(rest) && c.done ? amount.n : undefined;
}

/** One part of a cost from its text (self-references as `~`), its kind and its symbols. */
function readPartText(kind: CostPartKind, text: string, symbols: string[]): CostPart {
  const c = new Cursor(words(text));
  const fail = (): never => {
    throw new Unread(text, `not read: the cost "${text}"`);
  };
  switch (kind) {
    case 'mana':
      // Mana symbols, perhaps after `Pay`: a part with other words says more than its symbols.
      if (symbols.length === 0 || !/^(?:pay\s+)?(?:\{[^}]+\}\s*)+$/i.test(text.trim())) return fail();
      return { pay: 'mana', symbols };
    case 'tap': return { pay: 'tap' };
    case 'untap': return { pay: 'untap' };
    case 'energy':
      // `Pay {E}{E}`: energy symbols and nothing else (`Pay {E}{E} and {1}`, `{E}{E} or more` say more).
      if (!/^(?:pay\s+)?(?:\{e\}\s*)+$/i.test(text.trim())) return fail();
      return { pay: 'energy', amount: symbols.length };
    case 'return': {
      // `Return a land you control to its owner's hand` (Forge: `Return<1/Land>`).
      c.take('return');
      const n = readNumber(c, true);
      const filter = readFilter(c);
      if (n === undefined || !filter || !c.takeAny("to its owner's hand", "to their owner's hand", "to your hand") || !c.done) return fail();
      const alts = filter.alts.map((a) => ({ ...a, props: a.props.filter((p) => !(p.is === 'controller' && p.who === 'you')) }));
      if (alts.some((a, i) => a.props.length === filter.alts[i].props.length)) return fail();
      const said = /^return\s+(?:an?|one|two|three|four|five)?\s*(.+?)\s+you control\b/i.exec(text)?.[1];
      return { pay: 'return', filter: { alts }, amount: n, words: said };
    }
    case 'payLife': {
      c.take('pay');
      const n = readNumber(c);
      if (n === undefined || !c.take('life') || !c.done) return fail();
      return { pay: 'life', amount: n };
    }
    case 'sacrifice': {
      c.take('sacrifice');
      if (c.take('~') && c.done) return { pay: 'sacrifice', what: { ref: 'self' }, amount: 1 };
      const another = c.take('another');
      const n = another ? 1 : readNumber(c, true);
      const filter = readFilter(c);
      if (n === undefined || !filter || !c.done) return fail();
      if (another) for (const alt of filter.alts) alt.props.unshift({ is: 'other' });
      const said = text.replace(/^sacrifice\s+/i, '').replace(/^(?:an?|one|two|three|four|five)\s+/i, '');
      return { pay: 'sacrifice', what: { ref: 'chosen', filter, amount: { n }, by: { ref: 'you' } }, amount: n, words: said };
    }
    case 'discard': {
      c.take('discard');
      if (c.take('your hand') && c.done) return { pay: 'discard', filter: { alts: [{ noun: 'Card', props: [] }] }, amount: 0, hand: true };
      if (c.take('~') && c.done) return { pay: 'discard', filter: { alts: [{ noun: 'Card', props: [] }] }, amount: 1, self: true };
      const n = readNumber(c, true);
      const filter = readFilter(c);
      const random = c.take('at random');
      if (n === undefined || !filter || !c.done) return fail();
      return { pay: 'discard', filter, amount: n, random: random || undefined };
    }
    case 'tapUntapped': {
      // `Tap an untapped creature you control`, `Tap two untapped Elves you control`.
      c.take('tap');
      const n = readNumber(c, true);
      if (!c.take('untapped')) return fail();
      const filter = readFilter(c);
      if (n === undefined || !filter || !c.done) return fail();
      return { pay: 'tapUntapped', filter, amount: n };
    }
    case 'exile': {
      // The card itself (on the battlefield, or in your graveyard or hand, where the ability then works), or cards from
      // your graveyard.
      c.take('exile');
      // "Exile the top card of your library" / "… the top two cards of your library".
      if (c.at('the top')) {
        const n = topOfYourLibrary(c, 'of your library');
        return n === undefined ? fail() : { pay: 'exileTop', amount: n };
      }
      if (c.take('~')) {
        const from = c.take('from your graveyard') ? 'graveyard' : c.take('from your hand') ? 'hand' : undefined;
        if (!c.done) return fail();
        return { pay: 'exile', what: { ref: 'self' }, amount: 1, ...(from ? { from } : {}) };
      }
      const n = readNumber(c, true);
      const filter = readFilter(c);
      if (n === undefined || !filter || filter.zone !== 'graveyard' || filter.zoneOwner !== 'you' || !c.done) return fail();
      return { pay: 'exile', what: { ref: 'chosen', filter, amount: { n }, by: { ref: 'you' } }, amount: n };
    }
    case 'put': {
      // "Put a -1/-1 counter on ~", "Put a +1/+1 counter on a creature you control".
      c.take('put');
      // "Put the top card (two cards) of your library into your graveyard".
      if (c.at('the top')) {
        const m = topOfYourLibrary(c, 'of your library into your graveyard');
        return m === undefined ? fail() : { pay: 'millTop', amount: m };
      }
      const n = readNumber(c, true);
      const counter = readCounterKind(c);
      if (n === undefined || !counter || !c.takeAny('counter', 'counters') || !c.take('on')) return fail();
      if (c.take('~') && c.done) return { pay: 'addCounters', counter, amount: n };
      const one = c.takeAny('a', 'an');
      const on = one ? readFilter(c) : undefined;
      if (!on || on.plural || on.zone || !c.done) return fail();
      return { pay: 'addCounters', counter, amount: n, on };
    }
    case 'mill': {
      // "Mill a card", "Mill two cards": the newer words for putting the top card(s) into your graveyard (701.13).
      c.take('mill');
      const n = readNumber(c, true);
      if (n === undefined || !c.take(n === 1 ? 'card' : 'cards') || !c.done) return fail();
      return { pay: 'millTop', amount: n };
    }
    case 'remove': {
      c.take('remove');
      // "Remove any number of storage counters from ~" (a storage land): as many as the player chooses as they pay, an X.
      const n = c.take('x') || c.take('any number of') ? 'X' : readNumber(c, true);
      const counter = readCounterKind(c);
      if (n === undefined || !counter) return fail();
      if (!c.takeAny('counter', 'counters') || !c.take('from ~') || !c.done) return fail();
      return { pay: 'removeCounters', counter, amount: n };
    }
    default: return fail();
  }
}

const partKinds: [RegExp, CostPartKind][] = [
  [/^pay \d+ life$/i, 'payLife'], [/^sacrifice\b/i, 'sacrifice'], [/^discard\b/i, 'discard'], [/^remove\b/i, 'remove'],
  [/^tap an? |^tap \w+ untapped/i, 'tapUntapped'], [/^return\b/i, 'return'], [/^exile\b/i, 'exile'], [/^put\b/i, 'put'], [/^mill\b/i, 'mill'],
];

/**
 * The parts of a cost written as text (a set keyword's reminder text: `{2}{W}, Return a land you control to its
 * owner's hand`), self-references already `~`.
 */
export function readCostText(text: string): CostPart[] {
  const out: CostPart[] = [];
  for (const raw of text.split(/,\s*/)) {
    const part = raw.trim();
    const symbols = [...part.matchAll(/\{([^}]+)\}/g)].map((m) => m[1].toUpperCase());
    if (/^(?:\{[^}]+\})+$/.test(part)) {
      const mana = symbols.filter((b) => b !== 'T' && b !== 'Q');
      if (mana.length > 0) out.push({ pay: 'mana', symbols: mana });
      for (const b of symbols) if (b === 'T' || b === 'Q') out.push({ pay: b === 'T' ? 'tap' : 'untap' });
      continue;
    }
    const kind = partKinds.find(([re]) => re.test(part))?.[1];
    if (!kind) throw new Unread(part, `not read: the cost "${part}"`);
    out.push(readPartText(kind, part, symbols));
  }
  return out;
}

/** The parts of an activated ability's cost; `names`: the card's names, longest first (a cost may name the card). */
export function readCost(ability: ActivatedAbility, names: string[]): CostPart[] {
  const out: CostPart[] = [];
  let sacrificing = false;
  for (const p of ability.cost.parts) {
    const text = costText(ability, p, names).trim();
    // "Remove three quest counters from ~ and sacrifice it": two costs paid together, the counters first (601.2h).
    const both = p.partKind === 'remove' ? /^(remove .+ from ~) and sacrifice (?:it|~)$/i.exec(text) : null;
    // "Sacrifice a red creature, a green creature, and a white creature", "Sacrifice a Swamp and a Forest": a list of
    // objects after one verb, each a sacrifice of its own.
    const listed: RegExpExecArray | null = sacrificing && p.partKind === 'other' ? /^(?:and\s+)?(an?\s+.+)$/i.exec(text) : null;
    sacrificing = p.partKind === 'sacrifice' || listed !== null;
    if (both) out.push(readPartText('remove', both[1], []), { pay: 'sacrifice', what: { ref: 'self' }, amount: 1 });
    else if (listed) out.push(...sacrificeList(listed[1]));
    else if (p.partKind === 'sacrifice') out.push(...sacrificeList(text.replace(/^sacrifice\s+/i, '')));
    else out.push(readPart(ability, p, names));
  }
  return out;
}

/** `a Swamp and a Forest`, `a white creature`: one sacrifice of one object each (`~` alone: the card itself). */
function sacrificeList(text: string): CostPart[] {
  const items = /^an?\s/i.test(text) ? text.split(/\s+and\s+(?=an?\s)/i) : [text];
  return items.map((item) => readPartText('sacrifice', `Sacrifice ${item}`, []));
}

/**
 * Forecast (702.57a): `Forecast — <cost>, Reveal ~ from your hand`: the cost before the reveal, which only shows the
 * card is in hand (Forge's scripts leave it out of `Cost$` and activate the ability from the hand); undefined when the
 * cost is not a forecast's.
 */
export function readForecastCost(ability: ActivatedAbility, names: string[]): CostPart[] | undefined {
  const parts = ability.cost.parts;
  const first = parts.length >= 2 ? /^Forecast\s*—\s*(\S.*)$/s.exec(costText(ability, parts[0], names)) : null;
  if (!first || !/^Reveal ~ from your hand$/i.test(costText(ability, parts[parts.length - 1], names).trim())) return undefined;
  return [...readCostText(first[1]), ...parts.slice(1, -1).map((p) => readPart(ability, p, names))];
}

/** A loyalty cost: `+1`, `−2`, `0`, `−X`. */
export function readLoyaltyCost(ability: LoyaltyAbility): CostPart {
  const m = /^([+−-]?)(\d+|X)$/.exec(ability.loyaltyCost.text.trim());
  if (!m) throw new Unread(ability.loyaltyCost.text, 'not read: the loyalty cost');
  const n = m[2] === 'X' ? 'X' : Number(m[2]);
  if (n === 'X') {
    if (m[1] === '+' ) throw new Unread(ability.loyaltyCost.text, 'not read: the loyalty cost');
    return { pay: 'loyalty', amount: m[1] ? 'X' : 0 };
  }
  return { pay: 'loyalty', amount: m[1] === '−' || m[1] === '-' ? -n : n };
}

/**
 * What a cost sacrifices when it sacrifices one object it lets the player choose ("Sacrifice a creature: …", "As an
 * additional cost to cast this spell, sacrifice an artifact."): the kind of it, which "the sacrificed creature's power"
 * names; undefined otherwise.
 */
export function oneSacrificed(cost: readonly CostPart[] | undefined): Filter | undefined {
  const sacrificed = cost?.filter((p) => p.pay === 'sacrifice') ?? [];
  const one = sacrificed.length === 1 ? sacrificed[0] : undefined;
  return one?.pay === 'sacrifice' && one.amount === 1 && one.what.ref === 'chosen' ? one.what.filter : undefined;
}

/**
 * Whether a cost discards or exiles one card other than the card itself ("Discard a card: …", "Exile the top card of your
 * library: …", "As an additional cost to cast this spell, exile a creature card from your graveyard."), which "the
 * discarded card" / "the exiled card" names; undefined otherwise (none, or more than one).
 */
export function onePaidCard(cost: readonly CostPart[] | undefined): 'discarded' | 'exiled' | undefined {
  const paid = cost?.filter((p) => p.pay === 'discard' || p.pay === 'exile' || p.pay === 'exileTop') ?? [];
  const one = paid.length === 1 ? paid[0] : undefined;
  if (one?.pay === 'discard' && one.amount === 1 && !one.self && !one.hand) return 'discarded';
  if (one?.pay === 'exile' && one.amount === 1 && one.what.ref === 'chosen') return 'exiled';
  if (one?.pay === 'exileTop' && one.amount === 1) return 'exiled';
  return undefined;
}

/**
 * Whether a cost names an object other than the card itself ("Sacrifice a creature", "Discard a card", "Put the top card
 * of your library into your graveyard"): "it" and "its" in the effect could then be that object or the card (not read).
 */
export function costNamesAnother(cost: readonly CostPart[] | undefined): boolean {
  return !!cost?.some((p) => {
    switch (p.pay) {
      case 'sacrifice': case 'exile': return p.what.ref !== 'self';
      case 'discard': return !p.self;
      case 'exileTop': case 'millTop': case 'return': case 'tapUntapped': return true;
      default: return false;
    }
  });
}
