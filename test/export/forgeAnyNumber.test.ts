import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: counters distributed among targets', () => {
  test('"Distribute two +1/+1 counters among one or two target artifact creatures you control" is PutCounter with DividedAsYouChoose$', () => {
    assert.deepStrictEqual(script('Shared Growth {1}{G}\nInstant\nDistribute two +1/+1 counters among one or two target artifact creatures you control.'), [
      'A:SP$ PutCounter | Cost$ 1 G | ValidTgts$ Creature.Artifact+YouCtrl | TargetMin$ 1 | TargetMax$ 2 | CounterType$ P1P1 | CounterNum$ 2 | DividedAsYouChoose$ 2',
    ]);
  });

  test('any number of target creatures is at most one per counter (TargetMax$ the counters)', () => {
    assert.deepStrictEqual(script('Seed Scatter {3}{G}\nSorcery\nDistribute five +1/+1 counters among any number of target creatures.'), [
      'A:SP$ PutCounter | Cost$ 3 G | ValidTgts$ Creature | TargetMin$ 1 | TargetMax$ 5 | CounterType$ P1P1 | CounterNum$ 5 | DividedAsYouChoose$ 5',
    ]);
  });
});

suite('Forge scripts: any number of target players', () => {
  test('"Any number of target players each gain 4 life" targets 0 to every player (TargetMax$ PlayerCountPlayers$Amount)', () => {
    assert.deepStrictEqual(script('Shared Harvest {1}{G}\nSorcery\nAny number of target players each gain 4 life.'), [
      'A:SP$ GainLife | Cost$ 1 G | ValidTgts$ Player | TargetMin$ 0 | TargetMax$ MaxTgts | LifeAmount$ 4',
      'SVar:MaxTgts:PlayerCountPlayers$Amount',
    ]);
  });
});

suite('Forge scripts: X damage divided among any number of targets', () => {
  test('target creatures: TargetMin$ X limited to 1, TargetMax$ every creature the target could be', () => {
    assert.deepStrictEqual(script('Volley of Pins {X}{W}\nInstant\nVolley of Pins deals X damage divided as you choose among any number of target attacking creatures.'), [
      'A:SP$ DealDamage | Cost$ X W | ValidTgts$ Creature.attacking | TargetMin$ Min | TargetMax$ X2 | NumDmg$ X | DividedAsYouChoose$ X',
      'SVar:X:Count$xPaid',
      'SVar:Min:SVar$X/LimitMax.1',
      'SVar:X2:Count$Valid Creature.attacking',
    ]);
  });

  test('any targets: TargetMax$ counts each player and every creature and planeswalker', () => {
    assert.deepStrictEqual(script('Scatterblast {X}{R}{R}\nSorcery\nScatterblast deals X damage divided as you choose among any number of targets.'), [
      'A:SP$ DealDamage | Cost$ X R R | ValidTgts$ Creature,Player,Planeswalker | TargetMin$ Min | TargetMax$ MaxTgts | NumDmg$ X | DividedAsYouChoose$ X',
      'SVar:X:Count$xPaid',
      'SVar:Min:SVar$X/LimitMax.1',
      'SVar:NumCreatures:Count$Valid Creature,Planeswalker',
      'SVar:MaxTgts:PlayerCountPlayers$Amount/Plus.NumCreatures',
    ]);
  });

  test("a planeswalker's −X divided among any number of target creatures is not written (Forge's one script spells it otherwise)", () => {
    assert.deepStrictEqual(script('Vessa, Ember Poet {2}{R}{R}\nLegendary Planeswalker — Vessa\n+1: Draw a card.\n−X: Vessa, Ember Poet deals X damage divided as you choose among any number of target creatures.\nLoyalty: 4'), [
      'A:AB$ Draw | Cost$ AddCounter<1/LOYALTY> | Planeswalker$ True | Defined$ You | NumCards$ 1',
    ]);
  });
});

suite('Forge scripts: tap any number of untapped creatures you control', () => {
  test('ChooseCard of them (at most every creature you control), a Tap of the chosen, the count as Remembered$Amount, a Cleanup', () => {
    assert.deepStrictEqual(script('Rally the Weary {2}{W}\nSorcery\nTap any number of untapped creatures you control. You gain 3 life for each creature tapped this way.'), [
      'A:SP$ ChooseCard | Cost$ 2 W | Defined$ You | MinAmount$ 0 | Amount$ X | Choices$ Creature.untapped+YouCtrl | ChoiceZone$ Battlefield | RememberChosen$ True | SubAbility$ DBTap',
      'SVar:X:Count$Valid Creature.YouCtrl',
      'SVar:Y:Remembered$Amount',
      'SVar:Z:SVar$Y/Times.3',
      'SVar:DBTap:DB$ Tap | Defined$ Remembered | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ Z | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('the card itself pumped for each creature tapped this way is not written', () => {
    assert.deepStrictEqual(script('Weary Brute {2}{G}\nCreature — Ogre\nWhenever Weary Brute attacks, you may tap any number of untapped creatures you control. Weary Brute gets +2/+0 until end of turn for each creature tapped this way.\n3/3'), []);
  });
});

suite('Forge scripts: card types joined by "and/or"', () => {
  test('"up to three target artifacts and/or enchantments" is one target list of both types', () => {
    assert.deepStrictEqual(script('Rust Sweep {3}{G}\nSorcery\nDestroy up to three target artifacts and/or enchantments.'), [
      'A:SP$ Destroy | Cost$ 3 G | ValidTgts$ Artifact,Enchantment | TargetMin$ 0 | TargetMax$ 3',
    ]);
  });
});

suite('Forge scripts: sacrifice any number of …', () => {
  test('an optional Sacrifice of up to every such permanent you control, remembered; "that much" is Remembered$Amount', () => {
    assert.deepStrictEqual(script('Rootquake {1}{R}\nSorcery\nSacrifice any number of Forests. Rootquake deals that much damage to any target.'), [
      'A:SP$ Sacrifice | Cost$ 1 R | Defined$ You | Amount$ X | SacValid$ Forest | RememberSacrificed$ True | Optional$ True | SubAbility$ DBDealDamage',
      'SVar:X:Count$Valid Forest.YouCtrl',
      'SVar:X2:Remembered$Amount',
      'SVar:DBDealDamage:DB$ DealDamage | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X2 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('"then add that much {R}" is a Mana of the remembered number', () => {
    assert.deepStrictEqual(script('Land Burn {2}{R}\nInstant\nSacrifice any number of artifacts, then add that much {R}.'), [
      'A:SP$ Sacrifice | Cost$ 2 R | Defined$ You | Amount$ X | SacValid$ Artifact | RememberSacrificed$ True | Optional$ True | SubAbility$ DBMana',
      'SVar:X:Count$Valid Artifact.YouCtrl',
      'SVar:X2:Remembered$Amount',
      'SVar:DBMana:DB$ Mana | Produced$ R | Amount$ X2 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });
});

suite('Forge scripts: damage to each of up to N targets', () => {
  test('"X damage to each of up to four targets" is DealDamage with TargetMin$ 0 and TargetMax$ 4', () => {
    assert.deepStrictEqual(script('Twin Cinders {X}{R}{R}\nSorcery\nTwin Cinders deals X damage to each of up to four targets.'), [
      'A:SP$ DealDamage | Cost$ X R R | ValidTgts$ Creature,Player,Planeswalker | TargetMin$ 0 | TargetMax$ 4 | NumDmg$ X',
      'SVar:X:Count$xPaid',
    ]);
  });
});

suite('Forge scripts: any number of target opponents each discard their hands', () => {
  test('"… each discard their hands, then draw six cards" is a Discard of their hands and a Draw of the same targets', () => {
    assert.deepStrictEqual(script('Fresh Hands {3}{U}\nSorcery\nAny number of target opponents each discard their hands, then draw six cards.'), [
      'A:SP$ Discard | Cost$ 3 U | ValidTgts$ Opponent | TargetMin$ 0 | TargetMax$ MaxTgts | Mode$ Hand | SubAbility$ DBDraw',
      'SVar:MaxTgts:PlayerCountPlayers$Amount',
      'SVar:DBDraw:DB$ Draw | Defined$ Targeted | NumCards$ 6',
    ]);
  });

  test('"their hands" of one target player is not read', () => {
    assert.deepStrictEqual(script('Fresh Hand {3}{U}\nSorcery\nTarget player discards their hands.'), []);
  });
});

suite('Forge scripts: target player shuffles up to N target cards from their graveyard', () => {
  test('an empty Pump targets the player, then a ChangeZone of that player\'s cards (TargetsWithDefinedController$ ParentTarget)', () => {
    assert.deepStrictEqual(script('Undertow of Years {2}{U}\nSorcery\nTarget player shuffles up to five target cards from their graveyard into their library.'), [
      'A:SP$ Pump | Cost$ 2 U | ValidTgts$ Player | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Graveyard | Destination$ Library | Shuffle$ True | ValidTgts$ Card | TargetMin$ 0 | TargetMax$ 5 | TargetsWithDefinedController$ ParentTarget',
    ]);
  });

  test('after another step it is not written', () => {
    assert.deepStrictEqual(script('Undertow of Ages {2}{U}\nSorcery\nDraw a card. Target player shuffles up to five target cards from their graveyard into their library.'), []);
  });
});

suite('Forge scripts: "to their owner\'s hand" (older words)', () => {
  test('"Return any number of target creatures you control to their owner\'s hand" returns each to its owner\'s hand', () => {
    assert.deepStrictEqual(script("Homeward Flock {1}{U}\nInstant\nReturn any number of target artifacts you control to their owner's hand."), [
      'A:SP$ ChangeZone | Cost$ 1 U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Artifact.YouCtrl | TargetMin$ 0 | TargetMax$ X',
      'SVar:X:Count$Valid Artifact.YouCtrl',
    ]);
  });
});

suite('Forge scripts: up to X target …', () => {
  test('TargetMin$ 0 and TargetMax$ what X is', () => {
    assert.deepStrictEqual(script('Hymn Keeper {1}{W}\nEnchantment\n{2}, Sacrifice Hymn Keeper: Destroy up to X target enchantments, where X is the number of charge counters on Hymn Keeper.'), [
      'A:AB$ Destroy | Cost$ 2 Sac<1/CARDNAME> | ValidTgts$ Enchantment | TargetMin$ 0 | TargetMax$ X',
      'SVar:X:Count$CardCounters.CHARGE',
    ]);
    assert.deepStrictEqual(script('Wave Off {X}{U}\nInstant\nReturn up to X target artifacts to their owners\' hands.'), [
      'A:SP$ ChangeZone | Cost$ X U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Artifact | TargetMin$ 0 | TargetMax$ X',
      'SVar:X:Count$xPaid',
    ]);
  });
});
