import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a search of your library and graveyard for a named card', () => {
  test('is one ChangeZone from Library,Graveyard to the hand, the comma of the name as ";"', () => {
    assert.deepStrictEqual(script('Test Seeking {2}{G}\nSorcery\nSearch your library and/or graveyard for a card named Garna, Keeper of Roots, reveal it, and put it into your hand. If you search your library this way, shuffle it.'), [
      'A:SP$ ChangeZone | Cost$ 2 G | Origin$ Library,Graveyard | Destination$ Hand | ChangeType$ Card.namedGarna; Keeper of Roots | ChangeNum$ 1',
    ]);
    assert.deepStrictEqual(script('Test Idol {2}\nArtifact\n{2}, {T}: Search your library and graveyard for a card named Kiv of the Deep Tides, reveal it, and put it into your hand. Then shuffle your library.'), [
      'A:AB$ ChangeZone | Cost$ 2 T | Origin$ Library,Graveyard | Destination$ Hand | ChangeType$ Card.namedKiv of the Deep Tides | ChangeNum$ 1',
    ]);
  });

  test('"you may search" after another step of a spell is the search\'s Optional$', () => {
    assert.deepStrictEqual(script('Test Flare {3}{R}\nInstant\nTest Flare deals 5 damage to target creature. You may search your graveyard and/or library for a card named Pyra, Ember Caller, reveal it, then put it into your hand. If you search your library this way, shuffle it.'), [
      'A:SP$ DealDamage | Cost$ 3 R | ValidTgts$ Creature | NumDmg$ 5 | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library,Graveyard | Destination$ Hand | ChangeType$ Card.namedPyra; Ember Caller | ChangeNum$ 1 | Optional$ True',
    ]);
  });

  test('in an optional enters trigger, OptionalDecider$ and the search\'s Optional$ both; other triggers not written yet', () => {
    assert.deepStrictEqual(script('Test Herald {3}{W}\nCreature — Spirit\nWhen Test Herald enters the battlefield, you may search your library and/or graveyard for a card named Orla the Bright, reveal it, and put it into your hand. If you searched your library this way, shuffle it.\n2/3'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Library,Graveyard | Destination$ Hand | ChangeType$ Card.namedOrla the Bright | ChangeNum$ 1 | Optional$ True',
    ]);
    assert.match(forgeNotScripted('Test Mourner {2}{B}\nCreature — Zombie\nWhen Test Mourner dies, you may search your library and/or graveyard for a card named Mort, Grave Lord, reveal it, and put it into your hand. If you search your library this way, shuffle it.\n2/2').join('\n'), /trigger other than the card entering/);
  });
});
