import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: permanents you control skipping your next untap step', () => {
  test('"Artifacts you control don\'t untap during your next untap step": every artifact you control then (502.3)', () => {
    const e = effectsOf('Test Drought {1}{B}\nSorcery\nEach opponent loses 3 life. Artifacts you control don\'t untap during your next untap step.')[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[1], { do: 'skipNextUntapAll', filter: { alts: [{ noun: 'Artifact', props: [{ is: 'controller', who: 'you' }] }], plural: true } });
    assert.match(describeEffect(e).join('\n'), /artifacts you control don't untap during your next untap step/);
  });

  test('"Creatures and lands you control …": each kind an alternative', () => {
    const e = effectsOf('Test Stall {U}\nInstant\nCreatures and lands you control don\'t untap during your next untap step. Draw a card.')[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0], { do: 'skipNextUntapAll', filter: { alts: ['Creature', 'Land'].map((noun) => ({ noun, props: [{ is: 'controller', who: 'you' }] })), plural: true } });
  });

  test('another player\'s untap step or more words after it are not read so', () => {
    for (const text of [
      'Test Chill {U}\nInstant\nLands your opponents control don\'t untap during their next untap step.',
      'Test Chill {U}\nInstant\nCreatures you control don\'t untap during your next untap step this turn.',
      'Test Chill {U}\nInstant\nLands and lands you control don\'t untap during your next untap step.',
    ]) assert.ok(!(effectsOf(text)[0].steps ?? []).some((s) => s.do === 'skipNextUntapAll'), text);
  });
});
