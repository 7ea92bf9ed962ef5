/**
 * Shared test helpers: parse and validate `.cards` text, assert diagnostics at exact spans, print
 * ASTs for parser tests, apply quick fixes, and load the real cards, rulings and rules excerpt the
 * repository holds as fixtures (test/fixtures/). Nothing here reads outside the repository: the
 * corpus-wide tests live in test/conformance/ and run with `npm run conformance`.
 */
import * as assert from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ability, Card, CostPart, ManaProduction, Position, Range, Stats, SymbolNode } from '../server/src/language/ast.js';
import { type CardsDocument, parseDocument } from '../server/src/language/document.js';
import { validateDocument } from '../server/src/language/validation.js';
import type { CardDiagnostic, Fix } from '../server/src/language/checks/index.js';
import { cardToText, type ScryfallCard } from '../server/src/language/importer.js';
import { declarationsFrom } from '../server/src/language/declarations.js';
import { emptyDeclarations } from '../server/src/language/model/symbols.js';
import { readProfile } from '../server/src/language/templating/profile.js';
import { mulberry32 } from '../server/src/setDesign/packs.js';

export type { CardDiagnostic, Fix };

/** Diagnostics of a text, with the text and parsed document they came from. */
export type ValidationResult = CardDiagnostic[] & { text: string; doc: CardsDocument };

/** Parses a document (no previous version, no settings). */
export function parse(text: string): CardsDocument {
  return parseDocument(text);
}

/**
 * The fixtures' real cards carry Oracle text of mid-2019 ("enters the battlefield", the card's
 * name): validated under that era's templating profile, as the `cardtext.templating` setting would
 * give it, so a test of a rules check on them does not also read their wording as out of date.
 */
export const oracle2019 = { templating: '2019-07' } as const;

/** Parses and validates a text (under a templating profile, if given); the result is the diagnostics array, carrying `text` and `doc`. */
export function validate(text: string, options: { templating?: string } = {}): ValidationResult {
  const profile = options.templating === undefined ? undefined : readProfile(options.templating, 'setting');
  if (profile && 'problem' in profile) throw new Error(profile.problem);
  const doc = parseDocument(text, profile ? { baseDeclarations: declarationsFrom([], { ...emptyDeclarations(), templating: profile }) } : {});
  const diagnostics = validateDocument(doc);
  return Object.assign(diagnostics, { text, doc });
}

/** Start offsets of every line of a text, splitting at \r\n, \r and \n as LSP does. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 13 && text.charCodeAt(i + 1) === 10) i++;
    if (ch === 10 || ch === 13) starts.push(i + 1);
  }
  return starts;
}

/** The LSP position of an offset. */
export function positionAt(text: string, offset: number): Position {
  const starts = lineStarts(text);
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1] <= offset) line++;
  return { line, character: offset - starts[line] };
}

/** The offset of an LSP position. */
export function offsetAt(text: string, position: Position): number {
  const starts = lineStarts(text);
  assert.ok(position.line < starts.length, `line ${position.line} is past the end of the text`);
  return starts[position.line] + position.character;
}

/**
 * A value as plain JSON data: AST positions are `ChunkPosition`s (their line counts from their
 * card's first line, so they move with it), which serialise as `{ line, character }` but are not
 * plain objects; compare them with literals through this.
 */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The range covering the `nth` (1-based) occurrence of `substring` in `text`. */
export function rangeOf(text: string, substring: string, nth = 1): Range {
  let at = -1;
  for (let k = 0; k < nth; k++) {
    at = text.indexOf(substring, at + 1);
    assert.ok(at >= 0, `"${substring}" (occurrence ${k + 1}) does not occur in the text:\n${text}`);
  }
  return { start: positionAt(text, at), end: positionAt(text, at + substring.length) };
}

/** The source text a range covers. */
export function textAt(text: string, range: Range): string {
  return text.slice(offsetAt(text, range.start), offsetAt(text, range.end));
}

function showRange(r: Range): string {
  return `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
}

function listDiagnostics(result: ValidationResult, diagnostics: CardDiagnostic[] = result): string {
  if (diagnostics.length === 0) return '  (none)';
  return diagnostics.map((d) => `  ${d.code} ${showRange(d.range)} "${textAt(result.text, d.range)}": ${d.message}`).join('\n');
}

function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/**
 * Asserts a diagnostic with `code` whose range is exactly the first (or `nth`) occurrence of `at`
 * in the validated text; returns it.
 */
export function expectDiagnostic(result: ValidationResult, code: string, where: { at: string; nth?: number }): CardDiagnostic {
  const expected = rangeOf(result.text, where.at, where.nth);
  const found = result.find((d) => d.code === code && sameRange(d.range, expected));
  assert.ok(found,
    `expected a "${code}" diagnostic on "${where.at}" (${showRange(expected)}); the diagnostics were:\n${listDiagnostics(result)}`);
  return found;
}

/** Asserts no diagnostic with `code`. */
export function expectNoDiagnostic(result: ValidationResult, code: string): void {
  const found = result.filter((d) => d.code === code);
  assert.strictEqual(found.length, 0, `expected no "${code}" diagnostic, got:\n${listDiagnostics(result, found)}`);
}

/** Asserts no diagnostics at all. */
export function expectNoDiagnostics(result: ValidationResult): void {
  assert.strictEqual(result.length, 0, `expected no diagnostics, got:\n${listDiagnostics(result)}`);
}

/** All diagnostics with `code`. */
export function diagnosticsOf(result: ValidationResult, code: string): CardDiagnostic[] {
  return result.filter((d) => d.code === code);
}

/** Applies a fix's edits to a text (edits must not overlap). */
export function applyFix(text: string, fix: Fix | undefined): string {
  assert.ok(fix, 'expected the diagnostic to carry a fix');
  assert.ok(fix.edits.length > 0, 'expected the fix to have at least one edit');
  const edits = fix.edits
    .map((e) => ({ start: offsetAt(text, e.range.start), end: offsetAt(text, e.range.end), newText: e.newText }))
    .sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) {
    assert.ok(e.start <= e.end, 'a fix edit has its start after its end');
    out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  }
  return out;
}

/**
 * Asserts that applying one of `diagnostic`'s fixes (its first unless `fix` is given) to the text
 * yields `expected` (if given) and that the fixed text no longer has that diagnostic (no diagnostic
 * of its code starting where it started, and fewer of its code than before); returns the fixed text.
 */
export function expectFixRemoves(result: ValidationResult, diagnostic: CardDiagnostic, expected?: string, fix = diagnostic.fixes?.[0]): string {
  const fixed = applyFix(result.text, fix);
  if (expected !== undefined) assert.strictEqual(fixed, expected);
  const after = validate(fixed);
  const same = after.filter((d) => d.code === diagnostic.code);
  const start = diagnostic.range.start;
  assert.ok(!same.some((d) => d.range.start.line === start.line && d.range.start.character === start.character),
    `the fix "${fix?.title}" did not remove the diagnostic; after it:\n${listDiagnostics(after)}`);
  assert.ok(same.length < diagnosticsOf(result, diagnostic.code).length,
    `the fix "${fix?.title}" did not reduce the "${diagnostic.code}" diagnostics; after it:\n${listDiagnostics(after)}`);
  return fixed;
}

/** The fix of a diagnostic titled like `title` (a string is matched as a prefix), asserted to exist. */
export function fixTitled(diagnostic: CardDiagnostic, title: string | RegExp): Fix {
  const found = diagnostic.fixes?.find((f) => (typeof title === 'string' ? f.title.startsWith(title) : title.test(f.title)));
  assert.ok(found, `no fix titled ${String(title)}; the fixes were: ${(diagnostic.fixes ?? []).map((f) => f.title).join(' | ') || '(none)'}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// AST printer
// ---------------------------------------------------------------------------------------------

function symbols(list: SymbolNode[]): string {
  return `[${list.map((s) => s.body).join(' ')}]`;
}

function q(text: string): string {
  return JSON.stringify(text);
}

function printProduction(p: ManaProduction): string {
  return `ManaProduction ${p.form} ${p.form === 'symbols' || p.symbols.length > 0 ? symbols(p.symbols) : q(p.phrase?.text ?? '')}`;
}

function printCostPart(part: CostPart): string {
  return `CostPart ${part.partKind} ${q(part.text)}`;
}

function printStats(s: Stats): string {
  if (s.statKind === 'powerToughness') return `Stats powerToughness ${s.power}/${s.toughness}${s.levelBand ? ' (level band)' : ''}`;
  return `Stats ${s.statKind} ${s.value}`;
}

function printAbility(ability: Ability, indent: string, out: string[]): void {
  let head = `Ability ${ability.abilityKind}`;
  if (ability.abilityKind === 'keyword') head += ` ${ability.keyword}${ability.parameter !== undefined ? ` (${ability.parameter})` : ''}`;
  if (ability.abilityKind === 'triggered') head += ` ${ability.triggerWord.text}${ability.isSelfETB ? ' (self ETB)' : ''}`;
  if (ability.abilityKind === 'loyalty') head += ` ${ability.loyaltyCost.text}`;
  if (ability.abilityKind === 'chapter') head += ` [${ability.chapters.join(' ')}]`;
  if (ability.abilityKind === 'level') head += ` ${ability.min}${ability.max !== undefined ? `-${ability.max}` : '+'}`;
  if (ability.granted) head += ' (granted)';
  out.push(`${indent}${head} ${q(ability.text)}`);
  const inner = `${indent}  `;
  if (ability.abilityWord) out.push(`${inner}AbilityWord ${q(ability.abilityWord.text)}`);
  if ('cost' in ability && ability.cost) {
    out.push(`${inner}Cost ${q(textOfCost(ability.cost.parts))}`);
    for (const part of ability.cost.parts) out.push(`${inner}  ${printCostPart(part)}`);
  }
  const effect = ability.effect;
  for (const p of effect.manaProductions) out.push(`${inner}${printProduction(p)}`);
  for (const x of effect.xReferences) out.push(`${inner}XReference${x.context !== 'effect' ? ` (${x.context})` : ''}`);
  if (effect.definesX) out.push(`${inner}DefinesX`);
  for (const s of effect.selfReferences) out.push(`${inner}SelfReference ${s.form}`);
  if (effect.targets.length > 0) out.push(`${inner}Targets ${effect.targets.length}`);
  for (const quote of effect.quotes) {
    out.push(`${inner}Quoted ${q(quote.text)}`);
    if (quote.ability) printAbility(quote.ability, `${inner}  `, out);
  }
  for (const r of effect.reminders) out.push(`${inner}Reminder ${q(r.text)}`);
  for (const mode of ability.modes) printAbility(mode, inner, out);
}

function textOfCost(parts: CostPart[]): string {
  return parts.map((p) => p.text).join(', ');
}

/** An indented outline of a card's AST: one `kind` line per node with a short payload. */
export function printAst(card: Card): string {
  const out: string[] = [`Card ${q(card.name)}`];
  for (const face of card.faces) {
    out.push(`  Face ${q(face.name.text)}${face.separator ? ' (after //)' : ''}`);
    if (face.manaCost) out.push(`    ManaCost ${symbols(face.manaCost.symbols)}`);
    if (face.typeLine) {
      const types = face.typeLine.types.map((t) => t.text).join(' ');
      const subtypes = face.typeLine.subtypes.map((t) => t.text).join(' ');
      out.push(`    TypeLine ${q(types)}${face.typeLine.dash ? ` ${face.typeLine.dash.text} ${q(subtypes)}` : ''}`);
    }
    for (const ability of face.abilities) printAbility(ability, '    ', out);
    for (const field of face.fields) out.push(`    Field ${field.label} ${q(field.value)}`);
    for (const stats of face.stats) out.push(`    ${printStats(stats)}`);
  }
  for (const problem of card.problems) out.push(`  Problem ${q(problem.message)}`);
  return out.join('\n');
}

/** Builds the expected output of printAst from lines (so expectations read as a block). */
export function outline(...lines: string[]): string {
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Fixtures: real cards, rulings and a rules excerpt held by the repository
// ---------------------------------------------------------------------------------------------

/** The repository root: the nearest folder above this file (or the cwd) with cardtext's package.json. */
export function repoRoot(): string {
  const starts = [dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      const pkg = join(dir, 'package.json');
      if (existsSync(pkg)) {
        try {
          if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'cardtext') return dir;
        } catch {
          // out/package.json and other package files are not the root
        }
      }
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  return process.cwd();
}

/** A card in Scryfall's shape (the fixtures' and the corpus's), with the fields the tests compare against. */
export type CorpusCard = ScryfallCard & { cmc?: number; colors?: string[]; color_identity?: string[]; oracle_id?: string; legalities?: Record<string, string> };

/** A path inside test/fixtures/ (see its README for what each file holds and where it comes from). */
export function fixturePath(...parts: string[]): string {
  return join(repoRoot(), 'test', 'fixtures', ...parts);
}

/** The cards of a Scryfall cards file and a lookup by exact name. */
export interface CardFile {
  cards: CorpusCard[];
  card(name: string): CorpusCard;
}

const cardFiles = new Map<string, CardFile>();

/** Loads a Scryfall cards file once per path; `card(name)` fails the test if the file has no such card. */
export function cardFile(path: string, hint = ''): CardFile {
  let file = cardFiles.get(path);
  if (!file) {
    const cards = JSON.parse(readFileSync(path, 'utf8')) as CorpusCard[];
    const byName = new Map(cards.map((c) => [c.name ?? '', c]));
    file = {
      cards,
      card(name) {
        const card = byName.get(name);
        assert.ok(card, `${path} has no card named "${name}"${hint}`);
        return card;
      },
    };
    cardFiles.set(path, file);
  }
  return file;
}

const fixtureFile = () => cardFile(fixturePath('cards.json'), ' (add it from the corpus: see test/fixtures/README.md)');

/** The real cards of test/fixtures/cards.json (copied unchanged from the corpus), loaded once. */
export function fixtureCards(): CorpusCard[] {
  return fixtureFile().cards;
}

/** The fixture card with exactly this name. */
export function fixtureCard(name: string): CorpusCard {
  return fixtureFile().card(name);
}

/** The `.cards` text of the fixture card with exactly this name, as the importer writes it. */
export function realCard(name: string): string {
  const c = fixtureCard(name);
  // Rules only: printing details (flavor, rarity, artist, number) are not what these tests look at.
  const bare = { flavor_text: undefined, artist: undefined };
  return cardToText({ ...c, ...bare, rarity: undefined, collector_number: undefined, card_faces: c.card_faces?.map((f) => ({ ...f, ...bare })) });
}

// ---------------------------------------------------------------------------------------------
// Small deterministic helpers
// ---------------------------------------------------------------------------------------------

/** A seeded PRNG (mulberry32, as the packs use): the same seed gives the same sequence on every run. */
export function prng(seed: number): () => number {
  return mulberry32(seed);
}

/** The median of some numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A small set with words of its own: custom mana {V}, a declared keyword (Overclock), a keyword it
 * uses with reminder text (Kindle) and a subtype on two cards (Gearling); the third card's subtype
 * is `third`.
 */
export function gearSet(third = 'Gearling', thirdText = 'Kindle 2'): string {
  return [
    '@mana {V} violet',
    '@keyword Overclock',
    '',
    'Gear Smith {1}{V}',
    'Artifact Creature — Gearling',
    'Overclock {2} (You may cast this spell for its overclock cost. If you do, it gains haste.)',
    '{T}: Add {V}.',
    '1/1',
    '',
    'Tinker {2}',
    'Creature — Gearling Artificer',
    'Kindle 1 (When this creature enters, exile the top card of your library. You may play it this turn.)',
    '2/2',
    '',
    'Forgehand {3}',
    `Creature — ${third}`,
    ...(thirdText ? [thirdText] : []),
    '2/3',
  ].join('\n');
}
