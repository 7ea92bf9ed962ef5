/**
 * The CST parser of one card chunk (the lines between blank lines). One instance, reused.
 *
 * The grammar is positional, as a printed card is: a chunk is optional directive lines, then a
 * face (a header line with the name and mana cost, a type line, body lines), then more faces
 * after `//` lines. Body lines are told apart by their first tokens: field labels, a lone
 * power/toughness pair, bullets, loyalty costs (`+1:`), saga chapters (`I, II —`), activated
 * abilities (a colon outside quotes and parentheses, not in a triggered ability), or plain text.
 * Finer structure (keywords, triggers, mana production) is recognised by the AST builder, so
 * wording the grammar does not model still parses as text. The recognizer's set-up, its cached
 * error paths and the line-shape predicates are in parserBase.ts.
 */
import { type CstNode, type IOrAlt, type IToken, type IRecognitionException, type OrMethodOpts, EOF } from 'chevrotain';
import * as t from './tokens.js';
import { echo } from '../userText.js';
import { RecordingLookahead, TableLookahead, type LookaheadTable } from './lookahead.js';
import { lookaheadTable } from './lookaheadTable.js';
import { ChunkParserBase, maxLookahead, type ParserBuild, pathTokens } from './parserBase.js';

class CardParser extends ChunkParserBase {
  constructor(build: ParserBuild) {
    super(build);
    this.performSelfAnalysis();
  }

  // Each OR's alternatives are built once and kept (`this.altsN ??= [...]`): Chevrotain reads the
  // array on every call, and a fresh array of closures per call was a third of the parse's garbage.
  private altsChunk?: IOrAlt<void>[];
  private altsBody?: OrMethodOpts<void>;
  private altsSecondLine?: OrMethodOpts<void>;
  private altsSign?: IOrAlt<void>[];
  private altsLoyaltyValue?: IOrAlt<void>[];
  private altsCostPart?: IOrAlt<void>[];
  private altsLineText?: IOrAlt<void>[];
  private altsTextItem?: IOrAlt<void>[];
  private altsOpenQuote?: IOrAlt<void>[];
  private altsQuoted?: IOrAlt<void>[];
  private altsCloseQuote?: IOrAlt<void>[];

  public chunk = this.RULE('chunk', () => {
    this.OR(this.altsChunk ??= [
      {
        ALT: () => {
          this.SUBRULE(this.directives);
          this.OPTION(() => {
            this.CONSUME(t.Newline);
            this.SUBRULE(this.card);
          });
        },
      },
      { ALT: () => this.SUBRULE2(this.card) },
    ]);
  });

  public directives = this.RULE('directives', () => {
    this.SUBRULE(this.directiveLine);
    // Only more directives continue the block; a card may start on the very next line.
    this.MANY({
      GATE: () => this.LA(2).tokenType === t.Directive,
      DEF: () => {
        this.CONSUME(t.Newline);
        this.SUBRULE2(this.directiveLine);
      },
    });
  });

  public directiveLine = this.RULE('directiveLine', () => {
    this.CONSUME(t.Directive);
    this.MANY(() => this.CONSUME(t.Inline));
  });

  public card = this.RULE('card', () => {
    this.SUBRULE(this.face);
    this.MANY(() => {
      this.CONSUME(t.Newline);
      this.CONSUME(t.FaceSeparator);
      this.OPTION(() => {
        this.CONSUME2(t.Newline);
        this.SUBRULE2(this.face);
      });
    });
  });

  /** True while a face whose header is `Emblem — Name` is parsed: that line is its type line too (114.1). */
  private emblemFace = false;

  private isEmblemHeader(): boolean {
    const first = this.LA(1);
    return first.tokenType === t.Word && first.image === 'Emblem' && this.LA(2).tokenType === t.Dash && this.LA(3).tokenType === t.Word;
  }

  public face = this.RULE('face', () => {
    this.emblemFace = this.isEmblemHeader();
    this.SUBRULE(this.headerLine);
    this.OPTION(() => {
      this.CONSUME(t.Newline);
      // After an emblem's header come its abilities; after any other header, the type line.
      // One token of lookahead: the gate decides, and a deeper analysis of two long alternatives
      // doubled the grammar's self-analysis (the parser's start-up).
      this.OR(this.altsSecondLine ??= {
        IGNORE_AMBIGUITIES: true,
        MAX_LOOKAHEAD: 1,
        DEF: [
          { GATE: () => this.emblemFace, ALT: () => this.SUBRULE2(this.bodyLine) },
          { ALT: () => this.SUBRULE(this.typeLine) },
        ],
      });
      // Chevrotain decides repetitions from the tokens inside the rule only: stop before `//`.
      this.MANY({
        GATE: () => this.LA(2).tokenType !== t.FaceSeparator,
        DEF: () => {
          this.CONSUME2(t.Newline);
          this.SUBRULE(this.bodyLine);
        },
      });
    });
  });

  public headerLine = this.RULE('headerLine', () => {
    this.AT_LEAST_ONE(() => this.CONSUME(t.Inline));
  });

  public typeLine = this.RULE('typeLine', () => {
    this.AT_LEAST_ONE(() => this.CONSUME(t.Inline));
  });

  public bodyLine = this.RULE('bodyLine', () => {
    this.OR(this.altsBody ??= {
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => this.SUBRULE(this.fieldLine) },
        { ALT: () => this.SUBRULE(this.directiveLine) },
        { GATE: () => this.isStatsLine(), ALT: () => this.SUBRULE(this.statsLine) },
        { ALT: () => this.SUBRULE(this.bulletLine) },
        { GATE: () => this.isLoyaltyLine(), ALT: () => this.SUBRULE(this.loyaltyLine) },
        { GATE: () => this.isChapterLine(), ALT: () => this.SUBRULE(this.chapterLine) },
        { GATE: () => this.lineShape().topColon, ALT: () => this.SUBRULE(this.activatedLine) },
        { ALT: () => this.SUBRULE(this.textLine) },
      ],
    });
  });

  public fieldLine = this.RULE('fieldLine', () => {
    this.CONSUME(t.FieldLabel);
    this.MANY(() => this.CONSUME(t.Inline));
  });

  public statsLine = this.RULE('statsLine', () => {
    this.CONSUME(t.PowerToughness);
  });

  public bulletLine = this.RULE('bulletLine', () => {
    this.CONSUME(t.Bullet);
    this.OPTION(() => this.SUBRULE(this.lineText));
  });

  public loyaltyLine = this.RULE('loyaltyLine', () => {
    this.OPTION(() =>
      this.OR(this.altsSign ??= [
        { ALT: () => this.CONSUME(t.Plus) },
        { ALT: () => this.CONSUME(t.Minus) },
        { ALT: () => this.CONSUME(t.Dash) },
      ]),
    );
    this.OR2(this.altsLoyaltyValue ??= [{ ALT: () => this.CONSUME(t.NumberLiteral) }, { ALT: () => this.CONSUME(t.Word) }]);
    this.CONSUME(t.Colon);
    this.OPTION2(() => this.SUBRULE(this.lineText));
  });

  public chapterLine = this.RULE('chapterLine', () => {
    this.CONSUME(t.Word);
    this.MANY(() => {
      this.CONSUME(t.Comma);
      this.CONSUME2(t.Word);
    });
    this.CONSUME(t.Dash);
    this.OPTION(() => this.SUBRULE(this.lineText));
  });

  public activatedLine = this.RULE('activatedLine', () => {
    this.SUBRULE(this.costPart);
    this.MANY(() => {
      this.CONSUME(t.Comma);
      this.SUBRULE2(this.costPart);
    });
    this.CONSUME(t.Colon);
    this.OPTION(() => this.SUBRULE(this.lineText));
  });

  /** One comma-separated part of an activation cost: `{2}{R}`, `{T}`, `Sacrifice a creature`. */
  public costPart = this.RULE('costPart', () => {
    this.AT_LEAST_ONE(() =>
      this.OR(this.altsCostPart ??= [
        { ALT: () => this.CONSUME(t.Plain) },
        { ALT: () => this.SUBRULE(this.quoted) },
        { ALT: () => this.SUBRULE(this.reminder) },
      ]),
    );
  });

  public textLine = this.RULE('textLine', () => {
    this.SUBRULE(this.lineText);
  });

  /** Rules text to the end of the line; stray closing brackets are kept as text for the checks to report. */
  public lineText = this.RULE('lineText', () => {
    this.AT_LEAST_ONE(() =>
      this.OR(this.altsLineText ??= [
        { ALT: () => this.SUBRULE(this.textItem) },
        { ALT: () => this.CONSUME(t.RParen) },
        { ALT: () => this.CONSUME(t.CloseQuote) },
      ]),
    );
  });

  public textItem = this.RULE('textItem', () => {
    this.OR(this.altsTextItem ??= [
      { ALT: () => this.CONSUME(t.Plain) },
      { ALT: () => this.CONSUME(t.Colon) },
      { ALT: () => this.CONSUME(t.Comma) },
      { ALT: () => this.SUBRULE(this.quoted) },
      { ALT: () => this.SUBRULE(this.reminder) },
    ]);
  });

  /** Quoted text, usually an ability granted to another object: `"{T}: Add {G}."` */
  public quoted = this.RULE('quoted', () => {
    this.OR(this.altsOpenQuote ??= [{ ALT: () => this.CONSUME(t.Quote) }, { ALT: () => this.CONSUME(t.OpenQuote) }]);
    this.MANY(() =>
      this.OR2(this.altsQuoted ??= [
        { ALT: () => this.CONSUME(t.Plain) },
        { ALT: () => this.CONSUME(t.Colon) },
        { ALT: () => this.CONSUME(t.Comma) },
        { ALT: () => this.SUBRULE(this.reminder) },
        { ALT: () => this.CONSUME(t.RParen) },
      ]),
    );
    this.OR3(this.altsCloseQuote ??= [{ ALT: () => this.CONSUME2(t.Quote) }, { ALT: () => this.CONSUME(t.CloseQuote) }]);
  });

  /** Parenthesised text: reminder text, or a parenthetical inside rules text. */
  public reminder = this.RULE('reminder', () => {
    this.CONSUME(t.LParen);
    this.MANY(() => this.SUBRULE(this.textItem));
    this.CONSUME(t.RParen);
  });
}

/** The lookahead the language's parser uses: the precomputed table, when it is this grammar's. */
const tableLookahead = new TableLookahead(lookaheadTable, pathTokens, maxLookahead);

/** The one parser instance. */
export const cardParser = new CardParser({ lookahead: tableLookahead, validate: false });

/** The grammar as Chevrotain analyses it: its definition errors (none, or the parser would not build) and its lookahead table. */
export interface GrammarAnalysis {
  errors: string[];
  table: LookaheadTable;
  /** Whether the language's parser found the committed table to be this grammar's. */
  committedTableUsed: boolean;
}

/**
 * Builds a second parser with Chevrotain's full analysis — its grammar validations on and its own
 * lookahead computation — and returns what it found: the check behind skipping both at run time.
 */
export function analyseGrammar(): GrammarAnalysis {
  const recording = new RecordingLookahead(maxLookahead);
  let errors: string[] = [];
  try {
    new CardParser({ lookahead: recording, validate: true });
  } catch (error) {
    errors = [(error as Error).message];
  }
  return { errors, table: recording.table(pathTokens), committedTableUsed: tableLookahead.fromTable };
}

/** A syntax problem found while parsing one chunk. */
export interface SyntaxProblem {
  message: string;
  /** Offset range of the offending token, in the chunk's text. */
  startOffset: number;
  endOffset: number;
}

/** A designer-friendly message for a parse error; the expected token is read from Chevrotain's message. */
function describe(error: IRecognitionException): string {
  const expected = /--> (\w+) <--/.exec(error.message)?.[1] ?? /\[(CloseQuote|Quote|RParen|Colon)\]/.exec(error.message)?.[1];
  if (expected === 'CloseQuote' || expected === 'Quote') return 'this quotation is never closed — add a closing quote';
  if (expected === 'RParen') return 'this parenthesis is never closed — add ")"';
  if (expected === 'Colon') return 'an activation cost needs ":" and then its effect';
  if (error.token.tokenType === EOF) return 'the card ends unexpectedly';
  if (error.token.tokenType === t.Newline) return 'this line ends unexpectedly';
  if (error.token.tokenType === t.FaceSeparator) return 'a "//" face separator needs a card face before it';
  return `unexpected "${echo(error.token.image, 30)}" here`;
}

/** Parses the tokens of one chunk; never throws. */
export function parseChunk(tokens: IToken[]): { cst: CstNode | undefined; problems: SyntaxProblem[] } {
  cardParser.input = tokens;
  let cst: CstNode | undefined;
  try {
    cst = cardParser.chunk();
  } catch (error) {
    return {
      cst: undefined,
      problems: [{ message: `the parser failed on this card (${echo(String(error), 60)}); please report it`, startOffset: tokens[0]?.startOffset ?? 0, endOffset: (tokens[0]?.startOffset ?? 0) + (tokens[0]?.image.length ?? 0) }],
    };
  }
  const problems = cardParser.errors.map((e: IRecognitionException) => {
    const previous = (e as { previousToken?: IToken }).previousToken;
    const token = e.token.tokenType === EOF && previous ? previous : e.token;
    const start = Number.isFinite(token.startOffset) ? token.startOffset : 0;
    return { message: describe(e), startOffset: start, endOffset: start + (token.tokenType === t.Newline ? 0 : token.image.length) };
  });
  return { cst, problems };
}
