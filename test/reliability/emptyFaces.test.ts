/**
 * Issue 33, item 12 (from the second attack round's parser cases): a card of 10,000 empty `//`
 * faces took 92–105 s to lint (each face's "no viable alternative" error computed the grammar's
 * expected paths anew, about 9 ms). It must lint in less time than 10,000 corpus cards.
 */
import * as assert from 'node:assert';
import { tempFolder } from '../cli/cliHelpers.js';
import { record } from './figures.js';
import { runMeasured, tenThousandCards } from './support.js';

suite('a card of 10,000 empty faces', function () {
  this.timeout(300000);
  const tmp = tempFolder('empty-faces');
  suiteTeardown(() => tmp.remove());

  test('lints in less time than 10,000 real cards, with its problems capped', async () => {
    const faces = tmp.write('faces.cards', `Twin Bolt {1}{R}\nInstant\nTwin Bolt deals 1 damage to any target.\n${'//\n'.repeat(10000)}`);
    const cards = tmp.write('cards.cards', tenThousandCards().text);
    const empty = await runMeasured(['lint', faces, '--format', 'json'], { timeoutMs: 240000 });
    const real = await runMeasured(['lint', cards, '--format', 'json'], { timeoutMs: 240000 });
    record('10,000 empty faces', { facesSeconds: empty.ms / 1000, realCardsSeconds: real.ms / 1000, facesPeakMb: empty.peakMb });
    assert.strictEqual(empty.signal, null, 'the lint of 10,000 faces was killed (it ran past four minutes)');
    assert.strictEqual(empty.code, 1, empty.stderr);
    const report = JSON.parse(empty.stdout) as { files: { diagnostics: { code: string; message: string }[] }[] };
    const messages = report.files.flatMap((f) => f.diagnostics);
    assert.ok(messages.some((m) => /a "\/\/" face separator needs a card face before it/.test(m.message)), 'the empty faces are reported');
    assert.ok(messages.some((m) => /\d+ more syntax-error problems in this card are not listed/.test(m.message)), 'capped per code');
    assert.ok(messages.length <= 25, `${messages.length} diagnostics`);
    assert.ok(empty.ms < real.ms, `10,000 empty faces: ${empty.ms} ms; 10,000 real cards: ${real.ms} ms`);
  });
});
