import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: counters distributed among targets', () => {
  test('"Distribute three +1/+1 counters among one, two, or three target artifact creatures you control" is PutCounter with DividedAsYouChoose$', () => {
    assert.deepStrictEqual(script('Brass Anointing {2}{G}\nInstant\nDistribute three +1/+1 counters among one, two, or three target artifact creatures you control.'), [
      'A:SP$ PutCounter | Cost$ 2 G | ValidTgts$ Creature.Artifact+YouCtrl | TargetMin$ 1 | TargetMax$ 3 | CounterType$ P1P1 | CounterNum$ 3 | DividedAsYouChoose$ 3',
    ]);
  });

  test('any number of target creatures is at most one per counter (TargetMax$ the counters)', () => {
    assert.deepStrictEqual(script('Pollen Drift {2}{G}{G}\nSorcery\nDistribute six +1/+1 counters among any number of target creatures you control. You gain 2 life.'), [
      'A:SP$ PutCounter | Cost$ 2 G G | ValidTgts$ Creature.YouCtrl | TargetMin$ 1 | TargetMax$ 6 | CounterType$ P1P1 | CounterNum$ 6 | DividedAsYouChoose$ 6 | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
  });
});

suite('Forge scripts: any number of target players', () => {
  test('"Any number of target players each draw two cards" targets 0 to every player (TargetMax$ PlayerCountPlayers$Amount)', () => {
    assert.deepStrictEqual(script('Common Cup {2}{W}\nSorcery\nAny number of target players each draw two cards.'), [
      'A:SP$ Draw | Cost$ 2 W | ValidTgts$ Player | TargetMin$ 0 | TargetMax$ MaxTgts | NumCards$ 2',
      'SVar:MaxTgts:PlayerCountPlayers$Amount',
    ]);
  });
});

suite('Forge scripts: X damage divided among any number of targets', () => {
  test('target creatures: TargetMin$ X limited to 1, TargetMax$ every creature the target could be', () => {
    assert.deepStrictEqual(script('Crossbow Hail {X}{W}{W}\nInstant\nCrossbow Hail deals X damage divided as you choose among any number of target blocking creatures.'), [
      'A:SP$ DealDamage | Cost$ X W W | ValidTgts$ Creature.blocking | TargetMin$ Min | TargetMax$ X2 | NumDmg$ X | DividedAsYouChoose$ X',
      'SVar:X:Count$xPaid',
      'SVar:Min:SVar$X/LimitMax.1',
      'SVar:X2:Count$Valid Creature.blocking',
    ]);
  });

  test('any targets: TargetMax$ counts each player and every creature and planeswalker', () => {
    assert.deepStrictEqual(script('Starfall Spray {X}{R}{R}{R}\nSorcery\nStarfall Spray deals X damage divided as you choose among any number of targets. Scry 1.'), [
      'A:SP$ DealDamage | Cost$ X R R R | ValidTgts$ Creature,Player,Planeswalker | TargetMin$ Min | TargetMax$ MaxTgts | NumDmg$ X | DividedAsYouChoose$ X | SubAbility$ DBScry',
      'SVar:X:Count$xPaid',
      'SVar:Min:SVar$X/LimitMax.1',
      'SVar:NumCreatures:Count$Valid Creature,Planeswalker',
      'SVar:MaxTgts:PlayerCountPlayers$Amount/Plus.NumCreatures',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
  });

  test("a planeswalker's −X divided among any number of target creatures is not written (Forge's one script spells it otherwise)", () => {
    assert.deepStrictEqual(script('Vessa, Ember Poet {3}{R}{R}\nLegendary Planeswalker — Vessa\n+2: You gain 2 life.\n−X: Vessa, Ember Poet deals X damage divided as you choose among any number of target creatures your opponents control.\nLoyalty: 5'), [
      'A:AB$ GainLife | Cost$ AddCounter<2/LOYALTY> | Planeswalker$ True | LifeAmount$ 2',
    ]);
  });
});

suite('Forge scripts: tap any number of untapped creatures you control', () => {
  test('ChooseCard of them (at most every creature you control), a Tap of the chosen, the count as Remembered$Amount, a Cleanup', () => {
    assert.deepStrictEqual(script('Toll of Labor {1}{B}\nSorcery\nTap any number of untapped creatures you control. Target player loses 2 life for each creature tapped this way.'), [
      'A:SP$ ChooseCard | Cost$ 1 B | Defined$ You | MinAmount$ 0 | Amount$ X | Choices$ Creature.untapped+YouCtrl | ChoiceZone$ Battlefield | RememberChosen$ True | SubAbility$ DBTap',
      'SVar:X:Count$Valid Creature.YouCtrl',
      'SVar:Y:Remembered$Amount',
      'SVar:Z:SVar$Y/Times.2',
      'SVar:DBTap:DB$ Tap | Defined$ Remembered | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | ValidTgts$ Player | LifeAmount$ Z | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('the card itself pumped for each creature tapped this way is not written', () => {
    assert.deepStrictEqual(script('Yoke Ogre {4}{R}\nCreature — Ogre Warrior\nAt the beginning of combat on your turn, you may tap any number of untapped creatures you control. Yoke Ogre gets +3/+0 until end of turn for each creature tapped this way.\n4/4'), []);
  });

  test('"for each creature tapped this way" after tapping artifacts (or permanents) is not written: it would count them all', () => {
    assert.deepStrictEqual(script('Idle Muster {1}{W}\nSorcery\nTap any number of untapped artifacts you control. You gain 3 life for each creature tapped this way.'), []);
    assert.deepStrictEqual(script('Idle Muster {1}{W}\nSorcery\nTap any number of untapped permanents you control. Draw a card for each creature tapped this way.'), []);
  });
});

suite('Forge scripts: card types joined by "and/or"', () => {
  test('"up to four target artifacts and/or enchantments" is one target list of both types', () => {
    assert.deepStrictEqual(script('Relic Purge {2}{G}{G}\nSorcery\nExile up to four target artifacts and/or enchantments. You gain 1 life.'), [
      'A:SP$ ChangeZone | Cost$ 2 G G | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Artifact,Enchantment | TargetMin$ 0 | TargetMax$ 4 | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 1',
    ]);
  });
});

suite('Forge scripts: sacrifice any number of …', () => {
  test('an optional Sacrifice of up to every such permanent you control, remembered; "that much" is Remembered$Amount', () => {
    assert.deepStrictEqual(script('Tidal Offering {2}{U}\nSorcery\nSacrifice any number of Islands. Tidal Offering deals that much damage to target creature.'), [
      'A:SP$ Sacrifice | Cost$ 2 U | Defined$ You | Amount$ X | SacValid$ Island | RememberSacrificed$ True | Optional$ True | SubAbility$ DBDealDamage',
      'SVar:X:Count$Valid Island.YouCtrl',
      'SVar:X2:Remembered$Amount',
      'SVar:DBDealDamage:DB$ DealDamage | ValidTgts$ Creature | NumDmg$ X2 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('"then add that much {B}" is a Mana of the remembered number', () => {
    assert.deepStrictEqual(script('Ash Tithe {1}{B}\nInstant\nSacrifice any number of creatures, then add that much {B}. You lose 1 life.'), [
      'A:SP$ Sacrifice | Cost$ 1 B | Defined$ You | Amount$ X | SacValid$ Creature | RememberSacrificed$ True | Optional$ True | SubAbility$ DBMana',
      'SVar:X:Count$Valid Creature.YouCtrl',
      'SVar:X2:Remembered$Amount',
      'SVar:DBMana:DB$ Mana | Produced$ B | Amount$ X2 | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 1 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('"that much" two steps after the sacrifice is not the number sacrificed (not written)', () => {
    assert.deepStrictEqual(script('Bone Tithe {2}{B}\nSorcery\nSacrifice any number of artifacts. Target player loses 3 life. You gain that much life.'), []);
  });
});

suite('Forge scripts: damage to each of up to N targets', () => {
  test('"X damage to each of up to two target creatures" is DealDamage with TargetMin$ 0 and TargetMax$ 2', () => {
    assert.deepStrictEqual(script('Cinder Chorus {X}{R}{R}\nSorcery\nCinder Chorus deals X damage to each of up to two target creatures. You gain 2 life.'), [
      'A:SP$ DealDamage | Cost$ X R R | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 2 | NumDmg$ X | SubAbility$ DBGainLife',
      'SVar:X:Count$xPaid',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
  });
});

suite('Forge scripts: any number of target opponents each discard their hands', () => {
  test('"… each discard their hands, then draw four cards" is a Discard of their hands and a Draw of the same targets', () => {
    assert.deepStrictEqual(script('Clean Slates {2}{U}{U}\nSorcery\nAny number of target opponents each discard their hands, then draw four cards. You gain 3 life.'), [
      'A:SP$ Discard | Cost$ 2 U U | ValidTgts$ Opponent | TargetMin$ 0 | TargetMax$ MaxTgts | Mode$ Hand | SubAbility$ DBDraw',
      'SVar:MaxTgts:PlayerCountPlayers$Amount',
      'SVar:DBDraw:DB$ Draw | Defined$ Targeted | NumCards$ 4 | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 3',
    ]);
  });

  test('"their hands" of one target player is not read', () => {
    assert.deepStrictEqual(script('Clean Slate {2}{U}\nSorcery\nTarget player discards their hands.'), []);
  });

  test('"each … unless they pay" of several target players is not written (one payment would stop it for all)', () => {
    assert.deepStrictEqual(script('Tollgate Curse {2}{B}\nSorcery\nAny number of target opponents each sacrifice an artifact unless they pay {3}.'), []);
    assert.ok(forgeNotScripted('Tollgate Curse {2}{B}\nSorcery\nAny number of target opponents each sacrifice an artifact unless they pay {3}.').some((r) => r.includes('several targets, each paying for themselves')));
    assert.deepStrictEqual(script('Tollgate Hex {2}{B}\nSorcery\nAny number of target opponents each lose 2 life unless they sacrifice an enchantment.'), []);
  });
});

suite('Forge scripts: target player shuffles up to N target cards from their graveyard', () => {
  test('an empty Pump targets the player, then a ChangeZone of that player\'s cards (TargetsWithDefinedController$ ParentTarget)', () => {
    assert.deepStrictEqual(script('Silt Return {1}{U}\nInstant\nTarget player shuffles up to two target cards from their graveyard into their library.'), [
      'A:SP$ Pump | Cost$ 1 U | ValidTgts$ Player | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Graveyard | Destination$ Library | Shuffle$ True | ValidTgts$ Card | TargetMin$ 0 | TargetMax$ 2 | TargetsWithDefinedController$ ParentTarget',
    ]);
  });

  test('after another step it is not written', () => {
    assert.deepStrictEqual(script('Silt Return {1}{U}\nInstant\nYou gain 2 life. Target player shuffles up to two target cards from their graveyard into their library.'), []);
  });
});

suite('Forge scripts: "to their owner\'s hand" (older words)', () => {
  test('"Return any number of target enchantments you control to their owner\'s hand" returns each to its owner\'s hand', () => {
    assert.deepStrictEqual(script("Fledgling Recall {2}{U}\nInstant\nReturn any number of target enchantments you control to their owner's hand. Scry 2."), [
      'A:SP$ ChangeZone | Cost$ 2 U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Enchantment.YouCtrl | TargetMin$ 0 | TargetMax$ X | SubAbility$ DBScry',
      'SVar:X:Count$Valid Enchantment.YouCtrl',
      'SVar:DBScry:DB$ Scry | ScryNum$ 2',
    ]);
  });
});

suite('Forge scripts: up to X target …', () => {
  test('TargetMin$ 0 and TargetMax$ what X is', () => {
    assert.deepStrictEqual(script('Tide Warden {2}{U}\nEnchantment\n{4}, {T}: Tap up to X target creatures, where X is the number of Islands you control.'), [
      'A:AB$ Tap | Cost$ 4 T | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ X',
      'SVar:X:Count$Valid Island.YouCtrl',
    ]);
    assert.deepStrictEqual(script('Tether Gust {X}{U}\nSorcery\nTap up to X target artifacts. Draw a card.'), [
      'A:SP$ Tap | Cost$ X U | ValidTgts$ Artifact | TargetMin$ 0 | TargetMax$ X | SubAbility$ DBDraw',
      'SVar:X:Count$xPaid',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('X chosen as a cost other than mana is paid (−X, removing X counters) is not written: Forge targets before the cost sets ChosenX', () => {
    assert.deepStrictEqual(script("Kiva, Tide Warden {2}{U}{U}\nLegendary Planeswalker — Kiva\n+1: Draw a card.\n−X: Return up to X target nonland permanents to their owners' hands.\nLoyalty: 5"), [
      'A:AB$ Draw | Cost$ AddCounter<1/LOYALTY> | Planeswalker$ True | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Kiva, Tide Warden {2}{U}{U}\nLegendary Planeswalker — Kiva\n+1: Draw a card.\n−X: Kiva, Tide Warden deals X damage to each of up to X target creatures.\nLoyalty: 5'), [
      'A:AB$ Draw | Cost$ AddCounter<1/LOYALTY> | Planeswalker$ True | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Static Coil {3}\nArtifact\n{T}: Put a charge counter on Static Coil.\nRemove X charge counters from Static Coil: Tap up to X target creatures.'), [
      'A:AB$ PutCounter | Cost$ T | CounterType$ CHARGE | CounterNum$ 1',
    ]);
  });
});
