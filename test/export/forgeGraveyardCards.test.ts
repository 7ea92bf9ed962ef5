import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: every card of some kinds moved from graveyards', () => {
  test('"Each player returns all <kind> cards from their graveyard to the battlefield" is ChangeZoneAll of the kind alone', () => {
    assert.deepStrictEqual(script("Hollow Vigil {2}{G}{G}\nCreature — Elemental\nWhen Hollow Vigil dies, each player returns all land cards from their graveyard to the battlefield.\n3/3"), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZoneAll | ChangeType$ Land | Origin$ Graveyard | Destination$ Battlefield',
    ]);
    assert.deepStrictEqual(script('Dusk Choir {2}{W}{B}\nSorcery\nChoose one —\n• Each player returns all white creature cards from their graveyard to the battlefield.\n• You gain 5 life.'), [
      'A:SP$ Charm | Cost$ 2 W B | Choices$ DBChoice,DBChoice2 | CharmNum$ 1',
      'SVar:DBChoice:DB$ ChangeZoneAll | ChangeType$ Creature.White | Origin$ Graveyard | Destination$ Battlefield',
      'SVar:DBChoice2:DB$ GainLife | LifeAmount$ 5',
    ]);
  });

  test('"Exile all <kind> cards from all graveyards" is ChangeZoneAll of the kind alone, no player named', () => {
    assert.deepStrictEqual(script('Soil Scour {1}{W}\nInstant\nExile all land cards from all graveyards. Scry 1.'), [
      'A:SP$ ChangeZoneAll | Cost$ 1 W | ChangeType$ Land | Origin$ Graveyard | Destination$ Exile | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
  });

  test('"Exile all <kind> cards from your graveyard" is ChangeZoneAll of the kind you control', () => {
    assert.deepStrictEqual(script('Ossuary Gnawer {2}{B}\nCreature — Rat\n{1}{B}, {T}: Exile all instant cards from your graveyard. Each opponent loses 1 life.\n3/1'), [
      'A:AB$ ChangeZoneAll | Cost$ 1 B T | ChangeType$ Instant.YouCtrl | Origin$ Graveyard | Destination$ Exile | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ Player.Opponent | LifeAmount$ 1',
    ]);
  });

  test('"Return all <kind> cards from your graveyard to your hand" is ChangeZoneAll of the kind you own', () => {
    assert.deepStrictEqual(script('Scrapwing Heron {3}{U}\nArtifact Creature — Bird\nFlying\nWhen Scrapwing Heron dies, return all Equipment cards from your graveyard to your hand.\n2/2'), [
      'K:Flying',
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZoneAll | ChangeType$ Equipment.YouOwn | Origin$ Graveyard | Destination$ Hand',
    ]);
    assert.deepStrictEqual(script('Rummage Hook {1}{B}\nInstant\nReturn all black creature cards from your graveyard to your hand. Each opponent loses 1 life.'), [
      'A:SP$ ChangeZoneAll | Cost$ 1 B | ChangeType$ Creature.Black+YouOwn | Origin$ Graveyard | Destination$ Hand | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ Player.Opponent | LifeAmount$ 1',
    ]);
  });

  test('"all <kind> and <kind> cards" of all graveyards is ChangeZoneAll of both kinds', () => {
    assert.deepStrictEqual(script('Ashen Censor {2}{W}\nCreature — Human Cleric\nWhen Ashen Censor enters the battlefield, exile all creature and planeswalker cards from all graveyards.\n2/3'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZoneAll | ChangeType$ Creature,Planeswalker | Origin$ Graveyard | Destination$ Exile',
    ]);
    assert.deepStrictEqual(script("Tide of Relics {3}{W}{W}\nSorcery\nReturn all land and artifact cards from all graveyards to the battlefield under their owners' control. You gain 2 life."), [
      'A:SP$ ChangeZoneAll | Cost$ 3 W W | ChangeType$ Land,Artifact | Origin$ Graveyard | Destination$ Battlefield | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
  });

  test('"Return all <kind> and <kind> cards from your graveyard to your hand" is read but not written yet', () => {
    assert.match(forgeNotScripted('Spellbinder Lens {3}{U}\nArtifact\n{4}, {T}: Return all instant and sorcery cards from your graveyard to your hand.').join('\n'), /two kinds returned from your graveyard/);
  });
});
