import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: "for as long as ~ remains tapped"', () => {
  test('a pump of a target: the ability remembers it, a static ability changes it, the card\'s untapping forgets it', () => {
    assert.deepStrictEqual(script('Ember Courier {2}{R}\nCreature — Goblin\nYou may choose not to untap Ember Courier during your untap step.\n{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste for as long as Ember Courier remains tapped.\n2/1'), [
      'K:You may choose not to untap CARDNAME during your untap step.',
      'A:AB$ Pump | Cost$ 2 R T | ValidTgts$ Creature.Goblin | RememberTargets$ True',
      'S:Mode$ Continuous | Affected$ Creature.IsRemembered | AddPower$ 2 | AddToughness$ 2 | AddKeyword$ Haste',
      'T:Mode$ Untaps | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ ClearRemembered | Static$ True',
      'SVar:ClearRemembered:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('all creatures: RememberAllPumped$; a +0 change is left unsaid', () => {
    assert.deepStrictEqual(script('Plated Banner {3}\nArtifact\n{2}, {T}: All creatures get +0/+2 for as long as Plated Banner remains tapped.').slice(0, 2), [
      'A:AB$ PumpAll | Cost$ 2 T | ValidCards$ Creature | RememberAllPumped$ True',
      'S:Mode$ Continuous | Affected$ Creature.IsRemembered | AddToughness$ 2',
    ]);
  });

  test('beside another activated or triggered ability (which may remember objects too), it is not written', () => {
    const reasons = forgeNotScripted('Plated Banner {3}\nArtifact\n{2}, {T}: Target creature gets +0/+2 for as long as Plated Banner remains tapped.\n{1}, {T}: Exile target card from a graveyard.');
    assert.ok(reasons.some((r) => r.includes('beside another activated or triggered ability')), reasons.join('\n'));
    // A chosen source remembers too, with no word of exiling or paying.
    const shield = forgeNotScripted('Plated Banner {3}\nArtifact\n{2}, {T}: Target creature gets +0/+2 for as long as Plated Banner remains tapped.\n{1}: The next time a source of your choice would deal damage to you this turn, prevent that damage.');
    assert.ok(shield.some((r) => r.includes('beside another activated or triggered ability')), shield.join('\n'));
  });

  test('of an ability that does not tap the card, it is not written (611.2b: the effect would outlast the card untapped)', () => {
    const reasons = forgeNotScripted('Plated Banner {3}\nArtifact\n{1}{U}: Tap target creature. It doesn\'t untap during its controller\'s untap step for as long as Plated Banner remains tapped.');
    assert.ok(reasons.some((r) => r.includes('does not tap ~')), reasons.join('\n'));
  });
});

suite('Forge scripts: "It doesn\'t untap during its controller\'s untap step for as long as ~ remains tapped"', () => {
  test('the tap remembers what it tapped; the static ability holds it (Creature, or Card of several kinds); the untap forgets it', () => {
    assert.deepStrictEqual(script('Kelp Squid {3}{U}\nCreature — Squid\n{T}: Tap target creature. It doesn\'t untap during its controller\'s untap step for as long as Kelp Squid remains tapped.\n2/2'), [
      'A:AB$ Tap | Cost$ T | ValidTgts$ Creature | RememberTapped$ True | AlwaysRemember$ True',
      'S:Mode$ Continuous | Affected$ Creature.IsRemembered | AddHiddenKeyword$ CARDNAME doesn\'t untap during your untap step.',
      'T:Mode$ Untaps | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ ClearRemembered | Static$ True',
      'SVar:ClearRemembered:DB$ Cleanup | ClearRemembered$ True',
    ]);
    assert.strictEqual(script('Resin Cage {4}\nArtifact\n{4}, {T}: Tap target artifact, creature, or land. That permanent doesn\'t untap during its controller\'s untap step for as long as Resin Cage remains tapped.')[1],
      'S:Mode$ Continuous | Affected$ Card.IsRemembered | AddHiddenKeyword$ CARDNAME doesn\'t untap during your untap step.');
  });

  test('of a land, it is read and not written yet', () => {
    const reasons = forgeNotScripted('Root Leech {2}{G}\nCreature — Leech\n{T}: Tap target land. It doesn\'t untap during its controller\'s untap step for as long as Root Leech remains tapped.\n1/1');
    assert.ok(reasons.some((r) => r.includes('a land or an artifact')), reasons.join('\n'));
  });
});
