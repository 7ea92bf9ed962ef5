import * as assert from 'node:assert';
import { createToken, CstParser, EOF, Lexer, type CstNode, type ILookaheadStrategy, type TokenType } from 'chevrotain';
import { analyseGrammar } from '../../../server/src/language/parser/cardParser.js';
import { lexerDefinitionProblems, startCharProblems } from '../../../server/src/language/parser/lexer.js';
import { RecordingLookahead, TableLookahead, type LookaheadTable } from '../../../server/src/language/parser/lookahead.js';
import { lookaheadTable } from '../../../server/src/language/parser/lookaheadTable.js';

// A small grammar of its own, with what the card grammar uses: token categories, gates, an OR that
// needs three tokens to decide, options and repetitions of one token and of several.
const Item = createToken({ name: 'Item', pattern: Lexer.NA });
const Name = createToken({ name: 'Name', pattern: /[a-z]+/, categories: [Item] });
const Num = createToken({ name: 'Num', pattern: /\d+/, categories: [Item] });
const Colon = createToken({ name: 'Colon', pattern: /:/ });
const Comma = createToken({ name: 'Comma', pattern: /,/ });
const Bang = createToken({ name: 'Bang', pattern: /!/ });
const Space = createToken({ name: 'Space', pattern: / +/, group: Lexer.SKIPPED });
const tokens = [Name, Num, Colon, Comma, Bang, Space, Item];
const lexer = new Lexer(tokens);

class Tiny extends CstParser {
  gateOpen = true;

  constructor(lookahead: ILookaheadStrategy) {
    super(tokens, { maxLookahead: 3, lookaheadStrategy: lookahead, recoveryEnabled: true, skipValidations: !(lookahead instanceof RecordingLookahead) });
    this.performSelfAnalysis();
  }

  line = this.RULE('line', () => {
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => this.SUBRULE(this.pair) },
        { GATE: () => this.gateOpen, ALT: () => this.SUBRULE(this.shout) },
        { ALT: () => this.SUBRULE(this.list) },
      ],
    });
  });

  pair = this.RULE('pair', () => {
    this.CONSUME(Name);
    this.CONSUME(Colon);
    this.CONSUME(Num);
    this.OPTION(() => this.CONSUME(Bang));
  });

  shout = this.RULE('shout', () => {
    this.CONSUME2(Name);
    this.AT_LEAST_ONE(() => this.CONSUME2(Bang));
  });

  list = this.RULE('list', () => {
    this.CONSUME(Item);
    this.MANY(() => {
      this.CONSUME(Comma);
      this.CONSUME2(Item);
    });
  });
}

const inputs = ['abc: 12', 'abc: 12 !', 'abc !!', 'abc', 'abc, 12, de', '12, x', 'abc: x', ':', 'abc, , 1', ''];

/** What a parser makes of each input: its CST (as JSON) and its errors. */
function parses(parser: Tiny, gateOpen = true): string[] {
  parser.gateOpen = gateOpen;
  return inputs.map((text) => {
    parser.input = lexer.tokenize(text).tokens;
    const cst: CstNode = parser.line();
    return JSON.stringify({ cst, errors: parser.errors.map((e) => e.message) }, (key, value) => (key === 'tokenType' ? value.name : value));
  });
}

const tinyTokens: TokenType[] = [...tokens, EOF];

/** The table of the small grammar, as its own analysis finds it. */
function tinyTable(): LookaheadTable {
  const recording = new RecordingLookahead(3);
  new Tiny(recording);
  return recording.table(tinyTokens);
}

suite('the parser\'s lookahead from a precomputed table', () => {
  test('a table of the grammar gives the same parses and errors as Chevrotain\'s own analysis, with the gates open and closed', () => {
    const table = tinyTable();
    const kinds = new Set(Object.keys(table.paths).map((key) => key.replace(/^\w+:(\D+)\d+$/, '$1')));
    assert.deepStrictEqual([...kinds].sort(), ['Alternation', 'Option', 'Repetition', 'RepetitionMandatory'], 'a production of each kind in the table');
    const fromTable = new TableLookahead(table, tinyTokens, 3);
    const tabled = new Tiny(fromTable);
    assert.strictEqual(fromTable.fromTable, true);
    const computed = new Tiny(new RecordingLookahead(3));
    assert.deepStrictEqual(parses(tabled), parses(computed));
    assert.deepStrictEqual(parses(tabled, false), parses(computed, false));
  });

  test('a table of another grammar is not used: the parser computes its lookahead and parses the same', () => {
    const table = tinyTable();
    const stale = new TableLookahead({ ...table, grammar: '0000000000000000' }, tinyTokens, 3);
    const parser = new Tiny(stale);
    assert.strictEqual(stale.fromTable, false);
    assert.deepStrictEqual(parses(parser), parses(new Tiny(new RecordingLookahead(3))));
  });

  test('a table that lacks a production or names an unknown token is completed by computing that production', () => {
    const table = tinyTable();
    const paths = { ...table.paths };
    delete paths['line:Alternation0'];
    paths['list:Repetition0'] = [[['NoSuchToken']]];
    const partial = new TableLookahead({ grammar: table.grammar, paths }, tinyTokens, 3);
    assert.deepStrictEqual(parses(new Tiny(partial)), parses(new Tiny(new RecordingLookahead(3))));
  });

  test('a change of the grammar changes its hash: another depth of lookahead, or a token put in another category', () => {
    const base = tinyTable().grammar;
    const deeper = new RecordingLookahead(4);
    new Tiny(deeper);
    assert.notStrictEqual(deeper.table(tinyTokens).grammar, base);
    const recategorised = { ...Bang, categoryMatches: [...(Bang.categoryMatches ?? []), Name.tokenTypeIdx!] } as TokenType;
    const recording = new RecordingLookahead(3);
    new Tiny(recording);
    assert.notStrictEqual(recording.table(tinyTokens.map((t) => (t === Bang ? recategorised : t))).grammar, base);
  });
});

suite('the card grammar\'s build-time check (what the parser and lexer skip at start-up)', () => {
  test('the grammar passes Chevrotain\'s validations', () => {
    assert.deepStrictEqual(analyseGrammar().errors, []);
  });

  test('the committed lookahead table is the grammar\'s own, and the parser uses it (else: npm run generate:lookahead)', () => {
    const analysis = analyseGrammar();
    assert.deepStrictEqual(lookaheadTable, analysis.table, 'lookaheadTable.ts is out of date: run `npm run generate:lookahead`');
    assert.strictEqual(analysis.committedTableUsed, true);
  });

  test('the token definitions pass the lexer\'s validations', () => {
    assert.deepStrictEqual(lexerDefinitionProblems(), []);
  });

  test('the characters each token says it starts with are those Chevrotain finds in its pattern', () => {
    assert.deepStrictEqual(startCharProblems(), []);
  });
});
