import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: triggers on a permanent tapped for mana', () => {
  test('"Whenever enchanted land is tapped for mana, its controller adds an additional {G}" is TapsForMana of Card.AttachedBy, a mana ability (Static$)', () => {
    assert.deepStrictEqual(script('Test Bloom {G}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.').slice(-2), [
      'T:Mode$ TapsForMana | ValidCard$ Card.AttachedBy | Static$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Mana | Produced$ G | Amount$ 1 | Defined$ TriggeredCardController',
    ]);
  });

  test('"… adds an additional two mana in any combination of colors" is Mana of Combo Any with its amount', () => {
    assert.deepStrictEqual(script('Test Fest {3}{G}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional two mana in any combination of colors.').slice(-1), [
      'SVar:TrigEffect:DB$ Mana | Produced$ Combo Any | Amount$ 2 | Defined$ TriggeredCardController',
    ]);
  });

  test('"… adds an additional {G} for each Elf on the battlefield": the count in the SVar X', () => {
    assert.deepStrictEqual(script('Test Grove {2}{G}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G} for each Elf on the battlefield.').slice(-2), [
      'SVar:X:Count$Valid Elf', 'SVar:TrigEffect:DB$ Mana | Produced$ G | Amount$ X | Defined$ TriggeredCardController',
    ]);
  });

  test('"that player adds one mana of any type that land produced" is ManaReflected of the triggered land\'s produced mana, a mana ability', () => {
    assert.deepStrictEqual(script('Test Flare {2}{R}\nEnchantment\nWhenever a player taps a land for mana, that player adds one mana of any type that land produced.'), [
      'T:Mode$ TapsForMana | ValidCard$ Land | TriggerZones$ Battlefield | Static$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ManaReflected | ColorOrType$ Type | Valid$ Defined.Triggered | ReflectProperty$ Produced | Defined$ TriggeredPlayer',
    ]);
  });

  test('"Whenever a player taps a land for mana, ~ deals 1 damage to that player": on the battlefield, that player TriggeredPlayer, not a mana ability', () => {
    assert.deepStrictEqual(script('Test Barbs {2}{R}\nEnchantment\nWhenever a player taps a land for mana, Test Barbs deals 1 damage to that player.'), [
      'T:Mode$ TapsForMana | ValidCard$ Land | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 1',
    ]);
    assert.deepStrictEqual(script('Test Vampire {3}{B}\nCreature — Vampire\nWhenever you tap a Swamp for mana, add an additional {B}.\n3/3'), [
      'T:Mode$ TapsForMana | ValidCard$ Swamp.YouCtrl | TriggerZones$ Battlefield | Static$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Mana | Produced$ B | Amount$ 1',
    ]);
  });
});
