/**
 * Keyword actions a spell or ability tells its controller to do (701): become the monarch, populate, proliferate, detain, goad,
 * switch a creature's power and toughness, manifest, bolster, support, investigate — each read as the rules define it.
 */
import { readNumber } from './filters.js';
import { type ReadContext, readObjectRef, readTarget } from './refs.js';
import { clueToken } from './stepPhrases.js';
import type { Ref, Step } from './types.js';
import { Cursor, need, Unread, words } from './words.js';

/** One keyword action at the cursor (the verb first), or undefined (the cursor unmoved) if the words are not one. */
export function readKeywordAction(c: Cursor, ctx: ReadContext): Step[] | undefined {
  if (c.take('you become the monarch')) return [{ do: 'monarch' }];
  if (c.takeAlone('populate')) return [{ do: 'populate' }];
  if (c.takeAlone('proliferate')) return [{ do: 'proliferate' }];
  // "Detain target creature an opponent controls." (701.35a): until your next turn it can't attack or block and its
  // activated abilities can't be activated.
  if (c.take('detain')) {
    const what = need(readObjectRef(c, ctx), c, 'what is detained');
    if (what.ref !== 'target') throw new Unread(c.rest(), 'not read: what is detained');
    ctx.it = what;
    return [{ do: 'pump', what, keywords: [], rules: ["CARDNAME can't attack or block.", "CARDNAME's activated abilities can't be activated."], duration: 'untilYourNextTurn' }];
  }
  // "Goad target creature." (701.38a): one target creature, goaded until your next turn.
  if (c.take('goad')) {
    const what = need(readObjectRef(c, ctx), c, 'what is goaded');
    if (what.ref !== 'target') throw new Unread(c.rest(), 'not read: what is goaded');
    ctx.it = what;
    return [{ do: 'goad', what }];
  }
  // "Switch target creature's (~'s, each creature's) power and toughness until end of turn." (613.4d): a rule it has this
  // turn (Forge: a hidden keyword, as all 10 of its scripts of it).
  const switched = readSwitched(c, ctx);
  if (switched) {
    if (switched.ref !== 'each') ctx.it = switched;
    return [{ do: 'pump', what: switched, keywords: [], rules: [switchedRule], duration: 'turn' }];
  }
  // "Manifest the top card of your library." ending the sentence ("it" after it would be the manifested card: not read).
  if (c.at('manifest the top')) {
    const at = c.mark();
    c.i += 3;
    const n = c.take('card of your library') ? 1 : readNumber(c);
    if (n !== undefined && (n === 1 || c.take('cards of your library')) && c.atSentenceEnd) {
      ctx.it = undefined;
      return [{ do: 'manifest', amount: n }];
    }
    c.reset(at);
    return undefined;
  }
  if (c.at('bolster') && /^\d+$/.test(c.peek(1))) {
    c.next();
    return [{ do: 'bolster', amount: Number(c.next()) }];
  }
  // "Support 2." (701.41): a +1/+1 counter on each of up to two other target creatures (of an instant or sorcery: up to
  // two target creatures), read as those words say it.
  if (c.at('support') && /^\d+$/.test(c.peek(1))) {
    c.next();
    const spell = ctx.selfNouns.some((n) => n === 'instant' || n === 'sorcery');
    const what = readTarget(new Cursor(words(`up to ${c.next()} ${spell ? '' : 'other '}target creatures`)), ctx);
    return [{ do: 'counters', what: need(what, c, 'the creatures supported'), counter: 'P1P1', amount: { n: 1 } }];
  }
  // Investigate (701.16a): create a Clue token.
  if (c.takeAlone('investigate')) return [{ do: 'token', amount: { n: 1 }, token: clueToken(), tapped: false }];
  return undefined;
}

/** The hidden keyword Forge gives a creature whose power and toughness are switched (613.4d). */
export const switchedRule = "CARDNAME's power and toughness are switched";

/** "switch <target creature's | ~'s | each creature's> power and toughness until end of turn": whose, or undefined (unmoved). */
function readSwitched(c: Cursor, ctx: ReadContext): Ref | undefined {
  const rest = " power and toughness until end of turn";
  if (c.take(`switch target creature's${rest}`)) return need(readTarget(new Cursor(words('target creature')), ctx), c, 'the creature');
  if (c.take(`switch ~'s${rest}`)) return { ref: 'self' };
  if (c.take(`switch each creature's${rest}`)) return { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [] }] } };
  return undefined;
}
