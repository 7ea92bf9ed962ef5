/**
 * "Draw …" / "draws …" of a player (the verb already read): a number of cards, an amount equal to something, cards for
 * each object counted, additional cards of a draw step, and "draw N cards, then discard one of them".
 */
import { readNumber } from './filters.js';
import { readEqualTo } from './amountReaders.js';
import type { ReadContext } from './refs.js';
import { readCards, readForEach } from './stepPhrases.js';
import type { Ref, Step } from './types.js';
import { Cursor, need } from './words.js';

/** The rest of a draw step after its verb: `a card`, `two additional cards`, `cards equal to …`, `a card for each …`. */
export function readDraw(c: Cursor, ctx: ReadContext, who: Ref, third: boolean): Step[] {
  if (c.take('an additional card')) return [{ do: 'draw', who, amount: { n: 1 } }];
  // "draws two additional cards" (of a draw step's trigger): that many cards besides the step's own draw.
  const at = c.mark();
  const extra = readNumber(c);
  if (extra !== undefined && c.take('additional cards')) return [{ do: 'draw', who, amount: { n: extra } }];
  c.reset(at);
  // "Draw cards equal to the sacrificed creature's power", "… equal to the greatest power among creatures you control":
  // as many cards as the amount is as the step resolves.
  if (c.at('cards equal to')) {
    c.next();
    return [{ do: 'draw', who, amount: need(readEqualTo(c, ctx), c, 'how many cards') }];
  }
  // "Draw a card for each Elf you control / creature card in your graveyard": one card for each object counted.
  const one = c.at('a card for each');
  const amount = readCards(c, ctx.thatMuch);
  // "Draw three cards, then discard one of them": a card of those just drawn.
  if (!third && who.ref === 'you' && 'n' in amount && amount.n >= 2 && c.take(', then discard one of them')) {
    return [{ do: 'draw', who, amount }, { do: 'discard', who, amount: { n: 1 }, how: 'choice', ofDrawn: true }];
  }
  return [{ do: 'draw', who, amount: (one ? readForEach(c, ctx, amount, true, who) : undefined) ?? amount }];
}
