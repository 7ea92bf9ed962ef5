import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

function first(text: string): AbilityEffect {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('effect model: the next damage of a source of your choice', () => {
  test('"The next time a blue source of your choice would deal damage to you this turn, prevent that damage" is a shield of that colour (615.7)', () => {
    const e = first('Test Ward {1}{W}\nEnchantment\n{1}: The next time a blue source of your choice would deal damage to you this turn, prevent that damage.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'preventNextFromSource', colors: ['U'], toYou: true }]);
    assert.match(describeEffect(e).join('\n'), /the next time a blue source of your choice would deal damage to you this turn, prevent that damage/);
  });

  test('two colours, a type, any source, damage to anything and to any target are read', () => {
    const two = first('Test Ward {1}{W}\nEnchantment\n{W}: The next time a black or red source of your choice would deal damage to you this turn, prevent that damage.');
    assert.deepStrictEqual(two.steps, [{ do: 'preventNextFromSource', colors: ['B', 'R'], toYou: true }]);
    const artifact = first('Test Ward {1}{W}\nEnchantment\n{W}: The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.');
    assert.deepStrictEqual(artifact.steps, [{ do: 'preventNextFromSource', type: 'Artifact', toYou: true }]);
    assert.match(describeEffect(artifact).join('\n'), /an artifact source of your choice/);
    const any = first('Test Shelter {W}\nInstant\nThe next time a source of your choice would deal damage to you this turn, prevent that damage.');
    assert.deepStrictEqual(any.steps, [{ do: 'preventNextFromSource', toYou: true }]);
    const anything = first('Test Monk {2}{W}\nCreature — Human Monk\n{W}, Sacrifice Test Monk: The next time a red source of your choice would deal damage this turn, prevent that damage.\n1/3');
    assert.deepStrictEqual(anything.steps, [{ do: 'preventNextFromSource', colors: ['R'] }]);
    const target = first('Test Monk {2}{W}\nCreature — Human Monk\nSacrifice Test Monk: The next time a source of your choice would deal damage to any target this turn, prevent that damage.\n1/3');
    assert.ok(!target.unknown, JSON.stringify(target.unknown));
    const [shield] = target.steps!;
    assert.ok(shield.do === 'preventNextFromSource' && shield.to?.ref === 'target');
    assert.match(describeEffect(target).join('\n'), /would deal damage to any target this turn/);
  });
});
