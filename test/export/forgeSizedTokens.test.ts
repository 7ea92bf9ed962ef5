import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const mossSpell = (text: string) => `Moss Swell {3}{G}\nSorcery\n${text}`;

suite('Forge export: an X/X token whose size is an amount', () => {
  test('TokenPower$ X and TokenToughness$ X with the amount as X', () => {
    assert.deepStrictEqual(script(mossSpell('Create an X/X green Ooze creature token, where X is the greatest power among creatures you control.')), [
      'A:SP$ Token | Cost$ 3 G | TokenAmount$ 1 | TokenName$ Ooze | TokenTypes$ Creature,Ooze | TokenOwner$ You | TokenColors$ Green | TokenPower$ X | TokenToughness$ X',
      'SVar:X:Count$GreatestPower_Creature.YouCtrl',
    ]);
  });

  test('with no "where X is", X is the cost\'s X; one SVar for the number and the size alike', () => {
    assert.deepStrictEqual(script('Ooze Bloom {X}{X}{G}\nSorcery\nCreate X X/X green Ooze creature tokens.'), [
      'A:SP$ Token | Cost$ X X G | TokenAmount$ X | TokenName$ Ooze | TokenTypes$ Creature,Ooze | TokenOwner$ You | TokenColors$ Green | TokenPower$ X | TokenToughness$ X',
      'SVar:X:Count$xPaid',
    ]);
  });

  test('an X/X token with no X to count is not written', () => {
    assert.strictEqual(notScripted('Ooze Vat {3}\nArtifact\n{T}: Create an X/X green Ooze creature token.').length, 1);
  });
});
