/** What an Aura or Equipment a filter names is attached to: "target Aura attached to a creature you control". */
import type { Property } from './types.js';
import type { Cursor } from './words.js';

/** At "attached to a creature|permanent": the property, with "you control" after it (303.4, 301.5). */
export function readAttachedTo(c: Cursor): Property {
  c.take('attached to a');
  const noun = c.next() === 'creature' ? 'Creature' : 'Permanent';
  return c.take('you control') ? { is: 'attachedTo', noun, yours: true } : { is: 'attachedTo', noun };
}
