import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: the mana value of the spell countered', () => {
  test('"that spell\'s mana value" after "Counter target spell" is remembered by the counter (Count$RememberedNumber), then forgotten', () => {
    assert.deepStrictEqual(script("Test Quell {1}{U}{U}\nInstant\nCounter target spell. Each opponent loses X life, where X is that spell's mana value."), [
      'A:SP$ Counter | Cost$ 1 U U | TargetType$ Spell | ValidTgts$ Card | RememberCounteredCMC$ True | SubAbility$ DBLoseLife',
      'SVar:X:Count$RememberedNumber',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ Player.Opponent | LifeAmount$ X | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('"its mana value" after a counter stays the target\'s (Targeted$CardManaCost), as Forge\'s script of it', () => {
    const lines = script('Test Tithe {1}{W}\nInstant\nCounter target creature spell. You gain life equal to its mana value.');
    assert.ok(lines.includes('SVar:X:Targeted$CardManaCost') && !lines.some((l) => /Remember/.test(l)), lines.join('\n'));
  });
});
