import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge keywords that change how a spell is cast: affinity for a land type, presence, tribute', () => {
  test('affinity for a basic land type names the type as Forge does', () => {
    assert.deepStrictEqual(script('Marsh Hulk {6}\nArtifact Creature — Golem\nAffinity for Swamps\n4/4'), ['K:Affinity:Swamp']);
    assert.deepStrictEqual(script('Meadow Hulk {6}\nArtifact Creature — Golem\nAffinity for Plains\n4/4'), ['K:Affinity:Plains']);
    assert.deepStrictEqual(script('Grove Hulk {6}\nArtifact Creature — Golem\nAffinity for Forests\n4/4'), ['K:Affinity:Forest']);
  });

  test('affinity for anything else Forge has no name for stays unwritten', () => {
    assert.deepStrictEqual(notScripted('Odd Hulk {6}\nArtifact Creature — Golem\nAffinity for Wastes\n4/4'), ['the keyword Affinity for Wastes']);
  });
});
