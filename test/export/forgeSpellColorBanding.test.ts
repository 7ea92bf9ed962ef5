import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a spell or a permanent that becomes a colour, and banding until end of turn', () => {
  test('"target spell or permanent becomes <colour>" targets a card on the stack or the battlefield, for good with no duration', () => {
    assert.deepStrictEqual(script('Inkwash {1}{U}\nInstant\nTarget spell or permanent becomes black. You lose 1 life.'), [
      'A:SP$ Animate | Cost$ 1 U | ValidTgts$ Card | TgtZone$ Stack,Battlefield | Colors$ Black | OverwriteColors$ True | Permanent$ True | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 1',
    ]);
    assert.deepStrictEqual(script('Paint Imp {2}\nArtifact Creature — Imp\n{U}, Sacrifice Paint Imp: Target spell or permanent becomes black until end of turn.\n1/1'), [
      'A:AB$ Animate | Cost$ U Sac<1/CARDNAME> | ValidTgts$ Card | TgtZone$ Stack,Battlefield | Colors$ Black | OverwriteColors$ True',
    ]);
  });

  test('a later "it" of a spell or permanent that becomes a colour is that same target (`Defined$ Targeted`)', () => {
    assert.deepStrictEqual(script('Tidewash Flick {1}{U}\nInstant\nTarget spell or permanent becomes blue until end of turn. Tap it. Scry 2.'), [
      'A:SP$ Animate | Cost$ 1 U | ValidTgts$ Card | TgtZone$ Stack,Battlefield | Colors$ Blue | OverwriteColors$ True | SubAbility$ DBTap',
      'SVar:DBTap:DB$ Tap | Defined$ Targeted | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 2',
    ]);
    const counter = script('Azure Toll {U}{U}\nInstant\nTarget spell or permanent becomes blue until end of turn. Counter it unless its controller pays {1}.');
    assert.ok(!counter.join('\n').includes('ValidTgts$ Card,Permanent') && counter.join('\n').includes('Defined$ Targeted'), counter.join('\n'));
    const flying = script('Skyhue Wisp {2}{U}\nInstant\nTarget spell or permanent becomes blue until end of turn. It gains flying until end of turn.');
    assert.deepStrictEqual(flying.slice(1), ['SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ Flying']);
  });

  test('a permanent that becomes a colour with no duration becomes it for good', () => {
    assert.deepStrictEqual(script('Blanching Ray {W}\nSorcery\nTarget creature becomes colorless.'), [
      'A:SP$ Animate | Cost$ W | ValidTgts$ Creature | Colors$ Colorless | OverwriteColors$ True | Permanent$ True',
    ]);
  });

  test('a spell of a kind, or spells among other targets, is not written', () => {
    assert.match(forgeNotScripted('Inkwash {1}{U}\nInstant\nTarget creature spell becomes black. You lose 1 life.').join('\n'), /a spell that becomes a colour/);
    assert.match(forgeNotScripted('Inkwash {1}{U}\nInstant\nUp to two target spells or permanents become red. You lose 1 life.').join('\n'), /a spell that becomes a colour/);
    assert.match(forgeNotScripted('Hue Gnome {1}\nArtifact Creature — Gnome\n{2}, Sacrifice Hue Gnome: Target spell becomes colorless. Scry 1.\n1/1').join('\n'), /a spell that becomes a colour/);
  });

  test('a card in a graveyard that becomes a colour is not written, and says so', () => {
    assert.deepStrictEqual(forgeNotScripted('Grave Dye {1}{B}\nInstant\nTarget creature card in your graveyard becomes red. Draw a card.'), ['a card in a graveyard that becomes a colour or a type (not written yet)']);
  });

  test('a target or the card itself gains banding until end of turn: `KW$ Banding`', () => {
    assert.deepStrictEqual(script('Herd Captain {3}{W}\nCreature — Human Knight\n{1}{W}, {T}: Target creature with power 3 or greater gains banding until end of turn.\n2/3'), [
      'A:AB$ Pump | Cost$ 1 W T | ValidTgts$ Creature.powerGE3 | KW$ Banding',
    ]);
    assert.deepStrictEqual(script('Shield Wagon {4}\nArtifact Creature — Construct\n{2}: Shield Wagon gets +0/+1 and gains banding until end of turn.\n1/4'), [
      'A:AB$ Pump | Cost$ 2 | Defined$ Self | NumDef$ +1 | KW$ Banding',
    ]);
  });

  test('banding a static grants is not read', () => {
    assert.deepStrictEqual(forgeNotScripted('Band Banner {2}{W}\nEnchantment\nKnight creatures you control have banding and vigilance.'), ['cardtext cannot read "banding and vigilance."']);
  });
});
