import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of conditions on where the card is and on the top card of your library', () => {
  test('"As long as ~ is in your graveyard, lands you control have "{T}: Add {R} or {B}."": EffectZone$ Graveyard, one mana ability per colour', () => {
    assert.deepStrictEqual(script('Cinder Rift {1}\nArtifact\nAs long as Cinder Rift is in your graveyard, lands you control have "{T}: Add {R} or {B}."'), [
      'S:Mode$ Continuous | EffectZone$ Graveyard | Affected$ Land.YouCtrl | AddAbility$ ABMana & ABMana2', 'SVar:ABMana:AB$ Mana | Cost$ T | Produced$ R', 'SVar:ABMana2:AB$ Mana | Cost$ T | Produced$ B',
    ]);
    assert.deepStrictEqual(script('Cinder Rift {1}\nArtifact\nAs long as Cinder Rift is in your graveyard, creatures you control get +1/+0.'), ['S:Mode$ Continuous | EffectZone$ Graveyard | Affected$ Creature.YouCtrl | AddPower$ 1']);
  });

  test('"As long as the top card of your library is …": TopCardOfLibraryIs$ with a card type bare and a colour of Card', () => {
    assert.deepStrictEqual(script('Tidemark Seer {2}{G}\nCreature — Merfolk\nAs long as the top card of your library is a creature card, Tidemark Seer gets +2/+2.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | AddToughness$ 2 | TopCardOfLibraryIs$ Creature',
    ]);
    assert.deepStrictEqual(script('Tidemark Seer {2}{G}\nCreature — Merfolk\nAs long as the top card of your library is a land card, Tidemark Seer has "{T}: Add two mana of any one color."\n2/2'), [
      'S:Mode$ Continuous | Affected$ Card.Self | AddAbility$ ABMana | TopCardOfLibraryIs$ Land', 'SVar:ABMana:AB$ Mana | Cost$ T | Produced$ Any | Amount$ 2',
    ]);
    assert.deepStrictEqual(script('Duskwater Oracle {2}{B}\nCreature — Human Wizard\nAs long as the top card of your library is black, black creatures you control get +1/+1.\n2/2'), [
      'S:Mode$ Continuous | Affected$ Creature.Black+YouCtrl | AddPower$ 1 | AddToughness$ 1 | TopCardOfLibraryIs$ Card.Black',
    ]);
  });

  test('the top card of your library is not written as a vanguard\'s condition, nor as "Activate only if"', () => {
    assert.ok(notScripted('Duskwater Avatar\nVanguard\nAs long as the top card of your library is black, black creatures you control get +1/+1.\nHand +0, life +2').some((r) => r.includes('from the command zone')));
    assert.strictEqual(notScripted('Duskwater Lamp {2}\nArtifact\n{T}: Draw a card. Activate only if the top card of your library is a land card.').length, 1);
  });

  test('an Aura of a creature or a Vehicle: the Vehicle a creature is Vehicle.AttachedBy | AddType$ Creature, its enchanted creature Creature.EnchantedBy', () => {
    assert.deepStrictEqual(script("Harness Mod {2}{R}\nEnchantment — Aura\nEnchant creature or Vehicle\nAs long as enchanted permanent is a Vehicle, it is a creature in addition to its other types.\nEnchanted creature gets +1/+1 and has haste."), [
      'K:Enchant creature or Vehicle', 'A:SP$ Attach | Cost$ 2 R | ValidTgts$ Creature,Vehicle', 'S:Mode$ Continuous | Affected$ Vehicle.AttachedBy | AddType$ Creature',
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Haste',
    ]);
    // Of an Aura of an artifact or a land, the enchanted permanent stays Card.EnchantedBy.
    assert.deepStrictEqual(script('Numb Coil {1}{U}\nEnchantment — Aura\nEnchant artifact or land\nEnchanted permanent doesn\'t untap during its controller\'s untap step.').slice(2), [
      "S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddHiddenKeyword$ CARDNAME doesn't untap during your untap step.",
    ]);
  });

  test('"At the beginning of your upkeep, if ~ is in your graveyard": IsPresent$ Card.StrictlySelf in your graveyard, the trigger working from there', () => {
    assert.deepStrictEqual(script('Pale Haunt {1}{B}\nCreature — Zombie\nAt the beginning of your upkeep, if Pale Haunt is in your graveyard, you gain 2 life.\n2/1'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | IsPresent$ Card.StrictlySelf | PresentZone$ Graveyard | PresentPlayer$ You | TriggerZones$ Graveyard | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 2',
    ]);
    // Of another event, Forge's scripts spell it several ways: not written.
    assert.strictEqual(notScripted('Pale Haunt {1}{B}\nCreature — Zombie\nWhenever a creature you control dies, if Pale Haunt is in your graveyard, you gain 2 life.\n2/1').length, 1);
  });

  test('"At the beginning of your upkeep, if ~ is in the command zone": IsPresent$ Card.Self | PresentZone$ Command | TriggerZones$ Command', () => {
    assert.deepStrictEqual(script('Quiet Elder {3}{W}{W}\nLegendary Creature — Human Advisor\nAt the beginning of your upkeep, if Quiet Elder is in the command zone, you gain 1 life.\n2/5'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | IsPresent$ Card.Self | PresentZone$ Command | TriggerZones$ Command | Execute$ TrigEffect', 'SVar:TrigEffect:DB$ GainLife | LifeAmount$ 1',
    ]);
    assert.strictEqual(notScripted('Quiet Elder {3}{W}{W}\nLegendary Creature — Human Advisor\nWhenever you cast a spell, if Quiet Elder is in the command zone, you gain 1 life.\n2/5').length, 1);
  });
});
