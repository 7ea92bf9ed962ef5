import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "you both own and control"', () => {
  test('is YouCtrl+YouOwn', () => {
    assert.deepStrictEqual(script('Tidewarden Sentry {2}{U}\nCreature — Merfolk Wizard\n{1}{U}, {T}: Return another target nonland permanent you both own and control to your hand. Activate only as a sorcery.\n1/3'), [
      'A:AB$ ChangeZone | Cost$ 1 U T | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Permanent.nonLand+Other+YouCtrl+YouOwn | SorcerySpeed$ True',
    ]);
  });
});
