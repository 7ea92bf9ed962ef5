import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of conditions on where the card is and on the top card of your library', () => {
  test('"As long as ~ is in your graveyard, artifacts you control have "{T}: Add {U} or {B}."": EffectZone$ Graveyard, one mana ability per colour', () => {
    assert.deepStrictEqual(script('Ember Shard {2}\nArtifact\nAs long as Ember Shard is in your graveyard, artifacts you control have "{T}: Add {U} or {B}."'), [
      'S:Mode$ Continuous | EffectZone$ Graveyard | Affected$ Artifact.YouCtrl | AddAbility$ ABMana & ABMana2', 'SVar:ABMana:AB$ Mana | Cost$ T | Produced$ U', 'SVar:ABMana2:AB$ Mana | Cost$ T | Produced$ B',
    ]);
    assert.deepStrictEqual(script('Ember Shard {2}\nArtifact\nAs long as Ember Shard is in your graveyard, Goblins you control get +0/+2.'), ['S:Mode$ Continuous | EffectZone$ Graveyard | Affected$ Goblin.YouCtrl | AddToughness$ 2']);
  });

  test('"… as long as the top card of your library is …": TopCardOfLibraryIs$ with a card type bare and a colour of Card', () => {
    assert.deepStrictEqual(script('Brinebound Scout {1}{U}\nCreature — Merfolk Scout\nBrinebound Scout has flying as long as the top card of your library is an instant card.\n1/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Flying | TopCardOfLibraryIs$ Instant',
    ]);
    assert.deepStrictEqual(script('Brinebound Scout {1}{U}\nCreature — Merfolk Scout\nAs long as the top card of your library is an artifact card, Brinebound Scout has "{T}: Add {C}{C}."\n1/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddAbility$ ABMana | TopCardOfLibraryIs$ Artifact', 'SVar:ABMana:AB$ Mana | Cost$ T | Produced$ C | Amount$ 2',
    ]);
    assert.deepStrictEqual(script('Mossback Seer {1}{G}\nCreature — Elf Druid\nAs long as the top card of your library is green, Elves you control have trample.\n1/1'), [
      'S:Mode$ Continuous | Affected$ Elf.YouCtrl | AddKeyword$ Trample | TopCardOfLibraryIs$ Card.Green',
    ]);
  });

  test('the top card of your library is not written as a vanguard\'s condition, nor as "Activate only if"', () => {
    assert.ok(notScripted('Moss Avatar\nVanguard\nAs long as the top card of your library is green, Elves you control have trample.\nHand +1, life +4').some((r) => r.includes('from the command zone')));
    assert.deepStrictEqual(notScripted('Brass Lantern {3}\nArtifact\n{2}, {T}: Scry 1. Activate only if the top card of your library is an artifact card.'), ['"activate only if" of the top card of your library (not written yet)']);
  });

  test('an Aura of a creature or a Vehicle: the Vehicle a creature is Vehicle.AttachedBy | AddType$ Creature, its enchanted creature Creature.EnchantedBy', () => {
    assert.deepStrictEqual(script("Chrome Yoke {1}{W}\nEnchantment — Aura\nEnchant creature or Vehicle\nEnchanted creature has vigilance and gets +0/+3.\nAs long as enchanted permanent is a Vehicle, it's a creature in addition to its other types."), [
      'K:Enchant creature or Vehicle', 'A:SP$ Attach | Cost$ 1 W | ValidTgts$ Creature,Vehicle', 'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddToughness$ 3 | AddKeyword$ Vigilance',
      'S:Mode$ Continuous | Affected$ Vehicle.AttachedBy | AddType$ Creature',
    ]);
    // Of an Aura of an artifact or a land, the enchanted permanent stays Card.EnchantedBy.
    assert.deepStrictEqual(script('Rust Tether {2}{U}\nEnchantment — Aura\nEnchant artifact or land\nEnchanted permanent has shroud.').slice(2), ['S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddKeyword$ Shroud']);
  });

  test('"enchanted permanent" of an Aura of a creature or a Vehicle (or of a Vehicle) is any permanent it enchants: Card.EnchantedBy', () => {
    // An uncrewed Vehicle is no creature: `Creature.EnchantedBy` would leave it without what the text gives it.
    assert.deepStrictEqual(script('Lash Rig {1}{U}\nEnchantment — Aura\nEnchant creature or Vehicle\nEnchanted permanent has hexproof.').slice(2), ['S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddKeyword$ Hexproof']);
    assert.deepStrictEqual(script("Lash Rig {1}{U}\nEnchantment — Aura\nEnchant creature or Vehicle\nEnchanted permanent gets +2/+0. As long as it's a Vehicle, it has menace.").slice(2), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddPower$ 2', 'S:Mode$ Continuous | Affected$ Card.EnchantedBy+Vehicle | AddKeyword$ Menace',
    ]);
    assert.deepStrictEqual(script('Lash Rig {1}{U}\nEnchantment — Aura\nEnchant Vehicle\nEnchanted permanent has shroud.').slice(2), ['S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddKeyword$ Shroud']);
  });

  test('"At the beginning of your upkeep, if ~ is in your graveyard": IsPresent$ Card.StrictlySelf in your graveyard, the trigger working from there', () => {
    assert.deepStrictEqual(script('Pale Haunt {1}{B}\nCreature — Zombie\nAt the beginning of your upkeep, if Pale Haunt is in your graveyard, you gain 2 life.\n2/1'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | IsPresent$ Card.StrictlySelf | PresentZone$ Graveyard | PresentPlayer$ You | TriggerZones$ Graveyard | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2',
    ]);
    // Of another event, Forge's scripts spell it several ways: not written.
    assert.deepStrictEqual(notScripted('Ashen Wisp {2}{B}\nCreature — Spirit\nWhenever another creature you control dies, if Ashen Wisp is in your graveyard, each opponent loses 1 life.\n1/1'), [
      '"if ~ is in your graveyard" of another event (Forge\'s scripts spell it several ways)',
    ]);
  });

  test('the card itself moved by such a trigger moves from where it is: Defined$ Self | Origin$ Graveyard (Command)', () => {
    const upkeep = 'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | IsPresent$ Card.StrictlySelf | PresentZone$ Graveyard | PresentPlayer$ You | TriggerZones$ Graveyard | Execute$ TrigEffect';
    assert.deepStrictEqual(script('Gravel Wight {2}{B}\nCreature — Zombie\nAt the beginning of your upkeep, if Gravel Wight is in your graveyard, exile Gravel Wight.\n3/1'), [
      upkeep, 'SVar:TrigEffect:DB$ ChangeZone | Defined$ Self | Origin$ Graveyard | Destination$ Exile',
    ]);
    assert.deepStrictEqual(script("Gravel Wight {2}{B}\nCreature — Zombie\nAt the beginning of your upkeep, if Gravel Wight is in your graveyard, return Gravel Wight to its owner's hand.\n3/1"), [
      upkeep, 'SVar:TrigEffect:DB$ ChangeZone | Defined$ Self | Origin$ Graveyard | Destination$ Hand',
    ]);
    assert.deepStrictEqual(script('Marsh Regent {2}{G}{U}\nLegendary Creature — Elf Noble\nAt the beginning of your upkeep, if Marsh Regent is in the command zone, exile Marsh Regent.\n3/3')[1],
      'SVar:TrigEffect:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile');
  });

  test('"At the beginning of your upkeep, if ~ is in the command zone": IsPresent$ Card.Self | PresentZone$ Command | TriggerZones$ Command', () => {
    assert.deepStrictEqual(script('Marsh Regent {2}{G}{U}\nLegendary Creature — Elf Noble\nAt the beginning of your upkeep, if Marsh Regent is in the command zone, each opponent loses 1 life.\n3/3'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | IsPresent$ Card.Self | PresentZone$ Command | TriggerZones$ Command | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ LoseLife | Defined$ Player.Opponent | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(notScripted('Marsh Regent {2}{G}{U}\nLegendary Creature — Elf Noble\nWhenever you cast a creature spell, if Marsh Regent is in the command zone, each opponent loses 1 life.\n3/3'), [
      '"if ~ is in the command zone" of another event (not written yet)',
    ]);
  });
  test('"if ~ is in your graveyard, you may pay {N} / discard a card. If you do, return ~ to your hand": OptionalDecider$ You, the payment the execute\'s cost', () => {
    const upkeep = 'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | IsPresent$ Card.StrictlySelf | PresentZone$ Graveyard | PresentPlayer$ You | TriggerZones$ Graveyard | OptionalDecider$ You | Execute$ TrigEffect';
    assert.deepStrictEqual(script('Bog Lurker {1}{B}\nCreature — Zombie\nAt the beginning of your upkeep, if Bog Lurker is in your graveyard, you may pay {3}{B}. If you do, return Bog Lurker to your hand.\n2/3'), [
      upkeep, 'SVar:TrigEffect:AB$ ChangeZone | Cost$ 3 B | Defined$ Self | Origin$ Graveyard | Destination$ Hand',
    ]);
    assert.deepStrictEqual(script('Bog Lurker {1}{B}\nCreature — Zombie\nAt the beginning of your upkeep, if Bog Lurker is in your graveyard, you may discard an artifact card. If you do, return Bog Lurker to your hand.\n2/3'), [
      upkeep, 'SVar:TrigEffect:AB$ ChangeZone | Cost$ Discard<1/Artifact> | Defined$ Self | Origin$ Graveyard | Destination$ Hand',
    ]);
    // A discard for anything but the card's own return, or of another event, is not written.
    assert.deepStrictEqual(notScripted('Bog Lurker {1}{B}\nCreature — Zombie\nAt the beginning of your upkeep, if Bog Lurker is in your graveyard, you may discard a card. If you do, target player mills three cards.\n2/3'), [
      '"if you do" after "you may sacrifice, discard or return" (not written yet)',
    ]);
    assert.deepStrictEqual(notScripted('Bog Lurker {1}{B}\nCreature — Zombie\nAt the beginning of each end step, if Bog Lurker is in your graveyard, you may pay {1}. If you do, return Bog Lurker to your hand.\n2/3'), [
      '"if ~ is in your graveyard" of another event (Forge\'s scripts spell it several ways)',
    ]);
  });
});
