import * as assert from 'node:assert';
import { describedAll as described, forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: the enchanted permanent becoming tapped', () => {
  test('"Whenever enchanted land becomes tapped, its controller loses 3 life" is Taps of Card.AttachedBy on the battlefield', () => {
    const mire = 'Test Mire {2}{B}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land becomes tapped, its controller loses 3 life.';
    assert.deepStrictEqual(script(mire).filter((l) => l.startsWith('T:') || l.startsWith('SVar:')), [
      'T:Mode$ Taps | ValidCard$ Card.AttachedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ LoseLife | Defined$ TriggeredCardController | LifeAmount$ 3',
    ]);
    assert.match(described(mire), /when the enchanted permanent becomes tapped/);
  });

  test('"that creature\'s controller … unless that player pays" after an enchanted creature\'s tapping names the tapped creature\'s controller', () => {
    const lines = script("Test Fits {1}{R}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature becomes tapped, Test Fits deals 1 damage to that creature's controller unless that player pays {2}.");
    assert.deepStrictEqual(lines.filter((l) => l.startsWith('T:') || l.startsWith('SVar:')), [
      'T:Mode$ Taps | ValidCard$ Card.AttachedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredCardController | NumDmg$ 1 | UnlessCost$ 2 | UnlessPayer$ TriggeredCardController',
    ]);
  });

  test('"put a +1/+1 counter on it" after an enchanted creature\'s tapping puts it on the tapped creature', () => {
    const lines = script('Test Shackle {B}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature becomes tapped, put a +1/+1 counter on it.');
    assert.deepStrictEqual(lines.filter((l) => l.startsWith('T:') || l.startsWith('SVar:')), [
      'T:Mode$ Taps | ValidCard$ Card.AttachedBy | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ TriggeredCard | CounterType$ P1P1 | CounterNum$ 1',
    ]);
  });
});
