/**
 * Recognises what card text says inside an ability's effect: mana production (`Add …`), X,
 * self-references, targets, quoted abilities and reminder text. Anything not recognised stays
 * plain text; nothing here can fail on odd wording.
 */
import type { IToken } from 'chevrotain';
import type {
  Ability, Effect, ManaProduction, ManaProductionForm, Quoted, SelfReference, SymbolNode, TextContext, TextNode, XReference,
} from '../ast.js';
import { symbolBody } from '../model/symbols.js';
import { type Flattened, type Item, isSymbol, lower, type PositionMap, tokenEnd } from './lineItems.js';
import { fitted, intern } from '../compact.js';

/** What effect analysis needs to know about the card around the text. */
export interface EffectContext {
  map: PositionMap;
  /** Lower-cased word images of the card's names (face name, full name, short name). */
  names: string[][];
  /**
   * True when the card's name starts with a capital letter: the name is then the card itself only where the text
   * capitalises it too (201.4: a name in rules text is written as the name; `has fear` on a card named Fear is the keyword).
   */
  capitalized?: boolean;
  /** Parses a quoted group as a granted ability. */
  parseQuoted(tokens: IToken[]): Ability | undefined;
}

const sentenceEnd = new Set(['Period', 'Semicolon']);
const numberWords = new Set([
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'x', 'that', 'much',
  'an', 'additional', 'a', 'total', 'of',
]);
/** Nouns that make `this <noun>` a self-reference in modern wording. */
const selfNouns = new Set([
  'creature', 'spell', 'land', 'card', 'permanent', 'artifact', 'enchantment', 'planeswalker', 'aura',
  'equipment', 'vehicle', 'saga', 'battle', 'token', 'siege', 'class', 'case', 'room', 'object', 'source',
]);
/** Words before a symbol that mention it rather than use it (`costs that contain {X}`). */
const referenceWords = new Set(['contain', 'contains', 'include', 'includes', 'with', 'without']);
/**
 * Verbs whose X the ability's controller picks by doing it (`you may pay {X}`, `remove X counters`,
 * `you may reveal X black cards`): the action sets X. Only when the controller is the one acting
 * (imperative or "you"); `unless its controller pays {X}` leaves X to be defined elsewhere.
 */
const choosingVerbs = new Set(['pay', 'remove', 'sacrifice', 'discard', 'exile', 'tap', 'reveal']);

/** One node per symbol token and context: costs, effects and mana productions share it (kept per chunk, in its map). */
export function symbolNode(token: IToken, context: TextContext, map: PositionMap): SymbolNode {
  const symbolNodes = map.symbols;
  const known = symbolNodes.get(token);
  if (known && known.context === context) return known;
  const node: SymbolNode = {
    kind: 'Symbol',
    range: map.tokenRange(token),
    text: intern(token.image),
    body: intern(symbolBody(token.image)),
    closed: token.tokenType.name === 'Symbol',
    context,
  };
  symbolNodes.set(token, node);
  return node;
}



/** Parses the mana phrase after an `add` verb at `items[at]`; items are of one context and quote group. */
function parseManaPhrase(items: Item[], at: number, ctx: EffectContext): ManaProduction | undefined {
  const verb = items[at];
  let j = at + 1;
  let amountOf = false;
  while (j < items.length) {
    const w = lower(items[j]);
    if (w === 'amount' && lower(items[j - 1]) === 'an') amountOf = true;
    if (numberWords.has(w) || items[j].token.tokenType.name === 'NumberLiteral' || w === 'amount') j++;
    else break;
  }
  const symbols: SymbolNode[] = [];
  let last = verb;
  let form: ManaProductionForm | undefined;
  let phrase: TextNode | undefined;
  if (isSymbol(items[j])) {
    form = amountOf ? 'amountOf' : 'symbols';
    while (j < items.length) {
      const item = items[j];
      if (isSymbol(item)) {
        symbols.push(symbolNode(item.token, item.context, ctx.map));
        last = item;
        j++;
      } else if ((item.token.image === ',' || ['or', 'and', 'and/or'].includes(lower(item))) && (isSymbol(items[j + 1]) || ['or', 'and/or'].includes(lower(items[j + 1])))) {
        j++;
      } else break;
    }
  } else if (lower(items[j]) === 'mana') {
    const start = j + 1;
    let end = start;
    while (end < items.length && !sentenceEnd.has(items[end].token.tokenType.name)) end++;
    const words = items.slice(start, end).map(lower);
    const text = words.join(' ');
    const phraseItems = items.slice(start, end);
    for (const item of phraseItems) if (isSymbol(item)) symbols.push(symbolNode(item.token, item.context, ctx.map));
    if (/^of the chosen colou?r/.test(text) || /^of (one of )?the chosen colou?rs/.test(text)) form = 'chosenColor';
    else if (/^of that colou?r/.test(text)) form = 'thatColor';
    else if (/^of that type/.test(text)) form = 'thatType';
    else if (/^of any type that .* could produce/.test(text)) form = 'couldProduce';
    else if (/^of any (one )?type/.test(text)) form = 'anyType';
    else if (/commander ?'?s? colou?r identity/.test(text)) form = 'commanderIdentity';
    else if (/^in any combination of \{/.test(text.replace(/ /g, ' ')) || (symbols.length > 0 && /^in any combination/.test(text))) form = 'combination';
    else if (/colou?r/.test(text)) form = 'anyColor';
    else if (symbols.length > 0) form = 'combination';
    else form = 'other';
    // The phrase runs to the end of the sentence, but "Spend this mana…" style riders are separate sentences.
    const phraseEnd = end > start ? items[end - 1] : items[j];
    last = phraseEnd;
    const first = items[start] ?? items[j];
    phrase = { kind: 'Text', range: ctx.map.tokenRange(first.token, phraseEnd.token), text: ctx.map.slice(first.token, phraseEnd.token) };
  } else {
    // "Add Ice Cauldron's last noted type and amount of mana": mana named by a phrase.
    let end = j;
    while (end < items.length && !sentenceEnd.has(items[end].token.tokenType.name)) end++;
    const phraseItems = items.slice(j, end);
    if (!phraseItems.some((it) => lower(it) === 'mana')) return undefined;
    form = 'other';
    last = phraseItems[phraseItems.length - 1];
    phrase = { kind: 'Text', range: ctx.map.tokenRange(phraseItems[0].token, last.token), text: ctx.map.slice(phraseItems[0].token, last.token) };
  }
  return {
    kind: 'ManaProduction',
    range: ctx.map.tokenRange(verb.token, last.token),
    verbRange: ctx.map.tokenRange(verb.token),
    form,
    symbols: fitted(symbols),
    phrase,
    context: verb.context,
  };
}

/** The instructions to add mana inside one reminder group, each read within its own quote level. */
function reminderProductions(items: Item[], open: IToken, close: IToken, ctx: EffectContext): ManaProduction[] {
  const runs = new Map<number, Item[]>();
  for (const item of items) {
    const offset = item.token.startOffset;
    if (item.context !== 'reminder' || offset <= open.startOffset || offset >= close.startOffset) continue;
    const type = item.token.tokenType.name;
    if (type === 'LParen' || type === 'RParen' || type === 'Quote' || type === 'OpenQuote' || type === 'CloseQuote') continue;
    const run = runs.get(item.quote) ?? [];
    run.push(item);
    runs.set(item.quote, run);
  }
  const out: ManaProduction[] = [];
  for (const run of runs.values()) {
    for (let i = 0; i < run.length; i++) {
      const w = lower(run[i]);
      if (w !== 'add' && w !== 'adds') continue;
      const production = parseManaPhrase(run, i, ctx);
      if (production) out.push(production);
    }
  }
  return out;
}

function matchesAt(items: Item[], at: number, words: string[]): boolean {
  for (let k = 0; k < words.length; k++) if (lower(items[at + k]) !== words[k]) return false;
  return true;
}

/**
 * Analyses the items of one ability's text. `items` may include quoted and reminder items;
 * productions and X references inside quotes are attributed to the quoted ability instead.
 */
export function analyzeEffect(flat: Flattened, items: Item[], ctx: EffectContext, outerContext: TextContext = 'effect'): Effect {
  const map = ctx.map;
  const first = items[0];
  const last = items[items.length - 1];
  const effect: Effect = {
    kind: 'Effect',
    range: first ? map.tokenRange(first.token, last.token) : map.range(0, 0),
    text: first ? map.slice(first.token, last.token) : '',
    symbols: [],
    manaProductions: [],
    reminderProductions: [],
    xReferences: [],
    selfReferences: [],
    targets: [],
    quotes: [],
    reminders: [],
    definesX: false,
    words: [],
  };
  // The items that belong to this text's own level (not inside a nested quote or reminder), and
  // the quoted groups inside this text, in order. (Indexed loops: this runs for every ability, and
  // much of a short command's work runs before the code is optimised, where iterators cost.)
  const own: Item[] = [];
  const quoteIndexes: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item.context === outerContext) own.push(item);
    if (isSymbol(item)) effect.symbols.push(symbolNode(item.token, item.context, map));
    if (item.context === 'quoted' && outerContext !== 'quoted' && item.quote >= 0 && !quoteIndexes.includes(item.quote)) quoteIndexes.push(item.quote);
  }
  for (let r = 0; r < flat.reminders.length; r++) {
    const group = flat.reminders[r];
    const start = group.open.startOffset;
    if (first && start >= first.token.startOffset && start <= last.token.startOffset) {
      const end = group.close ?? items.filter((i) => i.token.startOffset >= start).pop()?.token ?? group.open;
      effect.reminders.push({ kind: 'Text', range: map.tokenRange(group.open, end), text: map.slice(group.open, end) });
      // Reminder text inside a quote belongs to the quoted ability's own analysis.
      const opener = items.find((i) => i.token === group.open);
      if (outerContext !== 'quoted' && opener && opener.quote >= 0) continue;
      effect.reminderProductions.push(...reminderProductions(items, group.open, end, ctx));
    }
  }
  for (let q = 0; q < quoteIndexes.length; q++) {
    const group = flat.quotes[quoteIndexes[q]];
    const end = group.close ?? group.items[group.items.length - 1]?.token ?? group.open;
    const quoted: Quoted = { kind: 'Quoted', range: map.tokenRange(group.open, end), text: map.slice(group.open, end) };
    if (group.inner.length > 0) quoted.ability = ctx.parseQuoted(group.inner);
    effect.quotes.push(quoted);
  }
  for (let i = 0; i < own.length; i++) {
    const item = own[i];
    const type = item.token.tokenType.name;
    const image = item.token.image;
    if (type === 'Word') {
      const w = intern(image.toLowerCase());
      effect.words.push(w);
      if (w === 'add' || w === 'adds') {
        const production = parseManaPhrase(own, i, ctx);
        if (production) effect.manaProductions.push(production);
      } else if (w === 'target' || w === 'targets') {
        effect.targets.push(map.tokenRange(item.token));
      } else if (image === 'X' && !ctx.names.some((n) => n.length === 1 && n[0] === 'x')) {
        effect.xReferences.push(xRef(item, map));
        const prev = lower(own[i - 1]);
        const next = lower(own[i + 1]);
        if (choosesX(own, i) || prev === 'where' || ((next === 'is' || next === 'equals') && atSentenceStart(own, i))) effect.definesX = true;
      } else if (image === 'CARDNAME') {
        effect.selfReferences.push(selfRef(item.token, item.token, 'CARDNAME', map));
      } else if (w === 'this' && selfNouns.has(lower(own[i + 1]))) {
        effect.selfReferences.push(selfRef(item.token, own[i + 1].token, 'this', map));
      } else {
        const names = ctx.names;
        for (let n = 0; n < names.length; n++) {
          const name = names[n];
          if (name.length > 0 && name[0] === w && !(ctx.capitalized && image[0] !== image[0].toUpperCase()) && matchesAt(own, i, name)) {
            effect.selfReferences.push(selfRef(item.token, own[i + name.length - 1].token, 'name', map));
            i += name.length - 1;
            break;
          }
        }
      }
    } else if (type === 'Tilde') {
      effect.selfReferences.push(selfRef(item.token, item.token, 'tilde', map));
    } else if (type === 'PowerToughness' && image.includes('X')) {
      effect.xReferences.push(xRef(item, map));
    } else if (type === 'Symbol' && symbolBody(image) === 'X') {
      const prev = lower(own[i - 1]);
      // "a mana cost that contains {X}" speaks of other objects' X, whose value they define.
      if (referenceWords.has(prev)) effect.definesX = true;
      else effect.xReferences.push(xRef(item, map));
      if (choosesX(own, i) || inStatedCost(own, i)) effect.definesX = true;
    }
  }
  return fitEffect(effect);
}

/** The effect with each of its lists holding exactly its items (see `fitted`). */
function fitEffect(effect: Effect): Effect {
  effect.symbols = fitted(effect.symbols);
  effect.manaProductions = fitted(effect.manaProductions);
  effect.reminderProductions = fitted(effect.reminderProductions);
  effect.xReferences = fitted(effect.xReferences);
  effect.selfReferences = fitted(effect.selfReferences);
  effect.targets = fitted(effect.targets);
  effect.quotes = fitted(effect.quotes);
  effect.reminders = fitted(effect.reminders);
  effect.words = fitted(effect.words);
  return effect;
}

/**
 * True if the X at `items[i]` is picked by the ability's controller as they act: after a choosing
 * verb said to "you" or as an instruction (`Pay {X}`, `you may reveal X cards`), or in "collect
 * evidence X" (701.59a: the player exiles cards of total mana value X or greater).
 */
function choosesX(items: Item[], i: number): boolean {
  const verb = lower(items[i - 1]);
  if (verb === 'evidence') return lower(items[i - 2]) === 'collect';
  if (!choosingVerbs.has(verb)) return false;
  const subject = lower(items[i - 2]);
  if (subject === 'may') return lower(items[i - 3]) === 'you';
  return atSentenceStart(items, i - 1) || ['you', 'then', 'and', 'or'].includes(subject);
}

/**
 * True if the {X} at `items[i]` is part of a cost the text itself sets for a spell — `This spell
 * costs {X} more to cast`, `The first spell you cast each turn costs {X}{R} more to cast` (601.2f: a
 * cost increase is part of the total cost): X is chosen as that cost is paid (107.3a), and the
 * text's other X refer to that choice (107.3e).
 */
function inStatedCost(items: Item[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && items[j].token.tokenType.name === 'Symbol') j--;
  const word = lower(items[j]);
  if (word !== 'cost' && word !== 'costs') return false;
  // The run of symbols ends in "more" or "less": a change of the cost, not a mention of one.
  let k = i + 1;
  while (k < items.length && items[k].token.tokenType.name === 'Symbol') k++;
  const after = lower(items[k]);
  return after === 'more' || after === 'less';
}

function atSentenceStart(items: Item[], i: number): boolean {
  const prev = items[i - 1];
  return !prev || sentenceEnd.has(prev.token.tokenType.name) || prev.token.tokenType.name === 'Comma';
}

function xRef(item: Item, map: PositionMap): XReference {
  return { kind: 'XReference', range: map.tokenRange(item.token), context: item.context };
}

function selfRef(first: IToken, last: IToken, form: SelfReference['form'], map: PositionMap): SelfReference {
  return { kind: 'SelfReference', range: map.range(first.startOffset, tokenEnd(last)), form };
}
