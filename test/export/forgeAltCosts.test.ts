import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: a spell\'s alternative cost while you control an object of a kind', () => {
  test('a second spell ability with the other cost and IsPresent$, as Forge\'s scripts of it', () => {
    assert.deepStrictEqual(script('Coil Sermon {3}{U}\nInstant\nIf you control a Merfolk, you may pay 5 life rather than pay this spell\'s mana cost.\nReturn target nonland permanent to its owner\'s hand.'), [
      'A:SP$ ChangeZone | Cost$ 3 U | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Permanent.nonLand',
      'A:SP$ ChangeZone | Cost$ PayLife<5> | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Permanent.nonLand | IsPresent$ Merfolk.YouCtrl',
    ]);
    const lines = script('Dawn Call {2}{W}\nInstant\nIf you control a Knight, you may tap two untapped creatures you control rather than pay this spell\'s mana cost.\nYou gain 4 life. Draw a card.');
    assert.ok(lines.some((l) => l.startsWith('A:SP$ GainLife | Cost$ tapXType<2/Creature> | LifeAmount$ 4 | SubAbility$ ') && l.endsWith('| IsPresent$ Knight.YouCtrl')), lines.join('\n'));
    assert.strictEqual(lines.filter((l) => l.startsWith('SVar:') && l.includes('DB$ Draw')).length, 2, lines.join('\n'));
  });

  test('"you may have an opponent gain 6 life": GainLife<6/Player.Opponent>', () => {
    const lines = script('Bramble Pact {4}{G}\nSorcery\nIf you control an Elf, you may have an opponent gain 6 life rather than pay this spell\'s mana cost.\nYou draw two cards.');
    assert.ok(lines.includes('A:SP$ Draw | Cost$ GainLife<6/Player.Opponent> | Defined$ You | NumCards$ 2 | IsPresent$ Elf.YouCtrl'), lines.join('\n'));
  });

  test('with a casting restriction, not written (Forge\'s one script of it writes SVar:AltCost)', () => {
    assert.deepStrictEqual(notScripted('Coil Sermon {3}{U}\nInstant\nIf you control an Island, you may pay 5 life rather than pay this spell\'s mana cost.\nCast this spell only during your turn.\nReturn target nonland permanent to its owner\'s hand.'),
      ['an alternative cost of a spell with modes, a casting restriction or another cost (Forge\'s scripts spell it otherwise)']);
  });

  test('two alternative costs on lines of their own: not written, the card listed as not playable', () => {
    const card = 'Coil Sermon {3}{U}\nInstant\nIf you control an Island, you may pay 5 life rather than pay this spell\'s mana cost.\nIf you control a Merfolk, you may pay 2 life rather than pay this spell\'s mana cost.\nYou draw two cards.';
    assert.deepStrictEqual(script(card), []);
    assert.strictEqual(notScripted(card).filter((r) => r === 'one of two alternative costs of a spell (not written yet)').length, 2);
  });
});
