import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: copies of spells', () => {
  test('"…, except that the copy is green." is CopySpellAbility with CopyIsColor$ and OverwriteColors$', () => {
    assert.deepStrictEqual(script('Verdant Echo {1}{G}{G}\nInstant\nCopy target instant or sorcery spell, except that the copy is green. You may choose new targets for the copy.'), [
      'A:SP$ CopySpellAbility | Cost$ 1 G G | TargetType$ Spell | ValidTgts$ Instant,Sorcery | CopyIsColor$ Green | OverwriteColors$ True',
    ]);
  });

  test('"The controller of target instant or sorcery spell copies it." names that player the copy\'s (Controller$ TargetedController)', () => {
    assert.deepStrictEqual(script('Mirror Broker {1}{U}\nCreature — Human Rogue\n{3}{U}, {T}: The controller of target instant or sorcery spell copies it. That player may choose new targets for the copy.\n1/3'), [
      'A:AB$ CopySpellAbility | Cost$ 3 U T | TargetType$ Spell | ValidTgts$ Instant,Sorcery | Controller$ TargetedController',
    ]);
  });

  test('"you may copy that spell" after a cast trigger copies the triggered spell ability (Defined$ TriggeredSpellAbility)', () => {
    const lines = script('Chorus Engine {5}{U}{U}\nArtifact\nWhenever you cast an instant spell, you may copy that spell. You may choose new targets for the copy.');
    assert.match(lines[0], /^T:Mode\$ SpellCast \| ValidCard\$ Instant \| ValidActivatingPlayer\$ You .*OptionalDecider\$ You/);
    assert.match(lines[1], /^SVar:\w+:DB\$ CopySpellAbility \| Defined\$ TriggeredSpellAbility$/);
  });
});

suite('Forge scripts: copies of abilities', () => {
  test('"Copy target triggered ability you control." is CopySpellAbility of TargetType$ Triggered', () => {
    assert.deepStrictEqual(script('Echo Coil {3}\nArtifact\n{1}{U}, {T}: Copy target triggered ability you control. You may choose new targets for the copy.'), [
      'A:AB$ CopySpellAbility | Cost$ 1 U T | TargetType$ Triggered | ValidTgts$ Card.YouCtrl',
    ]);
  });
});
