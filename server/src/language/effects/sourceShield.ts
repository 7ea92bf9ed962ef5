/**
 * A prevention shield against one source the player chooses as it resolves (615.7, 609.7a): "The next time a red source of
 * your choice would deal damage to you this turn, prevent that damage."
 */
import { colorLetters } from './filters.js';
import { type ReadContext, readTarget } from './refs.js';
import type { ColorLetter, Step } from './types.js';
import type { Cursor } from './words.js';

/** The whole clause as a `preventNextFromSource` step; undefined (the cursor where it was) otherwise. */
export function readSourceShield(c: Cursor, ctx: ReadContext): Step | undefined {
  const at = c.mark();
  if (!c.take('the next time') || !c.takeAny('a', 'an')) return c.reset(at), undefined;
  const step: Extract<Step, { do: 'preventNextFromSource' }> = { do: 'preventNextFromSource' };
  // "a blue source", "a black or red source", "an artifact source", "a land source": what the chosen source may be.
  const colors: ColorLetter[] = [];
  while (colorLetters[c.peek()] && colors.length < 2) {
    colors.push(colorLetters[c.next()]);
    if (!c.take('or')) break;
  }
  if (colors.length > 0) step.colors = colors;
  else if (c.at('artifact|land')) step.type = c.next() === 'artifact' ? 'Artifact' : 'Land';
  if (!c.take('source of your choice')) return c.reset(at), undefined;
  // "a source of your choice of the chosen color": of the colour the card chose as it entered.
  if (colors.length === 0 && !step.type && c.take('of the chosen color')) step.chosenColor = true;
  if (!c.take('would deal damage')) return c.reset(at), undefined;
  // Without "to you" or "to any target": the source's next damage to anything.
  if (c.take('to you')) step.toYou = true;
  else if (c.at('to any target')) {
    c.next();
    step.to = readTarget(c, ctx);
  }
  if (!c.take('this turn , prevent that damage')) return c.reset(at), undefined;
  return step;
}
