import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const haven = 'Grove Haven {2}{G}\nEnchantment\nAt the beginning of your upkeep, if you control a green or white permanent, you gain 3 life. If you control a green permanent and a white permanent, you gain 5 life instead.';
const spire = 'Ember Spire {3}{R}\nEnchantment\nAt the beginning of your upkeep, if you control a white or red permanent, Ember Spire deals 2 damage to target creature. If you control a red permanent and a white permanent, Ember Spire deals 4 damage to that creature instead.';
const effect = (card: string) => readCardEffects(parseDocument(card).chunks.find((c) => c.model)!.model!).faces[0][0];

suite('"If you control a green permanent and a white permanent, … instead" (one of each of two kinds)', () => {
  test('read as the step\'s number, one or the other as it resolves, and said in words', () => {
    const e = effect(haven);
    const green = { alts: [{ noun: 'Permanent', props: [{ is: 'color', color: 'G' }, { is: 'controller', who: 'you' }] }] };
    const white = { alts: [{ noun: 'Permanent', props: [{ is: 'color', color: 'W' }, { is: 'controller', who: 'you' }] }] };
    assert.deepStrictEqual(e.steps, [{ do: 'gainLife', who: { ref: 'you' }, amount: { count: 'ifElse', condition: { youControlEach: [green, white] }, then: 5, else: 3 } }]);
    // "you control" said once, before both kinds (each kind is read with its controller).
    assert.match(describeEffect(e).join('\n'), /you gain life equal to 5 if you control a green permanent and a white permanent, otherwise 3/);
    const spell = effect('Twin Study {1}{U}\nSorcery\nIf you control a Forest and an Island, draw two cards.');
    assert.match(describeEffect(spell).join('\n'), /if you control a Forest and an Island, you draw 2 card/);
  });

  test('Forge: the trigger checks the two kinds counted once each (GE1), the steps EQ1 and GE2', () => {
    const lines = script(haven);
    assert.ok(lines.some((l) => /^T:Mode\$ Phase \| Phase\$ Upkeep \| ValidPlayer\$ You \| TriggerZones\$ Battlefield \| CheckSVar\$ X \| SVarCompare\$ GE1 \|/.test(l)), lines.join('\n'));
    assert.ok(!lines.some((l) => l.includes('IsPresent')), lines.join('\n'));
    assert.ok(lines.includes('SVar:Y:Count$Valid Permanent.Green+YouCtrl/LimitMax.1'), lines.join('\n'));
    assert.ok(lines.includes('SVar:Z:Count$Valid Permanent.White+YouCtrl/LimitMax.1'));
    assert.ok(lines.includes('SVar:X:SVar$Y/Plus.Z'));
    assert.ok(lines.some((l) => /DB\$ GainLife \| LifeAmount\$ 3 \| ConditionCheckSVar\$ X \| ConditionSVarCompare\$ EQ1 \| SubAbility\$/.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /DB\$ GainLife \| LifeAmount\$ 5 \| ConditionCheckSVar\$ X \| ConditionSVarCompare\$ GE2$/.test(l)), lines.join('\n'));
  });

  test('Forge: of damage to a target, the second step names it (Defined$ Targeted); the kinds in either order', () => {
    const lines = script(spire);
    assert.ok(lines.some((l) => /DB\$ DealDamage \| ValidTgts\$ Creature \| NumDmg\$ 2 \| ConditionCheckSVar\$ X \| ConditionSVarCompare\$ EQ1/.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /DB\$ DealDamage \| Defined\$ Targeted \| NumDmg\$ 4 \| ConditionCheckSVar\$ X \| ConditionSVarCompare\$ GE2/.test(l)), lines.join('\n'));
  });

  test('Forge: not written without the trigger\'s "a … or … permanent" of the same kinds, nor of a P/T change', () => {
    const other = 'Grove Haven {2}{G}\nEnchantment\nAt the beginning of your upkeep, if you control a green or blue permanent, you gain 3 life. If you control a green permanent and a white permanent, you gain 5 life instead.';
    assert.ok(!script(other).some((l) => l.startsWith('T:')), script(other).join('\n'));
    assert.ok(forgeNotScripted(other).some((r) => r.includes('outside a trigger of "a … or … permanent"')), forgeNotScripted(other).join('\n'));
    const pump = 'Grove Haven {2}{G}\nEnchantment\nAt the beginning of your upkeep, if you control a green or white permanent, target creature gets +1/+1 until end of turn. If you control a green permanent and a white permanent, that creature gets +3/+3 until end of turn instead.';
    assert.ok(!script(pump).some((l) => l.startsWith('T:')), script(pump).join('\n'));
    assert.ok(forgeNotScripted(pump).some((r) => r.includes('a number that depends on this condition')), forgeNotScripted(pump).join('\n'));
  });
});
