/**
 * Builds abilities from the items of one line of rules text: keyword lines, level markers,
 * ability-word prefixes, triggered abilities and static/spell text, and costs.
 */
import type { Ability, Cost, DashNode, KeywordAbility, LevelAbility, TextAbility, TextContext, TextNode, TriggeredAbility } from '../ast.js';
import type { Declarations } from '../model/symbols.js';
import type { BuildState } from './lineBuilders.js';
import { analyzeEffect } from './effectAnalysis.js';
import { matchKeyword, type KeywordMatch } from './keywords.js';
import { type Flattened, type Item, isSymbol, lower, type PositionMap, span, tokenEnd, typeOf } from './lineItems.js';
import { costFromItems } from './costBuilder.js';
import type { IToken } from 'chevrotain';
import { Dash, Word } from './tokens.js';

const triggerWords = new Set(['when', 'whenever', 'at']);

/**
 * What every ability node inherits: its `line` is read from its range, so it moves with its card
 * as the range does (no number per ability to move); and it serialises with `line` where the node
 * used to hold it, after `text`.
 */
const abilityPrototype = {
  get line(): number {
    return (this as unknown as Ability).range.start.line;
  },
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const own = this as unknown as Record<string, unknown>;
    for (const key of Object.keys(own)) {
      out[key] = own[key];
      if (key === 'text') out.line = (this as unknown as Ability).line;
    }
    return out;
  },
};

/** An ability node from its fields (all but `line`, which it reads from its range). */
export function abilityNode<T extends Ability>(fields: Omit<T, 'line'>): T {
  return Object.setPrototypeOf(fields, abilityPrototype) as T;
}

/**
 * Splits an ability word (or a designer's own) from the rest: `Landfall — Whenever …`,
 * `Hellbent — {T}: …`. The words must be followed by a dash and more text.
 */
export function splitAbilityWord(items: Item[], map: PositionMap, declarations: Declarations):
  { word: TextNode; dash: DashNode; rest: Item[]; firstToken: Item['token'] } | undefined {
  const limit = Math.min(items.length - 1, 6);
  for (let i = 1; i <= limit; i++) {
    const item = items[i];
    if (typeOf(item) === 'Dash' && item.context === 'effect') {
      // A hyphen stuck to what follows is a minus sign ("gets -X/-Y, where X is …"), not an ability word's dash.
      const next = items[i + 1];
      if (item.token.image !== '—' && next && next.token.startOffset === tokenEnd(item.token)) return undefined;
      const words = items.slice(0, i);
      if (!words.every((w) => typeOf(w) === 'Word' || typeOf(w) === 'NumberLiteral')) return undefined;
      if (lower(words[0]) === 'choose' || triggerWords.has(lower(words[0]))) return undefined;
      if (matchKeyword(words.map(lower), declarations.keywords)) return undefined;
      return {
        word: span(words, map),
        dash: { kind: 'Dash', range: map.tokenRange(item.token), text: item.token.image },
        rest: items.slice(i + 1),
        firstToken: words[0].token,
      };
    }
    if (typeOf(item) !== 'Word' && typeOf(item) !== 'NumberLiteral') return undefined;
  }
  return undefined;
}

/** What may follow a word-parameter keyword: a leading word, and whether a cost ends it. */
const wordParameters: Record<string, { lead?: string[]; cost?: 'required' | 'optional'; restOfLine?: boolean }> = {
  Enchant: {},
  Protection: { lead: ['from'] },
  Hexproof: { lead: ['from'] },
  Affinity: { lead: ['for'] },
  Splice: { lead: ['onto'], cost: 'required' },
  Banding: {},
  Partner: { restOfLine: true },
  Champion: { lead: ['a', 'an'] },
  Equip: { cost: 'required' },
  Craft: { lead: ['with'], cost: 'required' },
};

function isCostItem(item: Item): boolean {
  return isSymbol(item) || ['and', 'or', '/'].includes(lower(item));
}

/** The items before a closing `. X can't be 0.` (or `X can't be 0` alone), or the items themselves. */
function withoutXRestriction(rest: Item[]): Item[] {
  for (let p = 0; p < rest.length; p++) {
    const tail = rest.slice(typeOf(rest[p]) === 'Period' ? p + 1 : p).map((r) => lower(r).replace(/’/g, "'"));
    const restriction = tail.join(' ');
    if (restriction === "x can't be 0 ." || restriction === "x can't be 0" || restriction === 'x cannot be 0 .') return rest.slice(0, p);
  }
  return rest;
}

/** Tries to read a line as a list of keyword abilities (`Flying, vigilance`, `Kicker {R}`, `Ward—Pay 2 life.`). */
function keywordLine(items: Item[], flat: Flattened, state: BuildState, context: TextContext): KeywordAbility[] | undefined {
  const own = items.filter((i) => i.context === context);
  if (own.length === 0 || typeOf(own[0]) !== 'Word') return undefined;
  const result: KeywordAbility[] = [];
  const map = state.map;
  let i = 0;
  while (i < own.length) {
    const words: string[] = [];
    for (let k = i; k < Math.min(own.length, i + 4) && typeOf(own[k]) === 'Word'; k++) words.push(lower(own[k]));
    const match: KeywordMatch | undefined = matchKeyword(words, state.declarations.keywords);
    if (!match) return undefined;
    const nameItems = own.slice(i, i + match.words);
    let j = i + match.words;
    let end = j;
    while (end < own.length && typeOf(own[end]) !== 'Comma' && typeOf(own[end]) !== 'Semicolon') end++;
    let rest = own.slice(j, end);
    let cost: Cost | undefined;
    let parameter: string | undefined;
    let dash: DashNode | undefined;
    const spec = wordParameters[match.name];
    const dashAt = rest.findIndex((r) => typeOf(r) === 'Dash');
    const leadDone = match.words > 1 && ['from', 'with', 'other', 'onto', 'for'].includes(words[match.words - 1]);
    const beforeDash = dashAt >= 0 ? rest.slice(0, dashAt) : [];
    const numericParameter = beforeDash.every((r) => typeOf(r) === 'NumberLiteral' || lower(r) === 'x' || lower(r) === 'n');
    const wordParameter = !!spec && beforeDash.length > 0 && beforeDash.every((r) => typeOf(r) === 'Word') && (leadDone || !spec.lead || spec.lead.includes(lower(beforeDash[0])));
    if (dashAt >= 0 && (numericParameter || wordParameter)) {
      // `Ward—Pay 2 life.`, `Suspend 4—{1}{U}`: everything after the dash to the end of the line is the cost.
      rest = own.slice(j);
      end = own.length;
      const d = rest[dashAt];
      dash = { kind: 'Dash', range: map.tokenRange(d.token), text: d.token.image };
      if (dashAt > 0) parameter = span(rest.slice(0, dashAt), map).text;
      cost = costFromItems(rest.slice(dashAt + 1), map, state.declarations);
    } else {
      // `Kicker {X}. X can't be 0.`: the restriction Oracle writes after an X cost belongs to the keyword.
      if (end === own.length) rest = withoutXRestriction(rest);
      if (typeOf(rest[rest.length - 1]) === 'Period' && end === own.length && (rest.length === 1 || rest.slice(0, -1).every(isCostItem))) rest = rest.slice(0, -1);
      if (rest.length === 0) {
        // a bare keyword
      } else if (rest.every(isCostItem) && isSymbol(rest[0])) {
        cost = costFromItems(rest.filter(isSymbol), map, state.declarations);
      } else if ((typeOf(rest[0]) === 'NumberLiteral' || ['x', 'n'].includes(lower(rest[0]))) && rest.slice(1).every(isCostItem)) {
        parameter = rest[0].token.image;
        if (rest.length > 1) cost = costFromItems(rest.slice(1).filter(isSymbol), map, state.declarations);
      } else if (spec) {
        if (spec.restOfLine) {
          rest = own.slice(j);
          end = own.length;
        }
        if (rest.some((r) => typeOf(r) === 'Period' || typeOf(r) === 'Colon')) return undefined;
        if (spec.lead && !leadDone && !spec.lead.includes(lower(rest[0]))) return undefined;
        let costStart = rest.length;
        while (costStart > 0 && isCostItem(rest[costStart - 1])) costStart--;
        while (costStart < rest.length && !isSymbol(rest[costStart])) costStart++;
        if (spec.cost === 'required' && costStart === rest.length) return undefined;
        if (costStart > 0) parameter = span(rest.slice(0, costStart), map).text;
        if (costStart < rest.length) cost = costFromItems(rest.slice(costStart).filter(isSymbol), map, state.declarations);
      } else return undefined;
    }
    // The last keyword of a line also owns the reminder text after it.
    const lastItem = end >= own.length ? items[items.length - 1] : own[end - 1] ?? nameItems[nameItems.length - 1];
    const from = own[i].token.startOffset;
    const abilityItems = items.filter((it) => it.token.startOffset >= from && it.token.startOffset <= lastItem.token.startOffset);
    const effect = analyzeEffect(flat, abilityItems, state.effects, context);
    const whole = span(abilityItems, map);
    result.push(abilityNode<KeywordAbility>({
      kind: 'Ability', abilityKind: 'keyword', range: whole.range, text: whole.text,
      effect, modes: [], granted: context === 'quoted',
      keyword: match.name, keywordRange: span(nameItems, map).range, rule: match.rule, cost, parameter, dash,
    }));
    i = end + 1;
  }
  return result;
}

/**
 * Where a trigger condition ends: at the first comma that is not inside a list
 * ("Whenever a player taps a Mountain, Forest, or Plains for mana, …" ends after "mana").
 */
function conditionEnd(items: Item[], names: string[][]): number {
  // Commas inside the card's own name ("When Kangee, Aerie Keeper enters") don't end the condition.
  const inName = new Set<number>();
  for (const name of names) {
    if (!name.includes(',')) continue;
    for (let i = 0; i + name.length <= items.length; i++) {
      if (name.every((w, k) => lower(items[i + k]) === w)) for (let k = 0; k < name.length; k++) inName.add(i + k);
    }
  }
  const commas = items.map((it, i) => (typeOf(it) === 'Comma' && !inName.has(i) ? i : -1)).filter((i) => i >= 0);
  // The comma at `commas[k]` is followed by a short item of a list: a few words, then a comma before "or"/"and"; or one
  // word before another such item ("blue" in "white, blue, black, or red spell"). That chain of one-word items only goes
  // on a list begun inside the condition: the word before the comma follows "a"/"an" or another list comma; otherwise the
  // comma ends the condition and the list opens the effect ("Whenever ~ attacks, Humans, Elves, and Dwarves you control …").
  // The list must also end inside the condition: its last item "or/and <word> <noun> …" runs up to another comma, the
  // condition's own ("a white, blue, black, or red spell, …"); "Whenever you cast a spell, Humans, Elves, and Dwarves
  // you control get +1/+1 until end of turn." has none, so its condition ends after "spell".
  const endsInside = (k: number): boolean => {
    let j = k;
    while (j < commas.length && !['or', 'and', 'and/or'].includes(lower(items[commas[j] + 1]))) j++;
    if (j + 1 >= commas.length) return false;
    const last = items.slice(commas[j] + 1, commas[j + 1]);
    return last.length >= 3 && last.every((it) => typeOf(it) === 'Word');
  };
  const chained = (k: number): boolean => (['a', 'an'].includes(lower(items[commas[k] - 2])) || commas[k - 1] === commas[k] - 2) && endsInside(k);
  const inList = (k: number): boolean => {
    const next = commas[k + 1] ?? items.length;
    const segment = items.slice(commas[k] + 1, next);
    if (segment.length > 3 || !segment.every((it) => typeOf(it) === 'Word')) return false;
    const after = lower(items[next + 1]);
    if (after === 'or' || after === 'and' || after === 'and/or') return true;
    return segment.length === 1 && k + 1 < commas.length && chained(k) && inList(k + 1);
  };
  for (let k = 0; k < commas.length; k++) {
    const c = commas[k];
    const next = commas[k + 1] ?? items.length;
    const segment = items.slice(c + 1, next);
    const firstWord = lower(segment[0]);
    const shortItem = inList(k);
    const listTail = (firstWord === 'or' || firstWord === 'and') && k > 0 && commas[k - 1] >= c - 4;
    if (!shortItem && !listTail) return c;
  }
  return -1;
}

/** A keyword run into a capitalised word by a hyphen (`Ward-Pay`). */
const hyphenatedKeyword = /^([A-Za-z]+)-(\p{Lu}[\p{L}'’]*)$/u;

/**
 * `Ward-Pay 2 life.` lexes as one hyphenated word; when its first part is a keyword and the
 * rest starts a capitalised cost, split it into keyword, dash and word so the line reads as
 * `Ward—Pay 2 life.` (and the dash check can offer the long dash).
 */
function splitHyphenatedKeyword(items: Item[], declarations: Declarations): Item[] {
  const first = items[0];
  if (!first || typeOf(first) !== 'Word') return items;
  const m = hyphenatedKeyword.exec(first.token.image);
  if (!m || !matchKeyword([m[1].toLowerCase()], declarations.keywords)) return items;
  const at = first.token.startOffset;
  const piece = (image: string, offset: number, tokenType: IToken['tokenType']): Item => ({
    ...first, token: { ...first.token, image, startOffset: offset, endOffset: offset + image.length - 1, tokenType },
  });
  return [piece(m[1], at, Word), piece('-', at + m[1].length, Dash), piece(m[2], at + m[1].length + 1, Word), ...items.slice(1)];
}

/**
 * Builds the abilities of a line of text that is not an activated, loyalty or chapter line:
 * keyword lists, `LEVEL n-m` markers, triggered abilities and static (or spell) text.
 */
export function buildTextAbility(flat: Flattened, rawItems: Item[], state: BuildState, kind: 'static' | 'mode', context: TextContext = 'effect'): Ability[] | undefined {
  const map = state.map;
  const items = splitHyphenatedKeyword(rawItems, state.declarations);
  const own = items.filter((i) => i.context === context);
  if (own.length === 0) {
    // A line of reminder text only: keep it as static text so hover and checks still see it.
    const effect = analyzeEffect(flat, items, state.effects, context);
    return [abilityNode<TextAbility>({ kind: 'Ability', abilityKind: kind, range: span(items, map).range, text: span(items, map).text, effect, modes: [], granted: context === 'quoted' })];
  }
  const whole = span(items, map);
  if (kind === 'static' && own[0].token.image === 'LEVEL' && typeOf(own[1]) === 'NumberLiteral') {
    const min = Number(own[1].token.image);
    const max = typeOf(own[2]) === 'Dash' && typeOf(own[3]) === 'NumberLiteral' ? Number(own[3].token.image) : undefined;
    return [abilityNode<LevelAbility>({
      kind: 'Ability', abilityKind: 'level', range: whole.range, text: whole.text,
      effect: analyzeEffect(flat, items, state.effects, context), modes: [], granted: false, min, max,
    })];
  }
  if (kind === 'static') {
    const keywords = keywordLine(items, flat, state, context);
    if (keywords) return keywords;
  }
  const prefix = splitAbilityWord(own, map, state.declarations);
  const body = prefix ? items.filter((i) => i.token.startOffset >= (prefix.rest[0]?.token.startOffset ?? Infinity)) : items;
  const bodyOwn = body.filter((i) => i.context === context);
  if (bodyOwn.length > 0 && triggerWords.has(lower(bodyOwn[0])) && /^[WA]/.test(bodyOwn[0].token.image)) {
    const commaAt = conditionEnd(bodyOwn, state.effects.names);
    const conditionItems = commaAt > 0 ? bodyOwn.slice(0, commaAt) : bodyOwn;
    const afterComma = commaAt > 0 ? body.filter((i) => i.token.startOffset > bodyOwn[commaAt].token.startOffset) : [];
    const condition = analyzeEffect(flat, conditionItems, state.effects, context);
    const effect = analyzeEffect(flat, afterComma, state.effects, context);
    // The condition's references come first (the effect's lists are fitted, so new lists are made).
    if (condition.xReferences.length > 0) effect.xReferences = condition.xReferences.concat(effect.xReferences);
    if (condition.selfReferences.length > 0) effect.selfReferences = condition.selfReferences.concat(effect.selfReferences);
    if (condition.definesX) effect.definesX = true;
    return [abilityNode<TriggeredAbility>({
      kind: 'Ability', abilityKind: 'triggered', range: whole.range, text: whole.text,
      effect, modes: [], granted: context === 'quoted',
      triggerWord: span([bodyOwn[0]], map),
      condition: span(conditionItems, map),
      isSelfETB: condition.selfReferences.length > 0 && condition.words.some((w) => w === 'enters' || w === 'enter'),
      abilityWord: prefix?.word, dash: prefix?.dash,
    })];
  }
  const effect = analyzeEffect(flat, body.length > 0 ? body : items, state.effects, context);
  return [abilityNode<TextAbility>({
    kind: 'Ability', abilityKind: kind, range: whole.range, text: whole.text, effect, modes: [],
    granted: context === 'quoted', abilityWord: prefix?.word, dash: prefix?.dash,
  })];
}
