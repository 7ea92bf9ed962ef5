import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

const sovereign = 'Herd Sovereign {3}{G}\nCreature — Elk\nAt the beginning of your upkeep, if a player controls more Elves than each other player, the player who controls the most Elves gains control of Herd Sovereign.\n4/4';

suite('effect model: the player who controls the most of a kind', () => {
  test('"if a player controls more Elves than each other player" is the trigger\'s condition; that player gains control of the card', () => {
    const e = effectsOf(sovereign).at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const elves = { alts: [{ noun: 'Elf', props: [] }], plural: true };
    assert.deepStrictEqual(e.trigger?.condition, { playerControlsMost: elves });
    assert.deepStrictEqual(e.steps, [{ do: 'gainControl', what: { ref: 'self' }, duration: 'permanent', toMost: elves }]);
    const said = describeEffect(e).join('\n');
    assert.match(said, /if a player controls more .*than each other player/);
    assert.match(said, /the player who controls the most .* gains control of/);
  });

  test('more words after "gains control of ~" are not read this way', () => {
    const e = effectsOf(sovereign.replace('gains control of Herd Sovereign.', 'gains control of Herd Sovereign and draws a card.')).at(-1)!;
    assert.ok(!e.steps?.some((s) => s.do === 'gainControl' && s.toMost), JSON.stringify(e.steps));
  });
});
