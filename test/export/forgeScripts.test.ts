import * as assert from 'node:assert';
import { exportAs, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts from the effect model, effect kind by effect kind', () => {
  test('keywords: bare, with an amount, with a cost, and the variants Forge names otherwise', () => {
    assert.deepStrictEqual(script('Sky Lancer {2}{W}\nCreature — Human Knight\nFlying, first strike\nBushido 2\n2/2'), ['K:Flying', 'K:First Strike', 'K:Bushido:2']);
    assert.deepStrictEqual(script('Stone Path {1}\nArtifact\nBasic landcycling {1}{G}'), ['K:TypeCycling:Basic:1 G']);
    assert.deepStrictEqual(script('Bog Crawler {2}{B}\nCreature — Horror\nSwampwalk\n2/2'), ['K:Swampwalk']);
    assert.deepStrictEqual(script('Ash Lore {2}{R}\nSorcery\nAsh Lore deals 1 damage to any target.\nFlashback {3}{R}'), [
      'A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 1', 'K:Flashback 3 R',
    ]);
    assert.deepStrictEqual(script('Warden {1}{W}\nCreature — Human\nProtection from red and from black\n2/1'), ['K:Protection from red', 'K:Protection from black']);
  });

  test('umbra armor is Forge\'s Totem armor, living weapon its Living Weapon; reinforce and awaken carry their number and cost', () => {
    assert.deepStrictEqual(script('Moss Umbra {1}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1.\nUmbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)').filter((l) => l.startsWith('K:')), ['K:Enchant creature', 'K:Totem armor']);
    assert.deepStrictEqual(script('Germ Blade {3}\nArtifact — Equipment\nLiving weapon\nEquip {2}').filter((l) => l.startsWith('K:')), ['K:Living Weapon', 'K:Equip:2']);
    assert.deepStrictEqual(script('Hedge Warden {1}{W}\nCreature — Kithkin Soldier\nReinforce 1—{1}{W}\n1/1'), ['K:Reinforce:1:1 W']);
    assert.deepStrictEqual(script('Tide Call {2}{U}\nSorcery\nReturn target creature to its owner\'s hand.\nAwaken 3—{4}{U}').filter((l) => l.startsWith('K:')), ['K:Awaken:3:4 U']);
  });

  test('exile costs: Exile<1/CARDNAME>, ExileFromGrave and ExileFromHand with the zone the ability works in, graveyard cards named by their type, ExileFromTop', () => {
    assert.deepStrictEqual(script('Glass Idol {3}\nArtifact\n{4}, {T}, Exile Glass Idol: Exile target creature.'), [
      'A:AB$ ChangeZone | Cost$ 4 T Exile<1/CARDNAME> | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Creature',
    ]);
    assert.deepStrictEqual(script('Ash Angel {4}{W}{W}\nCreature — Angel\n{4}{W}{W}, Exile Ash Angel from your graveyard: You gain 10 life.\n4/4'), [
      'A:AB$ GainLife | Cost$ 4 W W ExileFromGrave<1/CARDNAME> | ActivationZone$ Graveyard | LifeAmount$ 10',
    ]);
    assert.deepStrictEqual(script('Ember Monk {R}\nCreature — Human Monk\nExile Ember Monk from your hand: Add {R}.\n1/1'), [
      'A:AB$ Mana | Cost$ ExileFromHand<1/CARDNAME> | Produced$ R | ActivationZone$ Hand',
    ]);
    assert.deepStrictEqual(script('Bone Crafter {2}{B}\nCreature — Zombie\n{B}, Exile an Elf card from your graveyard: Bone Crafter gets +3/+3 until end of turn.\n{B}{B}, Exile two other creature cards from your graveyard: Draw a card.\n2/2'), [
      'A:AB$ Pump | Cost$ B ExileFromGrave<1/Elf> | NumAtt$ +3 | NumDef$ +3',
      'A:AB$ Draw | Cost$ B B ExileFromGrave<2/Creature.Other> | Defined$ You | NumCards$ 1',
    ]);
    // The top cards of your library, whatever they are: ExileFromTop.
    assert.deepStrictEqual(script('Memory Siphon {1}{U}\nArtifact\n{2}, Exile the top card of your library: You gain 1 life.\n{U}, Exile the top two cards of your library: Tap target creature.'), [
      'A:AB$ GainLife | Cost$ 2 ExileFromTop<1/Card> | LifeAmount$ 1',
      'A:AB$ Tap | Cost$ U ExileFromTop<2/Card> | ValidTgts$ Creature',
    ]);
    // Counters put as a cost, on the card or on a permanent of a kind (with the text's words, as Forge's scripts).
    assert.deepStrictEqual(script('Thorn Tender {1}{B}\nCreature — Faerie\nPut a -1/-1 counter on Thorn Tender: Untap Thorn Tender.\n{B}, Put a -1/-1 counter on a creature you control: Target creature gets -1/-1 until end of turn.\n2/2'), [
      'A:AB$ Untap | Cost$ AddCounter<1/M1M1>',
      'A:AB$ Pump | Cost$ B AddCounter<1/M1M1/Creature.YouCtrl/a creature you control> | ValidTgts$ Creature | NumAtt$ -1 | NumDef$ -1',
    ]);
    // "Discard ~" (channel, bloodrush): the ability works in the hand.
    assert.deepStrictEqual(script('Ridge Spirit {3}{R}\nCreature — Spirit\nChannel — {1}{R}, Discard Ridge Spirit: It deals 3 damage to target creature.\n3/3'), [
      'A:AB$ DealDamage | Cost$ 1 R Discard<1/CARDNAME> | ActivationZone$ Hand | ValidTgts$ Creature | NumDmg$ 3',
    ]);
  });

  test('"You may exert ~ as it attacks" is Forge\'s exert keyword, and what "When you do" does is its Exerted trigger', () => {
    assert.deepStrictEqual(script('Dune Runner {2}{R}\nCreature — Human Warrior\nYou may exert Dune Runner as it attacks. When you do, it gets +2/+0 until end of turn. (An exerted creature won\'t untap during your next untap step.)\n2/2'), [
      'K:You may exert CARDNAME as it attacks.',
      'T:Mode$ Exerted | ValidCard$ Card.Self | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Pump | Defined$ Self | NumAtt$ 2',
    ]);
    assert.deepStrictEqual(script('Dune Scout {1}{W}\nCreature — Human Scout\nYou may exert this creature as it attacks.\n2/2'), ['K:You may exert CARDNAME as it attacks.']);
  });

  test('strive ("~ costs {2}{W} more to cast for each target beyond the first") is Forge\'s K:Strive with the cost', () => {
    const lines = script('Rally the Ranks {W}\nInstant\nStrive — This spell costs {2}{W} more to cast for each target beyond the first.\nAny number of target creatures each get +1/+1 until end of turn.');
    assert.deepStrictEqual(lines.filter((l) => l.startsWith('K:')), ['K:Strive:2 W']);
    assert.match(lines.find((l) => l.startsWith('A:SP$ Pump'))!, /TargetMin\$ 0 \| TargetMax\$ X/);
  });

  test('a set\'s keyword that works as flashback is written as Forge\'s K:Flashback with its cost', () => {
    assert.deepStrictEqual(script('@keyword Emberback\n\nRekindle {1}{R}\nSorcery\nRekindle deals 2 damage to any target.\nEmberback {3}{R} (You may cast this card from your graveyard for its emberback cost. Then exile it.)'), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 2', 'K:Flashback 3 R',
    ]);
  });

  test('an extra turn is AddTurn with NumTurns$ 1, of you (Forge\'s default) or of a target player', () => {
    assert.deepStrictEqual(script('Time Lapse {3}{U}{U}\nSorcery\nTake an extra turn after this one.'), ['A:SP$ AddTurn | Cost$ 3 U U | NumTurns$ 1']);
    assert.deepStrictEqual(script('Time Gift {4}{U}{U}\nSorcery\nTarget player takes an extra turn after this one.'), ['A:SP$ AddTurn | Cost$ 4 U U | ValidTgts$ Player | NumTurns$ 1']);
  });

  test('populate is a copy of a creature token you control, as Forge\'s scripts write it (Populate$ True)', () => {
    assert.deepStrictEqual(script('Grove Chorus {2}{G}{W}\nSorcery\nDestroy target artifact, then populate. (Create a token that\'s a copy of a creature token you control.)'), [
      'A:SP$ Destroy | Cost$ 2 G W | ValidTgts$ Artifact | SubAbility$ DBCopyPermanent',
      'SVar:DBCopyPermanent:DB$ CopyPermanent | Choices$ Creature.token+YouCtrl | NumCopies$ 1 | Populate$ True',
    ]);
  });

  test('damage to "target player or planeswalker" / "target opponent or planeswalker": one target of two kinds', () => {
    assert.deepStrictEqual(script('Coal Dart {1}{R}\nInstant\nCoal Dart deals 3 damage to target player or planeswalker.'), ['A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Player,Planeswalker | NumDmg$ 3']);
    assert.deepStrictEqual(script('Cinder Pup {2}{R}\nCreature — Hound\nWhen Cinder Pup enters the battlefield, it deals 1 damage to target opponent or planeswalker.\n2/1'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ DealDamage | ValidTgts$ Opponent,Planeswalker | NumDmg$ 1',
    ]);
  });

  test('a spell: its damage, target and cost, chained with its other lines (a cantrip\'s draw)', () => {
    assert.deepStrictEqual(script('Ash Lore {2}{R}\nInstant\nAsh Lore deals 3 damage to target creature or planeswalker.\nDraw a card.'), [
      'A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Creature,Planeswalker | NumDmg$ 3 | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('destroy, exile, return to hand; "It can\'t be regenerated" is NoRegen', () => {
    assert.deepStrictEqual(script('Grave Word {1}{B}\nInstant\nDestroy target nonblack creature. It can\'t be regenerated.'), ['A:SP$ Destroy | Cost$ 1 B | ValidTgts$ Creature.nonBlack | NoRegen$ True']);
    assert.deepStrictEqual(script('Ban {W}\nInstant\nExile target attacking creature.'), ['A:SP$ ChangeZone | Cost$ W | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Creature.attacking']);
    assert.deepStrictEqual(script('Ebb {U}\nInstant\nReturn target creature to its owner\'s hand.'), ['A:SP$ ChangeZone | Cost$ U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Creature']);
    assert.deepStrictEqual(script('Dig Up {1}{B}\nSorcery\nReturn target creature card from your graveyard to your hand.'), ['A:SP$ ChangeZone | Cost$ 1 B | Origin$ Graveyard | Destination$ Hand | ValidTgts$ Creature.YouCtrl']);
  });

  test('a target card of a creature type in a graveyard is named by the type (Goblin.YouCtrl); a search names it Card.Goblin', () => {
    assert.deepStrictEqual(script('Kin Call {1}{B}\nSorcery\nReturn target Rat card from your graveyard to your hand.'), ['A:SP$ ChangeZone | Cost$ 1 B | Origin$ Graveyard | Destination$ Hand | ValidTgts$ Rat.YouCtrl']);
    assert.deepStrictEqual(script('Rat Summons {2}{B}\nSorcery\nSearch your library for a Rat card, reveal it, put it into your hand, then shuffle.')[0],
      'A:SP$ ChangeZone | Cost$ 2 B | Origin$ Library | Destination$ Hand | ChangeType$ Card.Rat | ChangeNum$ 1');
  });

  test('"artifact, enchantment, or creature with flying": only the creature must have flying', () => {
    assert.deepStrictEqual(script('Sky Clearing {2}{G}\nInstant\nDestroy target artifact, enchantment, or creature with flying.'), ['A:SP$ Destroy | Cost$ 2 G | ValidTgts$ Artifact,Enchantment,Creature.withFlying']);
  });

  test('an X the spell\'s controller must pay "unless" is the X paid for the spell (SVar X), not an undefined X', () => {
    assert.deepStrictEqual(script('Stall {X}{U}\nInstant\nCounter target spell unless its controller pays {X}.'), [
      'A:SP$ Counter | Cost$ X U | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ X', 'SVar:X:Count$xPaid',
    ]);
  });

  test('"remove X counters" as a cost: X is chosen as it is paid (XChoice, read as ChosenX), like a planeswalker\'s −X', () => {
    assert.deepStrictEqual(script('Spore Quiver {3}\nArtifact\n{T}, Remove X charge counters from Spore Quiver: Target creature gets -X/-X until end of turn.'), [
      'A:AB$ Pump | Cost$ T SubCounter<X/CHARGE> | ValidTgts$ Creature | NumAtt$ -ChosenX | NumDef$ -ChosenX', 'SVar:X:XChoice',
    ]);
  });

  test('"its toughness" when the card itself died is its toughness as it last existed (TriggeredCard$)', () => {
    assert.deepStrictEqual(script('Ward Keeper {2}{W}\nCreature — Human Cleric\nWhen Ward Keeper dies, you gain life equal to its toughness.\n1/3'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:X:TriggeredCard$CardToughness', 'SVar:TrigEffect:DB$ GainLife | Defined$ TriggeredCardController | LifeAmount$ X',
    ]);
  });

  test('every object of a kind: DestroyAll, PumpAll, DamageAll with ValidCards (and ValidPlayers for "and each player")', () => {
    assert.deepStrictEqual(script('Razing Wind {3}{W}{W}\nSorcery\nDestroy all creatures.'), ['A:SP$ DestroyAll | Cost$ 3 W W | ValidCards$ Creature']);
    assert.deepStrictEqual(script('Rally {1}{W}\nInstant\nCreatures you control get +1/+1 until end of turn.'), ['A:SP$ PumpAll | Cost$ 1 W | ValidCards$ Creature.YouCtrl | NumAtt$ +1 | NumDef$ +1']);
    assert.deepStrictEqual(script('Hailstorm {2}{R}\nSorcery\nHailstorm deals 2 damage to each creature without flying.'), ['A:SP$ DamageAll | Cost$ 2 R | ValidCards$ Creature.withoutFlying | NumDmg$ 2']);
    assert.deepStrictEqual(script('Ash Storm {2}{R}\nSorcery\nAsh Storm deals 2 damage to each creature with flying and each player.'), ['A:SP$ DamageAll | Cost$ 2 R | ValidCards$ Creature.withFlying | ValidPlayers$ Player | NumDmg$ 2']);
    assert.deepStrictEqual(script('Cinder Rats {1}{B}\nCreature — Rat\n{1}{B}: Cinder Rats deals 1 damage to each creature and each opponent.\n1/1'), ['A:AB$ DamageAll | Cost$ 1 B | ValidCards$ Creature | ValidPlayers$ Player.Opponent | NumDmg$ 1']);
  });

  test('pump: a target\'s P/T and keywords; the card\'s own activated pump leaves Defined$ Self out', () => {
    assert.deepStrictEqual(script('Surge {G}\nInstant\nTarget creature gets +2/+2 and gains trample until end of turn.'), ['A:SP$ Pump | Cost$ G | ValidTgts$ Creature | NumAtt$ +2 | NumDef$ +2 | KW$ Trample']);
    assert.deepStrictEqual(script('Fire Imp {1}{R}\nCreature — Imp\n{R}: Fire Imp gets +1/+0 until end of turn.\n1/1'), ['A:AB$ Pump | Cost$ R | NumAtt$ +1']);
    assert.deepStrictEqual(script('Cloud Imp {1}{U}\nCreature — Imp\n{U}: Cloud Imp gains flying until end of turn.\n1/1'), ['A:AB$ Pump | Cost$ U | Defined$ Self | KW$ Flying']);
    assert.deepStrictEqual(script('Sneak {U}\nInstant\nTarget creature can\'t be blocked this turn.'), ['A:SP$ Pump | Cost$ U | ValidTgts$ Creature | KW$ HIDDEN Unblockable']);
  });

  test('draw, discard, life, mill, scry, counters, tokens', () => {
    assert.deepStrictEqual(script('Study {1}{U}\nSorcery\nTarget player draws two cards.'), ['A:SP$ Draw | Cost$ 1 U | ValidTgts$ Player | NumCards$ 2']);
    assert.deepStrictEqual(script('Grief {B}\nSorcery\nTarget opponent discards a card.'), ['A:SP$ Discard | Cost$ B | ValidTgts$ Opponent | NumCards$ 1 | Mode$ TgtChoose']);
    assert.deepStrictEqual(script('Leech {B}\nSorcery\nEach opponent loses 2 life and you gain 2 life.'), ['A:SP$ LoseLife | Cost$ B | Defined$ Player.Opponent | LifeAmount$ 2 | SubAbility$ DBGainLife', 'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2']);
    assert.deepStrictEqual(script('Drain Mind {U}\nSorcery\nTarget player mills three cards.'), ['A:SP$ Mill | Cost$ U | ValidTgts$ Player | NumCards$ 3']);
    assert.deepStrictEqual(script('Glimpse {U}\nInstant\nScry 2.'), ['A:SP$ Scry | Cost$ U | ScryNum$ 2']);
    assert.deepStrictEqual(script('Growth {G}\nSorcery\nPut two +1/+1 counters on target creature.'), ['A:SP$ PutCounter | Cost$ G | ValidTgts$ Creature | CounterType$ P1P1 | CounterNum$ 2']);
    assert.deepStrictEqual(script('Muster {2}{W}\nSorcery\nCreate two 1/1 white Soldier creature tokens with vigilance.'), [
      'A:SP$ Token | Cost$ 2 W | TokenAmount$ 2 | TokenName$ Soldier | TokenTypes$ Creature,Soldier | TokenOwner$ You | TokenColors$ White | TokenPower$ 1 | TokenToughness$ 1 | TokenKeywords$ Vigilance',
    ]);
  });

  test('counter a spell, unless its controller pays (Forge\'s default payer), X from the mana cost', () => {
    assert.deepStrictEqual(script('Refusal {1}{U}\nInstant\nCounter target creature spell.'), ['A:SP$ Counter | Cost$ 1 U | TargetType$ Spell | ValidTgts$ Creature']);
    assert.deepStrictEqual(script('Tax {1}{U}\nInstant\nCounter target spell unless its controller pays {3}.'), ['A:SP$ Counter | Cost$ 1 U | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ 3']);
    assert.deepStrictEqual(script('Blaze {X}{R}\nSorcery\nBlaze deals X damage to any target.'), ['A:SP$ DealDamage | Cost$ X R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X', 'SVar:X:Count$xPaid']);
  });

  test('an additional cost to cast a spell is paid with its mana cost, and with its flashback cost', () => {
    assert.deepStrictEqual(script('Grim Offer {1}{B}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.'), ['A:SP$ Draw | Cost$ 1 B Sac<1/Creature> | Defined$ You | NumCards$ 2']);
    assert.deepStrictEqual(script('Ember Toss {R}\nInstant\nAs an additional cost to cast this spell, discard a card.\nEmber Toss deals 3 damage to any target.\nFlashback {2}{R}'), [
      'A:SP$ DealDamage | Cost$ R Discard<1/Card> | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 3', 'K:Flashback 2 R Discard<1/Card>',
    ]);
    const unread = 'Dark Tithe {B}\nSorcery\nAs an additional cost to cast this spell, pay X life.\nDraw X cards.';
    assert.deepStrictEqual(script(unread), []);
    assert.ok(notScripted(unread).length > 0);
  });

  test('"prevent the next N damage that would be dealt to … this turn" is PreventDamage with Amount$', () => {
    assert.deepStrictEqual(script('Ward Monk {1}{W}\nCreature — Human Monk\n{T}: Prevent the next 2 damage that would be dealt to any target this turn.\n1/1'), [
      'A:AB$ PreventDamage | Cost$ T | ValidTgts$ Creature,Player,Planeswalker | Amount$ 2',
    ]);
    assert.deepStrictEqual(script('Shelter {W}\nInstant\nPrevent the next 3 damage that would be dealt to you this turn.\nDraw a card.'), [
      'A:SP$ PreventDamage | Cost$ W | Defined$ You | Amount$ 3 | SubAbility$ DBDraw', 'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    const forever = 'Shelter {W}\nInstant\nPrevent the next 3 damage that would be dealt to target creature.';
    assert.deepStrictEqual(script(forever), []);
  });

  test('damage equal to the card\'s power: Count$CardPower, or as it last existed when it was sacrificed to pay (Sacrificed$)', () => {
    assert.deepStrictEqual(script('Ogre Thug {2}{R}\nCreature — Ogre\n{2}{R}, {T}: Ogre Thug deals damage equal to its power to any target.\n3/3'), [
      'A:AB$ DealDamage | Cost$ 2 R T | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X', 'SVar:X:Count$CardPower',
    ]);
    assert.deepStrictEqual(script('Ogre Bomb {2}{R}\nCreature — Ogre\n{R}, Sacrifice Ogre Bomb: It deals damage equal to its power to target player or planeswalker.\n3/3'), [
      'A:AB$ DealDamage | Cost$ R Sac<1/CARDNAME> | ValidTgts$ Player,Planeswalker | NumDmg$ X', 'SVar:X:Sacrificed$CardPower',
    ]);
  });

  test('a target that deals damage is not written as DamageSource$ Targeted before any step targets it', () => {
    const bite = 'Bite {1}{G}\nSorcery\nTarget creature you control deals 2 damage to target creature you don\'t control.';
    assert.deepStrictEqual(script(bite), []);
    assert.deepStrictEqual(notScripted(bite), ['a target that deals damage (Forge names it only after an earlier step targets it)']);
  });

  test('preventing all damage to or by a group this turn is an Effect named after the card, with a DamageDone replacement that prevents it', () => {
    assert.deepStrictEqual(script('Haze of Peace {W}\nInstant\nPrevent all damage that would be dealt by creatures this turn.'), [
      'A:SP$ Effect | Cost$ W | Name$ Haze of Peace Effect | ReplacementEffects$ RPrevent',
      'SVar:RPrevent:Event$ DamageDone | Prevent$ True | ActiveZones$ Command | ValidSource$ Creature',
    ]);
    // A sub-ability's effect is not named (as Forge's scripts write it); combat damage only is IsCombat$.
    assert.deepStrictEqual(script('Shelter Song {2}{W}\nInstant\nDraw a card. Prevent all combat damage that would be dealt this turn to you and creatures you control.'), [
      'A:SP$ Draw | Cost$ 2 W | Defined$ You | NumCards$ 1 | SubAbility$ DBEffect',
      'SVar:RPrevent:Event$ DamageDone | Prevent$ True | IsCombat$ True | ActiveZones$ Command | ValidTarget$ You,Creature.YouCtrl',
      'SVar:DBEffect:DB$ Effect | ReplacementEffects$ RPrevent',
    ]);
  });

  test('"prevent all combat damage that would be dealt this turn" is Forge\'s Fog', () => {
    assert.deepStrictEqual(script('Calm {G}\nInstant\nPrevent all combat damage that would be dealt this turn.\nDraw a card.'), [
      'A:SP$ Fog | Cost$ G | SubAbility$ DBDraw', 'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    // By some objects only, it is an effect (the test above).
    assert.deepStrictEqual(script('Calm {G}\nInstant\nPrevent all combat damage that would be dealt this turn by creatures.')[0], 'A:SP$ Effect | Cost$ G | Name$ Calm Effect | ReplacementEffects$ RPrevent');
  });

  test('a search of the library', () => {
    assert.deepStrictEqual(script('Wayfind {1}{G}\nSorcery\nSearch your library for a basic land card, put it onto the battlefield tapped, then shuffle.'), ['A:SP$ ChangeZone | Cost$ 1 G | Origin$ Library | Destination$ Battlefield | ChangeType$ Land.Basic | ChangeNum$ 1 | Tapped$ True']);
    // "then shuffle and put that card on top": the library's position 0 (Mandatory$ for any card a spell must find).
    assert.deepStrictEqual(script('Dark Bargain {B}\nInstant\nSearch your library for a card, then shuffle and put that card on top. You lose 2 life.')[0],
      'A:SP$ ChangeZone | Cost$ B | Origin$ Library | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True | SubAbility$ DBLoseLife');
    // A trigger's "you may" search shuffles even if nothing is found (ShuffleNonMandatory$), and a search the player chose to
    // pay for need not find a card (no Mandatory$).
    assert.deepStrictEqual(script('Reef Seer {1}{U}\nCreature — Merfolk Wizard\nWhen this creature enters, you may search your library for a Merfolk card, reveal it, then shuffle and put that card on top.\n1/1'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Library | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Card.Merfolk | ChangeNum$ 1 | ShuffleNonMandatory$ True',
    ]);
    // The oldest words of it ("… and reveal that card. Shuffle your library, then put the card on top of it."): the same.
    assert.deepStrictEqual(script('Tinker Seer {U}\nSorcery\nSearch your library for an artifact card and reveal that card. Shuffle your library, then put the card on top of it.'),
      ['A:SP$ ChangeZone | Cost$ U | Origin$ Library | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Artifact | ChangeNum$ 1']);
    assert.deepStrictEqual(script('Grim Ledger {2}{B}\nEnchantment\nAt the beginning of your upkeep, you may pay 2 life. If you do, search your library for a card, then shuffle and put that card on top.')[1],
      'SVar:TrigEffect:AB$ ChangeZone | Cost$ PayLife<2> | Origin$ Library | Destination$ Library | LibraryPosition$ 0 | ChangeType$ Card | ChangeNum$ 1');
  });

  test('explore: `Explore` of the card itself, of a target, or of a creature that entered (TriggeredCardLKICopy); a trigger of it is controlled by the explored card\'s controller, as Forge\'s scripts write it', () => {
    assert.deepStrictEqual(script('Trail Scout {1}{G}\nCreature — Human Scout\nWhen this creature enters, it explores.\n2/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Explore',
    ]);
    assert.deepStrictEqual(script('Jungle Path {2}{G}\nEnchantment\nWhenever a creature enters under your control, it explores.'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.YouCtrl | TriggerZones$ Battlefield | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Explore | Defined$ TriggeredCardLKICopy',
    ]);
    assert.deepStrictEqual(script('Wayfinding Call {G}\nSorcery\nTarget creature you control explores.'), ['A:SP$ Explore | Cost$ G | ValidTgts$ Creature.YouCtrl']);
  });

  test('"that creature\'s controller" of a trigger on another creature is TriggeredCardController', () => {
    assert.deepStrictEqual(script('Grave Tax {2}{B}\nEnchantment\nWhenever a creature dies, that creature\'s controller loses 1 life.'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Creature | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredCardController | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Spite Totem {3}\nArtifact\nWhenever another creature enters, Spite Totem deals 1 damage to that creature\'s controller.')[1],
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredCardController | NumDmg$ 1');
  });

  test('a modal spell is a Charm with each mode a sub-ability', () => {
    assert.deepStrictEqual(script('Split Choice {1}{G}\nInstant\nChoose one —\n• Destroy target artifact.\n• You gain 3 life.'), [
      'A:SP$ Charm | Cost$ 1 G | Choices$ DBChoice,DBChoice2 | CharmNum$ 1', 'SVar:DBChoice:DB$ Destroy | ValidTgts$ Artifact', 'SVar:DBChoice2:DB$ GainLife | LifeAmount$ 3',
    ]);
  });

  test('activated abilities: costs with tap, sacrifice, life, counters; restrictions; loyalty abilities', () => {
    assert.deepStrictEqual(script('Ember Sage {1}{R}\nCreature — Human Shaman\n{1}{R}, {T}, Sacrifice Ember Sage: Ember Sage deals 2 damage to any target. Activate only as a sorcery.\n1/1'), [
      'A:AB$ DealDamage | Cost$ 1 R T Sac<1/CARDNAME> | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 2 | SorcerySpeed$ True',
    ]);
    assert.deepStrictEqual(script('Altar Priest {B}\nCreature — Human Cleric\nSacrifice another creature: You gain 2 life.\n1/1'), ['A:AB$ GainLife | Cost$ Sac<1/Creature.Other/another creature> | LifeAmount$ 2']);
    // Alternatives in a cost are `;`-separated (a `,` would be one condition Forge cannot match), with the card's words.
    assert.deepStrictEqual(script('Scrap Forge {2}\nArtifact\n{1}, Sacrifice an artifact or creature: You gain 2 life.'), ['A:AB$ GainLife | Cost$ 1 Sac<1/Artifact;Creature/artifact or creature> | LifeAmount$ 2']);
    assert.deepStrictEqual(script('Vessa {2}{W}{U}\nLegendary Planeswalker — Vessa\n+1: Draw a card.\n−3: Destroy target creature.\nLoyalty: 4'), [
      'A:AB$ Draw | Cost$ AddCounter<1/LOYALTY> | Planeswalker$ True | Defined$ You | NumCards$ 1',
      'A:AB$ Destroy | Cost$ SubCounter<3/LOYALTY> | Planeswalker$ True | Ultimate$ True | ValidTgts$ Creature',
    ]);
  });

  test('a keyword\'s cost that is not only mana is written in Forge\'s cost words (a cumulative upkeep with its words too)', () => {
    assert.deepStrictEqual(script('Lasting Fog {1}{G}\nInstant\nBuyback—Sacrifice a land.\nPrevent all combat damage that would be dealt this turn.'), [
      'K:Buyback:Sac<1/Land>', 'A:SP$ Fog | Cost$ 1 G',
    ]);
    assert.deepStrictEqual(script('Bleak Ward {1}{W}\nEnchantment\nCumulative upkeep—Pay 1 life.\nCreatures you control get +0/+1.').slice(0, 1), ['K:Cumulative upkeep:PayLife<1>:Pay 1 life.']);
    // {T} is not a cost paid once for each age counter.
    assert.deepStrictEqual(script('Still Ward {1}{W}\nEnchantment\nCumulative upkeep—{T}.\nCreatures you control get +0/+1.').filter((l) => l.startsWith('K:Cumulative')), []);
    assert.deepStrictEqual(script('Ashen Offering {B}\nSorcery\nTarget player discards a card.\nFlashback—{1}{B}, Pay 3 life.').slice(-1), ['K:Flashback 1 B PayLife<3>']);
    // A cost the reader cannot read leaves the keyword out, with the words.
    assert.match(notScripted('Odd Echo {2}{R}\nCreature — Elemental\nEcho—Sing a song.\n3/3').join('\n'), /Echo with a cost cardtext cannot read \("Sing a song\.?"\)/);
  });

  test('"Any player may activate this ability." is AnyPlayer$ True (not on a mana ability)', () => {
    assert.deepStrictEqual(script('Rowdy Brute {2}{R}\nCreature — Ogre\n{1}: Rowdy Brute gets +1/+1 until end of turn. Any player may activate this ability.\n2/2'), [
      'A:AB$ Pump | Cost$ 1 | NumAtt$ +1 | NumDef$ +1 | AnyPlayer$ True',
    ]);
    assert.deepStrictEqual(script('Common Well\nLand\n{T}: Add {C}. Any player may activate this ability.'), []);
  });

  test('"activate only during your turn / upkeep / turn before attackers are declared": PlayerTurn$ and ActivationPhases$', () => {
    assert.deepStrictEqual(script('Yard Drummer {1}{R}\nCreature — Goblin\n{T}: Yard Drummer deals 1 damage to any target. Activate only during your turn, before attackers are declared.\n1/1'), [
      'A:AB$ DealDamage | Cost$ T | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 1 | PlayerTurn$ True | ActivationPhases$ Upkeep,Draw,Main1,BeginCombat',
    ]);
    assert.deepStrictEqual(script('Moss Hydra {3}{G}\nCreature — Hydra\n{G}{G}: Put a +1/+1 counter on Moss Hydra. Activate only during your upkeep.\n2/2'), [
      'A:AB$ PutCounter | Cost$ G G | CounterType$ P1P1 | CounterNum$ 1 | PlayerTurn$ True | ActivationPhases$ Upkeep',
    ]);
    assert.deepStrictEqual(script('Tithe Clerk {1}{B}\nCreature — Human\n{T}: Target player discards a card. Activate only during your turn.\n1/1'), [
      'A:AB$ Discard | Cost$ T | ValidTgts$ Player | NumCards$ 1 | Mode$ TgtChoose | PlayerTurn$ True',
    ]);
  });

  test('"activate only during combat / the declare blockers step / the end of combat step, or before the combat damage step" is ActivationPhases$ in Forge\'s spelling, "and only once each turn" ActivationLimit$ too', () => {
    const line = (limit: string) => script(`Dune Post\nLand\n{T}: Dune Post deals 1 damage to target attacking creature. ${limit}`)[0];
    assert.strictEqual(line('Activate only during combat.'), 'A:AB$ DealDamage | Cost$ T | ValidTgts$ Creature.attacking | NumDmg$ 1 | ActivationPhases$ BeginCombat->EndCombat');
    assert.match(line('Activate only during the declare blockers step.'), / \| ActivationPhases\$ Declare Blockers$/);
    assert.match(line('Activate this ability only during the end of combat step.'), / \| ActivationPhases\$ EndCombat$/);
    assert.match(line('Activate only before the combat damage step.'), / \| ActivationPhases\$ Upkeep->Declare Blockers$/);
    assert.match(line('Activate only during your upkeep and only once each turn.'), / \| ActivationLimit\$ 1 \| PlayerTurn\$ True \| ActivationPhases\$ Upkeep$/);
    assert.match(line('Activate only any time you could cast a sorcery and only once each turn.'), / \| SorcerySpeed\$ True \| ActivationLimit\$ 1$/);
    // Forecast (702.57a): from the hand, during its owner's upkeep, once each turn; the reveal shows only where the card is.
    assert.deepStrictEqual(script('Test Seer {2}{W}\nCreature — Spirit\nForecast — {1}{W}, Reveal Test Seer from your hand: Target creature gains flying until end of turn. (Activate only during your upkeep and only once each turn.)\n2/1'), [
      'A:AB$ Pump | Cost$ 1 W | ActivationZone$ Hand | ValidTgts$ Creature | KW$ Flying | ActivationLimit$ 1 | PlayerTurn$ True | ActivationPhases$ Upkeep',
    ]);
    // A forecast's cost that reveals nothing is not read as one.
    assert.deepStrictEqual(script('Test Seer {2}{W}\nCreature — Spirit\nForecast — {1}{W}: Target creature gains flying until end of turn.\n2/1'), []);
    // "during any upkeep step" is read (and explained) but not written: Forge's scripts spell it two ways.
    assert.deepStrictEqual(script('Dune Post\nLand\n{T}: Dune Post deals 1 damage to target attacking creature. Activate only during any upkeep step.'), []);
    // A time it does not know leaves the ability unread.
    assert.deepStrictEqual(script('Dune Post\nLand\n{T}: Dune Post deals 1 damage to target attacking creature. Activate only during the second main phase.'), []);
  });

  test('mana abilities: one line per colour of a choice', () => {
    assert.deepStrictEqual(script('Twin Grove\nLand\n{T}: Add {G} or {W}.'), ['A:AB$ Mana | Cost$ T | Produced$ G', 'A:AB$ Mana | Cost$ T | Produced$ W']);
  });

  test('triggers: enters, dies (the card\'s controller for "you"), attacks, upkeep, spells cast, combat damage; "you may" is OptionalDecider', () => {
    assert.deepStrictEqual(script('Gullwing Scout {1}{U}\nCreature — Bird\nWhen Gullwing Scout enters the battlefield, you may draw a card.\n1/1'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Grave Pup {B}\nCreature — Dog\nWhen Grave Pup dies, you gain 2 life.\n1/1'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | Defined$ TriggeredCardController | LifeAmount$ 2',
    ]);
    assert.deepStrictEqual(script('Raid Boar {2}{G}\nCreature — Boar\nWhenever Raid Boar attacks, it gets +1/+1 until end of turn.\n2/2'), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Pump | Defined$ Self | NumAtt$ 1 | NumDef$ 1',
    ]);
    assert.deepStrictEqual(script('Slow Rot {B}\nEnchantment\nAt the beginning of your upkeep, you lose 1 life.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ LoseLife | Defined$ You | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Sparkcaller {1}{R}\nCreature — Human\nWhenever you cast an instant or sorcery spell, Sparkcaller deals 1 damage to each opponent.\n1/1'), [
      'T:Mode$ SpellCast | ValidCard$ Instant,Sorcery | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ DealDamage | Defined$ Player.Opponent | NumDmg$ 1',
    ]);
    assert.deepStrictEqual(script('Sea Thief {1}{U}\nCreature — Merfolk\nWhenever Sea Thief deals combat damage to a player, draw a card.\n1/1'), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('"you may pay {cost}. If you do, …" in a trigger: its effect is an ability with that cost (AB$ … | Cost$)', () => {
    assert.deepStrictEqual(script('Sun Acolyte {W}\nCreature — Human Cleric\nWhenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.\n1/1'), [
      'T:Mode$ SpellCast | ValidCard$ Card.White | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect', 'SVar:TrigEffect:AB$ GainLife | Cost$ 1 | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Spark Hound {1}{R}\nCreature — Dog\nWhenever Spark Hound attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.\n2/2'), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect', 'SVar:TrigEffect:AB$ PutCounter | Cost$ PayEnergy<2> | CounterType$ P1P1 | CounterNum$ 1',
    ]);
    assert.deepStrictEqual(script('Blood Tutor {B}\nCreature — Human\nAt the beginning of your upkeep, you may pay 2 life. If you do, draw a card.\n1/1'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect', 'SVar:TrigEffect:AB$ Draw | Cost$ PayLife<2> | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Spark Bomb {1}\nArtifact\nWhen Spark Bomb is put into a graveyard from the battlefield, you may pay {R}. If you do, draw a card.'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | OptionalDecider$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:TrigEffect:AB$ Draw | Cost$ R | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Tap Toll {1}\nArtifact\nWhenever a player casts a spell, you may pay {T}. If you do, draw a card.'), []);
  });

  test('"you may sacrifice / discard / return …. If you do, …" in a trigger is read but not written yet (measured: more wrong than the 3% a form may add)', () => {
    const card = 'Pit Raider {1}{B}\nCreature — Human Rogue\nWhenever Pit Raider attacks, you may sacrifice another creature. If you do, Pit Raider gets +2/+0 until end of turn.\n2/2';
    assert.deepStrictEqual(script(card), []);
    assert.deepStrictEqual(notScripted(card), ['"if you do" after "you may sacrifice, discard or return" (not written yet)']);
    assert.deepStrictEqual(notScripted('Cinder Wheel {2}\nArtifact\nAt the beginning of your upkeep, you may discard a card. If you do, untap Cinder Wheel.'), ['"if you do" after "you may sacrifice, discard or return" (not written yet)']);
  });

  test('damage to a player (combat or not) names "that player" as the player dealt damage (TriggeredTarget); "is dealt damage" (DamageDoneOnce); "becomes the target of a spell or ability"; a spell of a subtype cast; "is turned face up"; combat damage to a creature ("that creature" is the one dealt damage); "when you cycle ~"; "whenever you gain life"; "attacks and isn\'t blocked"; "attacks or blocks" and "enters the battlefield or attacks" (two lines, one effect)', () => {
    assert.deepStrictEqual(script('Mind Wasp {2}{B}\nCreature — Insect\nWhenever Mind Wasp deals combat damage to a player, that player discards a card.\n1/1'), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Discard | Defined$ TriggeredTarget | NumCards$ 1 | Mode$ TgtChoose',
    ]);
    assert.deepStrictEqual(script('Ember Wasp {2}{R}\nCreature — Insect\nWhenever Ember Wasp deals damage to a player, that player loses 1 life.\n1/1'), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredTarget | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Veil Stalker {3}{B}\nCreature — Human\nMorph {2}{B}\nWhen Veil Stalker is turned face up, target creature gets -2/-2 until end of turn.\n3/3'), [
      'K:Morph:2 B', 'T:Mode$ TurnFaceUp | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Pump | ValidTgts$ Creature | NumAtt$ -2 | NumDef$ -2',
    ]);
    assert.deepStrictEqual(script('Sand Wisp {2}{W}\nCreature — Spirit\nCycling {2}\nWhen you cycle Sand Wisp, you may gain 3 life.\nWhenever you gain life, Sand Wisp gets +1/+1 until end of turn.\n2/2'), [
      'K:Cycling:2', 'T:Mode$ Cycled | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 3',
      'T:Mode$ LifeGained | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect2', 'SVar:TrigEffect2:DB$ Pump | Defined$ Self | NumAtt$ 1 | NumDef$ 1',
    ]);
    assert.deepStrictEqual(script('Bog Ooze {3}{B}\nCreature — Ooze\nWhenever Bog Ooze deals combat damage to a creature, destroy that creature. It can\'t be regenerated.\n1/4'), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Creature | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Destroy | Defined$ TriggeredTarget | NoRegen$ True',
    ]);
    assert.deepStrictEqual(script('Soul Thing {2}{W}\nCreature — Spirit\nWhenever Soul Thing deals combat damage to a creature, you gain 2 life unless that creature\'s controller pays {2}.\n2/2')[1],
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2 | UnlessCost$ 2 | UnlessPayer$ TriggeredTargetController');
    assert.deepStrictEqual(script('Bog Pack {3}{B}\nCreature — Ooze\nWhenever a creature you control deals combat damage to a creature, destroy that creature.\n1/4'), []);
    assert.deepStrictEqual(script('Bog Herder {2}{R}\nCreature — Human\nWhen Bog Herder attacks or blocks, you gain 1 life.\nWhenever Bog Herder enters the battlefield or attacks, target creature gets +1/+0 until end of turn.\n2/2'), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect', 'T:Mode$ Blocks | ValidCard$ Card.Self | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect2', 'T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigEffect2',
      'SVar:TrigEffect2:DB$ Pump | ValidTgts$ Creature | NumAtt$ +1',
    ]);
    assert.deepStrictEqual(script('Pack Drummer {2}{R}\nCreature — Human\nWhenever a Goblin you control attacks or blocks, you gain 1 life.\n2/2'), []);
    assert.deepStrictEqual(script('Kami Scout {1}{R}\nCreature — Spirit\nWhenever you cast a Spirit or Arcane spell, Kami Scout gets +1/+1 until end of turn.\n1/1'), [
      'T:Mode$ SpellCast | ValidCard$ Spirit,Arcane | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Pump | Defined$ Self | NumAtt$ 1 | NumDef$ 1',
    ]);
    assert.deepStrictEqual(script('Glass Eel {1}{U}\nCreature — Illusion Fish\nWhen Glass Eel becomes the target of a spell or ability, sacrifice it.\n3/3'), [
      'T:Mode$ BecomesTarget | ValidTarget$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Sacrifice | Defined$ Self',
    ]);
    assert.deepStrictEqual(script('Moss Beast {3}{G}\nCreature — Fungus\nWhenever Moss Beast is dealt damage, put a +1/+1 counter on it.\n2/2'), [
      'T:Mode$ DamageDoneOnce | ValidTarget$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1',
    ]);
    assert.deepStrictEqual(script('Dune Runner {1}{R}\nCreature — Human\nWhenever Dune Runner attacks and isn\'t blocked, you gain 2 life.\n2/1'), [
      'T:Mode$ AttackerUnblocked | ValidCard$ Card.Self | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2',
    ]);
  });

  test('kicker: "if ~ was kicked, it enters with counters" checks WasKicked; "when ~ enters, if it was kicked" is Card.Self+kicked', () => {
    assert.deepStrictEqual(script('Reef Drake {2}{U}\nCreature — Drake\nKicker {3}\nIf Reef Drake was kicked, it enters the battlefield with two +1/+1 counters on it.\nWhen Reef Drake enters the battlefield, if it was kicked, draw a card.\n2/2'), [
      'K:Kicker:3', 'K:etbCounter:P1P1:2:CheckSVar$ WasKicked:If CARDNAME was kicked, it enters the battlefield with two +1/+1 counters on it.', 'SVar:WasKicked:Count$Kicked.1.0',
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self+kicked | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
  });

  test('"sacrifice it unless you discard / return …" as it enters; "it" after "sacrifice ~" is the card; "you become the monarch"', () => {
    assert.deepStrictEqual(script('Rock Lord {2}{B}\nCreature — Horror\nWhen Rock Lord enters the battlefield, sacrifice it unless you discard two cards.\n4/4'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Sacrifice | Defined$ Self | UnlessCost$ Discard<2/Card> | UnlessPayer$ You',
    ]);
    assert.deepStrictEqual(script('Reef Atoll\nLand\nWhen Reef Atoll enters the battlefield, sacrifice it unless you return an untapped Island you control to its owner\'s hand.'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Sacrifice | Defined$ Self | UnlessCost$ Return<1/Island.untapped/untapped Island> | UnlessPayer$ You',
    ]);
    assert.deepStrictEqual(script('Mogg Rocket {3}{R}\nCreature — Goblin\nWhen another creature enters the battlefield, sacrifice Mogg Rocket and it deals 3 damage to target player or planeswalker.\n3/4'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.Other | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:DBDealDamage:DB$ DealDamage | ValidTgts$ Player,Planeswalker | NumDmg$ 3', 'SVar:TrigEffect:DB$ Sacrifice | Defined$ Self | SubAbility$ DBDealDamage',
    ]);
    assert.deepStrictEqual(script('Court Herald {2}{W}\nCreature — Human\nWhen Court Herald enters the battlefield, you become the monarch.\n2/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ BecomeMonarch | Defined$ You',
    ]);
  });

  test('"return a land you control to its owner\'s hand": a hidden, mandatory choice (no target)', () => {
    assert.deepStrictEqual(script('Sky Karoo\nLand\nWhen Sky Karoo enters the battlefield, return a land you control to its owner\'s hand.'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | ChangeType$ Land.YouCtrl | Hidden$ True | Mandatory$ True',
    ]);
    assert.deepStrictEqual(script('Gale Riders {3}{W}\nCreature — Bird\nWhen Gale Riders enters the battlefield, return two creatures you control to their owner\'s hand.\n4/4')[1],
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | ChangeType$ Creature.YouCtrl | ChangeNum$ 2 | Hidden$ True | Mandatory$ True');
  });

  test('"you may have it fight …" / "you may have target player discard …": the object or player does it, if you choose', () => {
    assert.deepStrictEqual(script('Elk Brawler {3}{G}\nCreature — Elk\nWhen Elk Brawler enters the battlefield, you may have it fight target creature you don\'t control.\n3/3'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Fight | Defined$ TriggeredCardLKICopy | ValidTgts$ Creature.YouDontCtrl',
    ]);
    assert.deepStrictEqual(script('Rag Imp {1}{B}\nCreature — Imp\nWhen Rag Imp dies, you may have target player discard a card.\n1/1'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | TriggerController$ TriggeredCardController | OptionalDecider$ TriggeredCardController | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Discard | ValidTgts$ Player | NumCards$ 1 | Mode$ TgtChoose',
    ]);
  });

  test('"~ or another creature" is two triggers sharing one effect; an intervening "if" you control something is IsPresent', () => {
    assert.deepStrictEqual(script('Pack Leader {1}{G}\nCreature — Wolf\nWhenever Pack Leader or another Wolf enters the battlefield under your control, you gain 1 life.\n2/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Wolf.Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Tide Watcher {U}\nCreature — Merfolk\nAt the beginning of your upkeep, if you control an Island, scry 1.\n1/1'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | IsPresent$ Island.YouCtrl | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Scry | ScryNum$ 1',
    ]);
  });

  test('a fight with a target of its own names the earlier target as the parent\'s (ParentTarget), not its own', () => {
    assert.deepStrictEqual(script('Bramble Brawl {1}{G}\nSorcery\nTarget creature you control gets +1/+1 until end of turn. It fights target creature you don\'t control.'), [
      'A:SP$ Pump | Cost$ 1 G | ValidTgts$ Creature.YouCtrl | NumAtt$ +1 | NumDef$ +1 | SubAbility$ DBFight',
      'SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature.YouDontCtrl',
    ]);
  });

  test('"other" objects in a spell (other than what it named before) are not written as Forge\'s Other (other than this card)', () => {
    const card = 'Spore Rally {2}{G}\nSorcery\nSaprolings you control get +2/+2 until end of turn. Other creatures you control get +1/+1 until end of turn.';
    assert.deepStrictEqual(script(card), []);
    assert.deepStrictEqual(notScripted(card), ['"other" objects in a spell (other than what it named before)']);
  });

  test('counters on each other creature are StrictlyOther, as Forge\'s scripts write them; a pump of each other creature is Other', () => {
    assert.deepStrictEqual(script('Hive Tender {3}{G}\nCreature — Insect\nWhen Hive Tender enters the battlefield, put a +1/+1 counter on each other creature you control.\n2/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ PutCounterAll | ValidCards$ Creature.YouCtrl+StrictlyOther | CounterType$ P1P1 | CounterNum$ 1',
    ]);
  });

  test('cipher: the spell encodes itself as its last step (the keyword alone only marks the card)', () => {
    assert.deepStrictEqual(script('Whisper Code {2}{U}\nSorcery\nDraw a card.\nCipher'), [
      'A:SP$ Draw | Cost$ 2 U | Defined$ You | NumCards$ 1 | SubAbility$ DBEncode', 'SVar:DBEncode:DB$ Encode | Defined$ Self', 'K:Cipher',
    ]);
  });

  test('a spell\'s delayed trigger ("at the beginning of your next upkeep", "whenever … this turn") leaves the whole spell unscripted', () => {
    const card = 'Borrowed Might {0}\nSorcery\nDraw two cards.\nAt the beginning of your next upkeep, pay {2}{U}. If you don\'t, you lose the game.';
    assert.deepStrictEqual(script(card), []);
    assert.ok(notScripted(card).includes('a delayed trigger the spell creates (Forge: DelayedTrigger), which the export does not write'));
    assert.ok(notScripted(card).includes('part of a spell whose other text cardtext cannot script'));
  });

  test('a trigger on "one or more" objects is not written: Forge\'s per-object trigger would fire once for each of them', () => {
    const card = 'War Drummer {2}{R}\nEnchantment\nWhenever one or more creatures you control attack, you gain 1 life.';
    assert.deepStrictEqual(script(card), []);
    assert.deepStrictEqual(notScripted(card), ['a trigger on one or more objects at once (Forge triggers once for each)']);
  });

  test('"sacrifice ~ unless you pay {1} for each +1/+1 counter on it" is not the upkeep-cost keyword (its cost is counted as it resolves)', () => {
    const orb = 'Test Orb {2}{U}\nCreature — Illusion\nAt the beginning of your upkeep, sacrifice Test Orb unless you pay {1} for each +1/+1 counter on it.\n1/1';
    assert.deepStrictEqual(script(orb), []);
    assert.deepStrictEqual(notScripted(orb), ['an "unless" cost paid for each counter on the card in a triggered ability (not written yet)']);
  });

  test('"sacrifice ~ unless you pay" at your upkeep is Forge\'s upkeep-cost keyword', () => {
    assert.deepStrictEqual(script('Costly Djinn {2}{U}\nCreature — Djinn\nAt the beginning of your upkeep, sacrifice Costly Djinn unless you pay {U}{U}.\n5/5'), ['K:UpkeepCost:U U']);
  });

  test('Auras: Enchant and an Attach spell ability; their static abilities on the enchanted creature', () => {
    assert.deepStrictEqual(script('Gift of Wings {1}{W}\nEnchantment — Aura\nEnchant creature you control\nEnchanted creature gets +1/+1 and has flying.'), [
      'K:Enchant creature you control', 'A:SP$ Attach | Cost$ 1 W | ValidTgts$ Creature.YouCtrl', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Flying',
    ]);
    assert.deepStrictEqual(script('Shackle {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can\'t attack or block.'), [
      'K:Enchant creature', 'A:SP$ Attach | Cost$ W | ValidTgts$ Creature', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddHiddenKeyword$ CARDNAME can\'t attack or block.',
    ]);
  });

  test('an Aura that enchants a card in a graveyard is cast targeting the graveyard (TgtZone$ Graveyard)', () => {
    assert.deepStrictEqual(script('Grave Bond {2}{B}\nEnchantment — Aura\nEnchant creature card in a graveyard'), [
      'K:Enchant creature card in a graveyard', 'A:SP$ Attach | Cost$ 2 B | ValidTgts$ Creature | TgtZone$ Graveyard',
    ]);
  });

  test('statics and replacements: anthems, equipment, restrictions on itself, enters tapped, enters with counters, a choice as it enters', () => {
    assert.deepStrictEqual(script('Elf Lord {1}{G}{G}\nCreature — Elf\nOther Elf creatures you control get +1/+1.\n2/2'), ['S:Mode$ Continuous | Affected$ Creature.Elf+Other+YouCtrl | AddPower$ 1 | AddToughness$ 1']);
    assert.deepStrictEqual(script('Iron Blade {2}\nArtifact — Equipment\nEquipped creature gets +2/+0.\nEquip {2}'), ['S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 2', 'K:Equip:2']);
    assert.deepStrictEqual(script('Thorn Wall {1}{G}\nCreature — Plant Wall\nDefender\nThorn Wall can\'t be blocked.\n0/4'), ['K:Defender', 'K:Unblockable']);
    assert.deepStrictEqual(script('Quiet Vale\nLand\nQuiet Vale enters the battlefield tapped.\n{T}: Add {G}.'), ['K:CARDNAME enters the battlefield tapped.', 'A:AB$ Mana | Cost$ T | Produced$ G']);
    assert.deepStrictEqual(script('Grown Ooze {2}{G}\nCreature — Ooze\nGrown Ooze enters the battlefield with two +1/+1 counters on it.\n0/0'), ['K:etbCounter:P1P1:2']);
    assert.deepStrictEqual(script('Painted Idol {3}\nArtifact\nAs Painted Idol enters the battlefield, choose a color.'), [
      'K:ETBReplacement:Other:ChooseOnEntering', 'SVar:ChooseOnEntering:DB$ ChooseColor | Defined$ You',
    ]);
  });

  test('a static ability "as long as you control …" counts the objects (CheckSVar$, SVarCompare$), first or last in the sentence', () => {
    assert.deepStrictEqual(script('Rust Hound {1}{R}\nCreature — Dog\nRust Hound gets +1/+1 as long as you control an artifact.\n2/1'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 1 | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$Valid Artifact.YouCtrl',
    ]);
    assert.deepStrictEqual(script('Marsh Lurker {2}{B}\nCreature — Horror\nAs long as you control three or more Swamps, Marsh Lurker has menace and can\'t be blocked by Walls.\n3/2'), []);
    assert.deepStrictEqual(script('Lone Scout {1}{W}\nCreature — Human Scout\nAs long as you control no other creatures, Lone Scout gets +0/+2 and has vigilance.\n1/1'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddToughness$ 2 | AddKeyword$ Vigilance | CheckSVar$ X | SVarCompare$ EQ0', 'SVar:X:Count$Valid Creature.Other+YouCtrl',
    ]);
    assert.deepStrictEqual(script('Moss Troop {2}{G}\nCreature — Elf Warrior\nOther Elves you control have trample as long as you control four or more Forests.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Elf.Other+YouCtrl | AddKeyword$ Trample | CheckSVar$ X | SVarCompare$ GE4', 'SVar:X:Count$Valid Forest.YouCtrl',
    ]);
    // A planeswalker's presence is `IsPresent$` in every Forge script that tests one.
    assert.deepStrictEqual(script('Oath Keeper {1}{W}\nCreature — Human Soldier\nOath Keeper has first strike as long as you control a Gideon planeswalker.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ First Strike | IsPresent$ Planeswalker.Gideon+YouCtrl',
    ]);
    // After an ability word the condition is read the same; three or more artifacts is the engine's own metalcraft test.
    assert.deepStrictEqual(script('Gear Hawk {3}\nArtifact Creature — Bird\nMetalcraft — Gear Hawk has flying as long as you control three or more artifacts.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Flying | Condition$ Metalcraft',
    ]);
  });

  test('a static ability "as long as ~ is equipped / attacking / monstrous" puts the state in Affected$ (Card.Self+equipped)', () => {
    assert.deepStrictEqual(script('Shield Squire {1}{W}\nCreature — Human Soldier\nAs long as Shield Squire is equipped, it gets +1/+1 and has vigilance.\n1/1'), [
      'S:Mode$ Continuous | Affected$ Card.Self+equipped | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Vigilance',
    ]);
    assert.deepStrictEqual(script('Cliff Brute {3}{R}\nCreature — Giant\nCliff Brute has trample as long as it\'s attacking.\n4/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self+attacking | AddKeyword$ Trample',
    ]);
    assert.deepStrictEqual(script('Bog Titan {4}{G}\nCreature — Giant\n{5}{G}: Monstrosity 3.\nAs long as Bog Titan is monstrous, it has reach.\n5/5').filter((l) => l.startsWith('S:')), [
      'S:Mode$ Continuous | Affected$ Card.Self+IsMonstrous | AddKeyword$ Reach',
    ]);
    // The card's own state, named, conditions what other creatures get: the card counted in that state (CheckSVar$ … EQ1).
    assert.deepStrictEqual(script('Drum Leader {2}{R}\nCreature — Goblin\nOther Goblins you control get +1/+0 as long as Drum Leader is attacking.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Goblin.Other+YouCtrl | AddPower$ 1 | CheckSVar$ X | SVarCompare$ EQ1', 'SVar:X:Count$Valid Card.Self+attacking',
    ]);
  });

  test('a static ability "as long as it\'s (not) your turn" is Condition$ PlayerTurn / NotPlayerTurn', () => {
    assert.deepStrictEqual(script('Dawn Raider {1}{R}\nCreature — Human Warrior\nAs long as it\'s your turn, Dawn Raider gets +2/+0 and has first strike.\n1/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | AddKeyword$ First Strike | Condition$ PlayerTurn',
    ]);
    assert.deepStrictEqual(script('Night Shield {1}{W}\nEnchantment\nCreatures you control get +0/+1 as long as it\'s not your turn.'), [
      'S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddToughness$ 1 | Condition$ NotPlayerTurn',
    ]);
  });

  test('a static ability "as long as" your graveyard, hand, life or artifacts say so: the engine\'s own test where the text is exactly it', () => {
    assert.deepStrictEqual(script('Marsh Haunt {3}{B}\nCreature — Spirit\nThreshold — As long as seven or more cards are in your graveyard, Marsh Haunt gets +2/+2.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | AddToughness$ 2 | Condition$ Threshold',
    ]);
    // No ability word: the condition is what the text says (207.2c), read the same.
    assert.deepStrictEqual(script('Grave Reader {1}{G}\nCreature — Elf\nGrave Reader has trample as long as there are four or more card types among cards in your graveyard.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Trample | Condition$ Delirium',
    ]);
    assert.deepStrictEqual(script('Empty Sleeve {1}{B}\nCreature — Rogue\nAs long as you have no cards in hand, Empty Sleeve has menace.\n2/1'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Menace | Condition$ Hellbent',
    ]);
    assert.deepStrictEqual(script('Last Stand {2}{W}\nEnchantment\nCreatures you control get +1/+2 as long as you have 5 or less life.'), [
      'S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ 1 | AddToughness$ 2 | Condition$ FatefulHour',
    ]);
    assert.deepStrictEqual(script('Gear Hound {2}\nArtifact Creature — Dog\nGear Hound has haste as long as you control three or more artifacts.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Haste | Condition$ Metalcraft',
    ]);
    // Other numbers are counted: cards in your graveyard, in your hand, your life total.
    assert.deepStrictEqual(script('Bone Pile {4}{B}\nCreature — Horror\nBone Pile gets +3/+3 as long as there are ten or more cards in your graveyard.\n3/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 3 | AddToughness$ 3 | CheckSVar$ X | SVarCompare$ GE10', 'SVar:X:Count$InYourYard',
    ]);
    assert.deepStrictEqual(script('Frail Hermit {W}\nCreature — Human Monk\nFrail Hermit has lifelink as long as you have 10 or less life.\n1/1'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Lifelink | CheckSVar$ X | SVarCompare$ LE10', 'SVar:X:Count$YourLifeTotal',
    ]);
    assert.deepStrictEqual(script('High Seer {1}{W}\nCreature — Human Cleric\nAs long as you have 25 or more life, High Seer gets +3/+3.\n1/1'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 3 | AddToughness$ 3 | CheckSVar$ X | SVarCompare$ GE25', 'SVar:X:Count$YourLifeTotal',
    ]);
    assert.deepStrictEqual(script('Full Mind {1}{U}\nCreature — Human Wizard\nFull Mind has flying as long as you have seven or more cards in hand.\n1/1'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Flying | CheckSVar$ X | SVarCompare$ GE7', 'SVar:X:Count$InYourHand',
    ]);
  });

  test('"Activate only if …": objects present, the card\'s own state, your graveyard and hand as Forge restricts an activation', () => {
    assert.deepStrictEqual(script('Mist Adept {1}{U}\nCreature — Human Wizard\n{1}{U}: Untap target creature. Activate only if you control a Wizard planeswalker.\n1/2').filter((l) => l.startsWith('A:')), [
      'A:AB$ Untap | Cost$ 1 U | ValidTgts$ Creature | IsPresent$ Planeswalker.Wizard+YouCtrl',
    ]);
    assert.deepStrictEqual(script('Herd Caller {2}{G}\nCreature — Elf\n{T}: Draw a card. Activate this ability only if you control five or more Elves.\n1/1'), [
      'A:AB$ Draw | Cost$ T | Defined$ You | NumCards$ 1 | IsPresent$ Elf.YouCtrl | PresentCompare$ GE5',
    ]);
    assert.deepStrictEqual(script('Raid Captain {2}{R}\nCreature — Human\n{R}: Raid Captain deals 1 damage to target creature. Activate only if Raid Captain is attacking.\n2/2'), [
      'A:AB$ DealDamage | Cost$ R | ValidTgts$ Creature | NumDmg$ 1 | IsPresent$ Card.Self+attacking',
    ]);
    assert.deepStrictEqual(script('Bone Garden {G}\nEnchantment\n{G}, Sacrifice Bone Garden: Target creature gets +3/+3 until end of turn. Activate only if seven or more cards are in your graveyard.'), [
      'A:AB$ Pump | Cost$ G Sac<1/CARDNAME> | ValidTgts$ Creature | NumAtt$ +3 | NumDef$ +3 | Activation$ Threshold',
    ]);
    assert.deepStrictEqual(script('Idle Hands {2}\nArtifact\n{2}, {T}: Draw a card. Activate only if you have no cards in hand.'), [
      'A:AB$ Draw | Cost$ 2 T | Defined$ You | NumCards$ 1 | Activation$ Hellbent',
    ]);
    // A condition the reader does not know leaves the ability unread, never activated without it.
    assert.deepStrictEqual(script('Old Map {2}\nArtifact\n{2}, {T}: Draw a card. Activate only if an opponent was dealt damage this turn.'), []);
  });

  test('"Cast this spell only during combat / on an opponent\'s turn": the spell\'s phases and turn (ActivationPhases$, OpponentTurn$)', () => {
    assert.deepStrictEqual(script('Ambush Call {1}{G}\nInstant\nCast this spell only during combat.\nTarget creature gets +3/+3 until end of turn.'), [
      'A:SP$ Pump | Cost$ 1 G | ActivationPhases$ BeginCombat->EndCombat | ValidTgts$ Creature | NumAtt$ +3 | NumDef$ +3',
    ]);
    assert.deepStrictEqual(script('Late Guard {W}\nInstant\nCast this spell only during the declare blockers step on an opponent\'s turn.\nTarget creature gets +0/+4 until end of turn.'), [
      'A:SP$ Pump | Cost$ W | OpponentTurn$ True | ActivationPhases$ Declare Blockers | ValidTgts$ Creature | NumDef$ +4',
    ]);
    // A timing the reader does not know leaves the whole spell unread: never castable at a time the card forbids.
    assert.deepStrictEqual(script('Odd Hour {R}\nInstant\nCast this spell only if a creature died this turn.\nDraw a card.'), []);
  });

  test('"Look at the top N cards of your library" and where they go: Forge\'s Dig (DigNum$, ChangeNum$, ChangeValid$, the rest)', () => {
    assert.deepStrictEqual(script('Tide Reading {2}{U}\nInstant\nLook at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.'), [
      'A:SP$ Dig | Cost$ 2 U | DigNum$ 4 | ChangeNum$ 1',
    ]);
    assert.deepStrictEqual(script('Grave Study {1}{U}\nSorcery\nLook at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.'), [
      'A:SP$ Dig | Cost$ 1 U | DigNum$ 3 | ChangeNum$ 1 | DestinationZone2$ Graveyard',
    ]);
    assert.deepStrictEqual(script('Forge Call {G}\nSorcery\nLook at the top five cards of your library. You may reveal an Equipment card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.'), [
      'A:SP$ Dig | Cost$ G | DigNum$ 5 | ChangeNum$ 1 | ChangeValid$ Equipment | Optional$ True | RestRandomOrder$ True',
    ]);
    // Anything else about the cards seen (cast one, put two of them back on top) is not read.
    assert.deepStrictEqual(script('Odd Reading {U}\nSorcery\nLook at the top three cards of your library. Put one of them into your hand and the rest back on top of your library in any order.'), []);
  });

  test('"red or green spell", "white or black creature": one object of either colour', () => {
    assert.deepStrictEqual(script('Color Snare {U}\nInstant\nCounter target red or green spell.'), ['A:SP$ Counter | Cost$ U | TargetType$ Spell | ValidTgts$ Card.Red,Card.Green']);
    assert.deepStrictEqual(script('Pale Verdict {1}{W}\nInstant\nDestroy target blue or black creature.'), ['A:SP$ Destroy | Cost$ 1 W | ValidTgts$ Creature.Blue,Creature.Black']);
  });

  test('a vanguard\'s or plane\'s abilities work from the command zone (ActivationZone$, TriggerZones$, EffectZone$ Command); a vanguard\'s continuous effect names the battlefield it affects', () => {
    const lines = script('Hearth Avatar\nVanguard\nSacrifice a permanent: Regenerate target creature you control.\nAt the beginning of your upkeep, you gain 1 life.\nCreatures you control get +0/+1.');
    assert.deepStrictEqual(lines.filter((l) => !l.startsWith('SVar:')), [
      'A:AB$ Regenerate | Cost$ Sac<1/Permanent> | ActivationZone$ Command | ValidTgts$ Creature.YouCtrl',
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Command | Execute$ TrigEffect',
      'S:Mode$ Continuous | EffectZone$ Command | Affected$ Creature.YouCtrl | AffectedZone$ Battlefield | AddToughness$ 1',
    ]);
    // A plane's continuous effect leaves the affected zone unsaid (9 of Forge's 11 scripts of one), a vanguard's says it (7 of 13).
    assert.deepStrictEqual(script('Quiet Meadow\nPlane — Velmora\nCreatures you control get +0/+1.').filter((l) => l.startsWith('S:')), [
      'S:Mode$ Continuous | EffectZone$ Command | Affected$ Creature.YouCtrl | AddToughness$ 1',
    ]);
    // Only permanents: a player or spells on the stack are not on the battlefield.
    const others = script('Quiet Avatar\nVanguard\nYou have no maximum hand size.\nCreature spells you control can\'t be countered.').filter((l) => l.startsWith('S:'));
    assert.ok(others.length > 0 && others.every((l) => !l.includes('AffectedZone$ Battlefield')), others.join('\n'));
    assert.ok(others.every((l) => (l.match(/AffectedZone\$/g) ?? []).length <= 1), others.join('\n'));
  });

  test('"Until end of turn, …" first: the same pump; any other effect after it is not read', () => {
    assert.deepStrictEqual(script('Rally Horn {1}{W}\nInstant\nUntil end of turn, creatures you control get +1/+1 and gain vigilance.'), [
      'A:SP$ PumpAll | Cost$ 1 W | ValidCards$ Creature.YouCtrl | NumAtt$ +1 | NumDef$ +1 | KW$ Vigilance',
    ]);
    assert.deepStrictEqual(script('Wild Surge {G}\nInstant\nUntil end of turn, target creature you control gets +2/+2.'), ['A:SP$ Pump | Cost$ G | ValidTgts$ Creature.YouCtrl | NumAtt$ +2 | NumDef$ +2']);
    // A duration in front of damage says nothing the damage could last for: not read, no spell line.
    assert.deepStrictEqual(script('Odd Spark {R}\nInstant\nUntil end of turn, target creature deals 2 damage to you.'), []);
  });

  test('counters of any kind the engine knows: put (P/T counters by their signs), removed as a cost, counted in a filter', () => {
    assert.deepStrictEqual(script('Tide Clock {3}\nArtifact\nAt the beginning of your upkeep, put a doom counter on Tide Clock.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ PutCounter | Defined$ Self | CounterType$ DOOM | CounterNum$ 1',
    ]);
    assert.deepStrictEqual(script('Reef Brute {3}{R}\nCreature — Giant\n{R}: Put a +1/+0 counter on Reef Brute.\n2/3'), ['A:AB$ PutCounter | Cost$ R | CounterType$ P1P0 | CounterNum$ 1']);
    assert.deepStrictEqual(script('Salt Cellar {2}\nArtifact\n{T}, Remove a storage counter from Salt Cellar: Draw a card.'), ['A:AB$ Draw | Cost$ T SubCounter<1/STORAGE> | Defined$ You | NumCards$ 1']);
    assert.deepStrictEqual(script('Fuse Keeper {2}{R}\nCreature — Goblin\nAt the beginning of your upkeep, put a fuse counter on each creature with a fuse counter on it.\n1/1'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ PutCounterAll | ValidCards$ Creature.counters_GE1_FUSE | CounterType$ FUSE | CounterNum$ 1',
    ]);
  });

  test('a counter the 2020 engine has no name for is not scripted, and the summary says which', () => {
    const reasons = notScripted('Plot Board {2}\nArtifact\n{T}: Put a scheme counter on Plot Board.');
    assert.ok(reasons.some((r) => /a scheme counter \(Forge's engine of 2020 knows no such counter\)/.test(r)), reasons.join('\n'));
  });

  test('a cost part with words beyond its amount ("Pay 3 life for each … counter") leaves the ability unscripted, never cheaper', () => {
    const card = 'Gale Stone {4}{G}\nEnchantment\n{2}{G}, Pay 3 life for each gust counter on Gale Stone: Destroy target permanent.';
    assert.deepStrictEqual(script(card), []);
    assert.ok(notScripted(card).some((r) => /Pay 3 life for each gust counter/i.test(r)), notScripted(card).join('\n'));
  });

  test('"target Elf or Soldier creature": the card type after the last subtype is every subtype\'s', () => {
    assert.deepStrictEqual(script('Glade Marshal {4}{W}\nCreature — Human Cleric\n{T}: Target Elf or Soldier creature gets +2/+2 until end of turn.\n2/4'), [
      'A:AB$ Pump | Cost$ T | ValidTgts$ Creature.Elf,Creature.Soldier | NumAtt$ +2 | NumDef$ +2',
    ]);
  });

  test('a leveler\'s bands are conditional statics, never its level 0 keywords', () => {
    assert.deepStrictEqual(script('Drake Student {1}{U}\nCreature — Human Wizard\nLevel up {2}\nLEVEL 1-3\n2/3\nFlying\nLEVEL 4+\n4/4\nFlying, hexproof\n1/1'), [
      'K:Level up:2',
      'S:Mode$ Continuous | Affected$ Card.Self | SetPower$ 2 | SetToughness$ 3 | AddKeyword$ Flying | CheckSVar$ X | SVarCompare$ EQ1',
      'SVar:X:Count$Valid Card.Self+counters_GE1_LEVEL+counters_LE3_LEVEL',
      'S:Mode$ Continuous | Affected$ Card.Self | SetPower$ 4 | SetToughness$ 4 | AddKeyword$ Flying & Hexproof | CheckSVar$ Y | SVarCompare$ EQ1',
      'SVar:Y:Count$Valid Card.Self+counters_GE4_LEVEL',
    ]);
  });

  test('exact or nothing: an ability with an unread phrase is left out and named, an instant without a spell line is listed', () => {
    assert.deepStrictEqual(script('Odd Fellow {2}\nArtifact\n{T}: Exchange control of two target creatures and sing a song about it.'), []);
    assert.deepStrictEqual(notScripted('Odd Fellow {2}\nArtifact\n{T}: Exchange control of two target creatures and sing a song about it.'), ['cardtext cannot read "Exchange control of two target creature…"']);
    assert.deepStrictEqual(notScripted('Riddle {U}\nInstant\nName a card, then guess.'), ['cardtext cannot read "Name a card, then guess."']);
    assert.deepStrictEqual(script('Riddle {U}\nInstant\nName a card, then guess.'), []);
  });

  test('what the 2020 engine cannot load is not written: an adventure\'s second face, a power of 2.5; a battle is listed as not castable', () => {
    const adventure = exportAs('forge', '@set TST Test\n\nHollow Brute {3}{G}\nCreature — Giant\nReach\n4/4\n//\nUproot {1}{G}\nSorcery — Adventure\nDestroy target artifact.\nRarity: Common\n');
    const file = adventure.files.find((f) => f.path.startsWith('cards/'))!.content as string;
    assert.ok(!file.includes('ALTERNATE') && !file.includes('AlternateMode'), file);
    assert.match(adventure.scripted!.notPlayable[0].abilities[0].reason, /the second face of an adventure \(today's Forge writes AlternateMode:Adventure\)/);
    const half = exportAs('forge', '@set TST Test\n\nHalf Beast {1}{G}\nCreature — Beast\n2.5/2\nRarity: Common\n');
    assert.ok(!half.files.some((f) => f.path.startsWith('cards/')));
    assert.ok(!(half.files.find((f) => f.path.startsWith('editions/'))!.content as string).includes('Half Beast'));
    assert.match(half.scripted!.notPlayable[0].abilities[0].reason, /^Forge cannot load a power of 2\.5/);
    assert.match(notScripted('Siege of Ash {2}{R}\nBattle — Siege\nWhen this Siege enters, it deals 2 damage to any target.\nDefense: 4')[0], /no battles/);
  });

  test('a card with the set\'s own mana is listed as not playable (Forge has no such mana)', () => {
    const reasons = notScripted('@mana {P} purple\n\nViolet Bolt {1}{P}\nInstant\nViolet Bolt deals 2 damage to any target.');
    assert.ok(reasons.some((r) => /\{P\}, a symbol Forge does not have/.test(r)), reasons.join('\n'));
  });

  test('a card that returns itself from the graveyard triggers there, but not when its enchanted creature dies (it is still on the battlefield then)', () => {
    assert.deepStrictEqual(script('Cinder Roc {3}{R}{R}\nCreature — Phoenix\nWhenever a land you control enters, you may pay {2}{R}. If you do, return Cinder Roc from your graveyard to the battlefield.\n4/2').filter((l) => l.startsWith('T:')), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Land.YouCtrl | TriggerZones$ Graveyard | Execute$ TrigEffect',
    ]);
    assert.deepStrictEqual(script('Grave Tether {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -1/-1.\nWhen enchanted creature dies, return Grave Tether from your graveyard to the battlefield.').filter((l) => l.startsWith('T:')), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.AttachedBy | Execute$ TrigEffect',
    ]);
  });
});
