// Generates syntaxes/cardtext.tmLanguage.json, the TextMate grammar of `.cards` files.
//
//   node scripts/generateGrammar.mjs [--check]
//
// The word lists (keyword abilities and actions, ability words, card types, supertypes, mana and
// other symbols) are read from server/src/language/data/rulesData.ts as text, with regular
// expressions, so this script needs no TypeScript build: regenerate the grammar whenever the
// rules data is regenerated. --check regenerates in memory and exits 1 if the committed grammar
// differs (for CI).
import { readFileSync } from 'node:fs';
import { checkOrWrite } from './generatedFile.mjs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataPath = resolve(repoRoot, 'server/src/language/data/rulesData.ts');
const outputPath = resolve(repoRoot, 'syntaxes/cardtext.tmLanguage.json');

const args = process.argv.slice(2);
const check = args.includes('--check');
const unknown = args.find((a) => a !== '--check');

function fail(message) {
  console.error(`generateGrammar: ${message}`);
  process.exit(1);
}
if (unknown) fail(`unknown argument ${unknown} (usage: generateGrammar.mjs [--check])`);

let source;
try {
  source = readFileSync(dataPath, 'utf8');
} catch (err) {
  fail(`${dataPath}: cannot read the rules data (${err.code ?? err.message})`);
}

// ---------------------------------------------------------------------------------------------
// Reading rulesData.ts

/** The text of the array literal assigned to `name` (`export const name: … = [ … ];`). */
function arrayText(name) {
  const m = new RegExp(`(?:export\\s+)?const\\s+${name}\\b[^=]*=\\s*\\[([\\s\\S]*?)\\];`).exec(source);
  if (!m) fail(`${dataPath}: no array "${name}" (has the rules data changed shape?)`);
  return m[1];
}

/** Single-quoted strings of an array literal (the generator writes no escapes but `\'`). */
function stringList(name) {
  const list = [...arrayText(name).matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
  if (list.length === 0) fail(`${dataPath}: the array "${name}" is empty`);
  return list;
}

/** The `name:` (or other) fields of an array of object literals. */
function fieldList(name, field = 'name') {
  const list = [...arrayText(name).matchAll(new RegExp(`${field}:\\s*'((?:[^'\\\\]|\\\\.)*)'`, 'g'))].map((m) => m[1].replace(/\\(.)/g, '$1'));
  if (list.length === 0) fail(`${dataPath}: the array "${name}" has no "${field}" fields`);
  return list;
}

const keywordAbilityNames = fieldList('keywordAbilities');
const keywordActionNames = fieldList('keywordActions');
const abilityWordNames = stringList('abilityWords');
const cardTypeNames = stringList('cardTypes');
const supertypeNames = stringList('supertypes');
const manaSymbolList = stringList('manaSymbols');
const otherSymbolList = fieldList('otherSymbols', 'symbol');
const otherSymbolNames = fieldList('otherSymbols', 'name');

// ---------------------------------------------------------------------------------------------
// Regex helpers

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\\/]/g, '\\$&');

/** A phrase as a regex: any run of blanks between words, either apostrophe. */
function phrase(text) {
  return escapeRegex(text).replace(/ +/g, '[ \\t]+').replace(/['’]/g, "['’]");
}

/** Longest-first alternation, so `Flash` never shadows `Flashback` and `Manifest` never `Manifest Dread`. */
function alternation(phrases) {
  const unique = [...new Set(phrases)];
  unique.sort((a, b) => b.length - a.length || a.localeCompare(b));
  return unique.map(phrase).join('|');
}

/** `Daybound and Nightbound` and `Tap and Untap` are two words each printed on its own. */
function splitPairs(names) {
  return names.flatMap((name) => {
    const bare = name.replace(/\s*\(.*\)\s*$/, ''); // `∞ (Infinity)` is printed as `∞`
    const pair = /^(\S+) and (\S+)$/.exec(bare);
    return pair ? [pair[1], pair[2]] : [bare];
  });
}

/** A brace symbol: `{`, optional blanks, a case-insensitive body, optional blanks, `}` (as symbolBody reads it). */
const brace = (body) => `\\{[ \\t]*(?i:${body})[ \\t]*\\}`;

/** The end of a word: not followed by a letter, digit, apostrophe or inner hyphen. */
const wordEnd = "(?![\\p{L}\\p{N}'’]|-\\p{L})";

// ---------------------------------------------------------------------------------------------
// Symbols

const colorNames = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const manaBodies = manaSymbolList.map((s) => s.slice(1, -1));
const bodiesOf = (test) => manaBodies.filter(test);
const hybridPhyrexian = bodiesOf((b) => b.split('/').length === 3);
const phyrexian = bodiesOf((b) => /^[WUBRG]\/P$/.test(b));
const colorlessHybrid = bodiesOf((b) => /^C\/[WUBRG]$/.test(b));
const monocoloredHybrid = bodiesOf((b) => /^\d+\/[WUBRG]$/.test(b));
const hybrid = bodiesOf((b) => /^[WUBRG]\/[WUBRG]$/.test(b));
const variable = bodiesOf((b) => /^[XYZ]$/.test(b));
for (const required of [hybridPhyrexian, phyrexian, colorlessHybrid, monocoloredHybrid, hybrid, variable]) {
  if (required.length === 0) fail(`${dataPath}: manaSymbols lacks a whole class of symbols (has the list changed shape?)`);
}
const bodyAlt = (bodies) => bodies.map(escapeRegex).join('|');

const otherSymbolScopes = otherSymbolList.map((symbol, i) => {
  const body = symbol.slice(1, -1);
  if (body === 'T') return { body, name: 'keyword.operator.tap.cardtext' };
  if (body === 'Q') return { body, name: 'keyword.operator.untap.cardtext' };
  const slug = otherSymbolNames[i].replace(/\s*symbol$/i, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { body, name: `constant.other.symbol.${slug}.cardtext` };
});
// Longer bodies first (`{PW}` before `{P}`); the braces make each match whole anyway.
otherSymbolScopes.sort((a, b) => b.body.length - a.body.length);

const symbolPatterns = [
  ...otherSymbolScopes.map(({ body, name }) => ({ match: brace(escapeRegex(body)), name })),
  ...Object.entries(colorNames).map(([letter, color]) => ({
    match: brace(letter),
    name: `constant.other.symbol.mana.colored.${color}.cardtext`,
  })),
  { match: brace('C'), name: 'constant.other.symbol.mana.colorless.cardtext' },
  { match: brace('\\d+'), name: 'constant.other.symbol.mana.generic.cardtext' },
  { match: brace(bodyAlt(variable)), name: 'constant.other.symbol.mana.variable.cardtext' },
  { match: brace(bodyAlt(hybridPhyrexian)), name: 'constant.other.symbol.mana.phyrexian.hybrid.cardtext' },
  { match: brace(bodyAlt(phyrexian)), name: 'constant.other.symbol.mana.phyrexian.cardtext' },
  { match: brace(bodyAlt(colorlessHybrid)), name: 'constant.other.symbol.mana.hybrid.colorless.cardtext' },
  { match: brace(bodyAlt(monocoloredHybrid)), name: 'constant.other.symbol.mana.hybrid.monocolored.cardtext' },
  { match: brace(bodyAlt(hybrid)), name: 'constant.other.symbol.mana.hybrid.cardtext' },
  ...(manaBodies.includes('S') ? [{ match: brace('S'), name: 'constant.other.symbol.mana.snow.cardtext' }] : []),
  ...(manaBodies.includes('H') ? [{ match: brace('H'), name: 'constant.other.symbol.mana.phyrexian.generic.cardtext' }] : []),
  { match: brace('½|H[WUBRG]'), name: 'constant.other.symbol.mana.half.cardtext' },
  {
    comment: 'Any other brace group: a typo, a symbol in the wrong order ({U/W}), or a custom mana symbol that a @mana directive declares (the grammar cannot see directives; the language server can).',
    match: '\\{[^{}\\r\\n]*\\}',
    name: 'invalid.illegal.symbol.unknown.cardtext',
  },
  { match: '\\{[^{}\\r\\n]*$', name: 'invalid.illegal.symbol.unclosed.cardtext' },
  { match: '\\}', name: 'invalid.illegal.symbol.stray-brace.cardtext' },
];

// ---------------------------------------------------------------------------------------------
// Words

const keywordPhrases = [
  ...splitPairs(keywordAbilityNames),
  // Variants the parser folds into their rule (server/src/language/parser/keywords.ts).
  'Bands with other', 'Partner with', 'Hexproof from', 'Totem armor',
];
const keywordAlternation = alternation(keywordPhrases);
const landwalkOrCycling = "(?:(?:legendary|nonbasic|snow|basic)[ \\t]+)?[\\p{L}'’-]+(?:walk|cycling)";

/** Keyword actions, with their inflections; a few words are also nouns or parts of keywords. */
const actionExceptions = {
  counter: '(?:counter(?:s|ed|ing)?(?=[ \\t]+(?:target|it|that|those|them|all|each|up[ \\t]+to|the|any|another|this|a|an|spells?|abilit(?:y|ies))\\b)|countered)',
  double: 'double(?:s|d)?(?![ \\t]+(?:strike|team)|-faced)',
  play: 'play(?:s|ed|ing)?',
  tap: 'tap(?:s)?',
  untap: 'untap(?:s)?',
};
const actionPhrases = splitPairs(keywordActionNames);
/** `Exile` → exiles, exiled…; a phrase inflects its first word (`manifests dread`, `ventured into the dungeon`). */
function inflected(text) {
  const [first, ...rest] = text.split(' ');
  const suffix = /y$/i.test(first) ? '(?:s|ed|ing)?' : '(?:s|es|d|ed|ing)?';
  return [`${phrase(first)}${suffix}`, ...rest.map(phrase)].join('[ \\t]+');
}
const actionAlternation = [
  ...actionPhrases.filter((p) => actionExceptions[p.toLowerCase()]).map((p) => actionExceptions[p.toLowerCase()]),
  ...[...new Set(actionPhrases.filter((p) => !actionExceptions[p.toLowerCase()]))]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map(inflected),
].join('|');

const supertypeAlternation = alternation(supertypeNames);
const cardTypeAlternation = alternation([...cardTypeNames, 'Tribal']);
const abilityWordAlternation = alternation(abilityWordNames);
const selfNouns = [
  'creature', 'spell', 'card', 'permanent', 'artifact', 'enchantment', 'land', 'planeswalker', 'battle',
  'Aura', 'Equipment', 'Vehicle', 'Saga', 'token', 'Class', 'Case', 'Room', 'Siege', 'Spacecraft',
  'Planet', 'Background', 'Attraction', 'Contraption', 'Mount',
];

const dash = '(?:—|–|--)';
const powerToughnessPart = '[+\\-−]?(?:\\d*½|\\d+(?:\\.\\d+)?|[*X∞?])(?:[+\\-](?:\\d+|\\*))?';
const powerToughness = `${powerToughnessPart}/${powerToughnessPart}`;
const romanNumerals = ['VIII', 'VII', 'III', 'VI', 'IV', 'IX', 'II', 'V', 'X', 'I'];
const chapter = `(?:${romanNumerals.join('|')})`;

/** Blank line or a `//` line: where a face (and its body) ends. */
const faceEnd = '^(?=[ \\t]*$|[ \\t]*//[ \\t]*$)';

const grammar = {
  information_for_contributors: [
    'GENERATED by scripts/generateGrammar.mjs from server/src/language/data/rulesData.ts — do not edit by hand.',
    'Regenerate with `node scripts/generateGrammar.mjs`; verify with `node scripts/checkGrammar.mjs`.',
  ],
  name: 'cardtext',
  scopeName: 'source.cardtext',
  fileTypes: ['cards'],
  comment: [
    'How the card structure is found although TextMate grammars read one line at a time:',
    'a begin/end rule keeps its state across lines, so the grammar is a small state machine.',
    'At the top level (start of file, after a blank line, after a `//` line) comments, directives and',
    '`//` lines are matched line by line; any other non-blank line begins a FACE, and the begin',
    'pattern of the face rule consumes that whole line as the header (name, then mana cost).',
    'The face rule ends, without consuming anything, in front of a blank line or a `//` line, which',
    'hands control back to the top level, so the next non-blank line is a header again.',
    'Inside a face, the first non-comment line begins the BODY rule, whose begin pattern consumes',
    'that line as the type line; the body then lasts to the same end, and every later line is rules',
    'text, fields or stats, told apart by line-start patterns. This mirrors the parser, which splits',
    'cards at blank lines and reads the first line as the header and the second as the type line,',
    'and it needs no lookahead to the next line (which TextMate cannot do), so a line is a header by',
    'its position only: it does not have to look like one. Known limits: declarations (@mana,',
    '@keyword, @subtype) are not seen, so a custom mana symbol shows as an unknown brace group and a',
    'custom keyword as plain text; the card\'s own name in rules text is not a self-reference here.',
  ].join(' '),
  patterns: [
    { include: '#comment' },
    { include: '#directive' },
    { include: '#face-separator' },
    { include: '#face' },
  ],
  repository: {
    comment: {
      match: '^[ \\t]*(#).*$',
      name: 'comment.line.number-sign.cardtext',
      captures: { 1: { name: 'punctuation.definition.comment.cardtext' } },
    },
    directive: {
      patterns: [
        {
          match: '^[ \\t]*(@mana)\\b[ \\t]*(\\{[^{}\\r\\n]*\\})?[ \\t]*(.*)$',
          name: 'meta.directive.mana.cardtext',
          captures: {
            1: { name: 'keyword.control.directive.cardtext' },
            2: { name: 'constant.other.symbol.mana.custom.cardtext' },
            3: { name: 'string.unquoted.directive-value.cardtext' },
          },
        },
        {
          match: '^[ \\t]*(@keyword)\\b[ \\t]*(.*?)[ \\t]*$',
          name: 'meta.directive.keyword.cardtext',
          captures: {
            1: { name: 'keyword.control.directive.cardtext' },
            2: { name: 'support.type.keyword-ability.cardtext' },
          },
        },
        {
          match: '^[ \\t]*(@subtype)\\b[ \\t]*(\\S+)?[ \\t]*(.*?)[ \\t]*$',
          name: 'meta.directive.subtype.cardtext',
          captures: {
            1: { name: 'keyword.control.directive.cardtext' },
            2: { name: 'storage.type.card-type.cardtext' },
            3: { name: 'storage.type.subtype.cardtext' },
          },
        },
        {
          match: '^[ \\t]*(@(?:type|supertype))\\b[ \\t]*(.*?)[ \\t]*$',
          name: 'meta.directive.type.cardtext',
          captures: {
            1: { name: 'keyword.control.directive.cardtext' },
            2: { name: 'storage.type.card-type.cardtext' },
          },
        },
        {
          match: '^[ \\t]*(@set)\\b[ \\t]*(\\S+)?[ \\t]*(.*?)[ \\t]*$',
          name: 'meta.directive.set.cardtext',
          captures: {
            1: { name: 'keyword.control.directive.cardtext' },
            2: { name: 'constant.other.set-code.cardtext' },
            3: { name: 'string.unquoted.directive-value.cardtext' },
          },
        },
        {
          match: '^[ \\t]*(@released)\\b[ \\t]*(.*?)[ \\t]*$',
          name: 'meta.directive.released.cardtext',
          captures: {
            1: { name: 'keyword.control.directive.cardtext' },
            2: { name: 'constant.numeric.date.cardtext' },
          },
        },
        {
          match: '^[ \\t]*(@[A-Za-z][A-Za-z-]*)(.*)$',
          name: 'meta.directive.cardtext',
          captures: {
            1: { name: 'keyword.control.directive.cardtext' },
            2: { name: 'string.unquoted.directive-value.cardtext' },
          },
        },
      ],
    },
    'face-separator': {
      match: '^[ \\t]*(//)[ \\t]*$',
      captures: { 1: { name: 'punctuation.separator.face.cardtext' } },
    },
    face: {
      comment: 'A card face: its header line (consumed by `begin`), then the body, up to a blank or `//` line.',
      name: 'meta.face.cardtext',
      begin: '^[ \\t]*(?![#@]|//[ \\t]*$)(?=\\S)((?:[^{}\\r\\n]*[^{}\\s])?)[ \\t]*((?:\\{[^{}\\r\\n]*\\}[ \\t]*)*)(.*)$',
      beginCaptures: {
        1: { name: 'entity.name.type.card.cardtext' },
        2: { name: 'meta.mana-cost.cardtext', patterns: [{ include: '#symbols' }] },
        3: { patterns: [{ include: '#symbols' }] },
      },
      end: faceEnd,
      patterns: [
        { include: '#comment' },
        { include: '#face-body' },
      ],
    },
    'face-body': {
      comment: 'Begins at the line after the header (comments aside), consuming it as the type line.',
      name: 'meta.face-body.cardtext',
      begin: '^[ \\t]*(?!#)(?=\\S)(.*?)[ \\t]*$',
      beginCaptures: {
        1: { name: 'meta.type-line.cardtext', patterns: [{ include: '#type-line' }] },
      },
      end: faceEnd,
      patterns: [{ include: '#body-line' }],
    },
    'type-line': {
      patterns: [
        {
          begin: `[ \\t]*(${dash}|(?<=[ \\t])-(?=[ \\t]))`,
          beginCaptures: { 1: { name: 'punctuation.separator.dash.cardtext' } },
          end: '$',
          contentName: 'meta.subtypes.cardtext',
          patterns: [{ match: '[^\\s—–]+', name: 'storage.type.subtype.cardtext' }],
        },
        { match: `(?<![\\p{L}'’-])(?:${supertypeAlternation})${wordEnd}`, name: 'storage.type.supertype.cardtext' },
        { match: `(?<![\\p{L}'’-])(?:${cardTypeAlternation})${wordEnd}`, name: 'storage.type.card-type.cardtext' },
      ],
    },
    'body-line': {
      comment: 'One body line. Line-start patterns come first: at the same position, the earlier pattern wins.',
      patterns: [
        { include: '#comment' },
        { include: '#directive' },
        { include: '#field' },
        { include: '#stats' },
        { include: '#level-band' },
        { include: '#loyalty-cost' },
        { include: '#chapter' },
        { include: '#bullet' },
        { include: '#activated-cost' },
        { include: '#keyword-ability' },
        { include: '#ability-word' },
        { include: '#inline' },
      ],
    },
    field: {
      patterns: [
        {
          match: '^[ \\t]*(Flavou?r)[ \\t]*(:)[ \\t]*(.*)$',
          name: 'meta.field.flavor.cardtext',
          captures: {
            1: { name: 'variable.other.field.cardtext' },
            2: { name: 'punctuation.separator.key-value.cardtext' },
            3: { name: 'markup.italic.flavor-text.cardtext' },
          },
        },
        {
          match: '^[ \\t]*(Ruling)[ \\t]*(:)[ \\t]*(\\d{4}-\\d{2}-\\d{2})?(.*)$',
          name: 'meta.field.ruling.cardtext',
          captures: {
            1: { name: 'variable.other.field.cardtext' },
            2: { name: 'punctuation.separator.key-value.cardtext' },
            3: { name: 'constant.numeric.date.cardtext' },
            4: { name: 'string.unquoted.ruling.cardtext', patterns: [{ include: '#symbols' }, { include: '#self-reference' }] },
          },
        },
        {
          match: '^[ \\t]*(Rarity)[ \\t]*(:)[ \\t]*(?:((?i:common|uncommon|rare|mythic(?:[ \\t]+rare)?|special|bonus|land))[ \\t]*$|(.*)$)',
          name: 'meta.field.rarity.cardtext',
          captures: {
            1: { name: 'variable.other.field.cardtext' },
            2: { name: 'punctuation.separator.key-value.cardtext' },
            3: { name: 'constant.language.rarity.cardtext' },
            4: { name: 'string.unquoted.field-value.cardtext' },
          },
        },
        {
          match: '^[ \\t]*(Colou?r[ \\t]+indicator)[ \\t]*(:)[ \\t]*(.*)$',
          name: 'meta.field.color-indicator.cardtext',
          captures: {
            1: { name: 'variable.other.field.cardtext' },
            2: { name: 'punctuation.separator.key-value.cardtext' },
            3: { patterns: [{ match: '(?i:\\b(?:white|blue|black|red|green)\\b)', name: 'support.constant.color.cardtext' }] },
          },
        },
        {
          match: '^[ \\t]*(Loyalty|Defen[cs]e|Hand|Life)[ \\t]*(:)[ \\t]*(.*?)[ \\t]*$',
          name: 'meta.field.stats.cardtext',
          captures: {
            1: { name: 'variable.other.field.cardtext' },
            2: { name: 'punctuation.separator.key-value.cardtext' },
            3: { name: 'constant.numeric.stats.cardtext' },
          },
        },
        {
          match: '^[ \\t]*(Artist|Art|Note|Number|Slot)[ \\t]*(:)[ \\t]*(.*)$',
          name: 'meta.field.cardtext',
          captures: {
            1: { name: 'variable.other.field.cardtext' },
            2: { name: 'punctuation.separator.key-value.cardtext' },
            3: { name: 'string.unquoted.field-value.cardtext' },
          },
        },
      ],
    },
    stats: {
      match: `^[ \\t]*(${powerToughness})[ \\t]*$`,
      captures: { 1: { name: 'constant.numeric.stats.power-toughness.cardtext' } },
    },
    'level-band': {
      match: '^[ \\t]*(LEVEL)[ \\t]+(\\d+(?:[ \\t]*[-–][ \\t]*\\d+|\\+)?)[ \\t]*$',
      captures: {
        1: { name: 'keyword.other.level.cardtext' },
        2: { name: 'constant.numeric.level.cardtext' },
      },
    },
    'loyalty-cost': {
      match: '^[ \\t]*([+−\\-–]?(?:\\d+|X))[ \\t]*(:)',
      captures: {
        1: { name: 'constant.numeric.loyalty.cardtext' },
        2: { name: 'punctuation.separator.cost.cardtext' },
      },
    },
    chapter: {
      match: `^[ \\t]*(${chapter}(?:[ \\t]*,[ \\t]*${chapter})*)[ \\t]*(${dash}|-)`,
      captures: {
        1: { name: 'constant.numeric.chapter.cardtext' },
        2: { name: 'punctuation.separator.dash.cardtext' },
      },
    },
    bullet: {
      match: '^[ \\t]*(•)',
      captures: { 1: { name: 'punctuation.definition.list.bullet.cardtext' } },
    },
    'keyword-ability': {
      comment: 'Keyword abilities (rule 702) at the start of a line, after a comma or semicolon, or at the start of a quoted ability; case-insensitive.',
      match: `(?:^|(?<=[,;"“]))[ \\t]*((?i:${keywordAlternation}|${landwalkOrCycling}|\\p{L}+[ \\t]+offering))${wordEnd}`,
      captures: { 1: { name: 'support.type.keyword-ability.cardtext' } },
    },
    'ability-word': {
      patterns: [
        {
          comment: 'Ability words of rule 207.2c before a dash.',
          match: `^[ \\t]*((?i:${abilityWordAlternation}))[ \\t]*(${dash})`,
          captures: {
            1: { name: 'keyword.other.ability-word.cardtext markup.italic.cardtext' },
            2: { name: 'punctuation.separator.dash.cardtext' },
          },
        },
        {
          comment: 'A designer\'s own ability word or a flavor word before a dash: a short capitalised phrase without punctuation.',
          match: `^[ \\t]*(?!(?:Choose|When|Whenever|At)\\b)(\\p{Lu}[\\p{L}'’ \\t-]{0,40}?)[ \\t]*(—|–)(?=[ \\t]*\\S)`,
          captures: {
            1: { name: 'markup.italic.flavor-word.cardtext' },
            2: { name: 'punctuation.separator.dash.cardtext' },
          },
        },
      ],
    },
    'activated-cost': {
      comment: 'An activated ability: the cost up to the first colon outside quotes and parentheses, unless the line is a triggered ability (perhaps after an ability word and a dash), as the parser reads it.',
      begin: '^(?![ \\t]*(?:[^—–:"“(\\r\\n]*[—–][ \\t]*)?(?:When|Whenever|At)\\b)(?=[^:"“(\\r\\n]*:)',
      end: '(:)|$',
      endCaptures: { 1: { name: 'punctuation.separator.cost.cardtext' } },
      contentName: 'meta.cost.activated.cardtext',
      patterns: [{ include: '#keyword-ability' }, { include: '#ability-word' }, { include: '#inline' }],
    },
    inline: {
      patterns: [
        { include: '#symbols' },
        { include: '#reminder' },
        { include: '#quoted' },
        { include: '#trigger' },
        { include: '#modal' },
        { include: '#self-reference' },
        { include: '#add' },
        { include: '#target' },
        { include: '#keyword-action' },
        { include: '#pt-modifier' },
        { include: '#x' },
        { include: '#dash' },
      ],
    },
    symbols: { patterns: symbolPatterns },
    reminder: {
      comment: 'Reminder text (or any parenthetical); kept to one line so an unclosed parenthesis does not run on.',
      name: 'comment.block.reminder.cardtext markup.italic.reminder.cardtext',
      begin: '\\(',
      end: '\\)|$',
      beginCaptures: { 0: { name: 'punctuation.definition.reminder.begin.cardtext' } },
      endCaptures: { 0: { name: 'punctuation.definition.reminder.end.cardtext' } },
      patterns: [
        { include: '#symbols' },
        { include: '#reminder' },
        { include: '#self-reference' },
        { include: '#x' },
      ],
    },
    quoted: {
      comment: 'Quoted text, usually an ability granted to another object; kept to one line.',
      patterns: [
        {
          name: 'string.quoted.double.granted.cardtext',
          begin: '"',
          end: '"|$',
          beginCaptures: { 0: { name: 'punctuation.definition.string.begin.cardtext' } },
          endCaptures: { 0: { name: 'punctuation.definition.string.end.cardtext' } },
          patterns: [{ include: '#quoted-content' }],
        },
        {
          name: 'string.quoted.double.granted.cardtext',
          begin: '“',
          end: '”|$',
          beginCaptures: { 0: { name: 'punctuation.definition.string.begin.cardtext' } },
          endCaptures: { 0: { name: 'punctuation.definition.string.end.cardtext' } },
          patterns: [{ include: '#quoted-content' }],
        },
      ],
    },
    'quoted-content': {
      patterns: [
        { include: '#keyword-ability' },
        { include: '#symbols' },
        { include: '#reminder' },
        { include: '#trigger' },
        { include: '#self-reference' },
        { include: '#add' },
        { include: '#target' },
        { include: '#keyword-action' },
        { include: '#pt-modifier' },
        { include: '#x' },
        { include: '#dash' },
      ],
    },
    trigger: {
      comment: 'When / Whenever / At opening a triggered ability: at the start of the line, after a dash (ability word), a bullet or an opening quote.',
      match: '(?:^|(?<=[—–•"“]))[ \\t]*(When|Whenever|At)\\b',
      captures: { 1: { name: 'keyword.control.trigger.cardtext' } },
    },
    modal: {
      match: '(?i:\\bchoose[ \\t]+(?:one[ \\t]+or[ \\t]+more|one[ \\t]+or[ \\t]+both|any[ \\t]+number|up[ \\t]+to[ \\t]+\\w+|one|two|three|four|five|X)\\b)',
      name: 'keyword.control.modal.cardtext',
    },
    'self-reference': {
      patterns: [
        { match: '~', name: 'variable.language.self.cardtext' },
        { match: '\\bCARDNAME\\b', name: 'variable.language.self.cardtext' },
        { match: `\\b(?i:this[ \\t]+(?:${selfNouns.join('|')}))\\b`, name: 'variable.language.self.cardtext' },
      ],
    },
    add: {
      match: '(?i:\\badds?\\b)',
      name: 'keyword.other.add.cardtext',
    },
    target: {
      match: '(?i:\\btargets?\\b)',
      name: 'keyword.other.target.cardtext',
    },
    'keyword-action': {
      comment: 'Keyword actions (rule 701) and their inflections, anywhere; case-insensitive.',
      match: `(?<![\\p{L}'’-])(?i:${actionAlternation})${wordEnd}`,
      name: 'support.function.action.cardtext',
    },
    'pt-modifier': {
      match: `(?<![\\p{L}\\p{N}/])${powerToughness}(?![\\p{L}\\p{N}])`,
      name: 'constant.numeric.power-toughness.cardtext',
    },
    x: {
      match: '\\bX\\b',
      name: 'variable.parameter.x.cardtext',
    },
    dash: {
      patterns: [
        { match: '—', name: 'punctuation.separator.dash.cardtext' },
        { match: '−', name: 'keyword.operator.minus.cardtext' },
      ],
    },
  },
};

const text = `${JSON.stringify(grammar, null, 2)}\n`;

// Every regex must at least compile as a JavaScript regex (with the Oniguruma-only (?i:…) groups made
// plain groups); scripts/checkGrammar.mjs then runs the grammar with Oniguruma itself.
function visit(node, path) {
  if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}[${i}]`));
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'match' || key === 'begin' || key === 'end') && typeof value === 'string') {
      try {
        new RegExp(value.replace(/\(\?i:/g, '(?:').replace(/\\G/g, ''), 'u');
      } catch (err) {
        fail(`${path}.${key}: the pattern does not compile: ${err.message}`);
      }
    } else visit(value, `${path}.${key}`);
  }
}
visit(grammar, 'grammar');

if (checkOrWrite({ script: 'generateGrammar', outputPath, content: text, check, outOfDate: 'regenerate it from rulesData.ts with `node scripts/generateGrammar.mjs`' })) {
  console.log(
    `generateGrammar: wrote syntaxes/cardtext.tmLanguage.json (${keywordPhrases.length} keyword abilities, ` +
      `${actionPhrases.length} keyword actions, ${abilityWordNames.length} ability words, ${manaBodies.length} mana symbols).`,
  );
}
