import * as assert from 'node:assert';
import { describedAll as described, describedFirst, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: triggers on events of the game', () => {
  test('a state trigger "When you control no Forests" is Mode$ Always with IsPresent$ … | PresentCompare$ EQ0', () => {
    assert.deepStrictEqual(script('Test Ape {2}{G}\nCreature — Ape\nWhen you control no Forests, sacrifice Test Ape.\n3/3'), [
      'T:Mode$ Always | IsPresent$ Forest.YouCtrl | PresentCompare$ EQ0 | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Sacrifice | Defined$ Self',
    ]);
  });

  test('forms read exactly but not written yet (Forge spells them more than one way) are listed as not scripted', () => {
    assert.match(notScripted('Test Rogue {1}{U}\nCreature — Human Rogue\nWhenever Test Rogue blocks, you may discard two cards. If you do, draw a card.\n2/1').join('\n'), /"if you do" after "you may sacrifice, discard or return" \(not written yet\)/);
    assert.match(notScripted('Test Ox {3}{G}\nCreature — Ox\nWhenever Test Ox attacks, target attacking creature gets +1/+0 until end of turn for each other attacking Ox.\n2/3').join('\n'), /a P\/T change for each object in a triggered ability \(not written yet\)/);
  });

  test('"remove a charge counter from ~" is RemoveCounter with Defined$ Self; not written when the card has an ability of removing the last one', () => {
    assert.deepStrictEqual(script('Test Vent {2}\nArtifact\nAt the beginning of your upkeep, remove a charge counter from Test Vent.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ RemoveCounter | Defined$ Self | CounterType$ CHARGE | CounterNum$ 1',
    ]);
    const last = 'Test Clock {3}\nArtifact\nAt the beginning of your upkeep, remove a charge counter from Test Clock.\nWhen you remove the last charge counter from Test Clock, you win the game.';
    assert.match(notScripted(last).join('\n'), /removing counters, of a card with an ability of removing the last one/);
    assert.match(notScripted('Test Vent {2}\nArtifact\n{T}: Remove a charge counter from target artifact.').join('\n'), /removing counters from another object \(not written yet\)/);
  });

  test('"Whenever a creature deals damage to you" is DamageDone with ValidTarget$ You; "it" is the source', () => {
    assert.deepStrictEqual(script('Test Ward {2}{B}{B}\nEnchantment\nWhenever a creature deals damage to you, destroy it.'), [
      'T:Mode$ DamageDone | ValidSource$ Creature | ValidTarget$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Destroy | Defined$ TriggeredSource',
    ]);
    assert.deepStrictEqual(script('Test Ward {2}{W}\nEnchantment\nWhenever a Goblin deals combat damage to you, you gain 1 life.'), [
      'T:Mode$ DamageDone | ValidSource$ Goblin | ValidTarget$ You | CombatDamage$ True | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
  });

  test('"attacks alone" is Alone$ True on the Attacks trigger', () => {
    assert.deepStrictEqual(script('Test Brute {2}{R}\nCreature — Ogre\nWhenever Test Brute attacks alone, it gets +2/+0 until end of turn.\n2/2'), [
      'T:Mode$ Attacks | ValidCard$ Card.Self | Alone$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Pump | Defined$ Self | NumAtt$ 2',
    ]);
    assert.deepStrictEqual(script('Test Banner {1}{W}\nEnchantment\nWhenever a creature you control attacks alone, it gains lifelink until end of turn.'), [
      'T:Mode$ Attacks | ValidCard$ Creature.YouCtrl | Alone$ True | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Pump | Defined$ TriggeredAttacker | KW$ Lifelink',
    ]);
  });

  test('"you may attach ~ to it" of an Equipment\'s trigger is Attach with Defined$ TriggeredCard (the Equipment itself is the default object)', () => {
    assert.deepStrictEqual(script('Test Staff {1}\nArtifact — Equipment\nWhenever a Shaman creature enters the battlefield, you may attach Test Staff to it.\nEquipped creature gets +1/+1.\nEquip {2}').filter((l) => l.startsWith('T:') || l.startsWith('SVar:Trig')), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.Shaman | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Attach | Defined$ TriggeredCard',
    ]);
    // A creature is never attached (701.3b): not written.
    assert.deepStrictEqual(script('Test Hound {2}{R}\nCreature — Dog\nWhenever a creature enters the battlefield under your control, attach Test Hound to it.\n2/2').filter((l) => l.startsWith('T:')), []);
    // Attaching it to anything else (a target) is not written.
    assert.match(notScripted('Test Staff {1}\nArtifact — Equipment\nWhen Test Staff enters the battlefield, attach Test Staff to target creature you control.\nEquip {2}').join('\n'), /attaching the card/);
  });

  test('"exile target … until ~ leaves the battlefield" (610.3c): the exile only while the card is there, and an effect that returns the card when it leaves', () => {
    assert.deepStrictEqual(script('Test Cage {1}{W}\nEnchantment\nWhen Test Cage enters the battlefield, exile target creature an opponent controls until Test Cage leaves the battlefield.'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBExileEffect:DB$ ChangeZone | Origin$ Command | Destination$ Exile | Defined$ Self',
      'SVar:DBReturnExiled:DB$ ChangeZoneAll | Origin$ Exile | Destination$ Battlefield | ChangeType$ Card.IsRemembered | SubAbility$ DBExileEffect',
      'SVar:ReturnOnLeaving:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any | ValidCard$ Card.IsImprinted | Execute$ DBReturnExiled | TriggerZones$ Command | TriggerController$ TriggeredCardController | Static$ True',
      'SVar:DBEffect:DB$ Effect | Triggers$ ReturnOnLeaving | RememberObjects$ Targeted | ImprintCards$ Self | SVars$ DBReturnExiled,DBExileEffect | ConditionPresent$ Card.Self | Duration$ Permanent | ForgetOnMoved$ Exile',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Battlefield | Destination$ Exile | ValidTgts$ Creature.OppCtrl | ConditionPresent$ Card.Self | SubAbility$ DBEffect',
    ]);
    // Not a triggered ability (an activated one): not written.
    assert.match(notScripted('Test Warden {3}{W}\nCreature — Human\n{T}: Exile target creature until Test Warden leaves the battlefield.\n2/2').join('\n'), /until the card leaves/);
  });

  test('"When enchanted creature dies, return that card to the battlefield": ChangeZone of the TriggeredCard from the graveyard; GainControl$ True "under your control"', () => {
    const aura = (control: string) => `Test Pact {2}{B}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature dies, return that card to the battlefield under ${control} control.`;
    assert.deepStrictEqual(script(aura('your')).slice(2), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.AttachedBy | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Defined$ TriggeredCard | Origin$ Graveyard | Destination$ Battlefield | GainControl$ True',
    ]);
    assert.deepStrictEqual(script(aura("its owner's")).slice(3), ['SVar:TrigEffect:DB$ ChangeZone | Defined$ TriggeredCard | Origin$ Graveyard | Destination$ Battlefield']);
  });

  test('"that much damage" of a damage trigger is TriggerCount$DamageAmount', () => {
    assert.deepStrictEqual(script('Test Pup {R}\nCreature — Jackal\nWhenever Test Pup is dealt damage, it deals that much damage to you.\n2/1'), [
      'T:Mode$ DamageDoneOnce | ValidTarget$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggerCount$DamageAmount',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ You | NumDmg$ X',
    ]);
  });

  test('"Whenever ~ deals damage, you gain that much life" is DamageDealtOnce with LifeAmount$ of the damage; a spell\'s damage is not written', () => {
    assert.deepStrictEqual(script('Test Cloak {2}{W}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature deals damage, you gain that much life.').slice(2), [
      'T:Mode$ DamageDealtOnce | ValidSource$ Card.AttachedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggerCount$DamageAmount',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ X',
    ]);
    assert.match(notScripted('Test Commando {3}{R}\nCreature — Human\nWhenever an instant or sorcery spell you control deals damage, you gain 1 life.\n2/2').join('\n'), /dealt by a spell/);
  });

  test('"draw that many cards" / "that player discards that many cards" after combat damage to a player: the damage dealt', () => {
    assert.deepStrictEqual(script('Test Specter {2}{B}\nCreature — Specter\nFlying\nWhenever Test Specter deals combat damage to a player, that player discards that many cards.\n2/2').slice(1), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect',
      'SVar:X:TriggerCount$DamageAmount',
      'SVar:TrigEffect:DB$ Discard | Defined$ TriggeredTarget | NumCards$ X | Mode$ TgtChoose',
    ]);
  });

  test('"that player gets a poison counter" after damage to a player: Forge\'s Poison effect on the player dealt damage', () => {
    assert.deepStrictEqual(script('Test Adder {1}{B}\nCreature — Snake\nWhenever Test Adder deals damage to a player, that player gets two poison counters.\n1/1'), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Poison | Defined$ TriggeredTarget | Num$ 2',
    ]);
  });

  test('"skips their next combat phase / untap step": a Pump of the player with Forge\'s skip keyword, for good', () => {
    assert.deepStrictEqual(script('Test Warden {3}{W}\nCreature — Human\nWhen Test Warden enters the battlefield, target opponent skips their next combat phase.\n2/4'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Pump | ValidTgts$ Opponent | KW$ Skip your next combat phase. | Permanent$ True',
    ]);
    assert.deepStrictEqual(script('Test Tide {3}{U}\nCreature — Elemental\nWhen Test Tide enters the battlefield, each opponent skips their next untap step.\n2/4')[1],
      'SVar:TrigEffect:DB$ Pump | Defined$ Player.Opponent | KW$ Skip your next untap step. | Permanent$ True');
    assert.match(notScripted('Test Glare {3}{W}\nCreature — Angel\nWhenever Test Glare deals combat damage to a player, that player skips their next combat phase.\n2/2').join('\n'), /skipping a step, of the player dealt damage/);
  });

  test('"create that many … tokens" after combat damage to a player: TokenAmount$ of the damage dealt', () => {
    assert.deepStrictEqual(script('Test Hive {3}{G}\nCreature — Insect\nWhenever Test Hive deals combat damage to a player, create that many 1/1 green Insect creature tokens.\n2/2'), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect',
      'SVar:X:TriggerCount$DamageAmount',
      'SVar:TrigEffect:DB$ Token | TokenAmount$ X | TokenName$ Insect | TokenTypes$ Creature,Insect | TokenOwner$ You | TokenColors$ Green | TokenPower$ 1 | TokenToughness$ 1',
    ]);
  });

  test('"Whenever enchanted creature deals damage to an opponent" is DamageDone with ValidTarget$ Opponent; of the card itself not written yet', () => {
    assert.deepStrictEqual(script('Test Eye {U}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature deals damage to an opponent, you may draw a card.').slice(2), [
      'T:Mode$ DamageDone | ValidSource$ Card.AttachedBy | ValidTarget$ Opponent | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.match(notScripted('Test Fiend {3}{B}\nCreature — Horror\nWhenever Test Fiend deals damage to an opponent, put a +1/+1 counter on Test Fiend.\n3/3').join('\n'), /own damage to an opponent/);
  });

  test('"Whenever ~ deals damage to a creature" of the card itself is DamageDone on the battlefield, "that creature" the one dealt damage', () => {
    assert.deepStrictEqual(script('Test Fiend {3}{B}\nCreature — Horror\nWhenever Test Fiend deals damage to a creature, destroy that creature.\n3/3'), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Creature | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Destroy | Defined$ TriggeredTarget',
    ]);
  });

  test('a target "that player controls" in a trigger at the beginning of another player\'s step is ActivePlayerCtrl', () => {
    assert.deepStrictEqual(script('Grim Warden {3}{B}\nCreature — Horror\nAt the beginning of each opponent\'s upkeep, tap target creature that player controls.\n3/3'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ Tap | ValidTgts$ Creature.ActivePlayerCtrl',
    ]);
  });

  test('forms read but not written yet are listed with their reason, not scripted', () => {
    const cases: [string, RegExp][] = [
      ['Test Hero {1}{W}\nCreature — Human Soldier\nWhenever you cast a spell that targets Test Hero, put a +1/+1 counter on Test Hero.\n1/1', /heroic/],
      ['Test Titan {9}\nCreature — Eldrazi\nWhen you cast this spell, you take an extra turn after this one.\n9/9', /extra turn or a card returned from a graveyard when the card itself is cast/],
      ['Test Elite {R}{W}\nCreature — Human Soldier\nWhenever Test Elite and at least two other creatures attack, Test Elite gets +1/+1 until end of turn.\n2/2', /battalion/],
      ['Test Crow {2}{B}\nCreature — Bird\nWhen Test Crow enters the battlefield or dies, you gain 2 life.\n2/1', /or dies/],
      ['Test Efreet {3}{R}\nCreature — Efreet\nMorph {2}{R}\nWhen Test Efreet enters the battlefield or is turned face up, you gain 2 life.\n2/3', /or is turned face up/],
      ['Test Binder {3}{W}\nCreature — Human\nWhenever Test Binder attacks, tap target creature defending player controls.\n3/3', /what defending player controls/],
      ['Test Wasp {2}{R}\nCreature — Insect\nWhenever Test Wasp deals combat damage to a player, destroy target artifact that player controls.\n2/2', /what that player controls/],
      ['Test Relic {3}\nArtifact\nWhen Test Relic enters the battlefield, you may return another target historic permanent you control to its owner\'s hand.', /historic" of a permanent/],
      ['Test Adept {1}{R}\nCreature — Human\nWhenever you cycle or discard a card, you gain 1 life.\n1/2', /a card you cycle or discard \(not written yet\)/],
    ];
    for (const [card, reason] of cases) {
      assert.deepStrictEqual(script(card).filter((l) => l.startsWith('T:')), [], card);
      assert.match(notScripted(card).join('\n'), reason, card);
    }
  });

  test('"Whenever you cast a historic spell" is SpellCast of Card.Historic (700.6)', () => {
    assert.deepStrictEqual(script('Test Lens {2}\nArtifact\nWhenever you cast a historic spell, scry 1.'), [
      'T:Mode$ SpellCast | ValidCard$ Card.Historic | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Scry | ScryNum$ 1',
    ]);
  });

  test('"Whenever you cast a spell that\'s both blue and red" is SpellCast of Card.Blue+Red', () => {
    assert.strictEqual(script("Test Mimic {U/R}{U/R}\nCreature — Shapeshifter\nWhenever you cast a spell that's both blue and red, you gain 2 life.\n2/1")[0],
      'T:Mode$ SpellCast | ValidCard$ Card.Blue+Red | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect');
  });

  test('"Whenever you sacrifice another permanent" is Sacrificed of Permanent.Other by you; a kind of permanent is not written yet', () => {
    assert.strictEqual(script('Test Brute {1}{B}\nCreature — Vampire\nWhenever you sacrifice another permanent, put a +1/+1 counter on Test Brute.\n2/2')[0],
      'T:Mode$ Sacrificed | ValidCard$ Permanent.Other | TriggerZones$ Battlefield | ValidPlayer$ You | Execute$ TrigEffect');
    assert.match(notScripted('Test Altar {2}{B}\nEnchantment\nWhenever you sacrifice a creature, you gain 1 life.').join('\n'), /a permanent of a kind you sacrifice/);
  });

  test('"Whenever an opponent draws a card" is Drawn of Card.OppOwn, of a player Card; of you it is not written yet', () => {
    assert.strictEqual(script('Test Sage {3}{U}\nCreature — Sphinx\nWhenever an opponent draws a card, you may draw a card.\n3/3')[0],
      'T:Mode$ Drawn | ValidCard$ Card.OppOwn | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect');
    assert.strictEqual(script('Test Well {2}\nArtifact\nWhenever a player draws a card, you gain 1 life.')[0],
      'T:Mode$ Drawn | ValidCard$ Card | TriggerZones$ Battlefield | Execute$ TrigEffect');
    assert.match(notScripted('Test Tome {2}\nArtifact\nWhenever you draw a card, you gain 1 life.').join('\n'), /a card you draw/);
  });

  test('"Whenever a player cycles a card" is Cycled of any Card, on the battlefield', () => {
    assert.deepStrictEqual(script('Test Shrine {1}{B}\nEnchantment\nWhenever a player cycles a card, you gain 1 life.'), [
      'T:Mode$ Cycled | ValidCard$ Card | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
  });

  test('"Whenever an opponent discards a card" is Discarded of a card an opponent owns; "that player" is the card\'s controller', () => {
    assert.deepStrictEqual(script('Test Vise {2}{B}\nEnchantment\nWhenever an opponent discards a card, that player loses 1 life.'), [
      'T:Mode$ Discarded | ValidCard$ Card.OppOwn | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredCardController | LifeAmount$ 1',
    ]);
  });

  test('"When a spell or ability an opponent controls causes you to discard ~" is Discarded of Card.Self by Card.OppCtrl; that player the cause\'s controller', () => {
    assert.deepStrictEqual(script('Test Purge {U}\nSorcery\nTest Purge deals 1 damage to any target.\nWhen a spell or ability an opponent controls causes you to discard Test Purge, that player loses 3 life.').slice(-2), [
      'T:Mode$ Discarded | ValidCard$ Card.Self | ValidCause$ Card.OppCtrl | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredCauseController | LifeAmount$ 3',
    ]);
  });

  test('"When ~ exploits a creature" is Exploited of a creature the card itself sacrificed, on the battlefield', () => {
    assert.deepStrictEqual(script('Test Vulture {3}{B}\nCreature — Bird\nExploit\nWhen Test Vulture exploits a creature, you draw two cards and you lose 2 life.\n2/3').filter((l) => l.startsWith('T:')), [
      'T:Mode$ Exploited | ValidCard$ Creature | ValidSource$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
    ]);
  });

  test('"Whenever a card is put into an opponent\'s graveyard from anywhere" is ChangesZone from Any to Graveyard of Card.nonToken+OppOwn', () => {
    assert.deepStrictEqual(script("Test Vulture {2}{B}\nCreature — Bird\nWhenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter on Test Vulture.\n1/1"), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Graveyard | ValidCard$ Card.nonToken+OppOwn | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1',
    ]);
  });

  test('the card itself put into a graveyard from anywhere, a card put into your graveyard from your library, and shuffling it into its library are read, not written yet', () => {
    assert.match(notScripted("Test Titan {6}\nCreature — Avatar\nWhen Test Titan is put into a graveyard from anywhere, shuffle it into its owner's library.\n6/6").join('\n'), /the card itself put into a graveyard from anywhere \(not written yet\)/);
    assert.match(notScripted('Test Sage {1}{U}\nCreature — Human\nWhenever a land card is put into your graveyard from your library, draw a card.\n1/1').join('\n'), /from your library \(not written yet\)/);
    assert.match(notScripted("Test Angel {4}{W}\nCreature — Angel\nWhen Test Angel dies, shuffle it into its owner's library.\n3/3").join('\n'), /shuffling an object into its library \(not written yet\)/);
  });

  test('"Whenever ~ becomes untapped" is Untaps and "Whenever a Forest an opponent controls becomes tapped" is Taps, on the battlefield', () => {
    assert.deepStrictEqual(script('Test Monk {1}{U}\nCreature — Human Monk\nWhenever Test Monk becomes untapped, target creature gets -2/-0 until end of turn.\n1/2'), [
      'T:Mode$ Untaps | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Pump | ValidTgts$ Creature | NumAtt$ -2',
    ]);
    assert.deepStrictEqual(script('Test Leech {G}\nEnchantment\nWhenever a Forest an opponent controls becomes tapped, you gain 1 life.')[0],
      'T:Mode$ Taps | ValidCard$ Forest.OppCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect');
    // Only permanents become tapped: "a permanent" names no kind (no ValidCard$).
    assert.deepStrictEqual(script('Test Gale {2}{G}\nEnchantment\nWhenever a permanent becomes tapped, you gain 1 life.')[0], 'T:Mode$ Taps | TriggerZones$ Battlefield | Execute$ TrigEffect');
  });

  test('"Whenever ~ becomes untapped, you may pay {2}{U}. If you do, …": the payment decides (no OptionalDecider$, as Forge\'s scripts of it)', () => {
    assert.deepStrictEqual(script('Test Monk {1}{U}\nCreature — Human Monk\nWhenever Test Monk becomes untapped, you may pay {2}{U}. If you do, draw a card.\n1/2'), [
      'T:Mode$ Untaps | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:AB$ Draw | Cost$ 2 U | Defined$ You | NumCards$ 1',
    ]);
  });

  test('the card\'s own tapping is read but not written yet, and "its controller" / "that player" after a tapping is that permanent\'s controller', () => {
    // Forge's scripts spell it two ways (`TriggerZones$` in 2 of 7): left out to keep the gate's share written otherwise.
    assert.match(notScripted('Test Medic {2}{R}\nCreature — Goblin\nWhenever Test Medic becomes tapped, it deals 1 damage to any target.\n1/1').join('\n'), /the card's own tapping \(not written yet\)/);
    // An Equipment's trigger on the equipped creature's tapping names that creature, not the card.
    const equipped = notScripted('Test Spurs {1}\nArtifact — Equipment\nWhenever equipped creature becomes tapped, you gain 2 life.\nEquip {2}').join('\n');
    assert.match(equipped, /the equipped creature's tapping \(not written yet\)/);
    assert.doesNotMatch(equipped, /the card's own tapping/);
    const mire = 'Test Mire {2}{B}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land becomes tapped, its controller loses 3 life.';
    assert.match(described(mire), /the controller of that object \(of the trigger\) loses 3 life/);
    const fits = "Test Fits {1}{R}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature becomes tapped, Test Fits deals 1 damage to that creature's controller unless that player pays {2}.";
    assert.match(described(fits), /deal 1 damage to the controller of that object \(of the trigger\) unless the controller of that object \(of the trigger\) pays \{2\}/);
  });

  test('another permanent\'s untapping is read but not written yet', () => {
    assert.match(notScripted('Test Wake {3}{U}\nCreature — Kraken\nWhenever a permanent you control becomes untapped, Test Wake gets +1/+1 until end of turn.\n4/4').join('\n'), /another permanent's untapping \(not written yet\)/);
  });

  test('"Whenever ~ blocks or becomes blocked" is two lines (Blocks, AttackerBlocked) sharing the effect', () => {
    assert.deepStrictEqual(script('Bristle Toad {2}{G}\nCreature — Frog\nWhenever Bristle Toad blocks or becomes blocked, it gets +2/+2 until end of turn.\n1/1'), [
      'T:Mode$ Blocks | ValidCard$ Card.Self | Execute$ TrigEffect',
      'T:Mode$ AttackerBlocked | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Pump | Defined$ Self | NumAtt$ 2 | NumDef$ 2',
    ]);
    // "… by a creature" names the other creature of each event: not this (forgeBlockTriggers.test.ts).
    assert.strictEqual(script('Bristle Wasp {2}{G}\nCreature — Insect\nWhenever Bristle Wasp blocks or becomes blocked by a creature, it gets +2/+2 until end of turn.\n1/1')[0], 'T:Mode$ AttackerBlockedByCreature | ValidCard$ Creature | ValidBlocker$ Card.Self | Execute$ TrigEffect');
  });

  test('"When ~ enters the battlefield, if you cast it from your hand" is the card itself cast from the hand (Card.wasCastFromHand+Self)', () => {
    assert.deepStrictEqual(script('Cinder Stoker {2}{R}\nCreature — Elemental\nWhen Cinder Stoker enters the battlefield, if you cast it from your hand, it deals 2 damage to any target.\n2/2'), [
      'T:Mode$ ChangesZone | Destination$ Battlefield | ValidCard$ Card.wasCastFromHand+Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 2',
    ]);
    // Of another event it is not written.
    assert.match(notScripted('Cinder Mourner {2}{R}\nCreature — Elemental\nWhen Cinder Mourner dies, if you cast it from your hand, draw a card.\n2/2').join('\n'), /if you cast it from your hand|cannot read/);
  });

  test('"When you cycle ~ or it dies" is two lines, Cycled and the card itself dying, sharing the effect', () => {
    assert.deepStrictEqual(script('Marsh Wanderer {3}{B}\nCreature — Zombie\nWhen you cycle Marsh Wanderer or it dies, you may exile target card from a graveyard.\nCycling {2}\n3/3'), [
      'T:Mode$ Cycled | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Graveyard | Destination$ Exile | ValidTgts$ Card',
      'K:Cycling:2',
    ]);
  });

  test('a colour said once before a list of card types is each type\'s; "that player" of a spell cast is read, not written yet', () => {
    assert.deepStrictEqual(script('Needling Wisp {1}{R}\nEnchantment\nWhenever an opponent casts a white or blue instant or sorcery spell, you gain 1 life.'), [
      'T:Mode$ SpellCast | ValidCard$ Instant.White,Instant.Blue,Sorcery.White,Sorcery.Blue | ValidActivatingPlayer$ Opponent | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Ember Chorus {2}{R}\nEnchantment\nWhenever you cast a red instant or sorcery spell, you gain 1 life.'), [
      'T:Mode$ SpellCast | ValidCard$ Instant.Red,Sorcery.Red | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
    const caster = 'Needling Imp {1}{R}\nEnchantment\nWhenever an opponent casts a creature spell, Needling Imp deals 1 damage to that player.';
    assert.match(describedFirst(caster), /deal 1 damage to that player/);
    assert.deepStrictEqual(notScripted(caster), ['"that player" (the spell\'s caster) in a cast trigger of an opponent\'s spell, or adding mana (not written yet)']);
    // Of "a player casts", the caster is Forge's TriggeredActivator; mana that player adds is not written.
    assert.deepStrictEqual(script('Needling Storm {2}{R}\nEnchantment\nWhenever a player casts a spell, Needling Storm deals 1 damage to that player.'), [
      'T:Mode$ SpellCast | ValidCard$ Card | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredActivator | NumDmg$ 1',
    ]);
    assert.match(notScripted('Needling Grove {3}{G}\nEnchantment\nWhenever a player casts an artifact spell, that player adds {C}{C}.').join('\n'), /adding mana/);
    // So too in a mode of a modal trigger.
    assert.match(notScripted('Needling Choir {2}{R}\nEnchantment\nWhenever an opponent casts a creature spell, choose one —\n• Needling Choir deals 1 damage to that player.\n• You gain 1 life.').join('\n'), /the spell's caster/);
    // A count of your own hand reads "your hand".
    assert.match(describedFirst('Hand Reader {1}{U}\nSorcery\nYou gain 1 life for each card in your hand.'), /the number of cards in your hand/);
  });

  test('"its controller" in an Aura\'s trigger on the enchanted creature is that creature\'s controller (Triggered…Controller)', () => {
    assert.deepStrictEqual(script('Creeping Doubt {1}{B}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature dies, its controller loses 2 life.'), [
      'K:Enchant creature',
      'A:SP$ Attach | Cost$ 1 B | ValidTgts$ Creature',
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.AttachedBy | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredCardController | LifeAmount$ 2',
    ]);
    assert.deepStrictEqual(script('Heavy Shackle {2}{B}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature attacks, its controller loses 1 life.').slice(2), [
      'T:Mode$ Attacks | ValidCard$ Card.AttachedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredAttackerController | LifeAmount$ 1',
    ]);
    // Leaving the battlefield, as dying: no trigger zone.
    assert.deepStrictEqual(script('Parting Toll {1}{B}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature leaves the battlefield, its controller loses 2 life.').slice(2), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any | ValidCard$ Card.AttachedBy | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredCardController | LifeAmount$ 2',
    ]);
  });

  test('"equal to that creature\'s power" / "its toughness" in a trigger on another creature is the object of its event (TriggeredCard$CardPower)', () => {
    assert.deepStrictEqual(script('Grove Warden {3}{G}\nEnchantment\nWhenever a creature enters the battlefield under your control, you gain life equal to its toughness.'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:TriggeredCard$CardToughness',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ X',
    ]);
    assert.match(describedFirst('Skyward Herald {3}{W}\nCreature — Archon\nWhenever Skyward Herald or another creature with flying enters the battlefield under your control, you gain life equal to that creature\'s power.\n3/4'), /you gain life equal to the power of that object \(of the trigger\)/);
  });

  test('"Whenever you cast your second spell each turn" counts the spells you cast this turn (EQ2, no check as it resolves)', () => {
    assert.deepStrictEqual(script('Twin Surge Adept {1}{U}{R}\nCreature — Human Wizard\nWhenever you cast your second spell each turn, draw a card.\n2/2'), [
      'T:Mode$ SpellCast | ValidCard$ Card.YouCtrl | TriggerZones$ Battlefield | NoResolvingCheck$ True | CheckSVar$ YouCastThisTurn | SVarCompare$ EQ2 | Execute$ TrigEffect',
      'SVar:YouCastThisTurn:Count$ThisTurnCast_Card.YouCtrl',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.match(describedFirst('Twin Surge Adept {1}{U}{R}\nCreature — Human Wizard\nWhenever you cast your second spell each turn, draw a card.\n2/2'), /whenever you cast your second spell each turn/);
  });

  test('"Whenever one or more +1/+1 counters are put on ~ (another creature you control)" is CounterAddedOnce of that kind', () => {
    assert.deepStrictEqual(script('Sprout Keeper {1}{G}\nCreature — Elf Druid\nWhenever one or more +1/+1 counters are put on Sprout Keeper, you gain 1 life.\n1/1'), [
      'T:Mode$ CounterAddedOnce | ValidCard$ Card.Self | TriggerZones$ Battlefield | CounterType$ P1P1 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Blight Tender {2}{B}\nCreature — Zombie\nWhenever you put one or more -1/-1 counters on a creature, draw a card.\n2/2'), [
      'T:Mode$ CounterAddedOnce | ValidCard$ Creature | ValidSource$ Card.YouCtrl | TriggerZones$ Battlefield | CounterType$ M1M1 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.match(describedFirst('Growth Oracle {2}{G}\nCreature — Elf\nWhenever one or more +1/+1 counters are put on another creature you control, draw a card.\n2/2'), /whenever one or more \+1\/\+1 counters are put on another creature you control/);
  });

  test('"When ~ dies" names the card\'s controller TriggerController$; the card\'s own half of "~ or another creature dies" does not', () => {
    const alone = script('Grave Tender {1}{B}\nCreature — Zombie\nWhen Grave Tender dies, you gain 2 life.\n2/1');
    assert.match(alone[0], /ValidCard\$ Card\.Self \| TriggerController\$ TriggeredCardController/);
    const either = script('Grave Tender {1}{B}\nCreature — Zombie\nWhenever Grave Tender or another creature you control dies, you gain 1 life.\n2/1');
    assert.strictEqual(either.filter((l) => l.startsWith('T:')).length, 2);
    assert.ok(either.every((l) => !l.includes('TriggerController')), either.join('\n'));
  });
});
