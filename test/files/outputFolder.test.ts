import * as assert from 'node:assert';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestName, writeOwnedFolder } from '../../server/src/files/outputFolder.js';
import { tempFolder } from '../cli/cliHelpers.js';

let tmp: ReturnType<typeof tempFolder>;
const out = () => tmp.path('out');
const read = (rel: string) => readFileSync(join(out(), rel), 'utf8');
const write = (files: Record<string, string>, owner = 'forge:AAA', force = false, inputs: string[] = []) =>
  writeOwnedFolder(out(), Object.entries(files).map(([path, content]) => ({ path, content })), { owner, inputs, force });
const manifest = () => JSON.parse(readFileSync(join(out(), manifestName), 'utf8')) as { owners: Record<string, { files: Record<string, string> }> };

suite('files: the owned-folder writer', () => {
  setup(() => {
    tmp = tempFolder('owned');
  });
  teardown(() => tmp.remove());

  test('a new folder is created with the files and a manifest naming each, and nothing else is left in it', () => {
    const result = write({ 'cards/a/ash.txt': 'Name:Ash', 'editions/Set A.txt': '[metadata]' });
    assert.deepStrictEqual(result.ok && [result.written, result.unchanged, result.removed, result.kept], [2, 0, [], []]);
    assert.strictEqual(read('cards/a/ash.txt'), 'Name:Ash');
    assert.deepStrictEqual(Object.keys(manifest().owners['forge:AAA'].files).sort(), ['cards/a/ash.txt', 'editions/Set A.txt']);
    assert.deepStrictEqual(readdirSync(out()).sort(), [manifestName, 'cards', 'editions']);
  });

  test('a second write of the same owner replaces its own files and removes those it no longer makes', () => {
    write({ 'cards/a/ash.txt': 'one', 'cards/b/birch.txt': 'one' });
    const result = write({ 'cards/a/ash.txt': 'two' });
    assert.ok(result.ok, !result.ok ? result.message : '');
    assert.deepStrictEqual(result.removed, ['cards/b/birch.txt']);
    assert.strictEqual(read('cards/a/ash.txt'), 'two');
    assert.ok(!existsSync(join(out(), 'cards/b')), 'the folder the removal emptied is removed too');
  });

  test('another set sharing the folder keeps every one of its files, and neither treats the other\'s as stale', () => {
    write({ 'cards/a/ash.txt': 'set A', 'editions/A.txt': 'A' }, 'forge:AAA');
    const b = write({ 'cards/b/birch.txt': 'set B', 'editions/B.txt': 'B' }, 'forge:BBB');
    assert.ok(b.ok, !b.ok ? b.message : '');
    const again = write({ 'cards/b/birch.txt': 'set B, again' }, 'forge:BBB');
    assert.ok(again.ok && again.removed.length === 1 && again.removed[0] === 'editions/B.txt');
    assert.strictEqual(read('cards/a/ash.txt'), 'set A');
    assert.strictEqual(read('editions/A.txt'), 'A');
    assert.deepStrictEqual(Object.keys(manifest().owners).sort(), ['forge:AAA', 'forge:BBB']);
  });

  test('a file of another set at the same path is refused, named, and left as it was', () => {
    write({ 'cards/h/hero.txt': 'set A hero' }, 'forge:AAA');
    const result = write({ 'cards/h/hero.txt': 'set B hero' }, 'forge:BBB');
    assert.ok(!result.ok);
    assert.match(result.message, /cards\/h\/hero\.txt \(written by cardtext for forge:AAA\).*--force/);
    assert.strictEqual(read('cards/h/hero.txt'), 'set A hero');
  });

  test('files cardtext did not write are refused with their names unless forced; forced, they become the owner\'s', () => {
    mkdirSync(join(out(), 'art'), { recursive: true });
    writeFileSync(join(out(), 'index.html'), 'my own page');
    writeFileSync(join(out(), 'art/1-hero.png'), 'my picture');
    const refused = write({ 'index.html': '<html>', 'art/1-hero.png': 'png', 'set.css': '' }, 'render:AAA');
    assert.ok(!refused.ok);
    assert.match(refused.message, /2 files in the folder are not cardtext's to replace: index\.html \(not written by cardtext\), art\/1-hero\.png \(not written by cardtext\)/);
    assert.deepStrictEqual(refused.files?.length, 2);
    assert.strictEqual(read('index.html'), 'my own page');
    assert.ok(!existsSync(join(out(), 'set.css')), 'nothing at all is written when anything is refused');
    const forced = write({ 'index.html': '<html>', 'art/1-hero.png': 'png', 'set.css': '' }, 'render:AAA', true);
    assert.ok(forced.ok);
    assert.strictEqual(read('index.html'), '<html>');
  });

  test('a file that already holds exactly the bytes to write is taken over without force', () => {
    mkdirSync(out());
    writeFileSync(join(out(), 'mana.css'), '.ms{}');
    const result = write({ 'mana.css': '.ms{}' }, 'render:AAA');
    assert.ok(result.ok && result.unchanged === 1 && result.written === 0);
    assert.ok('mana.css' in manifest().owners['render:AAA'].files);
  });

  test('its own file changed by the user since is not replaced, and not deleted when it becomes stale', () => {
    write({ 'a.txt': 'one', 'b.txt': 'one' });
    writeFileSync(join(out(), 'a.txt'), 'edited by hand');
    writeFileSync(join(out(), 'b.txt'), 'also edited');
    const refused = write({ 'a.txt': 'two' });
    assert.ok(!refused.ok && /a\.txt \(changed since cardtext wrote it\)/.test(refused.message));
    const forced = write({ 'a.txt': 'two' }, 'forge:AAA', true);
    assert.ok(forced.ok);
    assert.deepStrictEqual([forced.removed, forced.kept], [[], ['b.txt']]);
    assert.strictEqual(read('b.txt'), 'also edited');
  });

  test('a symbolic link inside the output is never written through, as a file or as a folder', () => {
    const victim = tmp.write('victim', 'precious');
    mkdirSync(join(out(), 'art'), { recursive: true });
    symlinkSync(victim, join(out(), 'art/1-hero.png'));
    const refused = write({ 'art/1-hero.png': 'echo ATTACKER' }, 'render:AAA');
    assert.ok(!refused.ok && /art\/1-hero\.png \(a symbolic link\)/.test(refused.message));
    const forced = write({ 'art/1-hero.png': 'echo ATTACKER' }, 'render:AAA', true);
    assert.ok(forced.ok);
    assert.strictEqual(readFileSync(victim, 'utf8'), 'precious', 'the link\'s target is untouched');
    assert.ok(lstatSync(join(out(), 'art/1-hero.png')).isFile(), 'the link itself was replaced by a file');

    const elsewhere = tmp.path('elsewhere');
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(out(), 'cards'));
    const throughFolder = write({ 'cards/a/ash.txt': 'x' }, 'forge:AAA', true);
    assert.ok(!throughFolder.ok && /"cards" in the output is a symbolic link/.test(throughFolder.message));
    assert.deepStrictEqual(readdirSync(elsewhere), []);
    assert.strictEqual(readlinkSync(join(out(), 'cards')), elsewhere);
  });

  test('a link planted as the manifest is not read or written through', () => {
    const victim = tmp.write('victim.json', '{"format":"cardtext-output","version":2,"owners":{}}');
    mkdirSync(out());
    symlinkSync(victim, join(out(), manifestName));
    const result = write({ 'a.txt': 'x' }, 'forge:AAA', true);
    assert.ok(!result.ok && /not a regular file \(a link\?\)/.test(result.message));
    assert.strictEqual(readFileSync(victim, 'utf8'), '{"format":"cardtext-output","version":2,"owners":{}}');
  });

  test('an input file in the folder, and a folder where a file goes, are never replaced, even forced', () => {
    const input = tmp.write('out/set.cards', 'A {G}');
    mkdirSync(join(out(), 'index.html'), { recursive: true });
    const result = write({ 'set.cards': 'x', 'index.html': 'y' }, 'render:AAA', true, [input]);
    assert.ok(!result.ok);
    assert.match(result.message, /set\.cards \(one of the input files\), index\.html \(a folder\)/);
    assert.strictEqual(readFileSync(input, 'utf8'), 'A {G}');
  });

  test('new files get the permissions the umask gives; a replaced file keeps its mode; a read-only one is refused', () => {
    const old = process.umask(0o077);
    try {
      write({ 'a.txt': 'one', 'b.txt': 'one' });
      assert.strictEqual(statSync(join(out(), 'a.txt')).mode & 0o777, 0o600);
      assert.strictEqual(statSync(out()).mode & 0o777, 0o700, 'a new folder too');
    } finally {
      process.umask(old);
    }
    chmodSync(join(out(), 'a.txt'), 0o640);
    chmodSync(join(out(), 'b.txt'), 0o444);
    const refused = write({ 'a.txt': 'two', 'b.txt': 'two' });
    assert.ok(!refused.ok && /b\.txt \(read-only\)/.test(refused.message));
    const forced = write({ 'a.txt': 'two', 'b.txt': 'two' }, 'forge:AAA', true);
    assert.ok(forced.ok);
    assert.strictEqual(statSync(join(out(), 'a.txt')).mode & 0o777, 0o640);
    assert.strictEqual(statSync(join(out(), 'b.txt')).mode & 0o777, 0o444);
  });

  test('a damaged manifest is not guessed at: refused unless forced', () => {
    write({ 'a.txt': 'one' });
    writeFileSync(join(out(), manifestName), '{"format":"cardtext-output", broken');
    const result = write({ 'a.txt': 'two' });
    assert.ok(!result.ok && /is damaged or was not written by cardtext for you .* so cardtext can't tell its own files from others/.test(result.message));
    assert.strictEqual(read('a.txt'), 'one');
  });

  test('a lock held by a live process keeps a second writer out; a lock left by a dead one is taken over', () => {
    mkdirSync(out());
    writeFileSync(join(out(), '.cardtext-lock'), `${process.ppid}\n`);
    const busy = write({ 'a.txt': 'x' });
    assert.ok(!busy.ok && /another cardtext \(process \d+\) is writing into this folder/.test(busy.message));
    writeFileSync(join(out(), '.cardtext-lock'), '999999999\n');
    assert.ok(write({ 'a.txt': 'x' }).ok);
    assert.ok(!existsSync(join(out(), '.cardtext-lock')));
  });

  test('file names that leave the folder or name cardtext\'s own files are refused', () => {
    for (const path of ['../escape.txt', '/etc/passwd', 'a/../../b', manifestName, '.cardtext-journal.json']) {
      const result = writeOwnedFolder(out(), [{ path, content: 'x' }], { owner: 'forge:AAA', inputs: [] });
      assert.ok(!result.ok, path);
    }
    assert.ok(!existsSync(tmp.path('escape.txt')));
  });

  // The second attack round (an independent tester) found these; each failed before its fix.
  test('a journal that came with the folder is not acted on: no move from outside, no file overwritten or removed', () => {
    const secret = tmp.write('victim/id_rsa', 'PRIVATE KEY');
    tmp.write('out/notes.txt', 'notes');
    const readme = tmp.write('out/README', 'readme');
    const hash = createHash('sha256').update('readme').digest('hex');
    const journal = { format: 'cardtext-journal', version: 2, staging: '.cardtext-staging-x', moves: [['../../victim/id_rsa', 'notes.txt']], removes: [['README', hash]], manifest: { format: 'cardtext-output', version: 2, owners: {} } };
    for (const forged of [journal, { ...journal, mac: 'f'.repeat(64) }]) {
      writeFileSync(join(out(), '.cardtext-journal.json'), JSON.stringify(forged));
      const result = write({ 'index.html': 'x' }, 'render:AAA', true);
      assert.ok(!result.ok && /was not written by cardtext for you/.test(result.message), JSON.stringify(result));
      assert.strictEqual(readFileSync(secret, 'utf8'), 'PRIVATE KEY');
      assert.strictEqual(read('notes.txt'), 'notes');
      assert.ok(existsSync(readme));
    }
  });

  test('a manifest that came with the folder can\'t claim the user\'s files: they are not removed, and not replaced without force', () => {
    const mine = tmp.write('out/mine.txt', 'my notes');
    const hash = createHash('sha256').update('my notes').digest('hex');
    writeFileSync(join(out(), manifestName), JSON.stringify({ format: 'cardtext-output', version: 2, owners: { 'forge:AAA Set A': { updated: '', files: { 'mine.txt': hash } } } }));
    const refused = write({ 'cards/a/ash.txt': 'x' }, 'forge:AAA Set A');
    assert.ok(!refused.ok && /not written by cardtext for you/.test(refused.message));
    const forced = write({ 'cards/a/ash.txt': 'x' }, 'forge:AAA Set A', true);
    assert.ok(forced.ok && forced.removed.length === 0, JSON.stringify(forced));
    assert.strictEqual(readFileSync(mine, 'utf8'), 'my notes');
  });

  test('removing a stale file never goes through a link in the middle of its path', () => {
    write({ 'cards/g/grizzly.txt': 'bear', 'cards/s/spore.txt': 'spore' });
    const outside = tmp.path('outside');
    renameSync(join(out(), 'cards/g'), outside);
    symlinkSync(outside, join(out(), 'cards/g'));
    const result = write({ 'cards/s/spore.txt': 'spore' });
    assert.ok(result.ok && result.removed.length === 0 && result.kept.includes('cards/g/grizzly.txt'), JSON.stringify(result));
    assert.strictEqual(readFileSync(join(outside, 'grizzly.txt'), 'utf8'), 'bear');
  });

  test('a file two sets wrote with the same bytes stays with both: the second set neither removes it nor changes it', () => {
    write({ 'cards/g/grizzly_bear.txt': 'Name:Grizzly Bears', 'editions/A.txt': 'A' }, 'forge:AAA Set A');
    assert.ok(write({ 'cards/g/grizzly_bear.txt': 'Name:Grizzly Bears', 'editions/B.txt': 'B' }, 'forge:BBB Set B').ok);
    const changed = write({ 'cards/g/grizzly_bear.txt': 'Name:Grizzly Bears\nPT:5/5', 'editions/B.txt': 'B' }, 'forge:BBB Set B');
    assert.ok(!changed.ok && /grizzly_bear\.txt \(written by cardtext for forge:AAA Set A\)/.test(changed.message));
    const dropped = write({ 'editions/B.txt': 'B' }, 'forge:BBB Set B');
    assert.ok(dropped.ok && dropped.removed.length === 0, JSON.stringify(dropped));
    assert.strictEqual(read('cards/g/grizzly_bear.txt'), 'Name:Grizzly Bears');
    assert.ok(write({ 'cards/g/grizzly_bear.txt': 'Name:Grizzly Bears', 'editions/A.txt': 'A' }, 'forge:AAA Set A').ok, 'set A writes it again without --force');
  });
});
