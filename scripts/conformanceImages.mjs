// Card images on real cards, in the machine's Chromium (the images' own page and page script):
//  1. the fit gate: the real cards with the longest names and the longest type lines (150 of each,
//     tournament-legal, planes, schemes and vanguards aside) drawn as images are, and every text
//     measured in the page (window.cardtextOverflows: names, type lines, the collector line, a
//     modal card's hint, rules text, costs, stats); exit 1 if any text is drawn past its box;
//  2. with --speed: the 300 cards docs/images.md times (every 30th of those cards, the first 300)
//     drawn to PNG by `cardtext render --png` twice, each run's time printed, and the two runs'
//     bytes compared (exit 1 if they differ). A figure, not a gate: the machine is shared.
// Usage: node scripts/conformanceImages.mjs [--corpus DIR] [--count N] [--speed] [--keep DIR]
// Exit 2 without a corpus, a build or a browser.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusFolder, fail, option, repoRoot, requireBuild } from './corpusOptions.mjs';

const script = 'conformanceImages';
const args = process.argv.slice(2);
const corpusDir = corpusFolder(script, args, ['cards.json']);
const count = Number(option(script, args, '--count', '150'));
if (!Number.isInteger(count) || count < 1) fail(script, `--count wants a whole number of cards, not "${option(script, args, '--count')}"`);
const keep = option(script, args, '--keep', undefined);
requireBuild(script);
const out = (path) => import(join(repoRoot, 'out', 'server', 'src', path));
const { cardToText } = await out('language/importer.js');
const { parseDocument } = await out('language/document.js');
const { validateDocument } = await out('language/validation.js');
const { buildGallery } = await out('images/gallery.js');
const { imageCells } = await out('render/imagePage.js');
const { checkFit } = await out('images/cardImages.js');
const { findBrowser } = await out('images/chromium.js');

const browser = findBrowser();
if (!browser.ok) fail(script, browser.message);
let cards;
try {
  cards = JSON.parse(readFileSync(join(corpusDir, 'cards.json'), 'utf8'));
} catch (error) {
  fail(script, `cannot read ${join(corpusDir, 'cards.json')}: ${error.message}`);
}
// Real, tournament-legal cards (joke cards have no legalities); planes, schemes and vanguards are other shapes.
const legal = cards.filter((c) => c.legalities && Object.keys(c.legalities).length > 0 && !['planar', 'scheme', 'vanguard'].includes(c.layout));
const faces = (c) => c.card_faces ?? [c];
const longestBy = (key) => [...legal]
  .sort((a, b) => Math.max(...faces(b).map((f) => (f[key] ?? '').length)) - Math.max(...faces(a).map((f) => (f[key] ?? '').length)) || a.name.localeCompare(b.name))
  .slice(0, count);
const chosen = [...new Set([...longestBy('name'), ...longestBy('type_line')])];
const setText = (list) => `@set LNG Longest Lines\n\n${list.map(cardToText).join('\n\n')}\n`;

/** The gallery of a set text, as `cardtext render` builds it. */
function gallery(text, path) {
  const doc = parseDocument(text, { uri: `file://${path}` });
  const built = buildGallery([{ path, shown: path, doc, diagnostics: validateDocument(doc) }], [], []);
  if ('fail' in built) fail(script, built.fail);
  return built;
}

let failed = false;
{
  const started = performance.now();
  const built = gallery(setText(chosen), '/corpus/longest.cards');
  const cells = imageCells(built.cards, built.numberOf);
  const found = await checkFit({ browserPath: browser.path, files: built.writes, cells, dpi: 300, bleed: false });
  const parts = {};
  for (const f of found) parts[f.part] = (parts[f.part] ?? 0) + 1;
  const lines = cells.length;
  console.log(`Fit: ${chosen.length} real cards (the ${count} longest names and the ${count} longest type lines), ${lines} images, measured in Chromium in ${Math.round(performance.now() - started)} ms`);
  console.log(`  texts drawn past their boxes: ${found.length}${found.length ? ` (${Object.entries(parts).map(([k, v]) => `${v} ${k}`).join(', ')})` : ''}`);
  for (const f of found.slice(0, 20)) console.log(`    ${f.card}${f.face ? ` (face ${f.face + 1})` : ''}: ${f.part} "${f.text.slice(0, 80)}"`);
  if (found.length > 0) failed = true;
}

if (args.includes('--speed')) {
  // docs/images.md's set: every 30th of the same real cards, the first 300.
  const sample = legal.filter((_, i) => i % 30 === 0).slice(0, 300);
  const dir = keep ?? mkdtempSync(join(tmpdir(), 'cardtext-speed-'));
  writeFileSync(join(dir, 'sample.cards'), setText(sample));
  const runs = [];
  for (const name of ['a', 'b']) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [join(repoRoot, 'bin', 'cardtext.js'), 'render', 'sample.cards', '--png', '-o', name], { cwd: dir, encoding: 'utf8' });
    const seconds = (performance.now() - started) / 1000;
    if (run.status !== 0) fail(script, `render --png failed (${run.status}): ${run.stderr.trim().split('\n').pop()}`);
    runs.push(seconds);
    console.log(`Speed: ${sample.length} real cards to PNG in ${seconds.toFixed(1)} s (${run.stderr.trim().split('\n').pop()})`);
  }
  const names = readdirSync(join(dir, 'a')).filter((n) => n.endsWith('.png')).sort();
  const differ = names.filter((n) => !readFileSync(join(dir, 'a', n)).equals(readFileSync(join(dir, 'b', n))));
  console.log(`  rerun: ${names.length - differ.length} of ${names.length} images byte-identical${differ.length ? `; differ: ${differ.slice(0, 5).join(', ')}` : ''}`);
  if (differ.length > 0) failed = true;
  if (!keep) rmSync(dir, { recursive: true, force: true });
}

if (failed) {
  console.log('Card image gate FAILED');
  process.exit(1);
}
console.log('Card image gate passed');
