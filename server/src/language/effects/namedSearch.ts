/**
 * `Search your library and/or graveyard for a card named Mu Yanling, reveal it, and put it into your hand. If you
 * search your library this way, shuffle it.` (701.23): one card of another name, looked for in the library, the
 * graveyard or both, put into the hand; the library shuffled if it was searched.
 */
import type { Step } from './types.js';
import type { Cursor } from './words.js';
import { Unread } from './words.js';

/** Lower-case words a card's name may hold between capitalized ones ("Nicol Bolas, the Deceiver"). */
const joints = new Set(['of', 'the', 'from', 'to', 'in', 'on', 'and']);

/**
 * After `search your library and/or graveyard for` (`and/or`), `search your graveyard and/or library for` or `search your
 * library and graveyard for` (`and`): `a card named NAME, reveal it, (and|then) put it into your hand` and the shuffle —
 * `If you search(ed) your library this way, shuffle it.` after "and/or", `Then shuffle your library.` after "and". The
 * name runs to `, reveal it`: capitalized words, commas and the joint words of names only. Anything else is unread.
 */
export function readNamedSearch(c: Cursor, andOr: boolean): Step[] {
  const at = c.mark();
  const fail = (): never => {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: a search of your library and graveyard');
  };
  if (!c.take('a card named')) fail();
  const name: string[] = [];
  while (!c.done && !c.at(', reveal it')) {
    const raw = c.raw();
    const capital = /^\p{Lu}/u.test(raw);
    if (raw === ',' ? name.length === 0 || (!/^\p{Lu}/u.test(c.raw(1)) && !joints.has(c.raw(1))) : !capital && !(name.length > 0 && joints.has(raw))) fail();
    name.push(raw);
    c.next();
  }
  if (name.length === 0 || !c.take(', reveal it ,') || !c.takeAny('and put it into your hand', 'then put it into your hand')) fail();
  const shuffled = andOr
    ? c.takeAny('. if you search your library this way , shuffle it', '. if you searched your library this way , shuffle it')
    : c.takeAny('. then shuffle your library', ', then shuffle your library', '. then shuffle');
  if (!shuffled || !c.atSentenceEnd) fail();
  const text = name.join(' ').replace(/ ,/g, ',');
  const filter = { alts: [{ noun: 'Card' as const, props: [{ is: 'named' as const, name: text }] }] };
  return [andOr ? { do: 'searchLibraryAndGraveyard', filter } : { do: 'searchLibraryAndGraveyard', filter, both: true }];
}
