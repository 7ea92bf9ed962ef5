import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a search of your library and graveyard for a named card', () => {
  test('is one ChangeZone from Library,Graveyard to the hand, the comma of the name as ";"', () => {
    assert.deepStrictEqual(script('Wayfinder\'s Plea {1}{G}{G}\nSorcery\nSearch your graveyard and/or library for a card named Garna, Keeper of Roots, reveal it, then put it into your hand. If you search your library this way, shuffle it. You gain 2 life.'), [
      'A:SP$ ChangeZone | Cost$ 1 G G | Origin$ Library,Graveyard | Destination$ Hand | ChangeType$ Card.namedGarna; Keeper of Roots | ChangeNum$ 1 | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
    assert.deepStrictEqual(script('Reliquary of Kiv {3}\nArtifact\n{1}{U}, {T}, Sacrifice this artifact: Search your library and graveyard for a card named Kiv of the Deep Tides, reveal it, then put it into your hand. Then shuffle.'), [
      'A:AB$ ChangeZone | Cost$ 1 U T Sac<1/CARDNAME> | Origin$ Library,Graveyard | Destination$ Hand | ChangeType$ Card.namedKiv of the Deep Tides | ChangeNum$ 1',
    ]);
  });

  test('"you may search" after another step of a spell is the search\'s Optional$', () => {
    assert.deepStrictEqual(script('Test Flare {3}{R}\nInstant\nTest Flare deals 5 damage to target creature. You may search your graveyard and/or library for a card named Pyra, Ember Caller, reveal it, then put it into your hand. If you search your library this way, shuffle it.'), [
      'A:SP$ DealDamage | Cost$ 3 R | ValidTgts$ Creature | NumDmg$ 5 | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library,Graveyard | Destination$ Hand | ChangeType$ Card.namedPyra; Ember Caller | ChangeNum$ 1 | Optional$ True',
    ]);
  });

  test('in an optional enters trigger, OptionalDecider$ and the search\'s Optional$ both; other triggers not written yet', () => {
    assert.deepStrictEqual(script('Dawnbell Acolyte {3}{W}\nCreature — Human Cleric\nLifelink\nWhen this creature enters, you may search your graveyard and/or library for a card named Orla the Bright, reveal it, and put it into your hand. If you searched your library this way, shuffle it.\n2/3'), [
      'K:Lifelink',
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Library,Graveyard | Destination$ Hand | ChangeType$ Card.namedOrla the Bright | ChangeNum$ 1 | Optional$ True',
    ]);
    assert.match(forgeNotScripted('Gravewail Keeper {2}{B}{B}\nCreature — Zombie Spirit\nWhenever this creature or another Zombie you control dies, you may search your graveyard and/or library for a card named Mort, Grave Lord, reveal it, then put it into your hand. If you searched your library this way, shuffle it.\n3/2').join('\n'), /trigger other than the card entering/);
  });
});
