/**
 * Replacement effects of a land entering the battlefield tapped unless something is done or true (614.1c, 614.12):
 * `As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped.`, `… you may reveal
 * a Giant card from your hand. If you don't, …`, `~ enters the battlefield tapped unless you control a Mountain or a
 * Plains.`; and other permanents entering tapped (`Creatures your opponents control enter the battlefield tapped.`).
 */
import { readCounterKind } from './counters.js';
import { readFilter, readNumber } from './filters.js';
import type { Continuous, Filter, TappedUnless } from './types.js';
import type { Cursor } from './words.js';

/** The types of a card revealed or a permanent controlled: `Giant card`, `Forest or Plains card`, `a Mountain or a Plains`. */
function typeNames(c: Cursor, card: boolean): string[] | undefined {
  const at = c.mark();
  const names: string[] = [];
  do {
    c.takeAny('a', 'an');
    const f = readFilter(c);
    if (!f || f.plural) return c.reset(at), undefined;
    for (const alt of f.alts) {
      const [type] = alt.props;
      const name = alt.noun === 'Card' && alt.props.length === 1 && type.is === 'type' && !type.not ? type.type : alt.props.length === 0 && /^[A-Z]/.test(alt.noun) && alt.noun !== 'Card' ? alt.noun : undefined;
      if (!name) return c.reset(at), undefined;
      names.push(name);
    }
    if (card && (f.zone !== 'hand' || f.zoneOwner !== 'you')) return c.reset(at), undefined;
    if (!card && f.zone) return c.reset(at), undefined;
  } while (!card && c.take('or'));
  return names;
}

/** `two or more basic lands.`, `two or fewer other lands.` (ending the ability); undefined (the cursor where it was) otherwise. */
function readControlCount(c: Cursor): TappedUnless | undefined {
  const at = c.mark();
  const n = readNumber(c);
  const compare = n === undefined ? undefined : c.take('or more') ? 'GE' : c.take('or fewer') ? 'LE' : undefined;
  const filter = compare ? readFilter(c) : undefined;
  // Lands, perhaps basic or other than this one (it is not on the battlefield yet as it enters).
  const lands = filter?.plural && !filter.zone && filter.alts.length === 1 && filter.alts[0].noun === 'Land'
    && filter.alts[0].props.every((p) => p.is === 'other' || (p.is === 'supertype' && p.type === 'Basic' && !p.not));
  if (!lands || !compare || n === undefined || !(c.take('.'), c.done)) return c.reset(at), undefined;
  return { controlCount: filter!, compare, count: n };
}

/** Reads the whole ability as "enters tapped unless …"; undefined (the cursor where it was) if it is not one. */
export function readTappedUnless(c: Cursor): TappedUnless | undefined {
  const at = c.mark();
  const fail = (): undefined => (c.reset(at), undefined);
  if (c.take('~ enters the battlefield tapped unless you control') || c.take('~ enters tapped unless you control')) {
    const counted = readControlCount(c);
    if (counted) return counted;
    const control = typeNames(c, false);
    c.take('.');
    return control && c.done ? { control } : fail();
  }
  if (!(c.take('as ~ enters the battlefield , you may') || c.take('as ~ enters , you may'))) return undefined;
  let unless: TappedUnless;
  if (c.take('pay')) {
    const m = /^\d+$/.exec(c.peek());
    if (!m) return fail();
    c.next();
    if (!c.take('life .')) return fail();
    unless = { payLife: Number(m[0]) };
  } else if (c.take('reveal')) {
    const reveal = typeNames(c, true);
    if (!reveal || !c.take('.')) return fail();
    unless = { reveal };
  } else return fail();
  if (!c.take("if you don't ,") || !c.takeAny('it', '~') || !(c.take('enters the battlefield tapped') || c.take('enters tapped'))) return fail();
  c.take('.');
  return c.done ? unless : fail();
}

/**
 * `Artifacts and creatures your opponents control enter the battlefield tapped.` (614.1c, of other permanents): the whole
 * ability, or undefined (the cursor where it was).
 */
export function readOthersEnterTapped(c: Cursor): Continuous | undefined {
  const at = c.mark();
  // "Artifacts, creatures, and lands your opponents control": kinds joined by commas and "and", whose they are said last.
  const kinds: Filter[] = [];
  do {
    const kind = readFilter(c);
    if (!kind || !kind.plural || kind.zone) return c.reset(at), undefined;
    kinds.push(kind);
  } while (c.take(', and') || c.take(',') || c.take('and'));
  const owners = kinds[kinds.length - 1].alts[0].props.filter((p) => p.is === 'controller');
  const alts = kinds.flatMap((k, i) => k.alts.map((a) => (i < kinds.length - 1 && !a.props.some((p) => p.is === 'controller') ? { ...a, props: [...a.props, ...owners] } : a)));
  const filter: Filter = { alts, plural: true };
  const nouns = alts.every((a) => !['Player', 'Opponent', 'Card', 'Spell'].includes(a.noun));
  if (nouns && (c.take('enter the battlefield tapped') || c.take('enter tapped')) && (c.take('.'), c.done)) {
    return { affected: { ref: 'each', filter }, keywords: [], rules: [], entersTapped: true };
  }
  return c.reset(at), undefined;
}

/**
 * "Each other Rogue creature you control enters the battlefield with an additional +1/+1 counter on it." (614.1c): one
 * counter of a kind more on each permanent of a kind as it enters, or undefined (the cursor where it was).
 */
export function readOthersEnterWithCounter(c: Cursor): Continuous | undefined {
  const at = c.mark();
  if (!c.take('each')) return undefined;
  const filter = readFilter(c);
  const entered = filter && !filter.plural && !filter.zone && filter.alts.length === 1 && !['Player', 'Opponent', 'Card', 'Spell'].includes(filter.alts[0]!.noun)
    && (c.take('enters the battlefield with an additional') || c.take('enters with an additional'));
  const counter = entered ? readCounterKind(c) : undefined;
  if (filter && counter && c.take('counter on it') && (c.take('.'), c.done)) {
    return { affected: { ref: 'each', filter: { ...filter, plural: true } }, keywords: [], rules: [], entersWithCounter: counter };
  }
  return c.reset(at), undefined;
}
