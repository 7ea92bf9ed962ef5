/**
 * A mana ability's effect as steps: the mana it adds ("Add {W} or {U}.", "Add {B} for each Swamp you control.", "Add X
 * mana of any one color, where X is …") and what else it does as it resolves ("~ deals 1 damage to you.").
 */
import { readCounterKind } from './counters.js';
import { readAmountOf, readCountersOn, readNumberOf } from './amountReaders.js';
import { type ReadContext } from './refs.js';
import { sacrificedCount } from './anyNumberSteps.js';
import { readForEach } from './stepPhrases.js';
import { readSteps } from './steps.js';
import type { CostPart, Ref, Step } from './types.js';
import { Cursor, Unread, words } from './words.js';

/** "Spend this mana only …" (106.6): a rule of the mana, kept with it in `produced`. */
const spendRule = /^Spend this mana only [^.]+\.$/;

/**
 * The steps of a mana ability's effect text. "Add {B} for each Swamp you control": one symbol, as many times as there
 * are such objects; "Add X mana of any one color (in any combination of colors), where X is …" and "Add an amount of
 * {G} equal to …": the mana with what X is (X alone: chosen as the cost removes X counters, or paid); anything else,
 * the first sentence as the mana and the rest read as steps.
 */
export function readManaSteps(text: string, ctx: () => ReadContext, cost: CostPart[]): Step[] {
  const trimmed = text.trim();
  const forEach = /^Add (\{[WUBRGC]\}) for each ([^.]+)\.$/i.exec(trimmed);
  // "Remove any number of storage counters from ~: Add {W} for each storage counter removed this way.": X, the number
  // the cost removed.
  // "Add {B}, then add an additional {B} for each charge counter removed this way": one more than X.
  const battery = /^Add (\{[WUBRGC]\}), then add an additional (\{[WUBRGC]\}) for each ([^.]+)\.$/i.exec(trimmed);
  const removed = /^(\S+ counter) removed this way$/.exec((battery && battery[1] === battery[2] ? battery[3] : forEach?.[2]) ?? '');
  if ((forEach || battery) && removed) {
    const counter = readCounterKind(new Cursor(words(removed[1])));
    if (!counter || !cost.some((p) => p.pay === 'removeCounters' && p.amount === 'X' && p.counter === counter)) throw new Unread(removed[0], 'not read: counters removed other than by the cost');
    return [{ do: 'mana', produced: `Add ${(forEach ?? battery)![1]}.`, amount: 1, x: { x: true }, ...(battery ? { plus: 1 } : {}) }];
  }
  if (forEach) {
    const c = new Cursor(words(forEach[2]));
    // "Add {C} for each charge counter on ~": counters of one kind on the card itself.
    const times = readCountersOn(c, ctx(), false) ?? readNumberOf(c, ctx());
    if (!times || !c.done) throw new Unread(forEach[2], 'not read: what the mana is counted by');
    return [{ do: 'mana', produced: `Add ${forEach[1]}.`, amount: 1, times }];
  }
  const counted = readCountedMana(trimmed, ctx);
  if (counted) return [counted];
  const rider = /^(Add [^.]*\.)\s+(?!Spend\b)(\S.*)$/is.exec(trimmed);
  const steps: Step[] = [{ do: 'mana', produced: rider ? rider[1] : text, amount: 1 }];
  if (rider) steps.push(...readSteps(words(rider[2]), ctx()));
  return steps;
}

/**
 * "Add X mana of any one color, where X is the number of Allies you control.", "Add X mana in any combination of
 * colors." (X chosen with the cost), "Add an amount of {G} equal to your devotion to green." — each perhaps with a
 * "Spend this mana only …" sentence after it. Undefined for any other text; `Unread` when what X is is not read.
 */
function readCountedMana(text: string, ctx: () => ReadContext): Step | undefined {
  const [, head, spend] = /^(Add [^.]*\.)(?:\s+(Spend this mana only [^.]+\.))?$/.exec(text) ?? [];
  if (!head || (spend && !spendRule.test(spend))) return undefined;
  const rule = spend ? ` ${spend}` : '';
  const xForm = /^Add X mana (of any one colou?r|in any combination of colou?rs|in any combination of \{[WUBRG]\} and\/or \{[WUBRG]\})(?:, where X is (.+))?\.$/.exec(head);
  if (xForm) {
    const x = xForm[2] ? amountAfter(xForm[2], ctx) : { x: true as const };
    return { do: 'mana', produced: `Add X mana ${xForm[1]}.${rule}`, amount: 1, x };
  }
  const equal = /^Add an amount of (\{[WUBRGC]\}) equal to (.+)\.$/.exec(head);
  if (equal) return { do: 'mana', produced: `Add an amount of ${equal[1]}.${rule}`, amount: 1, x: amountAfter(equal[2], ctx) };
  return undefined;
}

function amountAfter(text: string, ctx: () => ReadContext) {
  const c = new Cursor(words(text));
  const amount = readAmountOf(c, ctx());
  if (!amount || !c.done) throw new Unread(text, 'not read: what the amount of mana is');
  return amount;
}

/**
 * "Add {G}{G}{G}.", "Add {W}{U}{B}{R}{G}.", "Add {B} for each creature card in your graveyard.", "Add two mana in any
 * combination of colors." as a step of a spell or another ability (a mana ability's own mana is read above): the mana,
 * the symbols as printed. After another player `who` (106.4: mana in that player's pool), the verb is "adds": "that
 * player adds {G}{G}", and in a trigger on a land tapped for mana (106.12) "adds an additional {G} for each Elf on the
 * battlefield", "adds one mana of any type that land produced". Undefined (the cursor where it was) for anything else.
 */
export function readAddMana(c: Cursor, ctx: ReadContext, who?: Ref): Step[] | undefined {
  if (!c.at(who ? 'adds' : 'add')) return undefined;
  const at = c.mark();
  c.next();
  const pool = who ? { who } : {};
  if (who && ctx.tapped && c.take(`one mana of any type that ${ctx.tapped} produced`)) {
    return [{ do: 'mana', produced: `Add one mana of any type that ${ctx.tapped} produced.`, amount: 1, ...pool, ofTappedLand: true }];
  }
  // "an additional {B}" (of a trigger on a land tapped for mana): mana besides the land's own.
  c.take('an additional');
  const several = ['two', 'three', 'four', 'five'].find((n) => c.at(`${n} mana`));
  if (several) {
    c.next();
    c.next();
    const how = ['of any one color', 'in any combination of colors'].find((h) => c.take(h));
    if (how && c.atSentenceEnd) return [{ do: 'mana', produced: `Add ${several} mana ${how}.`, amount: 1, ...pool }];
    return c.reset(at), undefined;
  }
  // "Sacrifice any number of lands, then add that much {C}": one symbol for each permanent sacrificed.
  const thatMuch = sacrificedCount(ctx) && c.take('that much') ? ctx.thatMuch : undefined;
  const symbols: string[] = [];
  while (/^\{[wubrgc]\}$/.test(c.peek())) symbols.push(c.next().toUpperCase());
  if (thatMuch) return symbols.length === 1 && c.atSentenceEnd ? [{ do: 'mana', produced: `Add ${symbols[0]}.`, amount: 1, ...pool, times: thatMuch }] : (c.reset(at), undefined);
  const distinct = new Set(symbols).size;
  // All of one colour, or each a different colour (Forge's `Produced$ W U B R G`).
  if (symbols.length > 0 && (distinct === 1 || distinct === symbols.length) && c.atSentenceEnd) return [{ do: 'mana', produced: `Add ${symbols.join('')}.`, amount: 1, ...pool }];
  // "Add {B} for each creature card in your graveyard": one symbol, that many times.
  if (symbols.length === 1 && c.at('for each')) {
    const times = readForEach(c, ctx, { n: 1 }, true, who);
    if (times && c.atSentenceEnd) return [{ do: 'mana', produced: `Add ${symbols[0]}.`, amount: 1, ...pool, times }];
  }
  return c.reset(at), undefined;
}
