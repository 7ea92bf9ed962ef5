import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

const banner = 'Warband Banner {4}\nArtifact\nWhenever a Goblin enters the battlefield, if a player controls more Goblins than each other player, the player who controls the most Goblins gains control of Warband Banner.';

suite('effect model: the player who controls the most of a kind', () => {
  test('"if a player controls more Goblins than each other player" is the trigger\'s condition; that player gains control of the card', () => {
    const e = effectsOf(banner).at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const goblins = { alts: [{ noun: 'Goblin', props: [] }], plural: true };
    assert.deepStrictEqual(e.trigger?.condition, { playerControlsMost: goblins });
    assert.deepStrictEqual(e.steps, [{ do: 'gainControl', what: { ref: 'self' }, duration: 'permanent', toMost: goblins }]);
    const said = describeEffect(e).join('\n');
    assert.match(said, /if a player controls more .*than each other player/);
    assert.match(said, /the player who controls the most .* gains control of/);
  });

  test('more words after "gains control of ~" are not read this way', () => {
    const e = effectsOf(banner.replace('gains control of Warband Banner.', 'gains control of Warband Banner and loses 2 life.')).at(-1)!;
    assert.ok(!e.steps?.some((s) => s.do === 'gainControl' && s.toMost), JSON.stringify(e.steps));
  });
});
