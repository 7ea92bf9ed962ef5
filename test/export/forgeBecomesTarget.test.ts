import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: a creature becoming the target of a spell or ability', () => {
  test('"When enchanted creature becomes the target …, <step> that creature" names the creature targeted (TriggeredTarget)', () => {
    assert.deepStrictEqual(script('Test Snare {2}{W}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature becomes the target of a spell or ability, tap that creature.'), [
      'K:Enchant creature',
      'A:SP$ Attach | Cost$ 2 W | ValidTgts$ Creature',
      'T:Mode$ BecomesTarget | ValidTarget$ Card.AttachedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Tap | Defined$ TriggeredTarget',
    ]);
  });

  test('"Whenever a creature becomes the target …" is not written yet (Forge names the creature two ways)', () => {
    const card = 'Test Spirit {3}{B}\nCreature — Spirit\nWhenever a creature becomes the target of a spell or ability, tap that creature.\n2/2';
    assert.deepStrictEqual(script(card).filter((l) => l.startsWith('T:')), []);
    assert.match(notScripted(card).join('\n'), /a creature of a kind becoming the target of a spell or ability \(not written yet: Forge spells it two ways\)/);
  });
});
