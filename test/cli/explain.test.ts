import * as assert from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CliIO, runCli } from '../../server/src/cli/main.js';
import { KnowledgeStore } from '../../server/src/knowledgeFiles.js';
import { referenceEntries } from '../../server/src/language/knowledge/reference.js';
import { fixturePath } from '../helpers.js';
const dir = mkdtempSync(join(tmpdir(), 'cardtext-explain-'));

function runIn(cwd: string, argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color: false, cwd };
  return { code: runCli(argv, io), stdout, stderr };
}

const run = (...argv: string[]) => runIn(dir, argv);

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const noTrace = (s: string) => assert.doesNotMatch(s, /\n\s+at .+:\d+:\d+/, 'no stack trace');

suite('cardtext explain and the knowledge files', () => {
  suiteTeardown(() => rmSync(dir, { recursive: true, force: true }));

  test('a rule number prints the official text from the rules file', () => {
    const r = run('explain', '--rules', fixturePath('comprehensive-rules.txt'), '605.1a');
    assert.strictEqual(r.code, 0);
    assert.match(r.stdout, /^605\.1a An activated ability is a mana ability/);
  });

  test('a symbol, a keyword and a check code print the built-in reference', () => {
    assert.match(run('explain', '{Q}').stdout, /107\.6/);
    assert.match(run('explain', 'ward').stdout, /702\.21/);
    assert.match(run('explain', 'undefined-mana-type').stdout, /106\.5/);
  });

  test('a card name prints its rulings, newest first, from Scryfall rulings joined through the cards file', () => {
    const r = run('explain', '--rulings', fixturePath('rulings.json'), '--cards', fixturePath('cards.json'), 'Agent of Treachery');
    assert.strictEqual(r.code, 0);
    assert.match(r.stdout, /Agent of Treachery: 5 rulings, newest first/);
    assert.match(r.stdout, /A token’s owner is the player who created it/);
  });

  test('a card name prints the rulings written in a .cards file given with --cards', () => {
    const cards = file('mine.cards', 'Lantern {1}\nArtifact\n{T}: Draw a card.\nRuling: 2026-11-29 You may activate it the turn it enters.');
    const r = run('explain', '--cards', cards, 'Lantern');
    assert.strictEqual(r.code, 0);
    assert.match(r.stdout, /2026-11-29  You may activate it the turn it enters\./);
  });

  test('a rules file with a BOM and CR-only line endings (as some downloads are) reads the same', () => {
    const crOnly = file('MagicCompRules.txt', '\uFEFF' + readFileSync(fixturePath('comprehensive-rules.txt'), 'utf8').replace(/\n/g, '\r'));
    const r = run('explain', '--rules', crOnly, '702.9');
    assert.strictEqual(r.code, 0, r.stderr);
    assert.strictEqual(r.stdout, run('explain', '--rules', fixturePath('comprehensive-rules.txt'), '702.9').stdout.replace(fixturePath('comprehensive-rules.txt'), crOnly));
    assert.match(r.stdout, /^702\.9 Flying\n\n702\.9a Flying is an evasion ability\./);
  });

  test('MTGJSON AtomicCards rulings are read too (the file of test/fixtures)', () => {
    const r = run('explain', '--rulings', fixturePath('AtomicCards.json'), 'Infectious Curse');
    assert.strictEqual(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Infectious Curse: 4 rulings, newest first/);
  });

  test('MTGJSON AtomicCards rulings are read too', () => {
    const atomic = file('AtomicCards.json', JSON.stringify({ data: { 'Deal Broker': [{ name: 'Deal Broker', rulings: [{ date: '2014-05-29', text: 'A ruling from MTGJSON.' }] }] } }));
    const r = run('explain', '--rulings', atomic, 'Deal Broker');
    assert.strictEqual(r.code, 0);
    assert.match(r.stdout, /A ruling from MTGJSON\./);
  });

  test('Scryfall rulings without a cards file say how to join them to names', () => {
    const r = run('explain', '--rulings', fixturePath('rulings.json'), 'Deal Broker');
    assert.strictEqual(r.code, 2);
    assert.match(r.stderr, /rulings\.json looks like Scryfall rulings.*--cards/);
    noTrace(r.stderr);
  });

  suite('without a rules file (nothing read outside the repository)', () => {
    // A folder of its own: explain would find a MagicCompRules.txt other tests write into `dir`.
    const empty = mkdtempSync(join(tmpdir(), 'cardtext-explain-bare-'));
    const run = (...argv: string[]) => runIn(empty, argv);
    test('every rule number the built-in reference cites answers, saying the text is the built-in reference', () => {
      const numbers = [...new Set(referenceEntries().flatMap((e) => e.rules))];
      assert.ok(numbers.length > 300, `${numbers.length} rule numbers`);
      for (const number of numbers) {
        const r = run('explain', number);
        assert.strictEqual(r.code, 0, `explain ${number}: ${r.stderr}`);
        assert.match(r.stdout, new RegExp(`CR [^)]*\\b${number.replace('.', '\\.')}\\b`), `explain ${number} shows an entry citing it:\n${r.stdout}`);
        assert.match(r.stderr, /^cardtext: No Comprehensive Rules file is loaded: this is cardtext's built-in reference[^\n]*--rules[^\n]*\n$/);
      }
    });

    test('a keyword\'s rule number prints what the keyword\'s name prints', () => {
      const byNumber = run('explain', '702.9');
      assert.strictEqual(byNumber.code, 0);
      assert.strictEqual(byNumber.stdout, run('explain', 'flying').stdout);
      assert.match(byNumber.stdout, /^Flying \(CR 702\.9\)/);
    });

    test('a subrule the reference does not cite answers with the rule it belongs to, and says so', () => {
      const r = run('explain', '702.9b');
      assert.strictEqual(r.code, 0);
      assert.match(r.stdout, /^Flying \(CR 702\.9\)/);
      assert.match(r.stderr, /nothing about 702\.9b itself; this is 702\.9/);
    });

    test('a rule number the reference knows nothing about is exit 2 and asks for --rules', () => {
      const r = run('explain', '999.1');
      assert.strictEqual(r.code, 2);
      assert.match(r.stderr, /built-in reference says nothing about rule 999\.1.*--rules/);
      assert.strictEqual(r.stdout, '');
    });
  });

  test('a card of a .cards file without rulings is known: its type line and mana value, and how cardtext reads its abilities, exit 0', () => {
    const cards = file('set.cards', 'Briar Witch {1}{B}{G}\nCreature — Elf Warlock\n{T}: Add {B} or {G}.\n1/3\n\nShatter {1}{R}\nInstant\nDestroy target artifact.\n//\nSplinter {2}{G}{G}\nSorcery\nExile target artifact.');
    const r = run('explain', '--cards', cards, 'Briar Witch');
    assert.strictEqual(r.code, 0, r.stderr);
    assert.strictEqual(r.stdout, [
      `Briar Witch: a card in ${cards}, with no rulings.`, 'Type line: Creature — Elf Warlock', 'Mana value: 3', '',
      `How cardtext reads Briar Witch (${cards}):`,
      '  "{T}: Add {B} or {G}."', '    mana ability — cost {T}', '      1. add {B} or {G}', '    Forge: scripted',
      '  Forge: the card plays fully.', '',
    ].join('\n'));
    const split = run('explain', '--cards', cards, 'splinter');
    assert.match(split.stdout, /^Shatter \/\/ Splinter: .*\nType line: Instant \/\/ Sorcery\nMana value: 6\n/);
    assert.match(split.stdout, /\n {2}Shatter:\n {2}"Destroy target artifact\."\n {4}spell\n {6}1\. destroy target artifact\n/);
    assert.match(split.stdout, /\n {2}Splinter:\n {2}"Exile target artifact\."\n {4}spell\n {6}1\. exile target artifact\n {4}Forge: scripted\n/);
  });

  test('a card\'s ability cardtext cannot read is shown with where the reading stopped, and the Forge export leaves it out', () => {
    const cards = file('odd.cards', 'Odd Fellow {2}\nArtifact\n{T}: Sing a song of the sea.\n');
    const r = run('explain', '--cards', cards, 'Odd Fellow');
    assert.strictEqual(r.code, 0, r.stderr);
    assert.match(r.stdout, /"\{T\}: Sing a song of the sea\."\n {4}not read: cardtext stopped at "Sing a song of the sea\." \(it could not read what happens\)\n {4}Forge: not scripted — cardtext cannot read "Sing a song of the sea\."\n {2}Forge: the card does not play fully/);
  });

  test('a card whose name begins with a keyword is the card, and the keyword alone is still the keyword', () => {
    const cards = file('keywordish.cards', 'Flash Flood Drake {3}{U}\nCreature — Drake\nFlying\n2/2\n');
    const r = run('explain', '--cards', cards, 'Flash Flood Drake');
    assert.strictEqual(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Flash Flood Drake: a card in .*keywordish\.cards, with no rulings\.\nType line: Creature — Drake\n/);
    assert.match(run('explain', '--cards', cards, 'Flash').stdout, /^Flash \(CR 702\.8\)/);
    assert.match(run('explain', '--cards', cards, 'Flashback {2}{R}').stdout, /^Flashback \(CR 702\.34\)/);
  });

  test('a card of a Scryfall cards file without rulings is known too', () => {
    const cards = file('scryfall.json', JSON.stringify([{ name: 'Grizzly Bears', type_line: 'Creature — Bear', cmc: 2, oracle_id: 'x' }]));
    const r = run('explain', '--cards', cards, 'Grizzly Bears');
    assert.strictEqual(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Grizzly Bears: a card in .*scryfall\.json, with no rulings\.\nType line: Creature — Bear\nMana value: 2\n$/);
  });

  test('nothing known by that name is exit 2 with a hint', () => {
    const r = run('explain', 'Frobnicate');
    assert.strictEqual(r.code, 2);
    assert.match(r.stderr, /nothing is known as "Frobnicate"/);
  });

  test('lint takes the same knowledge options and fails on a bad file', () => {
    const cards = file('ok.cards', 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.\n');
    const r = run('lint', '--rules', join(dir, 'missing-rules.txt'), cards);
    assert.strictEqual(r.code, 2);
    assert.match(r.stderr, /missing-rules\.txt: no such file/);
    assert.strictEqual(run('lint', '--rules', fixturePath('comprehensive-rules.txt'), cards).code, 0);
  });

  suite('bad rules and rulings files: one clear message naming the file, and the built-in reference still works', () => {
    const cases: [string, () => { rulesFile?: string; rulingsFiles: string[]; cardFiles: string[] }, RegExp][] = [
      ['a missing rules file', () => ({ rulesFile: join(dir, 'nope.txt'), rulingsFiles: [], cardFiles: [] }), /nope\.txt: no such file/],
      ['a folder as the rules file', () => ({ rulesFile: dir, rulingsFiles: [], cardFiles: [] }), /it is a folder/],
      ['a device as the rules file', () => ({ rulesFile: '/dev/null', rulingsFiles: [], cardFiles: [] }), /\/dev\/null.*not a regular file/],
      ['a rules file that is not the rules', () => ({ rulesFile: file('notes.txt', 'Shopping list\n\nMilk\n'), rulingsFiles: [], cardFiles: [] }), /notes\.txt could not be read as the Comprehensive Rules/],
      ['a rulings file that is not JSON', () => ({ rulingsFiles: [file('bad.json', '{ "data": [')], cardFiles: [] }), /bad\.json: not valid JSON/],
      ['a rulings file of the wrong shape', () => ({ rulingsFiles: [file('shape.json', '{"hello": 1}')], cardFiles: [] }), /shape\.json is not in a known format/],
      ['a cards file that is not a card list', () => ({ rulingsFiles: [], cardFiles: [file('cards.json', '{"name": "x"}')] }), /cards\.json is not a Scryfall cards file/],
    ];
    for (const [what, settings, message] of cases) {
      test(what, () => {
        const store = new KnowledgeStore();
        const problems = store.load(settings(), [dir]);
        assert.strictEqual(problems.length, 1, problems.join('\n'));
        assert.match(problems[0], message);
        noTrace(problems[0]);
        assert.match(store.knowledge.symbol('tap')?.text ?? '', /tap this permanent/);
        assert.match(store.knowledge.keyword('Flying')?.rules.join() ?? '', /702\.9/);
      });
    }
  });
});
