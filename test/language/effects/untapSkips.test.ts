import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

function effectOf(text: string) {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('effect model: permanents you control skipping your next untap step', () => {
  test('"Artifacts you control don\'t untap during your next untap step": every artifact you control then (502.3)', () => {
    const e = effectOf('Test Drought {1}{B}\nSorcery\nEach opponent loses 3 life. Artifacts you control don\'t untap during your next untap step.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[1], { do: 'skipNextUntapAll', filter: { alts: [{ noun: 'Artifact', props: [{ is: 'controller', who: 'you' }] }], plural: true } });
    assert.match(describeEffect(e).join('\n'), /artifacts you control don't untap during your next untap step/);
  });

  test('"Creatures and lands you control …": each kind an alternative', () => {
    const e = effectOf('Test Stall {U}\nInstant\nCreatures and lands you control don\'t untap during your next untap step. Draw a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0], { do: 'skipNextUntapAll', filter: { alts: ['Creature', 'Land'].map((noun) => ({ noun, props: [{ is: 'controller', who: 'you' }] })), plural: true } });
  });

  test('another player\'s untap step or more words after it are not read so', () => {
    for (const text of [
      'Test Chill {U}\nInstant\nLands your opponents control don\'t untap during their next untap step.',
      'Test Chill {U}\nInstant\nCreatures you control don\'t untap during your next untap step this turn.',
      'Test Chill {U}\nInstant\nLands and lands you control don\'t untap during your next untap step.',
    ]) assert.ok(!(effectOf(text).steps ?? []).some((s) => s.do === 'skipNextUntapAll'), text);
  });
});
