/**
 * "Destroy target land. If that land was a snow land, …": a sentence's steps only if the target a sentence before chose
 * has a type or supertype as they resolve (its last known information if it left the battlefield, 608.2h) — not an
 * intervening "if" (603.4).
 */
import { readFilter } from './filters.js';
import { type ReadContext, readObjectRef } from './refs.js';
import type { Filter, Step } from './types.js';
import { Cursor, words } from './words.js';

/** The card types "that …" may name, as the filter's noun. */
const nouns: Record<string, string> = { creature: 'Creature', land: 'Land', artifact: 'Artifact', enchantment: 'Enchantment', permanent: 'Permanent' };

/** The kinds "that permanent was a …" may name ("a Nissa planeswalker"). */
const permanentKinds = ['Creature', 'Land', 'Artifact', 'Enchantment', 'Planeswalker'];

/**
 * `if that land was a snow land ,`, `if that creature is a Zombie ,`, `if that land was nonbasic ,` at a sentence's start:
 * the target and what it must be (its card type and one type or supertype); undefined (the cursor where it was) otherwise.
 */
export function readIfThatIs(c: Cursor, ctx: ReadContext): Step['ifThatIs'] {
  const at = c.mark();
  // The type word said after "that" (`land` of "if that land was …"), as the phrase may leave it unsaid.
  const typeWord = c.peek(2);
  const noun = nouns[typeWord];
  if (!noun || !c.at('if that')) return undefined;
  c.next();
  const what = readObjectRef(c, ctx);
  const tense = what && what.ref === 'target' && what.max === 1 ? c.takeAny('is', 'was') : undefined;
  if (!what || !tense) return c.reset(at), undefined;
  const said: string[] = [];
  while (!c.done && c.peek() !== ',' && c.peek() !== '.') said.push(c.raw()), c.next();
  // "… , put two +1/+1 counters on it instead": another reader's (what is done instead).
  const rest = c.rest();
  if (!c.take(',') || /\binstead\b/i.test(rest.split('.')[0])) return c.reset(at), undefined;
  const article = said[0]?.toLowerCase() === 'a' || said[0]?.toLowerCase() === 'an';
  const phrase = (article ? said.slice(1) : said).join(' ');
  // "that permanent was a Nissa planeswalker": the kind said in full (a permanent card type and its subtype).
  const permanent = noun === 'Permanent';
  const quality = permanent ? (article ? phraseFilter(phrase, permanentKinds) : undefined)
    : phraseFilter(article && said[said.length - 1]?.toLowerCase() === typeWord ? phrase : `${phrase} ${typeWord}`, [noun]);
  if (!quality) return c.reset(at), undefined;
  return { what, is: quality, ...(tense === 'was' ? { was: true as const } : {}), ...(permanent ? { permanent: true as const } : {}) };
}

/** `snow land`, `Zombie creature`, `nonbasic land`: one of the kinds with one type or supertype, or undefined. */
function phraseFilter(phrase: string, kinds: string[]): Filter | undefined {
  const c = new Cursor(words(phrase));
  const f = readFilter(c);
  const [alt] = f?.alts ?? [];
  if (!f || !c.done || f.zone || f.plural || f.alts.length !== 1 || !kinds.includes(alt.noun) || alt.props.length !== 1) return undefined;
  const [p] = alt.props;
  return p.is === 'type' || p.is === 'supertype' ? f : undefined;
}
