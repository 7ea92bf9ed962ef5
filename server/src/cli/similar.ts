/**
 * `cardtext similar FILE [NAME] [--format json] [--limit N] [--cards FILE]`: for each custom card
 * (or the one named), the real cards nearest to it (language/precedent/), best first, with what
 * differs and whether one is strictly better. The real cards are the installed index
 * (`cardtext knowledge update`), or a Scryfall cards file given with `--cards`.
 */
import { knowledgeFolderOr } from '../realCards/cacheFolder.js';
import { realCardOf, type RealCard } from '../realCards/indexFormat.js';
import { loadIndex } from '../realCards/loadIndex.js';
import { maxKnowledgeFileBytes, readTextFile } from '../files/readFile.js';
import { jsonMemoryProblem } from '../files/inputPlan.js';
import { comparedCardOf } from '../language/precedent/customCard.js';
import { SimilarIndex } from '../language/precedent/similarIndex.js';
import { normalizeCardName } from '../language/knowledge/rulings.js';
import { type CliIO, parseArgs, UsageError } from './args.js';
import { loadSet } from './loadSet.js';
import { jsonSafe, writeRaw } from './terminalText.js';

/** The real cards to compare with: a Scryfall cards file, or the installed index. */
export function realCardsFor(cardsFile: string | undefined, cwd: string): { cards: RealCard[] } | { error: string } {
  if (cardsFile === undefined) {
    const knowledge = knowledgeFolderOr();
    if ('problem' in knowledge) return { error: knowledge.problem };
    const loaded = loadIndex(knowledge.folder);
    if (loaded.ok) return { cards: loaded.installed.index.cards };
    return { error: loaded.missing ? 'no real-card data is installed: run `cardtext knowledge update` (or name a Scryfall cards file with --cards)' : loaded.problem };
  }
  const read = readTextFile(cardsFile.startsWith('/') ? cardsFile : `${cwd}/${cardsFile}`, { maxBytes: maxKnowledgeFileBytes });
  if (!read.ok) return { error: `cannot read the cards file ${cardsFile}: ${read.message}` };
  const tooMuch = jsonMemoryProblem(read.text.length);
  if (tooMuch) return { error: `the cards file ${cardsFile} is not read: ${tooMuch}` };
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch (error) {
    return { error: `the cards file ${cardsFile} is not valid JSON (${(error as Error).message.slice(0, 120)})` };
  }
  if (!Array.isArray(json)) return { error: `the cards file ${cardsFile} is not a Scryfall cards file (a JSON array of cards)` };
  return { cards: json.map((e) => realCardOf(e)?.card).filter((c): c is RealCard => c !== undefined) };
}

/** Runs `cardtext similar`; returns the exit code (0, or 2 on bad usage, unreadable input or no real cards). */
export function similarCommand(args: string[], io: CliIO): number {
  const { options, positionals } = parseArgs(args, { '--format': 'value', '-f': 'value', '--limit': 'value', '--cards': 'value' });
  const format = (options['--format'] ?? options['-f'] ?? 'text') as string;
  if (format !== 'text' && format !== 'json') throw new UsageError(`unknown format "${format}" (use text or json)`);
  const limit = Number(options['--limit'] ?? 3);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw new UsageError(`--limit takes a whole number from 1 to 50, not "${String(options['--limit'])}"`);
  const [file, ...nameWords] = positionals;
  if (!file) throw new UsageError('similar needs a .cards file (and, to ask about one card, its name)');
  const { files, problems } = loadSet([file], io.cwd);
  for (const p of problems) io.stderr(`cardtext: ${p}\n`);
  if (files.length === 0) return 2;
  const real = realCardsFor(options['--cards'] as string | undefined, io.cwd);
  if ('error' in real) {
    io.stderr(`cardtext: ${real.error}\n`);
    return 2;
  }
  let models = files.flatMap((f) => f.doc.models).filter((m) => !m.isToken && !m.isEmblem);
  if (nameWords.length > 0) {
    const wanted = normalizeCardName(nameWords.join(' '));
    models = models.filter((m) => normalizeCardName(m.card.name) === wanted || m.card.faces.some((f) => normalizeCardName(f.name.text) === wanted));
    if (models.length === 0) {
      io.stderr(`cardtext: ${file} has no card named "${nameWords.join(' ')}"\n`);
      return 2;
    }
  }
  const index = SimilarIndex.build(real.cards);
  const results = models.map((m) => ({ name: m.card.name, matches: index.nearest(comparedCardOf(m), limit) }));
  if (format === 'json') {
    const json = results.map((r) => ({ name: r.name, matches: r.matches.map((p) => ({ name: p.card.name, differences: p.differences, strictly: p.strictly })) }));
    writeRaw(io, `${jsonSafe(JSON.stringify(json, null, 2))}\n`);
    return 0;
  }
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`${r.name}:`);
    if (r.matches.length === 0) lines.push('  no real card is near it');
    r.matches.forEach((p, i) => {
      const verdict = p.strictly ? ` — ${r.name} is strictly ${p.strictly}` : '';
      lines.push(`  ${i + 1}. ${p.card.name} (${p.card.manaCost || 'no cost'}, ${p.card.typeLine}): ${p.differences.join('; ')}${verdict}`);
    });
  }
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
