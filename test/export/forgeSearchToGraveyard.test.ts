import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a search whose cards go into your graveyard', () => {
  test('"up to N" cards: ChangeZone from the library to the graveyard', () => {
    assert.deepStrictEqual(script('Mire Delver {3}{B}\nSorcery\nSearch your library for up to three creature cards, put them into your graveyard, then shuffle. You lose 2 life.'), [
      'A:SP$ ChangeZone | Cost$ 3 B | Origin$ Library | Destination$ Graveyard | ChangeType$ Creature | ChangeNum$ 3 | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2',
    ]);
  });

  test('one card, or in a trigger: not written yet', () => {
    assert.match(forgeNotScripted('Mire Delver {3}{B}\nSorcery\nSearch your library for a creature card, put it into your graveyard, then shuffle. You lose 2 life.').join('\n'), /into your graveyard/);
    assert.match(forgeNotScripted('Crypt Rat Scout {1}{B}\nCreature — Rat\nWhen Crypt Rat Scout enters the battlefield, you may search your library for up to two land cards, put them into your graveyard, then shuffle.\n1/1').join('\n'), /into your graveyard/);
  });
});
