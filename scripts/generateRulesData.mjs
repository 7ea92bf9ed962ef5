// Generates server/src/language/data/rulesData.ts from the Magic Comprehensive Rules text file.
//
//   node scripts/generateRulesData.mjs [rules.txt] [--check]
//
// The input defaults to ../shared/corpus/comprehensive-rules.txt (relative to the repository root).
// --check regenerates in memory and exits 1 if the committed module differs (for CI).
// Every list is extracted from the rules text; on a missing section the script prints one line and exits 1.
import { readFileSync } from 'node:fs';
import { checkOrWrite } from './generatedFile.mjs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outputPath = resolve(repoRoot, 'server/src/language/data/rulesData.ts');

const args = process.argv.slice(2);
const check = args.includes('--check');
const unknownFlag = args.find((a) => a.startsWith('--') && a !== '--check');
const inputPath = resolve(args.find((a) => !a.startsWith('--')) ?? resolve(repoRoot, '../shared/corpus/comprehensive-rules.txt'));

/** Prints a one-line error naming the input file and exits 1 (no stack trace). */
function fail(message) {
  console.error(`generateRulesData: ${inputPath}: ${message}`);
  process.exit(1);
}

if (unknownFlag) fail(`unknown option ${unknownFlag} (usage: generateRulesData.mjs [rules.txt] [--check])`);

let text;
try {
  text = readFileSync(inputPath, 'utf8');
} catch (err) {
  fail(err.code === 'ENOENT' ? 'no such file' : `cannot read the rules file (${err.code ?? err.message})`);
}
// The publisher's file may start with a byte-order mark and use CRLF or CR-only line endings.
const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.trimEnd());

/** Rule bodies by number ('107.4', '205.3m'): the line that starts with the number. The contents table
 *  at the top only lists section headings ('107. Numbers and Symbols'), so it never matches here. */
const rules = new Map();
for (const line of lines) {
  const m = /^(\d{3}\.\d+[a-z]?)\.? (.*)$/.exec(line);
  if (m && !rules.has(m[1])) rules.set(m[1], m[2]);
}
if (rules.size === 0) fail('no numbered rules found (is this the Comprehensive Rules text?)');

function rule(id) {
  const body = rules.get(id);
  if (body === undefined) fail(`rule ${id} not found`);
  return body;
}

/** Captures `re` (one group) in the text of rule `id`, or fails naming what was expected. */
function match(id, re, what) {
  const m = re.exec(rule(id));
  if (!m) fail(`rule ${id} does not contain ${what}`);
  return m[1];
}

/** Splits an English list "A, B, and C" / "A and B" / "A" into items, dropping parentheticals
 *  such as "(see rule 301.5)". */
function splitList(list) {
  return list
    .replace(/\s*\([^)]*\)/g, '')
    .split(/,\s*|\s+and\s+(?=[^,]*$)/)
    .map((s) => s.replace(/^and\s+/, '').trim())
    .filter(Boolean);
}

const capitalise = (s) => s.charAt(0).toUpperCase() + s.slice(1);

// Effective date: "These rules are effective as of January 16, 2026." near the top of the file.
const dateLine = lines.find((l) => /^These rules are effective as of /.test(l));
if (!dateLine) fail('the "These rules are effective as of ..." line was not found');
const rulesEffectiveDate = dateLine.replace(/^These rules are effective as of /, '').replace(/\.$/, '');

// 205.2a "The card types are artifact, battle, ..., and vanguard. See section 3, ..."
const cardTypes = splitList(match('205.2a', /The card types are (.+?)\.(?:\s|$)/, 'the list of card types')).map(capitalise);

// 205.4a "The supertypes are basic, legendary, ongoing, snow, and world."
const supertypes = splitList(match('205.4a', /The supertypes are (.+?)\.(?:\s|$)/, 'the list of supertypes')).map(capitalise);

/** 205.3g-205.3q: each subrule that says "these subtypes are called X types" (or "called a X type")
 *  lists them after "The X types are", "That X type is", or, for creature types (205.3m),
 *  "One creature type is two words long: Time Lord. All other creature types are one word long: ...".
 *  The card types it applies to are named at the start of the rule ("Instants and sorceries share ..."). */
const subtypeLists = []; // { name: 'creature types', rule, cardTypes: ['Creature', 'Kindred'], items }
for (const [id, body] of rules) {
  if (!/^205\.3[g-z]$/.test(id)) continue;
  const called = /called (?:an? )?(\w+) types?\b/.exec(body);
  if (!called) continue;
  const text = body.replace(/\s*\([^)]*\)/g, '');
  const items = [];
  for (const m of text.matchAll(/\b[Tt]ypes? (?:is|are) (?:(?:one|two) words? long: )?(.+?)\.(?=\s|$)/g)) {
    items.push(...splitList(m[1]));
  }
  const subject = body.slice(0, called.index).split(/[;,]| have | has | share /)[0];
  const owners = cardTypes.filter((t) => new RegExp(`\\b${t.replace(/y$/, '(?:y|ie)')}s?\\b`, 'i').test(subject));
  if (items.length === 0) fail(`rule ${id} names ${called[1]} types but lists none`);
  if (owners.length === 0) fail(`rule ${id} names ${called[1]} types but no card type from 205.2a`);
  subtypeLists.push({ name: `${called[1]} types`, rule: id, cardTypes: owners, items });
}
for (const wanted of ['artifact', 'enchantment', 'land', 'planeswalker', 'spell', 'creature', 'planar']) {
  if (!subtypeLists.some((l) => l.name === `${wanted} types`)) fail(`rules 205.3g-205.3q do not list the ${wanted} types`);
}

// 205.3i "Of that list, Forest, Island, Mountain, Plains, and Swamp are the basic land types."
const basicLandTypes = splitList(match('205.3i', /Of that list, (.+?) are the basic land types/, 'the basic land types'));

/** Numbered headings "701.3. Attach" / "702.9. Flying" in rule order; N.1 is the general rule, not a keyword. */
function headings(section) {
  const found = [];
  for (const [id, body] of rules) {
    const m = new RegExp(`^${section}\\.(\\d+)$`).exec(id);
    if (!m || m[1] === '1' || /\.$/.test(body) || body.length > 60 || body === 'General') continue;
    found.push({ name: body, rule: id });
  }
  if (found.length === 0) fail(`no ${section}.N headings found (section ${section})`);
  return found;
}
const keywordActions = headings('701');
const keywordAbilities = headings('702');

/**
 * A keyword as card text writes it, where that differs from its Title Case heading: the heading's words
 * as the keyword's first subrule writes them ("702.7a First strike is …", "702.179a A max speed ability
 * is …"), its first letter capitalised ("Max speed"); "More Than Meets the Eye" and "For Mirrodin!" keep
 * their capitals because their subrule does.
 */
const keywordSpellings = [];
for (const k of keywordAbilities) {
  const first = rules.get(`${k.rule}a`) ?? '';
  const at = first.toLowerCase().indexOf(k.name.toLowerCase());
  if (at < 0) continue;
  const written = capitalise(first.slice(at, at + k.name.length));
  if (written !== k.name) keywordSpellings.push([k.name, written]);
}

// 207.2c "The ability words are adamant, addendum, ..., and will of the council."
const abilityWords = splitList(match('207.2c', /The ability words are (.+?)\.(?:\s|$)/, 'the list of ability words')).map(capitalise);

/** 107.4 lists the mana symbols; its subrules 107.4a-h add e.g. the generic Phyrexian {H} (107.4g).
 *  Numeric symbols ({0}, {1}, ...) are dropped. 107.3p-style "the letter Y in addition to the letter X"
 *  adds {Y} (and any other such letter) as a variable symbol next to {X}. */
const manaSymbols = [];
for (const [id, body] of rules) {
  if (!/^107\.4[a-z]?$/.test(id)) continue;
  for (const [symbol] of body.matchAll(/\{[^}\s]+\}/g)) {
    if (!/^\{\d+\}$/.test(symbol) && !manaSymbols.includes(symbol)) manaSymbols.push(symbol);
  }
}
if (!manaSymbols.includes('{W}') || !manaSymbols.includes('{X}')) fail('rule 107.4 does not list the mana symbols');
for (const [id, body] of rules) {
  if (!/^107\.3[a-z]?$/.test(id)) continue;
  for (const m of body.matchAll(/the letter ([A-Z]) in addition to the letter X/g)) {
    const symbol = `{${m[1]}}`;
    if (!manaSymbols.includes(symbol)) manaSymbols.splice(manaSymbols.indexOf('{X}') + 1, 0, symbol);
  }
}

/** 107.5 onwards: rules of the form "The tap symbol is {T}." (107.5 tap, 107.6 untap, 107.11 Planeswalker, ...). */
const otherSymbols = [];
for (const [id, body] of rules) {
  const m = /^107\.(\d+)$/.exec(id);
  if (!m || Number(m[1]) < 5) continue;
  const def = /^The (.+? symbol) is (\{[^}]+\})/.exec(body);
  if (def) otherSymbols.push({ symbol: def[2], rule: id, name: def[1] });
}
if (!otherSymbols.some((s) => s.symbol === '{T}')) fail('rule 107.5 does not define the tap symbol {T}');

/** 111.10a-…: the predefined tokens ("A Treasure token is a colorless Treasure artifact token with
 *  “{T}, Sacrifice this token: Add one mana of any color.”"), each as a token card: its name, type
 *  line, rules text, P/T and colours. A double-faced one (Incubator) is described by its front face. */
const colorLetters = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const predefinedTokens = [];
for (const [id, body] of rules) {
  if (!/^111\.10[a-z]$/.test(id)) continue;
  const head = /^An? (.+?) token is an? (.+)$/.exec(body);
  if (!head) fail(`rule ${id} does not read "A … token is a …"`);
  const [, name, rest] = head;
  const front = /Its front face is an? (.+?”)(?= Its back face)/.exec(rest);
  const description = front ? front[1].replace(/ with /, ' token with ') : rest.replace(/ See rule .*$/, '').replace(/\.$/, '');
  // "[P/T] colour Subtypes types token [named Name] [with abilities]"
  const withAt = description.indexOf(' with ');
  const abilities = withAt < 0 ? '' : description.slice(withAt + 6);
  const main = (withAt < 0 ? description : description.slice(0, withAt)).replace(/ named [A-Z].*$/, '').replace(/ token$/, '');
  const words = main.split(/\s+/);
  const pt = /^(\d+|\*)\/(\d+|\*)$/.exec(words[0]);
  if (pt) words.shift();
  const color = words.shift();
  if (!(color in colorLetters) && color !== 'colorless') fail(`rule ${id}: no colour in "${description}"`);
  const subtypes = words.filter((w) => /^[A-Z]/.test(w)).join(' ');
  const cardTypes = words.filter((w) => /^[a-z]/.test(w)).map(capitalise);
  if (cardTypes.length === 0 || !subtypes) fail(`rule ${id}: cannot read the token's types from "${description}"`);
  const [power = '', toughness = ''] = pt ? [pt[1], pt[2]] : [];
  const text = abilities.trim().replace(/\.$/, '').split(/,? and (?=“)|, (?=“)/).map((a) => a.trim().replace(/^“|,?”$/g, '')).filter(Boolean).map(capitalise).join('\n');
  predefinedTokens.push({
    name, rule: id,
    typeLine: `Token ${cardTypes.join(' ')} — ${subtypes.trim()}`,
    text, power, toughness, colors: colorLetters[color] ?? '',
  });
}
if (!predefinedTokens.some((t) => t.name === 'Treasure')) fail('rule 111.10 does not define the Treasure token');

/** Glossary: the last "Glossary" heading (the first one is in the contents) up to "Credits";
 *  entries are blank-line-separated paragraphs whose first line is the term. */
const glossaryStart = lines.lastIndexOf('Glossary');
const glossaryEnd = lines.indexOf('Credits', glossaryStart + 1);
if (glossaryStart < 0 || glossaryEnd < 0) fail('the "Glossary" section (ending at "Credits") was not found');
const glossaryTerms = [];
for (let i = glossaryStart + 1; i < glossaryEnd; i++) {
  if (lines[i] !== '' && lines[i - 1] === '') glossaryTerms.push(lines[i].trim());
}
if (glossaryTerms.length === 0) fail('the glossary has no entries');

// ---- Output -------------------------------------------------------------------------------------

const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
/** A string array literal, on one line if short, else wrapped at ~100 columns. */
function array(items, indent = '  ') {
  const inline = `[${items.map(q).join(', ')}]`;
  if (inline.length <= 50) return inline;
  const rows = [];
  let row = '';
  for (const item of items.map(q)) {
    if (row && indent.length + row.length + item.length + 2 > 100) (rows.push(row.trimEnd()), (row = ''));
    row += `${item}, `;
  }
  if (row) rows.push(row.trimEnd());
  return `[\n${rows.map((r) => indent + r).join('\n')}\n${indent.slice(2)}]`;
}
const objects = (items) => `[\n${items.map((o) => `  { ${Object.entries(o).map(([k, v]) => `${k}: ${q(v)}`).join(', ')} },`).join('\n')}\n]`;
const constName = (list) => list.name.replace(/ (\w)/g, (_, c) => c.toUpperCase()); // 'creature types' → 'creatureTypes'

const out = [
  '// GENERATED by scripts/generateRulesData.mjs — DO NOT EDIT. Regenerate with `npm run generate:rules`.',
  `// Source: ${basename(inputPath)} (Magic: The Gathering Comprehensive Rules effective ${rulesEffectiveDate}).`,
  '',
  `export const rulesEffectiveDate: string = ${q(rulesEffectiveDate)};`,
  '',
  '/** Card types (rule 205.2a). */',
  `export const cardTypes: readonly string[] = ${array(cardTypes)};`,
  '',
  '/** Supertypes (rule 205.4a). */',
  `export const supertypes: readonly string[] = ${array(supertypes)};`,
  '',
  ...subtypeLists.flatMap((l) => [`/** ${capitalise(l.name)} (rule ${l.rule}). */`, `const ${constName(l)}: readonly string[] = ${array(l.items)};`, '']),
  '/** Subtypes per card type (rules 205.3g-205.3q). */',
  'export const subtypesByType: Readonly<Record<string, readonly string[]>> = {',
  ...subtypeLists.flatMap((l) => l.cardTypes.map((t) => `  ${/^\w+$/.test(t) ? t : q(t)}: ${constName(l)},`)),
  '};',
  '',
  '/** Basic land types (rule 205.3i). */',
  `export const basicLandTypes: readonly string[] = ${array(basicLandTypes)};`,
  '',
  '/** Keyword abilities: the rule 702.N headings, in rule order. */',
  `export const keywordAbilities: readonly { name: string; rule: string }[] = ${objects(keywordAbilities)};`,
  '',
  '/** Keyword abilities as card text writes them, where that differs from the heading (`First Strike` → `First strike`), from each one\'s first subrule. */',
  `export const keywordSpelling: Readonly<Record<string, string>> = {\n${keywordSpellings.map(([a, b]) => `  ${q(a)}: ${q(b)},`).join('\n')}\n};`,
  '',
  '/** Keyword actions: the rule 701.N headings (except 701.1), in rule order. */',
  `export const keywordActions: readonly { name: string; rule: string }[] = ${objects(keywordActions)};`,
  '',
  '/** Ability words (rule 207.2c), capitalised as printed at the start of an ability. */',
  `export const abilityWords: readonly string[] = ${array(abilityWords)};`,
  '',
  '/** Mana symbols named in rules 107.4-107.4h (plus variable letters from 107.3); any {N} is numeric. */',
  `export const manaSymbols: readonly string[] = ${array(manaSymbols)};`,
  '',
  '/** Other symbols defined in rules 107.5 onwards ("The tap symbol is {T}."). */',
  `export const otherSymbols: readonly { symbol: string; rule: string; name: string }[] = ${objects(otherSymbols)};`,
  '',
  '/** Predefined tokens (rules 111.10a-…) as token cards: name, type line, rules text (lines joined by \\n), P/T, colour letters. */',
  `export const predefinedTokenCards: readonly { name: string; rule: string; typeLine: string; text: string; power: string; toughness: string; colors: string }[] = ${objects(predefinedTokens)};`,
  '',
  '/** Glossary term names, in order. */',
  `export const glossaryTerms: readonly string[] = ${array(glossaryTerms)};`,
  '',
].join('\n');

if (checkOrWrite({ script: 'generateRulesData', outputPath, content: out, check, outOfDate: `regenerate it from ${inputPath} with npm run generate:rules` })) {
  const counts = { cardTypes, supertypes, basicLandTypes, keywordAbilities, keywordActions, abilityWords, manaSymbols, otherSymbols, predefinedTokens, glossaryTerms };
  console.log(`generateRulesData: wrote ${outputPath} (rules of ${rulesEffectiveDate}): ` +
    Object.entries(counts).map(([k, v]) => `${k} ${v.length}`).join(', ') + ', ' +
    subtypeLists.map((l) => `${constName(l)} ${l.items.length}`).join(', '));
}
