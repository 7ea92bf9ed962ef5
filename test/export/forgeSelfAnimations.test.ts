import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: the card itself becomes a creature in a cast trigger, or has new base power and toughness', () => {
  test('"if ~ is an enchantment, ~ becomes a 3/2 Golem creature with …" is IsPresent$ Card.Self+Enchantment and a lasting Animate with RemoveCardTypes$', () => {
    assert.deepStrictEqual(script('Jasper Sentinel {1}{W}\nEnchantment\nWhenever an opponent casts an artifact spell, if Jasper Sentinel is an enchantment, Jasper Sentinel becomes a 3/2 Golem creature with vigilance and first strike.'), [
      'T:Mode$ SpellCast | ValidCard$ Artifact | ValidActivatingPlayer$ Opponent | TriggerZones$ Battlefield | IsPresent$ Card.Self+Enchantment | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Animate | Defined$ Self | Power$ 3 | Toughness$ 2 | Types$ Creature,Golem | RemoveCardTypes$ True | Keywords$ Vigilance & First Strike | Permanent$ True',
    ]);
  });

  test('"~ has base power and toughness 5/3 until end of turn and gains deathtouch …" is one Animate of the card itself; "… and can\'t be blocked this turn" its hidden keyword', () => {
    assert.deepStrictEqual(script("Ashgrove Mimic {1}{B/G}\nCreature — Shapeshifter\nWhenever you cast a spell that's both black and green, Ashgrove Mimic has base power and toughness 5/3 until end of turn and gains deathtouch until end of turn.\n2/1"), [
      'T:Mode$ SpellCast | ValidCard$ Card.Black+Green | ValidActivatingPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Animate | Defined$ Self | Power$ 5 | Toughness$ 3 | Keywords$ Deathtouch',
    ]);
    assert.deepStrictEqual(script("Tidemist Mimic {1}{W/U}\nCreature — Shapeshifter\nWhenever you cast a spell that's both white and blue, Tidemist Mimic has base power and toughness 2/4 until end of turn and can't be blocked this turn.\n1/1")[1],
      'SVar:TrigEffect:DB$ Animate | Defined$ Self | Power$ 2 | Toughness$ 4 | HiddenKeywords$ Unblockable');
  });

  test('"you get an experience counter" is a PutCounter of Experience on you', () => {
    assert.deepStrictEqual(script('Veteran Scribe {2}{W}\nCreature — Human Advisor\nWhenever an artifact you control is put into a graveyard from the battlefield, you get an experience counter.\n2/3'), [
      'T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Artifact.YouCtrl | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ You | CounterType$ Experience | CounterNum$ 1',
    ]);
  });
});
