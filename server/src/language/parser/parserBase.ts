/**
 * The base of the card parser: Chevrotain's recognizer set up as the language uses it (recovery on,
 * the lookahead strategy and validations a build chooses), a "no viable alternative" error whose
 * expected paths are computed once per OR, and the lookahead predicates the grammar's choices read
 * (the shape of a line: a top-level colon, a loyalty cost, saga chapters, a lone power/toughness).
 * The grammar's rules are in cardParser.ts; a subclass calls `performSelfAnalysis()` after them.
 */
import { CstParser, defaultParserErrorProvider, type ILookaheadStrategy, type IToken, EOF, NoViableAltException, type TokenType } from 'chevrotain';
import * as t from './tokens.js';

const triggerWords = new Set(['When', 'Whenever', 'At']);
const romanNumerals = new Set(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']);

/** The token sequences each alternative of an OR may start with, as Chevrotain gives them to an error message. */
type ExpectedPaths = TokenType[][][];

/** The parts of Chevrotain's recogniser the cached no-viable-alternative error below uses (not in its typings). */
interface RecognizerInternals {
  maxLookahead: number;
  getCurrRuleFullName(): string;
  SAVE_ERROR(error: Error): Error;
}

/** Chevrotain's own `raiseNoAltException`, which computes the expected paths anew on every call. */
const raiseNoAltUncached = (CstParser.prototype as unknown as { raiseNoAltException(occurrence: number, errMsgTypes: string | undefined): never }).raiseNoAltException;

/** Tokens deeper than this are never needed to tell the grammar's choices apart. */
export const maxLookahead = 3;

/** Every token type a lookahead path may name (the lexer's and the end of input). */
export const pathTokens = [...t.allTokens, EOF];

/**
 * How a parser is built. The one the language uses reads its lookahead from the precomputed
 * table and skips Chevrotain's grammar validations (both ~100 ms of every start); the grammar
 * check (analyseGrammar, run by `npm test` and CI) builds one with both.
 */
export interface ParserBuild {
  lookahead: ILookaheadStrategy;
  validate: boolean;
}

/** Chevrotain's recognizer as the card grammar uses it; the rules are added by `CardParser`. */
export class ChunkParserBase extends CstParser {
  /**
   * Expected paths per OR (rule and occurrence): the grammar does not change, but Chevrotain
   * computes them for every "no viable alternative" error, about 9 ms each, so a card of
   * 10,000 empty `//` faces took 90 s. The first error of an OR computes them (kept by the
   * message provider below); later ones reuse them.
   */
  private readonly expectedPaths = new Map<string, ExpectedPaths>();
  private pendingPathsKey: string | undefined;

  constructor(build: ParserBuild) {
    super(t.allTokens, {
      recoveryEnabled: true, maxLookahead, lookaheadStrategy: build.lookahead, skipValidations: !build.validate,
      errorMessageProvider: {
        ...defaultParserErrorProvider,
        buildNoViableAltMessage: (options) => {
          if (this.pendingPathsKey !== undefined) this.expectedPaths.set(this.pendingPathsKey, options.expectedPathsPerAlt);
          this.pendingPathsKey = undefined;
          return defaultParserErrorProvider.buildNoViableAltMessage(options);
        },
      },
    });
  }

  /** Chevrotain's `raiseNoAltException` with the expected paths of each OR computed once (see {@link expectedPaths}). */
  raiseNoAltException(occurrence: number, errMsgTypes: string | undefined): never {
    const self = this as unknown as RecognizerInternals;
    const ruleName = self.getCurrRuleFullName();
    const key = `${ruleName}#${occurrence}`;
    const paths = this.expectedPaths.get(key);
    if (paths === undefined) {
      this.pendingPathsKey = key;
      return raiseNoAltUncached.call(this, occurrence, errMsgTypes);
    }
    const actual: IToken[] = [];
    for (let i = 1; i <= self.maxLookahead; i++) actual.push(this.LA(i));
    const previous = this.LA(0);
    const message = defaultParserErrorProvider.buildNoViableAltMessage({ expectedPathsPerAlt: paths, actual, previous, customUserDescription: errMsgTypes as string, ruleName });
    throw self.SAVE_ERROR(new NoViableAltException(message, this.LA(1), previous));
  }

  /** Looks ahead over the current line: is there a colon outside quotes and parentheses, and is it a triggered ability? */
  protected lineShape(): { topColon: boolean; triggered: boolean } {
    let depth = 0;
    let inQuote = false;
    let first = true;
    let triggered = false;
    for (let i = 1; ; i++) {
      const tok = this.LA(i);
      const type = tok.tokenType;
      if (type === EOF || type === t.Newline) return { topColon: false, triggered };
      if (first && type === t.Word) {
        triggered = triggerWords.has(tok.image);
        first = false;
      } else if (type === t.Dash && !triggered && depth === 0 && !inQuote) {
        first = true; // an ability word before the dash: look at the word after it
      } else first = false;
      if (type === t.Quote) inQuote = !inQuote;
      else if (type === t.OpenQuote) inQuote = true;
      else if (type === t.CloseQuote) inQuote = false;
      else if (type === t.LParen) depth++;
      else if (type === t.RParen) depth = Math.max(0, depth - 1);
      else if (type === t.Colon && depth === 0 && !inQuote) return { topColon: !triggered, triggered };
    }
  }

  protected isLoyaltyLine(): boolean {
    let i = 1;
    const sign = this.LA(1).tokenType;
    if (sign === t.Plus || sign === t.Minus || sign === t.Dash) i = 2;
    const value = this.LA(i);
    const isValue = value.tokenType === t.NumberLiteral || (value.tokenType === t.Word && value.image === 'X');
    return isValue && this.LA(i + 1).tokenType === t.Colon;
  }

  protected isChapterLine(): boolean {
    for (let i = 1; ; i += 2) {
      const tok = this.LA(i);
      if (tok.tokenType !== t.Word || !romanNumerals.has(tok.image)) return false;
      const next = this.LA(i + 1).tokenType;
      if (next === t.Dash) return true;
      if (next !== t.Comma) return false;
    }
  }

  protected isStatsLine(): boolean {
    const next = this.LA(2).tokenType;
    return this.LA(1).tokenType === t.PowerToughness && (next === t.Newline || next === EOF);
  }
}
