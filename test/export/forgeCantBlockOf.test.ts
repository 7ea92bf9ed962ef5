import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const troll = (text: string): string => `Shy Troll {2}{G}\nCreature — Troll\nReach\n${text}\n3/3`;

suite('Forge scripts of "~ can\'t block <creatures>"', () => {
  test('the attackers as K:CantBlock, then the card\'s own words for them', () => {
    assert.deepStrictEqual(script(troll("Shy Troll can't block creatures with toughness 5 or greater.")), ['K:Reach', 'K:CantBlock Creature.toughnessGE5:creatures with toughness 5 or greater']);
    assert.deepStrictEqual(script(troll("Shy Troll can't block red creatures with power 1 or less.")), ['K:Reach', 'K:CantBlock Creature.Red+powerLE1:red creatures with power 1 or less']);
    assert.deepStrictEqual(script(troll("Shy Troll can't block Goblins.")), ['K:Reach', 'K:CantBlock Creature.Goblin:Goblins']);
  });

  test('"This creature can\'t block …" (the modern wording) is written the same way', () => {
    assert.deepStrictEqual(script(troll("This creature can't block creatures with toughness 5 or greater.")), ['K:Reach', 'K:CantBlock Creature.toughnessGE5:creatures with toughness 5 or greater']);
    assert.deepStrictEqual(script(troll("This creature can't block black Zombies.")), ['K:Reach', 'K:CantBlock Creature.Zombie+Black:black Zombies']);
  });

  test('with a condition, an ability word, a P/T change or another restriction beside it, it is not written', () => {
    assert.ok(forgeNotScripted(troll("As long as you control a Swamp, Shy Troll can't block Goblins.")).length > 0);
    assert.ok(forgeNotScripted(troll("Threshold — Shy Troll can't block creatures with toughness 3 or less.")).length > 0);
    assert.ok(forgeNotScripted(troll("Shy Troll gets +1/+0 and can't block Goblins.")).length > 0);
    assert.ok(forgeNotScripted(troll("Shy Troll can't block Goblins and can't be blocked by Walls.")).length > 0);
  });

  test('"~ can\'t block and can\'t be blocked by Walls" is not written (its one keyword would lose "can\'t block")', () => {
    assert.ok(forgeNotScripted(troll("Shy Troll can't block and can't be blocked by Walls.")).length > 0);
  });
});
