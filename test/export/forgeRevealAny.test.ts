import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: revealing any number of cards from your hand', () => {
  test('"Reveal any number of red cards in your hand. ~ deals X damage …, where X is the number of cards revealed this way" remembers the cards and counts them', () => {
    assert.deepStrictEqual(script('Test Oracle {2}{R}\nCreature — Human Shaman\n{1}{R}, {T}: Reveal any number of red cards in your hand. Test Oracle deals X damage to any target, where X is the number of cards revealed this way.\n1/1'), [
      'A:AB$ Reveal | Cost$ 1 R T | Defined$ You | RevealValid$ Card.Red | AnyNumber$ True | RememberRevealed$ True | SubAbility$ DBDealDamage',
      'SVar:X:Remembered$Amount',
      'SVar:DBDealDamage:DB$ DealDamage | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('a P/T change by the cards revealed is unsigned, the count negative for -X/-X', () => {
    const plus = script('Test Scent {G}\nInstant\nReveal any number of green cards in your hand. Target creature gets +X/+X until end of turn, where X is the number of cards revealed this way.');
    assert.ok(plus.some((l) => l.includes('NumAtt$ X | NumDef$ X')));
    assert.ok(plus.includes('SVar:X:Remembered$Amount'));
    const minus = script('Test Scent {B}\nInstant\nReveal any number of black cards in your hand. Target creature gets -X/-X until end of turn, where X is the number of cards revealed this way.');
    assert.ok(minus.some((l) => l.includes('NumAtt$ X | NumDef$ X')));
    assert.ok(minus.includes('SVar:X:Remembered$Amount.Negative'));
  });

  test('"Counter target spell unless its controller pays {1} for each card revealed this way": the count is the cost', () => {
    assert.deepStrictEqual(script('Test Brine {1}{U}\nInstant\nReveal any number of blue cards in your hand. Counter target spell unless its controller pays {1} for each card revealed this way.'), [
      'A:SP$ Reveal | Cost$ 1 U | Defined$ You | RevealValid$ Card.Blue | AnyNumber$ True | RememberRevealed$ True | SubAbility$ DBCounter',
      'SVar:X:Remembered$Amount',
      'SVar:DBCounter:DB$ Counter | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ X | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });
});
