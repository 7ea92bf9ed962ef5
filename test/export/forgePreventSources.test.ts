import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: prevention of a group of sources to a group', () => {
  test('damage to you by a group of creatures is an Effect with ValidTarget$ and ValidSource$', () => {
    assert.deepStrictEqual(script('Crow Ward {4}\nArtifact\n{5}, {T}: Prevent all damage that would be dealt to you this turn by creatures with flying.'), [
      'A:AB$ Effect | Cost$ 5 T | Name$ Crow Ward Effect | ReplacementEffects$ RPrevent',
      'SVar:RPrevent:Event$ DamageDone | Prevent$ True | ActiveZones$ Command | ValidTarget$ You | ValidSource$ Creature.withFlying',
    ]);
  });

  test('"(combat) damage that creatures would deal to players this turn" is the same Effect', () => {
    assert.deepStrictEqual(script('Hazy Veil {1}{W}{W}\nSorcery\nPrevent all combat damage that creatures would deal to players this turn.'), [
      'A:SP$ Effect | Cost$ 1 W W | Name$ Hazy Veil Effect | ReplacementEffects$ RPrevent',
      'SVar:RPrevent:Event$ DamageDone | Prevent$ True | IsCombat$ True | ActiveZones$ Command | ValidTarget$ Player | ValidSource$ Creature',
    ]);
  });
});

suite('Forge scripts: a permanent shielded from a group of creatures', () => {
  test('damage to the creature by a group is a DamageDone replacement of ValidTarget$ Creature.Self', () => {
    assert.deepStrictEqual(script('Hexed Wall {1}{B}{B}\nCreature — Spirit Wall\nPrevent all combat damage that would be dealt to Hexed Wall by attacking creatures.\n1/5'), [
      'R:Event$ DamageDone | Prevent$ True | ValidSource$ Creature.attacking | ValidTarget$ Creature.Self | IsCombat$ True',
    ]);
    assert.deepStrictEqual(script('Hexed Knight {2}{W}\nCreature — Human Knight\nPrevent all combat damage that would be dealt to Hexed Knight by black creatures.\n2/2'), [
      'R:Event$ DamageDone | Prevent$ True | ValidSource$ Creature.Black | ValidTarget$ Creature.Self | IsCombat$ True',
    ]);
  });
});

suite('Forge scripts: the next combat damage prevented', () => {
  test('"the next N combat damage" is PreventDamage with CombatDamage$ True', () => {
    assert.deepStrictEqual(script('Shield Hawk {2}{W}\nCreature — Bird Soldier\nFlying\n{2}{W}: Prevent the next 2 combat damage that would be dealt to you this turn.\n1/3'), [
      'K:Flying',
      'A:AB$ PreventDamage | Cost$ 2 W | Defined$ You | Amount$ 2 | CombatDamage$ True',
    ]);
  });
});
