// Card images on real cards, in the machine's Chromium (the images' own page and page script):
//  1. the fit gate: the real cards with the longest names and the longest type lines (150 of each,
//     tournament-legal, planes, schemes and vanguards aside) drawn as images are, and every text
//     measured in the page (window.cardtextOverflows: names, type lines, the collector line, a
//     modal card's hint, rules text, costs, stats); exit 1 if any text is drawn past its box;
//  2. the duplex PDF's pages of backs, turned over on the long edge, on their pages of fronts: the
//     examples printed with --duplex (A4, Letter, with and without bleed) rasterised by pdftoppm,
//     each back page mirrored, the cards' area compared (gate: 97 % in common);
//  3. with --speed: the 300 cards docs/images.md times (every 30th of those cards, the first 300)
//     drawn to PNG by `cardtext render --png` twice, each run's time printed, and the two runs'
//     bytes compared (exit 1 if they differ). A figure, not a gate: the machine is shared.
// Usage: node scripts/conformanceImages.mjs [--corpus DIR] [--count N] [--speed] [--keep DIR]
// Exit 2 without a corpus, a build, a browser or pdftoppm.
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

{
  // The duplex PDF as printed: each page of backs, turned over on its long edge (mirrored), lies
  // on its page of fronts card for card. Rasterised by pdftoppm (poppler-utils), the cards' area
  // of both pages compared: the share of card pixels they have in common (intersection over union).
  const which = spawnSync('pdftoppm', ['-v'], { encoding: 'utf8' });
  if (which.error) fail(script, 'no pdftoppm to rasterise the duplex PDF (Debian: apt-get install poppler-utils)');
  const dir = mkdtempSync(join(tmpdir(), 'cardtext-duplex-'));
  try {
    for (const [paper, bleed] of [['a4', false], ['letter', false], ['a4', true], ['letter', true]]) {
      const pdf = join(dir, `${paper}${bleed ? '-bleed' : ''}.pdf`);
      const run = spawnSync(process.execPath, [join(repoRoot, 'bin', 'cardtext.js'), 'render', join(repoRoot, 'examples', 'clean.cards'), '--pdf', '--duplex', '--paper', paper, ...(bleed ? ['--bleed'] : []), '-o', pdf], { encoding: 'utf8' });
      if (run.status !== 0) fail(script, `render --pdf --duplex failed (${run.status}): ${run.stderr.trim().split('\n').pop()}`);
      const prefix = pdf.replace(/\.pdf$/, '');
      const raster = spawnSync('pdftoppm', ['-gray', '-r', '40', pdf, prefix], { encoding: 'utf8' });
      if (raster.status !== 0) fail(script, `pdftoppm failed: ${raster.stderr}`);
      const pages = readdirSync(dir).filter((n) => n.startsWith(`${paper}${bleed ? '-bleed' : ''}-`) && n.endsWith('.pgm')).sort().map((n) => readPgm(join(dir, n)));
      const overlaps = [];
      for (let i = 0; i + 1 < pages.length; i += 2) overlaps.push(overlay(pages[i], pages[i + 1]));
      const worst = Math.min(...overlaps);
      console.log(`Duplex ${paper === 'a4' ? 'A4' : 'Letter'}${bleed ? ' with bleed' : ''}: ${pages.length} pages; each page of backs turned over lies on its fronts, cards' area in common ${overlaps.map((o) => `${(o * 100).toFixed(1)} %`).join(', ')}`);
      if (pages.length !== 4 || worst < 0.97) failed = true;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A binary PGM (P5) as width, height and its grey values. */
function readPgm(path) {
  const data = readFileSync(path);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'));
  if (!header) fail(script, `${path} is no PGM`);
  return { width: Number(header[1]), height: Number(header[2]), grey: data.subarray(header[0].length) };
}

/** The share of card pixels (anything but the white paper) the front page and the mirrored back page have in common. */
function overlay(front, back) {
  if (front.width !== back.width || front.height !== back.height) return 0;
  let both = 0;
  let either = 0;
  for (let y = 0; y < front.height; y++) {
    for (let x = 0; x < front.width; x++) {
      const a = front.grey[y * front.width + x] < 254;
      const b = back.grey[y * back.width + (back.width - 1 - x)] < 254;
      if (a && b) both++;
      if (a || b) either++;
    }
  }
  return either === 0 ? 0 : both / either;
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
