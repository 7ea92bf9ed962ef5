import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "exile all cards from your library"', () => {
  test('is ChangeZoneAll of the cards you own there, `ExileFaceDown$` when face down', () => {
    assert.deepStrictEqual(script('Husk Razer {5}\nArtifact Creature — Construct\nWhen Husk Razer enters the battlefield, exile all cards from your library face down, then shuffle all cards from your graveyard into your library.\n8/8'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBChangeZoneAll:DB$ ChangeZoneAll | ChangeType$ Card.YouOwn | Origin$ Graveyard | Destination$ Library | Shuffle$ True',
      'SVar:TrigEffect:DB$ ChangeZoneAll | ChangeType$ Card.YouOwn | Origin$ Library | Destination$ Exile | ExileFaceDown$ True | SubAbility$ DBChangeZoneAll',
    ]);
    assert.deepStrictEqual(script('Void Sweep {2}{U}\nSorcery\nExile all cards from your library. Draw a card.'), [
      'A:SP$ ChangeZoneAll | Cost$ 2 U | ChangeType$ Card.YouOwn | Origin$ Library | Destination$ Exile | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });
});
