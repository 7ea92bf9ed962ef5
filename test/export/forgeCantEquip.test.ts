import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';
import { parseDocument } from '../../server/src/language/document.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { describeEffect } from '../../server/src/language/effects/describe.js';

const blade = (rule: string): string => `Iron Cleaver {2}\nArtifact — Equipment\n${rule}\nEquipped creature gets +2/+1.\nEquip {3}`;

suite('Forge scripts of "~ can be attached only to a creature with power N or greater"', () => {
  test('the model holds the creature it may be attached to', () => {
    const model = parseDocument(blade('Iron Cleaver can be attached only to a creature with power 2 or less.')).chunks.find((c) => c.model)!.model!;
    const [first] = readCardEffects(model).faces[0];
    assert.match(describeEffect(first).join(' '), /can be attached only to a creature with power ≤ 2/);
    assert.deepStrictEqual(first.continuous![0].attachOnlyTo, { alts: [{ noun: 'Creature', props: [{ is: 'stat', stat: 'power', cmp: 'LE', value: 2 }] }] });
  });

  test('K:CantEquip names the creatures it can\'t equip: the opposite bound (power 2 or less: Creature.powerGT2)', () => {
    assert.ok(script(blade('Iron Cleaver can be attached only to a creature with power 2 or less.')).includes('K:CantEquip:Creature.powerGT2'));
    assert.ok(script(blade('Iron Cleaver can be attached only to a creature with toughness 1 or less.')).includes('K:CantEquip:Creature.toughnessGT1'));
  });

  test('an exact power, a colour, or an Aura\'s own such sentence is not written', () => {
    assert.ok(forgeNotScripted(blade('Iron Cleaver can be attached only to a creature with power 2.')).length > 0);
    assert.ok(forgeNotScripted(blade('Iron Cleaver can be attached only to a green creature.')).length > 0);
    assert.ok(forgeNotScripted('Iron Grip {1}{R}\nEnchantment — Aura\nEnchant creature\nIron Grip can be attached only to a creature with power 2 or less.').length > 0);
  });
});
