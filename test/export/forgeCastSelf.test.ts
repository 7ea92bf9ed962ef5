import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: "When you cast this spell" (a trigger of the card itself, from the stack)', () => {
  test('it is SpellCast of the card itself with no trigger zone', () => {
    assert.deepStrictEqual(script('Rift Colossus {8}\nCreature — Eldrazi\nWhen you cast this spell, destroy target artifact.\n9/9'), [
      'T:Mode$ SpellCast | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ Destroy | ValidTgts$ Artifact',
    ]);
  });

  test('an extra turn or a card returned from a graveyard in it is not written yet (Forge spells them two ways)', () => {
    assert.match(notScripted('Rift Colossus {8}\nCreature — Eldrazi\nWhen you cast this spell, return target artifact card from your graveyard to your hand.\n9/9').join('\n'), /a card returned from a graveyard when the card itself is cast/);
  });

  test('a "you may" of it is asked of you', () => {
    assert.strictEqual(script('Rift Colossus {8}\nCreature — Eldrazi\nWhen you cast this spell, you may tap target creature.\n9/9')[0],
      'T:Mode$ SpellCast | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigEffect');
  });
});
