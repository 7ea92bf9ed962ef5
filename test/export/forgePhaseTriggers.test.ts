import * as assert from 'node:assert';
import { exportAs } from './exportHelpers.js';

/** The ability lines of the Forge script of the only card of a set (a card written here), descriptions left out. */
function script(card: string): string[] {
  const result = exportAs('forge', `@set TST Test\n\n${card}\nRarity: Common\n`);
  const file = result.files.find((f) => f.path.startsWith('cards/'))!;
  return (file.content as string).split('\n').filter((l) => /^(K|A|T|S|SVar):/.test(l)).map((l) => l.replace(/ \| (SpellDescription|TriggerDescription|Description)\$ [^|]*$/, ''));
}

suite('Forge scripts: "at the beginning of" triggers', () => {
  test('the upkeep of the enchanted creature\'s controller is ValidPlayer$ EnchantedController; "that player" is TriggeredPlayer', () => {
    assert.deepStrictEqual(script('Gnawing Tick {B}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the upkeep of enchanted creature\'s controller, Gnawing Tick deals 1 damage to that player.'), [
      'K:Enchant creature', 'A:SP$ Attach | Cost$ B | ValidTgts$ Creature',
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ EnchantedController | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 1',
    ]);
    assert.deepStrictEqual(script('Heavy Thoughts {1}{U}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the draw step of enchanted creature\'s controller, that player draws an additional card.').slice(2), [
      'T:Mode$ Phase | Phase$ Draw | ValidPlayer$ EnchantedController | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Draw | Defined$ TriggeredPlayer | NumCards$ 1',
    ]);
  });

  test('a Curse\'s "enchanted player\'s upkeep" is ValidPlayer$ Player.EnchantedBy', () => {
    assert.deepStrictEqual(script('Curse of Dust {2}{B}\nEnchantment — Aura Curse\nEnchant player\nAt the beginning of enchanted player\'s upkeep, that player mills two cards.').slice(2), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player.EnchantedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Mill | Defined$ TriggeredPlayer | NumCards$ 2',
    ]);
  });
});
