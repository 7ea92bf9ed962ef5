/**
 * Reading static abilities of permanents: continuous effects (611.3: `Other creatures you control
 * get +1/+1`, `Enchanted creature has flying`, `~ can't block`), and the replacement effects
 * cardtext recognises (614.1c–d: `~ enters the battlefield tapped`, `… with N +1/+1 counters on it`).
 */
import { readFilter, readNumber } from './filters.js';
import { type ReadContext, readObjectRef } from './refs.js';
import { readKeywords, Unread } from './steps.js';
import type { AbilityEffect, Continuous, Ref } from './types.js';
import { Cursor, type Word } from './words.js';

/** Restrictions on one object, in Forge's and the rules' words: what `can't`/`doesn't` it states. */
const restrictions: [string, string][] = [
  ["can't attack or block", "CARDNAME can't attack or block."],
  ["can't block", "CARDNAME can't block."],
  ["can't attack", "CARDNAME can't attack."],
  ["can't be blocked", 'Unblockable'],
  ["doesn't untap during its controller's untap step", "CARDNAME doesn't untap during your untap step."],
  ["doesn't untap during your untap step", "CARDNAME doesn't untap during your untap step."],
  ['attacks each combat if able', 'CARDNAME attacks each combat if able.'],
  ['attack each combat if able', 'CARDNAME attacks each combat if able.'],
  ["can block only creatures with flying", 'CARDNAME can block only creatures with flying.'],
  ["can't be countered", "CARDNAME can't be countered."],
];

/** The affected objects of a continuous effect: `~`, `enchanted creature`, `creatures you control`, `other Elves`. */
function readAffected(c: Cursor, ctx: ReadContext): { ref: Ref; plural: boolean } | undefined {
  const at = c.mark();
  const ref = readObjectRef(c, ctx);
  if (ref && (ref.ref === 'self' || ref.ref === 'enchanted' || ref.ref === 'equipped')) return { ref, plural: false };
  if (ref && ref.ref === 'each') return { ref, plural: !!ref.filter.plural };
  c.reset(at);
  const filter = readFilter(c);
  if (filter && !filter.zone && filter.plural && filter.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent' && a.noun !== 'Card' && a.noun !== 'Spell')) {
    return { ref: { ref: 'each', filter }, plural: true };
  }
  c.reset(at);
  return undefined;
}

/** `gets +1/+1`, `has flying`, `gets +2/+0 and has first strike`, `can't block`. */
function readContinuous(c: Cursor, affected: Ref, plural: boolean): Continuous | undefined {
  const effect: Continuous = { affected, keywords: [], rules: [] };
  const verb = (singular: string, many: string) => c.take(plural ? many : singular);
  if (verb('gets', 'get')) {
    const m = /^([+-])(\d+)\/([+-])(\d+)$/.exec(c.peek());
    if (!m) return undefined;
    c.next();
    effect.power = Number(m[1] + m[2]);
    effect.toughness = Number(m[3] + m[4]);
    if (c.take('and') && verb('has', 'have')) {
      const keywords = readKeywords(c);
      if (!keywords) return undefined;
      effect.keywords = keywords;
    }
    return effect;
  }
  if (verb('has', 'have')) {
    const keywords = readKeywords(c);
    if (!keywords) return undefined;
    effect.keywords = keywords;
    return effect;
  }
  for (const [words, rule] of restrictions) {
    const phrase = plural ? words.replace(/^attacks/, 'attack').replace(/^doesn't/, "don't") : words;
    if (c.take(phrase)) {
      effect.rules.push(rule);
      return effect;
    }
  }
  return undefined;
}

/** Reads a static ability's text (all of it) into the effect; throws Unread if it can't. */
export function readStatic(w: Word[], ctx: ReadContext, out: AbilityEffect): void {
  const c = new Cursor(w);
  if (c.take('~ enters the battlefield tapped') || c.take('~ enters tapped')) {
    c.take('.');
    if (!c.done) throw new Unread(c.rest(), 'not read: the rest of the replacement');
    out.kind = 'replacement';
    out.replacement = { entersTapped: true };
    return;
  }
  if (c.take('~ enters the battlefield with') || c.take('~ enters with')) {
    const n = readNumber(c, true);
    const counter = c.take('+1/+1') ? 'P1P1' : c.take('-1/-1') ? 'M1M1' : undefined;
    if (n !== undefined && counter && c.takeAny('counter', 'counters') && c.take('on it') && (c.take('.'), c.done)) {
      out.kind = 'replacement';
      out.replacement = { counters: { counter, amount: n } };
      return;
    }
    throw new Unread(c.rest(), 'not read: the counters it enters with');
  }
  if (c.take('you control enchanted creature') || c.take('you control enchanted permanent') || c.take('you control enchanted land') || c.take('you control enchanted artifact')) {
    c.take('.');
    if (!c.done) throw new Unread(c.rest(), 'not read: the rest of the ability');
    out.continuous = [{ affected: { ref: 'enchanted' }, keywords: [], rules: [], control: 'you' }];
    return;
  }
  const affected = readAffected(c, ctx);
  if (!affected) throw new Unread(c.rest(), 'not read: what the ability affects');
  const effect = readContinuous(c, affected.ref, affected.plural);
  if (!effect) throw new Unread(c.rest(), 'not read: what the ability does');
  // `… and can't block`, `… and has flying`: more of the same object.
  while (c.take('and')) {
    const more = readContinuous(c, affected.ref, affected.plural);
    if (!more) throw new Unread(c.rest(), 'not read: what the ability does');
    effect.keywords.push(...more.keywords);
    effect.rules.push(...more.rules);
    if (more.power !== undefined) {
      effect.power = more.power;
      effect.toughness = more.toughness;
    }
  }
  c.take('.');
  if (!c.done) throw new Unread(c.rest(), 'not read: the rest of the ability');
  out.continuous = [effect];
}
