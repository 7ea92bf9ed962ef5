import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of "as long as" of the state of the game around the card', () => {
  test('the equipped creature tapped, of other creatures: CheckSVar$ of Count$Valid Card.EquippedBy+tapped, EQ1', () => {
    assert.deepStrictEqual(script('Rusted Blade {2}\nArtifact — Equipment\nAs long as equipped creature is tapped, tapped creatures you control get +1/+0.\nEquip {2}'), [
      'S:Mode$ Continuous | Affected$ Creature.tapped+YouCtrl | AddPower$ 1 | CheckSVar$ X | SVarCompare$ EQ1', 'SVar:X:Count$Valid Card.EquippedBy+tapped', 'K:Equip:2',
    ]);
  });

  test('blockers and Equipment of the card itself: Count$Valid Creature.blockingSource and Count$Valid Equipment.Attached', () => {
    assert.deepStrictEqual(script('Mob Brute {3}{R}\nCreature — Giant\nMob Brute gets -2/-0 as long as three or more creatures are blocking it.\n5/4'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ -2 | CheckSVar$ X | SVarCompare$ GE3', 'SVar:X:Count$Valid Creature.blockingSource',
    ]);
    assert.deepStrictEqual(script('Edge Knight {1}{W}\nCreature — Human Knight\nEdge Knight has first strike as long as two or more Equipment are attached to it.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ First Strike | CheckSVar$ X | SVarCompare$ GE2', 'SVar:X:Count$Valid Equipment.Attached',
    ]);
  });

  test('any player\'s permanent is IsPresent$; an opponent\'s card in exile and your starting life total are counts', () => {
    assert.deepStrictEqual(script('Grace Knight {1}{W}\nCreature — Human Knight\nGrace Knight gets +1/+0 as long as any player controls a red permanent.\n2/2'), ['S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | IsPresent$ Permanent.Red']);
    assert.deepStrictEqual(script('Void Warden {1}{U}\nCreature — Spirit\nVoid Warden gets +1/+1 as long as an opponent owns a card in exile.\n1/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 1 | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$ValidExile Card.OppCtrl',
    ]);
    assert.deepStrictEqual(script('Brave Road {2}{W}\nEnchantment\nAs long as your life total is greater than or equal to your starting life total, creatures you control get +1/+0.'), [
      'S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ 1 | CheckSVar$ X | SVarCompare$ GEY', 'SVar:X:Count$YourLifeTotal', 'SVar:Y:Count$YourStartingLife',
    ]);
  });

  test('none of them is written as "Activate only if"', () => {
    assert.strictEqual(notScripted('Void Lamp {2}\nArtifact\n{T}: Draw a card. Activate only if an opponent owns a card in exile.').length, 1);
  });

  test('a type of the card itself: Card.Self+Wall of a subtype, Creature.Self of "~ is a creature"', () => {
    assert.deepStrictEqual(script("Shifting Brute {2}{U}\nCreature — Wall\nShifting Brute has defender as long as it's a Wall.\n1/4"), ['S:Mode$ Continuous | Affected$ Card.Self+Wall | AddKeyword$ Defender']);
    assert.deepStrictEqual(script('Hollow Totem {3}\nArtifact\nAs long as Hollow Totem is a creature, it can block an additional creature each combat.'), [
      'S:Mode$ Continuous | Affected$ Creature.Self | AddHiddenKeyword$ CARDNAME can block an additional creature each combat.',
    ]);
  });

  test('"exactly N counters on ~" is read, not written (measured: Forge\'s one script spells a bonus `+2`)', () => {
    assert.strictEqual(notScripted('Tide Gauge {2}{U}\nEnchantment\nAs long as there are exactly two flood counters on Tide Gauge, red creatures get +1/+0.').length, 1);
  });

  test('an equipped creature\'s bonus, then more of it while it is of a kind: Creature.EquippedBy, then Card.EquippedBy+Legendary', () => {
    assert.deepStrictEqual(script("Kiln Club {1}\nArtifact — Equipment\nEquipped creature gets +1/+0. As long as it's legendary, it gets an additional +1/+1. As long as it's green, it has reach.\nEquip {2}"), [
      'S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 1', 'S:Mode$ Continuous | Affected$ Card.EquippedBy+Legendary | AddPower$ 1 | AddToughness$ 1',
      'S:Mode$ Continuous | Affected$ Card.EquippedBy+Green | AddKeyword$ Reach', 'K:Equip:2',
    ]);
  });

  test('a keyword as the condition: the equipped creature\'s in Affected$ (Card.EquippedBy+withDefender), the card\'s own counted', () => {
    assert.deepStrictEqual(script("Lodge Cart {3}\nArtifact — Equipment\nAs long as equipped creature has defender, it can attack as though it didn't have defender.\nEquip {3}")[0],
      "S:Mode$ Continuous | Affected$ Card.EquippedBy+withDefender | AddHiddenKeyword$ CARDNAME can attack as though it didn't have defender.");
    assert.deepStrictEqual(script('Stone Gargoyle {3}\nArtifact Creature — Gargoyle\nDefender\nStone Gargoyle has hexproof as long as it has defender.\n2/3'), [
      'K:Defender', 'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Hexproof | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$Valid Card.Self+withDefender',
    ]);
  });

  test('an opponent below half their starting life: CheckSVar$ of PlayerCountOpponents$HasPropertyLessThanHalfStartingLifeTotal, no compare', () => {
    assert.deepStrictEqual(script("Dusk Seraph {3}{B}{B}\nCreature — Angel\nAs long as an opponent's life total is less than half their starting life total, Dusk Seraph has lifelink.\n4/4"), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Lifelink | CheckSVar$ X', 'SVar:X:PlayerCountOpponents$HasPropertyLessThanHalfStartingLifeTotal',
    ]);
  });
});
