/**
 * The one lexer instance of the `.cards` language (built once, reused for every text).
 *
 * It is built without Chevrotain's validations of the token definitions, and from the characters
 * each token says it starts with instead of an analysis of its regular expression (together nearly
 * all of the lexer's start-up): the token list never changes at run time, and `npm test` and CI
 * check both — `lexerDefinitionProblems` (the same build with every validation on) and
 * `startCharProblems` (the characters Chevrotain's own analysis finds).
 */
import { Lexer, type ILexerConfig, type ILexingResult, type TokenType } from 'chevrotain';
import { allTokens } from './tokens.js';

const config: ILexerConfig = { positionTracking: 'onlyOffset', ensureOptimizations: true };

const lexer = new Lexer(allTokens, { ...config, skipValidations: true });

/** Splits text into tokens; comments land in `groups.comments`. Never throws on any input. */
export function tokenize(text: string): ILexingResult {
  return lexer.tokenize(text);
}

/**
 * What Chevrotain's validations find wrong with the token definitions, errors and warnings (empty:
 * the definitions are sound). Both builds insist on the first-character optimisation, so a token
 * it can't apply to stops the lexer's build itself.
 */
export function lexerDefinitionProblems(): string[] {
  const checked = new Lexer(allTokens, { ...config, skipValidations: false, deferDefinitionErrorsHandling: true });
  // The warnings are public in Chevrotain's lexer but not in its typings.
  const warnings = (checked as unknown as { lexerDefinitionWarning: typeof checked.lexerDefinitionErrors }).lexerDefinitionWarning;
  return [...checked.lexerDefinitionErrors, ...warnings].map((e) => e.message);
}

/** Chevrotain's first-character table: the token types that may start with each (optimised) character code. */
function firstCharTable(tokens: TokenType[]): Map<number, string[]> {
  const built = new Lexer(tokens, { ...config, skipValidations: true });
  const internal = (built as unknown as { charCodeToPatternIdxToConfig: Record<string, ({ tokenType: TokenType }[] | undefined)[]> }).charCodeToPatternIdxToConfig.defaultMode;
  const table = new Map<number, string[]>();
  internal.forEach((configs, code) => configs && table.set(code, configs.map((c) => c.tokenType.name)));
  return table;
}

/**
 * Where the characters the tokens say they start with (`start_chars_hint`) differ from what
 * Chevrotain finds by analysing their patterns (empty: they agree, and the lexer built from the
 * hints picks the same candidate tokens for every character).
 */
export function startCharProblems(): string[] {
  const hinted = firstCharTable(allTokens);
  const analysed = firstCharTable(allTokens.map((type) => {
    const copy = { ...type } as TokenType & { START_CHARS_HINT?: unknown };
    // A custom (line-start) matcher can't be analysed: its hint is all there is.
    if (type.PATTERN instanceof RegExp) delete copy.START_CHARS_HINT;
    return copy;
  }));
  const problems: string[] = [];
  for (const code of new Set([...hinted.keys(), ...analysed.keys()])) {
    const a = (hinted.get(code) ?? []).join(' ');
    const b = (analysed.get(code) ?? []).join(' ');
    if (a !== b) problems.push(`character ${code > 255 ? `bucket ${code}` : JSON.stringify(String.fromCharCode(code))}: the hints give [${a}], the patterns [${b}]`);
  }
  return problems;
}
