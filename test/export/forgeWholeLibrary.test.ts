import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "exile all cards from your library"', () => {
  test('is ChangeZoneAll of the cards you own there, `ExileFaceDown$` when face down; the whole graveyard shuffled in likewise', () => {
    assert.deepStrictEqual(script('Gloomtide Archivist {3}{U}{U}\nCreature — Spirit Wizard\nWhen Gloomtide Archivist dies, exile all cards from your library face down. Each opponent loses 2 life.\n3/5'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ Player.Opponent | LifeAmount$ 2',
      'SVar:TrigEffect:DB$ ChangeZoneAll | ChangeType$ Card.YouOwn | Origin$ Library | Destination$ Exile | ExileFaceDown$ True | SubAbility$ DBLoseLife',
    ]);
    assert.deepStrictEqual(script('Drowned Scriptorium {2}{U}\nArtifact\n{4}, {T}: Shuffle all cards from your graveyard into your library, then draw a card.'), [
      'A:AB$ ChangeZoneAll | Cost$ 4 T | ChangeType$ Card.YouOwn | Origin$ Graveyard | Destination$ Library | Shuffle$ True | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Void Sweep {2}{U}\nSorcery\nExile all cards from your library. Draw a card.'), [
      'A:SP$ ChangeZoneAll | Cost$ 2 U | ChangeType$ Card.YouOwn | Origin$ Library | Destination$ Exile | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });
});
