import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: sacrifices listed after one verb, and a search for a card by its name', () => {
  test('three sacrifices are three Sac<1/…> costs, the named card is Card.named<name>', () => {
    assert.deepStrictEqual(script('Harbinger of Omens {3}{R}\nCreature — Human Cleric\n{1}{R}, {T}, Sacrifice a blue creature, a red creature, and a black creature: Search your library for a card named Lantern of Ages and put it onto the battlefield. Then shuffle.\n2/2'), [
      'A:AB$ ChangeZone | Cost$ 1 R T Sac<1/Creature.Blue> Sac<1/Creature.Red> Sac<1/Creature.Black> | Origin$ Library | Destination$ Battlefield | ChangeType$ Card.namedLantern of Ages | ChangeNum$ 1',
    ]);
  });

  test('"Sacrifice an Island and a Mountain" returning the card from the graveyard', () => {
    assert.deepStrictEqual(script('Tidewreck Shaman {2}{U}{R}\nCreature — Merfolk Shaman\nSacrifice an Island and a Mountain: Return Tidewreck Shaman from your graveyard to your hand.\n3/3'), [
      'A:AB$ ChangeZone | Cost$ Sac<1/Island> Sac<1/Mountain> | ActivationZone$ Graveyard | Origin$ Graveyard | Destination$ Hand',
    ]);
  });

  test('creatures named another name, in a static: Creature.named<name>', () => {
    assert.deepStrictEqual(script('Bog Sentinel {2}{B}\nCreature — Zombie\nCreatures named Marsh Rat get +1/+1.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Creature.namedMarsh Rat | AddPower$ 1 | AddToughness$ 1',
    ]);
  });
});

suite('Forge scripts: a target put into its owner\'s library second or third from the top', () => {
  test('"second from the top" is LibraryPosition$ 1', () => {
    assert.deepStrictEqual(script("Undertow Lapse {3}{U}\nInstant\nPut target nonland permanent into its owner's library second from the top."), [
      'A:SP$ ChangeZone | Cost$ 3 U | Origin$ Battlefield | Destination$ Library | LibraryPosition$ 1 | ValidTgts$ Permanent.nonLand',
    ]);
  });

  test('its controller after it went into the library is not written, with the reason', () => {
    const card = "Undertow Lapse {1}{W}\nInstant\nPut target creature into its owner's library third from the top. Its controller draws a card.";
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /put into its owner's library \(Forge's scripts name that player two ways\)/);
  });
});

suite('Forge scripts: two cards searched for, one onto the battlefield and the other into your hand', () => {
  test('two ChangeZones of one card each, the library shuffled after the second', () => {
    assert.deepStrictEqual(script('Rootway Survey {3}{G}\nSorcery\nSearch your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle.'), [
      'A:SP$ ChangeZone | Cost$ 3 G | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | ChangeNum$ 1 | Tapped$ True | NoShuffle$ True | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Land.Basic | ChangeNum$ 1',
    ]);
  });
});

suite('Forge scripts: targets returned to hands and exiled from graveyards', () => {
  test('"target creature and target land to their owners\' hands": two ChangeZones, one target each', () => {
    assert.deepStrictEqual(script("Undertow Sweep {2}{U}{U}\nInstant\nReturn target artifact and target creature to their owners' hands."), [
      'A:SP$ ChangeZone | Cost$ 2 U U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Artifact | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Creature',
    ]);
  });

  test('two targets with conditions are not written, with the reason', () => {
    const card = "Undertow Sweep {2}{U}{U}\nInstant\nReturn target creature you control and target creature you don't control to their owners' hands.";
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /two targets returned to their owners' hands, with conditions/);
  });

  test('"target creature you own to your hand" is a bounce of a creature you own', () => {
    assert.deepStrictEqual(script('Homeward Tide {1}{U}\nInstant\nReturn target artifact you own to your hand.'), [
      'A:SP$ ChangeZone | Cost$ 1 U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Artifact.YouOwn',
    ]);
  });

  test('"up to three target cards from graveyards": cards of any graveyard', () => {
    assert.deepStrictEqual(script('Ashen Sweep {B}\nInstant\nExile up to three target cards from graveyards.'), [
      'A:SP$ ChangeZone | Cost$ B | Origin$ Graveyard | Destination$ Exile | ValidTgts$ Card | TargetMin$ 0 | TargetMax$ 3',
    ]);
  });
});

suite('Forge scripts: up to N target cards of a graveyard put on top of a library', () => {
  test('"up to two target creature cards from your graveyard on top of your library" in a spell says the top', () => {
    assert.deepStrictEqual(script('Recall the Fallen {1}{W}\nInstant\nPut up to two target creature cards from your graveyard on top of your library.'), [
      'A:SP$ ChangeZone | Cost$ 1 W | Origin$ Graveyard | Destination$ Library | LibraryPosition$ 0 | ValidTgts$ Creature.YouCtrl | TargetMin$ 0 | TargetMax$ 2',
    ]);
  });

  test('"… from an opponent\'s graveyard on top of their library in any order": their cards, on top', () => {
    assert.deepStrictEqual(script("Grave Mischief {U}\nSorcery\nPut up to two target cards from an opponent's graveyard on top of their library in any order."), [
      'A:SP$ ChangeZone | Cost$ U | Origin$ Graveyard | Destination$ Library | LibraryPosition$ 0 | ValidTgts$ Card.OppOwn | TargetMin$ 0 | TargetMax$ 2',
    ]);
  });
});

suite('Forge scripts: "that player" after a permanent returned to its owner\'s hand', () => {
  test('"Then that player discards a card." is the target\'s owner (TargetedOwner)', () => {
    assert.deepStrictEqual(script("Rebound Jolt {2}{U}{B}\nInstant\nReturn target creature to its owner's hand. Then that player discards a card."), [
      'A:SP$ ChangeZone | Cost$ 2 U B | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Creature | SubAbility$ DBDiscard',
      'SVar:DBDiscard:DB$ Discard | Defined$ TargetedOwner | NumCards$ 1 | Mode$ TgtChoose',
    ]);
  });
});

suite('Forge scripts: a target with the greatest power', () => {
  test('"target creature with the greatest power among creatures on the battlefield" is Creature.greatestPower', () => {
    assert.deepStrictEqual(script('Bring Low {1}{W}{W}\nInstant\nDestroy target creature with the greatest power among creatures on the battlefield.'), [
      'A:SP$ Destroy | Cost$ 1 W W | ValidTgts$ Creature.greatestPower',
    ]);
  });
});
