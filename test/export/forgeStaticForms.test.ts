import * as assert from 'node:assert';
import { describedFirst as described, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of more static forms', () => {
  test('"Enchanted creature gets +2/+2 and can\'t block": one line, the P/T change and the restriction as a hidden keyword', () => {
    assert.deepStrictEqual(script('Iron Yoke {2}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +3/+1 and can\'t block.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 3 | AddToughness$ 1 | AddHiddenKeyword$ CARDNAME can\'t block.',
    ]);
    assert.deepStrictEqual(script('Frost Collar {2}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1 and doesn\'t untap during its controller\'s untap step.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1 | AddToughness$ 1 | AddHiddenKeyword$ CARDNAME doesn\'t untap during your untap step.',
    ]);
  });

  test('a P/T change with a restriction of an equipped creature or of the card itself is read but not written: Forge\'s scripts spell it two ways', () => {
    const reason = 'a P/T change and a restriction together, other than of an enchanted creature (Forge\'s scripts spell it two ways)';
    assert.deepStrictEqual(notScripted('Goad Spear {2}\nArtifact — Equipment\nEquipped creature gets +3/+0 and attacks each combat if able.\nEquip {2}'), [reason]);
    assert.deepStrictEqual(notScripted('Grave Brute {3}{B}\nCreature — Zombie\nAs long as seven or more cards are in your graveyard, Grave Brute gets +2/+2 and can\'t block.\n2/2'), [reason]);
  });

  test('a bestowed creature\'s P/T change with a restriction is Card.EnchantedBy; with "can\'t be blocked" it is not written', () => {
    assert.deepStrictEqual(script('Ash Hound {1}{R}\nEnchantment Creature — Hound\nBestow {4}{R}\nEnchanted creature gets +3/+1 and can\'t block.\n2/2').slice(1), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddPower$ 3 | AddToughness$ 1 | AddHiddenKeyword$ CARDNAME can\'t block.',
    ]);
    const reason = 'a P/T change and a restriction together, other than of an enchanted creature (Forge\'s scripts spell it two ways)';
    assert.deepStrictEqual(notScripted('Mist Hound {2}{U}\nEnchantment Creature — Hound\nBestow {4}{U}\nEnchanted creature gets +1/+2 and can\'t be blocked.\n1/2'), [reason]);
  });

  test('"has protection from black. This effect doesn\'t remove ~.": the protection\'s long form, the Aura itself excepted', () => {
    assert.deepStrictEqual(script('Onyx Ward {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has protection from black. This effect doesn\'t remove Onyx Ward.')[2],
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Protection:Card.Black:Protection from black:Card.CardUID_HostCardUID');
  });

  test('"has protection from the chosen color": the long form with Card.ChosenColor, the Aura excepted; on a card that chooses no colour, not written', () => {
    assert.deepStrictEqual(script('Star Ward {2}{U}\nEnchantment — Aura\nEnchant creature\nAs Star Ward enters, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn\'t remove Star Ward.').slice(-1),
      ['S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Protection:Card.ChosenColor:Protection from ChosenColor:Card.CardUID_HostCardUID']);
    assert.deepStrictEqual(script('Star Knight {3}{W}\nCreature — Human Knight\nAs Star Knight enters, choose a color.\nStar Knight has protection from the chosen color.\n3/3').slice(-1),
      ['S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Protection:Card.ChosenColor:Protection from ChosenColor']);
    assert.match(notScripted('Star Page {2}{W}\nCreature — Human Knight\nStar Page has protection from the chosen color.\n2/2').join('\n'), /chooses no color/);
  });

  test('"gets +1/+1 for each artifact you control": AddPower$/AddToughness$ X with the count, /Times.N for +N/+N, -X for -1/-1', () => {
    assert.deepStrictEqual(script('Scrap Hound {2}{B}\nCreature — Dog\nScrap Hound gets +1/+1 for each artifact you control.\n0/0'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X', 'SVar:X:Count$Valid Artifact.YouCtrl',
    ]);
    assert.deepStrictEqual(script('Heavy Thoughts {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+0 for each card in your hand.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ X', 'SVar:X:Count$InYourHand/Times.2',
    ]);
    assert.deepStrictEqual(script('Wilting Curse {B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -1/-1 for each creature you control.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ -X | AddToughness$ -X', 'SVar:X:Count$Valid Creature.YouCtrl',
    ]);
    assert.deepStrictEqual(notScripted('Odd Idol {3}\nArtifact Creature — Golem\nOdd Idol gets +2/+1 for each artifact you control.\n0/0'), ['"for each" with a different power and toughness change']);
  });

  test('a characteristic-defining P/T of a card that can be turned face down tests that it is face up (CheckSVar$ of Card.Self+faceUp)', () => {
    assert.deepStrictEqual(script('Hidden Sage {3}{U}\nCreature — Wizard\nHidden Sage\'s power and toughness are each equal to the number of Wizards on the battlefield.\nMorph {2}{U}\n*/*').filter((l) => !l.startsWith('K:')), [
      'S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X | CheckSVar$ Y | SVarCompare$ EQ1',
      'SVar:X:Count$Valid Wizard', 'SVar:Y:Count$Valid Card.Self+faceUp',
    ]);
  });

  test('a power and a toughness defined in two abilities are read but not written: Forge\'s scripts write them as one line', () => {
    const reason = 'a power and a toughness defined in two abilities (Forge\'s scripts write them as one)';
    assert.deepStrictEqual(notScripted('Twin Kavu {3}{G}\nCreature — Kavu\nTwin Kavu\'s power is equal to the number of red creatures on the battlefield.\nTwin Kavu\'s toughness is equal to the number of green creatures on the battlefield.\n*/*'), [reason, reason]);
  });

  test('"gets -1/-1 for each rot counter on ~": the counters on the card itself (Count$CardCounters.PLAGUE), more than 1 each not written', () => {
    assert.deepStrictEqual(script('Rot Mantle {2}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -1/-1 for each plague counter on Rot Mantle.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ -X | AddToughness$ -X', 'SVar:X:Count$CardCounters.PLAGUE',
    ]);
    assert.deepStrictEqual(script('Moss Heap {2}{G}\nCreature — Ooze\nMoss Heap gets +1/+1 for each growth counter on it.\n0/0'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X', 'SVar:X:Count$CardCounters.GROWTH',
    ]);
    assert.deepStrictEqual(notScripted('Ice Plate {2}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +3/+3 for each age counter on Ice Plate.'), [
      '"+N/+N for each counter" of more than 1 (Forge\'s scripts spell the multiple two ways)',
    ]);
  });

  test('"gets +1/+1 for each Aura on the battlefield" / "… other enchantment …": Count$Valid of everyone\'s; with another quality not written', () => {
    const hound = script('Hex Hound {1}{G}\nCreature — Dog\nHex Hound gets +1/+1 for each Aura on the battlefield.\n1/1');
    assert.deepStrictEqual(hound, ['S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X', 'SVar:X:Count$Valid Aura']);
    const mask = script('Mask of Ages {1}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2 for each other enchantment on the battlefield.');
    assert.ok(mask.includes('SVar:X:Count$Valid Enchantment.Other/Times.2'));
    assert.deepStrictEqual(notScripted('Sky Herald {3}{W}\nCreature — Bird\nSky Herald gets +1/+1 for each other creature with flying on the battlefield.\n1/1'), [
      '"for each" of a subtype or of "other" objects in a static ability (Forge\'s scripts spell its count many ways)',
    ]);
  });

  test('"loses flying": RemoveKeyword$, of an equipped creature `Card.EquippedBy` as Forge\'s script of it', () => {
    assert.deepStrictEqual(script('Grounding Field {2}{G}\nEnchantment\nAll creatures lose flying.'), ['S:Mode$ Continuous | Affected$ Creature | RemoveKeyword$ Flying']);
    assert.deepStrictEqual(script('Heavy Chains {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -4/-0 and loses flying.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ -4 | RemoveKeyword$ Flying',
    ]);
    assert.deepStrictEqual(script('Sky Anchor {3}\nArtifact — Equipment\nEquipped creature gets +2/+2 and loses flying.\nEquip {2}')[0], 'S:Mode$ Continuous | Affected$ Card.EquippedBy | AddPower$ 2 | AddToughness$ 2 | RemoveKeyword$ Flying');
  });

  test('"Creatures you control that are enchanted get +1/+1 and have first strike": Creature.enchanted+YouCtrl', () => {
    assert.deepStrictEqual(script('Warding Sigil {1}{G}\nEnchantment — Aura\nEnchant creature\nCreatures you control that are enchanted get +1/+1 and have first strike.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.enchanted+YouCtrl | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ First Strike',
    ]);
  });

  test('"Creatures with swampwalk can be blocked as though they didn\'t have swampwalk": a hidden keyword of those creatures', () => {
    assert.deepStrictEqual(script('Marsh Ward {1}{W}\nEnchantment\nCreatures with swampwalk can be blocked as though they didn\'t have swampwalk.'), [
      'S:Mode$ Continuous | Affected$ Creature.withSwampwalk | AddHiddenKeyword$ May be blocked as though it doesn\'t have Swampwalk.',
    ]);
  });

  test('"This spell costs {1} less to cast for each creature on the battlefield": everyone\'s creatures counted (Count$Valid Creature)', () => {
    assert.deepStrictEqual(script('Crowd Crush {8}{R}\nSorcery\nThis spell costs {1} less to cast for each creature on the battlefield.\nCrowd Crush deals 3 damage to each creature.')[0], 'S:Mode$ ReduceCost | ValidCard$ Card.Self | Type$ Spell | Amount$ X | EffectZone$ All');
    assert.ok(script('Crowd Crush {8}{R}\nSorcery\nThis spell costs {1} less to cast for each creature on the battlefield.\nCrowd Crush deals 3 damage to each creature.').includes('SVar:X:Count$Valid Creature'));
  });

  test('"This spell costs {2} less to cast if a creature died this turn" / "… if you attacked with a creature this turn": a count this turn, at least one', () => {
    const picker = script('Carrion Stalker {4}{B}\nCreature — Bird\nThis spell costs {2} less to cast if a creature died this turn.\n3/2');
    assert.strictEqual(picker[0], 'S:Mode$ ReduceCost | ValidCard$ Card.Self | Type$ Spell | Amount$ 2 | EffectZone$ All | CheckSVar$ X | SVarCompare$ GE1');
    assert.ok(picker.includes('SVar:X:Count$Morbid.1.0'));
    const raider = script('Tide Raider {3}{U}\nCreature — Pirate\nRaid — This spell costs {1} less to cast if you attacked with a creature this turn.\n2/2');
    assert.strictEqual(raider[0], 'S:Mode$ ReduceCost | ValidCard$ Card.Self | Type$ Spell | Amount$ 1 | EffectZone$ All | CheckSVar$ RaidTest | SVarCompare$ GE1');
    assert.ok(raider.includes('SVar:RaidTest:Count$AttackersDeclared'));
  });

  test('"can\'t be blocked except by …": K:CantBeBlockedBy of the card itself, S:Mode$ CantBlockBy of others, the blockers negated', () => {
    assert.deepStrictEqual(script('Sky Folk {U}\nCreature — Elf\nSky Folk can\'t be blocked except by artifact creatures and/or white creatures.\n1/1'), ['K:CantBeBlockedBy Creature.nonArtifact+nonWhite']);
    assert.deepStrictEqual(script('Reed Walker {G}\nCreature — Elf\nReed Walker can\'t be blocked except by creatures with flying or reach.\n1/1'), ['K:CantBeBlockedBy Creature.withoutFlying+withoutReach']);
    assert.deepStrictEqual(script('Veil Cloak {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has phasing and can\'t be blocked except by Walls.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Phasing',
      'S:Mode$ CantBlockBy | ValidAttacker$ Creature.EnchantedBy | ValidBlocker$ Creature.nonWall',
    ]);
    assert.deepStrictEqual(script('Dark Veil {B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can\'t be blocked by black creatures.').slice(2), [
      'S:Mode$ CantBlockBy | ValidAttacker$ Creature.EnchantedBy | ValidBlocker$ Creature.Black',
    ]);
    assert.deepStrictEqual(script('Stone Folk {U}\nCreature — Sliver\nSlivers can\'t be blocked except by Slivers.\n1/1'), ['S:Mode$ CantBlockBy | ValidAttacker$ Creature.Sliver | ValidBlocker$ Creature.nonSliver']);
  });

  test('characteristics set or removed: SetPower$/SetToughness$, AddType$ with RemoveLandTypes$, RemoveKeyword$, SetMaxHandSize$', () => {
    assert.deepStrictEqual(script('Small Wrap {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has base power and toughness 0/2.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | SetPower$ 0 | SetToughness$ 2',
    ]);
    assert.deepStrictEqual(script('Sea Touch {U}\nEnchantment — Aura\nEnchant land\nEnchanted land is an Island.').slice(2), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddType$ Island | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Ground Law {2}{G}\nCreature — Elf\nCreatures your opponents control lose flying and can\'t have or gain flying.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Creature.OppCtrl | RemoveKeyword$ Flying | AddHiddenKeyword$ CARDNAME can\'t have or gain Flying',
    ]);
    assert.deepStrictEqual(script('Big Hand {2}\nArtifact\nYou have no maximum hand size.'), ['S:Mode$ Continuous | Affected$ You | SetMaxHandSize$ Unlimited']);
    assert.deepStrictEqual(script('Big Hands {2}\nArtifact\nPlayers have no maximum hand size.'), ['S:Mode$ Continuous | Affected$ Player | SetMaxHandSize$ Unlimited']);
  });

  test('"all creatures able to block ~ do so" with a condition: the hidden keyword with the condition (Condition$ Threshold)', () => {
    assert.deepStrictEqual(script('Stone Lure {3}{G}\nCreature — Lizard\nThreshold — As long as seven or more cards are in your graveyard, all creatures able to block Stone Lure do so.\n3/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddHiddenKeyword$ All creatures able to block CARDNAME do so. | Condition$ Threshold',
    ]);
    assert.deepStrictEqual(script('Green Lure {G}\nEnchantment — Aura\nEnchant creature\nAs long as enchanted creature is green, it gets +1/+1 and all creatures able to block it do so.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy+Green | AddPower$ 1 | AddToughness$ 1 | AddHiddenKeyword$ All creatures able to block CARDNAME do so.',
    ]);
  });

  test('"If an opponent controls a Swamp and you control a Plains, you may cast this spell without paying its mana cost": an alternative cost of 0 with two counts', () => {
    const lines = ['S:Mode$ Continuous | Affected$ Card.Self | EffectZone$ All | AddKeyword$ Alternative Cost:0 | CheckSVar$ X | CheckSecondSVar$ Y', 'SVar:X:Count$Valid Swamp.OppCtrl', 'SVar:Y:Count$Valid Plains.YouCtrl'];
    assert.deepStrictEqual(script('Bog Legate {2}{W}\nCreature — Human\nIf an opponent controls a Swamp and you control a Plains, you may cast this spell without paying its mana cost.\n2/2'), lines);
    // An instant's own line: the spell is written too.
    assert.deepStrictEqual(script('Bog Rush {2}{W}\nInstant\nIf an opponent controls a Swamp and you control a Plains, you may cast this spell without paying its mana cost.\nYou gain 3 life.'), [
      ...lines, 'A:SP$ GainLife | Cost$ 2 W | LifeAmount$ 3',
    ]);
  });

  test('"Each player (You) can\'t cast more than one spell each turn": CantBeCast with Caster$ and NumLimitEachTurn$ 1', () => {
    assert.deepStrictEqual(script('Quiet Law {2}{W}\nEnchantment\nEach player can\'t cast more than one spell each turn.'), ['S:Mode$ CantBeCast | ValidCard$ Card | Caster$ Player | NumLimitEachTurn$ 1']);
    assert.deepStrictEqual(script('Quiet Vow {2}{W}\nEnchantment\nYou can\'t cast more than one spell each turn.'), ['S:Mode$ CantBeCast | ValidCard$ Card | Caster$ You | NumLimitEachTurn$ 1']);
  });

  test('"gets -X/-X, where X is the number of cards in your hand" is "-1/-1 for each card in your hand": the count as X', () => {
    assert.deepStrictEqual(script('Grip Hex {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -X/-X, where X is the number of cards in your hand.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ -X | AddToughness$ -X', 'SVar:X:Count$InYourHand',
    ]);
    assert.deepStrictEqual(script('Ghost Wreath {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +X/+0, where X is the number of creature cards in your graveyard.').slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ X', 'SVar:X:Count$TypeInYourYard.Creature',
    ]);
    // Another player's graveyard is not read here.
    assert.ok(notScripted('Dark Wreath {1}{B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -X/-X, where X is the number of creature cards in its controller\'s graveyard.').length > 0);
  });

  test('"As long as ~ is in your graveyard and you control a Forest, creatures you control have trample": EffectZone$ Graveyard with the count', () => {
    assert.deepStrictEqual(script('Strength Soul {3}{G}\nCreature — Incarnation\nAs long as Strength Soul is in your graveyard and you control a Forest, creatures you control have trample.\n3/3'), [
      'S:Mode$ Continuous | EffectZone$ Graveyard | Affected$ Creature.YouCtrl | AddKeyword$ Trample | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$Valid Forest.YouCtrl',
    ]);
    // Of the card itself (in the graveyard) it is not read.
    assert.ok(notScripted('Odd Soul {3}{G}\nCreature — Incarnation\nAs long as Odd Soul is in your graveyard and you control a Forest, Odd Soul has trample.\n3/3').length > 0);
  });

  test('"If a white source would deal damage to you, prevent 2 of that damage": S:Mode$ PreventDamage with Target$, Source$ and Amount$', () => {
    assert.deepStrictEqual(script('White Orb {3}\nArtifact\nIf a white source would deal damage to you, prevent 2 of that damage.'), ['S:Mode$ PreventDamage | Target$ You | Source$ Card.WhiteSource | Amount$ 2']);
    assert.deepStrictEqual(script('Iron Orb {3}\nArtifact\nIf an artifact source would deal damage to you, prevent 1 of that damage.'), ['S:Mode$ PreventDamage | Target$ You | Source$ Artifact | Amount$ 1']);
    assert.deepStrictEqual(script('Hekma Ward {3}\nEnchantment\nIf a source an opponent controls would deal damage to you, prevent 1 of that damage.'), ['S:Mode$ PreventDamage | Target$ You | Source$ Card.OppCtrl | Amount$ 1']);
    assert.deepStrictEqual(script('Guard Plate {2}\nArtifact — Equipment\nIf a source would deal damage to equipped creature, prevent 2 of that damage.\nEquip {1}')[0], 'S:Mode$ PreventDamage | Target$ Creature.EquippedBy | Amount$ 2');
    assert.deepStrictEqual(script('Cleric Guard {1}{W}\nCreature — Human Cleric\nIf a source would deal damage to a Cleric creature you control, prevent 1 of that damage.\n2/2'), ['S:Mode$ PreventDamage | Target$ Creature.Cleric+YouCtrl | Amount$ 1']);
  });

  test('"Red creature spells and green creature spells cost {1} more" (two kinds), "White spells you cast cost {W} more" (Cost$ W)', () => {
    assert.deepStrictEqual(script('Sea Tax {2}{U}\nEnchantment\nRed creature spells and green creature spells cost {1} more to cast.'), ['S:Mode$ RaiseCost | ValidCard$ Creature.Red,Creature.Green | Type$ Spell | Amount$ 1']);
    assert.deepStrictEqual(script('Leech Tax {W}\nCreature — Leech\nWhite spells you cast cost {W} more to cast.\n1/3'), ['S:Mode$ RaiseCost | ValidCard$ Card.White | Type$ Spell | Activator$ You | Cost$ W']);
    // A coloured reduction is not read.
    assert.ok(notScripted('Leech Gift {W}\nCreature — Leech\nWhite spells you cast cost {W} less to cast.\n1/3').length > 0);
  });

  test('"~ can\'t attack unless defending player controls a snow land / a blue permanent": UnlessDefenderControls$ with the quality', () => {
    assert.deepStrictEqual(script('Snow Eel {4}{U}\nCreature — Serpent\nSnow Eel can\'t attack unless defending player controls a snow land.\n5/5'), ['S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefenderControls$ Land.Snow']);
    assert.deepStrictEqual(script('Blue Eel {4}{U}\nCreature — Serpent\nBlue Eel can\'t attack unless defending player controls a blue permanent.\n5/5'), ['S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefenderControls$ Permanent.Blue']);
  });

  test('a cost to attack (or block): CantAttackUnless with ValidCard$, Target$ and Cost$, and CantBlockUnless for blocking', () => {
    assert.deepStrictEqual(script('Spirit Jail {2}{W}\nEnchantment\nCreatures can\'t attack you unless their controller pays {2} for each creature they control that\'s attacking you.'), [
      'S:Mode$ CantAttackUnless | ValidCard$ Creature | Target$ You | Cost$ 2',
    ]);
    assert.deepStrictEqual(script('Stone Warden {2}{W}\nCreature — Human\nCreatures can\'t attack you or a planeswalker you control unless their controller pays {1} for each of those creatures.\n2/2'), [
      'S:Mode$ CantAttackUnless | ValidCard$ Creature | Target$ You,Planeswalker.YouCtrl | Cost$ 1',
    ]);
    assert.deepStrictEqual(script('Heavy Rays {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can\'t attack or block unless its controller pays {3}.').slice(2), [
      'S:Mode$ CantAttackUnless | ValidCard$ Creature.AttachedBy | Cost$ 3', 'S:Mode$ CantBlockUnless | ValidCard$ Creature.AttachedBy | Cost$ 3',
    ]);
    assert.deepStrictEqual(script('Lazy Beast {2}{G}\nCreature — Beast\nLazy Beast can\'t attack unless you pay {2}.\n5/5'), ['S:Mode$ CantAttackUnless | ValidCard$ Card.Self | Cost$ 2']);
  });

  test('"Each land is a Swamp in addition to its other land types": AddType$ Swamp of each land', () => {
    assert.deepStrictEqual(script('Night Veil {2}{B}{B}\nEnchantment\nEach land is a Swamp in addition to its other land types.'), ['S:Mode$ Continuous | Affected$ Land | AddType$ Swamp']);
  });

  test('domain: "for each basic land type among lands you control" and a P/T equal to that number, as Count$Domain', () => {
    assert.deepStrictEqual(script('Land Giant {4}{G}\nCreature — Giant\nDomain — Land Giant gets +1/+1 for each basic land type among lands you control.\n3/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X', 'SVar:X:Count$Domain',
    ]);
    assert.deepStrictEqual(script('Land Mob {3}{R}\nCreature — Human\nDomain — Land Mob\'s power and toughness are each equal to the number of basic land types among lands you control.\n*/*'), [
      'S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X', 'SVar:X:Count$Domain',
    ]);
  });

  test('"gets an additional +1/+1 as long as …" is one more P/T change of its own, with its condition', () => {
    assert.deepStrictEqual(script('Sacred Rite {1}{W}{W}\nEnchantment\nWhite creatures get +1/+1.\nThreshold — White creatures get an additional +1/+1 as long as seven or more cards are in your graveyard.'), [
      'S:Mode$ Continuous | Affected$ Creature.White | AddPower$ 1 | AddToughness$ 1',
      'S:Mode$ Continuous | Affected$ Creature.White | AddPower$ 1 | AddToughness$ 1 | Condition$ Threshold',
    ]);
    assert.match(described('Holy Blade {1}\nArtifact — Equipment\nAs long as equipped creature is a Human, it gets an additional +1/+0.\nEquipped creature gets +1/+1.\nEquip {1}'), /the equipped creature gets \+1\/\+0, as long as the equipped creature is a Human/);
  });
});
