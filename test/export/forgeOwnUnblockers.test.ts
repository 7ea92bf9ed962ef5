import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of the creatures that can\'t block the card itself', () => {
  test('"~ can\'t be blocked by artifact creatures" is K:CantBeBlockedBy Artifact.Creature, as Forge\'s scripts of it', () => {
    assert.deepStrictEqual(script("Copper Colt {3}\nArtifact Creature — Horse\nHaste\nCopper Colt can't be blocked by artifact creatures.\n3/1"), ['K:Haste', 'K:CantBeBlockedBy Artifact.Creature']);
  });

  test('artifact creatures with another quality keep the kind first (Creature.Artifact+withFlying)', () => {
    assert.deepStrictEqual(script("Copper Foal {3}\nArtifact Creature — Horse\nCopper Foal can't be blocked by artifact creatures with flying.\n3/1"), ['K:CantBeBlockedBy Creature.Artifact+withFlying']);
  });

  test('"nonartifact creatures" (or another negated type) is not the artifact creatures: Creature.nonArtifact', () => {
    assert.deepStrictEqual(script("Tin Whelp {2}\nArtifact Creature — Dog\nTin Whelp can't be blocked by nonartifact creatures.\n2/1"), ['K:CantBeBlockedBy Creature.nonArtifact']);
    assert.deepStrictEqual(script("Tin Whelp {2}\nArtifact Creature — Dog\nTin Whelp can't be blocked by nonenchantment creatures.\n2/1"), ['K:CantBeBlockedBy Creature.nonEnchantment']);
  });
});
