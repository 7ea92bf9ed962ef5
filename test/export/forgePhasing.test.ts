import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: phasing out', () => {
  test('"~ phases out", "Enchanted creature phases out", "Target creature phases out" are Phases of that object', () => {
    assert.deepStrictEqual(script('Test Djinn {3}{U}\nCreature — Djinn\n{U}{U}: Test Djinn phases out. (While it\'s phased out, it\'s treated as though it doesn\'t exist. It phases in before you untap during your next untap step.)\n3/1'), [
      'A:AB$ Phases | Cost$ U U | Defined$ Self',
    ]);
    assert.deepStrictEqual(script('Test Veil {U}\nEnchantment — Aura\nEnchant creature\n{U}{U}: Enchanted creature phases out.').at(-1), 'A:AB$ Phases | Cost$ U U | Defined$ Enchanted');
    assert.deepStrictEqual(script('Test Mystic {1}{U}\nCreature — Merfolk Wizard\n{U}{U}, {T}: Target creature phases out.\n1/1'), [
      'A:AB$ Phases | Cost$ U U T | ValidTgts$ Creature',
    ]);
  });
});
