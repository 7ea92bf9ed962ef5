import * as assert from 'node:assert';
import { describedFirst, forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: "at the beginning of" triggers', () => {
  test('"if you gained 3 or more life this turn" is CheckSVar$ of Forge\'s count of the life you gained this turn', () => {
    assert.deepStrictEqual(script('Dawn Chorister {2}{W}\nCreature — Human Cleric\nAt the beginning of your end step, if you gained 3 or more life this turn, draw a card.\n2/2'), [
      'T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | CheckSVar$ X | SVarCompare$ GE3 | Execute$ TrigEffect',
      'SVar:X:Count$LifeYouGainedThisTurn', 'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('the upkeep of the enchanted creature\'s controller is ValidPlayer$ EnchantedController; "that player" is TriggeredPlayer', () => {
    assert.deepStrictEqual(script('Gnawing Tick {B}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the upkeep of enchanted creature\'s controller, Gnawing Tick deals 1 damage to that player.'), [
      'K:Enchant creature', 'A:SP$ Attach | Cost$ B | ValidTgts$ Creature',
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ EnchantedController | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 1',
    ]);
    assert.deepStrictEqual(script('Heavy Thoughts {1}{U}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the draw step of enchanted creature\'s controller, that player draws an additional card.').slice(2), [
      'T:Mode$ Phase | Phase$ Draw | ValidPlayer$ EnchantedController | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Draw | Defined$ TriggeredPlayer | NumCards$ 1',
    ]);
  });

  test('a Curse\'s "enchanted player\'s upkeep" is ValidPlayer$ Player.EnchantedBy', () => {
    assert.deepStrictEqual(script('Curse of Dust {2}{B}\nEnchantment — Aura Curse\nEnchant player\nAt the beginning of enchanted player\'s upkeep, that player mills two cards.').slice(2), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player.EnchantedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Mill | Defined$ TriggeredPlayer | NumCards$ 2',
    ]);
  });

  test('the hand of the player whose step it is: CheckSVar$ of the active player\'s hand; your hand: IsPresent$ in your hand', () => {
    assert.deepStrictEqual(script('Idle Hands {2}{B}\nEnchantment\nAt the beginning of each opponent\'s upkeep, if that player has two or fewer cards in hand, Idle Hands deals 2 damage to that player.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | TriggerZones$ Battlefield | CheckSVar$ X | SVarCompare$ LE2 | Execute$ TrigEffect',
      'SVar:X:Count$ValidHand Card.ActivePlayerCtrl',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 2',
    ]);
    assert.deepStrictEqual(script('Empty Vessel {3}{B}\nCreature — Spirit\nAt the beginning of your upkeep, if you have no cards in hand, each opponent loses 2 life.\n3/3'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | IsPresent$ Card.YouCtrl | PresentZone$ Hand | PresentCompare$ EQ0 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ Player.Opponent | LifeAmount$ 2',
    ]);
  });

  test('"if ~ is untapped" is IsPresent$ Card.Self+untapped; a life total is LifeTotal$ and LifeAmount$', () => {
    assert.deepStrictEqual(script('Idle Engine {3}\nArtifact\nAt the beginning of each player\'s draw step, if Idle Engine is untapped, that player draws an additional card.'), [
      'T:Mode$ Phase | Phase$ Draw | ValidPlayer$ Player | TriggerZones$ Battlefield | IsPresent$ Card.Self+untapped | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Draw | Defined$ TriggeredPlayer | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Pendulum Trap {4}\nArtifact\nAt the beginning of each player\'s end step, if that player has 5 or less life, Pendulum Trap deals 2 damage to that player.'), [
      'T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ Player | TriggerZones$ Battlefield | LifeTotal$ ActivePlayer | LifeAmount$ LE5 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 2',
    ]);
  });

  test('"if that player controls a …" of the player whose step it is: IsPresent$ of the active player\'s permanents', () => {
    assert.deepStrictEqual(script('Grove Warden {2}{G}\nEnchantment\nAt the beginning of each player\'s upkeep, if that player controls a Forest, they gain 1 life.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player | TriggerZones$ Battlefield | IsPresent$ Forest.ActivePlayerCtrl | PresentCompare$ GE1 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | Defined$ TriggeredPlayer | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Ash Stalker {2}{B}\nCreature — Spirit\nAt the beginning of each player\'s upkeep, if that player controls a nonblue, nonland permanent, Ash Stalker deals 1 damage to that player.\n2/2')[0],
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player | TriggerZones$ Battlefield | IsPresent$ Permanent.nonBlue+nonLand+ActivePlayerCtrl | PresentCompare$ GE1 | Execute$ TrigEffect');
  });

  test('"each player\'s precombat main phase" is Phase$ Main1 with PreCombatMain$ True; "that player adds {G}{G}" names the player', () => {
    assert.deepStrictEqual(script('Test Orchard {1}{G}\nEnchantment\nAt the beginning of each player\'s precombat main phase, that player adds {G}{G}.'), [
      'T:Mode$ Phase | Phase$ Main1 | PreCombatMain$ True | ValidPlayer$ Player | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Mana | Produced$ G | Amount$ 2 | Defined$ TriggeredPlayer',
    ]);
  });

  test('"you may pay {cost}. If you do, untap ~": the paid ability names the card (Defined$ Self)', () => {
    assert.deepStrictEqual(script('Rusty Golem {3}\nArtifact Creature — Golem\nRusty Golem doesn\'t untap during your untap step.\nAt the beginning of your upkeep, you may pay {1}. If you do, untap Rusty Golem.\n3/3').slice(-2), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:AB$ Untap | Cost$ 1 | Defined$ Self',
    ]);
  });

  test('a target player named again in a later step is Defined$ Targeted, as Forge\'s scripts mostly write it', () => {
    assert.deepStrictEqual(script('Bitter Study {2}{B}\nSorcery\nTarget player draws two cards and loses 2 life.'), [
      'A:SP$ Draw | Cost$ 2 B | ValidTgts$ Player | NumCards$ 2 | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ Targeted | LifeAmount$ 2',
    ]);
  });

  test('"that player … unless they pay": at the enchanted permanent\'s controller\'s step, UnlessPayer$ EnchantedController; elsewhere not written', () => {
    assert.deepStrictEqual(script('Tithe Mark {1}{B}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the upkeep of enchanted creature\'s controller, that player loses 2 life unless they pay {1}.').slice(2), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ EnchantedController | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredPlayer | LifeAmount$ 2 | UnlessCost$ 1 | UnlessPayer$ EnchantedController',
    ]);
    assert.deepStrictEqual(script('Toll Gate {2}{B}\nEnchantment\nAt the beginning of each opponent\'s upkeep, that player loses 1 life unless they pay {1}.'), []);
  });

  test('"you win the game" is WinsGame, "you lose the game" LosesGame, both Defined$ You (also when the card itself died)', () => {
    assert.deepStrictEqual(script('Last Census {4}{G}\nEnchantment\nAt the beginning of your upkeep, if you control twenty or more creatures, you win the game.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | IsPresent$ Creature.YouCtrl | PresentCompare$ GE20 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ WinsGame | Defined$ You',
    ]);
    assert.deepStrictEqual(script('Doom Idol {4}\nArtifact\nWhen Doom Idol is put into a graveyard from the battlefield, you lose the game.'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LosesGame | Defined$ You',
    ]);
  });

  test('"if you\'re the monarch" / "if an opponent is the monarch" is CheckDefinedPlayer$; a token\'s keywords are joined with <> (what Forge splits them on)', () => {
    assert.deepStrictEqual(script('Crown Guard {3}{B}\nCreature — Human\nAt the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Rogue creature token with deathtouch and haste.\n2/2'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | CheckDefinedPlayer$ Opponent.isMonarch | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Token | TokenAmount$ 1 | TokenName$ Rogue | TokenTypes$ Creature,Rogue | TokenOwner$ You | TokenColors$ Black | TokenPower$ 1 | TokenToughness$ 1 | TokenKeywords$ Deathtouch<>Haste',
    ]);
    assert.deepStrictEqual(script('Court Scribe {2}{U}\nCreature — Human\nAt the beginning of your upkeep, if you\'re the monarch, draw a card.\n1/3'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | CheckDefinedPlayer$ You.isMonarch | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('a delirium trigger ("if there are four or more card types among cards in your graveyard") is Delirium$ True', () => {
    assert.deepStrictEqual(script('Grave Gnawer {1}{B}\nCreature — Horror\nDelirium — At the beginning of each opponent\'s upkeep, if there are four or more card types among cards in your graveyard, Grave Gnawer deals 1 damage to that player.\n2/1'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Delirium$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 1',
    ]);
  });

  test('revolt and morbid intervening ifs are Revolt$ True and a count of the creatures that died this turn', () => {
    assert.deepStrictEqual(script('Scrap Courier {2}{W}\nCreature — Dwarf\nRevolt — At the beginning of your end step, if a permanent you controlled left the battlefield this turn, you gain 2 life.\n2/2'), [
      'T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | Revolt$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2',
    ]);
    assert.deepStrictEqual(script('Carrion Hound {2}{B}\nCreature — Dog\nMorbid — When Carrion Hound enters the battlefield, if a creature died this turn, draw a card.\n2/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | CheckSVar$ Morbid | SVarCompare$ GE1 | Execute$ TrigEffect',
      'SVar:Morbid:Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    // Raid of a step: a count of the attackers you declared this turn; of another event read (and shown) but not written yet.
    assert.deepStrictEqual(script('Test Corsair {1}{U}\nCreature — Human Pirate\nRaid — At the beginning of your end step, if you attacked with a creature this turn, scry 2.\n2/1'), [
      'T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield | CheckSVar$ X | Execute$ TrigEffect',
      'SVar:X:Count$AttackersDeclared',
      'SVar:TrigEffect:DB$ Scry | ScryNum$ 2',
    ]);
    const raid = 'Dune Raider {2}{R}\nCreature — Human Warrior\nRaid — When Dune Raider enters the battlefield, if you attacked this turn, draw a card.\n2/2';
    assert.match(describedFirst(raid), /if you attacked with a creature this turn/);
    assert.deepStrictEqual(forgeNotScripted(raid), ['"if you attacked this turn" (raid) of another event than a step (not written yet)']);
    assert.match(describedFirst('Carrion Hound {2}{B}\nCreature — Dog\nMorbid — When Carrion Hound enters the battlefield, if a creature died this turn, draw a card.\n2/2'), /enters the battlefield, if a creature died this turn/);
  });

  test('an X defined by "where X is the number of …" is a Count$Valid SVar (keywords before whose, as Forge\'s counts write them)', () => {
    assert.deepStrictEqual(script('Grave Choir {3}{B}\nCreature — Zombie\nAt the beginning of your upkeep, you draw X cards and you lose X life, where X is the number of Zombies you control.\n2/2'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:Count$Valid Zombie.YouCtrl',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ X',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ X | SubAbility$ DBLoseLife',
    ]);
    assert.deepStrictEqual(script('Wall Counter {2}{U}\nCreature — Human\n{T}: Target player mills X cards, where X is the number of creatures with defender you control.\n1/1'), [
      'A:AB$ Mill | Cost$ T | ValidTgts$ Player | NumCards$ X', 'SVar:X:Count$Valid Creature.withDefender+YouCtrl',
    ]);
  });

  test('"sacrifice ~" at the beginning of the end step is SacValid$ Self, at your end step Defined$ Self; a trigger\'s "regenerate ~" names the card', () => {
    assert.deepStrictEqual(script('Ember Brute {1}{R}\nCreature — Elemental\nHaste\nAt the beginning of the end step, sacrifice Ember Brute.\n4/1').slice(-1), ['SVar:TrigEffect:DB$ Sacrifice | SacValid$ Self']);
    assert.deepStrictEqual(script('Ember Hulk {1}{R}\nCreature — Elemental\nAt the beginning of your end step, sacrifice Ember Hulk.\n6/6').slice(-1), ['SVar:TrigEffect:DB$ Sacrifice | Defined$ Self']);
    assert.deepStrictEqual(script('Moss Kami {1}{G}\nCreature — Spirit\nWhenever you cast a Spirit spell, regenerate Moss Kami.\n1/1').slice(-1), ['SVar:TrigEffect:DB$ Regenerate | Defined$ Self']);
    assert.deepStrictEqual(script('Moss Troll {1}{G}\nCreature — Troll\n{G}: Regenerate Moss Troll.\n1/1'), ['A:AB$ Regenerate | Cost$ G']);
  });

  test('"if no creatures are on the battlefield" is IsPresent$ Creature | PresentCompare$ EQ0; "sacrifice ~" there is Defined$ Self', () => {
    assert.deepStrictEqual(script('Empty Field {2}{W}\nEnchantment\nAt the beginning of the end step, if no creatures are on the battlefield, sacrifice Empty Field.'), [
      'T:Mode$ Phase | Phase$ End of Turn | TriggerZones$ Battlefield | IsPresent$ Creature | PresentCompare$ EQ0 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Sacrifice | Defined$ Self',
    ]);
  });

  test('what the player whose step it is controls is ActivePlayerCtrl, their hand TriggeredPlayer$CardsInHand; your counted lands are YouCtrl before their state', () => {
    assert.deepStrictEqual(script('Tax Wall {3}{R}\nEnchantment\nAt the beginning of each opponent\'s end step, Tax Wall deals X damage to that player, where X is the number of untapped lands they control.'), [
      'T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:Count$Valid Land.untapped+ActivePlayerCtrl',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ X',
    ]);
    assert.deepStrictEqual(script('Heavy Mind {2}{U}\nEnchantment\nAt the beginning of each player\'s upkeep, that player mills X cards, where X is the number of cards in their hand.').slice(-2), [
      'SVar:X:TriggeredPlayer$CardsInHand', 'SVar:TrigEffect:DB$ Mill | Defined$ TriggeredPlayer | NumCards$ X',
    ]);
    assert.deepStrictEqual(script('Land Tithe {1}{G}\nEnchantment\nAt the beginning of your upkeep, you gain X life, where X is the number of untapped lands you control.').slice(-2), [
      'SVar:X:Count$Valid Land.YouCtrl+untapped', 'SVar:TrigEffect:DB$ GainLife | LifeAmount$ X',
    ]);
  });
});

suite('Forge scripts: "at the beginning of combat on each opponent\'s turn"', () => {
  test('is Phase$ BeginCombat | ValidPlayer$ Opponent; "that player" is the active player', () => {
    assert.deepStrictEqual(script('Test Warden {2}{W}\nCreature — Soldier\nAt the beginning of combat on each opponent\'s turn, tap target creature that player controls.\n2/2'), [
      'T:Mode$ Phase | Phase$ BeginCombat | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Tap | ValidTgts$ Creature.ActivePlayerCtrl',
    ]);
  });
});

suite('Forge scripts: "that player draws two additional cards" at each draw step', () => {
  test('is a Draw of 2 by TriggeredPlayer', () => {
    assert.deepStrictEqual(script('Test Spring {4}\nArtifact\nAt the beginning of each player\'s draw step, that player draws two additional cards.'), [
      'T:Mode$ Phase | Phase$ Draw | ValidPlayer$ Player | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Draw | Defined$ TriggeredPlayer | NumCards$ 2',
    ]);
  });
});
