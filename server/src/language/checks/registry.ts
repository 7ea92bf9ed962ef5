/**
 * The check registry (in the spirit of Langium's validation registry): each check is a small
 * function registered for the AST node kinds it inspects, reporting through `accept`. The walker
 * visits a card's nodes with their context; a check that throws becomes a diagnostic.
 */
import type {
  Ability, Card, Cost, CostPart, Effect, Face, ManaCost, ManaProduction, Range, Stats, SymbolNode, TypeLine, XReference,
} from '../ast.js';
import type { AbilityModel, CardModel, FaceModel } from '../model/cardModel.js';
import type { Declarations } from '../model/symbols.js';
import { runTogetherAt } from '../model/runTogether.js';
import { type Code, codeInfo, codes, type Severity } from './codes.js';
import { echo } from '../userText.js';

/** A text edit, as data, that fixes a diagnostic. */
export interface TextEdit {
  range: Range;
  newText: string;
  /**
   * The same insertion as an LSP snippet (`${1:0}/${2:0}`), for editors that accept snippets in
   * code actions; `newText` is what it reads as once typed over, and what every other editor gets.
   */
  snippet?: string;
}

export interface Fix {
  title: string;
  edits: TextEdit[];
}

/**
 * A directive that would declare what a diagnostic reports as unknown: a subtype (`@subtype Creature
 * Elff`) or a mana symbol the set invents (`@mana {M} …`).
 */
export type Declaration =
  | {
    directive: 'subtype';
    /** The card type the subtype belongs to, as the rules write it. */
    type: string;
    word: string;
  }
  | {
    directive: 'mana';
    /** The symbol's body, `M` for `{M}`. */
    symbol: string;
  };

export interface CardDiagnostic {
  code: Code;
  severity: Severity;
  /** One row of a problems list: the card's name (or "File"), then what is wrong, with the rule. */
  message: string;
  /** The why and the how, longer: shown by hover and in the CLI's JSON, never in a problems row. */
  detail?: string;
  /** The Comprehensive Rules number the diagnostic rests on ('' if none). */
  rule: string;
  range: Range;
  /** The card's full name. */
  card?: string;
  /** Edits that fix it, most likely first; a diagnostic with several leaves the choice to the user. */
  fixes?: Fix[];
  related?: { message: string; range: Range }[];
  /** A declaration that would make the reported word known (validation turns it into a fix). */
  declaration?: Declaration;
}

export interface AcceptOptions {
  rule?: string;
  detail?: string;
  fixes?: Fix[];
  related?: { message: string; range: Range }[];
  declaration?: Declaration;
}

/** How much of a card's name starts a message: enough to tell cards apart, short enough for one row. */
export const subjectLimit = 50;

/**
 * A message as every diagnostic shows it: the card's full name (cut at {@link subjectLimit}) or, for
 * what belongs to the file rather than a card (directives, text between cards), "File", then the
 * check's short message. Checks write the short message only; this is the one place that names.
 */
export function withSubject(card: string | undefined, message: string): string {
  const subject = card === undefined ? 'File' : card.trim() === '' ? 'Unnamed card' : echo(card, subjectLimit);
  return `${subject}: ${message}`;
}

/** A diagnostic made outside the card walker (file-wide checks), named like the walker's. */
export function makeDiagnostic(code: Code, message: string, range: Range, extra: Partial<Omit<CardDiagnostic, 'code' | 'message' | 'range'>> = {}): CardDiagnostic {
  return { code, severity: codeInfo[code].severity, rule: codeInfo[code].rule, ...extra, range, message: withSubject(extra.card, message) };
}

export type Accept = (severity: Severity, code: Code, message: string, range: Range, options?: AcceptOptions) => void;

/** Where a symbol stands, which decides what rules apply to it. */
export type SymbolRole = 'manaCost' | 'activationCost' | 'text';

/**
 * What a check knows besides the node itself. One context object serves a whole card's walk and
 * changes as the walk moves on (no copy per node): a check reads it while it runs, and keeps no
 * reference to it.
 */
export interface CheckContext {
  card: Card;
  model: CardModel;
  face: FaceModel;
  declarations: Declarations;
  /** The ability the node belongs to (the granted ability for nodes inside quotes). */
  ability?: Ability;
  abilityModel?: AbilityModel;
  /** The outermost printed ability, when `ability` is granted inside quotes. */
  printedAbility?: Ability;
  symbolRole?: SymbolRole;
  /** The card's source text, for card-wide phrases. */
  cardText: string;
}

/** The node kinds checks can register for, with their node types. */
export interface CheckTargets {
  Card: Card;
  Face: Face;
  ManaCost: ManaCost;
  TypeLine: TypeLine;
  Stats: Stats;
  Ability: Ability;
  Cost: Cost;
  CostPart: CostPart;
  Effect: Effect;
  ManaProduction: ManaProduction;
  XReference: XReference;
  Symbol: SymbolNode;
}

export type Check<K extends keyof CheckTargets> = (node: CheckTargets[K], ctx: CheckContext, accept: Accept) => void;

export type CheckRegistry = { [K in keyof CheckTargets]?: Check<K>[] };

const registry: CheckRegistry = {};

/** Registers checks per node kind. */
export function registerChecks(checks: CheckRegistry): void {
  for (const kind of Object.keys(checks) as (keyof CheckTargets)[]) {
    const list = (registry[kind] ??= []) as Check<typeof kind>[];
    list.push(...((checks[kind] ?? []) as Check<typeof kind>[]));
  }
}

/** Runs one kind's checks on a node. */
type Runner = <K extends keyof CheckTargets>(kind: K, node: CheckTargets[K], ctx: CheckContext, accept: Accept) => void;

/** The walk's usual runner: no guard per check (the card has one, see {@link checkCard}). */
const runChecks: Runner = (kind, node, ctx, accept) => {
  const checks = registry[kind];
  if (checks === undefined) return;
  for (let i = 0; i < checks.length; i++) checks[i](node, ctx, accept);
};

/** The runner after a check threw: each check guarded, so the one that fails is named and the others still report. */
const runGuarded: Runner = (kind, node, ctx, accept) => {
  for (const check of registry[kind] ?? []) {
    try {
      check(node, ctx, accept);
    } catch (error) {
      accept('error', codes.checkFailed, `the check "${check.name || kind}" failed (${echo(String(error), 60)}); please report it`, ctx.card.faces[0]?.name.range ?? ctx.card.range,
        { detail: `The check "${check.name || kind}" failed on this card with: ${echo(String(error), 300)}. The card's other checks still ran; please report this with the card's text.` });
    }
  }
};

/**
 * Visits an ability and what it holds. The context is changed for the ability and put back after,
 * as a copy per node would have been: `ability` is this one (the granted one inside quotes),
 * `printedAbility` the outermost printed one, `symbolRole` set only while symbols are checked.
 */
function visitAbility(ability: Ability, ctx: CheckContext, accept: Accept, printed: boolean, run: Runner): void {
  const outerAbility = ctx.ability;
  const outerPrinted = ctx.printedAbility;
  ctx.ability = ability;
  if (printed) ctx.printedAbility = ability;
  run('Ability', ability, ctx, accept);
  if ('cost' in ability && ability.cost) {
    run('Cost', ability.cost, ctx, accept);
    for (const part of ability.cost.parts) {
      run('CostPart', part, ctx, accept);
      // Keyword costs are part of the keyword's text and reach the symbol checks through the effect.
      if (printed && ability.abilityKind === 'activated') {
        ctx.symbolRole = 'activationCost';
        for (const s of part.symbols) run('Symbol', s, ctx, accept);
        ctx.symbolRole = undefined;
      }
    }
  }
  const effect = ability.effect;
  run('Effect', effect, ctx, accept);
  for (const production of effect.manaProductions) run('ManaProduction', production, ctx, accept);
  for (const production of effect.reminderProductions) run('ManaProduction', production, ctx, accept);
  for (const x of effect.xReferences) run('XReference', x, ctx, accept);
  // Symbols inside quotes are visited once, through the printed ability's text.
  if (printed) {
    ctx.symbolRole = 'text';
    for (const s of effect.symbols) run('Symbol', s, ctx, accept);
    ctx.symbolRole = undefined;
  }
  for (const mode of ability.modes) visitAbility(mode, ctx, accept, printed, run);
  const abilityModel = ctx.abilityModel;
  for (const quote of effect.quotes) {
    if (!quote.ability) continue;
    ctx.abilityModel = undefined;
    visitAbility(quote.ability, ctx, accept, false, run);
    ctx.abilityModel = abilityModel;
  }
  ctx.ability = outerAbility;
  ctx.printedAbility = outerPrinted;
}

/** Walks one card's nodes with their context, running each kind's checks. */
function walkCard(model: CardModel, declarations: Declarations, cardText: string, run: Runner): CardDiagnostic[] {
  const out: CardDiagnostic[] = [];
  const card = model.card;
  const accept: Accept = (severity, code, message, range, options = {}) => {
    out.push({
      code, severity, message: withSubject(card.name, message), detail: options.detail, range, card: card.name,
      rule: options.rule ?? codeInfo[code].rule,
      fixes: options.fixes, related: options.related, declaration: options.declaration,
    });
  };
  if (model.faces.length === 0) return out;
  const ctx: CheckContext = {
    card, model, face: model.faces[0], declarations, ability: undefined, abilityModel: undefined, printedAbility: undefined, symbolRole: undefined, cardText,
  };
  run('Card', card, ctx, accept);
  const abilityModels = new Map<Ability, AbilityModel>();
  for (const a of model.abilities) abilityModels.set(a.ability, a);
  for (const face of model.faces) {
    ctx.face = face;
    run('Face', face.face, ctx, accept);
    const manaCost = face.face.manaCost;
    if (manaCost) {
      run('ManaCost', manaCost, ctx, accept);
      ctx.symbolRole = 'manaCost';
      for (const s of manaCost.symbols) run('Symbol', s, ctx, accept);
      ctx.symbolRole = undefined;
    }
    if (face.face.typeLine) run('TypeLine', face.face.typeLine, ctx, accept);
    for (const stats of face.face.stats) run('Stats', stats, ctx, accept);
    for (const ability of face.face.abilities) {
      ctx.abilityModel = abilityModels.get(ability);
      visitAbility(ability, ctx, accept, true, run);
      ctx.abilityModel = undefined;
    }
  }
  // A copy of exactly its length: the list is kept with the card (one grown by push keeps spare room).
  const sorted = withoutRunTogether(model, out).sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  return sorted.length === 0 ? sorted : sorted.slice();
}

/**
 * Runs every registered check over one card; returns its diagnostics. The card has one guard: if
 * a check throws, the card is checked again with a guard per check, so the failure becomes a
 * `check-failed` diagnostic naming that check and the other checks' diagnostics stay.
 */
export function checkCard(model: CardModel, declarations: Declarations, cardText: string): CardDiagnostic[] {
  try {
    return walkCard(model, declarations, cardText, runChecks);
  } catch {
    return walkCard(model, declarations, cardText, runGuarded);
  }
}

/**
 * Drops diagnostics on the lines of another card run into this one (missing-blank-line reports
 * those once): they would describe that card as if its lines were this card's rules text.
 */
function withoutRunTogether(model: CardModel, diagnostics: CardDiagnostic[]): CardDiagnostic[] {
  const spans = model.faces.flatMap((f) => {
    const found = runTogetherAt(f.face);
    return found ? [{ from: found.at.line, to: f.face.range.end.line }] : [];
  });
  if (spans.length === 0) return diagnostics;
  return diagnostics.filter((d) => d.code === codes.missingBlankLine || !spans.some((s) => d.range.start.line >= s.from && d.range.start.line <= s.to));
}
