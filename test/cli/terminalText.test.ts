import * as assert from 'node:assert';
import { type CliIO, runCli } from '../../server/src/cli/main.js';
import { jsonSafe, jsonSafeBytes, terminalSafe } from '../../server/src/cli/terminalText.js';
import { tempFolder } from './cliHelpers.js';

const esc = '\u001b';
const clipboard = `${esc}]52;c;ZWNobyBwd25lZA==\u0007`;
const erase = `${esc}[2K${esc}[1A`;
/** A card whose name and text carry terminal commands, and one that breaks a rule (so it is reported). */
const evil = `Evil${clipboard} Elf {G}{Q}\nCreature — Elf\n${erase}Flying\n1/1\n\nSneaky\u202E Ogre {2}{R}\nCreature — Ogre\n\u009b31mTrample\n3/3\n`;

let tmp: ReturnType<typeof tempFolder>;

/** Runs the CLI with colours on or off; what it wrote. */
function run(color: boolean, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color, cwd: tmp.dir };
  return { code: runCli(argv, io), stdout, stderr };
}

/** The escape sequences in a text other than cardtext's own colours (SGR). */
const foreign = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '').match(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g) ?? [];

suite('cardtext: no terminal escapes from card text reach the terminal (issue 14)', () => {
  setup(() => {
    tmp = tempFolder('escapes');
    tmp.write('evil.cards', evil);
    tmp.write(`name${esc}[31m.cards`, 'A {G}{Q}\nCreature — Elf\n1/1\n');
  });
  teardown(() => tmp.remove());

  test('terminalSafe writes controls, C1 and bidirectional overrides as visible escapes, and leaves tabs, line feeds and other text alone', () => {
    assert.strictEqual(terminalSafe(`a${clipboard}b`), 'a\\x1B]52;c;ZWNobyBwd25lZA==\\x07b');
    assert.strictEqual(terminalSafe('r\u202Etl \u009b x\r'), 'r\\u202Etl \\x9B x\\x0D');
    assert.strictEqual(terminalSafe('tab\there\nnext — “Ünïcödé” ✓'), 'tab\there\nnext — “Ünïcödé” ✓');
  });

  test('jsonSafe keeps the JSON value and leaves no raw C1 or override in the text, in strings and in bytes', () => {
    const json = JSON.stringify({ name: `x\u009b\u202e\u2028y` });
    assert.match(json, /\u009b/, 'JSON.stringify leaves C1 raw');
    assert.deepStrictEqual(foreign(jsonSafe(json)), []);
    assert.deepStrictEqual(JSON.parse(jsonSafe(json)), JSON.parse(json));
    const bytes = Buffer.from(json, 'utf8');
    assert.strictEqual(Buffer.from(jsonSafeBytes(bytes)).toString('utf8'), jsonSafe(json));
    const plain = Buffer.from('{"a":"b — c"}');
    assert.strictEqual(jsonSafeBytes(plain), plain, 'bytes with nothing to escape are passed through');
  });

  for (const color of [false, true]) {
    test(`lint's stylish report (colours ${color ? 'on' : 'off'}) shows the names escaped, with no escape but cardtext's colours`, () => {
      const result = run(color, 'lint', '.');
      assert.strictEqual(result.code, 1);
      assert.deepStrictEqual(foreign(result.stdout), [], JSON.stringify(result.stdout.slice(0, 400)));
      assert.deepStrictEqual(foreign(result.stderr), []);
      assert.match(result.stdout, /Evil\\x1B\]52;c;ZWNobyBwd25lZA==\\x07 Elf/);
      assert.match(result.stdout, /name\\x1B\[31m\.cards/, 'a file name is escaped too');
      if (color) assert.match(result.stdout, /\u001b\[31m/, 'cardtext\'s own colours stay');
    });
  }

  test('lint --format json and stats --format json carry the names exactly, as JSON escapes', () => {
    const json = run(false, 'lint', '--format', 'json', 'evil.cards');
    assert.deepStrictEqual(foreign(json.stdout), []);
    const report = JSON.parse(json.stdout) as { files: { cards: { name: string }[] }[] };
    assert.deepStrictEqual(report.files[0].cards.map((c) => c.name), [`Evil${clipboard} Elf`, 'Sneaky\u202E Ogre']);
    const stats = run(false, 'stats', '--format', 'json', 'evil.cards');
    assert.deepStrictEqual(foreign(stats.stdout), []);
    JSON.parse(stats.stdout);
  });

  test('stats, export and explain print names escaped; import removes controls from the .cards text it writes', () => {
    for (const argv of [['stats', 'evil.cards'], ['export', '--to', 'cockatrice', 'evil.cards', '-o', 'x.xml'], ['explain', `Evil${clipboard}`]]) {
      const result = run(true, ...argv);
      assert.deepStrictEqual([...foreign(result.stdout), ...foreign(result.stderr)], [], argv.join(' '));
    }
    tmp.write('evil.json', JSON.stringify([{ name: `Evil${clipboard} Elf`, mana_cost: '{G}', type_line: 'Creature — Elf', oracle_text: `${erase}Flying`, power: '1', toughness: '1' }]));
    const imported = run(false, 'import', 'evil.json');
    assert.strictEqual(imported.code, 0);
    assert.deepStrictEqual(foreign(imported.stdout), []);
    assert.match(imported.stdout, /^Evil\]52;c;ZWNobyBwd25lZA== Elf \{G\}\nCreature — Elf\n\[2K\[1AFlying\n1\/1\n$/);
    assert.match(imported.stderr, /removed 4 control characters/);
  });
});
