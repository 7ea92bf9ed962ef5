import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: sacrifices listed after one verb, and a search for a card by its name', () => {
  test('two sacrifices are two Sac<1/…> costs, the named card is Card.named<name>', () => {
    assert.deepStrictEqual(script('Orrery Tinker {1}{R}\nArtifact Creature — Gnome Artificer\n{4}, {T}, Sacrifice a green creature and a white artifact: Search your library for a card named Brass Orrery and put it onto the battlefield. Then shuffle. You lose 1 life.\n1/3'), [
      'A:AB$ ChangeZone | Cost$ 4 T Sac<1/Creature.Green> Sac<1/Artifact.White> | Origin$ Library | Destination$ Battlefield | ChangeType$ Card.namedBrass Orrery | ChangeNum$ 1 | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 1',
    ]);
  });

  test('"Sacrifice a Forest, a Swamp, and a Plains" returning the card from the graveyard', () => {
    assert.deepStrictEqual(script('Saltmarsh Wisp {1}{U}\nCreature — Spirit\nFlying\nSacrifice a Forest, a Swamp, and a Plains: Return Saltmarsh Wisp from your graveyard to your hand. Activate only as a sorcery.\n1/1'), [
      'K:Flying',
      'A:AB$ ChangeZone | Cost$ Sac<1/Forest> Sac<1/Swamp> Sac<1/Plains> | ActivationZone$ Graveyard | Origin$ Graveyard | Destination$ Hand | SorcerySpeed$ True',
    ]);
  });

  test('creatures named another name, in a static: Creature.named<name>', () => {
    assert.deepStrictEqual(script('Rookery Matron {3}{W}\nCreature — Bird Soldier\nFlying\nCreatures named Rook Sentry get +1/+2 and have vigilance.\n2/3'), [
      'K:Flying',
      'S:Mode$ Continuous | Affected$ Creature.namedRook Sentry | AddPower$ 1 | AddToughness$ 2 | AddKeyword$ Vigilance',
    ]);
  });
});

suite('Forge scripts: a target put into its owner\'s library second or third from the top', () => {
  test('"second from the top" is LibraryPosition$ 1', () => {
    assert.deepStrictEqual(script("Tidal Misdirection {2}{U}\nSorcery\nPut target artifact or creature into its owner's library second from the top. Scry 1."), [
      'A:SP$ ChangeZone | Cost$ 2 U | Origin$ Battlefield | Destination$ Library | LibraryPosition$ 1 | ValidTgts$ Artifact,Creature | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
  });

  test('its controller after it went into the library is not written, with the reason', () => {
    const card = "Abyssal Recall {3}{W}\nInstant\nPut target attacking creature into its owner's library third from the top. Its controller gains 3 life.";
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /put into its owner's library \(Forge's scripts name that player two ways\)/);
  });

  test('a card of your graveyard second from the top, by an activated ability, says its position', () => {
    assert.deepStrictEqual(script('Delta Archivist {3}\nArtifact\n{1}, {T}: Put target artifact card from your graveyard into its owner\'s library second from the top. Activate only as a sorcery.'), [
      'A:AB$ ChangeZone | Cost$ 1 T | Origin$ Graveyard | Destination$ Library | LibraryPosition$ 1 | ValidTgts$ Artifact.YouCtrl | SorcerySpeed$ True',
    ]);
  });

  test('a card of your graveyard third from the top, by a trigger, is not written (only the top is)', () => {
    const deep = "Drowned Curator {2}{B}\nCreature — Zombie\nWhen this creature enters, you may put target instant card from your graveyard into its owner's library third from the top.\n2/2";
    assert.deepStrictEqual(script(deep), []);
    assert.match(forgeNotScripted(deep).join('\n'), /a card put from your graveyard on your library by a trigger/);
    assert.deepStrictEqual(script("Drowned Curator {2}{B}\nCreature — Zombie\nWhen this creature enters, you may put target instant card from your graveyard on top of your library.\n2/2"), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Graveyard | Destination$ Library | ValidTgts$ Instant | TargetsWithDefinedController$ TriggeredCardController',
    ]);
  });
});

suite('Forge scripts: two cards searched for, one onto the battlefield and the other into your hand', () => {
  test('two ChangeZones of one card each, the library shuffled after the second', () => {
    assert.deepStrictEqual(script('Grove Cartographer {3}{G}\nSorcery\nSearch your library for up to two Forest cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle. You gain 3 life.'), [
      'A:SP$ ChangeZone | Cost$ 3 G | Origin$ Library | Destination$ Battlefield | ChangeType$ Forest | ChangeNum$ 1 | Tapped$ True | NoShuffle$ True | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Forest | ChangeNum$ 1 | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 3',
    ]);
  });

  test('a condition of the search holds for both ChangeZones (Forge resolves the second even when the first\'s fails)', () => {
    assert.deepStrictEqual(script('Mossgate Survey {1}{G}{G}\nSorcery\nIf you control an Elf, search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle.'), [
      'A:SP$ ChangeZone | Cost$ 1 G G | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | ChangeNum$ 1 | Tapped$ True | NoShuffle$ True | ConditionPresent$ Elf.YouCtrl | ConditionCompare$ GE1 | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Land.Basic | ChangeNum$ 1 | ConditionPresent$ Elf.YouCtrl | ConditionCompare$ GE1',
    ]);
  });
});

suite('Forge scripts: targets returned to hands and exiled from graveyards', () => {
  test('"target enchantment and target creature to their owners\' hands": two ChangeZones, one target each', () => {
    assert.deepStrictEqual(script("Tidebreak Surge {3}{U}\nSorcery\nReturn target enchantment and target creature to their owners' hands. Draw a card."), [
      'A:SP$ ChangeZone | Cost$ 3 U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Enchantment | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Creature | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('two targets of that form with conditions are not written, with the reason', () => {
    const card = "Tidebreak Surge {3}{U}\nSorcery\nReturn target creature you control and target artifact you don't control to their owners' hands. Draw a card.";
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /two targets returned to their owners' hands, with conditions/);
  });

  test('two bounces of their own sentences (or joined by "then") are written with their conditions', () => {
    assert.deepStrictEqual(script("Riptide Parting {2}{U}{U}\nInstant\nReturn target creature you control to its owner's hand. Return target artifact an opponent controls to its owner's hand. Scry 1."), [
      'A:SP$ ChangeZone | Cost$ 2 U U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Creature.YouCtrl | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Artifact.OppCtrl | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
    assert.deepStrictEqual(script("Riptide Parting {2}{U}{U}\nInstant\nReturn target untapped creature to its owner's hand, then return target enchantment to its owner's hand."), [
      'A:SP$ ChangeZone | Cost$ 2 U U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Creature.untapped | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Enchantment',
    ]);
  });

  test('"target enchantment you own to your hand" is a bounce of a permanent you own', () => {
    assert.deepStrictEqual(script("Keeper's Retreat {U}\nInstant\nReturn target enchantment you own to your hand. Scry 1."), [
      'A:SP$ ChangeZone | Cost$ U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Enchantment.YouOwn | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
  });

  test('"up to two target cards from graveyards": cards of any graveyard', () => {
    assert.deepStrictEqual(script('Grave Sifter {1}{B}\nCreature — Rat\n{B}, {T}: Exile up to two target cards from graveyards. You gain 1 life.\n1/1'), [
      'A:AB$ ChangeZone | Cost$ B T | Origin$ Graveyard | Destination$ Exile | ValidTgts$ Card | TargetMin$ 0 | TargetMax$ 2 | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 1',
    ]);
  });
});

suite('Forge scripts: up to N target cards of a graveyard put on top of a library', () => {
  test('"up to three target artifact cards from your graveyard on top of your library" in a spell says the top', () => {
    assert.deepStrictEqual(script('Exhume Memory {2}{W}\nSorcery\nPut up to three target artifact cards from your graveyard on top of your library. Draw a card.'), [
      'A:SP$ ChangeZone | Cost$ 2 W | Origin$ Graveyard | Destination$ Library | LibraryPosition$ 0 | ValidTgts$ Artifact.YouCtrl | TargetMin$ 0 | TargetMax$ 3 | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('"… from an opponent\'s graveyard on top of their library in any order": their cards, on top', () => {
    assert.deepStrictEqual(script("Thoughtsnare {1}{U}{U}\nInstant\nPut up to three target instant cards from an opponent's graveyard on top of their library in any order. Scry 1."), [
      'A:SP$ ChangeZone | Cost$ 1 U U | Origin$ Graveyard | Destination$ Library | LibraryPosition$ 0 | ValidTgts$ Instant.OppOwn | TargetMin$ 0 | TargetMax$ 3 | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
  });
});

suite('Forge scripts: "that player" after a permanent returned to its owner\'s hand', () => {
  test('"Then that player loses 2 life." is the target\'s owner (TargetedOwner)', () => {
    assert.deepStrictEqual(script("Undertow Rebuke {3}{U}{B}\nSorcery\nReturn target artifact or enchantment to its owner's hand. Then that player loses 2 life."), [
      'A:SP$ ChangeZone | Cost$ 3 U B | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Artifact,Enchantment | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ TargetedOwner | LifeAmount$ 2',
    ]);
  });

  test('in a trigger naming no player of its own, "that player" is the owner too', () => {
    assert.deepStrictEqual(script("Zephyr Warden {2}{U}\nCreature — Bird Wizard\nFlying\nWhen this creature enters, return target artifact to its owner's hand. That player gains 2 life.\n1/3"), [
      'K:Flying',
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBGainLife:DB$ GainLife | Defined$ TargetedOwner | LifeAmount$ 2',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Artifact | SubAbility$ DBGainLife',
    ]);
  });

  test('after a trigger or a sentence naming another player, or a second bounce, "that player" is not read', () => {
    for (const card of [
      "Murk Lurker {3}{U}\nCreature — Horror\nWhenever an opponent draws a card, return target land to its owner's hand. That player gains 1 life.\n2/4",
      "Gale Harrier {3}{U}\nCreature — Bird\nFlying\nWhenever this creature attacks, defending player mills a card. Return target artifact to its owner's hand. That player gains 1 life.\n2/2",
      "Riptide Parting {2}{U}{U}\nSorcery\nEach opponent mills two cards. Return target creature to its owner's hand. That player loses 2 life.",
      "Riptide Parting {2}{U}{U}\nSorcery\nReturn target creature to its owner's hand. Return target artifact to its owner's hand. That player loses 2 life.",
    ]) {
      assert.ok(!script(card).some((l) => /TargetedOwner|ChangeZone/.test(l)), card);
      assert.match(forgeNotScripted(card).join('\n'), /cannot read "That player/, card);
    }
  });

  test('a player named between the bounce and "that player" is the nearer one: its controller, or not read', () => {
    assert.deepStrictEqual(script("Omicron Bouncer {2}{U}\nInstant\nReturn target creature to its owner's hand. Its controller loses 2 life. That player discards a card."), [
      'A:SP$ ChangeZone | Cost$ 2 U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Creature | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ TargetedController | LifeAmount$ 2 | SubAbility$ DBDiscard',
      'SVar:DBDiscard:DB$ Discard | Defined$ TargetedController | NumCards$ 1 | Mode$ TgtChoose',
    ]);
    const delta = "Delta Bouncer {2}{U}\nSorcery\nReturn target creature to its owner's hand. Each opponent loses 1 life. That player discards a card.";
    assert.ok(!script(delta).some((l) => /TargetedOwner/.test(l)), delta);
    assert.match(forgeNotScripted(delta).join('\n'), /cannot read "That player/);
  });

  test('an exert trigger ("as it attacks") or an intervening "if" naming a player: "that player" is not read', () => {
    for (const card of [
      "Epsilon Exerter {2}{U}\nCreature — Human Warrior\nYou may exert this creature as it attacks. When you do, return target creature to its owner's hand. That player loses 1 life.\n2/2",
      "Psi Watcher {2}{U}\nCreature — Human Wizard\nWhen this creature enters, if you control two or more Islands, return target creature to its owner's hand. That player loses 1 life.\n2/2",
    ]) {
      assert.ok(!script(card).some((l) => /TargetedOwner/.test(l)), card);
      assert.match(forgeNotScripted(card).join('\n'), /cannot read "That player/, card);
    }
  });
});

suite('Forge scripts: "an additional +N/+N" and a controller said twice', () => {
  test('"Target creature gets an additional +2/+2" with no earlier change of it is not read', () => {
    const card = 'Alpha Pumper {G}\nInstant\nTarget creature gets an additional +2/+2 until end of turn.';
    assert.deepStrictEqual(script(card), []);
    assert.match(forgeNotScripted(card).join('\n'), /an additional/);
  });

  test('"a Forest you control enters the battlefield under your control" is Forest.YouCtrl once', () => {
    const lines = script('Gamma Forester {2}{G}\nCreature — Elf\nWhenever you cast a green spell or a Forest you control enters the battlefield under your control, you gain 1 life.\n2/2');
    assert.ok(lines.some((l) => l.includes('ValidCard$ Forest.YouCtrl |')), lines.join('\n'));
  });
});

suite('Forge scripts: a target with the greatest power', () => {
  test('"target creature with the greatest power among creatures on the battlefield" is Creature.greatestPower', () => {
    assert.deepStrictEqual(script('Tallest Hush {1}{B}\nInstant\nTarget creature with the greatest power among creatures on the battlefield gets -3/-3 until end of turn.'), [
      'A:SP$ Pump | Cost$ 1 B | ValidTgts$ Creature.greatestPower | NumAtt$ -3 | NumDef$ -3',
    ]);
  });
});
