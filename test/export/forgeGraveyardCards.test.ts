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

  test('"Return all <kind> cards from your graveyard to your hand" is ChangeZoneAll of the kind you own', () => {
    assert.deepStrictEqual(script('Rust Bell {2}\nArtifact\n{2}, {T}, Sacrifice Rust Bell: Return all artifact cards from your graveyard to your hand.'), [
      'A:AB$ ChangeZoneAll | Cost$ 2 T Sac<1/CARDNAME> | ChangeType$ Artifact.YouOwn | Origin$ Graveyard | Destination$ Hand',
    ]);
    assert.deepStrictEqual(script('Verdant Recall {3}{G}\nSorcery\nReturn all green creature cards from your graveyard to your hand.'), [
      'A:SP$ ChangeZoneAll | Cost$ 3 G | ChangeType$ Creature.Green+YouOwn | Origin$ Graveyard | Destination$ Hand',
    ]);
  });
});
