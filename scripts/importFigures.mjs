// Import figures and gates (issue 34), outside npm test: run after `npm run build`.
//   node scripts/importFigures.mjs [--corpus DIR] [--rounds N] [--no-gate] [--json OUT]
// 1. The fixture sets (test/fixtures/import/): cards in the source (counted from the source itself:
//    `card:` blocks, Card Conjurer entries, sheet rows with a name, read by csv-parse) against cards
//    imported; name, cost, type line, rules text, P/T, loyalty/defense and rarity of each card against
//    the source's fields with the markup taken off here, independently of the importer (tags removed,
//    MSE's symbol codes and Card Conjurer's codes read by their own small rules); syntax-errors in the
//    result; the summary's dropped items.
// 2. Time to import a generated 300-card .mse-set with a picture on every card (`cardtext import X
//    -o OUT`, the bundled CLI, pictures written): the median of N rounds (default 3).
// 3. With the corpus (../shared/corpus): every real card exported to MSE and to CSV and imported back,
//    name, cost, type line, rules text and stats equal on every card (gate).
// Exit 1 if a gate fails, 2 if something can't run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { zipSync } from 'fflate';
import { importSets } from '../out/server/src/import/registry.js';
import { parseDocument } from '../out/server/src/language/document.js';
import { validateDocument } from '../out/server/src/language/validation.js';
import { buildExportSet } from '../out/server/src/export/setModel.js';
import { exporterFor } from '../out/server/src/export/registry.js';
import { importCards } from '../out/server/src/language/importer.js';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const value = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : fallback; };
const gate = !args.includes('--no-gate');
const rounds = Number(value('--rounds', '3'));
const corpusDir = resolve(value('--corpus', join(root, '..', 'shared', 'corpus')));
const fixtures = join(root, 'test', 'fixtures', 'import');
const failures = [];
const figures = {};

// ── the source's fields, markup off (independent of the importer) ────────────────────────────
const untagged = (s, name = '') => (s ?? '').replace(/<atom-cardname><\/atom-cardname>/g, name).replace(/<bullet><\/bullet>/g, '•').replace(/<[^>]*>/g, '').replace(/\u0001/g, '<');
/** Compared loosely on purpose: braces, slashes, dashes, quotes and spacing are how each tool writes symbols and lines. */
const loose = (s) => untagged(s).replace(/[{}\s/—–\-"“”'’()]/g, '').replace(/\bH([WUBRG])/g, '$1P').toLowerCase();
/** The `key: value` blocks of an MSE file: each card as a map of canonical key → raw text (values of several lines joined). */
function mseCards(text) {
  const cards = [];
  let card;
  let key;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    if (/^card:\s*$/.test(line)) { cards.push(card = new Map()); key = undefined; continue; }
    if (!line.startsWith('\t')) { card = undefined; continue; }
    if (!card) continue;
    const m = /^\t([^\t:][^:]*):(.*)$/.exec(line);
    if (m) { key = m[1].trim().replace(/ /g, '_'); card.set(key, m[2].trim()); }
    else if (key && line.startsWith('\t\t')) card.set(key, `${card.get(key) ? `${card.get(key)}\n` : ''}${line.slice(2)}`);
  }
  return cards;
}
const parsed = (text) => { const set = buildExportSet([parseDocument(text, { uri: 'file:///figures/set.cards' })]); return [...set.cards, ...set.tokens]; };
const cardByName = (cards) => new Map(cards.map((c) => [c.faces[0].name, c]));

/** Field-by-field comparison of one source card (front face) with its imported card. */
function compare(what, source, card, tally) {
  const face = card?.faces[0];
  const checks = [
    ['name', source.name, face?.name === source.name || card?.faces[0].typeLine.endsWith(source.name)],
    ['cost', source.cost, loose(source.cost) === loose(face?.cost.map((b) => `{${b}}`).join(''))],
    ['type line', source.type, loose(source.type) === loose(face?.typeLine).replace(/^token/, '') || loose(source.type) === loose(face?.typeLine)],
    ['rules text', source.text, source.text === undefined || loose(face?.text.join('\n')).includes(loose(source.text))],
    ['P/T', source.pt, source.pt === undefined || loose(source.pt) === loose(`${face?.power ?? ''}/${face?.toughness ?? ''}`)],
    ['loyalty', source.loyalty, source.loyalty === undefined || loose(source.loyalty) === loose(face?.loyalty ?? face?.defense)],
    ['rarity', source.rarity, source.rarity === undefined || (card?.rarity ?? '').startsWith(source.rarity.slice(0, 3).toLowerCase().replace('bas', 'com'))],
  ];
  for (const [field, , ok] of checks) {
    tally.fields++;
    if (ok) tally.equal++;
    else tally.unequal.push(`${what}: ${source.name}: ${field}`);
  }
}

// ── 1. the fixture sets ────────────────────────────────────────────────────────────────────────
const folder = (name) => { const files = new Map(readdirSync(join(fixtures, name)).map((f) => [f, new Uint8Array(readFileSync(join(fixtures, name, f)))])); return { name, folder: { read: (p) => files.get(p) } }; };
const file = (name) => ({ name, bytes: new Uint8Array(readFileSync(join(fixtures, name))) });
const fixtureRows = [];
for (const [name, input, sources] of [
  ['mse-spaces (MSE 0.3.8, keys with spaces)', folder('mse-spaces'), () => mseCards(readFileSync(join(fixtures, 'mse-spaces', 'set'), 'utf8'))],
  ['mse-underscores (MSE 2.0, keys with underscores)', folder('mse-underscores'), () => mseCards(readFileSync(join(fixtures, 'mse-underscores', 'set'), 'utf8'))],
  ['mse-include (MSE 2.5, a file a card)', folder('mse-include'), () => readdirSync(join(fixtures, 'mse-include')).filter((f) => f.startsWith('card ')).flatMap((f) => mseCards(readFileSync(join(fixtures, 'mse-include', f), 'utf8')))],
  ['conjurer.cardconjurer (Card Conjurer)', file('conjurer.cardconjurer'), () => JSON.parse(readFileSync(join(fixtures, 'conjurer.cardconjurer'), 'utf8'))],
  ['cards.csv (a card list)', file('cards.csv'), () => parseCsv(readFileSync(join(fixtures, 'cards.csv'), 'utf8').replace(/^\uFEFF/, ''), { columns: true }).filter((r) => r['Card Name'])],
  ['skeleton.tsv (a skeleton)', file('skeleton.tsv'), () => parseCsv(readFileSync(join(fixtures, 'skeleton.tsv'), 'utf8'), { columns: true, delimiter: '\t' }).filter((r) => r.Name)],
]) {
  const result = importSets([input]);
  if (!result.ok) { failures.push(`${name}: not imported: ${JSON.stringify(result.problems)}`); continue; }
  const src = sources();
  const cards = parsed(result.text);
  const byName = cardByName(cards);
  const tally = { fields: 0, equal: 0, unequal: [] };
  src.forEach((s, index) => {
    let source;
    if (s instanceof Map) {
      const kindBoxes = s.has('level_1_text') || s.has('loyalty_cost_1') || /saga|level|walker/.test(s.get('stylesheet') ?? '');
      source = { name: untagged(s.get('name')).trim(), cost: s.get('casting_cost') ?? '', type: [untagged(s.get('super_type')), untagged(s.get('sub_type'))].filter(Boolean).join(' — '),
        text: kindBoxes ? undefined : (s.get('rule_text') ?? '').split('\n').filter((l) => !/^<i>.*<\/i>$/.test(l)).map((l) => untagged(l, untagged(s.get('name')).trim())).join('\n').trim() || undefined,
        pt: s.has('power') ? `${s.get('power')}/${s.get('toughness') ?? ''}` : undefined, loyalty: s.get('loyalty'), rarity: s.get('rarity') };
      if (!source.name) return; // a nameless card gets a stand-in name; counted above
      if (source.cost && !source.cost.includes('{')) source.cost = source.cost.replace(/H\/([WUBRG])/g, '{$1/P}').replace(/([WUBRG])\/([WUBRG])/g, '{$1/$2}').replace(/(\d+|[WUBRGCXYZS])(?![^{]*\})/g, '{$1}');
      if (/emblem/.test(s.get('stylesheet') ?? '')) return;
    } else if (s.data) {
      const t = s.data.text ?? {};
      const txt = (k) => (typeof t[k]?.text === 'string' ? t[k].text : '');
      source = { name: txt('title').replace(/\{[^}]*\}/g, '') || s.key, cost: txt('mana').replace(/\{([^}]*)\}/g, '$1'), type: txt('type'),
        text: txt('rules') ? txt('rules').split(/\{flavor\}|\/\/\//)[0].replace(/\{(?:i|\/i|bold|\/bold|lns|line|center|fontsize-?\d+)\}/gi, ' ').replace(/\{([a-z0-9/]+)\}/gi, '$1').replace(/\/\//g, ' ') : undefined,
        pt: txt('pt') || undefined, loyalty: txt('loyalty') || undefined };
      source.cost = source.cost.replace(/\s+/g, '').toUpperCase();
      if (/token/.test(s.data.version ?? '')) source.type = source.type.replace(/^(?!Token)/, 'Token ');
    } else {
      const get = (...names) => names.map((n) => s[n]).find((v) => v !== undefined) ?? '';
      source = { name: get('Card Name', 'Name').replace(/^'(?==)/, ''), cost: get('Mana Cost', 'Cost').replace(/\s+/g, ''), type: get('Type Line', 'Type'), text: get('Rules Text', 'Text') || undefined, pt: get('P/T') || undefined, rarity: get('Rarity') || undefined };
      if (source.cost && !source.cost.includes('{')) source.cost = source.cost.replace(/(\d+|[A-Z])/gi, '{$1}');
    }
    // Cards come in the source's order; a name used twice is matched by its place.
    const card = cards[index]?.faces[0].name === source.name ? cards[index] : byName.get(source.name) ?? cards.find((c) => c.faces[0].typeLine.endsWith(source.name));
    compare(name, source, card, tally);
  });
  const syntax = validateDocument(parseDocument(result.text)).filter((d) => d.code === 'syntax-error').length;
  const dropped = result.summary.filter((l) => /^\d+ cards?: /.test(l));
  const droppedCards = dropped.reduce((n, l) => n + Number(/^(\d+)/.exec(l)[1]), 0);
  fixtureRows.push({ name, source: src.length, imported: result.cards, fields: `${tally.equal}/${tally.fields}`, syntax, dropped: `${dropped.length} kinds on ${droppedCards} card entries`, notes: result.summary.length - dropped.length });
  if (result.cards !== src.length) failures.push(`${name}: ${result.cards} cards imported of ${src.length} in the source`);
  if (tally.unequal.length) failures.push(...tally.unequal.map((u) => `field not equal: ${u}`));
  if (syntax) failures.push(`${name}: ${syntax} syntax-errors in the imported text`);
}
figures.fixtures = fixtureRows;
console.log('Import of the fixture sets (source cards counted from the source; fields compared with the markup taken off here):');
for (const r of fixtureRows) console.log(`  ${r.name}: ${r.imported}/${r.source} cards, fields equal ${r.fields}, syntax-errors ${r.syntax}, dropped: ${r.dropped}, ${r.notes} set notes`);

// ── 2. a generated 300-card .mse-set with pictures ───────────────────────────────────────────
const work = mkdtempSync(join(tmpdir(), 'cardtext-import-figures-'));
try {
  let seed = 34;
  // xorshift32: pictures of noise, which no zip packs smaller (real art is JPEG or PNG, already packed)
  const random = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) / 2 ** 32; };
  const colors = ['W', 'U', 'B', 'R', 'G'];
  const lines = ['mse_version: 2.0.2', 'game: magic', 'stylesheet: m15', 'set_info:', '\ttitle: Generated Isles', '\tset_code: GNI'];
  const files = {};
  for (let i = 1; i <= 300; i++) {
    const c = colors[i % 5];
    const picture = new Uint8Array(60_000).map(() => Math.floor(random() * 256));
    picture.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    files[`image${i}`] = picture;
    lines.push('card:', `\tname: Generated Card ${i}`, `\tcasting_cost: ${1 + (i % 4)}${c}`, '\tsuper_type: Creature', '\tsub_type: Human Soldier',
      `\trule_text:\n\t\t<kw-1>Flying<atom-reminder-core> (This creature can't be blocked except by creatures with flying or reach.)</atom-reminder-core></kw-1>\n\t\t<sym-auto>T</sym-auto>: Add <sym-auto>${c}</sym-auto>.`,
      `\tflavor_text: <i-flavor>Number ${i} of three hundred.</i-flavor>`, `\tpower: ${i % 5}`, `\ttoughness: ${1 + (i % 4)}`, `\timage: image${i}`, `\trarity: ${['common', 'uncommon', 'rare', 'mythic rare'][i % 4]}`, '\tillustrator: Generated Painter');
  }
  files.set = new TextEncoder().encode(lines.join('\n') + '\n');
  const archive = join(work, 'generated.mse-set');
  writeFileSync(archive, zipSync(files, { level: 6 }));
  const size = readFileSync(archive).length;
  const times = [];
  for (let r = 0; r < rounds; r++) {
    rmSync(join(work, 'out'), { recursive: true, force: true });
    execFileSync('mkdir', ['-p', join(work, 'out')]);
    const t0 = process.hrtime.bigint();
    const run = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), 'import', archive, '-o', join(work, 'out', 'generated.cards')], { encoding: 'utf8' });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (run.status !== 0) { failures.push(`the 300-card import failed: ${run.stderr}`); break; }
    if (r === 0) {
      const pictures = readdirSync(join(work, 'out', 'generated-art')).filter((f) => f.endsWith('.png')).length;
      if (pictures !== 300) failures.push(`the 300-card import wrote ${pictures} pictures`);
    }
  }
  // The same without -o: read and converted, the text to stdout, no picture written (writes are fsynced one by one).
  const readOnly = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    const run = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), 'import', archive], { encoding: 'utf8', maxBuffer: 1 << 26 });
    readOnly.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (run.status !== 0) { failures.push(`the 300-card import to stdout failed: ${run.stderr}`); break; }
  }
  times.sort((a, b) => a - b);
  readOnly.sort((a, b) => a - b);
  const median = (xs) => Math.round(xs[Math.floor(xs.length / 2)]);
  figures.generated = { cards: 300, archiveMB: Math.round(size / 1048576 * 10) / 10, ms: times.map(Math.round), medianMs: median(times), stdoutMs: readOnly.map(Math.round), stdoutMedianMs: median(readOnly) };
  console.log(`\nA generated 300-card .mse-set with a 60 KB picture on every card (${figures.generated.archiveMB} MB), the bundled CLI (Node's start included):`);
  console.log(`  cardtext import -o (300 pictures written, each fsynced): ${figures.generated.ms.join(', ')} ms; median ${figures.generated.medianMs} ms`);
  console.log(`  cardtext import to stdout (read and converted, nothing written): ${figures.generated.stdoutMs.join(', ')} ms; median ${figures.generated.stdoutMedianMs} ms`);

  // ── 3. the corpus through MSE and CSV and back ─────────────────────────────────────────────
  if (existsSync(join(corpusDir, 'cards.json'))) {
    const text = importCards(JSON.parse(readFileSync(join(corpusDir, 'cards.json'), 'utf8'))).text;
    const set = buildExportSet([parseDocument(text, { uri: 'file:///corpus/corpus.cards' })]);
    const original = [...set.cards, ...set.tokens];
    // A loyalty cost's minus sign goes through MSE as MSE's boxes take it (`-2`; cardtext reads `-` and `−` alike).
    const essentials = (c) => JSON.stringify(c.faces.map((f) => [f.name, f.cost, f.typeLine, f.text.map((l) => l.replace(/^−(\d+|X):/, '-$1:')), f.power, f.toughness, f.loyalty, f.defense]));
    for (const format of ['mse', 'csv']) {
      const out = exporterFor(format).export(set, {});
      const content = out.files[0].content;
      const back = importSets([{ name: `corpus.${format === 'mse' ? 'mse-set' : 'csv'}`, bytes: typeof content === 'string' ? new TextEncoder().encode(content) : content }]);
      if (!back.ok) { failures.push(`corpus through ${format}: ${JSON.stringify(back.problems).slice(0, 300)}`); continue; }
      const cards = parsed(back.text);
      const left = new Set((out.warnings.filter((w) => w.includes('left out')).join(' ').match(/\(([^()]*)\)/g) ?? []).flatMap((m) => m.slice(1, -1).split(', ')));
      let equal = 0;
      const unequal = [];
      original.forEach((c, i) => (essentials(c) === essentials(cards[i] ?? { faces: [] }) ? equal++ : left.has(c.name) ? equal++ : unequal.push(c.name)));
      figures[`corpus-${format}`] = { cards: original.length, imported: cards.length, equal, unequal: unequal.slice(0, 10) };
      console.log(`corpus through ${format.toUpperCase()}: ${cards.length}/${original.length} cards back, ${equal} with name, cost, type line, rules text and stats equal${unequal.length ? `; not equal: ${unequal.slice(0, 5).join('; ')}` : ''}`);
      if (cards.length !== original.length) failures.push(`corpus through ${format}: ${cards.length} of ${original.length} cards came back`);
      if (unequal.length) failures.push(`corpus through ${format}: ${unequal.length} cards not equal (${unequal.slice(0, 5).join('; ')})`);
    }
  } else console.log(`\n(no corpus at ${corpusDir}: the corpus round trips were not run)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const json = value('--json');
if (json) writeFileSync(json, JSON.stringify({ figures, failures }, null, 2));
if (failures.length) {
  console.log(`\n${failures.length} failure${failures.length === 1 ? '' : 's'}:\n  ${failures.slice(0, 40).join('\n  ')}`);
  if (gate) process.exit(1);
}
console.log('\nimport figures: all gates passed');
