/**
 * "~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay
 * {R} to end this effect." — the Licids' ability, read as a whole: the card stops being a creature and becomes an Aura
 * (205.1a: its card types replaced) attached to the target, until its controller pays the cost to end the effect (a
 * special action, 116.2f, after which it is a creature again with the ability back).
 */
import { readTarget, type ReadContext } from './refs.js';
import type { Step } from './types.js';
import { Cursor, phraseAt, type Word } from './words.js';

const becomes = '~ loses this ability and becomes an aura enchantment with enchant creature . attach it to target creature . you may pay'.split(' ');
const ends = 'to end this effect'.split(' ');

/** The whole effect as one `becomeAura` step, or undefined when it is not the Licids' words exactly. */
export function readBecomeAura(words: Word[], ctx: ReadContext): Step[] | undefined {
  const w = words.at(-1)?.t === '.' ? words.slice(0, -1) : words;
  if (!phraseAt(w, 0, becomes)) return undefined;
  const symbols: string[] = [];
  let i = becomes.length;
  while (i < w.length && /^\{([wubrgc]|\d+)\}$/.test(w[i].t)) symbols.push(w[i++].t.slice(1, -1).toUpperCase());
  if (symbols.length === 0 || i + ends.length !== w.length || !phraseAt(w, i, ends)) return undefined;
  const onto = readTarget(new Cursor(w.slice(becomes.indexOf('target'), becomes.indexOf('target') + 2)), ctx);
  if (!onto) return undefined;
  return [{ do: 'becomeAura', onto, revertCost: symbols }];
}
