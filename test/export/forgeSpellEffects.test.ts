import * as assert from 'node:assert';
import { describedFirst, forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: spell effects', () => {
  test('"reveals their hand. You choose a … card from it" is Discard with Mode$ RevealYouChoose and DiscardValid$', () => {
    assert.deepStrictEqual(script('Mind Pry {B}\nSorcery\nTarget opponent reveals their hand. You choose a nonlegendary, nonland card from it. That player discards that card.'), [
      'A:SP$ Discard | Cost$ B | ValidTgts$ Opponent | NumCards$ 1 | Mode$ RevealYouChoose | DiscardValid$ Card.nonLand+nonLegendary',
    ]);
    assert.deepStrictEqual(script('Open Palm {1}{B}\nSorcery\nTarget player reveals their hand. You choose an artifact or creature card from it. That player discards that card. You lose 2 life.'), [
      'A:SP$ Discard | Cost$ 1 B | ValidTgts$ Player | NumCards$ 1 | Mode$ RevealYouChoose | DiscardValid$ Artifact,Creature | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2',
    ]);
    assert.deepStrictEqual(script('Open Book {2}{B}\nSorcery\nTarget player reveals their hand. You choose a card from it. That player discards that card.'), [
      'A:SP$ Discard | Cost$ 2 B | ValidTgts$ Player | NumCards$ 1 | Mode$ RevealYouChoose',
    ]);
  });

  test('"nonartifact, nonblack creature" is Creature.nonBlack+nonArtifact', () => {
    assert.deepStrictEqual(script('Grave Word {2}{B}\nInstant\nDestroy target nonartifact, nonblack creature. It can\'t be regenerated.'), [
      'A:SP$ Destroy | Cost$ 2 B | ValidTgts$ Creature.nonBlack+nonArtifact | NoRegen$ True',
    ]);
  });

  test('"doesn\'t untap during its controller\'s next untap step" is a Pump of the hidden keyword with Permanent$ True', () => {
    assert.deepStrictEqual(script('Ice Hold {U}\nInstant\nTap target creature. It doesn\'t untap during its controller\'s next untap step. Draw a card.'), [
      'A:SP$ Tap | Cost$ U | ValidTgts$ Creature | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ HIDDEN This card doesn\'t untap during your next untap step. | Permanent$ True | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Frost Grip {2}{U}\nSorcery\nTap up to two target creatures. Those creatures don\'t untap during their controller\'s next untap step.'), [
      'A:SP$ Tap | Cost$ 2 U | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 2 | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ HIDDEN This card doesn\'t untap during your next untap step. | Permanent$ True',
    ]);
  });

  test('"that creature" after a step with a target is that target (Defined$ Targeted)', () => {
    assert.deepStrictEqual(script('Spark Push {R}\nInstant\nSpark Push deals 1 damage to target creature you control. That creature gains trample until end of turn.'), [
      'A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature.YouCtrl | NumDmg$ 1 | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ Trample',
    ]);
  });

  test('an instant that can\'t be countered gets K:CARDNAME can\'t be countered. beside its spell line', () => {
    assert.deepStrictEqual(script('Sure Decay {B}{G}\nInstant\nThis spell can\'t be countered.\nDestroy target nonland permanent.'), [
      "K:CARDNAME can't be countered.",
      'A:SP$ Destroy | Cost$ B G | ValidTgts$ Permanent.nonLand',
    ]);
  });

  test('"Destroy all artifacts, creatures, and lands" is one DestroyAll of the three kinds', () => {
    assert.deepStrictEqual(script('Razing Wave {5}{R}{R}\nSorcery\nDestroy all artifacts, creatures, and lands. They can\'t be regenerated.'), [
      'A:SP$ DestroyAll | Cost$ 5 R R | ValidCards$ Artifact,Creature,Land | NoRegen$ True',
    ]);
  });

  test('"Add {G}{G}{G}." is Mana with Produced$ and Amount$; "that artifact\'s controller" is TargetedController', () => {
    assert.deepStrictEqual(script('Smelt Down {2}{G}\nInstant\nDestroy target artifact. Add {G}{G}{G}.'), [
      'A:SP$ Destroy | Cost$ 2 G | ValidTgts$ Artifact | SubAbility$ DBMana',
      'SVar:DBMana:DB$ Mana | Produced$ G | Amount$ 3',
    ]);
    assert.deepStrictEqual(script('Dark Pulse {B}\nInstant\nAdd {B}{B}{B}.'), ['A:SP$ Mana | Cost$ B | Produced$ B | Amount$ 3']);
    assert.deepStrictEqual(script('Slag Blast {1}{R}\nInstant\nDestroy target artifact. Slag Blast deals 3 damage to that artifact\'s controller.'), [
      'A:SP$ Destroy | Cost$ 1 R | ValidTgts$ Artifact | SubAbility$ DBDealDamage',
      'SVar:DBDealDamage:DB$ DealDamage | Defined$ TargetedController | NumDmg$ 3',
    ]);
  });
  test('"that creature" / "that artifact\'s controller" name an earlier target only when it is of that kind; else unread', () => {
    // The last target is a land: "that creature" cannot be it, so the spell is not read (and not castable in Forge).
    assert.deepStrictEqual(script('Odd Bloom {1}{G}\nSorcery\nPut a +1/+1 counter on target creature you control. Tap target land an opponent controls. That creature gains flying until end of turn.'), []);
    assert.deepStrictEqual(script('Odd Tithe {1}{W}\nSorcery\nDestroy target artifact. Tap target creature. That artifact\'s controller gains 3 life.'), []);
    // A land type names lands (205.3): "that land's controller" is the controller of the target Plains or Island.
    assert.deepStrictEqual(script('Frost Crack {1}{R}\nSorcery\nDestroy target Plains or Island. Frost Crack deals 3 damage to that land\'s controller.'), [
      'A:SP$ Destroy | Cost$ 1 R | ValidTgts$ Plains,Island | SubAbility$ DBDealDamage', 'SVar:DBDealDamage:DB$ DealDamage | Defined$ TargetedController | NumDmg$ 3',
    ]);
  });

  test('"Destroy all white creatures and artifacts": a word before the first kind could be said of both, so it is not read', () => {
    assert.deepStrictEqual(script('Pale Sweep {3}{W}{W}\nSorcery\nDestroy all white creatures and artifacts.'), []);
  });

  test('an energy cost is energy symbols alone: "Pay {E}{E} and {1}" is not read as three energy', () => {
    assert.deepStrictEqual(script('Spark Coil {2}\nArtifact\n{T}, Pay {E}{E}: Draw a card.'), ['A:AB$ Draw | Cost$ T PayEnergy<2> | Defined$ You | NumCards$ 1']);
    assert.deepStrictEqual(script('Odd Coil {2}\nArtifact\n{T}, Pay {E}{E} and {1}: Draw a card.'), []);
  });

  test('Threaten in either order ("Gain control … Untap that creature", "Untap target creature and gain control of it") is one GainControl with Untap$ and AddKWs$', () => {
    assert.deepStrictEqual(script('Borrowed Fury {2}{R}\nSorcery\nGain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.'), [
      'A:SP$ GainControl | Cost$ 2 R | ValidTgts$ Creature | LoseControl$ EOT | Untap$ True | AddKWs$ Haste',
    ]);
    assert.deepStrictEqual(script('Rope Thief {2}{U}\nCreature — Human Rogue\n{3}{U}, {T}: Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.\n1/1'), [
      'A:AB$ GainControl | Cost$ 3 U T | ValidTgts$ Creature | LoseControl$ EOT | Untap$ True | AddKWs$ Haste',
    ]);
    // AddKWs$ last as long as the control: a shield is not a keyword to add, and keywords until end of turn of a creature
    // taken for good are their own Pump.
    assert.deepStrictEqual(script('Safe Keeping {2}{R}\nSorcery\nUntap target creature and gain control of it until end of turn. Prevent all damage that would be dealt to it this turn.'), [
      'A:SP$ GainControl | Cost$ 2 R | ValidTgts$ Creature | LoseControl$ EOT | Untap$ True | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ Prevent all damage that would be dealt to CARDNAME.',
    ]);
    assert.deepStrictEqual(script('Sky Theft {2}{R}\nSorcery\nUntap target creature and gain control of it. It gains flying until end of turn.'), [
      'A:SP$ GainControl | Cost$ 2 R | ValidTgts$ Creature | Untap$ True | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ Flying',
    ]);
    // An untap that says more ("unless its controller pays {2}") keeps its words: two steps, not one GainControl.
    assert.deepStrictEqual(script('Odd Threat {2}{R}\nSorcery\nUntap target creature unless its controller pays {2}. Gain control of it until end of turn.'), [
      'A:SP$ Untap | Cost$ 2 R | ValidTgts$ Creature | UnlessCost$ 2 | UnlessPayer$ TargetedController | SubAbility$ DBGainControl',
      'SVar:DBGainControl:DB$ GainControl | Defined$ Targeted | LoseControl$ EOT',
    ]);
    // Untapping one creature and taking another stays two steps.
    assert.deepStrictEqual(script('Split Loyalty {3}{R}\nSorcery\nUntap target land. Gain control of target creature until end of turn.').length, 2);
  });

  test('divided damage is one DealDamage with TargetMin$/TargetMax$ and DividedAsYouChoose$', () => {
    assert.deepStrictEqual(script('Arc of Cinders {2}{R}\nSorcery\nArc of Cinders deals 3 damage divided as you choose among one, two, or three targets.'), [
      'A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Creature,Player,Planeswalker | TargetMin$ 1 | TargetMax$ 3 | NumDmg$ 3 | DividedAsYouChoose$ 3',
    ]);
    assert.deepStrictEqual(script('Sky Lances {2}{W}\nInstant\nSky Lances deals 4 damage divided as you choose among any number of target attacking or blocking creatures.'), [
      'A:SP$ DealDamage | Cost$ 2 W | ValidTgts$ Creature.attacking,Creature.blocking | TargetMin$ 1 | TargetMax$ 4 | NumDmg$ 4 | DividedAsYouChoose$ 4',
    ]);
  });

  test('"Prevent all (combat) damage that would be dealt to / by / to and dealt by <it> this turn" is a Pump with Forge\'s shield keyword', () => {
    assert.deepStrictEqual(script('Stay the Blade {W}\nInstant\nPrevent all combat damage that would be dealt by target attacking creature this turn.'), [
      'A:SP$ Pump | Cost$ W | ValidTgts$ Creature.attacking | KW$ Prevent all combat damage that would be dealt by CARDNAME.',
    ]);
    assert.deepStrictEqual(script('Shelter Monk {1}{W}\nCreature — Human Monk\n{T}: Prevent all damage that would be dealt to target legendary creature this turn.\n1/1'), [
      'A:AB$ Pump | Cost$ T | ValidTgts$ Creature.Legendary | KW$ Prevent all damage that would be dealt to CARDNAME.',
    ]);
    // After a pump of the same creature: one Pump.
    assert.deepStrictEqual(script('Skyward Grace {2}{W}\nInstant\nTarget creature gains flying until end of turn. Prevent all damage that would be dealt to that creature this turn.'), [
      'A:SP$ Pump | Cost$ 2 W | ValidTgts$ Creature | KW$ Flying & Prevent all damage that would be dealt to CARDNAME.',
    ]);
    // Damage to you is not a shield of an object: an effect for the turn that prevents it.
    assert.deepStrictEqual(script('Warding Word {W}\nInstant\nPrevent all damage that would be dealt to you this turn.'), [
      'A:SP$ Effect | Cost$ W | Name$ Warding Word Effect | ReplacementEffects$ RPrevent',
      'SVar:RPrevent:Event$ DamageDone | Prevent$ True | ActiveZones$ Command | ValidTarget$ You',
    ]);
    // A player given Forge's shield keyword ignores it (the keyword becomes a replacement of cards only).
    assert.deepStrictEqual(script('Warding Word {W}\nInstant\nPrevent all damage that would be dealt to target player this turn.'), []);
    assert.deepStrictEqual(script('Warding Word {W}\nInstant\nPrevent all damage that would be dealt to target creature or player this turn.'), []);
  });

  test('a land or artifact that becomes a creature ("It\'s still a land") is Forge\'s Animate, adding types, colours and keywords', () => {
    assert.deepStrictEqual(script('Mistveil Ruins\nLand\n{T}: Add {C}.\n{2}{W}{U}: Until end of turn, Mistveil Ruins becomes a 3/4 white and blue Elemental creature with flying and vigilance. It\'s still a land.'), [
      'A:AB$ Mana | Cost$ T | Produced$ C',
      'A:AB$ Animate | Cost$ 2 W U | Defined$ Self | Power$ 3 | Toughness$ 4 | Types$ Creature,Elemental | Colors$ White,Blue | Keywords$ Flying & Vigilance',
    ]);
    // An artifact becoming an artifact creature keeps its own type; for good when no duration is said.
    assert.deepStrictEqual(script('Brass Idol {3}\nArtifact\n{4}: Brass Idol becomes a 2/5 Golem artifact creature.'), [
      'A:AB$ Animate | Cost$ 4 | Defined$ Self | Power$ 2 | Toughness$ 5 | Types$ Artifact,Creature,Golem | Permanent$ True',
    ]);
    // A land of any land type has no mana cost, so no colour to replace (202.1): Forge's scripts add the new one.
    assert.deepStrictEqual(script('Gate Stir {1}{G}\nSorcery\nTarget Gate becomes a 2/2 green Wall creature until end of turn. It\'s still a land.'), [
      'A:SP$ Animate | Cost$ 1 G | ValidTgts$ Gate | Power$ 2 | Toughness$ 2 | Types$ Creature,Wall | Colors$ Green',
    ]);
    assert.deepStrictEqual(script('Wake the Field {1}{G}\nSorcery\nTarget land you control becomes a 4/4 Elemental creature with haste until end of turn. It\'s still a land.'), [
      'A:SP$ Animate | Cost$ 1 G | ValidTgts$ Land.YouCtrl | Power$ 4 | Toughness$ 4 | Types$ Creature,Elemental | Keywords$ Haste',
    ]);
  });

  test('colours an object becomes replace its own (105.3): Forge is told to overwrite them, but for a colourless card itself', () => {
    assert.deepStrictEqual(script('Moss Totem {2}{G}\nEnchantment\n{1}: Moss Totem becomes a 2/2 white Spirit creature until end of turn. It\'s still an enchantment.'), [
      'A:AB$ Animate | Cost$ 1 | Defined$ Self | Power$ 2 | Toughness$ 2 | Types$ Creature,Spirit | Colors$ White | OverwriteColors$ True',
    ]);
    assert.deepStrictEqual(script('Waken Idol {1}{G}\nSorcery\nTarget artifact becomes a 3/3 green artifact creature until end of turn.'), []);
    assert.deepStrictEqual(script('Waken Beast {1}{G}\nSorcery\nTarget creature you control becomes a 3/3 green creature in addition to its other types until end of turn.'), [
      'A:SP$ Animate | Cost$ 1 G | ValidTgts$ Creature.YouCtrl | Power$ 3 | Toughness$ 3 | Types$ Creature | Colors$ Green | OverwriteColors$ True',
    ]);
    // A creature's new creature types replace its own (205.1a), unless "in addition to its other types".
    assert.deepStrictEqual(script('Dragon Mask {1}{R}\nCreature — Human Warrior\n{3}{R}: Dragon Mask becomes a 4/4 Dragon creature with flying until end of turn.\n2/2').slice(-1), [
      'A:AB$ Animate | Cost$ 3 R | Defined$ Self | Power$ 4 | Toughness$ 4 | Types$ Creature,Dragon | RemoveCreatureTypes$ True | Keywords$ Flying',
    ]);
    // A land has no mana cost, so it is colourless but for an effect: its colour is added, as Forge's scripts write it.
    assert.deepStrictEqual(script('Waken Ground {1}{G}\nSorcery\nTarget land becomes a 3/3 green creature until end of turn. It\'s still a land.'), [
      'A:SP$ Animate | Cost$ 1 G | ValidTgts$ Land | Power$ 3 | Toughness$ 3 | Types$ Creature | Colors$ Green',
    ]);
  });

  test('becoming a creature that loses a type the text does not keep is left out (Forge\'s Animate would keep it)', () => {
    assert.deepStrictEqual(script('Idle Shrine {2}{W}\nEnchantment\n{3}: Idle Shrine becomes a 3/3 Spirit creature until end of turn.'), []);
    assert.match(forgeNotScripted('Idle Shrine {2}{W}\nEnchantment\n{3}: Idle Shrine becomes a 3/3 Spirit creature until end of turn.').join('\n'), /cannot read/);
    assert.deepStrictEqual(script('Idle Shrine {2}{W}\nEnchantment\n{3}: Idle Shrine becomes a 3/3 Spirit creature in addition to its other types until end of turn.'), [
      'A:AB$ Animate | Cost$ 3 | Defined$ Self | Power$ 3 | Toughness$ 3 | Types$ Creature,Spirit',
    ]);
  });

  test('"You may put a creature (land) card from your hand onto the battlefield" is a ChangeZone from the hand, the "may" its own choice', () => {
    assert.deepStrictEqual(script('Piper of the Glade {G}\nCreature — Elf Shaman\n{G}, {T}: You may put a green creature card from your hand onto the battlefield.\n1/1'), [
      'A:AB$ ChangeZone | Cost$ G T | Origin$ Hand | Destination$ Battlefield | ChangeType$ Creature.Green | ChangeNum$ 1',
    ]);
    // A land card: Forge's scripts spell the choice out.
    assert.deepStrictEqual(script('Trail Scout {G}\nCreature — Elf Scout\n{T}: You may put a land card from your hand onto the battlefield tapped.\n1/1'), [
      'A:AB$ ChangeZone | Cost$ T | Origin$ Hand | Destination$ Battlefield | ChangeType$ Land | ChangeNum$ 1 | Optional$ You | Tapped$ True',
    ]);
    // More after it ("and attach …"), or without "you may", is not this form.
    assert.deepStrictEqual(script('Odd Piper {G}\nCreature — Elf\n{T}: You may put a creature card from your hand onto the battlefield and attach Odd Piper to it.\n1/1'), []);
    // "It" afterwards is the card put there, not the card with the ability.
    assert.deepStrictEqual(script('Piper of the Glade {G}\nCreature — Elf Shaman\n{G}, {T}: You may put a creature card from your hand onto the battlefield. It gains haste until end of turn.\n1/1'), []);
  });

  test('a step "at the beginning of the next turn\'s upkeep" is a DelayedTrigger at any player\'s upkeep that does it (Execute$)', () => {
    assert.deepStrictEqual(script("Sparkcall {R}\nInstant\nSparkcall deals 1 damage to any target.\nDraw a card at the beginning of the next turn's upkeep."), [
      'A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 1 | SubAbility$ DBDelayedTrigger',
      'SVar:DBDelayed:DB$ Draw | Defined$ You | NumCards$ 1',
      'SVar:DBDelayedTrigger:DB$ DelayedTrigger | Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player | Execute$ DBDelayed',
    ]);
    assert.deepStrictEqual(script("Homing Finch {2}{W}\nCreature — Bird\nWhen Homing Finch enters the battlefield, draw a card at the beginning of the next turn's upkeep.\n1/1"), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBDelayed:DB$ Draw | Defined$ You | NumCards$ 1',
      'SVar:TrigEffect:DB$ DelayedTrigger | Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player | Execute$ DBDelayed',
    ]);
    // A delayed step with a target would choose it when the trigger resolves: not written.
    assert.deepStrictEqual(script("Late Spark {R}\nInstant\nLate Spark deals 1 damage to any target at the beginning of the next turn's upkeep."), []);
  });

  test('a step "at end of combat" of the card itself is read and shown (forgeCombatTriggers.test.ts: as Forge writes it)', () => {
    assert.match(describedFirst('Crumbling Golem {3}\nArtifact Creature — Golem\nWhenever Crumbling Golem attacks, sacrifice it at end of combat.\n5/5'), /sacrifice .* at end of combat/);
    // Words after "at end of combat" are not this.
    assert.match(forgeNotScripted('Ebbing Wall {1}{U}\nCreature — Wall\nWhen Ebbing Wall blocks, return it to its owner\'s hand at end of combat, then draw a card.\n0/4').join('\n'), /cannot read/);
  });

  test('"Look at the top card of your library." alone is a Dig that moves nothing (NoMove$ True)', () => {
    assert.deepStrictEqual(script('Seer Imp {1}{B}\nCreature — Imp\n{1}: Look at the top card of your library.\n1/1'), [
      'A:AB$ Dig | Cost$ 1 | DigNum$ 1 | DestinationZone$ Library | LibraryPosition$ 0 | LibraryPosition2$ 0 | NoMove$ True',
    ]);
    assert.match(describedFirst('Seer Imp {1}{B}\nCreature — Imp\n{1}: Look at the top card of your library.\n1/1'), /look at the top 1 card\(s\) of your library/);
  });

  test('a delayed step that names what the ability knew as it resolved (its trigger\'s object, defending player, the X paid) is not written', () => {
    const reason = 'a delayed step of what the ability knew as it resolved (its trigger, X, the defending player)';
    assert.deepStrictEqual(forgeNotScripted("Grave Courier {2}{B}\nCreature — Zombie\nWhenever another creature you control dies, return it to its owner's hand at the beginning of the next turn's upkeep.\n2/2"), [reason]);
    assert.deepStrictEqual(forgeNotScripted("Slow Raider {2}{R}\nCreature — Goblin\nWhenever Slow Raider attacks, it deals 1 damage to defending player at the beginning of the next turn's upkeep.\n2/2"), [reason]);
    assert.deepStrictEqual(forgeNotScripted("Patient Study {X}{U}\nSorcery\nDraw X cards at the beginning of the next turn's upkeep."), [reason]);
    // What the delayed trigger counts as it resolves is still written.
    assert.deepStrictEqual(forgeNotScripted("Later Legion {1}{W}\nSorcery\nCreate a 1/1 white Soldier creature token at the beginning of the next turn's upkeep."), []);
  });

  test('a spell\'s step "if this spell was kicked" has Condition$ Kicked; one with a target of its own is not written', () => {
    assert.deepStrictEqual(script('Shatterbolt {2}{W}\nInstant\nKicker {2}{U}\nDestroy target artifact or enchantment. If this spell was kicked, draw two cards.'), [
      'K:Kicker:2 U',
      'A:SP$ Destroy | Cost$ 2 W | ValidTgts$ Artifact,Enchantment | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 2 | Condition$ Kicked',
    ]);
    assert.deepStrictEqual(script('Ember Toll {1}{R}\nSorcery\nKicker {2}\nEmber Toll deals 2 damage to each opponent. If this spell was kicked, target creature gets -2/-2 until end of turn.'), []);
    // Of a permanent's triggered ability the kicker is the card's, which Forge checks otherwise (`Card.Self+kicked`).
    assert.deepStrictEqual(forgeNotScripted('Kicked Hound {1}{G}\nCreature — Dog\nKicker {1}\nWhen Kicked Hound enters the battlefield, you gain 2 life. If Kicked Hound was kicked, draw a card.\n2/2'), ['"if ~ was kicked" outside a spell']);
  });

  test('a step "if you control …" has ConditionPresent$ and ConditionCompare$ (GE1, EQ0 for "no"); three or more artifacts, Condition$ Metalcraft', () => {
    assert.deepStrictEqual(script('Scrap Bargain {1}{U}\nSorcery\nDraw two cards. If you control no artifacts, discard a card.'), [
      'A:SP$ Draw | Cost$ 1 U | Defined$ You | NumCards$ 2 | SubAbility$ DBDiscard',
      'SVar:DBDiscard:DB$ Discard | Defined$ You | NumCards$ 1 | Mode$ TgtChoose | ConditionPresent$ Artifact.YouCtrl | ConditionCompare$ EQ0',
    ]);
    assert.deepStrictEqual(script('Rally Cry {1}{R}\nInstant\nTarget creature gets +2/+0 until end of turn. If you control three or more artifacts, it gains first strike until end of turn.'), [
      'A:SP$ Pump | Cost$ 1 R | ValidTgts$ Creature | NumAtt$ +2 | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ First Strike | Condition$ Metalcraft',
    ]);
  });

  test('"life equal to the life lost this way" is Forge\'s AFLifeLost, which its LoseLife sets', () => {
    assert.deepStrictEqual(script('Sip of Dusk {X}{B}{B}\nSorcery\nEach opponent loses X life. You gain life equal to the life lost this way.'), [
      'A:SP$ LoseLife | Cost$ X B B | Defined$ Player.Opponent | LifeAmount$ X | SubAbility$ DBGainLife',
      'SVar:X:Count$xPaid',
      'SVar:AFLifeLost:Number$0',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ AFLifeLost',
    ]);
  });

  test('", where X is your devotion to black / the greatest power among creatures you control" is Forge\'s Count$Devotion / Count$GreatestPower_', () => {
    assert.deepStrictEqual(script('Dark Tithe {3}{B}\nSorcery\nYou draw X cards and you lose X life, where X is your devotion to black.'), [
      'A:SP$ Draw | Cost$ 3 B | Defined$ You | NumCards$ X | SubAbility$ DBLoseLife',
      'SVar:X:Count$Devotion.Black',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ X',
    ]);
    assert.deepStrictEqual(script('Wild Count {2}{G}\nSorcery\nYou gain X life, where X is the greatest power among creatures you control.'), [
      'A:SP$ GainLife | Cost$ 2 G | LifeAmount$ X',
      'SVar:X:Count$GreatestPower_Creature.YouCtrl',
    ]);
    assert.match(script('Twin Tithe {3}{W}{B}\nSorcery\nYou gain X life, where X is your devotion to white and black.').join('\n'), /SVar:X:Count\$DevotionDual\.White\.Black/);
    // "your life total" is read but not written yet.
    assert.deepStrictEqual(script('Life Count {2}{W}\nSorcery\nCreate X 1/1 white Spirit creature tokens, where X is your life total.'), []);
  });

  test('a destroyed target\'s mana value is Targeted$CardManaCost (the same in every zone), its power TargetedLKI$ (as it last existed)', () => {
    assert.deepStrictEqual(script('Quiet Offering {1}{W}\nInstant\nDestroy target enchantment. You gain life equal to its converted mana cost.'), [
      'A:SP$ Destroy | Cost$ 1 W | ValidTgts$ Enchantment | SubAbility$ DBGainLife',
      'SVar:X:Targeted$CardManaCost',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ X',
    ]);
    assert.match(script('Last Measure {1}{W}\nInstant\nDestroy target creature. You gain life equal to its power.').join('\n'), /SVar:X:TargetedLKI\$CardPower/);
  });

  test('", where X is that artifact\'s converted mana cost" is of the target of that kind an earlier step named', () => {
    assert.deepStrictEqual(script('Scrap Bloom {1}{G}\nInstant\nDestroy target artifact. Create X 1/1 green Saproling creature tokens, where X is that artifact\'s converted mana cost.'), [
      'A:SP$ Destroy | Cost$ 1 G | ValidTgts$ Artifact | SubAbility$ DBToken',
      'SVar:X:Targeted$CardManaCost',
      'SVar:DBToken:DB$ Token | TokenAmount$ X | TokenName$ Saproling | TokenTypes$ Creature,Saproling | TokenOwner$ You | TokenColors$ Green | TokenPower$ 1 | TokenToughness$ 1',
    ]);
    // "that artifact" after a target that may be another kind: not read.
    assert.deepStrictEqual(script('Scrap Bloom {1}{G}\nInstant\nDestroy target permanent. Create X 1/1 green Saproling creature tokens, where X is that artifact\'s converted mana cost.'), []);
  });

  test('"All creatures able to block … this turn do so." is a Pump with KW$ HIDDEN All creatures able to block CARDNAME do so.', () => {
    assert.deepStrictEqual(script('Test Lure {1}{G}\nInstant\nAll creatures able to block target creature this turn do so.'), [
      'A:SP$ Pump | Cost$ 1 G | ValidTgts$ Creature | KW$ HIDDEN All creatures able to block CARDNAME do so.',
    ]);
    // After a pump of the same target: one Pump, as Forge's script of it.
    assert.deepStrictEqual(script('Test Dare {3}{G}\nSorcery\nTarget creature gets +2/+2 until end of turn. All creatures able to block it this turn do so.'), [
      'A:SP$ Pump | Cost$ 3 G | ValidTgts$ Creature | NumAtt$ +2 | NumDef$ +2 | KW$ HIDDEN All creatures able to block CARDNAME do so.',
    ]);
    // Of the card itself on an activated ability's own line: Defined$ Self left out.
    assert.deepStrictEqual(script('Test Bait {2}{G}\nCreature — Insect\n{2}{G}: All creatures able to block Test Bait this turn do so.\n2/2'), [
      'A:AB$ Pump | Cost$ 2 G | KW$ HIDDEN All creatures able to block CARDNAME do so.',
    ]);
  });

  test('"must be blocked this turn if able" is KW$ HIDDEN CARDNAME must be blocked if able.; after an animation of the same target, Animate\'s HiddenKeywords$', () => {
    assert.deepStrictEqual(script('Test Bait {3}{G}\nSorcery\nTarget creature gets +3/+3 until end of turn and must be blocked this turn if able.'), [
      'A:SP$ Pump | Cost$ 3 G | ValidTgts$ Creature | NumAtt$ +3 | NumDef$ +3 | KW$ HIDDEN CARDNAME must be blocked if able.',
    ]);
    assert.deepStrictEqual(script("Test Rise {1}{G}\nSorcery\nTarget land you control becomes a 3/3 Elemental creature with haste until end of turn. It's still a land. It must be blocked this turn if able."), [
      'A:SP$ Animate | Cost$ 1 G | ValidTgts$ Land.YouCtrl | Power$ 3 | Toughness$ 3 | Types$ Creature,Elemental | Keywords$ Haste | HiddenKeywords$ CARDNAME must be blocked if able.',
    ]);
    assert.deepStrictEqual(script('Test Mule {3}{G}\nCreature — Beast\n{2}{G}: Test Mule must be blocked this turn if able.\n3/3'), [
      'A:AB$ Pump | Cost$ 2 G | KW$ HIDDEN CARDNAME must be blocked if able.',
    ]);
  });

  test('"… becomes the color of your choice until end of turn" is ChooseColor, then Animate with Colors$ ChosenColor | OverwriteColors$ True', () => {
    assert.deepStrictEqual(script('Test Crow {2}{U}\nCreature — Bird\n{1}: Test Crow becomes the color of your choice until end of turn.\n2/2'), [
      'A:AB$ ChooseColor | Cost$ 1 | Defined$ You | SubAbility$ DBAnimate',
      'SVar:DBAnimate:DB$ Animate | Defined$ Self | Colors$ ChosenColor | OverwriteColors$ True',
    ]);
    assert.deepStrictEqual(script('Test Seer {1}{U}\nCreature — Human\n{T}: Target creature becomes the color of your choice until end of turn.\n1/1')[1],
      'SVar:DBAnimate:DB$ Animate | ValidTgts$ Creature | Colors$ ChosenColor | OverwriteColors$ True');
    assert.match(forgeNotScripted('Test Seer {1}{U}\nCreature — Human\n{T}: Target spell or permanent becomes the color of your choice until end of turn.\n1/1').join('\n'), /a spell becoming a colour/);
  });

  test('a target "with converted mana cost X" (X paid in the cost) reads X from the target, as Forge does', () => {
    // Targets are chosen before costs are paid (601.2c, 601.2g): Forge sets X from the target's mana value.
    assert.deepStrictEqual(script('Rust Spark {1}{R}\nCreature — Elemental\n{X}, Sacrifice Rust Spark: Destroy target artifact with converted mana cost X.\n1/1'), [
      'A:AB$ Destroy | Cost$ X Sac<1/CARDNAME> | ValidTgts$ Artifact',
      'SVar:X:Targeted$CardManaCost',
    ]);
    assert.deepStrictEqual(script('Quell the Small {X}{U}\nInstant\nCounter target spell with mana value X.'), [
      'A:SP$ Counter | Cost$ X U | TargetType$ Spell | ValidTgts$ Card',
      'SVar:X:Targeted$CardManaCost',
    ]);
    assert.match(describedFirst('Rust Spark {1}{R}\nCreature — Elemental\n{X}, Sacrifice Rust Spark: Destroy target artifact with converted mana cost X.\n1/1'), /destroy target artifact with mana value X\b/);
    // A comparison that is not "exactly X" keeps the X paid.
    assert.deepStrictEqual(script('Sift the Small {X}{W}\nSorcery\nExile target creature with mana value X or less.'), [
      'A:SP$ ChangeZone | Cost$ X W | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Creature.cmcLEX',
      'SVar:X:Count$xPaid',
    ]);
  });

  test('a cost that names X is paid after X is announced (Announce$ X)', () => {
    assert.deepStrictEqual(script('Cinder Offering {2}{R}\nEnchantment\n{X}, Discard a card with mana value X: Cinder Offering deals X damage to any target.'), [
      'A:AB$ DealDamage | Cost$ X Discard<1/Card.cmcEQX> | Announce$ X | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Count$xPaid',
    ]);
  });

  test('"You may tap or untap target …" is TapOrUntap (Forge asks which), in an ability or an optional trigger', () => {
    assert.deepStrictEqual(script('Reed Puppeteer {1}{U}\nCreature — Merfolk Wizard\n{U}, {T}: You may tap or untap target creature.\n1/1'), [
      'A:AB$ TapOrUntap | Cost$ U T | ValidTgts$ Creature',
    ]);
    assert.deepStrictEqual(script('Tidal Nudge {U}\nInstant\nTap or untap target artifact, creature, or land.\nDraw a card.'), [
      'A:SP$ TapOrUntap | Cost$ U | ValidTgts$ Artifact,Creature,Land | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Current Caller {2}{U}\nCreature — Merfolk\nWhen Current Caller enters the battlefield, you may tap or untap target permanent.\n2/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ TapOrUntap | ValidTgts$ Permanent',
    ]);
    assert.match(describedFirst('Reed Puppeteer {1}{U}\nCreature — Merfolk Wizard\n{U}, {T}: You may tap or untap target creature.\n1/1'), /1\. you may tap or untap target creature/);
  });

  test('"If that creature would die this turn, exile it instead." after damage or a P/T change to one target creature is ReplaceDyingDefined$ Targeted', () => {
    assert.deepStrictEqual(script('Ashen Verdict {1}{R}\nInstant\nAshen Verdict deals 3 damage to target creature. If that creature would die this turn, exile it instead.'), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature | NumDmg$ 3 | ReplaceDyingDefined$ Targeted',
    ]);
    assert.deepStrictEqual(script('Withering Gaze {B}\nInstant\nTarget creature gets -2/-2 until end of turn. If it would die this turn, exile it instead.'), [
      'A:SP$ Pump | Cost$ B | ValidTgts$ Creature | NumAtt$ -2 | NumDef$ -2 | ReplaceDyingDefined$ Targeted',
    ]);
    assert.match(describedFirst('Ashen Verdict {1}{R}\nInstant\nAshen Verdict deals 3 damage to target creature. If that creature would die this turn, exile it instead.'), /deal 3 damage to target creature; if that creature would die this turn, exile it instead/);
    // Of "any target" (a player or a planeswalker too) it is other words.
    assert.match(forgeNotScripted('Ashen Bolt {1}{R}\nInstant\nAshen Bolt deals 3 damage to any target. If that creature would die this turn, exile it instead.').join('\n'), /cannot read/);
  });

  test('"where X is 2 plus the number of cards named ~ in all graveyards (in your graveyard)" counts the card\'s name', () => {
    assert.deepStrictEqual(script('Kindling Spark {1}{R}\nInstant\nKindling Spark deals X damage to any target, where X is 2 plus the number of cards named Kindling Spark in all graveyards.'), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Count$NamedInAllYards.Kindling Spark/Plus.2',
    ]);
    assert.deepStrictEqual(script('Echoing Thought {1}{B}\nSorcery\nTarget player discards X cards, where X is one plus the number of cards named Echoing Thought in your graveyard.'), [
      'A:SP$ Discard | Cost$ 1 B | ValidTgts$ Player | NumCards$ X | Mode$ TgtChoose',
      'SVar:X:Count$ValidGraveyard Card.YouOwn+namedEchoing Thought/Plus.1',
    ]);
    assert.match(describedFirst('Kindling Spark {1}{R}\nInstant\nKindling Spark deals X damage to any target, where X is 2 plus the number of cards named Kindling Spark in all graveyards.'), /equal to 2 plus the number of cards named ~ in (all graveyards|a graveyard)/);
  });

  test('"Target creature deals damage to itself equal to its power" has the target as the source (DamageSource$ Targeted)', () => {
    assert.deepStrictEqual(script('Self Reproach {2}{W}\nInstant\nTarget creature deals damage to itself equal to its power.'), [
      'A:SP$ DealDamage | Cost$ 2 W | ValidTgts$ Creature | DamageSource$ Targeted | NumDmg$ X',
      'SVar:X:Targeted$CardPower',
    ]);
    assert.match(describedFirst('Self Reproach {2}{W}\nInstant\nTarget creature deals damage to itself equal to its power.'), /target creature deals damage to itself equal to its power/);
    // Damage to another object by the target stays unread or unwritten.
    assert.notDeepStrictEqual(forgeNotScripted('Turned Blade {1}{R}\nInstant\nTarget creature deals damage to itself equal to its toughness plus 1.'), []);
  });

  test('"each opponent sacrifices a creature of their choice" (today\'s words) is the same Sacrifice as "sacrifices a creature"', () => {
    assert.deepStrictEqual(script('Grim Toll {1}{B}\nCreature — Zombie\nWhen this creature enters, each opponent sacrifices a creature of their choice.\n2/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Sacrifice | Defined$ Player.Opponent | SacValid$ Creature',
    ]);
  });
});
