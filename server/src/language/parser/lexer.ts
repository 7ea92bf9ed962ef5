/**
 * The one lexer instance of the `.cards` language (built once, reused for every text).
 */
import { Lexer, type ILexingResult } from 'chevrotain';
import { allTokens } from './tokens.js';

const lexer = new Lexer(allTokens, {
  positionTracking: 'onlyOffset',
  ensureOptimizations: true,
  skipValidations: false,
});

/** Splits text into tokens; comments land in `groups.comments`. Never throws on any input. */
export function tokenize(text: string): ILexingResult {
  return lexer.tokenize(text);
}
