import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: every card of some kinds moved from graveyards', () => {
  test('"Each player returns all <kind> cards from their graveyard to the battlefield" is ChangeZoneAll of the kind alone', () => {
    assert.deepStrictEqual(script('Grave Tide {3}{B}{B}\nSorcery\nEach player returns all enchantment cards from their graveyard to the battlefield.'), [
      'A:SP$ ChangeZoneAll | Cost$ 3 B B | ChangeType$ Enchantment | Origin$ Graveyard | Destination$ Battlefield',
    ]);
    assert.deepStrictEqual(script('Dusk Choir {2}{W}{B}\nSorcery\nEach player returns all white creature cards from their graveyard to the battlefield.'), [
      'A:SP$ ChangeZoneAll | Cost$ 2 W B | ChangeType$ Creature.White | Origin$ Graveyard | Destination$ Battlefield',
    ]);
  });

  test('"Exile all <kind> cards from all graveyards" is ChangeZoneAll of the kind alone, no player named', () => {
    assert.deepStrictEqual(script('Soil Scour {1}{W}\nInstant\nExile all land cards from all graveyards. Scry 1.'), [
      'A:SP$ ChangeZoneAll | Cost$ 1 W | ChangeType$ Land | Origin$ Graveyard | Destination$ Exile | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
  });
});
