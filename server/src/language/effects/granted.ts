/**
 * Activated abilities in quotes that a static ability grants (613.1f, 113.2c): `Enchanted creature has "{B}: Regenerate
 * this creature."`, `… has "{T}: This creature deals 1 damage to any target."`. "This creature" is the object that has
 * the ability. Read whole or not at all: a triggered ability in quotes, or a restriction on activating it, is not read.
 */
import { costNamesAnother, oneSacrificed, readCostText } from './costs.js';
import { type ReadContext, namesPlayer } from './refs.js';
import { readManaSteps } from './manaSteps.js';
import { readSteps } from './steps.js';
import { triggerContext } from './triggerContext.js';
import { readTrigger } from './triggers.js';
import type { CostPart, GrantedAbility } from './types.js';
import { type Cursor, Unread, words } from './words.js';

/**
 * `text` of an ability in quotes with its "this creature" (permanent, land, artifact, enchantment) said as `word`: the
 * object that has the ability (`~` to the reader, `CARDNAME` in Forge's scripts).
 */
export function asHolder(text: string, word: string): string {
  return text.replace(/\bthis (?:creature|permanent|land|artifact|enchantment)\b/gi, word);
}

/** The words of the quote at the cursor, as written (the cursor then after it); undefined (the cursor where it was) otherwise. */
function quoted(c: Cursor): string | undefined {
  const at = c.mark();
  if (!c.take('"')) return undefined;
  const start = c.i;
  while (!c.done && c.peek() !== '"') c.next();
  if (c.done || c.i === start) return c.reset(at), undefined;
  const first = c.w[start];
  const last = c.w[c.i - 1];
  c.next();
  return first.source.slice(first.at, last.at + last.raw.length).trim();
}

/** One quoted activated ability; undefined (the cursor where it was) if the next words are not a quote. */
function readOne(c: Cursor, ctx: ReadContext): GrantedAbility | undefined {
  const text = quoted(c);
  if (text === undefined) return undefined;
  if (/^(?:When|Whenever|At)\b/.test(text)) return readGrantedTrigger(text, ctx);
  const colon = text.indexOf(':');
  if (colon <= 0 || /\bactivate\b/i.test(text)) throw new Unread(text, 'not read: the ability it grants');
  // "Sacrifice this permanent: …": the object that has the ability, as a card's own cost names the card.
  const cost = readCostText(asHolder(text.slice(0, colon), '~'));
  const effect = asHolder(text.slice(colon + 1).trim(), '~');
  // "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.": the one object it sacrificed.
  // "It" is the object that has the ability, unless the cost names another object it could be (`costNamesAnother`).
  const context = (): ReadContext => ({ ids: ctx.ids, selfNouns: [], ...(costNamesAnother(cost) ? { itOnceSelfNamed: true } : { it: { ref: 'self' } }), sacrificed: oneSacrificed(cost) });
  // "{T}: Add one mana of any color.": a mana ability (605.1a: no target), read as a card's own.
  const steps = /^Add\b/.test(effect) && !/\btarget\b/i.test(effect) ? readManaSteps(effect, context, cost) : readSteps(words(effect), context());
  return { cost, steps, text };
}

/**
 * A triggered ability in quotes (`"Whenever this creature attacks, untap all lands you control."`): its trigger (the
 * words before the first comma) and its steps, "this creature" the object that has it. Only a plain one: a payment, an
 * intervening "if" or "if you do" is not read.
 */
function readGrantedTrigger(text: string, ctx: ReadContext): GrantedAbility {
  const comma = text.indexOf(', ');
  if (comma <= 0 || /\b(?:if|pay|activate)\b/i.test(text)) throw new Unread(text, 'not read: the triggered ability it grants');
  const self = (s: string): string => asHolder(s, '~');
  const context: ReadContext = { ids: ctx.ids, selfNouns: [], it: { ref: 'self' } };
  const trigger = readTrigger(words(self(text.slice(0, comma))), context);
  context.triggerNamesPlayer = namesPlayer(text.slice(0, comma));
  const effect = self(text.slice(comma + 2).trim());
  triggerContext(trigger, context, effect);
  return { cost: [], steps: readSteps(words(effect), context), text, trigger };
}

/** `"{B}: Regenerate this creature."`, `"…" and "…"`: the activated abilities granted, or undefined. */
export function readGranted(c: Cursor, ctx: ReadContext): GrantedAbility[] | undefined {
  const one = readOne(c, ctx);
  if (!one) return undefined;
  const out = [one];
  for (;;) {
    const at = c.mark();
    if (!c.take('and')) break;
    const more = readOne(c, ctx);
    if (!more) {
      c.reset(at);
      break;
    }
    out.push(more);
  }
  return out;
}

/**
 * `"At the beginning of your upkeep, sacrifice this creature unless you pay {1}."` and `"Cumulative upkeep {1}."` (702.24)
 * in quotes: an upkeep cost the objects have, its cost, whether it is cumulative and its words; undefined (the cursor
 * where it was) otherwise.
 */
export function readGrantedUpkeep(c: Cursor): { cost: CostPart[]; cumulative: boolean; text: string } | undefined {
  const at = c.mark();
  const text = quoted(c);
  if (text === undefined) return undefined;
  const sacrifice = /^At the beginning of your upkeep, sacrifice this (?:creature|enchantment|artifact|permanent|land) unless you pay (\{[^.]*\}|\d+ life)\.$/.exec(text);
  const cumulative = /^Cumulative upkeep(?: |—)(.+?)\.?$/.exec(text);
  const costText = sacrifice ? sacrifice[1].replace(/^(\d+ life)$/, 'Pay $1') : cumulative?.[1];
  try {
    const cost = costText ? readCostText(costText) : undefined;
    // {X} in an upkeep cost has no value to pay (107.3): not read.
    const hasX = cost?.some((p) => p.pay === 'mana' && p.symbols.some((s) => /X/i.test(s)));
    if (cost && !hasX) return { cost, cumulative: !!cumulative, text: (sacrifice?.[1] ?? costText)! };
  } catch (e) {
    if (!(e instanceof Unread)) throw e;
  }
  c.reset(at);
  return undefined;
}
