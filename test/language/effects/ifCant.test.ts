import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';
import { effectsOf } from './effectHelpers.js';

/** The first triggered ability of a card written by the test. */
function trigger(card: string): AbilityEffect {
  return effectsOf(card).find((e) => e.kind === 'triggered')!;
}

suite('effect model: "If you can\'t," after a sacrifice', () => {
  test('"Sacrifice a creature. If you can\'t, sacrifice ~." sacrifices the card itself only if no creature was sacrificed', () => {
    const e = trigger('Hungry Idol {3}\nArtifact\nAt the beginning of your upkeep, sacrifice a creature. If you can\'t, sacrifice Hungry Idol.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[1], { do: 'sacrifice', who: { ref: 'you' }, what: { ref: 'self' }, ifNoneSacrificed: true });
    assert.match(describeEffect(e).join('\n'), /if nothing was sacrificed this way, you sacrifice this card/);
  });

  test('"If the player can\'t, they lose 5 life." is of the trigger\'s player, who sacrificed nothing', () => {
    const e = trigger('Grim Toll {2}{B}\nEnchantment\nAt the beginning of each player\'s upkeep, that player sacrifices a creature. If the player can\'t, they lose 5 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[1], { do: 'loseLife', who: { ref: 'triggered', what: 'player' }, amount: { n: 5 }, ifNoneSacrificed: true });
  });

  test('after a sacrifice of more than one object it is not read ("if you can\'t" would hold when only some were sacrificed)', () => {
    assert.strictEqual(trigger('Hungry Idol {3}\nArtifact\nAt the beginning of your upkeep, sacrifice two creatures. If you can\'t, sacrifice Hungry Idol.').unknown?.reason, 'not read: what "if you can\'t" depends on');
  });

  test('after a sentence that is not one sacrifice, or of another player, it is not read', () => {
    assert.strictEqual(trigger('Grim Toll {2}{B}\nEnchantment\nAt the beginning of your upkeep, draw a card. If you can\'t, you lose 2 life.').unknown?.reason, 'not read: what "if you can\'t" depends on');
    assert.strictEqual(trigger('Grim Toll {2}{B}\nEnchantment\nAt the beginning of each player\'s upkeep, that player sacrifices a creature. If you can\'t, you lose 2 life.').unknown?.reason, 'not read: what "if you can\'t" depends on');
  });
});
