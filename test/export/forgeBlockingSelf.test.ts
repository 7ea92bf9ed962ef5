import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script } from './exportHelpers.js';

const first = (text: string) => readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0][0];
const wurm = 'Test Wurm {5}{B}\nCreature — Wurm\n{1}{B}: Target white creature blocking Test Wurm gets -2/-1 until end of turn.\n5/5';
const raider = 'Test Raider {2}{R}\nCreature — Goblin\n{1}{R}: Test Raider deals 2 damage to target creature blocking it.\n3/1';

suite('"target creature blocking ~" / "… blocking it"', () => {
  test('read as a target creature blocking the card itself, said in words', () => {
    const step = first(wurm).steps?.[0];
    assert.ok(step?.do === 'pump' && step.what.ref === 'target', JSON.stringify(first(wurm).unknown));
    assert.deepStrictEqual(step.what.filter.alts, [{ noun: 'Creature', props: [{ is: 'color', color: 'W' }, { is: 'blockingSelf' }] }]);
    assert.match(describeEffect(first(wurm)).join('\n'), /blocking this card \(~\)/);
    const hit = first(raider).steps?.[0];
    assert.ok(hit?.do === 'damage' && hit.to.ref === 'target');
    assert.deepStrictEqual(hit.to.filter.alts, [{ noun: 'Creature', props: [{ is: 'blockingSelf' }] }]);
  });

  test('Forge: the target blocking the ability\'s source (Creature.blockingSource)', () => {
    assert.deepStrictEqual(script(wurm), ['A:AB$ Pump | Cost$ 1 B | ValidTgts$ Creature.White+blockingSource | NumAtt$ -2 | NumDef$ -1']);
    assert.deepStrictEqual(script(raider), ['A:AB$ DealDamage | Cost$ 1 R | ValidTgts$ Creature.blockingSource | NumDmg$ 2']);
  });

  test('"blocking it" where "it" is not the card dealing the damage stays unread', () => {
    assert.ok(first('Test Bolt {R}\nInstant\nTarget creature you control deals 1 damage to target creature blocking it.').unknown);
    // In a trigger of another creature, "it" is that creature: no target blocking the card itself.
    for (const text of [
      'Test Kiln {2}{R}\nEnchantment\nWhenever a creature you control becomes blocked, Test Kiln deals 1 damage to target creature blocking it.',
      'Test Brand {R}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature becomes blocked, Test Brand deals 2 damage to target creature blocking it.',
    ]) {
      const read = first(text);
      assert.ok(!JSON.stringify(read.steps ?? []).includes('blockingSelf'), JSON.stringify(read.steps));
      assert.ok(!script(text).some((l) => l.includes('blockingSource')), script(text).join('\n'));
    }
  });
});
