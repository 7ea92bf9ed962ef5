import * as assert from 'node:assert';
import { warmUp } from '../../server/src/language/warmUp.js';

suite('the language server\'s warm-up', () => {
  test('its sample of every kind of card is a clean file in today\'s wording (so it runs every check family, not the error paths)', () => {
    assert.strictEqual(warmUp(), 0);
  });
});
