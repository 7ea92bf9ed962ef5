import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: the objects and players of enters, dies and put-into-a-graveyard triggers', () => {
  test('"you get an experience counter" is PutCounter of CounterType$ Experience on you', () => {
    assert.deepStrictEqual(script('Test Sage {1}{G}\nCreature — Elf Druid\nWhenever a Forest enters the battlefield under your control, you get an experience counter.\n1/2'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Forest.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ You | CounterType$ Experience | CounterNum$ 1',
    ]);
  });

  test('"you gain 2 life and get {E}{E}" is GainLife then PutCounter of ENERGY', () => {
    assert.deepStrictEqual(script('Test Walker {3}{W}\nCreature — Construct\nWhen Test Walker enters the battlefield, you gain 2 life and get {E}{E}.\n2/4').slice(1), [
      'SVar:DBPutCounter:DB$ PutCounter | Defined$ You | CounterType$ ENERGY | CounterNum$ 2',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2 | SubAbility$ DBPutCounter',
    ]);
  });

  test('"its controller" of an object that entered is TriggeredCardController', () => {
    assert.deepStrictEqual(script('Test Foundry {3}{R}\nEnchantment\nWhenever an artifact enters the battlefield, its controller loses 1 life.'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Artifact | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredCardController | LifeAmount$ 1',
    ]);
  });

  test('"attach ~ to that creature" is Attach of the TriggeredCard', () => {
    assert.deepStrictEqual(script('Test Cloak {1}{W}\nArtifact — Equipment\nWhenever a Knight enters the battlefield under your control, you may attach Test Cloak to that creature.\nEquip {2}')[0], 'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Knight.YouCtrl | TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigEffect');
  });

  test('a permanent put into an opponent\'s graveyard from the battlefield is OppOwn, on the battlefield', () => {
    assert.deepStrictEqual(script('Test Vulture {2}{B}\nEnchantment\nWhenever an enchantment is put into an opponent\'s graveyard from the battlefield, you gain 2 life.'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Enchantment.OppOwn | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2',
    ]);
  });

  test('"When enchanted land is put into a graveyard" is the AttachedBy card put into a graveyard from the battlefield', () => {
    assert.deepStrictEqual(script('Test Blessing {1}{G}\nEnchantment — Aura\nEnchant land\nWhen enchanted land is put into a graveyard, you draw two cards.').slice(-2), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.AttachedBy | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 2',
    ]);
  });

  test('"put that card on the bottom of your library" is ChangeZone of the TriggeredCard from the graveyard', () => {
    assert.deepStrictEqual(script('Test Crypt {3}{B}\nEnchantment\nWhenever an artifact is put into your graveyard from the battlefield, put that card on the bottom of your library.')[1],
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Graveyard | Destination$ Library | LibraryPosition$ -1 | Defined$ TriggeredCard');
  });

  test('"sacrifice it unless {G} was spent to cast it" is ManaNotSpent$ G on the trigger, from no zone in particular', () => {
    assert.deepStrictEqual(script('Test Wurm {4}{G}\nCreature — Wurm\nTrample\nWhen Test Wurm enters the battlefield, sacrifice it unless {G} was spent to cast it.\n6/6').slice(-2), [
      'T:Mode$ ChangesZone | Destination$ Battlefield | ValidCard$ Card.Self | ManaNotSpent$ G | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Sacrifice | Defined$ Self',
    ]);
  });

  test('forms read exactly but not written yet are listed as not scripted', () => {
    assert.match(notScripted('Test Treefolk {4}{G}\nCreature — Treefolk\nWhen Test Treefolk enters the battlefield or leaves the battlefield, you gain 2 life.\n3/5').join('\n'), /"enters or leaves the battlefield" \(not written yet\)/);
    assert.match(notScripted('Test Shell {1}{R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+0.\nWhen enchanted creature dies, you may return that card to its owner\'s hand.').join('\n'), /returned to its owner's hand \(not written yet\)/);
  });

  test('paying for a step on the object that entered (or died) leaves the decision to the payment (no OptionalDecider$)', () => {
    assert.deepStrictEqual(script('Test Altar {2}{W}\nEnchantment\nWhenever a Soldier enters the battlefield under your control, you may pay {W}. If you do, put a +1/+1 counter on that creature.'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Soldier.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:AB$ PutCounter | Cost$ W | Defined$ TriggeredCard | CounterType$ P1P1 | CounterNum$ 1',
    ]);
    // Another step is asked first, as before.
    assert.match(script('Test Altar {2}{W}\nEnchantment\nWhenever a creature enters the battlefield under your control, you may pay {2}. If you do, draw a card.')[0], /OptionalDecider\$ You/);
  });

  test('"its power" of the enchanted creature that died is TriggeredCard$CardPower', () => {
    assert.deepStrictEqual(script('Test Pact {B}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature dies, you gain life equal to its power.').slice(-2), [
      'SVar:X:TriggeredCard$CardPower',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ X',
    ]);
  });

  test('a card returned at random from your graveyard when the card enters is a hidden ChangeZone, AtRandom$ True', () => {
    assert.deepStrictEqual(script('Test Scavenger {3}{R}\nCreature — Goblin\nWhen Test Scavenger enters the battlefield, return a Goblin card at random from your graveyard to your hand.\n2/3')[1],
      'SVar:TrigEffect:DB$ ChangeZone | Origin$ Graveyard | Destination$ Hand | ChangeType$ Goblin.YouCtrl | Hidden$ True | AtRandom$ True');
    assert.match(notScripted('Test Scavenger {3}{R}\nCreature — Goblin\nAt the beginning of your upkeep, return a Goblin card at random from your graveyard to your hand.\n2/3').join('\n'), /returned at random outside an enters trigger/);
  });

  test('"if 3 or more damage was dealt to it this turn" is DamageReceivedCondition$, the trigger\'s controller left to the default', () => {
    assert.deepStrictEqual(script('Test Zubera {1}{U}\nCreature — Zubera Spirit\nWhen Test Zubera dies, if 3 or more damage was dealt to it this turn, you gain 4 life.\n1/2'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self | DamageReceivedCondition$ GE3 | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 4',
    ]);
  });

  test('"if it was an Elf (a creature)" is a type of the card that died on its ValidCard$ (the equipped one Card.AttachedBy)', () => {
    assert.strictEqual(script('Test Amulet {1}\nArtifact — Equipment\nWhenever equipped creature dies, if it was an Elf, draw a card.\nEquip {2}')[0],
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.AttachedBy+Elf | Execute$ TrigEffect');
    assert.strictEqual(script('Test Idol {3}\nArtifact\nWhen Test Idol is put into a graveyard from the battlefield, if it was a creature, you gain 3 life.')[0],
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self+Creature | TriggerController$ TriggeredCardController | Execute$ TrigEffect');
  });

  test('"goad target creature" is Forge\'s Goad of the target', () => {
    assert.deepStrictEqual(script('Test Imp {1}{R}\nCreature — Imp\nWhen Test Imp enters the battlefield, you may goad target creature an opponent controls.\n1/1'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Goad | ValidTgts$ Creature.OppCtrl',
    ]);
  });

  test('"put two cards from your hand on the bottom of your library in any order" is a counted ChangeZone of the hand to the bottom', () => {
    assert.deepStrictEqual(script('Test Heron {2}{U}\nCreature — Bird\nFlying\nWhen Test Heron enters the battlefield, draw three cards, then put two cards from your hand on the bottom of your library in any order.\n2/2').slice(2), [
      'SVar:DBChangeZone:DB$ ChangeZone | Origin$ Hand | Destination$ Library | LibraryPosition$ -1 | ChangeNum$ 2 | Mandatory$ True',
      'SVar:TrigEffect:DB$ Draw | Defined$ You | NumCards$ 3 | SubAbility$ DBChangeZone',
    ]);
  });

  test('"if you have three or more artifact cards in your graveyard" is IsPresent$ of the graveyard, its player named', () => {
    assert.strictEqual(script('Test Keeper {3}{B}\nCreature — Spirit\nWhen Test Keeper enters the battlefield, if you have three or more artifact cards in your graveyard, draw a card.\n2/2')[0],
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | IsPresent$ Artifact.YouCtrl | PresentZone$ Graveyard | PresentPlayer$ You | PresentCompare$ GE3 | Execute$ TrigEffect');
  });

  test('"that creature\'s power" and "the creature\'s controller" of the enchanted creature that died are the TriggeredCard\'s', () => {
    assert.deepStrictEqual(script('Test Bond {2}{R}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature dies, Test Bond deals damage equal to that creature\'s power to the creature\'s controller.').slice(-2), [
      'SVar:X:TriggeredCard$CardPower',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredCardController | NumDmg$ X',
    ]);
  });
});
