import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: each player may put a card from their hand onto the battlefield', () => {
  test('a ChangeZone from the hand of each player (DefinedPlayer$ Player), the choice unsaid even of a land', () => {
    assert.deepStrictEqual(script('Open Gates {1}{G}\nSorcery\nEach player may put a basic land card from their hand onto the battlefield tapped.'), [
      'A:SP$ ChangeZone | Cost$ 1 G | Origin$ Hand | Destination$ Battlefield | ChangeType$ Land.Basic | ChangeNum$ 1 | DefinedPlayer$ Player | Tapped$ True',
    ]);
  });
});
