import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: a spell\'s alternative cost while you control an object of a kind', () => {
  test('a second spell ability with the other cost and IsPresent$, as Forge\'s scripts of it', () => {
    assert.deepStrictEqual(script('Tide Hex {2}{U}\nInstant\nIf you control an Island, you may pay 3 life rather than pay this spell\'s mana cost.\nTarget creature gets -2/-0 until end of turn.'), [
      'A:SP$ Pump | Cost$ 2 U | ValidTgts$ Creature | NumAtt$ -2',
      'A:SP$ Pump | Cost$ PayLife<3> | ValidTgts$ Creature | NumAtt$ -2 | IsPresent$ Island.YouCtrl',
    ]);
    const lines = script('Dawn Call {2}{W}\nInstant\nIf you control a Plains, you may tap two untapped creatures you control rather than pay this spell\'s mana cost.\nYou gain 4 life. Draw a card.');
    assert.ok(lines.some((l) => l.startsWith('A:SP$ GainLife | Cost$ tapXType<2/Creature> | LifeAmount$ 4 | SubAbility$ ') && l.endsWith('| IsPresent$ Plains.YouCtrl')), lines.join('\n'));
    assert.strictEqual(lines.filter((l) => l.startsWith('SVar:') && l.includes('DB$ Draw')).length, 2, lines.join('\n'));
  });

  test('"you may have an opponent gain 5 life": GainLife<5/Player.Opponent>', () => {
    const lines = script('Grove Gift {3}{G}\nInstant\nIf you control a Forest, rather than pay this spell\'s mana cost, you may have an opponent gain 5 life.\nDraw two cards.');
    assert.ok(lines.includes('A:SP$ Draw | Cost$ GainLife<5/Player.Opponent> | Defined$ You | NumCards$ 2 | IsPresent$ Forest.YouCtrl'), lines.join('\n'));
  });

  test('with a casting restriction, not written (Forge\'s one script of it writes SVar:AltCost)', () => {
    assert.deepStrictEqual(notScripted('Tide Hex {2}{U}\nInstant\nIf you control an Island, you may pay 3 life rather than pay this spell\'s mana cost.\nCast this spell only during combat.\nTarget creature gets -2/-0 until end of turn.'),
      ['an alternative cost of a spell with modes, a casting restriction or another cost (Forge\'s scripts spell it otherwise)']);
  });
});
