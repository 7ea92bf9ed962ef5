import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge export: a cost change of spells of the chosen type said after the caster', () => {
  test('"Creature spells you cast of the chosen type cost {1} less to cast." is the same ReduceCost as "… of the chosen type you cast …"', () => {
    const after = script('Banner Drum {4}\nLegendary Artifact\nAs Banner Drum enters the battlefield, choose a creature type.\nCreature spells you cast of the chosen type cost {2} less to cast.');
    const before = script('Banner Drum {4}\nLegendary Artifact\nAs Banner Drum enters the battlefield, choose a creature type.\nCreature spells of the chosen type you cast cost {2} less to cast.');
    const line = (lines: string[]) => lines.find((l) => l.startsWith('S:Mode$ ReduceCost'));
    assert.ok(line(after)?.includes('ValidCard$ Creature.ChosenType'), after.join('\n'));
    assert.strictEqual(line(after), line(before));
  });
});
