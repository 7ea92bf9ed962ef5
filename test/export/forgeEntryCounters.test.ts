import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: a permanent entering with a counter for each object counted', () => {
  test('permanents you control are counted in an SVar on the etbCounter keyword, its condition field "no Condition"', () => {
    assert.deepStrictEqual(script('Shrine Warden {2}{W}\nCreature — Human Cleric\nShrine Warden enters the battlefield with a +1/+1 counter on it for each Shrine you control.\n1/1'), [
      'K:etbCounter:P1P1:X:no Condition:CARDNAME enters the battlefield with a +1/+1 counter on it for each Shrine you control.',
      'SVar:X:Count$Valid Shrine.YouCtrl',
    ]);
  });

  test('the creatures that died this turn and converge\'s colours are Forge\'s own counts of them', () => {
    assert.deepStrictEqual(script('Grief Hound {2}{B}\nCreature — Dog\nGrief Hound enters the battlefield with a +1/+1 counter on it for each creature that died this turn.\n2/1'), [
      'K:etbCounter:P1P1:X:no Condition:CARDNAME enters the battlefield with a +1/+1 counter on it for each creature that died this turn.',
      'SVar:X:Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature',
    ]);
    assert.deepStrictEqual(script('Prism Sprout {4}{G}\nCreature — Plant\nConverge — Prism Sprout enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.\n1/2'), [
      'K:etbCounter:P1P1:X:no Condition:Converge — CARDNAME enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.',
      'SVar:X:Count$Converge',
    ]);
  });

  test('cards in your graveyard and other permanents counted are read, not written (Forge\'s scripts spell them several ways)', () => {
    assert.deepStrictEqual(notScripted('Bone Heap {3}{B}\nCreature — Zombie\nBone Heap enters the battlefield with a +1/+1 counter on it for each creature card in your graveyard.\n1/1'), ["counters for each card in a zone as it enters (Forge's scripts spell it several ways)"]);
    assert.deepStrictEqual(notScripted('Shrine Warden {2}{W}\nCreature — Human Cleric\nShrine Warden enters the battlefield with a +1/+1 counter on it for each other Cleric you control.\n1/1'), ["counters for each other permanent as it enters (Forge's scripts spell it several ways)"]);
  });
});
