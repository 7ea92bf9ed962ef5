/**
 * Triggers on counters put on objects (122.6): "Whenever one or more +1/+1 counters are put on ~", "… on another
 * creature you control", "Whenever you put one or more -1/-1 counters on a creature" — once for all the counters of
 * one kind put on one object at one time.
 */
import { readCounterKind } from './counters.js';
import type { Ref, Trigger } from './types.js';
import type { Cursor } from './words.js';

/**
 * The trigger after `When`/`Whenever` when its words are counters put on an object, read to their end; undefined (the
 * cursor where it was) otherwise. `readSubject` reads the object (`~`, `another creature you control`).
 */
export function readCountersPut(c: Cursor, readSubject: (c: Cursor) => Ref | undefined): Trigger | undefined {
  const at = c.mark();
  const byYou = c.take('you put');
  if (!c.take('one or more')) return c.reset(at), undefined;
  const counter = readCounterKind(c);
  if (!counter || !c.take(byYou ? 'counters on' : 'counters are put on')) return c.reset(at), undefined;
  const subject = readSubject(c);
  if (!subject || (subject.ref !== 'self' && subject.ref !== 'each') || !c.done) return c.reset(at), undefined;
  return { event: 'countersPut', subject, counter, ...(byYou ? { byYou: true } : {}) };
}
