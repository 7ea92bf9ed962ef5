/**
 * Sentences after a token step about the tokens it created. "Create a 1/1 colorless Eldrazi Scion creature token. It has
 * "Sacrifice this creature: Add {C}."": the tokens have an activated ability in quotes (111.3: the effect defines the
 * token's text), read as other quoted abilities are (granted.ts); "It has" after one token, "They have" after more.
 * "Exile them at the beginning of the next end step.": the tokens are exiled then (a delayed trigger, 603.7).
 */
import { readGranted } from './granted.js';
import type { ReadContext } from './refs.js';
import type { Step } from './types.js';
import type { Cursor } from './words.js';

/** True (the sentence read, the abilities on the token step) if the next sentence gives the sentence's token an ability. */
export function readTokenHas(c: Cursor, sentence: Step[], ctx: ReadContext): boolean {
  const tokens = sentence.filter((s) => s.do === 'token');
  const last = sentence[sentence.length - 1];
  if (tokens.length !== 1 || last?.do !== 'token' || last.token.predefined || last.token.abilities) return false;
  const one = 'n' in last.amount && last.amount.n === 1;
  const at = c.mark();
  if (!c.take(one ? 'it has' : 'they have')) return false;
  const granted = readGranted(c, ctx);
  // The quote ends the sentence (its period inside the quotes).
  if (!granted || !(c.atSentenceEnd || /^[A-Z(]/.test(c.raw()))) return c.reset(at), false;
  c.take('.');
  last.token = { ...last.token, abilities: granted };
  return true;
}

/** True (the sentence read, the token step marked) if the next sentence exiles the sentence's tokens at the next end step. */
export function readTokenExiledAtEnd(c: Cursor, sentence: Step[]): boolean {
  const tokens = sentence.filter((s) => s.do === 'token');
  const last = sentence[sentence.length - 1];
  if (tokens.length !== 1 || last?.do !== 'token' || last.who || last.exileAtEndStep) return false;
  const one = 'n' in last.amount && last.amount.n === 1;
  const at = c.mark();
  if (!(one ? c.takeAny('exile it', 'exile that token') : c.takeAny('exile them', 'exile those tokens')) || !c.take('at the beginning of the next end step')) return c.reset(at), false;
  if (!c.take('.') && !c.done) return c.reset(at), false;
  last.exileAtEndStep = true;
  return true;
}
