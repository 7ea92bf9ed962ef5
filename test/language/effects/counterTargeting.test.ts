import * as assert from 'node:assert';
import { instant } from './effectHelpers.js';

suite('effect model: "Counter target spell that targets …" (what the countered spell must target)', () => {
  test('a permanent type, with "you control" or not, is the targeting filter of the counter step', () => {
    const e = instant('Counter target instant spell that targets a permanent you control. You gain 2 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [counter] = e.steps ?? [];
    assert.ok(counter?.do === 'counter' && counter.targeting && counter.targeting !== 'self', JSON.stringify(e.steps));
    assert.strictEqual(counter.targeting.alts[0]?.noun, 'Permanent');
    const land = instant('Counter target spell that targets a land. Draw a card.').steps?.[0];
    assert.ok(land?.do === 'counter' && land.targeting !== 'self' && land.targeting?.alts[0]?.noun === 'Land', JSON.stringify(land));
  });

  test('a player, a spell, a card, several objects or a second quality after it are not read', () => {
    for (const what of ['a player', 'an opponent', 'a card', 'a creature spell', 'one or more creatures', 'an artifact or enchantment', 'a creature card in your graveyard', 'a permanent you control and draw a card'])
      assert.ok(instant(`Counter target spell that targets ${what}.`).unknown, what);
  });
});
