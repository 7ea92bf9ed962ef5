import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of more "as long as" and "Activate only if" conditions', () => {
  test('a devotion below N: RemoveType$ Creature | RemoveCreatureTypes$ True with CheckSVar$ of Count$Devotion / DevotionDual', () => {
    assert.deepStrictEqual(script("Duskmire, Twin Judge {1}{W}{B}\nLegendary Enchantment Creature — God\nAs long as your devotion to white and black is less than seven, Duskmire isn't a creature.\n5/4"), [
      'S:Mode$ Continuous | Affected$ Card.Self | RemoveType$ Creature | RemoveCreatureTypes$ True | CheckSVar$ X | SVarCompare$ LT7', 'SVar:X:Count$DevotionDual.White.Black',
    ]);
    assert.deepStrictEqual(script("Sunveil {3}{W}\nLegendary Enchantment Creature — God\nAs long as your devotion to white is less than five, Sunveil isn't a creature.\n5/6"), [
      'S:Mode$ Continuous | Affected$ Card.Self | RemoveType$ Creature | RemoveCreatureTypes$ True | CheckSVar$ X | SVarCompare$ LT5', 'SVar:X:Count$Devotion.White',
    ]);
  });

  test('"Activate only if" a devotion is not written', () => {
    assert.strictEqual(notScripted('Shrine Lamp {2}\nArtifact\n{T}: Draw a card. Activate only if your devotion to blue is less than three.').length, 1);
  });

  test('the city\'s blessing: Condition$ Blessing in a static ability, Activation$ Blessing in an activated one', () => {
    assert.deepStrictEqual(script("Gilded Skyrunner {2}{W}\nCreature — Vampire Soldier\nAscend\nAs long as you have the city's blessing, Gilded Skyrunner has hexproof and can't be blocked.\n2/2"), [
      'K:Ascend', 'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Hexproof | AddHiddenKeyword$ Unblockable | Condition$ Blessing',
    ]);
    assert.deepStrictEqual(script("Sunken Reliquary {2}\nArtifact\nAscend\n{T}, Sacrifice Sunken Reliquary: Draw two cards. Activate only if you have the city's blessing."), [
      'K:Ascend', 'A:AB$ Draw | Cost$ T Sac<1/CARDNAME> | Defined$ You | NumCards$ 2 | Activation$ Blessing',
    ]);
  });

  test('a Desert you control or in your graveyard: Condition$ Desert in a static ability, Activation$ Desert in an activated one', () => {
    assert.deepStrictEqual(script('Dune Viper {2}{R}\nCreature — Snake\nAs long as you control a Desert or there is a Desert card in your graveyard, Dune Viper gets +1/+0 and has trample.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddKeyword$ Trample | Condition$ Desert',
    ]);
    assert.deepStrictEqual(script('Sandstone Wall {1}{R}\nCreature — Wall\n{T}: Sandstone Wall deals 1 damage to target player or planeswalker. Activate only if you control a Desert or there is a Desert card in your graveyard.\n0/4'), [
      'A:AB$ DealDamage | Cost$ T | ValidTgts$ Player,Planeswalker | NumDmg$ 1 | Activation$ Desert',
    ]);
  });

  test('"Activate only if you have exactly seven cards in hand" is ActivationCardsInHand$ 7; "exactly seven cards" with no "in hand" is not read', () => {
    assert.deepStrictEqual(script('Quiet Archive\nLand\n{T}: Draw a card. Activate only if you have exactly seven cards in hand.'), ['A:AB$ Draw | Cost$ T | Defined$ You | NumCards$ 1 | ActivationCardsInHand$ 7']);
    assert.strictEqual(notScripted('Quiet Archive\nLand\n{T}: Draw a card. Activate only if you have exactly seven cards.').length, 1);
  });

  test('total power and counters on the card: CheckSVar$ of Count$SumPower_Creature.YouCtrl and of Count$CardCounters.KIND', () => {
    assert.deepStrictEqual(script('Ridge Brute {3}{G}\nCreature — Ogre Warrior\n{2}{G}: Ridge Brute gets +3/+3 until end of turn. Activate only if creatures you control have total power 8 or greater.\n3/3'), [
      'A:AB$ Pump | Cost$ 2 G | NumAtt$ +3 | NumDef$ +3 | CheckSVar$ X | SVarCompare$ GE8', 'SVar:X:Count$SumPower_Creature.YouCtrl',
    ]);
    assert.deepStrictEqual(script('Brick Kiln {2}\nArtifact\n{T}: You gain 1 life. Activate only if there are no brick counters on Brick Kiln.'), [
      'A:AB$ GainLife | Cost$ T | LifeAmount$ 1 | CheckSVar$ X | SVarCompare$ EQ0', 'SVar:X:Count$CardCounters.BRICK',
    ]);
  });
});

suite('Forge scripts of rules for players', () => {
  test('a rule for your opponents is Affected$ Opponent, and their "You can\'t gain life." Player.Opponent, as Forge\'s scripts write each', () => {
    assert.deepStrictEqual(script("Bitter Idol {2}{B}\nArtifact\nYour opponents can't gain life."), ["S:Mode$ Continuous | Affected$ Player.Opponent | AddKeyword$ You can't gain life."]);
    assert.deepStrictEqual(script("Locked Vault {3}\nArtifact\nYour opponents can't search libraries."), ['S:Mode$ Continuous | Affected$ Opponent | AddKeyword$ CantSearchLibrary']);
    assert.deepStrictEqual(script("Grim Warden {3}{B}{B}\nCreature — Demon\nYou can't win the game and your opponents can't lose the game.\n6/6"), [
      "S:Mode$ Continuous | Affected$ You | AddKeyword$ You can't win the game.", "S:Mode$ Continuous | Affected$ Opponent | AddKeyword$ You can't lose the game.",
    ]);
    assert.deepStrictEqual(script("Still Idol {4}\nArtifact\nYour life total can't change."), ["S:Mode$ Continuous | Affected$ You | AddKeyword$ Your life total can't change."]);
  });
});

suite('Forge scripts of mana abilities with restrictions', () => {
  test('"Activate only if you control …" on a mana ability is IsPresent$ on each line; "only once each turn" ActivationLimit$ 1', () => {
    assert.deepStrictEqual(script('Blighted Grove\nLand\n{T}: Add {B} or {G}. Activate only if you control a Swamp.'), [
      'A:AB$ Mana | Cost$ T | Produced$ B | IsPresent$ Swamp.YouCtrl', 'A:AB$ Mana | Cost$ T | Produced$ G | IsPresent$ Swamp.YouCtrl',
    ]);
    assert.deepStrictEqual(script('Root Shrine\nLand\n{T}: Add {C}{C}. Activate only if you control five or more lands.'), [
      'A:AB$ Mana | Cost$ T | Produced$ C | Amount$ 2 | IsPresent$ Land.YouCtrl | PresentCompare$ GE5',
    ]);
    assert.deepStrictEqual(script('Sap Tender {1}{G}\nCreature — Elf\n{T}: Add {G}. Activate only once each turn.\n1/1'), ['A:AB$ Mana | Cost$ T | Produced$ G | ActivationLimit$ 1']);
  });

  test('whose the objects are comes before their power in IsPresent$ (Creature.YouCtrl+powerGE4); other restrictions stay unwritten', () => {
    assert.deepStrictEqual(script('Howl Caller {1}{G}\nCreature — Elf\n{T}: Add {G}{G}. Activate only if you control a creature with power 4 or greater.\n1/1'), [
      'A:AB$ Mana | Cost$ T | Produced$ G | Amount$ 2 | IsPresent$ Creature.YouCtrl+powerGE4',
    ]);
    assert.deepStrictEqual(notScripted('Dusk Well\nLand\n{T}: Add {B}. Activate only as a sorcery.'), ['a mana ability with restrictions']);
  });
});

suite('Forge scripts of restrictions on activating', () => {
  test('"no more than twice each turn" is ActivationLimit$ 2; "during your upkeep and only if" PlayerTurn$, ActivationPhases$ and IsPresent$', () => {
    assert.deepStrictEqual(script('Ember Imp {1}{R}\nCreature — Imp\n{R}: Ember Imp gets +1/+0 until end of turn. Activate no more than twice each turn.\n1/1'), ['A:AB$ Pump | Cost$ R | NumAtt$ +1 | ActivationLimit$ 2']);
    assert.deepStrictEqual(script('Bog Revenant {1}{B}\nCreature — Zombie\nSacrifice two lands: Return Bog Revenant from your graveyard to the battlefield. Activate only during your upkeep and only if you control a Swamp.\n2/1'), [
      'A:AB$ ChangeZone | Cost$ Sac<2/Land> | ActivationZone$ Graveyard | Origin$ Graveyard | Destination$ Battlefield | PlayerTurn$ True | ActivationPhases$ Upkeep | IsPresent$ Swamp.YouCtrl',
    ]);
  });

  test('a limit on a mana ability of a choice of colours keeps it one line, Combo of one mana (a line for each colour would limit each)', () => {
    assert.deepStrictEqual(script('Cinder Font {2}\nArtifact\n{1}: Add {B} or {R}. Activate no more than three times each turn.'), ['A:AB$ Mana | Cost$ 1 | Produced$ Combo B R | Amount$ 1 | ActivationLimit$ 3']);
    // A choice of groups of symbols is no Combo: not written.
    assert.deepStrictEqual(notScripted('Cinder Font {2}\nArtifact\n{1}: Add {B}{B} or {R}{R}. Activate only once each turn.'), ['a limit on how often a mana ability of a choice of colours is activated']);
  });
});

suite('Forge scripts of what your opponents control as a condition', () => {
  test('"no opponent controls a creature" is CheckSVar$ of Count$Valid Creature.OppCtrl, EQ0; "an opponent controls …" by context', () => {
    assert.deepStrictEqual(script('Lonely Hulk {3}{G}\nCreature — Beast\nLonely Hulk gets +3/+3 as long as no opponent controls a creature.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 3 | AddToughness$ 3 | CheckSVar$ X | SVarCompare$ EQ0', 'SVar:X:Count$Valid Creature.OppCtrl',
    ]);
    // Of the card itself, a bare kind: a count, GE1; of an Aura's creature: IsPresent$; a kind with qualities of the card itself: not written.
    assert.deepStrictEqual(script('Reef Captain {3}{U}\nCreature — Human Pirate\nReef Captain gets +1/+1 as long as an opponent controls an Island.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 1 | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$Valid Island.OppCtrl',
    ]);
    assert.deepStrictEqual(script('Dark Scarab {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2 as long as an opponent controls a black permanent.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 2 | AddToughness$ 2 | IsPresent$ Permanent.Black+OppCtrl',
    ]);
    assert.deepStrictEqual(notScripted('Pale Beast {3}{U}\nCreature — Beast\nPale Beast gets +1/+1 as long as an opponent controls a white permanent.\n2/2'), ['"as long as an opponent controls …" (Forge\'s scripts spell it two ways)']);
  });
});

suite('Forge scripts of "as long as it\'s a creature" of each object of a kind', () => {
  test('the objects of the kind that are creatures: Affected$ Creature.Vehicle+YouCtrl, Creature.Land', () => {
    assert.deepStrictEqual(script("Dock Marshal {2}{W}\nCreature — Human Pilot\nEach Vehicle you control gets +1/+1 as long as it's a creature.\n2/2"), ['S:Mode$ Continuous | Affected$ Creature.Vehicle+YouCtrl | AddPower$ 1 | AddToughness$ 1']);
    assert.deepStrictEqual(script("Stone Wakening {3}{G}\nEnchantment\nEach land gets +2/+2 as long as it's a creature."), ['S:Mode$ Continuous | Affected$ Creature.Land | AddPower$ 2 | AddToughness$ 2']);
  });
});

suite('Forge scripts of protection keywords a static ability grants', () => {
  test('each protection its own keyword in AddKeyword$ (Protection from black & Protection from red; Protection from all colors)', () => {
    assert.deepStrictEqual(script('Gilded Ward {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has protection from black and from red.'), [
      'K:Enchant creature', 'A:SP$ Attach | Cost$ 1 W | ValidTgts$ Creature', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Protection from black & Protection from red',
    ]);
    assert.deepStrictEqual(script('Brass Paladin {3}\nArtifact Creature — Golem\nBrass Paladin has protection from all colors as long as you control three or more artifacts.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Protection from all colors | Condition$ Metalcraft',
    ]);
    assert.deepStrictEqual(script('Prism Veil {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+0 and has protection from multicolored.')[2],
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1 | AddKeyword$ Protection from multicolored');
  });
});

suite('Forge scripts of what can\'t crew Vehicles', () => {
  test('"can\'t attack, block, or crew Vehicles" is two hidden keywords: in one line of an enchanted creature, two of the card itself', () => {
    assert.deepStrictEqual(script("Tether Writ {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -1/-0 and can't attack, block, or crew Vehicles.")[2],
      "S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ -1 | AddHiddenKeyword$ CARDNAME can't attack or block. & CARDNAME can't crew Vehicles.");
    assert.deepStrictEqual(script("Rust Sentry {3}\nArtifact Creature — Construct\nRust Sentry can't attack, block, or crew Vehicles.\n4/4"), [
      "K:CARDNAME can't attack or block.", "K:CARDNAME can't crew Vehicles.",
    ]);
  });
});

suite('Forge scripts of a colour a static ability sets', () => {
  test('"gets +2/+1 and is black" is SetColor$ Black beside the P/T change', () => {
    assert.deepStrictEqual(script('Dusk Mantle {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+1 and is black.')[2],
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 2 | AddToughness$ 1 | SetColor$ Black');
  });
});

suite('Forge scripts of restrictions said of many objects', () => {
  test('"Creatures you control can attack as though they didn\'t have defender" is the keyword of each, as of one', () => {
    assert.deepStrictEqual(script("Rally Horn {2}{W}\nEnchantment\nCreatures you control can attack as though they didn't have defender."), [
      "S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddHiddenKeyword$ CARDNAME can attack as though it didn't have defender.",
    ]);
    assert.strictEqual(notScripted("Rally Horn {2}{W}\nEnchantment\nCreatures you control can attack as though it didn't have defender.").length, 1);
  });
});

suite('Forge scripts of what can\'t target objects', () => {
  test('S:Mode$ CantTarget: ValidCard$ Card.Self with ValidSource$ Card.White / Card.nonGreen; AffectedZone$ Graveyard for cards in graveyards', () => {
    assert.deepStrictEqual(script("Ash Informant {2}{B}\nCreature — Human Rogue\nAsh Informant can't be the target of white spells or abilities from white sources.\n1/2"), ['S:Mode$ CantTarget | ValidCard$ Card.Self | ValidSource$ Card.White']);
    assert.deepStrictEqual(script("Moss Titan {4}{G}{G}\nCreature — Elemental\nMoss Titan can't be the target of nongreen spells or abilities from nongreen sources.\n7/6"), ['S:Mode$ CantTarget | ValidCard$ Card.Self | ValidSource$ Card.nonGreen']);
    assert.deepStrictEqual(script("Silent Crypt {1}{B}\nEnchantment\nCards in graveyards can't be the targets of spells or abilities."), ['S:Mode$ CantTarget | AffectedZone$ Graveyard']);
  });
});

suite('Forge scripts of other permanents entering the battlefield tapped', () => {
  test('S:Mode$ ETBTapped with ValidCard$ of each kind (Artifact.OppCtrl,Creature.OppCtrl; Creature.OppCtrl,Land.nonBasic+OppCtrl; Artifact,Land)', () => {
    assert.deepStrictEqual(script('Frost Gate {1}{W}\nArtifact\nArtifacts and creatures your opponents control enter the battlefield tapped.'), ['S:Mode$ ETBTapped | ValidCard$ Artifact.OppCtrl,Creature.OppCtrl']);
    assert.deepStrictEqual(script('Warden of Roads {2}{W}\nCreature — Human Soldier\nCreatures and nonbasic lands your opponents control enter the battlefield tapped.\n3/2'), ['S:Mode$ ETBTapped | ValidCard$ Creature.OppCtrl,Land.nonBasic+OppCtrl']);
    assert.deepStrictEqual(script('Heavy Mire {2}{G}\nEnchantment\nArtifacts and lands enter the battlefield tapped.'), ['S:Mode$ ETBTapped | ValidCard$ Artifact,Land']);
  });
});

suite('Forge scripts of what can\'t attack you', () => {
  test('S:Mode$ CantAttack with ValidCard$ and Target$ You, or You,Planeswalker.YouCtrl', () => {
    assert.deepStrictEqual(script("Sky Bastion {3}{W}\nEnchantment\nCreatures without flying can't attack you."), ['S:Mode$ CantAttack | ValidCard$ Creature.withoutFlying | Target$ You']);
    assert.deepStrictEqual(script("Meek Ward {2}{W}\nEnchantment\nCreatures with power 2 or less can't attack you or planeswalkers you control."), [
      'S:Mode$ CantAttack | ValidCard$ Creature.powerLE2 | Target$ You,Planeswalker.YouCtrl',
    ]);
  });

  test('what an opponent has, or a card type in your graveyard: a count Forge\'s scripts compare (PlayerCountOpponents$, TypeInYourYard)', () => {
    assert.deepStrictEqual(script('Grave Stalker {1}{B}\nCreature — Vampire\nGrave Stalker has haste as long as an opponent has 10 or less life.\n2/1'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Haste | CheckSVar$ X | SVarCompare$ LE10', 'SVar:X:PlayerCountOpponents$LowestLifeTotal',
    ]);
    assert.deepStrictEqual(script('Hollow Wraith {2}{B}\nCreature — Specter\nHollow Wraith gets +2/+2 as long as an opponent has no cards in hand.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | AddToughness$ 2 | CheckSVar$ X | SVarCompare$ EQ0', 'SVar:X:PlayerCountOpponents$LowestCardsInHand',
    ]);
    assert.deepStrictEqual(script('Venom Biter {1}{G}\nCreature — Snake\nVenom Biter has deathtouch as long as an opponent is poisoned.\n1/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Deathtouch | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$TotalOppPoisonCounters',
    ]);
    assert.deepStrictEqual(script('Scrap Kite {2}{U}\nCreature — Bird\nScrap Kite has flying as long as an artifact card is in your graveyard.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Flying | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$TypeInYourYard.Artifact',
    ]);
    assert.deepStrictEqual(script('Lore Keeper {1}{U}\nCreature — Human Monk\nAs long as you have more cards in hand than each opponent, Lore Keeper gets +2/+2.\n1/1'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | AddToughness$ 2 | CheckSVar$ X | SVarCompare$ GTY', 'SVar:X:Count$InYourHand', 'SVar:Y:PlayerCountOpponents$HighestCardsInHand',
    ]);
    // "Activate only if" of them is not written yet.
    assert.match(notScripted('Grave Caller {1}{B}\nCreature — Zombie\n{1}{B}: Grave Caller gets +1/+1 until end of turn. Activate only if an opponent has 10 or less life.\n2/2').join('\n'), /activate only if/);
  });

  test('"As long as ~ has five or more quest counters on it, creatures you control get +2/+0": IsPresent$ of the card with them', () => {
    assert.deepStrictEqual(script('Quest for Testing {R}\nEnchantment\nAs long as Quest for Testing has five or more quest counters on it, creatures you control get +2/+0.'), [
      'S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ 2 | IsPresent$ Card.Self+counters_GE5_QUEST',
    ]);
  });

  test('"~ gets -1/-1 as long as blue is the most common color among all permanents …": the colour in Affected$ (Card.Self+MostProminentColor blue)', () => {
    assert.deepStrictEqual(script('Tide Djinn {3}{U}{U}\nCreature — Djinn\nTide Djinn gets -1/-1 as long as blue is the most common color among all permanents or is tied for most common.\n4/4'), [
      'S:Mode$ Continuous | Affected$ Card.Self+MostProminentColor blue | AddPower$ -1 | AddToughness$ -1',
    ]);
    // Of other objects, or as "Activate only if": not written yet.
    assert.match(notScripted('Tide Rite {U}\nEnchantment\nCreatures you control get +1/+1 as long as blue is the most common color among all permanents or is tied for most common.').join('\n'), /most common/);
    assert.match(notScripted('Tide Caller {1}{U}\nCreature — Merfolk\n{U}: Tide Caller gets +1/+1 until end of turn. Activate only if blue is the most common color among all permanents or is tied for most common.\n1/1').join('\n'), /most common/);
  });
});

