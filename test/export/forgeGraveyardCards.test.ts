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
    assert.deepStrictEqual(script('Grave Sifter Sigil {1}\nArtifact\n{2}, {T}, Sacrifice Grave Sifter Sigil: Draw a card, then exile all instant and sorcery cards from all graveyards.'), [
      'A:AB$ Draw | Cost$ 2 T Sac<1/CARDNAME> | Defined$ You | NumCards$ 1 | SubAbility$ DBChangeZoneAll',
      'SVar:DBChangeZoneAll:DB$ ChangeZoneAll | ChangeType$ Instant,Sorcery | Origin$ Graveyard | Destination$ Exile',
    ]);
    assert.deepStrictEqual(script("Ember Vault Keeper {3}{R}\nCreature — Dwarf Artificer\nWhen Ember Vault Keeper dies, you lose 2 life. Return all artifact and land cards from all graveyards to the battlefield under their owners' control.\n3/2"), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:DBChangeZoneAll:DB$ ChangeZoneAll | ChangeType$ Artifact,Land | Origin$ Graveyard | Destination$ Battlefield',
      'SVar:TrigEffect:DB$ LoseLife | LifeAmount$ 2 | SubAbility$ DBChangeZoneAll',
    ]);
  });

  test('"Exile all <kind> and <kind> cards from your graveyard" is ChangeZoneAll of both kinds you control', () => {
    assert.deepStrictEqual(script('Ashwind Purge {1}{B}\nInstant\nTarget player loses 2 life. Exile all artifact and enchantment cards from your graveyard.'), [
      'A:SP$ LoseLife | Cost$ 1 B | ValidTgts$ Player | LifeAmount$ 2 | SubAbility$ DBChangeZoneAll',
      'SVar:DBChangeZoneAll:DB$ ChangeZoneAll | ChangeType$ Artifact.YouCtrl,Enchantment.YouCtrl | Origin$ Graveyard | Destination$ Exile',
    ]);
  });

  test('"Each player returns all <kind> and <kind> cards from their graveyard to the battlefield", of card types or subtypes', () => {
    assert.deepStrictEqual(script('Rattling Reunion {5}{B}{B}\nSorcery\nYou lose 3 life. Each player returns all artifact and creature cards from their graveyard to the battlefield.'), [
      'A:SP$ LoseLife | Cost$ 5 B B | Defined$ You | LifeAmount$ 3 | SubAbility$ DBChangeZoneAll',
      'SVar:DBChangeZoneAll:DB$ ChangeZoneAll | ChangeType$ Artifact,Creature | Origin$ Graveyard | Destination$ Battlefield',
    ]);
    assert.deepStrictEqual(script('Forgehall Recall {2}{W}\nSorcery\nScry 2. Each player returns all Equipment and Aura cards from their graveyard to the battlefield.'), [
      'A:SP$ Scry | Cost$ 2 W | ScryNum$ 2 | SubAbility$ DBChangeZoneAll',
      'SVar:DBChangeZoneAll:DB$ ChangeZoneAll | ChangeType$ Equipment,Aura | Origin$ Graveyard | Destination$ Battlefield',
    ]);
  });

  test('"Return all <kind> and <kind> cards from your graveyard to your hand" is read but not written yet', () => {
    assert.match(forgeNotScripted('Lantern of Remnants {4}\nArtifact\n{3}, {T}, Exile Lantern of Remnants: Return all creature and land cards from your graveyard to your hand.').join('\n'), /two kinds returned from your graveyard/);
  });

  test('"Shuffle all <kind> cards from target player\'s graveyard into that player\'s library" is ChangeZoneAll of the kind, the player targeted', () => {
    assert.deepStrictEqual(script("Loamturner Idol {1}\nArtifact\n{1}{G}, {T}, Sacrifice this artifact: Shuffle all instant cards from target player's graveyard into that player's library. You gain 1 life."), [
      'A:AB$ ChangeZoneAll | Cost$ 1 G T Sac<1/CARDNAME> | ValidTgts$ Player | ChangeType$ Instant | Origin$ Graveyard | Destination$ Library | Shuffle$ True | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script("Ashen Recall {1}{G}\nInstant\nShuffle all red cards from target player's graveyard into that player's library. Draw a card."), [
      'A:SP$ ChangeZoneAll | Cost$ 1 G | ValidTgts$ Player | ChangeType$ Card.Red | Origin$ Graveyard | Destination$ Library | Shuffle$ True | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('"from that player\'s graveyard" after an earlier target player is not read as a second target', () => {
    assert.match(forgeNotScripted('Silt Churn {2}{G}\nSorcery\nTarget player mills four cards. Shuffle all land cards from that player\'s graveyard into that player\'s library.').join('\n'), /cannot read "Shuffle all land cards/);
  });
});
