// Generates server/src/language/data/reminderText.ts: the current reminder text of the rules' keyword
// abilities (rule 702), as templates, measured on the modern-card corpus.
//
//   node scripts/generateReminderText.mjs [--corpus DIR] [--check]
//
// The corpus folder defaults to $CARDTEXT_CORPUS, else ../shared/corpus (relative to the repository
// root); the script reads DIR/modern.json (cards in today's Oracle wording) and the keyword names of
// server/src/language/data/rulesData.ts. --check regenerates in memory and exits 1 if the committed
// module differs (for CI). An unreadable or malformed input prints one line and exits 1.
//
// A keyword line is `Keyword[ parameter][ (reminder text.)]` at the start of a line of oracle text, the
// parameter a number or X (`Crew 2`), a mana cost (`Cycling {2}`), a dash and a cost (`Ward—Pay 3
// life.`), words (`Affinity for artifacts`), or a mix (`Impending 4—{2}{W}{W}`, `Equip Pirate {1}`);
// `[Type]cycling` is its own written keyword (`Islandcycling`), counted under Cycling (702.29). In a
// comma-separated line (`Flying, ward {2} (…)`) the reminder belongs to the last keyword and the others
// count as written without one; a flavour-word prefix (`Perseus's Bow — Equip {6}`) is skipped, and a
// `Keyword — effect (…)` line (Exhaust, Max speed, Solved) is not a keyword line: its parenthesis may
// explain something else. In a reminder, the keyword's cost becomes {cost} (or {pays}, its third-person
// form: `pays {2}`, `pays 3 life`, `discards a card`), its number {n} (digits) or {nWord} (a word), a run
// of N copies of one mana symbol {R*n} (`add {R}{R}`, `add X {R}`), `this creature`/`this Vehicle`/… (a
// card type, "permanent" or a subtype; never `this card` or `this spell`, which read the same on every
// card, nor anything inside quotation marks) {this}. Where a cost or number could be literal too
// (`Disguise {3} (… face down for {3} …)`), each card's reading is the one most cards of the keyword
// share. Templates are grouped per form: number 1 / other numbers (and X), with or without a cost.
//
// Every rules keyword that some modern card gives reminder text is in the table (its reminders are
// compared with what a card writes). Which keywords *carry* reminder text as a rule is measured, not
// listed: a keyword carries it when at least MIN_SHARE of the cards that write it on a keyword line give
// it reminder text there (and at least MIN_CARDS do); the table keeps both counts so readers can tell. On the 1,755 modern cards (cards with reminder / cards writing the keyword): 23 keywords
// at 100% (Cycling 26/26 with its typecyclings, Bargain 12, Offspring, Plot, Spree, Station 11, Convoke,
// Prowess 10, …; Battle cry, Foretell, Impending, Ninjutsu, Riot, Wither on one card each), then Start
// your engines! 95% (19/20), Flashback 94% (17/18), Warp 92% (12/13), Disguise 83% (15/18), Mayhem 83%
// (5/6), Job select 80% (8/10), Saddle 76% (13/17), Firebending 75% (6/8), Crew 65% (17/26), Menace 46%
// (22/48), Ward 41% (13/32), Equip 34% (16/47); a gap; then Flash 15% (8/55), First strike 14% (1/7),
// Deathtouch 13% (4/31), Defender 11% (1/9), Reach 8% (4/48), Lifelink 8% (2/25), Vigilance 6% (5/84),
// Haste 3% (1/33), and none on Flying (154 cards), Trample (52), Enchant (37), Double strike (10), ….
// MIN_SHARE 1/4 lies mid-gap; MIN_CARDS 1 keeps the six one-card keywords (their reminders are current).
import { readFileSync } from 'node:fs';
import { checkOrWrite } from './generatedFile.mjs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN_SHARE = 1 / 4;
const MIN_CARDS = 1;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outputPath = resolve(repoRoot, 'server/src/language/data/reminderText.ts');
const rulesDataPath = resolve(repoRoot, 'server/src/language/data/rulesData.ts');

const args = process.argv.slice(2);
const check = args.includes('--check');
let corpusArg;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--corpus') corpusArg = args[i + 1]?.startsWith('--') === false ? args[++i] : '';
  else if (args[i].startsWith('--corpus=')) corpusArg = args[i].slice('--corpus='.length);
  else if (args[i] !== '--check') {
    console.error(`generateReminderText: unknown argument ${args[i]} (usage: generateReminderText.mjs [--corpus DIR] [--check])`);
    process.exit(1);
  }
}
if (corpusArg === '') {
  console.error('generateReminderText: --corpus needs a folder');
  process.exit(1);
}
const corpusDir = resolve(corpusArg ?? (process.env.CARDTEXT_CORPUS || resolve(repoRoot, '../shared/corpus')));
const inputPath = join(corpusDir, 'modern.json');

/** Prints a one-line error naming the file and exits 1 (no stack trace). */
function fail(path, message) {
  console.error(`generateReminderText: ${path}: ${message}`);
  process.exit(1);
}
function readText(path, what) {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    return fail(path, err.code === 'ENOENT' ? 'no such file' : `cannot read ${what} (${err.code ?? err.message})`);
  }
}

let cards;
try {
  cards = JSON.parse(readText(inputPath, 'the modern cards'));
} catch (err) {
  fail(inputPath, `not JSON (${err.message})`);
}
if (!Array.isArray(cards) || cards.length === 0 || !cards.every((c) => c && typeof c.name === 'string')) {
  fail(inputPath, 'not a JSON array of Scryfall-shaped cards (objects with a name)');
}

// ---- The rules' words, read from the generated rulesData.ts ------------------------------------
const rulesData = readText(rulesDataPath, 'the rules data');
const block = (name) => new RegExp(`(?:export )?const ${name}\\b[^=]*= \\[([\\s\\S]*?)\\n?\\];`).exec(rulesData)?.[1];
const strings = (text) => [...(text ?? '').matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
const keywords = [...(block('keywordAbilities') ?? '').matchAll(/\{ name: '((?:[^'\\]|\\.)*)', rule: '([^']+)' \}/g)]
  .map((m) => ({ name: m[1].replace(/\\(.)/g, '$1'), rule: m[2] }));
const cardTypes = strings(block('cardTypes'));
const subtypes = [...rulesData.matchAll(/^const \w+Types: readonly string\[\] = \[([\s\S]*?)\];/gm)].flatMap((m) => strings(m[1]));
if (keywords.length === 0 || cardTypes.length === 0 || subtypes.length === 0) fail(rulesDataPath, 'no keywordAbilities, cardTypes or subtype lists (run npm run generate:rules)');

/** Written names (lowercase) → rules keyword; "Daybound and Nightbound" is written as either word. */
const names = new Map();
for (const k of keywords) {
  if (/[()]/.test(k.name)) continue;
  names.set(k.name.toLowerCase(), k);
  const pair = /^(\w+) and (\w+)$/.exec(k.name);
  if (pair && /^[A-Z]/.test(pair[2])) for (const w of pair.slice(1)) names.set(w.toLowerCase(), k);
}
const byLength = [...names.keys()].sort((a, b) => b.length - a.length);
const ruleKeyword = (name) => keywords.find((k) => k.name === name);
const selfNouns = new Set([...cardTypes.map((t) => t.toLowerCase()), 'permanent', ...subtypes]);

// ---- Keyword lines ----------------------------------------------------------------------------
const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const capitalise = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** The keyword starting `item` ("ward {2}", "Basic landcycling {1}{G}"): { keyword, written, rest } or undefined. */
function keywordAt(item) {
  const low = item.toLowerCase();
  const boundary = (n) => n === low.length || /[ —]/.test(low[n]);
  const name = byLength.find((n) => low.startsWith(n) && boundary(n.length));
  if (name) return { keyword: names.get(name), written: capitalise(item.slice(0, name.length)), rest: item.slice(name.length) };
  const variant = /^((?:[a-z]+ )?[a-z]+)(cycling|walk)(?=$| |—)/.exec(low);
  if (variant) {
    const keyword = ruleKeyword(variant[2] === 'walk' ? 'Landwalk' : 'Cycling');
    const n = variant[0].length;
    return keyword && { keyword, written: capitalise(item.slice(0, n)), rest: item.slice(n) };
  }
  return undefined;
}

/** One comma-separated item: the keyword and its parameter { n, cost, words }, or undefined. */
function parseItem(item) {
  const k = keywordAt(item);
  if (!k) return undefined;
  let rest = k.rest;
  const use = { rule: k.keyword.rule, keyword: k.keyword.name, written: k.written };
  const num = /^ (\d+|X)(?=$|[ —])/.exec(rest);
  if (num) (use.n = num[1] === 'X' ? 'X' : Number(num[1])), (rest = rest.slice(num[0].length));
  const dash = /^—(.+?)\.?$/.exec(rest);
  const cost = /^(?: (.+?))? ((?:\{[^}\s]+\})+)$/.exec(rest);
  if (dash) use.cost = dash[1];
  else if (cost) (use.cost = cost[2]), (rest = cost[1] ? ` ${cost[1]}` : '');
  if (!dash && rest !== '') {
    const words = /^ ([^.:;"“”{}—]+)$/.exec(rest);
    if (!words || words[1].split(' ').length > 8) return undefined;
    use.words = words[1];
  }
  return use;
}

/** A line of oracle text as keywords: { uses, reminder } (the reminder text for the last use), or undefined. */
function parseLine(line) {
  let text = line.trim();
  let reminder;
  const paren = /^(.*?)\s*(\([^()]*\))$/.exec(text);
  if (paren) (text = paren[1]), (reminder = paren[2]);
  if (/[()]/.test(text) || text === '') return undefined;
  const prefix = /^([^—•:"]{1,40}) — (.+)$/.exec(text);
  if (prefix) {
    if (keywordAt(prefix[1])) return undefined; // "Exhaust — {2}: …": the parenthesis may explain anything
    text = prefix[2];
  }
  text = text.replace(/, where X is [^.]*\.$/, '');
  const dash = text.indexOf('—');
  const items = (dash < 0 ? text : text.slice(0, dash)).split(', ');
  if (dash >= 0) items[items.length - 1] += text.slice(dash);
  const uses = items.map(parseItem);
  return uses.every(Boolean) ? { uses, reminder } : undefined;
}

// ---- Templates --------------------------------------------------------------------------------
/** The third-person form of a cost, as "unless that player ___" reads it: pays {2}, pays 3 life, discards a card. */
function paysForm(cost) {
  if (/^\{/.test(cost)) return `pays ${cost}`;
  const [verb, ...rest] = cost.split(' ');
  const v = verb.toLowerCase();
  return [/(s|sh|ch|x)$/.test(v) ? `${v}es` : `${v}s`, ...rest].join(' ');
}

/** Every reading of `reminder` with some of its cost and number occurrences made placeholders. */
function templateCandidates(use, reminder, selfSeen) {
  const quoted = [...reminder.matchAll(/["“][^"”]*["”]/g)].map((m) => [m.index, m.index + m[0].length]);
  const free = (start, end) => !quoted.some(([a, b]) => start < b && end > a);
  // Card types are lowercase in the set ("this creature"), subtypes capitalised ("this Vehicle").
  const text = reminder.replace(/\bthis ([A-Za-z]+)\b/gi, (whole, noun, at) => {
    if (!selfNouns.has(noun) || !free(at, at + whole.length)) return whole;
    selfSeen.add(noun);
    return '{this}';
  });
  const spots = [];
  const find = (re, placeholder) => {
    for (const m of text.matchAll(re)) {
      if (free(m.index, m.index + m[0].length)) spots.push({ start: m.index, end: m.index + m[0].length, placeholder: placeholder(m) });
    }
  };
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (use.cost) {
    find(new RegExp(`(?<!\\})${esc(use.cost)}(?!\\{)`, 'g'), () => '{cost}');
    find(new RegExp(`\\b${esc(paysForm(use.cost))}`, 'gi'), () => '{pays}');
  }
  if (use.n === 'X') {
    find(/(?<![{\w])X(?![}\w])/g, () => '{n}');
    find(/(?<![{\w])X (\{[WUBRGC]\})/g, (m) => `{${m[1].slice(1, -1)}*n}`);
  } else if (use.n !== undefined) {
    find(new RegExp(`(?<![{\\d/+])${use.n}(?![\\d}/+])`, 'g'), () => '{n}');
    if (use.n <= 20) find(new RegExp(`\\b${numberWords[use.n]}\\b`, 'gi'), () => '{nWord}');
    if (use.n >= 2) find(new RegExp(`(\\{[WUBRGC]\\})\\1{${use.n - 1}}(?!\\1)`, 'g'), (m) => `{${m[1].slice(1, -1)}*n}`);
  }
  const results = new Set();
  const spotsSorted = spots.sort((a, b) => a.start - b.start || b.end - a.end).slice(0, 10);
  for (let mask = 0; mask < 1 << spotsSorted.length; mask++) {
    const chosen = spotsSorted.filter((_, i) => mask & (1 << i));
    if (chosen.some((s, i) => i > 0 && s.start < chosen[i - 1].end)) continue;
    let out = text;
    for (const s of [...chosen].reverse()) out = out.slice(0, s.start) + s.placeholder + out.slice(s.end);
    results.add(out);
  }
  return [...results];
}

/** The template's form: number 1 / other numbers (and X) / none, with or without a cost. */
const formOf = (use) => [use.n === undefined ? '' : use.n === 1 ? 'one' : 'many', use.cost ? 'cost' : ''].filter(Boolean).join('+') || 'plain';
const placeholders = (t) => (t.match(/\{(?:n|nWord|cost|pays|this|[A-Z]\*n)\}/g) ?? []).length;
/** Most-supported first; then the one with more placeholders; then alphabetical (deterministic). */
const better = (support) => (a, b) => support(b) - support(a) || placeholders(b) - placeholders(a) || (a < b ? -1 : a > b ? 1 : 0);

// ---- Measure ----------------------------------------------------------------------------------
/** Per written keyword (lowercase): its uses with reminder text, and the cards with and without one. */
const written = new Map();
for (const card of cards) {
  for (const face of Array.isArray(card.card_faces) ? card.card_faces : [card]) {
    for (const line of String(face?.oracle_text ?? '').split('\n')) {
      const parsed = parseLine(line);
      if (!parsed) continue;
      parsed.uses.forEach((use, i) => {
        const key = use.written.toLowerCase();
        const w = written.get(key) ?? { rule: use.rule, keyword: use.keyword, spellings: new Map(), uses: [], withCards: new Set(), allCards: new Set() };
        w.spellings.set(use.written, (w.spellings.get(use.written) ?? 0) + 1);
        w.allCards.add(card.name);
        if (i === parsed.uses.length - 1 && parsed.reminder) (w.uses.push({ ...use, card: card.name, reminder: parsed.reminder }), w.withCards.add(card.name));
        written.set(key, w);
      });
    }
  }
}
/** The criterion, per rules keyword (Cycling counts Islandcycling too). */
const perRule = new Map();
for (const w of written.values()) {
  const r = perRule.get(w.keyword) ?? { with: new Set(), all: new Set() };
  for (const c of w.withCards) r.with.add(c);
  for (const c of w.allCards) r.all.add(c);
  perRule.set(w.keyword, r);
}
const carries = (name) => {
  const r = perRule.get(name);
  return r.with.size >= MIN_CARDS && r.with.size / r.all.size >= MIN_SHARE;
};

const table = [];
for (const [key, w] of written) {
  // Every keyword a modern card gives reminder text is in the table, so a card's reminder can be
  // compared with today's (Vigilance on 5 of 84 cards); `carries` says which keywords print it as a
  // rule (the share the editor's "Insert reminder text" follows, knowledge/reminderText.ts).
  if (w.uses.length === 0) continue;
  const selfSeen = new Set();
  const forms = {};
  for (const form of [...new Set(w.uses.map(formOf))].sort()) {
    const uses = w.uses.filter((u) => formOf(u) === form);
    const candidates = uses.map((u) => templateCandidates(u, u.reminder, selfSeen));
    const support = new Map();
    uses.forEach((u, i) => candidates[i].forEach((t) => support.set(t, (support.get(t) ?? new Set()).add(u.card))));
    const bySupport = better((t) => support.get(t).size);
    const assigned = new Map(); // template → { cards, words }
    uses.forEach((u, i) => {
      const t = [...candidates[i]].sort(bySupport)[0];
      const a = assigned.get(t) ?? { cards: new Set(), words: new Set() };
      a.cards.add(u.card);
      if (u.words) a.words.add(u.words);
      assigned.set(t, a);
    });
    const record = ([template, a]) => ({ template, cards: a.cards.size, ...(a.words.size > 0 ? { words: [...a.words].sort() } : {}) });
    const [main, ...variants] = [...assigned].sort((x, y) => better((t) => assigned.get(t).cards.size)(x[0], y[0])).map(record);
    forms[form] = { ...main, variants };
  }
  const spelling = [...w.spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
  table.push([key, {
    keyword: spelling, rule: w.rule, withReminder: w.withCards.size, withoutReminder: w.allCards.size - w.withCards.size,
    selfWords: [...selfSeen].sort(), forms,
  }]);
}
table.sort((a, b) => (a[0] < b[0] ? -1 : 1));

// ---- Output -----------------------------------------------------------------------------------
const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : q(k));
/** A wording on one line, however long: { template: '…', cards: 2, words: ['for artifacts'] }. */
const wording = (w) => `template: ${q(w.template)}, cards: ${w.cards}${w.words ? `, words: [${w.words.map(q).join(', ')}]` : ''}`;
/** The table as TypeScript: an entry's counts on one line, each form's wording and variants one a line. */
function tableLiteral(entries) {
  const lines = ['{'];
  for (const [k, e] of entries) {
    lines.push(`  ${key(k)}: {`);
    lines.push(`    keyword: ${q(e.keyword)}, rule: ${q(e.rule)}, withReminder: ${e.withReminder}, withoutReminder: ${e.withoutReminder}, selfWords: [${e.selfWords.map(q).join(', ')}],`);
    lines.push('    forms: {');
    for (const [f, form] of Object.entries(e.forms)) {
      if (form.variants.length === 0) lines.push(`      ${key(f)}: { ${wording(form)}, variants: [] },`);
      else lines.push(`      ${key(f)}: {`, `        ${wording(form)},`, '        variants: [', ...form.variants.map((v) => `          { ${wording(v)} },`), '        ],', '      },');
    }
    lines.push('    },', '  },');
  }
  lines.push('}');
  return lines.join('\n');
}

const out = [
  '// GENERATED by scripts/generateReminderText.mjs — DO NOT EDIT. Regenerate with npm run generate:reminders.',
  `// Source: ${basename(inputPath)} (${cards.length} cards in current Oracle wording) and the rule 702 keywords of rulesData.ts.`,
  '',
  '/** One wording of a reminder text, with placeholders: {cost} the keyword\'s cost, {pays} its third-person',
  ' *  form ("pays {2}", "pays 3 life", "discards a card"), {n} its number in digits, {nWord} as a word',
  ' *  ("two"), {R*n} the symbol {R} written n times ("X {R}" for X), {this} the card\'s self-reference',
  ' *  ("this creature"; capitalised at the start of a sentence). */',
  'export interface ReminderWording {',
  '  /** The reminder text, parentheses included. */',
  '  readonly template: string;',
  '  /** How many modern cards write it. */',
  '  readonly cards: number;',
  '  /** For a keyword with words (`Affinity for artifacts`, `Gift a card`): the words seen with this wording. */',
  '  readonly words?: readonly string[];',
  '}',
  '',
  '/** The reminder text of one form of a keyword: the most common wording, and the others seen. */',
  'export interface ReminderForm extends ReminderWording {',
  '  readonly variants: readonly ReminderWording[];',
  '}',
  '',
  '/** A form: the number 1 (`one`), another number or X (`many`), none (`plain`); `+cost` with a cost. */',
  'export type ReminderFormKey = \'plain\' | \'cost\' | \'one\' | \'many\' | \'one+cost\' | \'many+cost\';',
  '',
  '/** A keyword ability whose reminder text modern cards write. */',
  'export interface ReminderEntry {',
  '  /** The keyword as cards write it at the start of a line (`Crew`, `Islandcycling`, `Start your engines!`). */',
  '  readonly keyword: string;',
  '  /** Its rule (702.x); `Islandcycling` is Cycling\'s. */',
  '  readonly rule: string;',
  '  /** Modern cards writing it with reminder text / without. */',
  '  readonly withReminder: number;',
  '  readonly withoutReminder: number;',
  '  /** The nouns of the self-references seen in its reminders (`this creature` → creature). */',
  '  readonly selfWords: readonly string[];',
  '  readonly forms: Readonly<Partial<Record<ReminderFormKey, ReminderForm>>>;',
  '}',
  '',
  `/** Every keyword whose reminder text some modern card writes, by lowercase name; it carries reminder text as a rule when at least ${Math.round(MIN_SHARE * 100)}% of the cards using it write one (withReminder / all). */`,
  `export const carriesShare = ${MIN_SHARE};`,
  '',
  `export const reminderTexts: Readonly<Record<string, ReminderEntry>> = ${tableLiteral(table)};`,
  '',
].join('\n');

if (checkOrWrite({ script: 'generateReminderText', outputPath, content: out, check, outOfDate: `regenerate it from ${inputPath} with npm run generate:reminders` })) {
  const rows = [...perRule].map(([name, r]) => [name, r.with.size, r.all.size - r.with.size, carries(name)])
    .sort((a, b) => b[1] / (b[1] + b[2]) - a[1] / (a[1] + a[2]) || b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  console.log('| keyword | cards with reminder | cards without | share | chosen template |');
  console.log('|---|---|---|---|---|');
  for (const [name, withR, without, inTable] of rows) {
    const entries = table.filter(([, e]) => ruleKeyword(name)?.rule === e.rule);
    const chosen = entries.length > 0 ? `${inTable ? '' : '(compared only) '}${entries.map(([, e]) => Object.entries(e.forms).map(([f, t]) => `${e.keyword} [${f}] ${t.template}`).join('; ')).join('; ')}` : '(no reminder check)';
    console.log(`| ${name} | ${withR} | ${without} | ${Math.round((100 * withR) / (withR + without))}% | ${chosen} |`);
  }
  console.log(`generateReminderText: wrote ${outputPath}: ${table.length} keywords with reminder text, from ${cards.length} cards`);
}
