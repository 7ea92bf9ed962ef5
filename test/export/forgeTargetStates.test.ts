import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a target named by its state', () => {
  test('"Destroy target enchanted creature" targets Creature.enchanted', () => {
    assert.deepStrictEqual(script('Rot Gaze {1}{B}\nInstant\nDestroy target enchanted creature.'), [
      'A:SP$ Destroy | Cost$ 1 B | ValidTgts$ Creature.enchanted',
    ]);
  });

  test('"target enchanted creature or enchantment creature" is both alternatives, the state first', () => {
    assert.deepStrictEqual(script('Rot Gaze {1}{B}\nInstant\nDestroy target enchanted creature or enchantment creature.'), [
      'A:SP$ Destroy | Cost$ 1 B | ValidTgts$ Creature.enchanted,Creature.Enchantment',
    ]);
  });
});
