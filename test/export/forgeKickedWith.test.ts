import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: "if this spell was kicked with its {…} kicker"', () => {
  test('Condition$ Kicked 1 or 2, the cost\'s place in the Kicker keyword; a target chosen before is named either way', () => {
    const lines = script('Mire Writ {1}{B}\nSorcery\nKicker {1}{B} and/or {3}{G}\nTarget player discards a card. If this spell was kicked with its {3}{G} kicker, that player loses 3 life. If Mire Writ was kicked with its {1}{B} kicker, you gain 2 life.');
    assert.deepStrictEqual(lines, [
      'K:Kicker:1 B:3 G',
      'A:SP$ Discard | Cost$ 1 B | ValidTgts$ Player | NumCards$ 1 | Mode$ TgtChoose | SubAbility$ DBLoseLife',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ Targeted | LifeAmount$ 3 | Condition$ Kicked 2 | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2 | Condition$ Kicked 1',
    ]);
  });

  test('of a plain kicker, a step on the spell\'s target is still not written', () => {
    assert.ok(notScripted('Keen Bite {B}\nInstant\nKicker {1}{B}\nTarget creature gets +2/+0 until end of turn. If this spell was kicked, that creature gains deathtouch until end of turn.').includes('a target chosen only if the spell was kicked'));
  });

  test('"…, it deals 5 damage to that creature instead" of one of two kicker costs is not written (Count$Kicked counts either)', () => {
    assert.ok(notScripted('Mire Writ {1}{R}\nInstant\nKicker {1}{B} and/or {3}{G}\nMire Writ deals 1 damage to target creature. If this spell was kicked with its {3}{G} kicker, Mire Writ deals 5 damage to that creature instead.')
      .some((r) => r.includes('of a card with another kicker cost')));
    assert.ok(!script('Mire Writ {1}{R}\nInstant\nKicker {1}{B} and/or {3}{G}\nYou draw a card. If this spell was kicked with its {1}{B} kicker, draw three cards instead.').some((l) => l.includes('Count$Kicked')));
  });

  test('of a single kicker cost, plain Condition$ Kicked; of two Kicker lines, not written with a reason that says so', () => {
    assert.ok(script('Mire Writ {1}{B}\nSorcery\nKicker {1}{B}\nTarget player discards a card. If this spell was kicked with its {1}{B} kicker, you gain 2 life.')
      .includes('SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2 | Condition$ Kicked'));
    assert.deepStrictEqual(notScripted('Mire Writ {1}{B}\nSorcery\nKicker {1}{B}\nKicker {3}{G}\nTarget player discards a card. If this spell was kicked with its {1}{B} kicker, you gain 2 life.'),
      ['"kicked with its … kicker" of a card without one Kicker keyword (none, or two on lines of their own): not written yet']);
    assert.deepStrictEqual(notScripted('Mire Writ {1}{B}\nSorcery\nKicker {1}{B}\nTarget player discards a card. If this spell was kicked with its {2}{B} kicker, you gain 2 life.'),
      ['"kicked with its … kicker" of a cost the card\'s Kicker keyword does not have']);
  });

  test('"…, it deals 4 damage to that creature instead" of the one kicker cost is Count$Kicked; of another cost, not written', () => {
    const lines = script('Cinder Nudge {R}\nInstant\nKicker {2}{R}\nCinder Nudge deals 1 damage to target creature. If this spell was kicked with its {2}{R} kicker, it deals 4 damage to that creature instead.');
    assert.ok(lines.some((l) => l.startsWith('A:SP$ DealDamage') && l.includes('NumDmg$ X')), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$Kicked.4.1'), lines.join('\n'));
    assert.ok(notScripted('Cinder Nudge {R}\nInstant\nKicker {2}{R}\nCinder Nudge deals 1 damage to target creature. If this spell was kicked with its {1}{G} kicker, it deals 4 damage to that creature instead.')
      .some((r) => r.includes('of a card with another kicker cost')));
  });

  test('inside a mode, the cost\'s place in the keyword too', () => {
    const lines = script('Mire Writ {1}{B}\nSorcery\nKicker {1}{B} and/or {3}{G}\nChoose one —\n• Target player discards a card. If this spell was kicked with its {1}{B} kicker, you gain 2 life.\n• You draw a card. If this spell was kicked with its {3}{G} kicker, you gain 3 life.');
    assert.ok(lines.includes('SVar:DBGainLife2:DB$ GainLife | LifeAmount$ 3 | Condition$ Kicked 2'), lines.join('\n'));
  });
});
