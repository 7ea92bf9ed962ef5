import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of "as long as" of the state of the game around the card', () => {
  test('the equipped creature tapped, of other creatures: CheckSVar$ of Count$Valid Card.EquippedBy+tapped, EQ1', () => {
    assert.deepStrictEqual(script('Lantern Spike {1}\nArtifact — Equipment\nAs long as equipped creature is tapped, Soldiers you control have vigilance.\nEquip {1}'), [
      'S:Mode$ Continuous | Affected$ Soldier.YouCtrl | AddKeyword$ Vigilance | CheckSVar$ X | SVarCompare$ EQ1', 'SVar:X:Count$Valid Card.EquippedBy+tapped', 'K:Equip:1',
    ]);
  });

  test('"equipped creature is tapped" of a card that is not an Equipment is not written', () => {
    assert.deepStrictEqual(notScripted('Lantern Charm {1}{W}\nEnchantment — Aura\nEnchant creature\nAs long as equipped creature is tapped, Soldiers you control have vigilance.'), [
      '"as long as equipped creature is tapped" of a card that is not an Equipment',
    ]);
  });

  test('blockers and Equipment of the card itself: Count$Valid Creature.blockingSource and Count$Valid Equipment.Attached', () => {
    assert.deepStrictEqual(script('Tusk Behemoth {4}{G}\nCreature — Beast\nAs long as four or more creatures are blocking it, Tusk Behemoth has trample.\n6/5'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Trample | CheckSVar$ X | SVarCompare$ GE4', 'SVar:X:Count$Valid Creature.blockingSource',
    ]);
    assert.deepStrictEqual(script('Gearbound Squire {1}{W}\nCreature — Dwarf Soldier\nGearbound Squire gets +1/+1 as long as three or more Equipment are attached to it.\n1/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 1 | CheckSVar$ X | SVarCompare$ GE3', 'SVar:X:Count$Valid Equipment.Attached',
    ]);
  });

  test('any player\'s permanent is IsPresent$; an opponent\'s card in exile and your starting life total are counts', () => {
    assert.deepStrictEqual(script('Ashfield Druid {1}{G}\nCreature — Human Druid\nAshfield Druid has trample as long as any player controls an enchantment.\n2/2'), ['S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Trample | IsPresent$ Enchantment']);
    assert.deepStrictEqual(script('Exile Stalker {2}{U}\nCreature — Horror\nAs long as an opponent owns a card in exile, Exile Stalker has menace.\n2/3'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Menace | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$ValidExile Card.OppCtrl',
    ]);
    assert.deepStrictEqual(script('Vigil Banner {1}{W}\nArtifact\nAs long as your life total is greater than or equal to your starting life total, Knights you control have lifelink.'), [
      'S:Mode$ Continuous | Affected$ Knight.YouCtrl | AddKeyword$ Lifelink | CheckSVar$ X | SVarCompare$ GEY', 'SVar:X:Count$YourLifeTotal', 'SVar:Y:Count$YourStartingLife',
    ]);
  });

  test('none of them is written as "Activate only if"', () => {
    assert.deepStrictEqual(notScripted('Void Lamp {2}\nArtifact\n{T}: Draw a card. Activate only if an opponent owns a card in exile.'), ['"activate only if" of this state of the game (not written yet)']);
  });

  test('a type of the card itself: Card.Self+Plant of a subtype, Creature.Self of "~ is a creature"', () => {
    assert.deepStrictEqual(script("Thistle Hedge {1}{G}\nCreature — Plant Wall\nThistle Hedge gets +0/+2 as long as it's a Plant.\n0/3"), ['S:Mode$ Continuous | Affected$ Card.Self+Plant | AddToughness$ 2']);
    assert.deepStrictEqual(script('Basalt Idol {4}\nArtifact\nAs long as Basalt Idol is a creature, it has first strike and trample.'), [
      'S:Mode$ Continuous | Affected$ Creature.Self | AddKeyword$ First Strike & Trample',
    ]);
  });

  test('"exactly N counters on ~" is read, not written (measured: Forge\'s one script spells a bonus `+2`)', () => {
    assert.deepStrictEqual(notScripted('Moon Dial {3}\nArtifact\nAs long as there are exactly three time counters on Moon Dial, creatures you control have flying.'), ['"exactly N counters on ~" (not written yet)']);
  });

  test('an equipped creature\'s keyword, then more of it while it is of a kind: Creature.EquippedBy, then Card.EquippedBy+Knight', () => {
    assert.deepStrictEqual(script("Sunforged Mace {2}\nArtifact — Equipment\nEquipped creature has vigilance. As long as it's a Knight, it gets +2/+0. As long as it's white, it has lifelink.\nEquip {3}"), [
      'S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddKeyword$ Vigilance', 'S:Mode$ Continuous | Affected$ Card.EquippedBy+Knight | AddPower$ 2',
      'S:Mode$ Continuous | Affected$ Card.EquippedBy+White | AddKeyword$ Lifelink', 'K:Equip:3',
    ]);
  });

  test('"as long as enchanted permanent is a Vehicle, it\'s a creature …" of an Equipment is not written', () => {
    assert.deepStrictEqual(notScripted("Tow Chain {2}\nArtifact — Equipment\nAs long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.\nEquip {2}"), [
      '"as long as enchanted permanent is …" of a card that is not an Aura',
    ]);
  });

  test('a keyword as the condition: the equipped creature\'s in Affected$ (Card.EquippedBy+withFlying), the card\'s own counted', () => {
    assert.deepStrictEqual(script('Gale Harness {2}\nArtifact — Equipment\nAs long as equipped creature has flying, it gets +1/+1.\nEquip {1}')[0],
      'S:Mode$ Continuous | Affected$ Card.EquippedBy+withFlying | AddPower$ 1 | AddToughness$ 1');
    assert.deepStrictEqual(script('Thornwall Sentry {2}{G}\nCreature — Plant Wall\nDefender\nAs long as Thornwall Sentry has defender, it has reach.\n0/5'), [
      'K:Defender', 'S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Reach | CheckSVar$ X | SVarCompare$ GE1', 'SVar:X:Count$Valid Card.Self+withDefender',
    ]);
  });

  test('an opponent below half their starting life: CheckSVar$ of PlayerCountOpponents$HasPropertyLessThanHalfStartingLifeTotal, no compare', () => {
    assert.deepStrictEqual(script("Gloom Harrier {2}{B}\nCreature — Bat Horror\nGloom Harrier gets +2/+2 as long as an opponent's life total is less than half their starting life total.\n2/1"), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | AddToughness$ 2 | CheckSVar$ X', 'SVar:X:PlayerCountOpponents$HasPropertyLessThanHalfStartingLifeTotal',
    ]);
  });
});
