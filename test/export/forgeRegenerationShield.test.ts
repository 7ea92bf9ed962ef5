import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts of "If ~ would be destroyed, regenerate it."', () => {
  test('the card\'s own standing regeneration is Forge\'s keyword of it', () => {
    assert.deepStrictEqual(script('Lichen Colossus {5}{G}\nCreature — Plant Giant\nVigilance\nIf Lichen Colossus would be destroyed, regenerate it.\n5/6'), ['K:Vigilance', 'K:If CARDNAME would be destroyed, regenerate it.']);
  });

  test('with more after it, as an option, or of an enchanted creature it is not written', () => {
    assert.ok(forgeNotScripted('Lichen Imp {1}{B}\nCreature — Imp\nIf Lichen Imp would be destroyed, regenerate it and tap it.\n1/1').length > 0);
    assert.ok(forgeNotScripted('Lichen Wall {1}{G}\nCreature — Wall\nDefender\nIf Lichen Wall would be destroyed, you may regenerate it.\n0/4').length > 0);
    assert.ok(forgeNotScripted('Lichen Ward {1}{G}\nEnchantment — Aura\nEnchant creature\nIf enchanted creature would be destroyed, regenerate it.').length > 0);
  });
});
