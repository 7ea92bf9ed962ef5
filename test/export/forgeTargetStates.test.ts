import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a target named by its state', () => {
  test('"Destroy target enchanted creature" targets Creature.enchanted', () => {
    assert.deepStrictEqual(script('Rot Gaze {2}{B}{B}\nSorcery\nDestroy target enchanted creature.'), [
      'A:SP$ Destroy | Cost$ 2 B B | ValidTgts$ Creature.enchanted',
    ]);
  });

  test('"target enchanted creature or enchantment creature" is both alternatives, the state first', () => {
    assert.deepStrictEqual(script('Rot Gaze {2}{B}{B}\nSorcery\nDestroy target enchanted creature or enchantment creature.'), [
      'A:SP$ Destroy | Cost$ 2 B B | ValidTgts$ Creature.enchanted,Creature.Enchantment',
    ]);
  });
});

suite('Forge scripts: every object of a kind that loses keywords', () => {
  test('"All (other) creatures lose reach until end of turn" is AnimateAll with RemoveKeywords$', () => {
    assert.deepStrictEqual(script('Gale {1}{U}\nInstant\nAll creatures lose reach until end of turn.'), [
      'A:SP$ AnimateAll | Cost$ 1 U | ValidCards$ Creature | RemoveKeywords$ Reach',
    ]);
    assert.deepStrictEqual(script('Cloud {3}{U}{U}\nCreature — Elemental Bird\n{2}{U}{U}: All other creatures lose reach until end of turn.\n4/3'), [
      'A:AB$ AnimateAll | Cost$ 2 U U | ValidCards$ Creature.Other | RemoveKeywords$ Reach',
    ]);
  });
});

suite('Forge scripts: a target with a counter of any kind', () => {
  test('"target creature with a counter on it" is Creature.HasCounters', () => {
    assert.deepStrictEqual(script('Eyehunter {1}{B}{B}\nCreature — Human Assassin\n{B}{B}, {T}: Destroy target creature with a counter on it. You gain 2 life.\n2/1'), [
      'A:AB$ Destroy | Cost$ B B T | ValidTgts$ Creature.HasCounters | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
  });
});

suite('Forge scripts: what a target Aura is attached to', () => {
  test('"target Aura attached to a creature" is Aura.AttachedTo Creature (with .YouCtrl for "you control")', () => {
    assert.deepStrictEqual(script('Aura Breaker {1}{W}\nInstant\nDestroy target Aura attached to a creature.'), [
      'A:SP$ Destroy | Cost$ 1 W | ValidTgts$ Aura.AttachedTo Creature',
    ]);
    assert.deepStrictEqual(script('Aura Mender {1}{W}\nCreature — Dwarf Monk\n{1}, {T}: Destroy target Aura attached to a creature you control.\n2/1'), [
      'A:AB$ Destroy | Cost$ 1 T | ValidTgts$ Aura.AttachedTo Creature.YouCtrl',
    ]);
  });
});
