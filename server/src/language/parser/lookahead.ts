/**
 * The parser's lookahead, read from a table computed ahead of time instead of analysed at every
 * start.
 *
 * Chevrotain's own strategy (LLk) works out, for every OR, OPTION and repetition of the grammar,
 * the token sequences each choice may start with: with a token category as wide as `Inline` and
 * up to three tokens of lookahead that took ~100 ms of every start of the CLI and the server, for
 * a grammar that never changes between builds. `scripts/generateLookahead.mjs` writes those
 * sequences, by token name, to `lookaheadTable.ts`; this strategy builds the same lookahead
 * functions from them (Chevrotain's builders, rewritten: they are not part of its API).
 *
 * The table names the grammar it was computed from (a hash of the serialized grammar and the
 * lookahead depth). If the grammar was edited since, the hash differs and this strategy falls back
 * to Chevrotain's analysis: a stale table costs time, never a wrong parse, and `npm test` names it.
 */
import { getLookaheadPaths, LLkLookaheadStrategy, serializeGrammar, tokenMatcher, type ILookaheadStrategy, type ILookaheadValidationError, type IOrAlt, type IProduction, type ISerializedGast, type IToken, type OptionalProductionType, type Rule, type TokenType } from 'chevrotain';

/** Token names, per alternative, per path: what a production's choices may start with. */
export type NamedPaths = string[][][];

/** A precomputed lookahead: the grammar it belongs to and each production's paths by {@link productionKey}. */
export interface LookaheadTable {
  grammar: string;
  paths: Record<string, NamedPaths>;
}

/** The key of one production in a table: `rule:Alternation2`, `face:Repetition0`. */
export function productionKey(rule: string, kind: string, occurrence: number): string {
  return `${rule}:${kind}${occurrence}`;
}

/** A 64-bit FNV-1a hash of a text, as 16 hex digits (two 32-bit halves with different seeds). */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Copies each production's own lookahead depth (`MAX_LOOKAHEAD`) onto its serialized form, which lacks it. */
function withDepths(node: IProduction, serialized: ISerializedGast): ISerializedGast {
  const depth = (node as { maxLookahead?: number }).maxLookahead;
  // A non-terminal's `definition` is its rule's: only what the serialized form spells out is walked.
  const inner = (serialized as { definition?: ISerializedGast[] }).definition;
  const definition = (node as { definition?: IProduction[] }).definition ?? [];
  return {
    ...serialized,
    ...(depth === undefined ? {} : { maxLookahead: depth }),
    ...(inner ? { definition: inner.map((d, i) => withDepths(definition[i], d)) } : {}),
  } as ISerializedGast;
}

/**
 * The grammar's identity, hashed: its rules as Chevrotain serializes them (with each production's
 * own lookahead depth), every token type with the categories it belongs to, and the parser's depth.
 * The paths depend on nothing else.
 */
export function grammarHash(rules: Rule[], tokenTypes: TokenType[], maxLookahead: number): string {
  const names = new Map(tokenTypes.map((type) => [type.tokenTypeIdx, type.name]));
  const vocabulary = tokenTypes.map((type) => `${type.name}<${(type.categoryMatches ?? []).map((idx) => names.get(idx)).join(',')}>`);
  const serialized = serializeGrammar(rules).map((rule, i) => withDepths(rules[i], rule));
  return hash64(`${maxLookahead}\n${vocabulary.join(' ')}\n${JSON.stringify(serialized)}`);
}

/** The parser's view while a lookahead function runs (`this` inside it). */
interface LookaheadHost {
  LA(howMuch: number): IToken;
}

/** Chevrotain's alternation lookahead, from paths: the index of the first alternative whose gate passes and one of whose paths matches. */
function alternativesLookahead(alts: TokenType[][][], hasPredicates: boolean): (orAlts?: IOrAlt<unknown>[]) => number | undefined {
  const oneToken = alts.every((alt) => alt.every((path) => path.length === 1));
  if (!hasPredicates && oneToken) {
    // The common case: one token decides, through a table by token type (categories included).
    const choice: Record<number, number> = {};
    alts.forEach((alt, index) => {
      for (const [type] of alt) {
        choice[type.tokenTypeIdx!] ??= index;
        for (const sub of type.categoryMatches ?? []) choice[sub] ??= index;
      }
    });
    return function (this: LookaheadHost) {
      return choice[this.LA(1).tokenTypeIdx];
    };
  }
  return function (this: LookaheadHost, orAlts?: IOrAlt<unknown>[]) {
    for (let index = 0; index < alts.length; index++) {
      const gate = hasPredicates ? orAlts?.[index]?.GATE : undefined;
      if (gate !== undefined && gate.call(this) === false) continue;
      if (alts[index].some((path) => matches(this, path))) return index;
    }
    return undefined;
  };
}

/** True when the next tokens match `path` (an empty path always matches). */
function matches(host: LookaheadHost, path: TokenType[]): boolean {
  for (let i = 0; i < path.length; i++) if (!tokenMatcher(host.LA(i + 1), path[i])) return false;
  return true;
}

/** Chevrotain's lookahead of an optional production (OPTION, MANY, the next round of AT_LEAST_ONE): does one of its paths match? */
function optionalLookahead(paths: TokenType[][]): () => boolean {
  if (paths.every((path) => path.length === 1)) {
    const types = paths.map(([type]) => type);
    if (types.length === 1 && !types[0].categoryMatches?.length) {
      const only = types[0].tokenTypeIdx;
      return function (this: LookaheadHost) {
        return this.LA(1).tokenTypeIdx === only;
      };
    }
    const accepted: boolean[] = [];
    for (const type of types) {
      accepted[type.tokenTypeIdx!] = true;
      for (const sub of type.categoryMatches ?? []) accepted[sub] = true;
    }
    return function (this: LookaheadHost) {
      return accepted[this.LA(1).tokenTypeIdx] === true;
    };
  }
  return function (this: LookaheadHost) {
    return paths.some((path) => matches(this, path));
  };
}

/**
 * A lookahead strategy that reads a precomputed table when it belongs to the grammar being
 * analysed, and otherwise (or for a production the table lacks) computes as Chevrotain does.
 */
export class TableLookahead implements ILookaheadStrategy {
  private readonly computed: ILookaheadStrategy;
  private readonly tokenTypes: TokenType[];
  private readonly types: Map<string, TokenType>;
  /** Whether the table is this grammar's (set by `initialize`, before any lookahead is built). */
  fromTable = false;

  constructor(private readonly table: LookaheadTable, tokenTypes: TokenType[], private readonly maxLookahead: number) {
    this.computed = new LLkLookaheadStrategy({ maxLookahead });
    this.tokenTypes = tokenTypes;
    this.types = new Map(tokenTypes.map((type) => [type.name, type]));
  }

  validate(options: { rules: Rule[]; tokenTypes: TokenType[]; grammarName: string }): ILookaheadValidationError[] {
    return this.computed.validate(options);
  }

  initialize(options: { rules: Rule[] }): void {
    this.fromTable = grammarHash(options.rules, this.tokenTypes, this.maxLookahead) === this.table.grammar;
  }

  /** The table's paths of a production as token types; undefined if the table can't be used for it. */
  private paths(rule: Rule, kind: string, occurrence: number): TokenType[][][] | undefined {
    const named = this.fromTable ? this.table.paths[productionKey(rule.name, kind, occurrence)] : undefined;
    if (named === undefined) return undefined;
    const typed = named.map((alt) => alt.map((path) => path.map((name) => this.types.get(name))));
    return typed.every((alt) => alt.every((path) => path.every((type) => type !== undefined))) ? (typed as TokenType[][][]) : undefined;
  }

  buildLookaheadForAlternation(options: { prodOccurrence: number; rule: Rule; maxLookahead: number; hasPredicates: boolean; dynamicTokensEnabled: boolean }): (orAlts?: IOrAlt<unknown>[]) => number | undefined {
    const alts = options.dynamicTokensEnabled ? undefined : this.paths(options.rule, 'Alternation', options.prodOccurrence);
    return alts ? alternativesLookahead(alts, options.hasPredicates) : this.computed.buildLookaheadForAlternation(options);
  }

  buildLookaheadForOptional(options: { prodOccurrence: number; prodType: OptionalProductionType; rule: Rule; maxLookahead: number; dynamicTokensEnabled: boolean }): () => boolean {
    const inside = options.dynamicTokensEnabled ? undefined : this.paths(options.rule, options.prodType, options.prodOccurrence);
    return inside?.length === 1 ? optionalLookahead(inside[0]) : this.computed.buildLookaheadForOptional(options);
  }
}

/** Token types to their names, for a table. */
const named = (paths: TokenType[][][]): NamedPaths => paths.map((alt) => alt.map((path) => path.map((type) => type.name)));

/**
 * Chevrotain's own analysis, writing down the paths it finds as it builds each lookahead: the
 * table of a grammar (scripts/generateLookahead.mjs writes it; a test compares it with the committed one).
 */
export class RecordingLookahead extends LLkLookaheadStrategy {
  private readonly found: Record<string, NamedPaths> = {};
  private rules: Rule[] = [];

  constructor(private readonly depth: number) {
    super({ maxLookahead: depth });
  }

  override initialize(options: { rules: Rule[] }): void {
    this.rules = options.rules;
  }

  override buildLookaheadForAlternation(options: { prodOccurrence: number; rule: Rule; maxLookahead: number; hasPredicates: boolean; dynamicTokensEnabled: boolean }): (orAlts?: IOrAlt<unknown>[]) => number | undefined {
    const paths = getLookaheadPaths({ occurrence: options.prodOccurrence, rule: options.rule, prodType: 'Alternation', maxLookahead: options.maxLookahead });
    this.found[productionKey(options.rule.name, 'Alternation', options.prodOccurrence)] = named(paths);
    return super.buildLookaheadForAlternation(options);
  }

  override buildLookaheadForOptional(options: { prodOccurrence: number; prodType: OptionalProductionType; rule: Rule; maxLookahead: number; dynamicTokensEnabled: boolean }): () => boolean {
    // Chevrotain decides an optional production by the paths inside it (the first of the two it computes).
    const [inside] = getLookaheadPaths({ occurrence: options.prodOccurrence, rule: options.rule, prodType: options.prodType, maxLookahead: options.maxLookahead });
    this.found[productionKey(options.rule.name, options.prodType, options.prodOccurrence)] = named([inside]);
    return super.buildLookaheadForOptional(options);
  }

  /** The table of the grammar analysed (its productions in a stable order). */
  table(tokenTypes: TokenType[]): LookaheadTable {
    const paths = Object.fromEntries(Object.keys(this.found).sort().map((key) => [key, this.found[key]]));
    return { grammar: grammarHash(this.rules, tokenTypes, this.depth), paths };
  }
}
