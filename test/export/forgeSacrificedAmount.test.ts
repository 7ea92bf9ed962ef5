import * as assert from 'node:assert';
import { stepContext } from '../../server/src/export/forge/abilities.js';
import { NotScriptable } from '../../server/src/export/forge/notScriptable.js';
import { amountOf } from '../../server/src/export/forge/amountOf.js';
import { FaceWriter } from '../../server/src/export/forge/writer.js';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "the sacrificed creature\'s power" (Sacrificed$) only of what a cost sacrificed', () => {
  test('an amount of the sacrificed object is Sacrificed$ where the ability\'s own cost sacrificed it', () => {
    assert.deepStrictEqual(script("Test Altar {2}\nArtifact\n{2}{B}, Sacrifice a creature: Target player loses life equal to the sacrificed creature's toughness."), [
      'A:AB$ LoseLife | Cost$ 2 B Sac<1/Creature> | ValidTgts$ Player | LifeAmount$ X',
      'SVar:X:Sacrificed$CardToughness',
    ]);
  });

  test('without a sacrifice in the ability\'s cost (a step sacrificed it), the amount is not written', () => {
    const ctx = stepContext(new FaceWriter('Test Altar'), false);
    assert.throws(() => amountOf({ count: 'power', of: { ref: 'sacrificed' } }, ctx), NotScriptable);
    assert.strictEqual(amountOf({ count: 'power', of: { ref: 'sacrificed' } }, { ...ctx, costSacrificed: true }), 'X');
  });
});
