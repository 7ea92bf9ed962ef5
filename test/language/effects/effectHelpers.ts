/** Helpers of the effect model's tests: the effects cardtext reads from cards the tests write. */
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effects of the first face of the one card written in `card`, ability by ability. */
export function effectsOf(card: string): AbilityEffect[] {
  return readCardEffects(parseDocument(card).chunks.find((c) => c.model)!.model!).faces[0];
}

/** The spell ability of an instant "Test Instant" whose text is `text` (`cost`: its mana cost). */
export function instant(text: string, cost = '{1}{U}'): AbilityEffect {
  return effectsOf(`Test Instant ${cost}\nInstant\n${text}`)[0];
}
