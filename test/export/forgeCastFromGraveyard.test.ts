import * as assert from 'node:assert';
import { describedAll, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const recall = 'Deep Recall {1}{U}\nSorcery\nDraw two cards. If this spell was cast from a graveyard, draw three cards instead.\nFlashback {5}{U}';

suite('Forge scripts: "If this spell was cast from a graveyard, … instead"', () => {
  test('another number of cards drawn if the spell was cast from a graveyard counts Count$wasCastFromGraveyard.3.2', () => {
    assert.deepStrictEqual(script(recall), [
      'A:SP$ Draw | Cost$ 1 U | Defined$ You | NumCards$ X',
      'SVar:X:Count$wasCastFromGraveyard.3.2',
      'K:Flashback 5 U',
    ]);
    assert.match(describedAll(recall), /you draw cards equal to 3 if this spell was cast from a graveyard, otherwise 2/);
  });

  test('a step done only if the spell was cast from a graveyard is read but not written', () => {
    assert.deepStrictEqual(notScripted('Grave Echo {1}{B}\nSorcery\nScry 2. If this spell was cast from a graveyard, you lose 2 life.\nFlashback {3}{B}'), ['"if this spell was cast from a graveyard" on a step (not written yet)']);
  });
});
