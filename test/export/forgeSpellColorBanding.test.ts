import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a spell or a permanent that becomes a colour, and banding until end of turn', () => {
  test('"target spell or permanent becomes <colour>" targets a card on the stack or the battlefield, for good with no duration', () => {
    assert.deepStrictEqual(script('Inkwash {1}{U}\nInstant\nTarget spell or permanent becomes blue. Draw a card.'), [
      'A:SP$ Animate | Cost$ 1 U | ValidTgts$ Card | TgtZone$ Stack,Battlefield | Colors$ Blue | OverwriteColors$ True | Permanent$ True | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Paint Imp {2}\nArtifact Creature — Imp\n{2}, {T}: Target spell or permanent becomes green until end of turn.\n1/1'), [
      'A:AB$ Animate | Cost$ 2 T | ValidTgts$ Card | TgtZone$ Stack,Battlefield | Colors$ Green | OverwriteColors$ True',
    ]);
  });

  test('a permanent that becomes a colour with no duration becomes it for good', () => {
    assert.deepStrictEqual(script('Blanching Ray {W}\nSorcery\nTarget creature becomes colorless.'), [
      'A:SP$ Animate | Cost$ W | ValidTgts$ Creature | Colors$ Colorless | OverwriteColors$ True | Permanent$ True',
    ]);
  });

  test('a spell of a kind, or spells among other targets, is not written', () => {
    assert.match(forgeNotScripted('Inkwash {1}{U}\nInstant\nTarget creature spell becomes blue.').join('\n'), /a spell that becomes a colour/);
    assert.match(forgeNotScripted('Inkwash {1}{U}\nInstant\nUp to two target spells or permanents become red.').join('\n'), /a spell that becomes a colour/);
  });

  test('a target or the card itself gains banding until end of turn: `KW$ Banding`', () => {
    assert.deepStrictEqual(script('Herd Captain {3}{W}\nCreature — Human Knight\n{2}{W}: Target Soldier creature gains banding until end of turn.\n2/3'), [
      'A:AB$ Pump | Cost$ 2 W | ValidTgts$ Creature.Soldier | KW$ Banding',
    ]);
    assert.deepStrictEqual(script('Shield Wagon {4}\nArtifact Creature — Construct\n{2}: Shield Wagon gets +0/+1 and gains banding until end of turn.\n1/4'), [
      'A:AB$ Pump | Cost$ 2 | Defined$ Self | NumDef$ +1 | KW$ Banding',
    ]);
  });

  test('banding a static grants is not read', () => {
    assert.notDeepStrictEqual(forgeNotScripted('Band Banner {2}{W}\nEnchantment\nSoldier creatures you control have banding.'), []);
  });
});
