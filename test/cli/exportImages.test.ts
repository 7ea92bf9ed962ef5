/**
 * `export --to cockatrice|forge --images`: the pictures where each tool looks for them, drawn by
 * the machine's Chromium (skipped with a message without one; the usage errors always run).
 */
import * as assert from 'node:assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findBrowser } from '../../server/src/images/chromium.js';
import { cockatricePictureName } from '../../server/src/export/toolImages.js';
import { pngSize } from '../images/png.js';
import { layoutSet } from '../export/toolImages.test.js';
import { runInAsync, tempFolder } from './cliHelpers.js';

const browser = findBrowser();

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1)).sort();
}

suite('cardtext export --images', function () {
  this.timeout(120000);

  test('--images with a format whose tool reads no picture folder, or --browser without --images, is refused', async () => {
    const tmp = tempFolder('export-images-usage');
    try {
      tmp.write('set.cards', layoutSet);
      const cases: [string[], RegExp][] = [
        [['export', '--to', 'draftmancer', '--images', 'set.cards', '-o', 'x.txt'], /--images goes with cockatrice or forge/],
        [['export', '--to', 'cockatrice', '--browser', '/usr/bin/chromium', 'set.cards', '-o', 'x.xml'], /--browser goes with --images/],
        [['export', '--to', 'cockatrice', '--images=', 'set.cards', '-o', 'x.xml'], /--images= needs a folder/],
      ];
      for (const [argv, message] of cases) {
        const run = await runInAsync(tmp.dir, ...argv);
        assert.strictEqual(run.code, 2, argv.join(' '));
        assert.match(run.stderr, message);
      }
      const missing = await runInAsync(tmp.dir, 'export', '--to', 'cockatrice', '--images', '--browser', tmp.path('no-browser'), 'set.cards', '-o', 'set.xml');
      assert.strictEqual(missing.code, 2);
      assert.match(missing.stderr, /--images: the browser named, ".*no-browser", is not a program that can be run/);
      assert.match(missing.stderr, /nothing was written/);
      assert.ok(!existsSync(tmp.path('set.xml')), 'no XML is written when the pictures cannot be drawn');
    } finally {
      tmp.remove();
    }
  });

  test('Cockatrice: the XML in customsets/ and one 744 × 1039 picture per card entry in pics/CUSTOM/<SET>/, named as Cockatrice looks up this set\'s printing', async function () {
    if (!browser.ok) return this.skip();
    const tmp = tempFolder('export-images-cockatrice');
    try {
      tmp.write('design/hollow.cards', layoutSet);
      mkdirSync(tmp.path('Cockatrice/customsets'), { recursive: true });
      // Cockatrice keeps customsets/ and pics/ side by side: the default folder follows.
      const run = await runInAsync(tmp.dir, 'export', '--to', 'cockatrice', '--images', 'design/hollow.cards', '-o', 'Cockatrice/customsets/hollow.xml');
      assert.strictEqual(run.code, 0, run.stderr);
      const custom = tmp.path('Cockatrice/pics/CUSTOM');
      const xml = readFileSync(tmp.path('Cockatrice/customsets/hollow.xml'), 'utf8');
      const names = [...xml.matchAll(/<card>\s*<name>([^<]+)<\/name>[^]*?<set [^>]*num="([^"]+)"/g)].map((m) => [m[1].replace(/&apos;/g, "'"), m[2]]);
      const pictures = filesUnder(custom).filter((f) => f.endsWith('.png'));
      assert.deepStrictEqual(pictures, names.map(([n, num]) => join('HLW', `${cockatricePictureName(n)}_HLW_${num}.png`)).sort());
      for (const p of pictures) assert.deepStrictEqual(pngSize(readFileSync(join(custom, p))), { width: 744, height: 1039 }, p);
      assert.match(run.stdout, /images? \(of \d+ card faces?, 744 × 1039 px\) in Cockatrice\/pics\/CUSTOM: Cockatrice reads them from its pics\/CUSTOM folder/);

      // A picture of the user's own beside them is kept; a rerun replaces only cardtext's.
      writeFileSync(join(custom, 'My Own Card.png'), 'mine');
      const again = await runInAsync(tmp.dir, 'export', '--to', 'cockatrice', '--images', 'design/hollow.cards', '-o', 'Cockatrice/customsets/hollow.xml');
      assert.strictEqual(again.code, 0, again.stderr);
      assert.strictEqual(readFileSync(join(custom, 'My Own Card.png'), 'utf8'), 'mine');
    } finally {
      tmp.remove();
    }
  });

  test('Forge: pictures named as its image cache expects, in the folder named', async function () {
    if (!browser.ok) return this.skip();
    const tmp = tempFolder('export-images-forge');
    try {
      tmp.write('hollow.cards', layoutSet);
      const run = await runInAsync(tmp.dir, 'export', '--to', 'forge', 'hollow.cards', '-o', 'forge/custom', '--images', 'cache/pics');
      assert.strictEqual(run.code, 0, run.stderr);
      const pictures = filesUnder(tmp.path('cache/pics')).filter((f) => f.endsWith('.png'));
      assert.ok(pictures.includes(join('cards', 'HLW', 'EbbFlow.full.png')), pictures.join(', '));
      assert.ok(pictures.includes(join('cards', 'HLW', 'Silver-Winged Herald.full.png')));
      assert.ok(pictures.includes(join('tokens', 'u_2_2_spirit_hlw.png')) && pictures.includes(join('tokens', 'w_1_1_spirit_hlw.png')));
      assert.ok(existsSync(tmp.path('forge/custom/editions/Hollow Wilds.txt')));
      assert.match(run.stdout, /Forge reads them from its image cache's pics folder/);
    } finally {
      tmp.remove();
    }
  });
});
