/**
 * An export's answer to the editor stays small however large the set: Forge's list of cards that
 * don't play fully is cut to its first cards and counted (a 10,000-card set's list held hovers
 * back by up to 345 ms while the server's one thread serialised it).
 */
import * as assert from 'node:assert';
import { maxAnswerNotPlayable, runExportJob } from '../../server/src/lsp/exportJob.js';

suite('export jobs', () => {
  test('Forge\'s cards that do not play fully are listed up to the bound and counted past it', () => {
    const card = (i: number) => `Murmur ${i} {1}{U}\nInstant\nWhisper to the tides of fate ${i} times.\n`;
    const small = runExportJob({ text: Array.from({ length: 3 }, (_, i) => card(i)).join('\n'), uri: 'file:///small.cards', format: 'forge' });
    assert.ok(small.ok && small.scripted);
    assert.deepStrictEqual([small.scripted.notPlayable.length, small.scripted.notPlayableCount], [3, undefined]);
    const count = maxAnswerNotPlayable + 5;
    const large = runExportJob({ text: Array.from({ length: count }, (_, i) => card(i)).join('\n'), uri: 'file:///large.cards', format: 'forge' });
    assert.ok(large.ok && large.scripted);
    assert.deepStrictEqual([large.scripted.notPlayable.length, large.scripted.notPlayableCount, large.scripted.notPlayable[0].card], [maxAnswerNotPlayable, count, 'Murmur 0']);
    const listing = large.files.find((f) => f.path.endsWith('forge-playability.txt'));
    assert.ok(listing && new TextDecoder().decode(listing.data).includes(`Murmur ${count - 1}`), 'the file lists every card');
  });
});
