import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a target Equipment attached to a creature', () => {
  test('a Pump targeting the Equipment, then an Attach of the parent target onto the creature targeted (another one)', () => {
    assert.deepStrictEqual(script('Test Page {1}{W}\nCreature — Human Soldier\n{1}, {T}: Attach target Equipment you control to another target creature you control.\n1/1'), [
      'A:AB$ Pump | Cost$ 1 T | ValidTgts$ Equipment.YouCtrl | SubAbility$ DBAttach',
      'SVar:DBAttach:DB$ Attach | Object$ ParentTarget | ValidTgts$ Creature.Other+YouCtrl',
    ]);
  });

  test('onto the card itself, Defined$ Self', () => {
    const lines = script('Test Squire {2}{R}\nCreature — Goblin\n{1}: Attach target Equipment you control to Test Squire.\n2/2');
    assert.ok(lines.includes('SVar:DBAttach:DB$ Attach | Object$ ParentTarget | Defined$ Self'), lines.join('\n'));
  });
});
