/**
 * Costs to attack or block (508.1d, 509.1d): "Creatures can't attack you unless their controller pays {2} for each
 * creature they control that's attacking you", "… you or a planeswalker you control unless their controller pays {1} for
 * each of those creatures", "Enchanted creature can't attack or block unless its controller pays {3}", "~ can't attack
 * unless you pay {2}".
 */
import type { Continuous, Ref } from './types.js';
import type { Cursor } from './words.js';

/** `{2}`: generic mana. */
function readMana(c: Cursor): number | undefined {
  const m = /^\{(\d+)\}$/.exec(c.peek());
  if (!m) return undefined;
  c.next();
  return Number(m[1]);
}

/** The whole ability as such a cost; undefined (the cursor where it was) otherwise. */
export function readAttackTax(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const done = (affected: Ref, tax: NonNullable<Continuous['attackTax']>): Continuous | undefined => ((c.take('.'), c.done) ? { affected, keywords: [], rules: [], attackTax: tax } : (c.reset(at), undefined));
  if (c.take("creatures can't attack you")) {
    const planeswalkers = c.take('or a planeswalker you control');
    const cost = c.take('unless their controller pays') ? readMana(c) : undefined;
    const each = planeswalkers ? c.take('for each of those creatures') : c.take("for each creature they control that's attacking you");
    if (cost === undefined || !each) return c.reset(at), undefined;
    return done({ ref: 'each', filter: { alts: [{ noun: 'Creature', props: [] }], plural: true } }, { cost, block: false, target: planeswalkers ? 'youAndPlaneswalkers' : 'you' });
  }
  const self = c.take('~');
  const affected: Ref | undefined = self ? { ref: 'self' } : c.take('enchanted creature') ? { ref: 'enchanted' } : undefined;
  if (!affected) return c.reset(at), undefined;
  const block = c.take("can't attack or block unless") ? true : c.take("can't attack unless") ? false : undefined;
  const cost = block !== undefined && c.take(self ? 'you pay' : 'its controller pays') ? readMana(c) : undefined;
  if (cost === undefined || block === undefined) return c.reset(at), undefined;
  return done(affected, { cost, block });
}
