import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: optional actions', () => {
  test('"you may pay {1}{U}. If you don\'t, destroy target Wizard" is the step with UnlessCost$ and UnlessPayer$ You, not asked first', () => {
    assert.deepStrictEqual(script("Fog Warden {2}{U}\nCreature — Human Knight\nWhen Fog Warden enters the battlefield, you may pay {1}{U}. If you don't, destroy target Wizard and it can't be regenerated.\n2/2"), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Destroy | ValidTgts$ Wizard | NoRegen$ True | UnlessCost$ 1 U | UnlessPayer$ You',
    ]);
  });

  test('a plane\'s "you may search your library": the search decides (no OptionalDecider$); a plane\'s other "you may" is asked first', () => {
    assert.deepStrictEqual(script('Moss Terrace\nPlane — Testland\nWhenever you roll {CHAOS}, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.'), [
      'T:Mode$ PlanarDice | Result$ Chaos | TriggerZones$ Command | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | ChangeNum$ 1 | Tapped$ True | ShuffleNonMandatory$ True',
    ]);
    assert.deepStrictEqual(script('Moss Spring\nPlane — Testland\nWhenever you roll {CHAOS}, you may gain 3 life.'), [
      'T:Mode$ PlanarDice | Result$ Chaos | TriggerZones$ Command | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 3',
    ]);
  });
});

suite('Forge scripts: "if you do" after a "you may" step', () => {
  test('read, not written: Forge\'s scripts remember what was done and check it, spelled several ways', () => {
    assert.deepStrictEqual(forgeNotScripted('Grave Picker {2}{B}\nCreature — Rat\nWhen Grave Picker enters the battlefield, you may exile target creature card from a graveyard. If you do, you gain 2 life.\n1/1'), ['"if you do" after a "you may" step (not written yet)']);
    assert.deepStrictEqual(forgeNotScripted('Loot Hawk {1}{U}\nCreature — Bird\nWhenever Loot Hawk attacks, you may draw a card. If you do, discard a card.\n1/1'), ['"if you do" after "you may draw" (not written yet)']);
  });
});
