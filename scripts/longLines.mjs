// Cost of one very long line in a .cards file, through the same path the language server takes:
// a full parse + validation when the file opens, then keystrokes through `updateDocument` (the
// incremental path) + validation. Each scenario runs in a fresh process so its peak memory (RSS)
// is its own. The file is 200 ordinary cards with one card in the middle whose rules text is one
// line of `--size` characters (default 10,000,000).
// Usage: node --expose-gc scripts/longLines.mjs [--size N] [--shape words|symbols|quotes|parens|colons|braces|controls|choose|chosen|apostrophes]
//        node --expose-gc scripts/longLines.mjs --scaling [--lengths 1000,5000]   (analysis time of one card with one long line, by length; median of 7)
//        node scripts/longLines.mjs --corpus [DIR]   (how long real lines, names and cards are: what the caps must leave room for)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from '../out/server/src/language/document.js';
import { updateDocument } from '../out/server/src/language/documentUpdate.js';
import { validateDocument } from '../out/server/src/language/validation.js';
import { LineBuffer } from '../out/server/src/language/textSource.js';
import { cardToText } from '../out/server/src/language/importer.js';
import { maxCardLength, maxLineLength } from '../out/server/src/language/document.js';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const size = Number(opt('--size', 10_000_000));
const shape = opt('--shape', 'words');

/** A line of about `n` characters of the given shape. */
function longLine(n, kind) {
  const unit = {
    words: 'Draw a card and gain 1 life. ',
    symbols: '{T}{G}{2/W}{X} ',
    quotes: 'Creatures get "{T}: Add {G}." ',
    parens: '(This is (nested) reminder text.) ',
    colons: '{1}, Sacrifice a creature: ',
    braces: '{',
    controls: '\u0001',
    choose: 'choose one - ',
    chosen: 'the chosen color ',
    apostrophes: "Urza's ",
  }[kind];
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
}

const ordinary = (i) => `Card Number ${i} {1}{G}\nCreature — Elf Druid\n{T}: Add {G}.\nWhen this creature enters, draw a card.\n2/2`;

function file(n, kind) {
  const cards = [];
  for (let i = 0; i < 200; i++) cards.push(i === 100 ? `Huge Card {2}{U}\nSorcery\n${longLine(n, kind)}` : ordinary(i));
  return cards.join('\n\n');
}

/** Line numbers: card i starts at 6*i (5 lines + a blank line); the huge card's long line is line 602. */
const hugeLine = 100 * 6 + 2;

function scenario(name) {
  // Warm the parser up on the same file without the long line, so "open" measures the long line, not a cold start.
  validateDocument(parseDocument(file(10, shape)));
  const text = file(size, shape);
  const buffer = new LineBuffer(text);
  globalThis.gc?.();
  let t = performance.now();
  let doc = parseDocument(text);
  doc.source = buffer;
  let diagnostics = validateDocument(doc);
  const openMs = performance.now() - t;
  if (name === 'open') return { ms: openMs, diagnostics: diagnostics.length };
  const edits = {
    // far from the long line
    other: { range: { start: { line: 10 * 6 + 3, character: 0 }, end: { line: 10 * 6 + 3, character: 0 } }, text: 'x' },
    // in the card right after the long one (its neighbour: inside the re-parse window)
    neighbour: { range: { start: { line: 101 * 6 + 3, character: 0 }, end: { line: 101 * 6 + 3, character: 0 } }, text: 'x' },
    // on the long line itself, at its start and at its end
    lineStart: { range: { start: { line: hugeLine, character: 0 }, end: { line: hugeLine, character: 0 } }, text: 'x' },
    lineEnd: { range: { start: { line: hugeLine, character: size }, end: { line: hugeLine, character: size } }, text: 'x' },
  };
  const change = edits[name];
  const times = [];
  const bufferTimes = [];
  globalThis.gc?.();
  for (let k = 0; k < 3; k++) {
    // The server applies the edit to its line buffer first (LineBuffer.apply), then updates the parse.
    t = performance.now();
    buffer.apply(change.range, change.text);
    bufferTimes.push(performance.now() - t);
    t = performance.now();
    doc = updateDocument(doc, change, buffer);
    doc.source = buffer;
    diagnostics = validateDocument(doc);
    times.push(performance.now() - t);
  }
  const median = (xs) => xs.sort((a, b) => a - b)[1];
  return { ms: median(times), bufferMs: median(bufferTimes), diagnostics: diagnostics.length, openMs };
}

/** The longest real lines, names, rulings and cards of the corpus, against the caps. */
function corpusLengths(dir) {
  let cards;
  let rulings;
  try {
    cards = JSON.parse(readFileSync(`${dir}/cards.json`, 'utf8'));
    rulings = JSON.parse(readFileSync(`${dir}/rulings.json`, 'utf8'));
  } catch (error) {
    console.error(`longLines: cannot read the corpus at ${dir}: ${error.message}`);
    process.exit(2);
  }
  const longest = (items) => items.reduce((best, item) => (item.length > best.length ? item : best), { length: 0, what: '(none)' });
  const faces = cards.flatMap((c) => [c, ...(c.card_faces ?? [])]);
  const lines = (field) => faces.flatMap((f) => (f[field] ?? '').split('\n').map((l) => ({ length: l.length, what: f.name })));
  const rows = [
    ['rules text line (oracle_text)', longest(lines('oracle_text'))],
    ['flavor text line', longest(lines('flavor_text'))],
    ['ruling (one Ruling: line)', longest(rulings.map((r) => ({ length: r.comment.length, what: r.oracle_id })))],
    ['card or face name', longest(faces.map((f) => ({ length: (f.name ?? '').length, what: f.name })))],
    ['type line', longest(faces.map((f) => ({ length: (f.type_line ?? '').length, what: f.name })))],
    ['whole card as .cards text', longest(cards.map((c) => ({ length: cardToText(c).length, what: c.name })))],
  ];
  console.log(`${cards.length} cards, ${rulings.length} rulings; caps: ${maxLineLength} characters a line, ${maxCardLength} a card`);
  console.log('| longest | characters | of |');
  console.log('|---|---|---|');
  for (const [label, { length, what }] of rows) console.log(`| ${label} | ${length} | ${what} |`);
}

if (args.includes('--corpus')) {
  const dir = args[args.indexOf('--corpus') + 1];
  corpusLengths(resolve(dir && !dir.startsWith('--') ? dir : '../shared/corpus'));
} else if (args.includes('--child')) {
  const result = scenario(opt('--child'));
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(JSON.stringify({ ...result, peakMb }));
} else if (args.includes('--scaling')) {
  // Analysis time of one card whose rules text is one line of n characters, for each shape.
  const shapes = ['words', 'symbols', 'quotes', 'parens', 'colons', 'braces', 'controls', 'choose', 'chosen', 'apostrophes'];
  console.log(`| characters | ${shapes.join(' | ')} |`);
  console.log(`|---|${shapes.map(() => '---').join('|')}|`);
  const lengths = (opt('--lengths', '1000,2500,5000,10000,20000,50000')).split(',').map(Number);
  for (const n of lengths) {
    const row = shapes.map((kind) => {
      const text = `Long Card {2}{U}\nSorcery\n${longLine(n, kind)}`;
      validateDocument(parseDocument(text));
      const samples = [];
      for (let i = 0; i < 7; i++) {
        globalThis.gc?.();
        const t = performance.now();
        validateDocument(parseDocument(text));
        samples.push(performance.now() - t);
      }
      return `${samples.sort((a, b) => a - b)[3].toFixed(1)} ms`;
    });
    console.log(`| ${n} | ${row.join(' | ')} |`);
  }
} else {
  console.log(`One line of ${size} characters (${shape}) in a 200-card file; median of 3 keystrokes, each in a fresh process`);
  console.log('| scenario | updateDocument + validation | LineBuffer.apply | peak RSS of the process | diagnostics |');
  console.log('|---|---|---|---|---|');
  for (const name of ['open', 'other', 'neighbour', 'lineStart', 'lineEnd']) {
    const run = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=8192', fileURLToPath(import.meta.url), '--child', name, '--size', String(size), '--shape', shape], { encoding: 'utf8' });
    if (run.status !== 0) {
      console.log(`| ${name} | failed (exit ${run.status}): ${(run.stderr || '').split('\n').find((l) => /Error|error/.test(l)) ?? ''} | | | |`);
      continue;
    }
    const r = JSON.parse(run.stdout.trim().split('\n').pop());
    const label = name === 'open' ? 'open (full parse + validation)' : `keystroke: ${name}`;
    console.log(`| ${label} | ${r.ms.toFixed(1)} ms | ${r.bufferMs === undefined ? '' : `${r.bufferMs.toFixed(1)} ms`} | ${r.peakMb} MB | ${r.diagnostics} |`);
  }
}
