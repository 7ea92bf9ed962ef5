import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: three or more targets destroyed in a list', () => {
  test('is a chain of Destroy, one target each, in the printed order', () => {
    assert.deepStrictEqual(script('Triple Ruin {3}{R}{G}\nSorcery\nDestroy target creature, target artifact, and target land. Scry 1.'), [
      'A:SP$ Destroy | Cost$ 3 R G | ValidTgts$ Creature | SubAbility$ DBDestroy',
      'SVar:DBDestroy:DB$ Destroy | ValidTgts$ Artifact | SubAbility$ DBDestroy2',
      'SVar:DBDestroy2:DB$ Destroy | ValidTgts$ Land | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
  });
});
