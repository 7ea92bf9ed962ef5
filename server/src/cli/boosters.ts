/**
 * `cardtext boosters FILE [--collation NAME] [--packs N] [--seed S] [--format text|json]`: opens
 * packs of the set under its default collation (its first `@collation`, else the play booster)
 * or the one named; the same seed gives the same packs. JSON: an array of packs, each an array of
 * `{ "name", "rarity", "slot" }`. A malformed or unfillable collation exits 2 with the message its
 * diagnostic gives.
 */
import { codes } from '../language/checks/index.js';
import { type Collation, fillProblem, type Pools } from '../setDesign/collation.js';
import { designCards, poolsOf, setCollations } from '../setDesign/designCards.js';
import { drawPacks } from '../setDesign/packs.js';
import type { DesignCard } from '../setDesign/designCards.js';
import { type CliIO, parseArgs, UsageError } from './args.js';
import { loadSet } from './loadSet.js';
import { jsonSafe, writeRaw } from './terminalText.js';

/** What to do about a collation the set can't fill: the other collations that fit it, named as `--collation` takes them, or how to make one. */
function fittingHint(refused: Collation, collations: readonly Collation[], pools: Pools): string {
  const fits = collations.filter((c) => c !== refused && fillProblem(c, pools) === undefined).map((c) => `--collation ${/\s/.test(c.name) ? `"${c.name}"` : c.name}`);
  if (fits.length > 0) return `${fits.join(' or ')} fits this set (give it to open those packs)`;
  return 'no collation of the set fits it: give the set more cards of that rarity, or write a smaller @collation (like "@collation Small: 5 common; 1 uncommon")';
}

/** Runs `cardtext boosters`; returns the exit code (0, or 2 on bad usage, input or collation). */
export function boostersCommand(args: string[], io: CliIO): number {
  const { options, positionals } = parseArgs(args, { '--collation': 'value', '--packs': 'value', '--seed': 'value', '--format': 'value', '-f': 'value' });
  const format = (options['--format'] ?? options['-f'] ?? 'text') as string;
  if (format !== 'text' && format !== 'json') throw new UsageError(`unknown format "${format}" (use text or json)`);
  const count = Number(options['--packs'] ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > 1000000) throw new UsageError(`--packs takes a whole number from 1 to 1,000,000, not "${String(options['--packs'])}"`);
  if (positionals.length === 0) throw new UsageError('boosters needs a .cards file or folder');
  const { files, problems } = loadSet(positionals, io.cwd);
  for (const p of problems) io.stderr(`cardtext: ${p}\n`);
  if (files.length === 0) return 2;
  const directives = files.flatMap((f) => f.doc.directives);
  // A malformed @collation refuses the command with its diagnostic's message, naming the line
  // (an unfillable one only when it is the one asked for, below).
  for (const f of files) {
    for (const d of f.diagnostics) {
      const line = f.doc.directives.find((x) => x.name === 'collation' && x.range.start.line === d.range.start.line);
      if (line && d.code === codes.invalidDirective) {
        io.stderr(`cardtext: ${f.shown}:${d.range.start.line + 1}: ${d.message.replace(/^File: /, '')}\n`);
        return 2;
      }
    }
  }
  const { collations, default: chosen } = setCollations(directives);
  const asked = options['--collation'] as string | undefined;
  const collation = asked === undefined ? chosen : collations.find((c) => c.name.toLowerCase() === asked.toLowerCase());
  if (!collation) {
    io.stderr(`cardtext: the set has no collation "${asked}" (it has ${collations.map((c) => c.name).join(', ')})\n`);
    return 2;
  }
  const cards = designCards(files.flatMap((f) => f.doc.models));
  const pools = poolsOf(cards);
  const unfillable = fillProblem(collation, pools);
  if (unfillable) {
    const where = collation.line === undefined ? undefined : files.find((f) => f.doc.directives.some((d) => d.name === 'collation' && d.range.start.line === collation.line));
    io.stderr(`cardtext: ${where ? `${where.shown}:${collation.line! + 1}: ` : ''}${unfillable}\n`);
    io.stderr(`cardtext: ${fittingHint(collation, collations, pools)}\n`);
    return 2;
  }
  const seed = (options['--seed'] as string | undefined) ?? String(Date.now() % 1000000000);
  if (options['--seed'] === undefined) io.stderr(`cardtext: seed ${seed} (give --seed ${seed} to open the same packs again)\n`);
  // Written a pack at a time (a million packs are never held, nor one string of them), batched.
  const out = format === 'json' ? (text: string) => writeRaw(io, text) : (text: string) => io.stdout(text);
  let batch: string[] = [];
  const flush = () => {
    if (batch.length > 0) out(batch.join(''));
    batch = [];
  };
  let pack: DesignCard[] = [];
  let slots: number[] = [];
  let current = 0;
  const emit = () => {
    if (format === 'json') {
      const json = pack.map((card, i) => ({ name: card.model.card.name, rarity: card.basicLand ? 'basic land' : card.rarity, slot: collation.slots[slots[i]].label }));
      batch.push(`${current === 0 ? '[' : ','}${jsonSafe(JSON.stringify(json))}`);
    } else {
      batch.push(`Pack ${current + 1} of ${count} (${collation.name}, seed ${seed}):\n${pack.map((card) => `  ${(card.basicLand ? 'basic land' : card.rarity).padEnd(10)} ${card.model.card.name}\n`).join('')}`);
    }
    if (batch.length >= 1000) flush();
    pack = [];
    slots = [];
  };
  drawPacks(cards, collation, count, seed, (p, card, slot) => {
    while (p > current) {
      emit();
      current++;
    }
    pack.push(card);
    slots.push(slot);
  });
  while (current < count) {
    emit();
    current++;
  }
  if (format === 'json') batch.push(']\n');
  flush();
  return 0;
}

