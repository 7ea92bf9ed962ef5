import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: objects defending player (the player dealt combat damage) controls', () => {
  test('"Activate only if defending player controls …" is not written: Forge\'s DefenderCtrl names no player unless the card itself attacks', () => {
    const reason = '"activate only if" defending player controls something (Forge names that player only while the card itself attacks)';
    assert.deepStrictEqual(script('Glacier Lantern {2}\nArtifact\n{2}, {T}: Untap target creature. Activate only if defending player controls an Island.'), []);
    assert.deepStrictEqual(notScripted('Glacier Lantern {2}\nArtifact\n{2}, {T}: Untap target creature. Activate only if defending player controls an Island.'), [reason]);
    assert.deepStrictEqual(notScripted('Drift Marten {1}{U}\nCreature — Weasel\n{U}: Drift Marten gets +0/+2 until end of turn. Activate only if defending player controls a snow permanent.\n1/3'), [reason]);
  });

  test('every object the player the card dealt combat damage to controls is DefenderCtrl (a tap, a P/T change); of noncombat damage it is left out', () => {
    assert.deepStrictEqual(script('Sleetcoil Naga {3}{U}{U}\nCreature — Naga\nWhenever Sleetcoil Naga deals combat damage to a player, tap each untapped land that player controls.\n3/5'), [
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ TapAll | ValidCards$ Land.untapped+DefenderCtrl',
    ]);
    assert.deepStrictEqual(script('Mirefang Stalker {2}{B}{B}\nCreature — Horror\nMenace\nWhenever Mirefang Stalker deals combat damage to a player, each creature that player controls gets -1/-0 until end of turn.\n3/2'), [
      'K:Menace',
      'T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ PumpAll | ValidCards$ Creature.DefenderCtrl | NumAtt$ -1',
    ]);
    assert.deepStrictEqual(notScripted('Sleetcoil Naga {3}{U}{U}\nCreature — Naga\nWhenever Sleetcoil Naga deals damage to a player, tap each untapped land that player controls.\n3/5'), ['what that player controls (not written yet)']);
  });

  test('gaining control of all objects that player controls says why it is not written', () => {
    assert.deepStrictEqual(notScripted('Gildscale Wyvern {4}{U}{R}\nCreature — Drake\nFlying\nWhenever Gildscale Wyvern deals combat damage to a player, gain control of all enchantments that player controls until end of turn.\n4/4'), [
      'gaining control of every object of a kind (not written yet: Forge\'s scripts of it spell it two ways, with and without NewController$ You)',
    ]);
  });

  test('what defending player controls, of every such object or of a target as the card itself attacks, is not written yet', () => {
    assert.deepStrictEqual(notScripted('Tundra Rambler {3}{R}\nCreature — Giant\nWhenever Tundra Rambler attacks, tap each artifact creature defending player controls.\n4/3'), ['what defending player controls (not written yet)']);
    assert.deepStrictEqual(notScripted('Tundra Rambler {3}{R}\nCreature — Giant\nWhenever Tundra Rambler attacks, tap target enchantment defending player controls.\n4/3'), ['what defending player controls (not written yet)']);
  });
});
