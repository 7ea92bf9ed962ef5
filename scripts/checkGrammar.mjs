// Verifies the TextMate grammar (syntaxes/cardtext.tmLanguage.json) with the engine VS Code uses:
// vscode-textmate on vscode-oniguruma (whose onig.wasm ships inside the npm package).
//
//   node scripts/checkGrammar.mjs [file.cards…]
//
// 1. A built-in sample covering every construct of the .cards format is tokenized, and the scopes
//    of specific tokens are asserted (`{T}` is the tap symbol, `Flying` a keyword, `(…)` reminder
//    text, `# …` a comment, `Flavor:` a field label, `//` the face separator, `{K}` invalid…).
// 2. Every examples/*.cards file (or each file named on the command line) is tokenized too, and checked by rules that
//    hold for any file: each card's first line is its header, `#` lines are comments, `//` lines
//    are separators, `Flavor:` labels are fields, `{T}` in rules text is the tap symbol.
// 3. syntaxes/language-configuration.json and snippets/cardtext.json are read and sanity-checked.
//
// Exits 1 and names every failed expectation (with the scopes the token actually got) on failure.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const grammarPath = resolve(repoRoot, 'syntaxes/cardtext.tmLanguage.json');
const configurationPath = resolve(repoRoot, 'syntaxes/language-configuration.json');
const snippetsPath = resolve(repoRoot, 'snippets/cardtext.json');
const examplesDir = resolve(repoRoot, 'examples');

let vsctm;
let oniguruma;
try {
  vsctm = require('vscode-textmate');
  oniguruma = require('vscode-oniguruma');
} catch {
  console.error('checkGrammar: the packages vscode-textmate and vscode-oniguruma are missing; run `npm install` (they are devDependencies).');
  process.exit(1);
}

const failures = [];
let passed = 0;
const fail = (message) => failures.push(message);
const pass = () => passed++;

// ---------------------------------------------------------------------------------------------
// Loading the grammar

let grammarJson;
try {
  grammarJson = JSON.parse(readFileSync(grammarPath, 'utf8'));
} catch (err) {
  console.error(`checkGrammar: cannot read ${relative(repoRoot, grammarPath)}: ${err.message}`);
  process.exit(1);
}
if (grammarJson.scopeName !== 'source.cardtext') fail(`the grammar's scopeName is "${grammarJson.scopeName}", not "source.cardtext"`);

const wasm = readFileSync(resolve(dirname(require.resolve('vscode-oniguruma')), 'onig.wasm'));
await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
const registry = new vsctm.Registry({
  onigLib: Promise.resolve({
    createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
    createOnigString: (s) => new oniguruma.OnigString(s),
  }),
  loadGrammar: async (scopeName) => (scopeName === 'source.cardtext' ? vsctm.parseRawGrammar(JSON.stringify(grammarJson), grammarPath) : null),
});
const grammar = await registry.loadGrammar('source.cardtext');
if (!grammar) {
  console.error('checkGrammar: vscode-textmate could not load the grammar.');
  process.exit(1);
}

// Oniguruma reports a bad pattern only when a scanner is first built; compile every pattern now so a
// typo in a rarely reached rule fails here rather than in someone's editor.
function compileAll(node, path) {
  if (Array.isArray(node)) return node.forEach((n, i) => compileAll(n, `${path}[${i}]`));
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'match' || key === 'begin' || key === 'end') && typeof value === 'string') {
      try {
        new oniguruma.OnigScanner([value]).dispose();
        pass();
      } catch (err) {
        fail(`${path}.${key}: Oniguruma cannot compile the pattern: ${err.message ?? err}`);
      }
    } else compileAll(value, `${path}.${key}`);
  }
}
compileAll(grammarJson, 'grammar');

/** Tokenizes a whole text; returns, per line, its text and tokens ({start, end, text, scopes}). */
function tokenize(text) {
  let state = vsctm.INITIAL;
  return text.split(/\r\n|\r|\n/).map((line) => {
    const result = grammar.tokenizeLine(line, state, 1000);
    if (result.stoppedEarly) fail(`tokenizing stopped early (time limit) on the line ${JSON.stringify(line)}`);
    state = result.ruleStack;
    return {
      text: line,
      tokens: result.tokens.map((t) => ({ start: t.startIndex, end: Math.min(t.endIndex, line.length), text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes })),
    };
  });
}

/** True if `scopes` holds `expected` or a more specific scope under it (`a.b` matches `a.b.c`). */
const hasScope = (scopes, expected) => scopes.some((s) => s === expected || s.startsWith(`${expected}.`));

/** The tokens covering [start, end) of a line. */
const tokensIn = (line, start, end) => line.tokens.filter((t) => t.end > start && t.start < end && t.end > t.start);

const describeTokens = (tokens) => tokens.map((t) => `${JSON.stringify(t.text)} [${t.scopes.join(', ')}]`).join('; ');

// ---------------------------------------------------------------------------------------------
// 1. The built-in sample

const sample = `# A sample covering every construct of the .cards format.
@mana {P} purple
@keyword Sneak
@subtype Creature Wizardkin

# A comment between cards.
Goblin Sneakthief {2}{R}{R}
Legendary Creature — Goblin Rogue
Flying, vigilance
First strike, haste
Kicker {R} (You may pay an additional {R} as you cast this spell.)
Ward—Pay 2 life.
Sneak {1}{B}
Boast — {1}{R}: This creature deals 1 damage to any target.
Channel — {1}{G}, Discard this card: Destroy target artifact.
Landfall — Whenever a land you control enters, ~ gets +1/+1 until end of turn.
When this creature enters, destroy target artifact.
At the beginning of your upkeep, put a +1/+1 counter on CARDNAME.
# A comment inside a card.
{2}{G}, {T}, Sacrifice a creature: Add {G}{G}.
{Q}: Untap target land. Draw X cards.
Creatures you control have "{T}: Add {G}." and “Flying”.
Flavor: "The sneakiest goblin." —Anonymous
Ruling: 2019-07-12 You may pay {X} with {W/U}.
Rarity: Rare
Artist: Jane Doe
Note: Made for the grammar check.
2/3

Nissa, Sage Animist {3}{G}{G}
Legendary Planeswalker — Nissa
+1: Reveal the top card of your library.
−2: Create a 0/1 green Plant creature token.
0: Scry 2.
−X: Exile target creature with mana value X or less.
Loyalty: 4

The Eldest Reborn {4}{B}
Enchantment — Saga
I, II — Each opponent sacrifices a creature.
III — Put target creature card from a graveyard onto the battlefield under your control.

Cryptic Command {1}{U}{U}{U}
Instant
Choose two —
• Counter target spell.
• Return target permanent to its owner’s hand.

Student of Warfare {W}
Creature — Human Knight
Level up {W}
LEVEL 2-6
3/3
First strike
LEVEL 7+
4/4
Double strike

Invasion of Tarkir {1}{R}
Battle — Siege
Defense: 5

Urza’s Tower
# Lands have no mana cost.
Land — Urza’s Tower
Color indicator: Green
{T}: Add {C}.

Fire {1}{R}
Instant
Fire deals 2 damage divided as you choose among one or two targets.
//
Ice {1}{U}
Instant
Tap target permanent.

Wear {1}{R}
Instant
Destroy target artifact.

//

Tear {W}
Instant
Destroy target enchantment.

Odd Symbols {2/W}{C/W}{W/P}{W/U/P}{S}{H}{20}{0}
Artifact
{E}{E}, {CHAOS}, {PW}, {TK}: This artifact deals 1 damage to any target.
{K}: Put a {P} counter on this artifact.
*/1+*
`;

const sampleLines = tokenize(sample);

/**
 * One expectation: in the first line containing `line` (its `lineNth`-th such line), the `nth`
 * occurrence of `text` (default: the first; default text: the line itself) must carry `scope`, or,
 * with `not`, must not.
 */
function expect({ line, lineNth = 1, text, nth = 1, scope, not = false }) {
  const matches = sampleLines.filter((l) => l.text.includes(line));
  const found = matches[lineNth - 1];
  const what = `${JSON.stringify(text ?? line)} in the line ${JSON.stringify(line)}`;
  if (!found) return fail(`the sample has no line containing ${JSON.stringify(line)} (#${lineNth})`);
  const needle = text ?? line;
  let at = -1;
  for (let i = 0; i < nth; i++) {
    at = found.text.indexOf(needle, at + 1);
    if (at < 0) return fail(`the line ${JSON.stringify(found.text)} has no occurrence #${nth} of ${JSON.stringify(needle)}`);
  }
  const tokens = tokensIn(found, at, at + needle.length);
  const bad = tokens.filter((t) => hasScope(t.scopes, scope) === not);
  if (tokens.length === 0 || bad.length > 0) {
    fail(`${what} should ${not ? 'not ' : ''}be ${scope}; got ${describeTokens(tokens)}`);
  } else pass();
}

const header = 'entity.name.type.card.cardtext';
const keyword = 'support.type.keyword-ability.cardtext';
const action = 'support.function.action.cardtext';
const self = 'variable.language.self.cardtext';
const mana = 'constant.other.symbol.mana';
const expectations = [
  // Comments and directives.
  { line: '# A sample covering', scope: 'comment.line.number-sign.cardtext' },
  { line: '# A comment between cards.', scope: 'comment.line.number-sign.cardtext' },
  { line: '# A comment inside a card.', scope: 'comment.line.number-sign.cardtext' },
  { line: '# Lands have no mana cost.', scope: 'comment.line.number-sign.cardtext' },
  { line: '@mana {P} purple', text: '@mana', scope: 'keyword.control.directive.cardtext' },
  { line: '@mana {P} purple', text: '{P}', scope: 'constant.other.symbol.mana.custom.cardtext' },
  { line: '@keyword Sneak', text: '@keyword', scope: 'keyword.control.directive.cardtext' },
  { line: '@keyword Sneak', text: 'Sneak', scope: keyword },
  { line: '@subtype Creature Wizardkin', text: '@subtype', scope: 'keyword.control.directive.cardtext' },
  { line: '@subtype Creature Wizardkin', text: 'Wizardkin', scope: 'storage.type.subtype.cardtext' },
  // The header: name and mana cost.
  { line: 'Goblin Sneakthief {2}{R}{R}', text: 'Goblin Sneakthief', scope: header },
  { line: 'Goblin Sneakthief {2}{R}{R}', text: '{2}', scope: 'constant.other.symbol.mana.generic.cardtext' },
  { line: 'Goblin Sneakthief {2}{R}{R}', text: '{R}', nth: 2, scope: 'constant.other.symbol.mana.colored.red.cardtext' },
  { line: 'Goblin Sneakthief {2}{R}{R}', text: '{R}', scope: 'meta.mana-cost.cardtext' },
  { line: 'Goblin Sneakthief {2}{R}{R}', text: '{R}', scope: header, not: true },
  { line: 'Nissa, Sage Animist', text: 'Nissa, Sage Animist', scope: header },
  { line: 'Urza’s Tower', text: 'Urza’s Tower', scope: header },
  { line: 'Fire {1}{R}', text: 'Fire', scope: header },
  { line: 'Ice {1}{U}', text: 'Ice', scope: header },
  { line: 'Tear {W}', text: 'Tear', scope: header },
  { line: 'Odd Symbols', text: 'Odd Symbols', scope: header },
  // The type line.
  { line: 'Legendary Creature — Goblin Rogue', text: 'Legendary', scope: 'storage.type.supertype.cardtext' },
  { line: 'Legendary Creature — Goblin Rogue', text: 'Creature', scope: 'storage.type.card-type.cardtext' },
  { line: 'Legendary Creature — Goblin Rogue', text: '—', scope: 'punctuation.separator.dash.cardtext' },
  { line: 'Legendary Creature — Goblin Rogue', text: 'Goblin', scope: 'storage.type.subtype.cardtext' },
  { line: 'Legendary Creature — Goblin Rogue', text: 'Rogue', scope: 'storage.type.subtype.cardtext' },
  { line: 'Legendary Creature — Goblin Rogue', text: 'Goblin', scope: header, not: true },
  { line: 'Legendary Planeswalker — Nissa', text: 'Planeswalker', scope: 'storage.type.card-type.cardtext' },
  { line: 'Enchantment — Saga', text: 'Saga', scope: 'storage.type.subtype.cardtext' },
  { line: 'Battle — Siege', text: 'Battle', scope: 'storage.type.card-type.cardtext' },
  { line: 'Land — Urza’s Tower', text: 'Land', scope: 'storage.type.card-type.cardtext' },
  { line: 'Land — Urza’s Tower', text: 'Urza’s', scope: 'storage.type.subtype.cardtext' },
  { line: 'Instant', lineNth: 1, text: 'Instant', scope: 'storage.type.card-type.cardtext' },
  { line: 'Instant', lineNth: 3, text: 'Instant', scope: 'storage.type.card-type.cardtext' },
  { line: 'Artifact', lineNth: 1, text: 'Artifact', scope: 'storage.type.card-type.cardtext' },
  // Keyword abilities (line start, after a comma, in quotes; case-insensitive), not mid-sentence.
  { line: 'Flying, vigilance', text: 'Flying', scope: keyword },
  { line: 'Flying, vigilance', text: 'vigilance', scope: keyword },
  { line: 'First strike, haste', text: 'First strike', scope: keyword },
  { line: 'First strike, haste', text: 'haste', scope: keyword },
  { line: 'Kicker {R}', text: 'Kicker', scope: keyword },
  { line: 'Ward—Pay 2 life.', text: 'Ward', scope: keyword },
  { line: 'Ward—Pay 2 life.', text: '—', scope: 'punctuation.separator.dash.cardtext' },
  { line: 'Level up {W}', text: 'Level up', scope: keyword },
  { line: 'Double strike', text: 'Double strike', scope: keyword },
  { line: 'Double strike', text: 'Double', scope: action, not: true },
  { line: '“Flying”', text: 'Flying', scope: keyword },
  { line: 'Sneak {1}{B}', text: 'Sneak', scope: keyword, not: true },
  { line: 'Boast — {1}{R}:', text: 'Boast', scope: keyword },
  { line: 'Boast — {1}{R}:', text: '{1}', scope: 'meta.cost.activated.cardtext' },
  { line: 'Boast — {1}{R}:', text: ':', scope: 'punctuation.separator.cost.cardtext' },
  { line: 'Channel — {1}{G}', text: 'Channel', scope: 'keyword.other.ability-word.cardtext' },
  { line: 'Channel — {1}{G}', text: 'Discard', scope: action },
  { line: 'Channel — {1}{G}', text: ':', scope: 'punctuation.separator.cost.cardtext' },
  { line: 'Landfall — Whenever', text: 'Whenever', scope: 'meta.cost.activated.cardtext', not: true },
  // Reminder text.
  { line: 'Kicker {R}', text: '(You may pay an additional', scope: 'comment.block.reminder.cardtext' },
  { line: 'Kicker {R}', text: '(You may pay an additional', scope: 'markup.italic' },
  { line: 'Kicker {R}', text: '{R}', nth: 2, scope: 'comment.block.reminder.cardtext' },
  { line: 'Kicker {R}', text: '{R}', nth: 2, scope: 'constant.other.symbol.mana.colored.red.cardtext' },
  { line: 'Kicker {R}', text: 'this spell', scope: self },
  { line: 'Kicker {R}', text: '{R}', scope: 'comment.block.reminder.cardtext', not: true },
  // Ability words, triggers, self-references, actions, target, Add.
  { line: 'Landfall — Whenever', text: 'Landfall', scope: 'keyword.other.ability-word.cardtext' },
  { line: 'Landfall — Whenever', text: 'Whenever', scope: 'keyword.control.trigger.cardtext' },
  { line: 'Landfall — Whenever', text: '~', scope: self },
  { line: 'Landfall — Whenever', text: '+1/+1', scope: 'constant.numeric.power-toughness.cardtext' },
  { line: 'When this creature enters', text: 'When', scope: 'keyword.control.trigger.cardtext' },
  { line: 'When this creature enters', text: 'this creature', scope: self },
  { line: 'When this creature enters', text: 'destroy', scope: action },
  { line: 'When this creature enters', text: 'target', scope: 'keyword.other.target.cardtext' },
  { line: 'At the beginning of your upkeep', text: 'At', scope: 'keyword.control.trigger.cardtext' },
  { line: 'At the beginning of your upkeep', text: 'CARDNAME', scope: self },
  { line: 'At the beginning of your upkeep', text: 'counter', scope: action, not: true },
  { line: 'Fire deals 2 damage', text: 'Fire', scope: header, not: true },
  { line: 'Fire deals 2 damage', text: 'targets', scope: 'keyword.other.target.cardtext' },
  { line: 'This artifact deals 1 damage', text: 'This artifact', scope: self },
  { line: 'This artifact deals 1 damage', text: 'target', scope: 'keyword.other.target.cardtext' },
  // Activated abilities and symbols.
  { line: '{2}{G}, {T}, Sacrifice a creature', text: '{T}', scope: 'keyword.operator.tap.cardtext' },
  { line: '{2}{G}, {T}, Sacrifice a creature', text: '{2}', scope: 'meta.cost.activated.cardtext' },
  { line: '{2}{G}, {T}, Sacrifice a creature', text: '{G}', scope: 'constant.other.symbol.mana.colored.green.cardtext' },
  { line: '{2}{G}, {T}, Sacrifice a creature', text: 'Sacrifice', scope: action },
  { line: '{2}{G}, {T}, Sacrifice a creature', text: ':', scope: 'punctuation.separator.cost.cardtext' },
  { line: '{2}{G}, {T}, Sacrifice a creature', text: 'Add', scope: 'keyword.other.add.cardtext' },
  { line: '{2}{G}, {T}, Sacrifice a creature', text: 'Add', scope: 'meta.cost.activated.cardtext', not: true },
  { line: '{Q}: Untap target land.', text: '{Q}', scope: 'keyword.operator.untap.cardtext' },
  { line: '{Q}: Untap target land.', text: 'Untap', scope: action },
  { line: '{Q}: Untap target land.', text: 'X', scope: 'variable.parameter.x.cardtext' },
  { line: '{T}: Add {C}.', text: '{T}', scope: 'keyword.operator.tap.cardtext' },
  { line: '{T}: Add {C}.', text: '{C}', scope: 'constant.other.symbol.mana.colorless.cardtext' },
  { line: 'Tap target permanent.', text: 'Tap', scope: action },
  { line: 'Destroy target enchantment.', text: 'Destroy', scope: action },
  // Quoted (granted) abilities.
  { line: 'Creatures you control have', text: '"{T}: Add {G}."', scope: 'string.quoted.double.granted.cardtext' },
  { line: 'Creatures you control have', text: '{T}', scope: 'keyword.operator.tap.cardtext' },
  { line: 'Creatures you control have', text: 'Add', scope: 'keyword.other.add.cardtext' },
  { line: 'Creatures you control have', text: '{G}', scope: 'constant.other.symbol.mana.colored.green.cardtext' },
  { line: 'Creatures you control have', text: '“Flying”', scope: 'string.quoted.double.granted.cardtext' },
  { line: 'Creatures you control have', text: 'and', scope: 'string.quoted.double', not: true },
  // Fields.
  { line: 'Flavor: "The sneakiest', text: 'Flavor', scope: 'variable.other.field.cardtext' },
  { line: 'Flavor: "The sneakiest', text: '"The sneakiest goblin." —Anonymous', scope: 'markup.italic' },
  { line: 'Flavor: "The sneakiest', text: '"The sneakiest goblin."', scope: 'string.quoted', not: true },
  { line: 'Ruling: 2019-07-12', text: 'Ruling', scope: 'variable.other.field.cardtext' },
  { line: 'Ruling: 2019-07-12', text: '2019-07-12', scope: 'constant.numeric.date.cardtext' },
  { line: 'Ruling: 2019-07-12', text: '{W/U}', scope: 'constant.other.symbol.mana.hybrid.cardtext' },
  { line: 'Ruling: 2019-07-12', text: '{X}', scope: 'constant.other.symbol.mana.variable.cardtext' },
  { line: 'Rarity: Rare', text: 'Rarity', scope: 'variable.other.field.cardtext' },
  { line: 'Rarity: Rare', text: 'Rare', scope: 'constant.language.rarity.cardtext' },
  { line: 'Artist: Jane Doe', text: 'Artist', scope: 'variable.other.field.cardtext' },
  { line: 'Note: Made for', text: 'Note', scope: 'variable.other.field.cardtext' },
  { line: 'Color indicator: Green', text: 'Color indicator', scope: 'variable.other.field.cardtext' },
  { line: 'Color indicator: Green', text: 'Green', scope: 'support.constant.color.cardtext' },
  // Stats, loyalty, chapters, modes, level bands.
  { line: '2/3', scope: 'constant.numeric.stats.power-toughness.cardtext' },
  { line: '*/1+*', scope: 'constant.numeric.stats.power-toughness.cardtext' },
  { line: 'Loyalty: 4', text: 'Loyalty', scope: 'variable.other.field.cardtext' },
  { line: 'Loyalty: 4', text: '4', scope: 'constant.numeric.stats.cardtext' },
  { line: 'Defense: 5', text: 'Defense', scope: 'variable.other.field.cardtext' },
  { line: 'Defense: 5', text: '5', scope: 'constant.numeric.stats.cardtext' },
  { line: '+1: Reveal the top card', text: '+1', scope: 'constant.numeric.loyalty.cardtext' },
  { line: '+1: Reveal the top card', text: 'Reveal', scope: action },
  { line: '−2: Create a 0/1', text: '−2', scope: 'constant.numeric.loyalty.cardtext' },
  { line: '−2: Create a 0/1', text: 'Create', scope: action },
  { line: '0: Scry 2.', text: '0', scope: 'constant.numeric.loyalty.cardtext' },
  { line: '0: Scry 2.', text: 'Scry', scope: action },
  { line: '−X: Exile target creature', text: '−X', scope: 'constant.numeric.loyalty.cardtext' },
  { line: '−X: Exile target creature', text: 'X', nth: 2, scope: 'variable.parameter.x.cardtext' },
  { line: '−X: Exile target creature', text: 'Exile', scope: action },
  { line: 'I, II — Each opponent', text: 'I, II', scope: 'constant.numeric.chapter.cardtext' },
  { line: 'I, II — Each opponent', text: 'sacrifices', scope: action },
  { line: 'III — Put target creature', text: 'III', scope: 'constant.numeric.chapter.cardtext' },
  { line: 'Choose two —', text: 'Choose two', scope: 'keyword.control.modal.cardtext' },
  { line: '• Counter target spell.', text: '•', scope: 'punctuation.definition.list.bullet.cardtext' },
  { line: '• Counter target spell.', text: 'Counter', scope: action },
  { line: 'LEVEL 2-6', text: 'LEVEL', scope: 'keyword.other.level.cardtext' },
  { line: 'LEVEL 2-6', text: '2-6', scope: 'constant.numeric.level.cardtext' },
  { line: 'LEVEL 7+', text: '7+', scope: 'constant.numeric.level.cardtext' },
  { line: '4/4', scope: 'constant.numeric.stats.power-toughness.cardtext' },
  // Faces.
  { line: '//', lineNth: 1, scope: 'punctuation.separator.face.cardtext' },
  { line: '//', lineNth: 2, scope: 'punctuation.separator.face.cardtext' },
  // Every class of symbol, and unknown brace groups.
  { line: 'Odd Symbols', text: '{2/W}', scope: 'constant.other.symbol.mana.hybrid.monocolored.cardtext' },
  { line: 'Odd Symbols', text: '{C/W}', scope: 'constant.other.symbol.mana.hybrid.colorless.cardtext' },
  { line: 'Odd Symbols', text: '{W/P}', scope: 'constant.other.symbol.mana.phyrexian.cardtext' },
  { line: 'Odd Symbols', text: '{W/U/P}', scope: 'constant.other.symbol.mana.phyrexian.hybrid.cardtext' },
  { line: 'Odd Symbols', text: '{S}', scope: 'constant.other.symbol.mana.snow.cardtext' },
  { line: 'Odd Symbols', text: '{H}', scope: 'constant.other.symbol.mana.phyrexian.generic.cardtext' },
  { line: 'Odd Symbols', text: '{20}', scope: 'constant.other.symbol.mana.generic.cardtext' },
  { line: 'Odd Symbols', text: '{0}', scope: 'constant.other.symbol.mana.generic.cardtext' },
  { line: '{E}{E}, {CHAOS}', text: '{E}', scope: 'constant.other.symbol.energy.cardtext' },
  { line: '{E}{E}, {CHAOS}', text: '{CHAOS}', scope: 'constant.other.symbol.chaos.cardtext' },
  { line: '{E}{E}, {CHAOS}', text: '{PW}', scope: 'constant.other.symbol.planeswalker.cardtext' },
  { line: '{E}{E}, {CHAOS}', text: '{TK}', scope: 'constant.other.symbol.ticket.cardtext' },
  { line: '{K}: Put a {P} counter', text: '{K}', scope: 'invalid.illegal' },
  { line: '{K}: Put a {P} counter', text: '{P}', scope: 'constant.other.symbol.pawprint.cardtext' },
  { line: 'Nissa, Sage Animist', text: '{G}', scope: mana },
  { line: 'Cryptic Command', text: '{U}', nth: 3, scope: 'constant.other.symbol.mana.colored.blue.cardtext' },
  { line: 'Student of Warfare', text: '{W}', scope: 'constant.other.symbol.mana.colored.white.cardtext' },
  { line: 'The Eldest Reborn', text: '{B}', scope: 'constant.other.symbol.mana.colored.black.cardtext' },
];
for (const e of expectations) expect(e);
const sampleCount = expectations.length;

// ---------------------------------------------------------------------------------------------
// 2. examples/*.cards: rules that hold for any file

const named = process.argv.slice(2).map((f) => resolve(f));
const examples = named.length > 0
  ? named
  : existsSync(examplesDir) ? readdirSync(examplesDir).filter((f) => f.endsWith('.cards')).sort().map((f) => resolve(examplesDir, f)) : [];
const exampleSummary = [];
for (const path of examples) {
  let content;
  try {
    content = readFileSync(path, 'utf8');
  } catch (err) {
    fail(`${relative(repoRoot, path)}: cannot read (${err.code ?? err.message})`);
    continue;
  }
  const lines = tokenize(content);
  const where = (i) => `${relative(repoRoot, path)}:${i + 1}`;
  let checks = 0;
  let invalid = 0;
  const check = (ok, message) => {
    checks++;
    if (ok) pass();
    else fail(message);
  };
  // The header of each face: the first line that is not blank, a comment, a directive or `//`,
  // after the start of the file, a blank line or a `//` line (as the parser splits cards).
  let expectHeader = true;
  let inFace = false;
  lines.forEach((line, i) => {
    const trimmed = line.text.trim();
    const first = line.tokens.find((t) => t.text.trim() !== '');
    if (trimmed === '') {
      expectHeader = true;
      inFace = false;
      return;
    }
    if (trimmed.startsWith('#')) {
      check(line.tokens.filter((t) => t.text.trim()).every((t) => hasScope(t.scopes, 'comment.line.number-sign.cardtext')), `${where(i)}: the comment line should be comment.line.number-sign; got ${describeTokens(line.tokens)}`);
      return;
    }
    if (trimmed === '//') {
      check(line.tokens.some((t) => t.text === '//' && hasScope(t.scopes, 'punctuation.separator.face.cardtext')), `${where(i)}: the face separator should be punctuation.separator.face; got ${describeTokens(line.tokens)}`);
      expectHeader = true;
      inFace = false;
      return;
    }
    if (trimmed.startsWith('@') && !inFace) {
      check(hasScope(first.scopes, 'keyword.control.directive.cardtext'), `${where(i)}: the directive should be keyword.control.directive; got ${describeTokens([first])}`);
      return;
    }
    if (expectHeader) {
      if (!trimmed.startsWith('{')) {
        check(hasScope(first.scopes, 'entity.name.type.card.cardtext'), `${where(i)}: the first line of a card (or face) should be its header, entity.name.type.card; got ${describeTokens([first])}`);
      }
      expectHeader = false;
      inFace = true;
      return;
    }
    if (/^(?:Flavou?r|Ruling|Rarity|Artist|Note)[ \t]*:/.test(trimmed)) {
      check(hasScope(first.scopes, 'variable.other.field.cardtext'), `${where(i)}: the field label should be variable.other.field; got ${describeTokens([first])}`);
      return;
    }
    for (const t of line.tokens) {
      if (hasScope(t.scopes, 'invalid.illegal')) invalid++;
      if (/^\{[ \t]*[Tt][ \t]*\}$/.test(t.text) && !t.scopes.some((s) => /^(?:meta\.type-line|entity\.name)/.test(s))) {
        check(hasScope(t.scopes, 'keyword.operator.tap.cardtext'), `${where(i)}: {T} should be keyword.operator.tap; got ${describeTokens([t])}`);
      }
    }
  });
  exampleSummary.push(`${relative(repoRoot, path)}: ${lines.length} lines, ${checks} checks${invalid ? `, ${invalid} brace group(s) marked invalid (unknown or @mana-declared symbols)` : ''}`);
}

// ---------------------------------------------------------------------------------------------
// 3. Language configuration and snippets

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    fail(`${relative(repoRoot, path)}: ${err.code === 'ENOENT' ? 'missing' : `not valid JSON (${err.message})`}`);
    return undefined;
  }
}
const configuration = readJson(configurationPath);
if (configuration) {
  if (configuration.comments?.lineComment === '#') pass();
  else fail('language-configuration.json: comments.lineComment should be "#"');
  try {
    // VS Code reads a string or { pattern, flags }, and always adds the g flag.
    const { pattern, flags = '' } = typeof configuration.wordPattern === 'string' ? { pattern: configuration.wordPattern } : configuration.wordPattern ?? {};
    const word = new RegExp(pattern, `g${flags.replace('g', '')}`);
    const words = (s) => s.match(word) ?? [];
    for (const [text, expected] of [['Pay {2/W} now', '{2/W}'], ['Urza’s Tower', 'Urza’s'], ["Urza's Mine", "Urza's"], ['Assembly-Worker', 'Assembly-Worker'], ['{T}:', '{T}'], ['gets +1/+1.', '+1/+1']]) {
      if (words(text).includes(expected)) pass();
      else fail(`language-configuration.json: the wordPattern splits ${JSON.stringify(expected)} in ${JSON.stringify(text)} into ${JSON.stringify(words(text))}`);
    }
  } catch (err) {
    fail(`language-configuration.json: the wordPattern does not compile: ${err.message}`);
  }
}
const snippets = readJson(snippetsPath);
let snippetCount = 0;
if (snippets) {
  for (const [name, snippet] of Object.entries(snippets)) {
    snippetCount++;
    const body = Array.isArray(snippet.body) ? snippet.body.join('\n') : snippet.body;
    if (typeof snippet.prefix === 'string' && typeof body === 'string' && body.length > 0) pass();
    else fail(`snippets/cardtext.json: "${name}" needs a prefix and a body`);
    // A snippet's expansion (tab stops and choices replaced by their first choice or default) must
    // tokenize without unknown symbols: the snippets should teach valid card text.
    const expanded = (body ?? '')
      .replace(/\$\{\d+\|([^,|}]*)[^}]*\}/g, '$1')
      .replace(/\$\{(?:CURRENT_YEAR|CURRENT_MONTH|CURRENT_DATE)\}/g, (m) => ({ '${CURRENT_YEAR}': '2025', '${CURRENT_MONTH}': '01', '${CURRENT_DATE}': '01' })[m])
      .replace(/\$\{\d+:([^{}]*)\}/g, '$1')
      .replace(/\$\d+/g, '');
    const bad = tokenize(expanded).flatMap((l) => l.tokens.filter((t) => hasScope(t.scopes, 'invalid.illegal')));
    if (bad.length === 0) pass();
    else fail(`snippets/cardtext.json: "${name}" expands to text with invalid tokens: ${describeTokens(bad)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

console.log(`checkGrammar: built-in sample: ${sampleLines.length} lines, ${sampleCount} token expectations.`);
if (examples.length === 0) console.log('checkGrammar: no examples/*.cards files; only the built-in sample was checked.');
for (const line of exampleSummary) console.log(`checkGrammar: ${line}`);
if (configuration) console.log('checkGrammar: language-configuration.json read; wordPattern checked.');
if (snippets) console.log(`checkGrammar: snippets/cardtext.json: ${snippetCount} snippets expanded and tokenized.`);
for (const message of failures) console.error(`checkGrammar: FAILED: ${message}`);
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(failures.length > 0 ? 1 : 0);
