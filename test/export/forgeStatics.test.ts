import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of static abilities that count, and of cost changes', () => {
  test('"gets +1/+1 for each …" of a subtype, of "other" objects or of an equipped creature is read but not written: Forge\'s scripts spell it many ways', () => {
    assert.deepStrictEqual(notScripted('Moss Stalker {2}{G}\nCreature — Elf\nMoss Stalker gets +1/+1 for each other Elf you control.\n1/1'), [
      '"for each" of a subtype or of "other" objects in a static ability (Forge\'s scripts spell its count many ways)',
    ]);
    assert.deepStrictEqual(notScripted('Thorn Edge {2}\nArtifact — Equipment\nEquipped creature gets +1/+0 for each Forest you control and has reach.\nEquip {2}'), [
      '"for each" in a static ability of an equipped creature (Forge\'s scripts spell it two ways)',
    ]);
  });

  test('a characteristic-defining P/T: EffectZone$ All | CharacteristicDefining$ True | SetPower$/SetToughness$, "1 plus" as /Plus.1', () => {
    assert.deepStrictEqual(script("Grove Host {3}{G}\nCreature — Treefolk\nGrove Host's power and toughness are each equal to the number of Forests you control.\n*/*"), [
      'S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X', 'SVar:X:Count$Valid Forest.YouCtrl',
    ]);
    assert.deepStrictEqual(script("Bone Idol {4}\nArtifact Creature — Golem\nBone Idol's power is equal to 1 plus the number of cards in your graveyard.\n*/4"), [
      'S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X', 'SVar:X:Count$InYourYard/Plus.1',
    ]);
    assert.deepStrictEqual(script("Choir Lord {4}{W}\nCreature — Angel\nChoir Lord's power and toughness are each equal to twice the number of cards in your hand.\n*/*"), [
      'S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X', 'SVar:X:Count$InYourHand/Twice',
    ]);
  });

  test('spells of a kind cost less or more: ReduceCost/RaiseCost with ValidCard$, Type$ Spell, Activator$ and Amount$', () => {
    assert.deepStrictEqual(script('Bramble Warden {1}{G}\nCreature — Treefolk Shaman\nTreefolk spells and Shaman spells you cast cost {1} less to cast.\n1/3'), [
      'S:Mode$ ReduceCost | ValidCard$ Treefolk,Shaman | Type$ Spell | Activator$ You | Amount$ 1',
    ]);
    assert.deepStrictEqual(script('Tax Idol {2}\nArtifact\nInstant and sorcery spells cost {1} more to cast.'), ['S:Mode$ RaiseCost | ValidCard$ Instant,Sorcery | Type$ Spell | Amount$ 1']);
    assert.deepStrictEqual(script('Hushed Idol {2}\nArtifact\nNoncreature spells your opponents cast cost {2} more to cast.'), [
      'S:Mode$ RaiseCost | ValidCard$ Card.nonCreature | Type$ Spell | Activator$ Opponent | Amount$ 2',
    ]);
  });

  test('the card\'s own cost, from any zone (EffectZone$ All): a condition (CheckSVar$) or a count (Amount$ X)', () => {
    assert.deepStrictEqual(script('Lore Keeper {3}{U}\nCreature — Human Wizard\nThis spell costs {1} less to cast if you control a Wizard.\n2/3'), [
      'S:Mode$ ReduceCost | ValidCard$ Card.Self | Type$ Spell | Amount$ 1 | EffectZone$ All | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$Valid Wizard.YouCtrl',
    ]);
    assert.deepStrictEqual(script('Tide Surge {4}{U}{U}\nSorcery\nThis spell costs {1} less to cast for each Island you control.\nDraw three cards.'), [
      'S:Mode$ ReduceCost | ValidCard$ Card.Self | Type$ Spell | Amount$ X | EffectZone$ All', 'SVar:X:Count$Valid Island.YouCtrl',
      'A:SP$ Draw | Cost$ 4 U U | Defined$ You | NumCards$ 3',
    ]);
  });
});

suite('Forge scripts of restrictions on attacking, blocking and activating', () => {
  test('"~ can\'t attack unless defending player controls an Island" is S:Mode$ CantAttack with UnlessDefenderControls$', () => {
    assert.deepStrictEqual(script('Reef Eel {3}{U}\nCreature — Fish\nReef Eel can\'t attack unless defending player controls an Island.\n5/5'), [
      'S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefenderControls$ Island',
    ]);
    assert.ok(notScripted('Reef Eel {3}{U}\nCreature — Fish\nReef Eel can\'t attack unless defending player controls an untapped Island.\n5/5').length > 0);
  });

  test('"doesn\'t untap during your untap step" is read of the card itself or of objects you control only (Forge\'s keyword is of each one\'s own controller)', () => {
    assert.deepStrictEqual(script('Cold Watch {2}{U}\nEnchantment\nCreatures you control don\'t untap during your untap step.'), [
      'S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddHiddenKeyword$ CARDNAME doesn\'t untap during your untap step.',
    ]);
    assert.ok(notScripted('Cold Watch {2}{U}\nEnchantment\nArtifacts don\'t untap during your untap step.').length > 0);
    assert.ok(notScripted('Cold Watch {2}{U}\nEnchantment\nCreatures your opponents control don\'t untap during your untap step.').length > 0);
    assert.ok(notScripted('Cold Chain {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature doesn\'t untap during your untap step.').length > 0);
  });

  test('objects that "don\'t untap during their controllers\' untap steps" each have Forge\'s hidden keyword of not untapping', () => {
    assert.deepStrictEqual(script('Frost Vigil {2}{U}\nEnchantment\nArtifacts with power 2 or less don\'t untap during their controllers\' untap steps.'), [
      'S:Mode$ Continuous | Affected$ Artifact.powerLE2 | AddHiddenKeyword$ CARDNAME doesn\'t untap during your untap step.',
    ]);
    assert.deepStrictEqual(script('Mire Hold {1}{B}\nEnchantment\nNonbasic lands don\'t untap during their controllers\' untap steps.'), [
      'S:Mode$ Continuous | Affected$ Land.nonBasic | AddHiddenKeyword$ CARDNAME doesn\'t untap during your untap step.',
    ]);
    // One object is said to with "doesn't … its controller's untap step", not "don't … their controllers'".
    assert.ok(notScripted('Mire Hold {1}{B}\nEnchantment\nEach land don\'t untap during their controllers\' untap steps.').length > 0);
  });

  test('"~ can\'t attack unless you control another Ogre" holds as long as you control none (CheckSVar$ X | SVarCompare$ EQ0)', () => {
    assert.deepStrictEqual(script('Lonely Brute {2}{R}\nCreature — Ogre\nLonely Brute can\'t attack unless you control another Ogre.\n4/4'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddHiddenKeyword$ CARDNAME can\'t attack. | CheckSVar$ X | SVarCompare$ EQ0', 'SVar:X:Count$Valid Ogre.Other+YouCtrl',
    ]);
    assert.deepStrictEqual(script('Shy Titan {4}{G}\nCreature — Giant\nShy Titan can\'t attack or block unless you control another creature with power 4 or greater.\n6/6'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddHiddenKeyword$ CARDNAME can\'t attack or block. | CheckSVar$ X | SVarCompare$ EQ0', 'SVar:X:Count$Valid Creature.Other+YouCtrl+powerGE4',
    ]);
    // "unless you control two or more …" is not read (fewer than two is not a condition cardtext writes).
    assert.ok(notScripted('Shy Titan {4}{G}\nCreature — Giant\nShy Titan can\'t attack unless you control two or more Forests.\n6/6').length > 0);
  });

  test('activated abilities that can\'t be activated, blockers that must block, damage by toughness: Forge\'s hidden keywords', () => {
    const cant = "CARDNAME's activated abilities can't be activated.";
    assert.deepStrictEqual(script('Hush Rod {2}\nArtifact\nActivated abilities of artifacts your opponents control can\'t be activated.'), [
      `S:Mode$ Continuous | Affected$ Artifact.OppCtrl | AddHiddenKeyword$ ${cant}`,
    ]);
    assert.deepStrictEqual(script('Numb Touch {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature\'s activated abilities can\'t be activated.').slice(2), [
      `S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddHiddenKeyword$ ${cant}`,
    ]);
    assert.deepStrictEqual(script('Lure Mask {3}\nArtifact — Equipment\nAll creatures able to block equipped creature do so.\nEquip {3}').slice(0, 1), [
      'S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddHiddenKeyword$ All creatures able to block CARDNAME do so.',
    ]);
    assert.deepStrictEqual(script('Wall Drill {1}{W}\nEnchantment\nEach creature you control assigns combat damage equal to its toughness rather than its power.'), [
      'S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddHiddenKeyword$ CARDNAME assigns combat damage equal to its toughness rather than its power',
    ]);
    // Every creature's: a rule of the game.
    assert.deepStrictEqual(script('Bark Law {1}{W}\nEnchantment\nEach creature assigns combat damage equal to its toughness rather than its power.'), [
      'S:Mode$ Continuous | GlobalRule$ Each creature assigns combat damage equal to its toughness rather than its power.',
    ]);
    assert.ok(notScripted('Hush Rod {2}\nArtifact\nActivated abilities of artifact cards in graveyards can\'t be activated.').length > 0);
  });

  test('"creature tokens" are creatures that are tokens (Creature.token), in a static ability and as a target', () => {
    assert.deepStrictEqual(script('Token Banner {2}{W}\nEnchantment\nCreature tokens you control get +1/+1 and have vigilance.'), [
      'S:Mode$ Continuous | Affected$ Creature.token+YouCtrl | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Vigilance',
    ]);
    assert.deepStrictEqual(script('Token Purge {B}\nInstant\nDestroy target creature token.'), ['A:SP$ Destroy | Cost$ B | ValidTgts$ Creature.token']);
  });

  test('"Creature spells you control can\'t be countered": the spells on the stack (AffectedZone$ Stack) have the hidden keyword', () => {
    assert.deepStrictEqual(script('Spell Ward {1}{G}\nEnchantment\nCreature spells you control can\'t be countered.'), [
      'S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddHiddenKeyword$ CARDNAME can\'t be countered. | AffectedZone$ Stack',
    ]);
    assert.deepStrictEqual(script('Elf Ward {G}\nEnchantment\nElf spells can\'t be countered.'), ['S:Mode$ Continuous | Affected$ Elf | AddHiddenKeyword$ CARDNAME can\'t be countered. | AffectedZone$ Stack']);
    assert.ok(notScripted('Spell Ward {1}{G}\nEnchantment\nCreature spells you control can\'t be countered by blue spells.').length > 0);
  });

  test('"of the chosen type" is Forge\'s ChosenType, named first (Creature.ChosenType+Other+YouCtrl)', () => {
    const choose = 'As Totem Pole enters the battlefield, choose a creature type.';
    assert.deepStrictEqual(script(`Totem Pole {3}\nArtifact\n${choose}\nOther creatures you control of the chosen type get +1/+1.`).slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.ChosenType+Other+YouCtrl | AddPower$ 1 | AddToughness$ 1',
    ]);
    assert.deepStrictEqual(script(`Totem Pole {3}\nArtifact\n${choose}\nCreatures of the chosen type have shroud.`).slice(2), ['S:Mode$ Continuous | Affected$ Creature.ChosenType | AddKeyword$ Shroud']);
  });

  test('"of the chosen type" is not written on a card that chooses no creature type as it enters (a card type, or no choice)', () => {
    const reason = '"of the chosen type" on a card that chooses no creature type as it enters';
    assert.deepStrictEqual(notScripted('Tax Idol {3}\nArtifact\nAs Tax Idol enters the battlefield, choose a card type.\nSpells of the chosen type cost {1} more to cast.').filter((r) => r === reason), [reason]);
    assert.deepStrictEqual(notScripted('Bare Idol {3}\nArtifact\nCreatures of the chosen type get +1/+1.'), [reason]);
  });

  test('the longest restriction is read whole: "can\'t be blocked by more than one creature" is not "can\'t be blocked"', () => {
    assert.deepStrictEqual(script('Lone Charger {3}{G}\nCreature — Rhino\nLone Charger can\'t be blocked by more than one creature.\n4/4'), ['K:CantBeBlockedByAmount GT1']);
    assert.deepStrictEqual(script('Sly Cloak {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has hexproof and can\'t be blocked by more than one creature.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Hexproof | AddHiddenKeyword$ CantBeBlockedByAmount GT1',
    ]);
  });

  test('", and its activated abilities can\'t be activated" is one more hidden keyword of the enchanted permanent', () => {
    assert.deepStrictEqual(script('Chained Will {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can\'t attack or block, and its activated abilities can\'t be activated.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddHiddenKeyword$ CARDNAME can\'t attack or block. & CARDNAME\'s activated abilities can\'t be activated.',
    ]);
    // "… unless they're mana abilities" is another rule (Forge: CantBeActivated with NonMana$): not read.
    assert.ok(notScripted('Soft Chains {2}{W}\nEnchantment — Aura\nEnchant permanent\nEnchanted permanent can\'t attack or block, and its activated abilities can\'t be activated unless they\'re mana abilities.').length > 0);
  });
});

suite('Forge scripts of "as long as" the creature an Aura or Equipment is attached to is of a kind, or the card is in a state', () => {
  test('"As long as enchanted creature is blue, it …" puts the quality in Affected$ (Creature.EnchantedBy+Blue); an Equipment\'s is Card.EquippedBy+Human', () => {
    assert.deepStrictEqual(script('Sky Favor {W}\nEnchantment — Aura\nEnchant creature\nAs long as enchanted creature is blue, it gets +1/+1 and has flying.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy+Blue | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Flying',
    ]);
    assert.deepStrictEqual(script('Village Blade {1}\nArtifact — Equipment\nAs long as equipped creature is a Human, it has first strike.\nEquip {1}'), [
      'S:Mode$ Continuous | Affected$ Card.EquippedBy+Human | AddKeyword$ First Strike', 'K:Equip:1',
    ]);
    assert.deepStrictEqual(script('Crown Blade {1}\nArtifact — Equipment\nAs long as equipped creature is legendary, it has hexproof.\nEquip {1}')[0], 'S:Mode$ Continuous | Affected$ Card.EquippedBy+Legendary | AddKeyword$ Hexproof');
  });

  test('"As long as ~ is untapped, other Elves … get +1/+1" counts the card in that state (CheckSVar$ … EQ1); "as long as it\'s untapped" of an Aura is its creature\'s', () => {
    assert.deepStrictEqual(script('Grove Sentinel {2}{G}\nCreature — Elf\nAs long as Grove Sentinel is untapped, other Elf creatures you control get +1/+1.\n1/1'), [
      'S:Mode$ Continuous | Affected$ Creature.Elf+Other+YouCtrl | AddPower$ 1 | AddToughness$ 1 | CheckSVar$ X | SVarCompare$ EQ1', 'SVar:X:Count$Valid Card.Self+untapped',
    ]);
    // Of an Aura, "it" is the enchanted creature: its state in `Affected$`, never the card's own `Card.Self+untapped`.
    assert.deepStrictEqual(script('Veil Cloak {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1 as long as it\'s untapped.').slice(2), ['S:Mode$ Continuous | Affected$ Creature.EnchantedBy+untapped | AddPower$ 1 | AddToughness$ 1']);
  });
});

suite('Forge scripts of counters on the card itself as a condition', () => {
  test('"as long as it has a +1/+1 counter on it" and "if it has a depletion counter on it" are in Affected$ (Card.Self+counters_GE1_P1P1)', () => {
    assert.deepStrictEqual(script('Moss Brute {2}{G}\nCreature — Beast\nMoss Brute has trample as long as it has a +1/+1 counter on it.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self+counters_GE1_P1P1 | AddKeyword$ Trample',
    ]);
    assert.deepStrictEqual(script('Idol Keeper {3}{W}\nCreature — Spirit\nAs long as Idol Keeper has three or more divinity counters on it, it has indestructible.\n3/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self+counters_GE3_DIVINITY | AddKeyword$ Indestructible',
    ]);
    assert.deepStrictEqual(script('Ash Vent\nLand\nAsh Vent doesn\'t untap during your untap step if it has a depletion counter on it.'), [
      'S:Mode$ Continuous | Affected$ Card.Self+counters_GE1_DEPLETION | AddHiddenKeyword$ CARDNAME doesn\'t untap during your untap step.',
    ]);
    // Counters on the card itself condition only what the card itself gets.
    assert.ok(notScripted('Moss Banner {2}{G}\nEnchantment\nCreatures you control have trample as long as it has a +1/+1 counter on it.').length > 0);
  });
});

suite('Forge scripts of what soulbond pairs get', () => {
  test('"both creatures have …" / "each of those creatures gets …" while paired: Affected$ Creature.PairedWith,Creature.Self+Paired', () => {
    const soulbond = 'Soulbond (You may pair this creature with another unpaired creature when either enters the battlefield.)';
    assert.deepStrictEqual(script(`Twin Scout {2}{G}\nCreature — Human Scout\n${soulbond}\nAs long as Twin Scout is paired with another creature, both creatures have reach and vigilance.\n2/2`).slice(1), [
      'S:Mode$ Continuous | Affected$ Creature.PairedWith,Creature.Self+Paired | AddKeyword$ Reach & Vigilance',
    ]);
    assert.deepStrictEqual(script(`Twin Brute {3}{G}\nCreature — Wolf\n${soulbond}\nAs long as Twin Brute is paired with another creature, each of those creatures gets +2/+2.\n3/3`).slice(1), [
      'S:Mode$ Continuous | Affected$ Creature.PairedWith,Creature.Self+Paired | AddPower$ 2 | AddToughness$ 2',
    ]);
    assert.ok(notScripted(`Twin Brute {3}{G}\nCreature — Wolf\n${soulbond}\nAs long as Twin Brute is paired with another creature, those creatures get +2/+2.\n3/3`).length > 0);
  });
});

suite('Forge scripts of a permanent entering tapped with counters', () => {
  test('"enters the battlefield tapped with two depletion counters on it": ETBReplacement tapping it, then PutCounter with ETB$ True', () => {
    assert.deepStrictEqual(script('Dry Spring\nLand\nDry Spring enters the battlefield tapped with two depletion counters on it.'), [
      'K:ETBReplacement:Other:LandTapped', 'SVar:DBAddCounter:DB$ PutCounter | Defined$ Self | ETB$ True | CounterType$ DEPLETION | CounterNum$ 2',
      'SVar:LandTapped:DB$ Tap | Defined$ Self | ETB$ True | SubAbility$ DBAddCounter',
    ]);
    assert.deepStrictEqual(script('Sun Orb {2}\nArtifact\nSun Orb enters the battlefield tapped and with three charge counters on it.')[1], 'SVar:DBAddCounter:DB$ PutCounter | Defined$ Self | ETB$ True | CounterType$ CHARGE | CounterNum$ 3');
    assert.ok(notScripted('Dry Spring\nLand\nDry Spring enters the battlefield tapped with two depletion counters on each creature.').length > 0);
  });
});

suite('Forge scripts of a permanent\'s damage prevention', () => {
  test('to you: a DamageDone replacement that prevents (IsCombat$ for combat or noncombat damage only)', () => {
    assert.deepStrictEqual(script('Still Chasm\nLand\nPrevent all damage that would be dealt to you.'), [
      'R:Event$ DamageDone | ActiveZones$ Battlefield | Prevent$ True | ValidTarget$ You',
    ]);
    assert.deepStrictEqual(script('Quiet Wall {2}{W}\nEnchantment\nPrevent all noncombat damage that would be dealt to you.'), [
      'R:Event$ DamageDone | ActiveZones$ Battlefield | Prevent$ True | ValidTarget$ You | IsCombat$ False',
    ]);
  });

  test('noncombat damage to other objects: a DamageDone replacement naming them (ValidTarget$, IsCombat$ False)', () => {
    assert.deepStrictEqual(script('Ashen Bracers {1}{W}\nArtifact — Equipment\nEquipped creature has vigilance.\nPrevent all noncombat damage that would be dealt to equipped creature.\nEquip {3}'), [
      'S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ Vigilance',
      'R:Event$ DamageDone | ActiveZones$ Battlefield | Prevent$ True | ValidTarget$ Card.EquippedBy | IsCombat$ False', 'K:Equip:3',
    ]);
    assert.deepStrictEqual(script('Quiet Ward {1}{W}{W}\nEnchantment\nPrevent all noncombat damage that would be dealt to artifact creatures you control.'), [
      'R:Event$ DamageDone | ActiveZones$ Battlefield | Prevent$ True | ValidTarget$ Creature.Artifact+YouCtrl | IsCombat$ False',
    ]);
    // All damage to them: Forge's scripts spell it two ways (a replacement, a keyword of each): not read.
    assert.ok(notScripted('Quiet Ward {1}{W}{W}\nEnchantment\nPrevent all damage that would be dealt to artifact creatures you control.').length > 0);
  });

  test('to the card, replaced by counters as many as the damage: counters on what it would have been dealt to (Defined$ ReplacedTarget)', () => {
    assert.deepStrictEqual(script('Charge Golem {5}\nArtifact Creature — Golem\nIf damage would be dealt to Charge Golem, prevent that damage. Put a charge counter on Charge Golem for each 1 damage prevented this way.\n3/5'), [
      'R:Event$ DamageDone | ActiveZones$ Battlefield | ValidTarget$ Card.Self | ReplaceWith$ DBCounters | PreventionEffect$ True',
      'SVar:X:ReplaceCount$DamageAmount', 'SVar:DBCounters:DB$ PutCounter | Defined$ ReplacedTarget | CounterType$ CHARGE | CounterNum$ X',
    ]);
    assert.deepStrictEqual(script('Hourglass Wall {2}{U}\nCreature — Wall\nDefender\nIf damage would be dealt to Hourglass Wall, prevent that damage and remove that many time counters from it.\n0/4'), [
      'K:Defender', 'R:Event$ DamageDone | ActiveZones$ Battlefield | ValidTarget$ Card.Self | ReplaceWith$ DBCounters | PreventionEffect$ True',
      'SVar:X:ReplaceCount$DamageAmount', 'SVar:DBCounters:DB$ RemoveCounter | Defined$ ReplacedTarget | CounterType$ TIME | CounterNum$ X',
    ]);
    // To "another … you control": Forge's one script of it spells its ValidTarget$ the other way round: not read.
    assert.ok(notScripted('Kindly Shepherd {1}{G}{W}\nCreature — Human Druid\nIf damage would be dealt to another Elf you control, prevent that damage. Put a +1/+1 counter on that Elf for each 1 damage prevented this way.\n2/3').length > 0);
  });

  test('to you, on a plane or a vanguard (in the command zone, not on the battlefield): not written', () => {
    assert.deepStrictEqual(notScripted('Calm Vale\nPlane — Testland\nPrevent all combat damage that would be dealt to you.'), ['a prevention effect of a card in the command zone']);
    assert.deepStrictEqual(notScripted('Calm Guide\nVanguard\nPrevent all damage that would be dealt to you.'), ['a prevention effect of a card in the command zone']);
  });

  test('"If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.": the damage replaced by the removal', () => {
    const lines = ['R:Event$ DamageDone | ActiveZones$ Battlefield | ValidTarget$ Card.Self | ReplaceWith$ DBRemoveCounters | PreventionEffect$ True', 'SVar:DBRemoveCounters:DB$ RemoveCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1'];
    assert.deepStrictEqual(script('Ghost Elk {3}{G}\nCreature — Elk Spirit\nIf damage would be dealt to Ghost Elk, prevent that damage. Remove a +1/+1 counter from Ghost Elk.\n3/3').slice(0, 2), lines);
    assert.deepStrictEqual(script('Ghost Herd {3}{B}\nCreature — Zombie\nIf Ghost Herd would be dealt damage, prevent that damage and remove a +1/+1 counter from it.\n3/3').slice(0, 2), lines);
    assert.ok(notScripted('Ghost Elk {3}{G}\nCreature — Elk Spirit\nIf damage would be dealt to Ghost Elk, prevent that damage. Draw a card.\n3/3').length > 0);
  });

  test('to the card itself, or to and by an enchanted creature: the keyword Forge\'s scripts give it', () => {
    assert.deepStrictEqual(script('Dawn Wisp {2}{W}\nCreature — Spirit\nPrevent all combat damage that would be dealt to Dawn Wisp.\n1/1'), ['K:Prevent all combat damage that would be dealt to CARDNAME.']);
    assert.deepStrictEqual(script('Mist Veil {W}\nEnchantment — Aura\nEnchant creature\nPrevent all damage that would be dealt to and dealt by enchanted creature.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Prevent all damage that would be dealt to and dealt by CARDNAME.',
    ]);
    // To other objects Forge's scripts write it two ways: not read.
    assert.ok(notScripted('Still Sanctum {3}{W}\nEnchantment\nPrevent all damage that would be dealt to creatures you control.').length > 0);
  });
});

suite('Forge scripts of what an enchanted creature gets as long as it is of a kind, and otherwise', () => {
  test('"gets +2/+2 as long as it\'s a Human. Otherwise, it …": two lines, the kind and its negation in Affected$', () => {
    assert.deepStrictEqual(script('Oath Bond {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2 as long as it\'s a Human. Otherwise, it can\'t block.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy+Human | AddPower$ 2 | AddToughness$ 2',
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy+nonHuman | AddHiddenKeyword$ CARDNAME can\'t block.',
    ]);
    assert.deepStrictEqual(script('Red Boon {R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+0 as long as it\'s red. Otherwise, it gets -0/-1.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy+Red | AddPower$ 1', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy+nonRed | AddToughness$ -1',
    ]);
    assert.ok(notScripted('Red Boon {R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+0 as long as it\'s red. Otherwise, you draw a card.').length > 0);
  });
});

suite('Forge scripts of a land entering tapped unless …', () => {
  const tap = (extra: string) => `DB$ Tap | ETB$ True | Defined$ Self | ${extra} | UnlessPayer$ You`;
  test('"you may pay 2 life. If you don\'t, it enters the battlefield tapped" is an ETBReplacement running a Tap with UnlessCost$ PayLife<2>', () => {
    assert.deepStrictEqual(script('Ember Ford\nLand — Mountain Forest\nAs Ember Ford enters the battlefield, you may pay 2 life. If you don\'t, it enters the battlefield tapped.'), [
      'K:ETBReplacement:Other:DBTap', `SVar:DBTap:${tap('UnlessCost$ PayLife<2>')}`,
    ]);
  });

  test('"you may reveal a Giant card (a Swamp or Island card) from your hand" is UnlessCost$ Reveal<1/Giant> (two types with their words)', () => {
    assert.deepStrictEqual(script('Giant Hall\nLand\nAs Giant Hall enters the battlefield, you may reveal a Giant card from your hand. If you don\'t, Giant Hall enters the battlefield tapped.').slice(0, 2), [
      'K:ETBReplacement:Other:DBTap', `SVar:DBTap:${tap('UnlessCost$ Reveal<1/Giant>')}`,
    ]);
    assert.deepStrictEqual(script('Marsh Gate\nLand\nAs Marsh Gate enters, you may reveal a Swamp or Island card from your hand. If you don\'t, Marsh Gate enters tapped.').slice(0, 2), [
      'K:ETBReplacement:Other:DBTap', `SVar:DBTap:${tap('UnlessCost$ Reveal<1/Swamp,Island/Swamp or Island>')}`,
    ]);
    // A card from another player's hand is not Forge's Reveal (of the payer's own hand).
    assert.ok(notScripted('Spy Hall\nLand\nAs Spy Hall enters, you may reveal a Giant card from an opponent\'s hand. If you don\'t, Spy Hall enters tapped.').length > 0);
  });

  test('"enters the battlefield tapped unless you control a Mountain or a Plains" is a Tap with ConditionPresent$ … | ConditionCompare$ EQ0', () => {
    assert.deepStrictEqual(script('Ridge Pass\nLand\nRidge Pass enters the battlefield tapped unless you control a Mountain or a Plains.'), [
      'K:ETBReplacement:Other:LandTapped', 'SVar:LandTapped:DB$ Tap | Defined$ Self | ETB$ True | ConditionPresent$ Mountain.YouCtrl,Plains.YouCtrl | ConditionCompare$ EQ0',
    ]);
    // "two or more basic lands" is a count, which Forge's scripts write as another replacement (forgeControlConditions.test.ts).
    assert.ok(script('Wide Pass\nLand\nWide Pass enters the battlefield tapped unless you control two or more basic lands.')[0].startsWith('R:Event$ Moved'));
  });
});

suite('Forge scripts of keywords given to you, and of defenders that may attack', () => {
  test('"You have hexproof." is a continuous effect on you (Affected$ You | AddKeyword$ Hexproof)', () => {
    assert.deepStrictEqual(script('Warding Veil {2}{W}\nEnchantment\nYou have hexproof.'), ['S:Mode$ Continuous | Affected$ You | AddKeyword$ Hexproof']);
    assert.deepStrictEqual(script('Open Mind {2}{U}\nEnchantment\nYou have no maximum hand size.'), ['S:Mode$ Continuous | Affected$ You | SetMaxHandSize$ Unlimited']);
    // A player has hexproof, shroud or protection only: "You have flying" (or "Each opponent has first strike") is left out.
    assert.deepStrictEqual(script('Aegis Veil {2}{W}\nEnchantment\nYou have shroud and protection from red.'), ['S:Mode$ Continuous | Affected$ You | AddKeyword$ Shroud & Protection from red']);
    assert.ok(notScripted('Sky Veil {2}{W}\nEnchantment\nYou have hexproof and flying.').length > 0);
    assert.ok(notScripted('Sky Veil {2}{W}\nEnchantment\nEach opponent has first strike.').length > 0);
  });

  test('infect, wither, skulk, exalted, phasing, prowess, persist and undying are keywords an object is given (AddKeyword$, KW$)', () => {
    assert.deepStrictEqual(script('Blight Coat {B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has infect. (It deals damage in poison.)').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Infect',
    ]);
    assert.deepStrictEqual(script('Rot Banner {2}{B}\nEnchantment\nBlack creatures you control have wither and skulk.'), ['S:Mode$ Continuous | Affected$ Creature.Black+YouCtrl | AddKeyword$ Wither & Skulk']);
    assert.deepStrictEqual(script('Hollow Rite {B}\nInstant\nTarget creature gains undying until end of turn.'), ['A:SP$ Pump | Cost$ B | ValidTgts$ Creature | KW$ Undying']);
    // Not a keyword cardtext knows: the ability stays unread.
    assert.deepStrictEqual(notScripted('Odd Coat {B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has rampage 2.'), ['cardtext cannot read "rampage 2."']);
  });

  test('"can attack as though it didn\'t have defender" is a hidden keyword, with its "as long as"', () => {
    assert.deepStrictEqual(script('Gate Ogre {3}{R}\nCreature — Ogre\nDefender\nGate Ogre can attack as though it didn\'t have defender as long as you control a Gate.\n4/4').slice(1), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddHiddenKeyword$ CARDNAME can attack as though it didn\'t have defender. | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$Valid Gate.YouCtrl',
    ]);
  });
});

suite('Forge scripts of rules for players', () => {
  test('who sees the top card of your library: Card.TopLibrary+YouCtrl in the library, MayLookAt$ You / Player', () => {
    assert.deepStrictEqual(script('Deep Seer {2}{U}\nCreature — Sphinx\nYou may look at the top card of your library any time.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.TopLibrary+YouCtrl | AffectedZone$ Library | MayLookAt$ You',
    ]);
    assert.deepStrictEqual(script('Open Tome {2}{U}\nEnchantment\nPlay with the top card of your library revealed.'), [
      'S:Mode$ Continuous | Affected$ Card.TopLibrary+YouCtrl | AffectedZone$ Library | MayLookAt$ Player',
    ]);
  });

  test('more land plays are keywords of you: AdjustLandPlays:1, and Forge\'s sentence for any number', () => {
    assert.deepStrictEqual(script('Root Tender {1}{G}\nCreature — Elf\nYou may play an additional land on each of your turns.\n1/2'), ['S:Mode$ Continuous | Affected$ You | AddKeyword$ AdjustLandPlays:1']);
    assert.deepStrictEqual(script('Wild Fields {G}\nEnchantment\nYou may play any number of lands on each of your turns.'), [
      'S:Mode$ Continuous | Affected$ You | AddKeyword$ You may play any number of additional lands on each of your turns.',
    ]);
  });

  test('"Skip your draw step." and "Players can\'t gain life." are keywords of you / every player (Affected$ You / Player)', () => {
    assert.deepStrictEqual(script('Still Dawn {2}{U}\nEnchantment\nSkip your draw step.'), ['S:Mode$ Continuous | Affected$ You | AddKeyword$ Skip your draw step.']);
    assert.deepStrictEqual(script('Ash Ward {2}{B}\nEnchantment\nPlayers can\'t gain life.'), ['S:Mode$ Continuous | Affected$ Player | AddKeyword$ You can\'t gain life.']);
    assert.deepStrictEqual(script('Open Palm {1}{G}\nEnchantment\nPlayers play with their hands revealed.'), ['S:Mode$ Continuous | Affected$ Player | AddKeyword$ Play with your hand revealed.']);
  });
});

suite('Forge scripts of a choice as a permanent enters', () => {
  test('"As ~ enters the battlefield, choose a (nonland) card name / a player / a number" runs NameCard / ChoosePlayer / ChooseNumber', () => {
    const line = (choice: string) => script(`Warden Idol {1}\nArtifact\nAs Warden Idol enters the battlefield, choose ${choice}.`);
    assert.deepStrictEqual(line('a card name'), ['K:ETBReplacement:Other:ChooseOnEntering', 'SVar:ChooseOnEntering:DB$ NameCard | Defined$ You']);
    assert.deepStrictEqual(line('a nonland card name')[1], 'SVar:ChooseOnEntering:DB$ NameCard | Defined$ You | ValidCards$ Card.nonLand | ValidDesc$ nonland');
    assert.deepStrictEqual(line('a player')[1], 'SVar:ChooseOnEntering:DB$ ChoosePlayer | Defined$ You | Choices$ Player');
    assert.deepStrictEqual(line('a number')[1], 'SVar:ChooseOnEntering:DB$ ChooseNumber | Defined$ You');
    assert.ok(notScripted('Warden Idol {1}\nArtifact\nAs Warden Idol enters the battlefield, choose two colors.').length > 0);
  });
});

suite('Forge scripts of what defending player controls', () => {
  test('"~ can\'t be blocked as long as defending player controls an artifact" counts its artifacts (Count$Valid Artifact.DefenderCtrl)', () => {
    assert.deepStrictEqual(script('Rust Eel {2}{U}\nCreature — Fish\nRust Eel can\'t be blocked as long as defending player controls an artifact.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddHiddenKeyword$ Unblockable | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$Valid Artifact.DefenderCtrl',
    ]);
    // Of another creature, "defending player" is not the card's own: not read.
    assert.ok(notScripted('Eel Charm {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can\'t be blocked as long as defending player controls an artifact.').length > 0);
  });
});

suite('Forge scripts of spells that target a card costing more or less', () => {
  test('"Spells your opponents cast that target ~ cost {2} more to cast" is ValidTarget$ Card.Self with Activator$ Player.Opponent', () => {
    assert.deepStrictEqual(script('Tide Warden {3}{U}\nCreature — Merfolk\nSpells your opponents cast that target Tide Warden cost {2} more to cast.\n3/3'), [
      'S:Mode$ RaiseCost | ValidTarget$ Card.Self | Activator$ Player.Opponent | Type$ Spell | Amount$ 2',
    ]);
    assert.deepStrictEqual(script('Kind Sprite {G}\nCreature — Faerie\nSpells you cast that target Kind Sprite cost {1} less to cast.\n1/1'), [
      'S:Mode$ ReduceCost | ValidTarget$ Card.Self | Activator$ You | Type$ Spell | Amount$ 1',
    ]);
    assert.deepStrictEqual(script('Open Target {G}\nCreature — Faerie\nSpells that target Open Target cost {2} less to cast.\n1/1'), [
      'S:Mode$ ReduceCost | ValidTarget$ Card.Self | Activator$ Player | Type$ Spell | Amount$ 2',
    ]);
  });
});
